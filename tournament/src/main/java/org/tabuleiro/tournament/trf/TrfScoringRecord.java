package org.tabuleiro.tournament.trf;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.tabuleiro.tournament.PointSystem;
import org.tabuleiro.tournament.team.TeamPointSystem;

/**
 * The scoring records of TRF-2026: 162 (points per individual result) and 362 (match points per team result).
 *
 * <p>The record is a list of "code, points" fields. TRF-2026 writes them in fixed columns (the code ending in column
 * 6, the points in 7-10 in the {@code 11.5} format, the next field 9 columns on), e.g.
 * {@code 162  W 3.0    D 1.0    L 0.0}; we also accept them separated by any blanks ({@code 162 W 3 D 1 L 0}),
 * as people type them. A field's points must be whole or half points. A code the record does not list keeps its
 * default (162: W 1, D ½, L 0, A 0, P as W, X as D; 362: W 2, D 1, L 0, A as L, P as W).
 *
 * <p>Record 362 comes in two layouts, both read: the one FIDE's reference calculator reads, with the one-letter
 * codes of 162 ({@code 362  W 3.0    D 2.0    L 1.0    A 0.0    P 3.0}, A being the match lost by forfeit, the
 * team's no-show), and the two-letter team codes ({@code 362 TW 3.0    TD 2.0    TL 1.0    TA 0.0}, any spacing).
 * {@link #format(TeamPointSystem)} writes the first, {@link #formatWithTeamCodes} the second in the same columns;
 * the calculator reads the letter in column 6, 15, 24... of either.
 */
public final class TrfScoringRecord {
  private TrfScoringRecord() {}

  /** The individual codes of record 162. */
  static final Set<String> INDIVIDUAL = Set.of("W", "D", "L", "A", "P", "X");

  /**
   * The team codes of record 362, also accepted without their {@code T} (the calculator's layout). {@code TA}: the
   * match lost by forfeit (the team did not show up), the "no-show" of 3 / 2 / 1 / 0 scoring; {@code TP}: the
   * pairing-allocated bye (record 320 still wins); {@code TX} (an unknown result) is read and ignored, a team match
   * having no such result here.
   */
  static final Set<String> TEAM = Set.of("TW", "TD", "TL", "TA", "TP", "TX");

  /** The point system of a record 162 line. */
  public static PointSystem individual(TrfLine line) throws TrfException {
    Map<String, Integer> f = fields(line, INDIVIDUAL, "");
    int win = f.getOrDefault("W", 2);
    int draw = f.getOrDefault("D", 1);
    return new PointSystem(win, draw, f.getOrDefault("L", 0), f.getOrDefault("A", 0), f.getOrDefault("P", win), f.getOrDefault("X", draw));
  }

  /** The match point system of a record 362 line. */
  public static TeamPointSystem team(TrfLine line) throws TrfException {
    Map<String, Integer> f = fields(line, TEAM, "T");
    int win = f.getOrDefault("TW", 4);
    int loss = f.getOrDefault("TL", 0);
    return new TeamPointSystem(win, f.getOrDefault("TD", 2), loss, f.getOrDefault("TA", loss), f.getOrDefault("TP", win));
  }

  /**
   * The 162 line of a point system in the TRF-2026 columns (code in column 6, points in 7-10, every 9 columns):
   * {@code W D L} always, then only the codes whose points differ from their default ({@code A} when not 0,
   * {@code P} when not as W, {@code X} when not as D), e.g. {@code 162  W 3.0    D 1.0    L 0.0} for 3 / 1 / 0.
   *
   * <p>Both references read such a line: bbpPairings reads {@code W D L P} (and {@code Z}) and refuses a line with
   * {@code A} or {@code X} (exit 3); FIDE's calculator reads {@code W D L P A X} and ignores other codes. A point
   * system with absences worth points is written with {@code A}, which only the calculator reads (bbpPairings has
   * no code both accept for it).
   */
  public static String format(PointSystem p) {
    List<String> codes = new ArrayList<>(List.of("W", "D", "L"));
    List<Integer> points = new ArrayList<>(List.of(p.win(), p.draw(), p.loss()));
    if (p.absence() != 0) {
      codes.add("A");
      points.add(p.absence());
    }
    if (p.pairingAllocatedBye() != p.win()) {
      codes.add("P");
      points.add(p.pairingAllocatedBye());
    }
    if (p.unknown() != p.draw()) {
      codes.add("X");
      points.add(p.unknown());
    }
    return line("162", codes.toArray(String[]::new), points.stream().mapToInt(Integer::intValue).toArray());
  }

  /**
   * The 362 line of a match point system as FIDE's reference calculator reads it: the one-letter codes in the
   * columns of 162, A for the no-show, P for the pairing-allocated bye, e.g.
   * {@code 362  W 3.0    D 2.0    L 1.0    A 0.0    P 3.0}.
   */
  public static String format(TeamPointSystem p) {
    return line("362", new String[] {"W", "D", "L", "A", "P"}, teamPoints(p));
  }

  /** The 362 line with the two-letter team codes in the same columns: {@code 362 TW 3.0   TD 2.0   TL 1.0 ...}. */
  public static String formatWithTeamCodes(TeamPointSystem p) {
    return line("362", new String[] {"TW", "TD", "TL", "TA", "TP"}, teamPoints(p));
  }

  private static int[] teamPoints(TeamPointSystem p) {
    return new int[] {p.win(), p.draw(), p.loss(), p.noShow(), p.pairingAllocatedBye()};
  }

  private static String line(String record, String[] codes, int[] halfPoints) {
    StringBuilder b = new StringBuilder(record).append(' ');
    for (int k = 0; k < codes.length; k++) {
      String field = String.format("%2s%4s", codes[k], (halfPoints[k] / 2) + (halfPoints[k] % 2 == 0 ? ".0" : ".5"));
      b.append(field).append(k + 1 < codes.length ? "   " : "");
    }
    return b.toString();
  }

  /** Code to half points, in the order written; columns are 1-based as TRF counts them. */
  private static Map<String, Integer> fields(TrfLine line, Set<String> codes, String prefix) throws TrfException {
    String t = TrfReader.stripBom(line.text());
    Map<String, Integer> out = new LinkedHashMap<>();
    int i = 4;
    int n = t.length();
    while (true) {
      while (i < n && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) i++;
      if (i >= n) break;
      int codeStart = i;
      while (i < n && Character.isLetter(t.charAt(i))) i++;
      String code = t.substring(codeStart, i).toUpperCase(Locale.ROOT);
      if (!codes.contains(code) && codes.contains(prefix + code)) code = prefix + code;
      if (!codes.contains(code)) {
        throw new TrfException(line.number(), codeStart + 1, "record " + line.code() + ": expected a result code (one of "
            + String.join(" ", codes.stream().sorted().toList()) + "), not '" + shorten(t.substring(codeStart)) + "'");
      }
      if (out.containsKey(code)) throw new TrfException(line.number(), codeStart + 1, "record " + line.code() + ": " + code + " is given twice");
      while (i < n && (t.charAt(i) == ' ' || t.charAt(i) == '=')) i++;
      int numberStart = i;
      while (i < n && (Character.isDigit(t.charAt(i)) || t.charAt(i) == '.')) i++;
      String number = t.substring(numberStart, i);
      if (!number.matches("\\d{1,4}(\\.\\d{1,2})?")) {
        throw new TrfException(line.number(), numberStart + 1, "record " + line.code() + ": " + code + " needs its points (e.g. 1.0), not '" + shorten(t.substring(numberStart)) + "'");
      }
      BigDecimal twice = new BigDecimal(number).multiply(BigDecimal.TWO);
      if (twice.stripTrailingZeros().scale() > 0) {
        throw new TrfException(line.number(), numberStart + 1, "record " + line.code() + ": " + code + " " + number + " is not a whole or half point");
      }
      out.put(code, twice.intValueExact());
    }
    return out;
  }

  private static String shorten(String s) {
    String first = s.split("\\s+", 2)[0];
    return first.length() <= 12 ? first : first.substring(0, 12) + "...";
  }
}
