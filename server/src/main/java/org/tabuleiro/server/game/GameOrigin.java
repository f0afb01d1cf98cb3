package org.tabuleiro.server.game;

import java.time.Duration;
import java.util.Objects;

/**
 * What created a game besides its two players: an event's board ({@code event:E:R:B}) or an arena's pairing
 * ({@code arena:A:N}). The key is unique among games, so the same board's game is created once whatever happens
 * (a retry, a restart after {@code kill -9}). Such a game is never aborted: a side that has not made its first move
 * {@code firstMoveWait} after its turn began loses it by forfeit, and no player may abort it.
 *
 * @param key at most 60 characters
 * @param berserk a player may halve their own clock before their first move ({@code Command.Berserk}: an arena's)
 */
public record GameOrigin(String key, Duration firstMoveWait, boolean berserk) {
  public GameOrigin {
    Objects.requireNonNull(key);
    Objects.requireNonNull(firstMoveWait);
    if (key.isEmpty() || key.length() > 60) throw new IllegalArgumentException("origin key of 1-60 characters: " + key);
    if (firstMoveWait.isNegative() || firstMoveWait.isZero()) throw new IllegalArgumentException("first move wait " + firstMoveWait);
  }

  public GameOrigin(String key, Duration firstMoveWait) {
    this(key, firstMoveWait, false);
  }

  /** {@code event:E:R:B}. */
  public static String eventKey(long eventId, int round, int board) {
    return "event:" + eventId + ":" + round + ":" + board;
  }

  /** {@code arena:A:N}. */
  public static String arenaKey(long arenaId, long pairing) {
    return "arena:" + arenaId + ":" + pairing;
  }

  /** The key's kind: {@code event}, {@code arena}. */
  public String kind() {
    int colon = key.indexOf(':');
    return colon < 0 ? key : key.substring(0, colon);
  }

  /** The key's numbers after its kind: {@code event:12:3:5} gives 12, 3, 5. */
  public long[] numbers() {
    String[] parts = key.split(":");
    long[] out = new long[parts.length - 1];
    for (int i = 1; i < parts.length; i++) out[i - 1] = Long.parseLong(parts[i]);
    return out;
  }
}
