package org.tabuleiro.tournament.pairing.dutch;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A player as the Dutch engine sees them before a round: pairing number, score and history.
 *
 * @param startNumber the TRF start number (the output uses it)
 * @param rankIndex 0-based tournament pairing number among the players taking part (C.04.3 1.2.2, 5.2.5)
 * @param halfPoints the pairing score for this round, in half points: the score after the played rounds under
 *     the tournament's point system, plus this round's virtual points of an acceleration (C.04.5)
 * @param rounds one entry per played round, round 1 first
 * @param toPair the player is to be paired this round (no announced bye, not withdrawn)
 * @param virtualHalfPoints the acceleration's virtual points when each round was paired: index k for round k + 1,
 *     one more entry than {@code rounds} (the last is this round's)
 */
public record DutchPlayer(int startNumber, int rankIndex, int halfPoints, List<DutchRound> rounds, boolean toPair, List<Integer> virtualHalfPoints) {
  public DutchPlayer {
    rounds = List.copyOf(rounds);
    virtualHalfPoints = List.copyOf(virtualHalfPoints);
    if (virtualHalfPoints.size() != rounds.size() + 1) throw new IllegalArgumentException("one virtual score per round, this one included");
  }

  /** A player without acceleration. */
  public DutchPlayer(int startNumber, int rankIndex, int halfPoints, List<DutchRound> rounds, boolean toPair) {
    this(startNumber, rankIndex, halfPoints, rounds, toPair, new ArrayList<>(Collections.nCopies(rounds.size() + 1, 0)));
  }

  /** Games played over the board. */
  public int playedGames() {
    int n = 0;
    for (DutchRound r : rounds) {
      if (r.played()) n++;
    }
    return n;
  }

  /** {@link #isEligibleForBye(int)} when a win is worth 1 point. */
  public boolean isEligibleForBye() {
    return isEligibleForBye(2);
  }

  /**
   * C.04.3 C2 (C.04.1 art. 4): not eligible for the pairing-allocated bye after a pairing-allocated bye or any
   * round in which the player scored, without playing, as many points as a win gives.
   *
   * @param winHalfPoints what a win is worth, half points
   */
  public boolean isEligibleForBye(int winHalfPoints) {
    for (DutchRound r : rounds) {
      boolean pairingAllocatedBye = r.paired() && r.opponent() == 0;
      if (pairingAllocatedBye || !r.played() && r.halfPoints() >= winHalfPoints) return false;
    }
    return true;
  }

  /**
   * The pairing score the player had when the round {@code roundsBack} rounds ago was paired, in half points:
   * the score before it plus that round's virtual points.
   */
  public int halfPointsBefore(int roundsBack) {
    int played = rounds.size();
    int s = halfPoints - virtualHalfPoints.get(played);
    for (int i = 0; i < roundsBack; i++) s -= rounds.get(played - 1 - i).halfPoints();
    return s + virtualHalfPoints.get(played - roundsBack);
  }
}
