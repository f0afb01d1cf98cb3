package org.tabuleiro.tournament.pairing.dutch;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.tournament.matching.Weight;

/**
 * One bracket: {@code b[0..mdps)} are the MDPs, {@code b[mdps..residentsEnd)} the residents, the rest the next
 * scoregroup. Vertices {@code [groupStart, nextGroupStart)} are the residents in matching numbering.
 */
final class DutchBracket {
  private final DutchBrackets round;
  private final DutchWeights w;
  private final int[] b;
  private final int mdps;
  private final int residentsEnd;
  private final int groupStart;
  private final int nextGroupStart;
  /** base[larger][smaller]: the criteria weight of the pair, before the article 4 ordering bits (an id in table). */
  private final int[][] base;
  private final DutchWeightTable table;
  private final boolean[] matched;

  DutchBracket(DutchBrackets round, int[] b, int mdps, int residentsEnd, int groupStart, int nextGroupStart) {
    this.round = round;
    this.w = round.weights();
    this.b = b;
    this.mdps = mdps;
    this.residentsEnd = residentsEnd;
    this.groupStart = groupStart;
    this.nextGroupStart = nextGroupStart;
    this.base = new int[b.length][];
    this.table = new DutchWeightTable(w.zero());
    this.matched = round.matched();
  }

  private boolean isResident(int vertex) {
    return vertex >= groupStart && vertex < nextGroupStart;
  }

  void run() {
    for (int larger = mdps; larger < b.length; larger++) {
      base[larger] = new int[larger];
      for (int smaller = 0; smaller < larger; smaller++) {
        Weight e = w.edge(b[smaller], b[larger], larger < residentsEnd, larger >= residentsEnd, round.bye());
        base[larger][smaller] = table.id(e);
        round.set(b[smaller], b[larger], e);
      }
    }
    round.solve();
    chooseMdps();
    pairMdps();
    pairRemainder();
  }

  /** 4.4: the MDPs to pair, the highest first among those of equal score. */
  private void chooseMdps() {
    int groupScore = 0;
    int remaining = 0;
    int remainingMatched = 0;
    for (int i = 0; i < mdps; i++) {
      if (i == 0 || w.score[b[i]] < groupScore) {
        groupScore = w.score[b[i]];
        remaining = 0;
        remainingMatched = 0;
        for (int j = i; j < b.length && w.score[b[j]] >= groupScore; j++) {
          remaining++;
          if (isResident(round.partner(b[j]))) remainingMatched++;
        }
      }
      if (remainingMatched == 0) continue;
      int v = b[i];
      if (remaining <= remainingMatched) {
        matched[v] = true;
        continue;
      }
      remaining--;
      if (!isResident(round.partner(v))) {
        for (int o = mdps; o < residentsEnd; o++) {
          if (base[o][i] != 0) round.set(v, b[o], base(o, i).copy().add(1));
        }
        round.solve();
      }
      if (isResident(round.partner(v))) {
        matched[v] = true;
        remainingMatched--;
        for (int o = mdps; o < residentsEnd; o++) {
          if (base[o][i] != 0) round.set(v, b[o], base(o, i).copy().add(residentsEnd - mdps + 1));
        }
      }
    }
  }

  /** 3.3 with 4.2: each paired MDP takes the highest resident the criteria allow. */
  private void pairMdps() {
    for (int i = 0; i < mdps; i++) {
      int v = b[i];
      if (!matched[v]) continue;
      long addend = b.length;
      for (int o = residentsEnd - 1; o >= mdps; o--) {
        if (matched[b[o]]) continue;
        if (base[o][i] != 0) {
          round.set(v, b[o], base(o, i).copy().add(addend));
          addend++;
        }
      }
      round.solve();
      int m = round.partner(v);
      matched[m] = true;
      round.fix(v, m);
    }
  }

  /** The remainder (or homogeneous bracket): fewest exchanges, then the order of 4.3, then transpositions. */
  private void pairRemainder() {
    List<Integer> rem = new ArrayList<>();
    int s1 = 0;
    for (int i = mdps; i < residentsEnd; i++) {
      int v = b[i];
      int m = round.partner(v);
      if (m < groupStart) continue;
      rem.add(i);
      if (m < v) s1++;
    }
    int size = rem.size();
    for (int oi = 0; oi < size; oi++) {
      for (int pi = 0; pi < oi; pi++) round.set(b[rem.get(pi)], b[rem.get(oi)], ordered(rem.get(pi), rem.get(oi), pi, s1));
    }
    round.solve();
    int exchanges = 0;
    for (int x = 0; x < s1; x++) {
      int v = b[rem.get(x)];
      int m = round.partner(v);
      if (m <= v || m >= nextGroupStart) exchanges++;
    }
    // The S1 players to move to S2: the lowest first.
    int left = exchanges;
    for (int x = s1 - 1; x >= 0 && left > 0; x--) {
      int pi = rem.get(x);
      int v = b[pi];
      if (isS1Role(v)) {
        for (int y = x + 1; y < size; y++) {
          Weight e = ordered(pi, rem.get(y), x, s1);
          if (!e.isZero()) round.set(v, b[rem.get(y)], e.add(-1));
        }
        round.solve();
      }
      boolean exchange = !isS1Role(v);
      if (exchange) left--;
      for (int y = x + 1; y < size; y++) {
        if (exchange) base[rem.get(y)][pi] = 0;
        round.set(v, b[rem.get(y)], ordered(pi, rem.get(y), x, s1));
      }
    }
    // The S2 players to move to S1: the highest first.
    left = exchanges;
    for (int x = s1; x < size && left > 1; x++) {
      int pi = rem.get(x);
      int v = b[pi];
      boolean already = isS1Role(v);
      if (!already) {
        for (int y = x + 1; y < size; y++) {
          Weight e = ordered(pi, rem.get(y), x, s1);
          if (!e.isZero()) round.set(v, b[rem.get(y)], e.add(1));
        }
        round.solve();
      }
      if (isS1Role(v)) {
        left--;
        for (int y = 0; y < x; y++) {
          base[pi][rem.get(y)] = 0;
          round.set(v, b[rem.get(y)], w.zero());
        }
        for (int o = residentsEnd; o < b.length; o++) {
          base[o][pi] = 0;
          round.set(v, b[o], w.zero());
        }
      }
      if (!already) {
        for (int y = x + 1; y < size; y++) round.set(v, b[rem.get(y)], ordered(pi, rem.get(y), x, s1));
      }
    }
    // Only S1-S2 pairs remain possible inside the remainder.
    for (int x = 0; x < size; x++) {
      int pi = rem.get(x);
      int v = b[pi];
      for (int y = x + 1; y < size; y++) {
        int oi = rem.get(y);
        int o = b[oi];
        if (!isS1Role(v) || isS1Role(o)) base[oi][pi] = 0;
        round.set(v, o, base(oi, pi));
      }
    }
    // 4.2: each S1 player, in order, takes the first S2 player the criteria allow.
    for (int x = 0; x < size; x++) {
      int pi = rem.get(x);
      int v = b[pi];
      if (!isS1Role(v)) continue;
      long addend = 0;
      for (int y = size - 1; y >= 0; y--) {
        int oi = rem.get(y);
        if (oi <= pi || matched[b[oi]]) continue;
        if (base[oi][pi] != 0) round.set(v, b[oi], base(oi, pi).copy().add(addend));
        addend++;
      }
      round.solve();
      int m = round.partner(v);
      matched[v] = true;
      matched[m] = true;
      round.fix(v, m);
    }
  }

  /** The base weight of the pair (shared: copy it before changing it). */
  private Weight base(int larger, int smaller) {
    return table.weight(base[larger][smaller]);
  }

  /** v is paired, in the current matching, with a later resident: it plays the S1 role. */
  private boolean isS1Role(int v) {
    int m = round.partner(v);
    return m > v && m < nextGroupStart;
  }

  /** The base weight plus the exchange-order bits: fewer exchanges, then the smaller BSN difference (4.3). */
  private Weight ordered(int smaller, int larger, int smallerRemainderIndex, int s1) {
    Weight e = base(larger, smaller);
    if (e.isZero()) return e.copy();
    Weight r = e.copy();
    long addend = ((long) (smallerRemainderIndex < s1 ? 1 : 0) << (2 * w.groupBits)) - smallerRemainderIndex;
    r.add(addend * 2);
    return r;
  }
}
