package org.tabuleiro.server.game;

import org.tabuleiro.play.GameEvent;

/**
 * An event with its place in the game's log: {@code seq} 1 is {@code Started}, and the seq of a game's last event
 * is the game's version, which clients quote to catch up ({@code sync since=N}).
 */
public record StoredEvent(int seq, GameEvent event) {}
