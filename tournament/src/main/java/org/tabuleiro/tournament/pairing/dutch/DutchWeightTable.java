package org.tabuleiro.tournament.pairing.dutch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.tournament.matching.Weight;

/**
 * The distinct criteria weights of one bracket, each kept once and named by an int: a bracket of a big round 1 holds
 * millions of pairs but only a few distinct weights, so its table of base weights costs 4 bytes a pair. Id 0 is the
 * zero weight (no pair). The weights handed out are shared: copy one before changing it.
 */
final class DutchWeightTable {
  private final Map<Weight, Integer> ids = new HashMap<>();
  private final List<Weight> weights = new ArrayList<>();

  DutchWeightTable(Weight zero) {
    weights.add(zero);
  }

  /** The id of {@code w}'s value (0 for zero); {@code w} must not change afterwards. */
  int id(Weight w) {
    if (w.isZero()) return 0;
    Integer id = ids.get(w);
    if (id != null) return id;
    weights.add(w);
    ids.put(w, weights.size() - 1);
    return weights.size() - 1;
  }

  Weight weight(int id) {
    return weights.get(id);
  }
}
