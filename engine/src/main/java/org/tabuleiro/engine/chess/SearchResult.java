package org.tabuleiro.engine.chess;

import java.util.Optional;
import org.tabuleiro.rules.chess.Move;

/**
 * The outcome of a search: the move to play (empty when the side to move has none: mate or stalemate), the
 * expected reply to ponder on, and the last complete iteration's figures.
 */
public record SearchResult(Optional<Move> bestMove, Optional<Move> ponderMove, SearchInfo info) {}
