package org.tabuleiro.server.event;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.play.TimeControl;

/**
 * How an event is played in the club rather than over the board: each published board whose players are club
 * accounts becomes a club game with the event's time control, and its result is entered when the game ends.
 *
 * @param mode online (every board whose two players are linked to accounts) or hybrid (only the boards whose two
 *     players are also marked remote; the others are played over the board, their results entered by the arbiter)
 * @param rated the games change the club's ratings of their pool, as any rated game
 * @param waitSeconds a side that has not made its first move this long after its turn began (the game's opening
 *     for White, White's first move for Black) loses by forfeit
 * @param autoPair the next round is paired and opened by the server once the last game of a round has a result,
 *     {@code pauseSeconds} after it, and round 1 at {@code startsAt}; otherwise the arbiter pairs (a click)
 * @param startsAt when round 1 is paired (with {@code autoPair}), shown as a countdown; null: at the arbiter's click
 */
public record EventOnline(Mode mode, boolean rated, int waitSeconds, boolean autoPair, int pauseSeconds, Instant startsAt) {
  public static final int MIN_WAIT = 5;
  public static final int MAX_WAIT = 1800;
  public static final int MAX_PAUSE = 3600;
  public static final int DEFAULT_PAUSE = 60;

  public EventOnline {
    if (waitSeconds < MIN_WAIT || waitSeconds > MAX_WAIT) throw new IllegalArgumentException("waitSeconds " + waitSeconds);
    if (pauseSeconds < 0 || pauseSeconds > MAX_PAUSE) throw new IllegalArgumentException("pauseSeconds " + pauseSeconds);
  }

  public enum Mode {
    ONLINE("online"),
    HYBRID("hybrid");

    private final String key;

    Mode(String key) {
      this.key = key;
    }

    public String key() {
      return key;
    }

    public static Optional<Mode> byKey(String key) {
      for (Mode m : values()) {
        if (m.key.equalsIgnoreCase(key.strip())) return Optional.of(m);
      }
      return Optional.empty();
    }
  }

  public Duration waitTime() {
    return Duration.ofSeconds(waitSeconds);
  }

  /**
   * The club's rule for the wait before a forfeit, by the pool of the time control: 5 minutes for rapid and
   * classical games (15+5 is rapid), 2 minutes for blitz, 1 minute for bullet.
   */
  public static int defaultWait(TimeControl control) {
    RatingPool pool = control.ratingPool().orElse(RatingPool.CLASSICAL);
    return switch (pool) {
      case BULLET -> 60;
      case BLITZ -> 120;
      case RAPID, CLASSICAL, CORRESPONDENCE -> 300;
    };
  }

  /** The same settings with another start. */
  EventOnline withStartsAt(Instant at) {
    return new EventOnline(mode, rated, waitSeconds, autoPair, pauseSeconds, at);
  }
}
