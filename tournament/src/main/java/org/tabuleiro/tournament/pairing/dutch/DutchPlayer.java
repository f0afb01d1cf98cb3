package org.tabuleiro.tournament.pairing.dutch;

import java.util.List;

/**
 * A player as the Dutch engine sees them before a round: pairing number, score and history.
 *
 * @param startNumber the TRF start number (the output uses it)
 * @param rankIndex 0-based tournament pairing number among the players taking part (C.04.3 1.2.2, 5.2.5)
 * @param halfPoints score after the played rounds, in half points
 * @param rounds one entry per played round, round 1 first
 * @param toPair the player is to be paired this round (no announced bye, not withdrawn)
 */
public record DutchPlayer(int startNumber, int rankIndex, int halfPoints, List<DutchRound> rounds, boolean toPair) {
  public DutchPlayer {
    rounds = List.copyOf(rounds);
  }

  /** Games played over the board. */
  public int playedGames() {
    int n = 0;
    for (DutchRound r : rounds) {
      if (r.played()) n++;
    }
    return n;
  }

  /**
   * C.04.3 C2 (C.04.1 art. 4): not eligible for the pairing-allocated bye after a pairing-allocated bye or any
   * round scored as a win without playing (forfeit win, full-point bye).
   */
  public boolean isEligibleForBye() {
    for (DutchRound r : rounds) {
      if (!r.played() && r.halfPoints() >= 2) return false;
    }
    return true;
  }

  /** The score before the last {@code roundsBack} rounds, in half points. */
  public int halfPointsBefore(int roundsBack) {
    int s = halfPoints;
    for (int i = 0; i < roundsBack; i++) s -= rounds.get(rounds.size() - 1 - i).halfPoints();
    return s;
  }
}
