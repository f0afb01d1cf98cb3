package org.tabuleiro.tournament.pairing.dutch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.tournament.matching.WeightedMatching;
import org.tabuleiro.tournament.pairing.Board;
import org.tabuleiro.tournament.pairing.PairingResult;

/**
 * The FIDE Dutch system (C.04.3, 2026 text): pairs the next round of a {@link DutchTournament}.
 *
 * <p>One maximum-weight matching over all players to be paired is kept for the whole round; its weights encode
 * the criteria ({@link DutchWeights}). Brackets are then paired from the top scoregroup down
 * ({@link DutchBrackets}), fixing one decision at a time so that, among optimal pairings, the one first in the
 * generation order of article 4 is chosen. The result equals the FIDE-endorsed engines' pairings.
 *
 * <pre>{@code
 * PairingResult r = DutchEngine.pair(DutchTrfAdapter.read(TrfReader.read(text)));
 * if (r instanceof PairingResult.Paired p) System.out.print(p.format());
 * }</pre>
 */
public final class DutchEngine {
  private DutchEngine() {}

  public static PairingResult pair(DutchTournament tournament) {
    DutchCriteria criteria = new DutchCriteria(tournament);
    List<DutchPlayer> sorted = new ArrayList<>();
    for (DutchPlayer p : tournament.players()) {
      if (p.toPair()) sorted.add(p);
    }
    // C.04.3 1.2: score, then pairing number.
    sorted.sort(Comparator.comparingInt(DutchPlayer::halfPoints).reversed().thenComparingInt(DutchPlayer::rankIndex));
    int n = sorted.size();
    if (n == 0) return new PairingResult.Paired(List.of(), 0);
    if (n == 1) {
      DutchPlayer only = sorted.get(0);
      return only.isEligibleForBye(tournament.winHalfPoints())
          ? new PairingResult.Paired(List.of(), only.startNumber())
          : new PairingResult.NoValidPairing("the only player to pair cannot receive the pairing-allocated bye (C2)");
    }
    DutchWeights weights = new DutchWeights(sorted, criteria);
    WeightedMatching matching = new WeightedMatching(n, weights.limbs);
    boolean odd = (n & 1) == 1;
    for (int lower = 0; lower < n; lower++) {
      for (int higher = 0; higher < lower; higher++) {
        matching.setWeight(higher, lower, odd
            ? weights.byeScoreProbe(higher, lower)
            : weights.edge(higher, lower, false, false, DutchBye.NONE));
      }
    }
    int[] mate = matching.solve();
    String incomplete = incompleteness(mate, weights);
    if (incomplete != null) return new PairingResult.NoValidPairing(incomplete);
    DutchBye bye = DutchBye.NONE;
    if (odd) {
      bye = byeOf(mate, weights);
      for (int lower = 0; lower < n; lower++) {
        for (int higher = 0; higher < lower; higher++) {
          matching.setWeight(higher, lower, weights.edge(higher, lower, false, false, bye));
        }
      }
    }
    int[] pairs = new DutchBrackets(weights, matching, bye).pair();
    return result(pairs, weights, tournament.initialWhite());
  }

  /** C4 on the whole round: everybody paired but at most one player, who may receive the bye (C2). */
  private static String incompleteness(int[] mate, DutchWeights w) {
    int unpaired = 0;
    for (int v = 0; v < mate.length; v++) {
      if (mate[v] >= 0) continue;
      unpaired++;
      if (unpaired > 1 || !w.eligible[v]) {
        return "the players cannot all be paired without a rematch, a clash of absolute colour preferences"
            + " or a second bye (C.04.3 C1-C3)";
      }
    }
    return null;
  }

  /** C5 fixed the assignee's score; C9 needs to know whether the first bracket floats only the assignee. */
  private static DutchBye byeOf(int[] mate, DutchWeights w) {
    int assignee = -1;
    for (int v = 0; v < mate.length; v++) {
      if (mate[v] < 0) assignee = v;
    }
    int byeScore = w.score[assignee];
    int top = w.score[0];
    boolean single = false;
    if (byeScore >= top) {
      single = true;
      for (int v = 0; v < mate.length && w.score[v] >= top; v++) {
        int m = mate[v] < 0 ? v : mate[v];
        if (w.score[m] < top) {
          single = false;
          break;
        }
      }
    }
    List<Integer> played = new ArrayList<>();
    for (int v = 0; v < mate.length; v++) {
      if (w.score[v] == byeScore) played.add(w.playedGames[v]);
    }
    played.sort(Comparator.reverseOrder());
    Map<Integer, Integer> ranks = new HashMap<>();
    for (int i = 0; i < played.size(); i++) ranks.put(played.get(i), i);
    return new DutchBye(byeScore, single, ranks);
  }

  private static PairingResult result(int[] pairs, DutchWeights w, boolean initialWhite) {
    List<int[]> games = new ArrayList<>();
    int bye = 0;
    for (int v = 0; v < pairs.length; v++) {
      int m = pairs[v];
      if (m < 0) {
        bye = w.players[v].startNumber();
      } else if (w.players[v].startNumber() < w.players[m].startNumber()) {
        boolean vWhite = DutchColors.isWhite(v, m, w, initialWhite);
        games.add(vWhite ? new int[] {v, m} : new int[] {m, v});
      }
    }
    // C.04.2: boards by the higher player's score, then the lower's, then the higher's pairing number.
    games.sort(Comparator.<int[]>comparingInt(g -> -w.score[higher(g, w)])
        .thenComparingInt(g -> -w.score[lower(g, w)])
        .thenComparingInt(g -> w.players[higher(g, w)].rankIndex()));
    List<Board> boards = new ArrayList<>();
    for (int[] g : games) boards.add(new Board(w.players[g[0]].startNumber(), w.players[g[1]].startNumber()));
    return new PairingResult.Paired(boards, bye);
  }

  private static int higher(int[] g, DutchWeights w) {
    return ranksAbove(g[0], g[1], w) ? g[0] : g[1];
  }

  private static int lower(int[] g, DutchWeights w) {
    return ranksAbove(g[0], g[1], w) ? g[1] : g[0];
  }

  static boolean ranksAbove(int a, int b, DutchWeights w) {
    if (w.score[a] != w.score[b]) return w.score[a] > w.score[b];
    return w.players[a].rankIndex() < w.players[b].rankIndex();
  }
}
