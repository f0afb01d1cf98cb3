package org.tabuleiro.server.computer;

import java.time.InstantSource;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.Command;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameMove;
import org.tabuleiro.play.Proposal;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.live.GameEventBus;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.Submission;

/**
 * The computer's side of one game. It listens to the game's events and, on its own threads (never the publisher's),
 * answers what stands: it moves when it is its turn, grants takebacks and adjournments (these are casual games, for
 * learning), and declines draw offers. Commands go through the game's owner like a person's.
 */
final class ComputerSeat implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(ComputerSeat.class);

  private final LiveGame game;
  private final Color color;
  private final ComputerLevel level;
  private final ComputerBrain brain;
  private final ComputerPool pool;
  private final InstantSource clock;
  private final Random random;
  private final AtomicBoolean thinking = new AtomicBoolean();
  private final AtomicBoolean closed = new AtomicBoolean();
  private final java.util.concurrent.atomic.AtomicInteger refusals = new java.util.concurrent.atomic.AtomicInteger();
  private volatile GameEventBus.Subscription subscription;
  private final Runnable onClose;

  ComputerSeat(LiveGame game, Color color, ComputerLevel level, ComputerBrain brain, ComputerPool pool,
      InstantSource clock, Random random, Runnable onClose) {
    this.game = game;
    this.color = color;
    this.level = level;
    this.brain = brain;
    this.pool = pool;
    this.clock = clock;
    this.random = random;
    this.onClose = onClose;
  }

  void sit(GameEventBus bus) {
    subscription = bus.subscribe(game.id(), frame -> pool.later(0, this::look));
    pool.later(0, this::look);
  }

  /** Decides what to do about the game as it stands now. */
  private void look() {
    if (closed.get()) return;
    Game g = game.snapshot().game();
    if (g.isOver()) {
      close();
      return;
    }
    Color them = color.opposite();
    if (g.proposedBy(Proposal.TAKEBACK) == them) submit(new Command.Accept(color, Proposal.TAKEBACK));
    if (g.proposedBy(Proposal.ADJOURNMENT) == them) submit(new Command.Accept(color, Proposal.ADJOURNMENT));
    if (g.proposedBy(Proposal.DRAW) == them) submit(new Command.Decline(color, Proposal.DRAW));
    if (g.isAdjourned() || g.sideToMove() != color || !thinking.compareAndSet(false, true)) return;
    long started = System.nanoTime();
    int plies = g.plies();
    boolean queued = pool.think(() -> {
      GameMove move;
      try {
        move = brain.choose(g, level.number(), level.budgetMillis(g, color, clock.instant()), random);
      } catch (RuntimeException e) {
        LOG.error("computer level {} found no move in game {}: {}", level.number(), game.id(), e.toString());
        thinking.set(false);
        return;
      }
      long spent = (System.nanoTime() - started) / 1_000_000;
      // Never instantly: a beginner's move comes after a human pause, a little different each time.
      long pause = level.minThinkMillis() * (75 + random.nextInt(51)) / 100 - spent;
      pool.later(pause, () -> play(move, plies));
    });
    if (!queued) {
      thinking.set(false);
      pool.later(500, this::look);  // every thinker busy: look again soon
    }
  }

  private void play(GameMove move, int plies) {
    try {
      Game now = game.snapshot().game();
      // A takeback or an adjournment may have come while the computer thought: then it thinks again.
      if (!now.isOver() && !now.isAdjourned() && now.plies() == plies && now.sideToMove() == color) {
        if (submit(new Command.Move(color, move)) instanceof Submission.Refused r) {
          LOG.error("computer move {} refused in game {}: {}", move, game.id(), r.message());
          // A bug, not a position: after three refusals the computer stops rather than spin.
          if (refusals.incrementAndGet() >= 3) close();
        }
      }
    } finally {
      thinking.set(false);
      look();
    }
  }

  private Submission submit(Command command) {
    return game.submit(command);
  }

  @Override
  public void close() {
    if (!closed.compareAndSet(false, true)) return;
    GameEventBus.Subscription s = subscription;
    if (s != null) s.close();
    onClose.run();
  }
}
