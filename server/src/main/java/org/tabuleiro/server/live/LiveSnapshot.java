package org.tabuleiro.server.live;

import java.time.Instant;
import org.tabuleiro.play.Game;
import org.tabuleiro.server.game.StoredGame;

/** A game as it stood at {@code at}, at {@code version} (the seq of its last stored event). */
public record LiveSnapshot(StoredGame stored, Game game, int version, Instant at) {}
