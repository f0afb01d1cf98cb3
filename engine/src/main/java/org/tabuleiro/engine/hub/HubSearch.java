package org.tabuleiro.engine.hub;

import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.tabuleiro.engine.draughts.DraughtsSearchInfo;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;

/**
 * The search one {@code go} started, on a thread of its own so that the loop answers {@code ping}, {@code stop}
 * and {@code ponder-hit} meanwhile. Whatever happens it writes exactly one {@code done} line, since a GUI waits
 * for it: the move found; or, when the search fails (an exception, or no end within {@link #STOP_GRACE_MILLIS}
 * of a stop), an {@code error} line and then the first move of the last finished iteration, or {@code done}
 * without a move if no iteration finished.
 */
final class HubSearch {
  /** How long a stopped search may take to end before it is given up and answered for. */
  static final long STOP_GRACE_MILLIS = 5_000;

  private final DraughtsPosition position;
  private final Runnable stop;
  private final Consumer<String> out;
  private final Consumer<DraughtsSearchInfo> onIteration;
  private final Object lock = new Object();
  private boolean open = true; // until the done line is written (guarded by lock)
  private volatile DraughtsMove lastIterationMove;

  /**
   * @param stop asks the engine to stop (from another thread)
   * @param out writes one line to the GUI (safe from two threads)
   * @param onIteration hears each finished iteration on the search thread after its info line is written
   *     (a test seam: a search that fails or hangs there is a search that failed or hung)
   */
  HubSearch(DraughtsPosition position, Runnable stop, Consumer<String> out, Consumer<DraughtsSearchInfo> onIteration) {
    this.position = position;
    this.stop = stop;
    this.out = out;
    this.onIteration = onIteration;
  }

  /** The search's listener: remembers the iteration's move and writes its info line. */
  void heard(DraughtsSearchInfo info) {
    if (!info.pv().isEmpty()) lastIterationMove = info.pv().get(0);
    synchronized (lock) {
      if (open) out.accept(HubLoop.info(info)); // a search given up stays silent
    }
    onIteration.accept(info);
  }

  /** Runs {@code work}, which returns the done line's arguments ({@code move=32-28 ponder=17-22}). */
  void start(Callable<String> work) {
    Thread thread = new Thread(() -> run(work), "hub-search");
    thread.setDaemon(true); // a search given up must not keep the process alive
    thread.start();
  }

  private void run(Callable<String> work) {
    String args = null;
    Throwable failure = null;
    try {
      args = work.call();
    } catch (Throwable e) { // an Error too (stack overflow, out of memory): the GUI still gets its done
      failure = e;
    }
    synchronized (lock) {
      if (!open) return; // given up: the GUI already has its done
      if (failure != null) args = failed("the search failed: " + HubLoop.describe(failure));
      out.accept(doneLine(args)); // under the lock: once the GUI can read it, the loop sees the search over
      open = false;
      lock.notifyAll();
    }
  }

  /** Whether the done line is still to come. */
  boolean isOpen() {
    synchronized (lock) {
      return open;
    }
  }

  /**
   * Asks the search to stop and waits until its done line is written, asking again every 10 ms (the search
   * may not have been listening yet). Past {@code graceMillis} the search is given up and answered for.
   *
   * @return false when the search was given up (its thread may still run and use its engine)
   */
  boolean stopAndWait(long graceMillis) {
    long deadline = System.nanoTime() + graceMillis * 1_000_000;
    synchronized (lock) {
      while (open) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          open = false;
          out.accept(doneLine(failed("the search did not stop within " + graceMillis + " ms; it is given up")));
          return false;
        }
        stop.run();
        try {
          lock.wait(Math.max(1, Math.min(10, left / 1_000_000)));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return true;
        }
      }
      return true;
    }
  }

  /** Writes the error line (holding the lock); returns the done line's arguments: the last iteration's move, if any. */
  private String failed(String message) {
    out.accept(HubLoop.errorLine(message));
    DraughtsMove move = lastIterationMove;
    return move != null && position.legalMoves().contains(move) ? "move=" + HubNotation.move(move) : null;
  }

  private static String doneLine(String args) {
    return args == null ? "done" : "done " + args;
  }
}
