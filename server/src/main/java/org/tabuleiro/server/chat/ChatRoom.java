package org.tabuleiro.server.chat;

import java.util.Locale;
import java.util.Optional;

/**
 * A game's two chat rooms, kept apart: the players talk to each other, spectators to each other. Players never see
 * the spectators' room while they play (it could carry advice), spectators never see the players' room.
 */
public enum ChatRoom {
  PLAYER,
  SPECTATOR;

  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<ChatRoom> byKey(String key) {
    for (ChatRoom r : values()) if (r.key().equals(key)) return Optional.of(r);
    return Optional.empty();
  }
}
