package org.tabuleiro.play;

import org.tabuleiro.rules.draughts.Variant;

/** What is played on the board: chess, or draughts (damas) in one of its variants. */
public enum GameVariant {
  CHESS("chess", null),
  /** International draughts, 10x10, FMJD rules. */
  INTERNATIONAL("international", Variant.INTERNATIONAL),
  /** Brazilian draughts, 8x8, FMJD move rules with the Brazilian draw rules. */
  BRAZILIAN("brazilian", Variant.BRAZILIAN);

  private final String key;
  private final Variant draughts;

  GameVariant(String key, Variant draughts) {
    this.key = key;
    this.draughts = draughts;
  }

  /** The lower-case name used on the wire and in storage: "chess", "international", "brazilian". */
  public String key() {
    return key;
  }

  public boolean isDraughts() {
    return draughts != null;
  }

  /** The draughts rules, or null for chess. */
  public Variant draughtsVariant() {
    return draughts;
  }

  public static GameVariant byKey(String key) {
    for (GameVariant v : values()) {
      if (v.key.equalsIgnoreCase(key)) return v;
    }
    throw new IllegalArgumentException("unknown game \"" + key + "\" (chess, international, brazilian)");
  }
}
