package org.tabuleiro.tournament.team;

import java.util.List;

/**
 * One team's match of one round, derived from its players' games (the match result follows the game points of the
 * boards).
 *
 * @param round 1-based
 * @param opponent the opposing team's pairing number, 0 when the team had no opponent (a bye, or absent)
 * @param gameHalfPoints the game points of its boards, half points (record 162's point system)
 * @param opponentGameHalfPoints the opponent's game points in this match, half points (0 without opponent)
 * @param outcome how the match ended for this team; null when the team was absent and scored nothing
 * @param forfeited one of the two teams did not show up (every board it was paired on is a forfeit loss)
 * @param pairingAllocatedBye a player of the team had the pairing-allocated bye ({@code U}) this round
 * @param boardHalfPoints game points on boards 1, 2, ...: the team's players who took a board this round, in the
 *     board order of record 310, half points
 */
public record TeamMatch(int round, int opponent, int gameHalfPoints, int opponentGameHalfPoints, MatchOutcome outcome,
    boolean forfeited, boolean pairingAllocatedBye, List<Integer> boardHalfPoints) {
  public TeamMatch {
    boardHalfPoints = List.copyOf(boardHalfPoints);
  }

  /** Was the match played over the boards (an opponent, and nobody's no-show)? */
  public boolean isPlayed() {
    return opponent > 0 && !forfeited;
  }
}
