package org.tabuleiro.engine.chess;

import org.tabuleiro.rules.chess.Move;

/** A move and its search score in centipawns for the side playing it (mates beyond ±30,000). */
public record ScoredMove(Move move, int score) {}
