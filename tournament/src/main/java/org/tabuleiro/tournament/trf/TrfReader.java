package org.tabuleiro.tournament.trf;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads FIDE TRF-16 text. Every line is kept (see {@link Trf#lines}); {@code 001} player lines are checked column by
 * column, and {@code XXR}, {@code XXC}, 142 and 152 are interpreted; the TRF-2026 records 162 and 362 (point
 * systems), 240 (byes), 250 (accelerated rounds), 310 (teams), 320 (team byes) and 330 (forfeited matches) are
 * checked field by field. Other records (012-132, 192, 202,
 * 222, 240, 260...) are kept as lines and read through {@link Trf#header}.
 *
 * <p>Example: {@code Trf trf = TrfReader.read("012 Club\nXXR 5\n001    1      Ana ...\n");}
 */
public final class TrfReader {
  private TrfReader() {}

  /** Reads the whole text from {@code in}; an I/O failure of the reader is an {@link UncheckedIOException}. */
  public static Trf read(Reader in) throws TrfException {
    StringBuilder b = new StringBuilder();
    char[] buffer = new char[8192];
    try {
      for (int n; (n = in.read(buffer)) > 0; ) b.append(buffer, 0, n);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return read(b.toString());
  }

  /** Reads a TRF held in a string. */
  public static Trf read(String text) throws TrfException {
    List<TrfLine> lines = split(text);
    List<TrfPlayer> players = new ArrayList<>();
    Map<Integer, Integer> lineOfStartNumber = new HashMap<>();
    int xxr = -1;
    int rounds142 = -1;
    InitialColor xxc = null;
    InitialColor color152 = null;
    boolean byRank = false;
    List<TrfTeam> teams = new ArrayList<>();
    List<TrfLine> teamLines = new ArrayList<>();
    List<TrfByes> byes = new ArrayList<>();
    List<TrfLine> byeLines = new ArrayList<>();
    List<TrfTeamByes> teamByes = new ArrayList<>();
    List<TrfLine> teamByeLines = new ArrayList<>();
    List<TrfForfeitedMatch> forfeits = new ArrayList<>();
    List<TrfLine> forfeitLines = new ArrayList<>();
    for (TrfLine line : lines) {
      String t = stripBom(line.text());
      String code = line.code();
      switch (code) {
        case "001" -> {
          TrfPlayer p = TrfPlayerParser.parse(t, line.number());
          Integer previous = lineOfStartNumber.putIfAbsent(p.startNumber(), line.number());
          if (previous != null) {
            throw new TrfException(line.number(), 5, "duplicate start number " + p.startNumber() + " (first on line " + previous + ")");
          }
          players.add(p);
        }
        case "XXR" -> xxr = positive(line, "XXR needs the number of rounds");
        case "142" -> rounds142 = positive(line, "record 142 needs the number of rounds");
        case "XXC" -> {
          for (String token : line.value().trim().split("\\s+")) {
            switch (token.toLowerCase(Locale.ROOT)) {
              case "white1" -> xxc = InitialColor.WHITE;
              case "black1" -> xxc = InitialColor.BLACK;
              case "rank" -> byRank = true;
              default -> { } // other pairing-program options are kept in the line, not interpreted
            }
          }
        }
        case "152" -> {
          String v = line.value().trim().toLowerCase(Locale.ROOT);
          if (v.startsWith("w")) color152 = InitialColor.WHITE;
          else if (v.startsWith("b")) color152 = InitialColor.BLACK;
        }
        case "162" -> TrfScoringRecord.individual(line);
        case "362" -> TrfScoringRecord.team(line);
        case "310" -> {
          teams.add(TrfTeam.parse(line));
          teamLines.add(line);
        }
        case "250" -> TrfAcceleration.parse(line);
        case "240" -> {
          byes.add(TrfByes.parse(line));
          byeLines.add(line);
        }
        case "320" -> {
          teamByes.add(TrfTeamByes.parse(line));
          teamByeLines.add(line);
        }
        case "330" -> {
          forfeits.add(TrfForfeitedMatch.parse(line));
          forfeitLines.add(line);
        }
        default -> {
          // Header, comment and extension records are kept verbatim, but a line must at least look like one:
          // a three-character code of letters and digits, then a blank (TRF-16: "columns 1-3 data identification").
          if (!t.isBlank() && !isRecordCode(t)) {
            throw new TrfException(line.number(), 1, "'" + shorten(t) + "' does not start with a TRF record code such as 001, 012 or XXR");
          }
        }
      }
    }
    checkOpponents(players, lines);
    TrfTeam.checkMembers(teams, teamLines, lineOfStartNumber.keySet());
    checkForfeitedTeams(forfeits, forfeitLines, teams);
    checkByeTeams(teamByes, teamByeLines, teams);
    checkByes(byes, byeLines, teams, lineOfStartNumber.keySet());
    int rounds = xxr >= 0 ? xxr : Math.max(rounds142, 0);
    return new Trf(lines, players, rounds, xxc != null ? xxc : color152, byRank);
  }

  private static int positive(TrfLine line, String message) throws TrfException {
    String v = line.value().trim();
    if (!v.matches("\\d{1,4}")) throw new TrfException(line.number(), 5, message + ", not '" + v + "'");
    return Integer.parseInt(v);
  }

  /** Every opponent named in a round block must have a player line. */
  private static void checkOpponents(List<TrfPlayer> players, List<TrfLine> lines) throws TrfException {
    java.util.Set<Integer> known = new java.util.HashSet<>();
    for (TrfPlayer p : players) known.add(p.startNumber());
    int index = 0;
    for (TrfLine line : lines) {
      if (!line.isPlayer()) continue;
      TrfPlayer p = players.get(index++);
      for (TrfGame g : p.games()) {
        if (g.opponent() != 0 && !known.contains(g.opponent())) {
          throw new TrfException(line.number(), TrfPlayerParser.roundColumn(g.round()), "round " + g.round() + ": no player has start number " + g.opponent());
        }
      }
    }
  }

  /** Record 330 names teams of records 310. */
  private static void checkForfeitedTeams(List<TrfForfeitedMatch> forfeits, List<TrfLine> lines, List<TrfTeam> teams) throws TrfException {
    java.util.Set<Integer> numbers = new java.util.HashSet<>();
    for (TrfTeam t : teams) numbers.add(t.number());
    for (int k = 0; k < forfeits.size(); k++) {
      TrfForfeitedMatch f = forfeits.get(k);
      if (!numbers.contains(f.white())) throw new TrfException(lines.get(k).number(), 12, "record 330: no team has pairing number " + f.white() + " (records 310)");
      if (!numbers.contains(f.black())) throw new TrfException(lines.get(k).number(), 16, "record 330: no team has pairing number " + f.black() + " (records 310)");
    }
  }

  /** Record 240 names players, or teams in a team event. */
  private static void checkByes(List<TrfByes> byes, List<TrfLine> lines, List<TrfTeam> teams, java.util.Set<Integer> players) throws TrfException {
    java.util.Set<Integer> known = new java.util.HashSet<>();
    if (teams.isEmpty()) known.addAll(players);
    for (TrfTeam t : teams) known.add(t.number());
    String what = teams.isEmpty() ? "player (001 lines)" : "team (records 310)";
    for (int k = 0; k < byes.size(); k++) {
      List<Integer> ids = byes.get(k).ids();
      for (int i = 0; i < ids.size(); i++) {
        if (!known.contains(ids.get(i))) {
          throw new TrfException(lines.get(k).number(), TrfByes.column(lines.get(k), i), "record 240: no " + what + " has number " + ids.get(i));
        }
      }
    }
  }

  /** Record 320 names teams of records 310. */
  private static void checkByeTeams(List<TrfTeamByes> byes, List<TrfLine> lines, List<TrfTeam> teams) throws TrfException {
    java.util.Set<Integer> numbers = new java.util.HashSet<>();
    for (TrfTeam t : teams) numbers.add(t.number());
    for (int k = 0; k < byes.size(); k++) {
      List<Integer> byRound = byes.get(k).teams();
      for (int r = 1; r <= byRound.size(); r++) {
        int team = byRound.get(r - 1);
        if (team != 0 && !numbers.contains(team)) {
          throw new TrfException(lines.get(k).number(), TrfTeamByes.column(r), "record 320: no team has pairing number " + team + " (records 310)");
        }
      }
    }
  }

  static String stripBom(String s) {
    return s.startsWith("\uFEFF") ? s.substring(1) : s;
  }

  /** Splits into lines, keeping each terminator (LF, CRLF or CR) so that writing gives the same text. */
  static List<TrfLine> split(String text) {
    List<TrfLine> lines = new ArrayList<>();
    int start = 0;
    int number = 1;
    int n = text.length();
    while (start < n) {
      int i = start;
      while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') i++;
      String terminator;
      if (i >= n) terminator = "";
      else if (text.charAt(i) == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') terminator = "\r\n";
      else terminator = String.valueOf(text.charAt(i));
      lines.add(new TrfLine(number++, text.substring(start, i), terminator));
      start = i + terminator.length();
    }
    return lines;
  }

  private static boolean isRecordCode(String t) {
    if (t.length() < 3 || (t.length() > 3 && t.charAt(3) != ' ' && t.charAt(3) != '\t')) return false;
    for (int i = 0; i < 3; i++) {
      char c = t.charAt(i);
      if (!(c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '#')) return false;
    }
    return true;
  }

  private static String shorten(String t) {
    return t.length() <= 20 ? t : t.substring(0, 20) + "...";
  }
}
