package org.tabuleiro.tournament.tiebreak;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tabuleiro.tournament.Standing;
import org.tabuleiro.tournament.Tournament;

/**
 * The final table: points, then the requested tiebreaks in order (C.07 rules in force from 1 March 2026).
 *
 * <p>Example: {@code Standings.compute(tournament, Tiebreak.parseList("DE,BH-C1,BH,SB,WIN"))}.
 */
public final class Standings {
  private Standings() {}

  /**
   * One {@link Standing} per player, in rank order (ties by start number). DE's value is the points among the tied
   * (C.07 6, as FIDE and chess-results show it); the order follows DE's rules ({@link DirectEncounter}).
   */
  public static List<Standing> compute(Tournament tournament, List<Tiebreak> tiebreaks) {
    return compute(tournament, tiebreaks, false);
  }

  /**
   * The same; with {@code dePositions} DE's value is its position in the tied group instead (1 = best, 0 not tied
   * or not separated), as FIDE's calculator prints it in the shared vectors.
   */
  static List<Standing> compute(Tournament tournament, List<Tiebreak> tiebreaks, boolean dePositions) {
    Crosstable t = new Crosstable(tournament);
    int n = t.n;
    BigDecimal[][] values = new BigDecimal[tiebreaks.size()][];
    int[] rank = new int[n];
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) order.add(i);
    BigDecimal[] points = new BigDecimal[n];
    for (int i = 0; i < n; i++) points[i] = half(t.total[i]);
    rerank(t, order, rank, points, false);
    TiebreakValues calculator = new TiebreakValues(t);
    for (int k = 0; k < tiebreaks.size(); k++) {
      Tiebreak tb = tiebreaks.get(k);
      values[k] = calculator.values(tb, rank);
      if (tb.kind() == TiebreakKind.DE) {
        BigDecimal[] positions = calculator.directEncounterOrder(rank);
        if (dePositions) values[k] = positions;
        rerank(t, order, rank, positions, true); // position 1 first
      } else {
        rerank(t, order, rank, values[k], tb.kind().ascending());
      }
    }
    List<Standing> out = new ArrayList<>();
    for (int i : order) {
      List<BigDecimal> row = new ArrayList<>();
      for (BigDecimal[] v : values) row.add(v[i]);
      out.add(new Standing(rank[i], t.player(i), points[i], row));
    }
    return out;
  }

  /** Sorts by current rank, then this value (undefined last), then start number; equal ranks for equal values. */
  static void rerank(Crosstable t, List<Integer> order, int[] rank, BigDecimal[] value, boolean ascending) {
    Comparator<BigDecimal> direction = ascending ? Comparator.naturalOrder() : Comparator.reverseOrder();
    Comparator<Integer> cmp = Comparator.comparingInt((Integer i) -> rank[i])
        .thenComparing(i -> value[i], Comparator.nullsLast(direction))
        .thenComparingInt(t::startNumber);
    order.sort(cmp);
    int[] newRank = new int[t.n];
    for (int pos = 0; pos < order.size(); pos++) {
      int i = order.get(pos);
      if (pos == 0) {
        newRank[i] = 1;
        continue;
      }
      int previous = order.get(pos - 1);
      boolean sameGroup = rank[i] == rank[previous] && same(value[i], value[previous]);
      newRank[i] = sameGroup ? newRank[previous] : pos + 1;
    }
    System.arraycopy(newRank, 0, rank, 0, t.n);
  }

  private static boolean same(BigDecimal a, BigDecimal b) {
    return a == null ? b == null : b != null && a.compareTo(b) == 0;
  }

  static BigDecimal half(int halfPoints) {
    return BigDecimal.valueOf(halfPoints).divide(BigDecimal.TWO).setScale(1, RoundingMode.UNNECESSARY);
  }

  static BigDecimal quarter(int quarterPoints) {
    return BigDecimal.valueOf(quarterPoints).divide(BigDecimal.valueOf(4)).setScale(2, RoundingMode.UNNECESSARY);
  }
}
