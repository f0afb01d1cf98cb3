package org.tabuleiro.engine.match;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.tabuleiro.engine.uci.EngineProcessException;
import org.tabuleiro.engine.uci.UciClient;

/**
 * A match between two UCI engines: game {@code i} starts from opening {@code i / 2} (cycling through the list) and
 * the first engine has White in even games, so each opening is played once with each colour. {@code concurrency}
 * games run at once, each worker with its own pair of engine processes, reused from game to game
 * ({@code ucinewgame}) and restarted when one dies.
 */
public final class Match {
  private final EngineSpec first;
  private final EngineSpec second;
  private final MatchGame game;
  private final List<Opening> openings;

  public Match(EngineSpec first, EngineSpec second, MatchTimeControl control, Adjudication adjudication,
      List<Opening> openings) {
    this(first, second, control, adjudication, openings, 0);
  }

  /**
   * A match where, with {@code nodesPerMove > 0}, every move is searched with {@code go nodes N} and no clock runs
   * (reproducible self-play whatever the machine's load); {@code control} is then unused.
   */
  public Match(EngineSpec first, EngineSpec second, MatchTimeControl control, Adjudication adjudication,
      List<Opening> openings, long nodesPerMove) {
    this.first = first;
    this.second = second;
    this.game = new MatchGame(control, adjudication, MatchGame.DEFAULT_MARGIN_MILLIS, nodesPerMove);
    this.openings = List.copyOf(openings);
    if (openings.isEmpty()) throw new IllegalArgumentException("a match needs at least one opening");
  }

  /** One game done: its number (from 1), result, and the first engine's running tally. */
  public record Progress(int number, MatchGameResult result, boolean firstHadWhite, MatchScore tally) {}

  /** Plays {@code games} games and returns the first engine's score; {@code onGame} hears each game as it ends. */
  public MatchScore play(int games, int concurrency, Consumer<Progress> onGame) throws InterruptedException {
    AtomicInteger nextGame = new AtomicInteger();
    Object lock = new Object();
    MatchScore[] tally = {new MatchScore(0, 0, 0)};
    int[] done = {0};
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, concurrency));
    List<Future<?>> workers = new ArrayList<>();
    for (int w = 0; w < Math.max(1, concurrency); w++) {
      workers.add(pool.submit(() -> {
        UciClient a = null, b = null;
        try {
          for (int i = nextGame.getAndIncrement(); i < games; i = nextGame.getAndIncrement()) {
            if (a == null || !a.isAlive()) a = restart(a, first);
            if (b == null || !b.isAlive()) b = restart(b, second);
            Opening opening = openings.get((i / 2) % openings.size());
            boolean firstWhite = i % 2 == 0;
            MatchGameResult r = firstWhite ? game.play(opening, a, b) : game.play(opening, b, a);
            double firstScore = firstWhite ? r.whiteScore() : 1 - r.whiteScore();
            if (r.engineFailed()) {
              // A hung engine may still answer the old search later; fresh processes keep the protocol in step.
              a.close();
              b.close();
              a = b = null;
            }
            synchronized (lock) {
              tally[0] = tally[0].plus(firstScore);
              done[0]++;
              onGame.accept(new Progress(done[0], r, firstWhite, tally[0]));
            }
          }
        } finally {
          if (a != null) a.close();
          if (b != null) b.close();
        }
        return null;
      }));
    }
    pool.shutdown();
    try {
      for (Future<?> f : workers) f.get();
    } catch (java.util.concurrent.ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof EngineProcessException epe) throw epe;
      throw new IllegalStateException("match worker failed: " + cause, cause);
    } finally {
      pool.shutdownNow();
    }
    return tally[0];
  }

  private static UciClient restart(UciClient old, EngineSpec spec) {
    if (old != null) old.close();
    return spec.start();
  }
}
