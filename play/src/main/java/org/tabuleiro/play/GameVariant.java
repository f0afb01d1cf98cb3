package org.tabuleiro.play;

import java.util.Objects;
import org.tabuleiro.rules.draughts.Variant;

/**
 * What is played on the board: chess, or draughts (damas) in one of its variants. The constants are the closed set
 * the club stores and filters by (their {@link #key}); {@link #family} says which rules play them, as a sealed value
 * to switch on exhaustively.
 */
public enum GameVariant {
  CHESS("chess", new Family.Chess()),
  /** International draughts, 10x10, FMJD rules. */
  INTERNATIONAL("international", new Family.Draughts(Variant.INTERNATIONAL)),
  /** Brazilian draughts, 8x8, FMJD move rules with the Brazilian draw rules. */
  BRAZILIAN("brazilian", new Family.Draughts(Variant.BRAZILIAN));

  /** Which rules play a game: chess, or draughts with its variant's rules. */
  public sealed interface Family {
    record Chess() implements Family {}

    record Draughts(Variant rules) implements Family {
      public Draughts {
        Objects.requireNonNull(rules);
      }
    }
  }

  private final String key;
  private final Family family;

  GameVariant(String key, Family family) {
    this.key = key;
    this.family = family;
  }

  /** The lower-case name used on the wire and in storage: "chess", "international", "brazilian". */
  public String key() {
    return key;
  }

  /**
   * Chess or draughts, and then which draughts rules:
   * {@code switch (v.family()) { case Family.Chess c -> ...; case Family.Draughts(Variant rules) -> ... }}.
   */
  public Family family() {
    return family;
  }

  public boolean isDraughts() {
    return family instanceof Family.Draughts;
  }

  public static GameVariant byKey(String key) {
    for (GameVariant v : values()) {
      if (v.key.equalsIgnoreCase(key)) return v;
    }
    throw new IllegalArgumentException("unknown game \"" + key + "\" (chess, international, brazilian)");
  }
}
