package org.tabuleiro.play;

import java.time.Instant;
import java.util.Objects;
import org.tabuleiro.rules.common.Color;

/**
 * The two players' clocks as a value: no thread, no system time; every change takes the {@code Instant} it
 * happens at. All times in milliseconds.
 *
 * <p>{@code whiteMillis} and {@code blackMillis} are the main times as of the start of the current turn; the
 * running side's time is charged only when its turn ends ({@link #press}, {@link #stop}, {@link #giveTurn}).
 *
 * <p>Flag: the running side is out of time from {@link #flagInstant()} on. A move pressed 1 ms before it is in
 * time; a move pressed at it or later is late. With a measured lag, {@link #isMoveInTime} says whether the
 * compensated move is in time (as lichess: lag is credited before the time is compared).
 *
 * @param running the side whose clock runs, or null when stopped
 * @param turnStartMillis epoch milliseconds when {@code running}'s turn began (meaningless when stopped)
 */
public record Clock(TimeControl control, long whiteMillis, long blackMillis, int whiteMoves, int blackMoves,
                    Color running, long turnStartMillis, LagQuota whiteLag, LagQuota blackLag) {
  private static final long DAY_MILLIS = 86_400_000L;

  public Clock {
    Objects.requireNonNull(control, "control");
    Objects.requireNonNull(whiteLag, "whiteLag");
    Objects.requireNonNull(blackLag, "blackLag");
    if (whiteMillis < 0 || blackMillis < 0 || whiteMoves < 0 || blackMoves < 0) {
      throw new IllegalArgumentException("negative time or move count");
    }
  }

  /**
   * A stopped clock, each side with the first period's base; correspondence: the days per move; unlimited:
   * {@code Long.MAX_VALUE}, which is never charged.
   */
  public static Clock of(TimeControl control) {
    long initial = switch (control) {
      case TimeControl.Timed t -> t.periods().getFirst().baseMillis();
      case TimeControl.Correspondence c -> c.daysPerMove() * DAY_MILLIS;
      case TimeControl.Unlimited u -> Long.MAX_VALUE;
    };
    LagQuota lag = LagQuota.forControl(control);
    return new Clock(control, initial, initial, 0, 0, null, 0, lag, lag);
  }

  /** {@code side}'s main time as of the start of the current turn (see {@link #remainingMillis} for now). */
  public long millis(Color side) {
    return side == Color.WHITE ? whiteMillis : blackMillis;
  }

  /** Moves completed by {@code side} ({@link #press} counts them). */
  public int moves(Color side) {
    return side == Color.WHITE ? whiteMoves : blackMoves;
  }

  public LagQuota lag(Color side) {
    return side == Color.WHITE ? whiteLag : blackLag;
  }

  public boolean isRunning() {
    return running != null;
  }

  /** Starts {@code side}'s clock at {@code now}; the clock must be stopped (else use {@link #giveTurn}). */
  public Clock start(Color side, Instant now) {
    if (running != null) {
      throw new IllegalStateException("the clock is already running for " + running);
    }
    return withTurn(Objects.requireNonNull(side, "side"), now);
  }

  /**
   * The running side completes a move, pressing the clock at {@code now}: the time used (less the lag credited
   * from its {@link LagQuota}, never below 0) is charged and the bonus applied; the move is counted; completing
   * the last move of a period adds the next period's base; correspondence resets the mover to the days per move.
   * Then the opponent's clock runs from {@code now}.
   *
   * <p>A late press (see {@link #isMoveInTime}) is allowed, the Game decides what a flag means: the mover is
   * left at 0 with no bonus (no increment, no delay given back, no correspondence reset), but still gets the
   * next period's base if the move completes a period, as a clock with a move counter does.
   */
  public Clock press(Instant now, long measuredLagMillis) {
    Color side = requireRunning("press");
    long elapsed = elapsed(now);
    int move = moves(side) + 1;
    long main = millis(side);
    LagQuota lag = lag(side);
    long left = switch (control) {
      case TimeControl.Unlimited u -> main;
      case TimeControl.Correspondence c -> elapsed < main ? c.daysPerMove() * DAY_MILLIS : 0;
      case TimeControl.Timed t -> {
        LagQuota.Compensated credit = lag.compensate(Math.min(measuredLagMillis, elapsed));
        lag = credit.next();
        long used = elapsed - credit.compensationMillis();
        long afterMove = afterMove(t.bonus(), main, used, t.periodOfMove(move).bonusMillis());
        yield t.periodAfterMove(move).map(next -> saturatedAdd(afterMove, next.baseMillis())).orElse(afterMove);
      }
    };
    return with(side, left, move, lag).withTurn(side.opposite(), now);
  }

  /**
   * Whether a move pressed at {@code now}, with that measured lag, would be in time: the time used, less the
   * lag credit the quota allows, is below the main time (plus the delay, for a simple delay). Without lag this
   * is {@code !isFlagged(now)}.
   */
  public boolean isMoveInTime(Instant now, long measuredLagMillis) {
    Color side = requireRunning("judge a move");
    long elapsed = elapsed(now);
    long main = millis(side);
    return switch (control) {
      case TimeControl.Unlimited u -> true;
      case TimeControl.Correspondence c -> elapsed < main;
      case TimeControl.Timed t -> {
        long used = elapsed - lag(side).compensate(Math.min(measuredLagMillis, elapsed)).compensationMillis();
        yield used < main + delay(t, side);
      }
    };
  }

  /** Charges the running side's elapsed time (delay-aware, no bonus, no move counted) and stops the clock. */
  public Clock stop(Instant now) {
    if (running == null) {
      return this;
    }
    return with(running, remainingMillis(running, now), moves(running), lag(running)).withTurn(null, 0);
  }

  /**
   * Charges the running side's elapsed time as {@link #stop} does and starts {@code side} from {@code now}:
   * for takebacks (see {@link #withMoves}) and for resuming a saved game. Works also when stopped.
   */
  public Clock giveTurn(Color side, Instant now) {
    Objects.requireNonNull(side, "side");
    return stop(now).withTurn(side, now);
  }

  /**
   * What a display shows at {@code now}, never negative: the main time less the time used this turn; with a
   * simple delay the first bonus milliseconds of the turn are not counted. Unlimited: {@code Long.MAX_VALUE}.
   */
  public long remainingMillis(Color side, Instant now) {
    long main = millis(side);
    if (side != running || control instanceof TimeControl.Unlimited) {
      return main;
    }
    long counted = elapsed(now);
    if (control instanceof TimeControl.Timed t && t.bonus() == Bonus.SIMPLE_DELAY) {
      counted = Math.max(0, counted - delay(t, side));
    }
    return Math.max(0, main - counted);
  }

  /**
   * When the running side runs out of time if nothing happens: turn start + main time (+ the delay, for a simple
   * delay). Null when stopped or unlimited.
   */
  public Instant flagInstant() {
    if (running == null || control instanceof TimeControl.Unlimited) {
      return null;
    }
    long extra = control instanceof TimeControl.Timed t ? delay(t, running) : 0;
    return Instant.ofEpochMilli(saturatedAdd(turnStartMillis, saturatedAdd(millis(running), extra)));
  }

  /** True when the running side's time is up at {@code now}: {@code now >= flagInstant()}. */
  public boolean isFlagged(Instant now) {
    Instant flag = flagInstant();
    return flag != null && !now.isBefore(flag);
  }

  /** Adds time to {@code side} (FIDE 7.5.5 and A.4.2: two minutes to the opponent of an illegal move). */
  public Clock giveTime(Color side, long millis) {
    if (millis < 0) {
      throw new IllegalArgumentException("negative time: " + millis);
    }
    return with(side, saturatedAdd(millis(side), millis), moves(side), lag(side));
  }

  /**
   * Sets {@code side}'s completed move count, for a takeback (the Game knows how many moves remain). Time
   * already given by the taken-back move (bonus, next period's base) is kept, as on lichess.
   */
  /** {@code side}'s main time (as of the start of the current turn) halved, whole milliseconds. */
  public Clock halve(Color side) {
    return side == Color.WHITE
        ? new Clock(control, whiteMillis / 2, blackMillis, whiteMoves, blackMoves, running, turnStartMillis, whiteLag, blackLag)
        : new Clock(control, whiteMillis, blackMillis / 2, whiteMoves, blackMoves, running, turnStartMillis, whiteLag, blackLag);
  }

  public Clock withMoves(Color side, int moves) {
    return with(side, millis(side), moves, lag(side));
  }

  // The main time after a move that used `used` ms (lag credit already taken off).
  private static long afterMove(Bonus kind, long main, long used, long bonus) {
    long available = kind == Bonus.SIMPLE_DELAY ? main + bonus : main;
    if (used >= available) {
      return 0; // late: see press
    }
    return switch (kind) {
      case INCREMENT -> main - used + bonus; // FIDE 6.3.1: added after the move
      case SIMPLE_DELAY -> main - Math.max(0, used - bonus); // FIDE 6.3.2: main time runs after the delay
      case BRONSTEIN_DELAY -> main - used + Math.min(used, bonus); // time used given back, at most the bonus
    };
  }

  // The delay the running turn of `side` starts with: only a simple delay keeps the main time still.
  private long delay(TimeControl.Timed t, Color side) {
    return t.bonus() == Bonus.SIMPLE_DELAY ? t.periodOfMove(moves(side) + 1).bonusMillis() : 0;
  }

  private long elapsed(Instant now) {
    return Math.max(0, now.toEpochMilli() - turnStartMillis); // a clock never runs backwards
  }

  private Color requireRunning(String action) {
    if (running == null) {
      throw new IllegalStateException("cannot " + action + ": the clock is stopped");
    }
    return running;
  }

  private Clock with(Color side, long millis, int moves, LagQuota lag) {
    return side == Color.WHITE
        ? new Clock(control, millis, blackMillis, moves, blackMoves, running, turnStartMillis, lag, blackLag)
        : new Clock(control, whiteMillis, millis, whiteMoves, moves, running, turnStartMillis, whiteLag, lag);
  }

  private Clock withTurn(Color side, Instant now) {
    return withTurn(side, now.toEpochMilli());
  }

  private Clock withTurn(Color side, long startMillis) {
    return new Clock(control, whiteMillis, blackMillis, whiteMoves, blackMoves, side, startMillis, whiteLag, blackLag);
  }

  private static long saturatedAdd(long a, long b) {
    long sum = a + b;
    return ((a ^ sum) & (b ^ sum)) < 0 ? Long.MAX_VALUE : sum; // both are never negative here
  }
}
