package org.tabuleiro.play;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How much time the players get: a clock with one or more periods, days per move, or no clock at all.
 *
 * <p>Text notation ({@link #parse}, {@link #toString}): base times in minutes, bonuses in seconds.
 * <pre>
 *   10               sudden death, 10 minutes            (printed 10+0)
 *   15+5             15 minutes, 5 s Fischer increment from move 1
 *   0.5+0            30 seconds (decimal minutes: 0.25 = 15 s); 20s+1 = a base given in seconds
 *   15d5             simple (US) delay of 5 s;  15b5: Bronstein delay of 5 s
 *   40/90+30,30+30   40 moves in 90 minutes, then the rest in 30 minutes, +30 s per move throughout
 *   40/120,20/60,15  three periods, no bonus
 *   3d               correspondence, 3 days per move
 *   unlimited        no clock (also "-", "inf", "∞")
 * </pre>
 * Spaces between tokens and letter case are free ({@code "15 + 5"}, {@code "15D5"}), a bonus may end in
 * {@code s} ({@code 15+5s}); a decimal point is always {@code .}, since {@code ,} separates periods.
 *
 * <p>{@code parse(tc.toString()).equals(tc)} holds for every control.
 */
public sealed interface TimeControl permits TimeControl.Timed, TimeControl.Correspondence, TimeControl.Unlimited {

  /** Reads the text notation above; the exception names the column at fault. */
  static TimeControl parse(String text) {
    return TimeControlText.parse(text);
  }

  /**
   * Reads a FIDE TRF-2026 record 222 field ("Encoded Time Control"): seconds, periods separated by {@code :},
   * {@code [moves/]seconds[+increment]}, for example {@code 5400+30} or {@code 40/6000+30:900+30}. Per-colour
   * times ({@code W300-B240}, Armageddon) are rejected; the format has no delays.
   */
  static TimeControl parseTrf(String text) {
    return TimeControlTrf.parse(text);
  }

  /** The TRF-2026 record 222 field; only for {@link #hasTrfEncoding()} controls, else IllegalStateException. */
  String toTrf();

  /** True when TRF-2026 can write this control: a clock with increments or no bonus (not delays, not days). */
  boolean hasTrfEncoding();

  /** FIDE's category (Appendices A.1, B.1); empty for correspondence and unlimited games. */
  Optional<FideCategory> fideCategory();

  /** The online rating pool; correspondence is {@link RatingPool#CORRESPONDENCE}, unlimited has none. */
  Optional<RatingPool> ratingPool();

  /**
   * Lichess's estimate of a game's duration per player in seconds: first period's base + 40 x its bonus (a delay
   * counts as an increment). Correspondence: the days per move in seconds. Unlimited: {@code Long.MAX_VALUE}.
   */
  long estimatedSeconds();

  /** A clock. Invariant: periods before the last have a move count, the last has none (see {@link Period}). */
  record Timed(List<Period> periods, Bonus bonus) implements TimeControl {
    public Timed {
      periods = List.copyOf(periods);
      Objects.requireNonNull(bonus, "bonus");
      if (periods.isEmpty()) {
        throw new IllegalArgumentException("a clock needs at least one period");
      }
      for (int i = 0; i < periods.size() - 1; i++) {
        if (periods.get(i).isRestOfGame()) {
          throw new IllegalArgumentException("period " + (i + 1) + " needs a move count: another period follows");
        }
      }
      if (!periods.getLast().isRestOfGame()) {
        throw new IllegalArgumentException("the last period must be for the rest of the game (moves 0)");
      }
      if (periods.stream().allMatch(p -> p.bonusMillis() == 0)) {
        bonus = Bonus.INCREMENT; // no bonus is no bonus: one value for sudden death, whatever the kind
      }
    }

    /** One period for the whole game: {@code minutes} plus {@code bonusSeconds} of the given kind. */
    public static Timed of(long minutes, long bonusSeconds, Bonus bonus) {
      return new Timed(List.of(new Period(0, minutes * 60_000, bonusSeconds * 1000)), bonus);
    }

    /** The period that move {@code moveNumber} (1-based, counting one side's moves) is played in. */
    public Period periodOfMove(int moveNumber) {
      int last = 0;
      for (Period p : periods) {
        if (p.isRestOfGame() || moveNumber <= last + p.moves()) {
          return p;
        }
        last += p.moves();
      }
      throw new IllegalStateException("unreachable: the last period is for the rest of the game");
    }

    /** The period that begins right after move {@code moveNumber}, if that move ends a period. */
    public Optional<Period> periodAfterMove(int moveNumber) {
      int last = 0;
      for (int i = 0; i < periods.size() - 1; i++) {
        last += periods.get(i).moves();
        if (moveNumber == last) {
          return Optional.of(periods.get(i + 1));
        }
      }
      return Optional.empty();
    }

    /**
     * The time a player has for a game of 60 moves, the measure of FIDE Appendices A.1 and B.1: the first base,
     * plus the base of each later period that starts by move 60, plus each of moves 1-60's bonus. A delay counts
     * like an increment here (the Laws only speak of increments; a delay gives at most as much, and the
     * categories must not depend on the bonus kind).
     */
    public long sixtyMoveMillis() {
      long total = periods.getFirst().baseMillis();
      for (int move = 1; move <= 60; move++) {
        total += periodOfMove(move).bonusMillis();
        if (move < 60) {
          total += periodAfterMove(move).map(Period::baseMillis).orElse(0L);
        }
      }
      return total;
    }

    @Override
    public String toString() {
      return TimeControlText.print(this);
    }

    @Override
    public String toTrf() {
      if (!hasTrfEncoding()) {
        throw new IllegalStateException("TRF-2026 record 222 has no notation for a delay: " + this);
      }
      return TimeControlTrf.print(this);
    }

    @Override
    public boolean hasTrfEncoding() {
      return bonus == Bonus.INCREMENT;
    }

    @Override
    public Optional<FideCategory> fideCategory() {
      return Optional.of(FideCategory.forSixtyMoves(sixtyMoveMillis()));
    }

    @Override
    public Optional<RatingPool> ratingPool() {
      return Optional.of(RatingPool.forEstimatedSeconds(estimatedSeconds()));
    }

    @Override
    public long estimatedSeconds() {
      Period first = periods.getFirst();
      return first.baseMillis() / 1000 + 40 * (first.bonusMillis() / 1000); // lichess estimateTotalSeconds
    }
  }

  /** Correspondence: each move must be made within {@code daysPerMove} days; the time does not accumulate. */
  record Correspondence(int daysPerMove) implements TimeControl {
    public Correspondence {
      if (daysPerMove <= 0) {
        throw new IllegalArgumentException("days per move must be positive: " + daysPerMove);
      }
    }

    @Override
    public String toString() {
      return daysPerMove + "d";
    }

    @Override
    public String toTrf() {
      throw new IllegalStateException("TRF-2026 record 222 has no notation for correspondence: " + this);
    }

    @Override
    public boolean hasTrfEncoding() {
      return false;
    }

    @Override
    public Optional<FideCategory> fideCategory() {
      return Optional.empty();
    }

    @Override
    public Optional<RatingPool> ratingPool() {
      return Optional.of(RatingPool.CORRESPONDENCE);
    }

    @Override
    public long estimatedSeconds() {
      return daysPerMove * 86_400L;
    }
  }

  /** No clock: the game is never lost on time. */
  record Unlimited() implements TimeControl {
    @Override
    public String toString() {
      return "unlimited";
    }

    @Override
    public String toTrf() {
      throw new IllegalStateException("TRF-2026 record 222 has no notation for a game without a clock");
    }

    @Override
    public boolean hasTrfEncoding() {
      return false;
    }

    @Override
    public Optional<FideCategory> fideCategory() {
      return Optional.empty();
    }

    @Override
    public Optional<RatingPool> ratingPool() {
      return Optional.empty();
    }

    @Override
    public long estimatedSeconds() {
      return Long.MAX_VALUE;
    }
  }
}
