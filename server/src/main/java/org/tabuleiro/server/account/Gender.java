package org.tabuleiro.server.account;

import java.util.Locale;
import java.util.Optional;

/** Optional, and only for the women's and open sections of school and federation events. */
public enum Gender {
  FEMALE, MALE, OTHER;

  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<Gender> parse(String text) {
    for (Gender g : values()) if (g.id().equalsIgnoreCase(text.strip())) return Optional.of(g);
    return Optional.empty();
  }
}
