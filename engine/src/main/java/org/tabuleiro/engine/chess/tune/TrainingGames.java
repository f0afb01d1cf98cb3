package org.tabuleiro.engine.chess.tune;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.tabuleiro.engine.chess.Search;
import org.tabuleiro.engine.chess.SearchLimits;
import org.tabuleiro.engine.chess.SearchResult;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.internal.Board;

/**
 * Training positions for {@link TexelTuner}, from our own engine's games: self-play in this process from the
 * given openings plus a few random legal plies, each move searched to a small node count (varied a little, so
 * that the deterministic searches do not replay the same games). Games end by the rules (mate, stalemate,
 * threefold repetition, fifty moves, dead position) or are adjudicated: a score of {@link #WIN_SCORE} or more
 * for the same side on {@link #WIN_PLIES} plies in a row, or within {@link #DRAW_SCORE} on {@link #DRAW_PLIES}
 * plies in a row after move 40, or 300 plies. Each quiet position of a game (not in check, and the
 * quiescence search finds nothing better than the static evaluation) becomes a line {@code FEN;result},
 * the result white's (1, 0.5 or 0).
 */
public final class TrainingGames {
  static final int WIN_SCORE = 1_000, WIN_PLIES = 6, DRAW_SCORE = 10, DRAW_PLIES = 16, MAX_PLIES = 300;

  /** What to play: node count of a move (plus up to half again at random), random plies after the opening. */
  public record Options(long nodes, int randomPlies, int threads, long millis, long maxPositions, long seed) {}

  private final List<Position> openings;
  private final Options options;
  private final AtomicLong positions = new AtomicLong(), games = new AtomicLong();

  public TrainingGames(List<Position> openings, Options options) {
    if (openings.isEmpty()) throw new IllegalArgumentException("no openings");
    this.openings = List.copyOf(openings);
    this.options = options;
  }

  public long positions() {
    return positions.get();
  }

  public long games() {
    return games.get();
  }

  /** Plays games on {@code threads} threads until the time or the position count runs out; writes lines to {@code out}. */
  public void run(Writer out) throws InterruptedException {
    long deadline = System.nanoTime() + options.millis() * 1_000_000;
    List<Thread> workers = new ArrayList<>();
    for (int t = 0; t < options.threads(); t++) {
      Random random = new Random(options.seed() * 31 + t);
      Thread worker = new Thread(() -> {
        Search search = new Search(16), quiet = new Search(1);
        while (System.nanoTime() < deadline && positions.get() < options.maxPositions()) {
          List<String> lines = game(search, quiet, random);
          synchronized (out) {
            try {
              for (String line : lines) out.write(line + "\n");
              out.flush();
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          }
          positions.addAndGet(lines.size());
          games.incrementAndGet();
        }
      }, "training-games-" + t);
      worker.start();
      workers.add(worker);
    }
    for (Thread worker : workers) worker.join();
  }

  /** One game; returns its quiet positions with the result. */
  List<String> game(Search search, Search quiet, Random random) {
    search.newGame();
    Position position = openings.get(random.nextInt(openings.size()));
    int extra = random.nextInt(options.randomPlies() + 1);
    for (int i = 0; i < extra; i++) {
      List<Move> legal = position.legalMoves();
      if (legal.isEmpty()) break;
      position = position.play(legal.get(random.nextInt(legal.size())));
    }
    List<Long> keys = new ArrayList<>();
    Map<Long, Integer> seen = new HashMap<>();
    List<String> fens = new ArrayList<>();
    double result = -1;
    int winStreak = 0, drawStreak = 0;
    for (int ply = 0; result < 0; ply++) {
      if (position.legalMoveCount() == 0) {
        result = position.isCheck() ? (position.sideToMove().ordinal() == Board.WHITE ? 0 : 1) : 0.5;
        break;
      }
      if (position.halfmoveClock() >= 100 || position.isInsufficientMaterial()
          || seen.merge(position.repetitionKey(), 1, Integer::sum) >= 3 || ply >= MAX_PLIES) {
        result = 0.5;
        break;
      }
      Board board = position.toBoard();
      long[] history = new long[keys.size()];
      for (int i = 0; i < history.length; i++) history[i] = keys.get(i);
      long nodes = options.nodes() + (long) (random.nextDouble() * options.nodes() / 2);
      SearchResult r = search.search(board, history, SearchLimits.nodes(nodes), info -> {});
      int score = r.info().score(); // side to move's view
      int white = position.sideToMove().ordinal() == Board.WHITE ? score : -score;
      if (quiet.isQuiet(board, score)) fens.add(position.fen());
      winStreak = Math.abs(white) >= WIN_SCORE ? (Integer.signum(white) == Integer.signum(winStreak) ? winStreak + Integer.signum(white) : Integer.signum(white)) : 0;
      if (Math.abs(winStreak) >= WIN_PLIES) {
        result = winStreak > 0 ? 1 : 0;
        break;
      }
      drawStreak = ply >= 80 && Math.abs(white) <= DRAW_SCORE ? drawStreak + 1 : 0;
      if (drawStreak >= DRAW_PLIES) {
        result = 0.5;
        break;
      }
      keys.add(position.zobristKey());
      position = position.play(r.bestMove().orElseThrow());
    }
    String suffix = ";" + (result == 1 ? "1" : result == 0 ? "0" : "0.5");
    List<String> lines = new ArrayList<>(fens.size());
    for (String fen : fens) lines.add(fen + suffix);
    return lines;
  }
}
