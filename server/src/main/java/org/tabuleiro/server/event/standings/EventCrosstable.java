package org.tabuleiro.server.event.standings;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventResult;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.RequestedBye;
import org.tabuleiro.server.event.trf.EventTrf;
import org.tabuleiro.tournament.PointSystem;
import org.tabuleiro.tournament.Standing;
import org.tabuleiro.tournament.tiebreak.Tiebreak;

/**
 * The event round by round, as the public pages show it: the standings' rows (rank, points and tiebreak values as
 * {@code standings.tsv} prints them), each with what the player did in every paired round and the running score.
 * A round's result is the TRF code the export writes ({@code 1 = 0 + -} for a game, {@code U H Z F} for a bye,
 * {@code -} without an opponent for a round missed), {@code *} for a game adjourned or unfinished, or null while the
 * board has no result; {@code game} is the board's result as the API writes it ({@code 0-0} cannot be told from
 * {@code 0-1} by one side's code).
 */
public final class EventCrosstable {
  private EventCrosstable() {}

  /**
   * One round of one player.
   *
   * @param color {@code "w"} or {@code "b"}, null without an opponent
   * @param halfPointsAfter the running score after this round, half points
   */
  public record Entry(int round, Integer board, String color, Integer opponent, String result, String game, int halfPoints, int halfPointsAfter) {}

  /** A line of the table: the standing, the registered player and the rounds. */
  public record Row(Standing standing, EventPlayer player, List<Entry> rounds) {}

  /** Every player in the order of {@code table}. */
  public static List<Row> rows(EventState s, List<Standing> table) {
    Map<Integer, EventPlayer> players = new HashMap<>();
    for (EventPlayer p : s.players()) players.put(p.startNo(), p);
    Map<String, EventBoard> boards = new HashMap<>();
    for (EventBoard b : s.boards()) {
      boards.put(b.white() + "/" + b.round(), b);
      if (!b.isBye()) boards.put(b.black() + "/" + b.round(), b);
    }
    Map<String, Character> requested = new HashMap<>();
    for (RequestedBye b : s.byes()) requested.put(b.startNo() + "/" + b.round(), b.kind());
    char byeCode = s.event().settings().system().isRoundRobin() ? 'Z' : 'U';
    PointSystem points = s.event().settings().points();
    List<Row> out = new ArrayList<>(table.size());
    for (Standing st : table) {
      int no = st.player().startNumber();
      List<Entry> rounds = new ArrayList<>();
      int total = 0;
      for (int r = 1; r <= s.event().pairedRounds(); r++) {
        EventBoard b = boards.get(no + "/" + r);
        Entry e;
        if (b == null) {
          Character bye = requested.get(no + "/" + r);
          char code = bye != null ? bye : '-';
          int half = points.halfPoints(code);
          total += half;
          e = new Entry(r, null, null, null, String.valueOf(code), null, half, total);
        } else if (b.isBye()) {
          int half = points.halfPoints(byeCode);
          total += half;
          e = new Entry(r, b.board(), null, null, String.valueOf(byeCode), null, half, total);
        } else {
          boolean white = b.white() == no;
          String code = b.result() == null ? null : b.result() == EventResult.UNFINISHED ? "*"
              : String.valueOf(white ? b.result().whiteCode() : b.result().blackCode());
          int half = code == null || code.equals("*") ? 0 : points.halfPoints(code.charAt(0));
          total += half;
          e = new Entry(r, b.board(), white ? "w" : "b", white ? b.black() : b.white(), code,
              b.result() == null ? null : b.result().text(), half, total);
        }
        rounds.add(e);
      }
      out.add(new Row(st, players.get(no), rounds));
    }
    return out;
  }

  /** The row as the standings answer it (no rounds): the registered name, not the TRF's cut one. */
  public static Map<String, Object> standingJson(Row row, List<Tiebreak> tiebreaks, EventState s) {
    EventPlayer p = row.player();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("rank", row.standing().rank());
    m.put("startNo", p.startNo());
    m.put("name", p.name());
    m.put("club", p.club());
    m.put("gender", p.gender());
    m.put("birthYear", p.yearOfBirth());
    m.put("federation", p.federation());
    m.put("rating", EventTrf.rating(s, p));
    m.put("points", row.standing().points().toPlainString());
    List<String> values = new ArrayList<>();
    for (int k = 0; k < tiebreaks.size(); k++) values.add(value(row.standing().values().get(k), tiebreaks.get(k)));
    m.put("values", values);
    m.put("withdrawnFrom", p.withdrawnFrom());
    return m;
  }

  /** The row with its rounds, as the crosstable answers it. */
  public static Map<String, Object> crosstableJson(Row row, List<Tiebreak> tiebreaks, EventState s) {
    Map<String, Object> m = standingJson(row, tiebreaks, s);
    m.put("rounds", row.rounds().stream().map(EventCrosstable::entryJson).toList());
    return m;
  }

  public static Map<String, Object> entryJson(Entry e) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("round", e.round());
    m.put("board", e.board());
    m.put("color", e.color());
    m.put("opponent", e.opponent());
    m.put("result", e.result());
    m.put("game", e.game());
    m.put("score", e.halfPoints() / 2.0);
    m.put("points", e.halfPointsAfter() / 2.0);
    return m;
  }

  /** As {@code standings.tsv} prints it (the tournament module's decimals); null for an undefined value. */
  static String value(BigDecimal v, Tiebreak t) {
    return v == null ? null : v.setScale(t.kind().decimals(), RoundingMode.HALF_UP).toPlainString();
  }
}
