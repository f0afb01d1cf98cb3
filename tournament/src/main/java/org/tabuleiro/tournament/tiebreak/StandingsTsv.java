package org.tabuleiro.tournament.tiebreak;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.tabuleiro.tournament.Standing;

/**
 * The final table as tab-separated text, as {@code ./tabuleiro standings} prints it and the server's
 * {@code standings.tsv} serves it: a header {@code rank start_no name points} and the tiebreak codes as given, then
 * one row per standing in the order given. Points and Buchholz-type values have one decimal, SB and AOB two, counts
 * and ratings none ({@link TiebreakKind#decimals}); an undefined value is an empty cell. Lines end with {@code \n}.
 * The name is a text cell that a spreadsheet never reads as a formula ({@link SpreadsheetCells#text}: a leading
 * {@code = + - @ "}, tab or return gets a {@code '} in front); a tab, return or line feed in it becomes a space.
 *
 * <pre>{@code
 * String tsv = StandingsTsv.write(Standings.compute(t, tiebreaks), tiebreaks);
 * }</pre>
 */
public final class StandingsTsv {
  private StandingsTsv() {}

  public static String write(List<Standing> table, List<Tiebreak> tiebreaks) {
    StringBuilder b = new StringBuilder(64 + table.size() * (40 + 8 * tiebreaks.size()));
    b.append("rank\tstart_no\tname\tpoints");
    for (Tiebreak t : tiebreaks) b.append('\t').append(t.code());
    b.append('\n');
    for (Standing s : table) {
      b.append(s.rank()).append('\t').append(s.player().startNumber()).append('\t')
          .append(cell(s.player().name())).append('\t').append(s.points().toPlainString());
      for (int k = 0; k < tiebreaks.size(); k++) {
        BigDecimal v = s.values().get(k);
        b.append('\t');
        if (v != null) b.append(v.setScale(tiebreaks.get(k).kind().decimals(), RoundingMode.HALF_UP).toPlainString());
      }
      b.append('\n');
    }
    return b.toString();
  }

  /** A name as a text cell ({@link SpreadsheetCells#text}), on one line and within its column. */
  static String cell(String name) {
    return SpreadsheetCells.text(name).replace('\t', ' ').replace('\r', ' ').replace('\n', ' ');
  }
}
