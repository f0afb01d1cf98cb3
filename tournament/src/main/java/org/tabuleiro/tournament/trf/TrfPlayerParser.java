package org.tabuleiro.tournament.trf;

import java.util.ArrayList;
import java.util.List;

/** Reads one {@code 001} line in the TRF-16 fixed columns, reporting the column of the first bad field. */
final class TrfPlayerParser {
  private TrfPlayerParser() {}

  /** Last column of the fixed part (rank, 86-89); round blocks follow from column 90. */
  private static final int FIXED = 89;
  /** Columns that separate fields and must be blank (TRF-16). */
  private static final int[] SEPARATORS = {4, 9, 14, 48, 53, 57, 69, 80, 85};

  /** The column of round {@code round}'s opponent field: 92, 102, 112... */
  static int roundColumn(int round) {
    return 92 + 10 * (round - 1);
  }

  static TrfPlayer parse(String text, int lineNumber) throws TrfException {
    String t = text.length() < FIXED ? text + " ".repeat(FIXED - text.length()) : text;
    for (int c : SEPARATORS) {
      if (t.charAt(c - 1) != ' ') throw new TrfException(lineNumber, c, "column " + c + " must be blank (is the line out of its columns?)");
    }
    String start = field(t, 5, 8);
    if (!start.matches("\\d{1,4}") || Integer.parseInt(start) == 0) {
      throw new TrfException(lineNumber, 5, "start number (columns 5-8) must be a number from 1, not '" + start + "'");
    }
    String ratingText = field(t, 49, 52);
    if (!ratingText.isEmpty() && !ratingText.matches("\\d{1,4}")) {
      throw new TrfException(lineNumber, 49, "rating (columns 49-52) must be a number or blank, not '" + ratingText + "'");
    }
    String points = field(t, 81, 84);
    if (!points.isEmpty() && !points.matches("\\d{1,3}([.,]\\d{1,2})?|\\d?[.,]\\d{1,2}")) {
      throw new TrfException(lineNumber, 81, "points (columns 81-84) must be a decimal number, not '" + points + "'");
    }
    String rankText = field(t, 86, 89);
    if (!rankText.isEmpty() && !rankText.matches("\\d{1,4}")) {
      throw new TrfException(lineNumber, 86, "rank (columns 86-89) must be a number or blank, not '" + rankText + "'");
    }
    int startNumber = Integer.parseInt(start);
    List<TrfGame> games = games(t, lineNumber, startNumber);
    return new TrfPlayer(
        startNumber,
        field(t, 10, 10),
        field(t, 11, 13),
        field(t, 15, 47),
        ratingText.isEmpty() ? 0 : Integer.parseInt(ratingText),
        field(t, 54, 56),
        field(t, 58, 68),
        field(t, 70, 79),
        points,
        rankText.isEmpty() ? 0 : Integer.parseInt(rankText),
        games);
  }

  private static List<TrfGame> games(String t, int lineNumber, int self) throws TrfException {
    List<TrfGame> games = new ArrayList<>();
    int lastNonBlank = 0;
    for (int round = 1; ; round++) {
      int from = FIXED + 10 * (round - 1); // 0-based index of the block's first column (90, 100, ...)
      if (from >= t.length()) break;
      String block = t.substring(from, Math.min(from + 10, t.length()));
      block = block + " ".repeat(10 - block.length());
      int col = from + 1; // 1-based column of block[0]
      for (int k : new int[] {0, 1, 6, 8}) {
        if (block.charAt(k) != ' ') throw new TrfException(lineNumber, col + k, "round " + round + ": column " + (col + k) + " must be blank");
      }
      String opp = block.substring(2, 6).trim();
      char color = Character.toLowerCase(block.charAt(7));
      char result = Character.toUpperCase(block.charAt(9));
      if (opp.isEmpty() && color == ' ' && result == ' ') {
        games.add(TrfGame.absent(round));
        continue;
      }
      if (!opp.isEmpty() && !opp.matches("\\d{1,4}")) {
        throw new TrfException(lineNumber, col + 2, "round " + round + ": opponent must be a start number or 0000, not '" + opp + "'");
      }
      int opponent = opp.isEmpty() ? 0 : Integer.parseInt(opp);
      if (color != 'w' && color != 'b' && color != '-' && color != ' ') {
        throw new TrfException(lineNumber, col + 7, "round " + round + ": colour must be w, b or -, not '" + block.charAt(7) + "'");
      }
      if (TrfGame.RESULTS.indexOf(result) < 0) {
        throw new TrfException(lineNumber, col + 9, "round " + round + ": unknown result '" + block.charAt(9) + "' (expected one of 1 = 0 + - W D L H F U Z or blank)");
      }
      if (opponent == self) throw new TrfException(lineNumber, col + 2, "round " + round + ": a player cannot meet themself");
      if (opponent == 0 && "1=0WDL".indexOf(result) >= 0) {
        throw new TrfException(lineNumber, col + 9, "round " + round + ": result '" + result + "' needs an opponent");
      }
      if (opponent != 0 && "HFUZ".indexOf(result) >= 0) {
        throw new TrfException(lineNumber, col + 9, "round " + round + ": bye '" + result + "' cannot have an opponent (" + opponent + ")");
      }
      games.add(new TrfGame(round, opponent, color == ' ' ? '-' : color, result));
      lastNonBlank = round;
    }
    return games.subList(0, lastNonBlank);
  }

  /** The trimmed text of columns {@code from}..{@code to} (1-based, inclusive). */
  private static String field(String t, int from, int to) {
    return t.substring(from - 1, Math.min(to, t.length())).trim();
  }
}
