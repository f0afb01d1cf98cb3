package org.tabuleiro.tournament.trf;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A team of a team event (TRF-2026 record 310, which replaces record 013): pairing number in columns 5-7, name
 * 9-40, nickname 42-46, strength factor 48-53, match points 55-60, game points 62-67, rank 69-71, then the start
 * numbers of its players in board order, four columns each from 74-77, 79-82... (up to 14 boards or more).
 *
 * <p>The points and rank are what the file says; standings recompute them from the games.
 *
 * @param number the team pairing number, 1-999
 * @param matchPoints as written, half points (-1 when blank)
 * @param gamePoints as written, half points (-1 when blank)
 * @param rank as written, 0 when blank
 * @param players start numbers in board order (board 1 first)
 */
public record TrfTeam(int number, String name, String nickname, int matchPoints, int gamePoints, int rank, List<Integer> players) {
  /** Column where the first player's start number ends; each next board is 5 columns on. */
  static final int FIRST_PLAYER_END = 77;

  public TrfTeam {
    if (number < 1 || number > 999) throw new IllegalArgumentException("team number " + number);
    players = List.copyOf(players);
  }

  /** Reads a 310 line. */
  public static TrfTeam parse(TrfLine line) throws TrfException {
    TrfColumns c = new TrfColumns(line);
    int number = c.number(5, 7, 0, "the team pairing number (columns 5-7)");
    if (number < 1) throw c.error(5, "needs the team pairing number in columns 5-7");
    String name = c.field(9, 40).strip();
    if (name.isEmpty()) throw c.error(9, "team " + number + " needs a name in columns 9-40");
    String nickname = c.field(42, 46).strip();
    int mp = c.halfPoints(55, 60, -1, "match points (columns 55-60)");
    int gp = c.halfPoints(62, 67, -1, "game points (columns 62-67)");
    int rank = c.number(69, 71, 0, "the team rank (columns 69-71)");
    List<Integer> players = new ArrayList<>();
    for (int end = FIRST_PLAYER_END; end - 3 <= c.length(); end += 5) {
      int p = c.number(end - 3, end, 0, "board " + ((end - FIRST_PLAYER_END) / 5 + 1) + "'s start number (columns " + (end - 3) + "-" + end + ")");
      if (p > 0) players.add(p);
    }
    if (players.isEmpty()) throw c.error(74, "team " + number + " lists no player (start numbers from column 74)");
    return new TrfTeam(number, name, nickname, mp, gp, rank, players);
  }

  /**
   * Every listed player exists and plays for one team only, and no two teams share a pairing number.
   *
   * @param lines the 310 line each team was read from, in the same order
   */
  static void checkMembers(List<TrfTeam> teams, List<TrfLine> lines, Collection<Integer> startNumbers) throws TrfException {
    Map<Integer, Integer> teamOfPlayer = new HashMap<>();
    Map<Integer, Integer> lineOfTeam = new HashMap<>();
    for (int k = 0; k < teams.size(); k++) {
      TrfTeam t = teams.get(k);
      TrfLine line = lines.get(k);
      Integer first = lineOfTeam.putIfAbsent(t.number(), line.number());
      if (first != null) {
        throw new TrfException(line.number(), 5, "record 310: team pairing number " + t.number() + " is already used on line " + first);
      }
      for (int board = 0; board < t.players().size(); board++) {
        int p = t.players().get(board);
        int column = columnOf(line, board);
        if (!startNumbers.contains(p)) throw new TrfException(line.number(), column, "record 310: team " + t.number() + " lists player " + p + ", who has no 001 line");
        Integer other = teamOfPlayer.putIfAbsent(p, t.number());
        if (other != null) throw new TrfException(line.number(), column, "record 310: player " + p + " is already in team " + other);
      }
    }
  }

  /** The first column of the {@code index}-th listed player (blank boards skipped) on a 310 line. */
  private static int columnOf(TrfLine line, int index) {
    String t = TrfReader.stripBom(line.text());
    int seen = -1;
    for (int end = FIRST_PLAYER_END; end - 3 <= t.length(); end += 5) {
      String f = t.substring(end - 4, Math.min(end, t.length())).trim();
      if (!f.isEmpty() && !f.matches("0+") && ++seen == index) return end - 3;
    }
    return FIRST_PLAYER_END - 3;
  }

  /** The 310 line for this team, in the TRF-2026 columns. */
  public String format() {
    StringBuilder b = new StringBuilder();
    b.append(String.format("310 %3d %-32s %-5s %6s %6s %6s %3s ", number, cut(name, 32), cut(nickname, 5), "",
        points(matchPoints), points(gamePoints), rank > 0 ? String.valueOf(rank) : ""));
    for (int p : players) b.append(String.format(" %4d", p));
    return b.toString();
  }

  private static String points(int half) {
    return half < 0 ? "" : (half / 2) + (half % 2 == 0 ? ".0" : ".5");
  }

  private static String cut(String s, int n) {
    return s.length() <= n ? s : s.substring(0, n);
  }
}
