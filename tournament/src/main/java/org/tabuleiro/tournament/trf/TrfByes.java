package org.tabuleiro.tournament.trf;

import java.util.ArrayList;
import java.util.List;

/**
 * Byes that bring points, given apart from the round blocks (TRF-2026 record 240): the type in column 5 ({@code F}
 * full-point, {@code H} half-point, {@code Z} or blank zero-point), the round in 7-9, then the players (or, in a
 * team event, the teams) from column 11, four columns each with a blank between: 11-14, 16-19...
 * Example: {@code 240 H 003  026  047}.
 *
 * @param type {@code 'F'}, {@code 'H'} or {@code 'Z'}
 * @param ids start numbers of players, or team pairing numbers in a team event
 */
public record TrfByes(char type, int round, List<Integer> ids) {
  public TrfByes {
    if (type != 'F' && type != 'H' && type != 'Z') throw new IllegalArgumentException("bye type '" + type + "'");
    ids = List.copyOf(ids);
  }

  /** Reads a 240 line. */
  public static TrfByes parse(TrfLine line) throws TrfException {
    TrfColumns c = new TrfColumns(line);
    String t = c.field(5, 5).toUpperCase(java.util.Locale.ROOT);
    char type = t.isBlank() ? 'Z' : t.charAt(0);
    if (type != 'F' && type != 'H' && type != 'Z') throw c.error(5, "the type of bye in column 5 must be F, H or Z, not '" + t + "'");
    int round = c.number(7, 9, 0, "the round (columns 7-9)");
    if (round < 1) throw c.error(7, "needs the round in columns 7-9");
    List<Integer> ids = new ArrayList<>();
    for (int end = 14; end - 3 <= c.length(); end += 5) {
      int id = c.number(end - 3, end, 0, "an id (columns " + (end - 3) + "-" + end + ")");
      if (id > 0) ids.add(id);
    }
    if (ids.isEmpty()) throw c.error(11, "lists nobody getting the bye (from column 11)");
    return new TrfByes(type, round, ids);
  }

  /** The result code of this bye in a round block: F, H or Z. */
  public char resultCode() {
    return type;
  }

  /** The first column of the {@code index}-th listed id (0-based, blanks skipped) on this kind of line. */
  static int column(TrfLine line, int index) {
    String t = TrfReader.stripBom(line.text());
    int seen = -1;
    for (int end = 14; end - 3 <= t.length(); end += 5) {
      String f = t.substring(end - 4, Math.min(end, t.length())).trim();
      if (!f.isEmpty() && !f.matches("0+") && ++seen == index) return end - 3;
    }
    return 11;
  }
}
