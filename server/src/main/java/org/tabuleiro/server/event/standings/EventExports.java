package org.tabuleiro.server.event.standings;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.format.pdn.PdnTag;
import org.tabuleiro.rules.format.pdn.PdnWriter;
import org.tabuleiro.rules.format.pgn.PgnGame;
import org.tabuleiro.rules.format.pgn.PgnNode;
import org.tabuleiro.rules.format.pgn.PgnTag;
import org.tabuleiro.rules.format.pgn.PgnWriter;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventResult;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.trf.EventTrf;
import org.tabuleiro.tournament.tiebreak.SpreadsheetCells;

/**
 * The exports besides the TRF: the standings as a spreadsheet's CSV, and the games entered with moves as PGN
 * (chess) or PDN (draughts), written by the rules module.
 */
public final class EventExports {
  private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("uuuu.MM.dd");

  private EventExports() {}

  /**
   * {@code standings.tsv} as a CSV that spreadsheets in Portugal and Brazil open as they are: the same columns and
   * rows, separated by {@code ;}, numbers with a decimal comma, quoted as RFC 4180 where needed, lines ended by CRLF,
   * UTF-8 with a byte-order mark (so Excel reads the accents). The {@code name} column is text, every other one a
   * number: a cell is kept from being read as a formula as {@link SpreadsheetCells} says (the TSV's names already are).
   */
  public static String standingsCsv(String tsv) {
    StringWriter out = new StringWriter();
    out.write('\uFEFF');
    try (CSVPrinter printer = new CSVPrinter(out, CSVFormat.EXCEL.builder().setDelimiter(';').get())) {
      String[] lines = tsv.split("\n");
      int nameColumn = -1;
      for (int i = 0; i < lines.length; i++) {
        if (lines[i].isEmpty()) continue;
        String[] cells = lines[i].split("\t", -1);
        List<String> row = new ArrayList<>();
        for (int c = 0; c < cells.length; c++) {
          if (i == 0) {
            if (cells[c].equals("name")) nameColumn = c;
            row.add(SpreadsheetCells.text(cells[c]));
          } else if (c == nameColumn) {
            row.add(SpreadsheetCells.text(cells[c]));
          } else {
            row.add(SpreadsheetCells.isNumber(cells[c]) ? cells[c].replace('.', ',') : SpreadsheetCells.number(cells[c]));
          }
        }
        printer.printRecord(row);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /**
   * The games with moves of the published rounds, round by round and board by board: PGN for chess, PDN for
   * draughts. Tags: Event, Site (the place), Date (the round's), Round, Board, White, Black, the players' ratings
   * and FIDE ids when they have them, Result ({@code *} for an adjourned game and for 0-0, which PGN cannot write;
   * a comment says 0-0).
   */
  public static String games(EventState s, Map<String, String> games) {
    GameVariant variant = s.event().settings().game();
    Map<Integer, EventPlayer> players = new java.util.HashMap<>();
    for (EventPlayer p : s.players()) players.put(p.startNo(), p);
    StringBuilder out = new StringBuilder();
    for (EventBoard b : s.boards()) {
      String moves = games.get(b.round() + "/" + b.board());
      if (moves == null || b.isBye()) continue;
      EventPlayer white = players.get(b.white());
      EventPlayer black = players.get(b.black());
      List<String[]> tags = new ArrayList<>();
      tags.add(new String[] {"Event", s.event().settings().name()});
      tags.add(new String[] {"Site", s.event().settings().place() == null ? "?" : s.event().settings().place()});
      java.time.Instant date = s.roundDates().get(b.round());
      tags.add(new String[] {"Date", date == null ? "????.??.??" : PGN_DATE.format(date.atZone(ZoneId.systemDefault()))});
      tags.add(new String[] {"Round", Integer.toString(b.round())});
      tags.add(new String[] {"White", white.name()});
      tags.add(new String[] {"Black", black.name()});
      String result = result(b.result(), variant);
      tags.add(new String[] {"Result", result});
      tags.add(new String[] {"Board", Integer.toString(b.board())});
      int wr = EventTrf.rating(s, white);
      int br = EventTrf.rating(s, black);
      if (wr > 0) tags.add(new String[] {"WhiteElo", Integer.toString(wr)});
      if (br > 0) tags.add(new String[] {"BlackElo", Integer.toString(br)});
      if (white.fideId() != null) tags.add(new String[] {"WhiteFideId", white.fideId()});
      if (black.fideId() != null) tags.add(new String[] {"BlackFideId", black.fideId()});
      tags.add(new String[] {"TimeControl", timeControl(s.event().settings().timeControl())});
      String note = b.result() == EventResult.BOTH_LOSE ? "0-0: ambos perderam (decisão do árbitro)" : null;
      out.append(switch (variant.family()) {
        case GameVariant.Family.Chess c -> pgn(tags, moves, result, note);
        case GameVariant.Family.Draughts(Variant rules) -> pdn(rules, tags, moves, result, note);
      });
      out.append('\n');
    }
    return out.toString();
  }

  private static String result(EventResult r, GameVariant variant) {
    if (r == null) return "*";
    return switch (r) {
      case WHITE_WINS -> variant.isDraughts() ? "2-0" : "1-0";
      case BLACK_WINS -> variant.isDraughts() ? "0-2" : "0-1";
      case DRAW -> variant.isDraughts() ? "1-1" : "1/2-1/2";
      case BOTH_LOSE, UNFINISHED, WHITE_WINS_BY_FORFEIT, BLACK_WINS_BY_FORFEIT, DOUBLE_FORFEIT -> "*";
    };
  }

  /** PGN 9.6.1: seconds, {@code +} the increment. */
  private static String timeControl(String text) {
    try {
      org.tabuleiro.play.TimeControl tc = org.tabuleiro.play.TimeControl.parse(text);
      return tc.hasTrfEncoding() ? tc.toTrf() : "?";
    } catch (RuntimeException e) {
      return "?";
    }
  }

  private static String pgn(List<String[]> tags, String moves, String result, String note) {
    List<PgnTag> pgnTags = new ArrayList<>();
    for (String[] t : tags) pgnTags.add(new PgnTag(t[0], t[1]));
    List<PgnNode> line = new ArrayList<>();
    Position p = Position.initial();
    for (String uci : moves.split(" ")) {
      Move m = p.parseUci(uci);
      line.add(PgnNode.of(San.write(p, m, Language.ENGLISH)));
      p = p.play(m);
    }
    return PgnWriter.write(new PgnGame(pgnTags, note, line, result));
  }

  private static String pdn(Variant rules, List<String[]> tags, String moves, String result, String note) {
    List<PdnTag> pdnTags = new ArrayList<>();
    for (String[] t : tags) pdnTags.add(new PdnTag(t[0], t[1]));
    if (note != null) pdnTags.add(new PdnTag("Annotator", note));
    DraughtsPosition start = DraughtsPosition.initial(rules);
    List<DraughtsMove> list = new ArrayList<>();
    DraughtsPosition p = start;
    for (String text : moves.split(" ")) {
      DraughtsMove m = p.parseMove(text);
      list.add(m);
      p = p.play(m);
    }
    return PdnWriter.write(pdnTags, start, list, result);
  }
}
