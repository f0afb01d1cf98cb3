package org.tabuleiro.server.library;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabuleiro.engine.draughts.DraughtsEngine;
import org.tabuleiro.engine.draughts.DraughtsLimit;
import org.tabuleiro.engine.draughts.DraughtsSearchResult;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.PdnMoves;
import org.tabuleiro.server.library.DraughtsReviewMath.Eval;
import org.tabuleiro.server.library.ReviewScoring.Mark;

/**
 * A draughts game review: our engine over every position of the game, a fixed number of nodes each (the same
 * answer on a busy machine as on an idle one), one position after the other on the analysis thread. Each position
 * is added to the run as it is evaluated ({@code ply}, the move that reached it, White's evaluation and win
 * percentage, the best move there, and the move's mark by {@link DraughtsReviewMath}); at the end each side's
 * accuracy and counts of marks.
 */
final class DraughtsReview {
  private DraughtsReview() {}

  /** @param positions the game's positions, the start first; {@code moves.get(i)} leads from position i to i + 1 */
  static void run(LibraryAnalysis.Run run, List<DraughtsPosition> positions, List<DraughtsMove> moves, long nodes) {
    DraughtsEngine engine = new DraughtsEngine(positions.get(0).variant(), 16);
    if (!run.begin(engine::stop)) return;
    List<Eval> evals = new ArrayList<>();
    List<Mark> marks = new ArrayList<>();
    String best = null;   // the best move found in the position before
    for (int i = 0; i < positions.size() && !run.isStopped(); i++) {
      DraughtsPosition p = positions.get(i);
      int sign = p.sideToMove().isWhite() ? 1 : -1;
      Map<String, Object> ply = new LinkedHashMap<>();
      ply.put("ply", i);
      if (i > 0) ply.put("move", PdnMoves.write(positions.get(i - 1), moves.get(i - 1)));
      ply.put("fen", p.fen());
      Eval eval;
      String bestHere = null;
      if (p.legalMoves().isEmpty()) {
        eval = Eval.ofWin(-sign);   // the side to move has lost
        ply.put("win", -sign);
      } else {
        // Readied first: a stop from now on reaches this search (one sent before it is seen just below).
        var search = engine.prepare(p, positions.subList(0, i), DraughtsLimit.ofNodes(nodes), null);
        if (run.isStopped()) break;
        DraughtsSearchResult r = search.get();
        if (run.isStopped()) break;
        var info = r.info();
        eval = info.isWin() ? Eval.ofWin(Integer.signum(info.score()) * sign) : Eval.ofScore(info.score() * sign);
        ply.put("depth", info.depth());
        ply.put("nodes", info.nodes());
        if (eval.win() != 0) ply.put("win", eval.win());
        else ply.put("score", eval.score());
        bestHere = PdnMoves.write(p, r.move());
        List<String> pv = new ArrayList<>();
        DraughtsPosition q = p;
        for (DraughtsMove m : info.pv()) {
          pv.add(PdnMoves.write(q, m));
          q = q.play(m);
        }
        ply.put("pv", String.join(" ", pv));
      }
      ply.put("winPercent", Math.round(DraughtsReviewMath.winPercent(eval) * 10) / 10.0);
      Mark mark = null;
      if (i > 0) {
        mark = DraughtsReviewMath.judge(evals.get(i - 1), eval, positions.get(i - 1).sideToMove().isWhite());
        if (mark != null) {
          ply.put("mark", mark.name().toLowerCase(Locale.ROOT));
          if (best != null && !best.equals(ply.get("move"))) ply.put("best", best);
        }
      }
      evals.add(eval);
      marks.add(mark);
      best = bestHere;
      run.add(ply);
    }
    if (!run.isStopped()) run.summarise(summary(positions, evals, marks));
  }

  /** {@code accuracy} and {@code marks}, each {@code {"white", "black"}}: the sides' accuracy (null without moves) and counts. */
  static Map<String, Object> summary(List<DraughtsPosition> positions, List<Eval> evals, List<Mark> marks) {
    boolean whiteFirst = positions.get(0).sideToMove().isWhite();
    double[] acc = DraughtsReviewMath.accuracy(evals, whiteFirst);
    Map<String, Object> accuracy = new LinkedHashMap<>();
    accuracy.put("white", Double.isNaN(acc[0]) ? null : Math.round(acc[0] * 10) / 10.0);
    accuracy.put("black", Double.isNaN(acc[1]) ? null : Math.round(acc[1] * 10) / 10.0);
    Map<String, Object> counts = new LinkedHashMap<>();
    for (String side : List.of("white", "black")) {
      Map<String, Integer> c = new LinkedHashMap<>();
      for (Mark j : Mark.values()) c.put(j.name().toLowerCase(Locale.ROOT), 0);
      counts.put(side, c);
    }
    for (int i = 1; i < marks.size(); i++) {
      if (marks.get(i) == null) continue;
      @SuppressWarnings("unchecked")
      Map<String, Integer> c = (Map<String, Integer>) counts.get(positions.get(i - 1).sideToMove().isWhite() ? "white" : "black");
      c.merge(marks.get(i).name().toLowerCase(Locale.ROOT), 1, Integer::sum);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("accuracy", accuracy);
    m.put("marks", counts);
    return m;
  }
}
