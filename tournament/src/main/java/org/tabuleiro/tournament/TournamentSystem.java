package org.tabuleiro.tournament;

import java.util.Locale;

/** How the pairings were made, which changes how tiebreaks treat unplayed games (C.07 16). */
public enum TournamentSystem {
  /** Pairings made round by round (Dutch, Burstein...). */
  SWISS,
  /** Pairings fixed in advance (Berger tables): C.07 treats forfeits as games and adds no virtual opponent. */
  ROUND_ROBIN;

  /**
   * The system named by a TRF-2026 record 192 (encoded tournament type), or null when it says neither. A type
   * naming SWISS, DUTCH, BURSTEIN, DUBOV or LIM is Swiss; RR, ROBIN, BERGER or SCHEVENINGEN is round robin.
   */
  public static TournamentSystem fromTournamentType(String type) {
    String t = type.toUpperCase(Locale.ROOT);
    if (t.isBlank()) return null;
    for (String s : new String[] {"SWISS", "DUTCH", "BURSTEIN", "DUBOV", "LIM"}) {
      if (t.contains(s)) return SWISS;
    }
    for (String s : new String[] {"ROBIN", "BERGER", "RR", "SCHEVENINGEN"}) {
      if (t.contains(s)) return ROUND_ROBIN;
    }
    return null;
  }
}
