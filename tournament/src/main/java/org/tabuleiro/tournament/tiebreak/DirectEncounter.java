package org.tabuleiro.tournament.tiebreak;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Direct encounter (C.07 6). Among players tied on everything before DE, the points scored against each other
 * decide. If they have not all met (Swiss), a player is put ahead only when the points already scored exceed the
 * most any player below could still reach. A group that splits is resolved again among the members of each part.
 *
 * <p>What the table shows ({@link #points}) is FIDE's value, as chess-results prints it: the points a player scored
 * in the encounters with the others tied on everything before DE (0 for a player tied with nobody), higher being
 * better. The order comes from {@link #values}, the position inside the tied group (1 = best; 0 when the player is
 * not tied or DE leaves the whole group equal), which the points alone cannot give: in a Swiss where not all of the
 * group met, more points do not put a player ahead unless no one below can still reach them (C.07 6.2), and a
 * group that splits is resolved again among each part's members.
 */
final class DirectEncounter {
  private final Crosstable t;

  DirectEncounter(Crosstable t) {
    this.t = t;
  }

  /** DE values for players whose current ranks (1-based, equal when tied) are {@code rank}. */
  int[] values(int[] rank) {
    int[] de = rank.clone();
    List<List<Integer>> pending = new ArrayList<>(groups(de, allPlayers()));
    while (!pending.isEmpty()) {
      List<List<Integer>> next = new ArrayList<>();
      for (List<Integer> group : pending) {
        if (group.size() < 2) continue;
        if (separate(group, de)) next.addAll(groups(de, group));
      }
      pending = next;
    }
    int[] out = new int[t.n];
    for (List<Integer> tied : groups(rank, allPlayers())) {
      int first = Integer.MAX_VALUE;
      int last = Integer.MIN_VALUE;
      for (int i : tied) {
        first = Math.min(first, de[i]);
        last = Math.max(last, de[i]);
      }
      for (int i : tied) out[i] = first == last ? 0 : de[i] - first + 1;
    }
    return out;
  }

  /**
   * The points (in the tournament's point system, half points) each player scored against the others tied with
   * them on {@code rank} (1-based, equal when tied): games over the board in a Swiss, every scheduled game in a
   * round robin (forfeits too), all of them added when two met more than once. 0 for a player tied with nobody.
   */
  int[] points(int[] rank) {
    int[] out = new int[t.n];
    for (List<Integer> tied : groups(rank, allPlayers())) {
      if (tied.size() < 2) continue;
      for (int i : tied) {
        for (int r = 1; r <= t.rounds; r++) {
          int o = t.opponent[i][r];
          boolean counts = t.roundRobin ? o >= 0 : o >= 0 && t.played[i][r];
          if (counts && rank[o] == rank[i]) out[i] += t.points[i][r];
        }
      }
    }
    return out;
  }

  private List<Integer> allPlayers() {
    List<Integer> all = new ArrayList<>();
    for (int i = 0; i < t.n; i++) all.add(i);
    return all;
  }

  private static List<List<Integer>> groups(int[] key, List<Integer> members) {
    Map<Integer, List<Integer>> m = new HashMap<>();
    for (int i : members) m.computeIfAbsent(key[i], k -> new ArrayList<>()).add(i);
    return new ArrayList<>(m.values());
  }

  /** Ranks one tied group by its mutual games; returns whether it split. */
  private boolean separate(List<Integer> group, int[] de) {
    int start = de[group.get(0)];
    int size = group.size();
    int[] score = new int[t.n];
    int[] max = new int[t.n];
    boolean metAll = true;
    for (int i : group) {
      // points against each opponent of the group, averaged when they met more than once (double round robin)
      Map<Integer, int[]> against = new HashMap<>();
      for (int r = 1; r <= t.rounds; r++) {
        int o = t.opponent[i][r];
        boolean counts = t.roundRobin ? o >= 0 : o >= 0 && t.played[i][r];
        if (counts && de[o] == start) {
          int[] sumCount = against.computeIfAbsent(o, k -> new int[2]);
          sumCount[0] += t.points[i][r];
          sumCount[1]++;
        }
      }
      int s = 0;
      for (int[] sc : against.values()) s += sc[0] * 2 / sc[1]; // quarter points: exact for one or two games
      score[i] = s;
      int missing = size - 1 - against.size();
      if (!t.roundRobin && missing > 0) metAll = false;
      max[i] = s + (t.roundRobin ? 0 : missing * 2 * t.winPoints); // a win per missing game, quarter points
    }
    List<Integer> order = new ArrayList<>(group);
    boolean changed = false;
    if (metAll) {
      order.sort(Comparator.comparingInt((Integer i) -> -score[i]).thenComparingInt(t::startNumber));
      for (int k = 1; k < size; k++) {
        int i = order.get(k);
        int previous = order.get(k - 1);
        if (score[i] != score[previous]) {
          de[i] = start + k;
          changed = true;
        } else {
          de[i] = de[previous];
        }
      }
    } else {
      // C.07 6.2 (Swiss): ahead only if the points scored exceed every lower player's maximum
      order.sort(Comparator.comparingInt((Integer i) -> -score[i]).thenComparingInt(i -> -max[i]).thenComparingInt(t::startNumber));
      boolean unique = true;
      int crank = start;
      for (int k = 1; k < size; k++) {
        int i = order.get(k);
        int best = Arrays.stream(order.subList(k, size).stream().mapToInt(Integer::intValue).toArray()).map(j -> max[j]).max().orElseThrow();
        if (unique && score[order.get(k - 1)] > best) {
          crank = start + k;
          changed = true;
        } else {
          unique = false;
        }
        de[i] = crank;
      }
    }
    return changed;
  }
}
