package org.tabuleiro.server.lichess.token;

import java.util.Optional;

/** What a personal access token lets its holder do under {@code /lichess/}, named as lichess names its scopes. */
public enum TokenScope {
  BOARD_PLAY("board:play"),
  BOT_PLAY("bot:play"),
  CHALLENGE_READ("challenge:read"),
  CHALLENGE_WRITE("challenge:write"),
  PREFERENCE_READ("preference:read");

  private final String key;

  TokenScope(String key) {
    this.key = key;
  }

  /** The scope's name on the wire: {@code board:play}. */
  public String key() {
    return key;
  }

  public static Optional<TokenScope> byKey(String key) {
    for (TokenScope s : values()) if (s.key.equals(key)) return Optional.of(s);
    return Optional.empty();
  }
}
