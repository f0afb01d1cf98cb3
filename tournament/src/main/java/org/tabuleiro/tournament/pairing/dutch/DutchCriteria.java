package org.tabuleiro.tournament.pairing.dutch;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** The per-player and per-pair facts the criteria are built from: absolute criteria C1-C3 and float history. */
final class DutchCriteria {
  private final DutchTournament tournament;
  private final Map<Integer, DutchPlayer> byNumber = new HashMap<>();

  DutchCriteria(DutchTournament tournament) {
    this.tournament = tournament;
    for (DutchPlayer p : tournament.players()) byNumber.put(p.startNumber(), p);
  }

  int playedRounds() {
    return tournament.playedRounds();
  }

  DutchPlayer player(int startNumber) {
    return byNumber.get(startNumber);
  }

  /** C1 (no rematch, no prohibited pair) and C3 (no clash of absolute colour preferences but between topscorers). */
  boolean compatible(DutchPlayer a, DutchColorPreference ca, DutchPlayer b, DutchColorPreference cb) {
    for (DutchRound r : a.rounds()) {
      if (r.played() && r.opponent() == b.startNumber()) return false;
    }
    Set<Integer> extra = tournament.forbidden().get(a.startNumber());
    if (extra != null && extra.contains(b.startNumber())) return false;
    if (!ca.isAbsolute() || !cb.isAbsolute() || ca.preference() != cb.preference()) return true;
    return mayBreakColourRules(a, b);
  }

  /** C3's exception (C.04.3 1.8): in the last round a topscorer, and so their opponent, may break the colour rules. */
  boolean mayBreakColourRules(DutchPlayer a, DutchPlayer b) {
    return isLastRound() && (isTopscorer(a) || isTopscorer(b));
  }

  private boolean isLastRound() {
    int planned = tournament.plannedRounds();
    return planned > 0 && tournament.playedRounds() >= planned - 1;
  }

  /** C.04.3 1.8: more than half the maximum possible score, when pairing the last round. */
  private boolean isTopscorer(DutchPlayer p) {
    return 2 * p.halfPoints() > tournament.playedRounds() * tournament.winHalfPoints();
  }

  /** What a win is worth, half points. */
  int winHalfPoints() {
    return tournament.winHalfPoints();
  }

  /**
   * The float the player received {@code back} rounds ago (C.04.3 1.4): down to a lower-scored opponent, to the
   * pairing-allocated bye or to any point scored without playing; up to a higher-scored opponent.
   */
  int floatOf(DutchPlayer p, int back) {
    DutchRound r = p.rounds().get(tournament.playedRounds() - back);
    if (!r.played()) return r.halfPoints() > 0 ? DutchWeights.DOWN : DutchWeights.NONE;
    int mine = p.halfPointsBefore(back);
    int theirs = byNumber.get(r.opponent()).halfPointsBefore(back);
    return mine > theirs ? DutchWeights.DOWN : mine < theirs ? DutchWeights.UP : DutchWeights.NONE;
  }
}
