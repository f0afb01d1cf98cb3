package org.tabuleiro.server.arena;

import java.time.Instant;

/**
 * A game of an arena as its scores read it.
 *
 * @param pairing the arena's pairing number (the N of its origin {@code arena:A:N})
 * @param result {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code +-} (Black made no first move in time), {@code -+}
 *     (White did not), or null while it is played
 * @param endedAt null while it is played
 */
public record ArenaGame(long gameId, long pairing, long white, long black, Instant createdAt, Instant endedAt,
    String result, boolean whiteBerserk, boolean blackBerserk) {

  public boolean isOver() {
    return result != null;
  }

  /** The points of the game for {@code account} before streaks: 1 for a win, ½ for a draw (as 2 and 1). */
  int halfPointsOf(long account) {
    boolean white = account == this.white;
    return switch (result) {
      case "1-0", "+-" -> white ? 2 : 0;
      case "0-1", "-+" -> white ? 0 : 2;
      default -> 1;
    };
  }

  boolean isForfeit() {
    return "+-".equals(result) || "-+".equals(result);
  }

  boolean berserked(long account) {
    return account == white ? whiteBerserk : blackBerserk;
  }

  long opponentOf(long account) {
    return account == white ? black : white;
  }
}
