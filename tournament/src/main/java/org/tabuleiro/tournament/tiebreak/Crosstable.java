package org.tabuleiro.tournament.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.tournament.ByeKind;
import org.tabuleiro.tournament.Bye;
import org.tabuleiro.tournament.Color;
import org.tabuleiro.tournament.Game;
import org.tabuleiro.tournament.GameResult;
import org.tabuleiro.tournament.Player;
import org.tabuleiro.tournament.RoundEntry;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.TournamentSystem;

/**
 * The tournament as arrays for the tiebreak rules: players by index 0..n-1, rounds 1..R. Scores are in half points.
 * Built once per standings computation; not shared.
 */
final class Crosstable {
  final Tournament tournament;
  final int n;
  final int rounds;
  final boolean roundRobin;
  /** Points per player per round under the tournament's point system (record 162), half points. */
  final int[][] points;
  /** Points per player per round under 1 / ½ / 0, half points: the game score of the rating tiebreaks (C.07 10). */
  final int[][] gamePoints;
  /** C.07 7.1: the round scored, with or without playing, as many points as a win (standard: 1 + W F U). */
  final boolean[][] win;
  /** A win and a draw under the point system, half points. */
  final int winPoints;
  final int drawPoints;
  /** Opponent index per round, -1 for none. */
  final int[][] opponent;
  /** Played over the board (C.07 16: forfeits and byes are unplayed rounds). */
  final boolean[][] played;
  /** A voluntary unplayed round (C.07 16.2): H, Z, forfeit loss or absence; not a forfeit win, F or U. */
  final boolean[][] vur;
  final boolean[][] black;
  final boolean[][] pairingAllocatedBye;
  final int[] total;
  /** Last round that was not a VUR, 0 if none. */
  final int[] lastNotVur;
  /** Last round with a scheduled opponent or the pairing-allocated bye, 0 if none. */
  final int[] lastPaired;

  Crosstable(Tournament t) {
    this(t, null, t.pointSystem().win(), t.pointSystem().draw());
  }

  /**
   * A crosstable whose round scores are given instead of read from the results (a team event ranked on game
   * points: each round's game points, a win being all boards won). Everything else comes from the results.
   *
   * @param scores half points per player index and round (index 1..R), or null to use the point system
   * @param winPoints the most a round can score, half points
   * @param drawPoints half of it, half points
   */
  Crosstable(Tournament t, int[][] scores, int winPoints, int drawPoints) {
    tournament = t;
    List<Player> players = t.players();
    n = players.size();
    rounds = t.rounds();
    roundRobin = t.system() == TournamentSystem.ROUND_ROBIN;
    Map<Integer, Integer> index = new HashMap<>();
    for (int i = 0; i < n; i++) index.put(players.get(i).startNumber(), i);
    points = new int[n][rounds + 1];
    gamePoints = new int[n][rounds + 1];
    win = new boolean[n][rounds + 1];
    this.winPoints = winPoints;
    this.drawPoints = drawPoints;
    opponent = new int[n][rounds + 1];
    played = new boolean[n][rounds + 1];
    vur = new boolean[n][rounds + 1];
    black = new boolean[n][rounds + 1];
    pairingAllocatedBye = new boolean[n][rounds + 1];
    total = new int[n];
    lastNotVur = new int[n];
    lastPaired = new int[n];
    for (int i = 0; i < n; i++) {
      for (int r = 1; r <= rounds; r++) {
        RoundEntry e = players.get(i).round(r);
        points[i][r] = scores != null ? scores[i][r] : t.pointSystem().halfPoints(e);
        gamePoints[i][r] = e.halfPoints();
        total[i] += points[i][r];
        opponent[i][r] = -1;
        switch (e) {
          case Game g -> {
            Integer o = index.get(g.opponent());
            if (o == null) throw new IllegalArgumentException("player " + players.get(i).startNumber() + " meets unknown " + g.opponent());
            opponent[i][r] = o;
            played[i][r] = g.isPlayed();
            black[i][r] = g.color() == Color.BLACK;
            vur[i][r] = !g.isPlayed() && g.result() != GameResult.FORFEIT_WIN;
          }
          case Bye b -> {
            pairingAllocatedBye[i][r] = b.kind() == ByeKind.PAIRING_ALLOCATED;
            vur[i][r] = b.kind() != ByeKind.PAIRING_ALLOCATED && b.kind() != ByeKind.FULL_POINT;
          }
        }
        win[i][r] = winPoints > 0 && points[i][r] >= winPoints;
        if (!vur[i][r]) lastNotVur[i] = r;
        if (opponent[i][r] >= 0 || pairingAllocatedBye[i][r]) lastPaired[i] = r;
      }
    }
  }

  Player player(int i) {
    return tournament.players().get(i);
  }

  int startNumber(int i) {
    return player(i).startNumber();
  }
}
