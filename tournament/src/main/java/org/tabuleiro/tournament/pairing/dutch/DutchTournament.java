package org.tabuleiro.tournament.pairing.dutch;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything the Dutch engine needs to pair the next round.
 *
 * @param players every player of the tournament (withdrawn ones included: they are past opponents)
 * @param playedRounds rounds already paired
 * @param plannedRounds rounds in the tournament (0 unknown): the last round relaxes C3 for topscorers
 * @param initialWhite the colour drawn for the first-ranked player is White (C.04.3 5.1)
 * @param forbidden extra pairs that must not meet (start numbers), beyond the games already played
 * @param winHalfPoints what a win is worth under the tournament's point system (record 162), half points
 */
public record DutchTournament(
    List<DutchPlayer> players, int playedRounds, int plannedRounds, boolean initialWhite, Map<Integer, Set<Integer>> forbidden, int winHalfPoints) {
  /** A tournament scored 1 / ½ / 0. */
  public DutchTournament(List<DutchPlayer> players, int playedRounds, int plannedRounds, boolean initialWhite, Map<Integer, Set<Integer>> forbidden) {
    this(players, playedRounds, plannedRounds, initialWhite, forbidden, 2);
  }

  public DutchTournament {
    players = List.copyOf(players);
    forbidden = Map.copyOf(forbidden);
  }
}
