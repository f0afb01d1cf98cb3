package org.tabuleiro.server.event.results;

import org.tabuleiro.server.common.RulesText;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.rules.chess.History;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.chess.SanException;
import org.tabuleiro.rules.chess.Status;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.DraughtsGame;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.PdnMoves;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.format.pdn.PdnGame;
import org.tabuleiro.rules.format.pdn.PdnReader;
import org.tabuleiro.rules.format.pdn.PdnReplay;
import org.tabuleiro.rules.format.pgn.PgnError;
import org.tabuleiro.rules.format.pgn.PgnGame;
import org.tabuleiro.rules.format.pgn.PgnGameBuilder;
import org.tabuleiro.rules.format.pgn.PgnNode;
import org.tabuleiro.rules.format.pgn.PgnReader;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.EventResult;

/**
 * The moves of a board's game, entered with its result and checked by the rules module: chess as SAN (English
 * letters) or UCI, or a PGN game; draughts as PDN moves ({@code 32-28}, {@code 19x30}) or a PDN game. Kept in the
 * canonical notation (UCI, PDN numbers), from the start position.
 */
final class EventGames {
  static final int MAX_PLIES = 1000;

  private EventGames() {}

  /**
   * The game replayed.
   *
   * @param moves canonical, space-separated
   * @param over who the rules say won the game (WHITE or BLACK), DRAW for a draw the rules impose, null when the
   *     moves end no game by themselves
   */
  record Replayed(String moves, int plies, Over over) {}

  enum Over { WHITE, BLACK, DRAW }

  /** Reads {@code text} ({@code game} true: a whole PGN or PDN game; false: the moves alone). */
  static Result<Replayed> read(GameVariant variant, String text, boolean game) {
    try {
      return Result.ok(switch (variant.family()) {
        case GameVariant.Family.Chess c -> chess(text, game);
        case GameVariant.Family.Draughts(Variant rules) -> draughts(rules, text, game);
      });
    } catch (Fault f) {
      return Result.rejected(Rejection.invalid("invalid_moves", f.getMessage()));
    }
  }

  /** Does this result agree with how the moves end? A contradiction is named, in Portuguese; null when they agree. */
  static String contradiction(Replayed r, EventResult result) {
    if (r.over() == null || result == EventResult.BOTH_LOSE) return null;
    EventResult expected = switch (r.over()) {
      case WHITE -> EventResult.WHITE_WINS;
      case BLACK -> EventResult.BLACK_WINS;
      case DRAW -> EventResult.DRAW;
    };
    if (result == expected) return null;
    String how = switch (r.over()) {
      case WHITE -> "com vitória das brancas";
      case BLACK -> "com vitória das pretas";
      case DRAW -> "empatado pelas regras";
    };
    return "Os lances terminam o jogo " + how + " (" + r.plies() + " meios-lances): o resultado deve ser " + expected.text()
        + " (ou 0-0, decisão do árbitro), não " + result.text() + ".";
  }

  private static Replayed chess(String text, boolean game) {
    List<String> tokens = game ? pgnMoves(text) : tokens(text);
    History h = History.start(Position.initial());
    List<String> out = new ArrayList<>();
    for (String t : tokens) {
      if (h.status() != Status.ONGOING) {
        throw new Fault("Lance " + number(out.size()) + " (\"" + t + "\") depois do fim do jogo (" + RulesText.ending(h.status().key()) + ").");
      }
      Position p = h.position();
      Move move = uci(p, t);
      if (move == null) {
        try {
          move = San.parse(p, t, Language.ENGLISH);
        } catch (SanException e) {
          throw new Fault("Lance " + number(out.size()) + " (\"" + t + "\"): " + RulesText.move(e) + ".");
        }
      }
      h = h.play(move);
      out.add(move.uci());
      if (out.size() > MAX_PLIES) throw new Fault("Mais de " + MAX_PLIES + " meios-lances.");
    }
    Over over = switch (h.status()) {
      case CHECKMATE -> h.position().sideToMove() == Color.WHITE ? Over.BLACK : Over.WHITE;
      case ONGOING -> null;
      default -> Over.DRAW;
    };
    return new Replayed(String.join(" ", out), out.size(), over);
  }

  private static Move uci(Position p, String t) {
    if (!t.matches("[a-h][1-8][a-h][1-8][qrbnQRBN]?")) return null;
    try {
      return p.parseUci(t);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static List<String> pgnMoves(String text) {
    PgnGameBuilder builder = new PgnGameBuilder();
    try (PgnReader reader = new PgnReader(new StringReader(text))) {
      if (!reader.readGame(builder)) throw new Fault("O PGN não tem nenhuma partida.");
    } catch (java.io.IOException e) {
      throw new Fault("PGN ilegível: " + e.getMessage());
    }
    if (!builder.errors().isEmpty()) {
      PgnError e = builder.errors().get(0);
      throw new Fault("PGN inválido na linha " + e.line() + ", coluna " + e.column() + ": " + RulesText.text(e.message()) + ".");
    }
    PgnGame g = builder.game();
    if (g.tag("FEN").isPresent()) throw new Fault("Só se registam partidas desde a posição inicial (o PGN tem a etiqueta FEN).");
    List<String> out = new ArrayList<>();
    for (PgnNode n : g.mainLine()) out.add(n.san());
    return out;
  }

  private static Replayed draughts(Variant rules, String text, boolean game) {
    DraughtsPosition start = DraughtsPosition.initial(rules);
    List<DraughtsMove> moves;
    if (game) {
      PdnGame g;
      try (PdnReader reader = new PdnReader(new StringReader(text))) {
        g = reader.next();
      } catch (java.io.IOException e) {
        throw new Fault("PDN ilegível: " + e.getMessage());
      }
      if (g == null) throw new Fault("O PDN não tem nenhuma partida.");
      if (!g.problems().isEmpty()) throw new Fault("PDN inválido: " + RulesText.text(String.valueOf(g.problems().get(0))) + ".");
      if (g.tag("FEN") != null) throw new Fault("Só se registam partidas desde a posição inicial (o PDN tem a etiqueta FEN).");
      PdnReplay.Result r = PdnReplay.replay(g, rules);
      if (!r.isClean()) throw new Fault("Lance " + number(r.error().ply() - 1) + " do PDN: " + RulesText.pdnMove(r.error().message()) + ".");
      moves = r.moves();
    } else {
      moves = new ArrayList<>();
      DraughtsPosition p = start;
      for (String t : tokens(text)) {
        try {
          DraughtsMove m = p.parseMove(t);
          moves.add(m);
          p = p.play(m);
        } catch (IllegalArgumentException e) {
          throw new Fault("Lance " + number(moves.size()) + " (\"" + t + "\"): " + RulesText.move(e) + ".");
        }
      }
    }
    DraughtsGame g = DraughtsGame.start(start);
    List<String> out = new ArrayList<>();
    for (DraughtsMove m : moves) {
      if (g.status().isOver()) throw new Fault("Lance " + number(out.size()) + " depois do fim do jogo (" + g.status().key() + ").");
      out.add(PdnMoves.write(g.position(), m));
      g = g.play(m);
      if (out.size() > MAX_PLIES) throw new Fault("Mais de " + MAX_PLIES + " meios-lances.");
    }
    var outcome = g.outcome();
    Over over = outcome == null ? null : switch (outcome) {
      case WHITE_WINS -> Over.WHITE;
      case BLACK_WINS -> Over.BLACK;
      case DRAW -> Over.DRAW;
    };
    return new Replayed(String.join(" ", out), out.size(), over);
  }

  /** The moves of a plain list: move numbers ({@code 1.}, {@code 1...}, {@code 12.e4}) and a final result dropped. */
  static List<String> tokens(String text) {
    List<String> out = new ArrayList<>();
    for (String raw : text.strip().split("\\s+")) {
      String t = raw.replaceFirst("^\\d+\\.+", "");
      if (!t.isEmpty()) out.add(t);
    }
    // A result marker ends the list (0-0 only there: before, it may be castling written with zeros).
    if (!out.isEmpty() && out.getLast().matches("1-0|0-1|1/2-1/2|\\*|2-0|0-2|1-1|0-0")) out.removeLast();
    return out;
  }

  /** "12 (brancas)" for the half-move at index {@code ply} (0 = White's first). */
  private static String number(int ply) {
    return (ply / 2 + 1) + (ply % 2 == 0 ? " das brancas" : " das pretas");
  }

  /** A move list or game that cannot be read, with the Portuguese reason. */
  private static final class Fault extends RuntimeException {
    Fault(String message) {
      super(message, null, false, false);
    }
  }
}
