package org.tabuleiro.server.event;

import java.util.Optional;

/** Which rating seeds the players (start numbers) and goes into the TRF. */
public enum RatingUsed {
  /** The rating given at registration (FIDE or national, from the CSV's {@code rating} column). */
  FIDE("fide"),
  /** The linked club account's rating in the event's game and pool; the registration's rating without a link. */
  CLUB("club"),
  /** None: players are seeded by name. */
  NONE("none");

  private final String key;

  RatingUsed(String key) {
    this.key = key;
  }

  public String key() {
    return key;
  }

  public static Optional<RatingUsed> byKey(String key) {
    for (RatingUsed r : values()) {
      if (r.key.equalsIgnoreCase(key.strip())) return Optional.of(r);
    }
    return Optional.empty();
  }
}
