package org.tabuleiro.server.game;

import java.time.Instant;
import org.tabuleiro.play.GameSetup;

/** A game to store with its first event, created by an event or an arena ({@link GameRepository#createAll}). */
public record NewGame(GameSetup setup, Long whiteId, Long blackId, StoredEvent started, Instant createdAt, GameOrigin origin) {}
