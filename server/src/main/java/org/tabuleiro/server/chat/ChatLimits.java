package org.tabuleiro.server.chat;

import java.time.Duration;

/**
 * How fast one account may talk: at most {@code roomLines} lines in {@code roomWindow} in one room (a game's or the
 * club's), and at most {@code accountLines} in {@code accountWindow} in all rooms together, so a flood spread over
 * many games is cut as well. A line refused by either is answered {@code chat_rate_limited} and said nowhere.
 */
public record ChatLimits(int roomLines, Duration roomWindow, int accountLines, Duration accountWindow) {
  public static final ChatLimits DEFAULT = new ChatLimits(3, Duration.ofSeconds(5), 10, Duration.ofSeconds(30));

  public ChatLimits {
    if (roomLines < 1 || accountLines < 1 || !roomWindow.isPositive() || !accountWindow.isPositive()) {
      throw new IllegalArgumentException("chat limits must be positive");
    }
  }
}
