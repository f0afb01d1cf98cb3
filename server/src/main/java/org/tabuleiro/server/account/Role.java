package org.tabuleiro.server.account;

import java.util.Locale;
import java.util.Optional;

/** What an account may do in the club. Every account is a player; the others are granted by an admin. */
public enum Role {
  PLAYER,
  /** Runs tournaments: pairings, results, sanctions within an event. */
  ARBITER,
  /** Handles reports, chat and fair play across the club. */
  MODERATOR,
  /** Grants roles and changes club settings. The first account of a new club is one. */
  ADMIN;

  /** The word used in JSON, the database and the CLI: {@code "arbiter"}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<Role> parse(String text) {
    for (Role r : values()) if (r.id().equalsIgnoreCase(text.strip())) return Optional.of(r);
    return Optional.empty();
  }
}
