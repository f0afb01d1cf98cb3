package org.tabuleiro.server.arena;

import java.time.Duration;
import java.time.Instant;
import org.tabuleiro.play.GameVariant;

/**
 * An arena (lichess's format): for {@code minutes} from {@code startsAt}, a player who finishes a game is paired
 * again at once with another waiting player of a near score and rating; 2 points a win, 1 a draw, doubled after two
 * wins in a row; with {@code berserk}, a player who halves their clock scores a point more for a win.
 *
 * @param waitSeconds a side that has not made its first move this long after its turn began loses by forfeit
 */
public record Arena(long id, String name, GameVariant game, String timeControl, boolean rated, boolean berserk,
    int waitSeconds, Instant startsAt, int minutes, long createdBy, Instant createdAt) {

  public Instant endsAt() {
    return startsAt.plus(Duration.ofMinutes(minutes));
  }

  /** {@code upcoming}, {@code running} (pairings are made) or {@code finished} (games under way still count). */
  public String status(Instant now) {
    if (now.isBefore(startsAt)) return "upcoming";
    return now.isBefore(endsAt()) ? "running" : "finished";
  }

  public boolean isRunning(Instant now) {
    return status(now).equals("running");
  }
}
