package org.tabuleiro.engine.match;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.engine.uci.EngineProcessException;
import org.tabuleiro.engine.uci.UciClient;
import org.tabuleiro.rules.chess.DrawClaim;
import org.tabuleiro.rules.chess.History;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.Status;
import org.tabuleiro.rules.common.Color;

/**
 * Plays one game between two UCI engines from an opening, with a clock per engine, and ends it by the FIDE Laws
 * as the rules module judges them: mate, stalemate, dead position, threefold repetition and the 50-move rule (claimed
 * at once, as match tools do), a fallen flag (a draw when the opponent cannot mate by any series of legal moves,
 * FIDE 6.9), an illegal move or a crashed engine (a loss), or the match's adjudication.
 *
 * <p>With a node budget ({@code nodesPerMove > 0}) every move is searched with {@code go nodes N} instead of the
 * clock: no clock runs and no flag falls, so the result does not depend on the machine's load (how engine
 * changes are judged by self-play).
 */
final class MatchGame {
  /** Flag tolerance: what the operating system and a process pipe may add to an engine's own timing. */
  static final long DEFAULT_MARGIN_MILLIS = 100;
  /** How long a {@code go nodes N} search may take before the engine is taken for hung. */
  static final long NODES_TIMEOUT_MILLIS = 60_000;

  private final MatchTimeControl control;
  private final Adjudication adjudication;
  private final long marginMillis;
  private final long nodesPerMove;

  MatchGame(MatchTimeControl control, Adjudication adjudication, long marginMillis) {
    this(control, adjudication, marginMillis, 0);
  }

  /** As the clock game, but with {@code nodesPerMove > 0} each move is a {@code go nodes N} search and no clock runs. */
  MatchGame(MatchTimeControl control, Adjudication adjudication, long marginMillis, long nodesPerMove) {
    this.control = control;
    this.adjudication = adjudication;
    this.marginMillis = marginMillis;
    this.nodesPerMove = Math.max(0, nodesPerMove);
  }

  MatchGameResult play(Opening opening, UciClient white, UciClient black) {
    History history = History.start(opening.start());
    for (Move m : opening.moves()) history = history.play(m);
    String startFen = opening.startsFromInitial() ? "startpos" : opening.start().fen();
    List<String> uci = new ArrayList<>();
    for (Move m : opening.moves()) uci.add(m.uci());
    long[] clock = {control.baseMillis(), control.baseMillis()};
    List<MoveNote> notes = new ArrayList<>();
    int drawRun = 0, whiteAheadRun = 0, blackAheadRun = 0;
    white.newGame();
    black.newGame();
    while (true) {
      String end = ending(history);
      if (end != null) return finish(opening, white, black, history, scoreOf(history, end), end, false, notes);
      Position pos = history.position();
      Color side = pos.sideToMove();
      int me = side == Color.WHITE ? 0 : 1;
      UciClient engine = me == 0 ? white : black;
      String limits = nodesPerMove > 0 ? "nodes " + nodesPerMove
          : "wtime " + clock[0] + " btime " + clock[1] + " winc " + control.incrementMillis() + " binc "
              + control.incrementMillis();
      long started = System.nanoTime();
      UciClient.BestMove best;
      try {
        // Without a clock, an engine that has not answered in a minute is taken for hung.
        best = engine.go(startFen, uci, limits, nodesPerMove > 0 ? NODES_TIMEOUT_MILLIS : clock[me] + marginMillis + 5_000);
      } catch (EngineProcessException e) {
        return finish(opening, white, black, history, lossFor(side), engine.name() + " failed: " + e.getMessage(), true,
            notes);
      }
      long used = (System.nanoTime() - started) / 1_000_000;
      if (nodesPerMove == 0 && used > clock[me] + marginMillis) {
        // FIDE 6.9: the flag falls, but the game is drawn if the opponent cannot mate by any series of legal moves.
        double score = pos.hasInsufficientMaterial(side.opposite()) ? 0.5 : lossFor(side);
        return finish(opening, white, black, history, score, "time forfeit", false, notes);
      }
      clock[me] = clock[me] - used + control.incrementMillis();
      Move move = find(pos, best.move());
      if (move == null) {
        return finish(opening, white, black, history, lossFor(side),
            "illegal move " + best.move() + " by " + engine.name(), false, notes);
      }
      history = history.play(move);
      uci.add(move.uci());
      notes.add(new MoveNote(nodesPerMove == 0 ? clock[me] : -1, best.score(), best.depth()));
      // Adjudication counts plies where the mover's score, turned to White's view, agrees.
      if (best.score() != null) {
        int whiteView = side == Color.WHITE ? best.score().centipawns() : -best.score().centipawns();
        drawRun = Math.abs(whiteView) <= adjudication.drawCentipawns() ? drawRun + 1 : 0;
        whiteAheadRun = whiteView >= adjudication.resignCentipawns() ? whiteAheadRun + 1 : 0;
        blackAheadRun = -whiteView >= adjudication.resignCentipawns() ? blackAheadRun + 1 : 0;
      } else {
        drawRun = whiteAheadRun = blackAheadRun = 0;
      }
      if (adjudication.drawEnabled() && history.position().fullmoveNumber() >= adjudication.drawFromMove()
          && drawRun >= adjudication.drawPlies()) {
        return finish(opening, white, black, history, 0.5, "adjudication: draw", false, notes);
      }
      if (adjudication.resignEnabled() && whiteAheadRun >= adjudication.resignPlies()) {
        return finish(opening, white, black, history, 1, "adjudication: White wins", false, notes);
      }
      if (adjudication.resignEnabled() && blackAheadRun >= adjudication.resignPlies()) {
        return finish(opening, white, black, history, 0, "adjudication: Black wins", false, notes);
      }
    }
  }

  /** The reason the game is over by the rules, or null. */
  static String ending(History history) {
    Status status = history.status();
    if (status != Status.ONGOING) return status.key().replace('_', ' ');
    // Match tools claim for the engines at once a draw that has happened (not one a move would bring).
    var claims = history.claimableDraws();
    if (claims.contains(DrawClaim.THREEFOLD)) return "threefold repetition";
    if (claims.contains(DrawClaim.FIFTY)) return "fifty-move rule";
    return null;
  }

  private static double scoreOf(History history, String end) {
    if (history.status() == Status.CHECKMATE) return lossFor(history.position().sideToMove());
    return 0.5;
  }

  private static double lossFor(Color side) {
    return side == Color.WHITE ? 0 : 1;
  }

  private static Move find(Position pos, String uci) {
    try {
      Move m = pos.parseUci(uci);
      return m.isNull() ? null : m;
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static MatchGameResult finish(Opening opening, UciClient white, UciClient black, History history,
      double whiteScore, String reason, boolean engineFailed, List<MoveNote> notes) {
    List<Move> moves = history.moves();
    return new MatchGameResult(opening, white.name(), black.name(), whiteScore, reason,
        moves.subList(opening.moves().size(), moves.size()), engineFailed, notes);
  }
}
