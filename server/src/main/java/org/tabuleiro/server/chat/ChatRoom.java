package org.tabuleiro.server.chat;

import java.util.Locale;
import java.util.Optional;

/**
 * The chat rooms: a game's two, kept apart, and the club's. A game's two rooms are kept apart: the players talk to each other, spectators to each other. Players never see
 * the spectators' room while they play (it could carry advice), spectators never see the players' room.
 */
public enum ChatRoom {
  PLAYER,
  SPECTATOR,
  /** The club's room in the lobby: everyone reads it, signed-in members write in it. */
  CLUB;

  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<ChatRoom> byKey(String key) {
    for (ChatRoom r : values()) if (r.key().equals(key)) return Optional.of(r);
    return Optional.empty();
  }
}
