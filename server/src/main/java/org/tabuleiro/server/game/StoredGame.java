package org.tabuleiro.server.game;

import java.time.Instant;
import java.util.Objects;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.Result;
import org.tabuleiro.rules.common.Color;

/**
 * A game's row: what was fixed at creation and what lists need (status, result). The moves and clocks are in its
 * events ({@link GameRepository#events}).
 *
 * @param whiteId the account playing White, or null (a guest or a bot, later)
 * @param result  null while the game is being played
 * @param endedAt null while the game is being played
 * @param origin  the event or arena that created the game, or null (a seek, a challenge, the computer)
 */
public record StoredGame(long id, GameSetup setup, Long whiteId, Long blackId, Result result, Instant createdAt,
    Instant endedAt, GameOrigin origin) {
  public StoredGame {
    Objects.requireNonNull(setup);
    Objects.requireNonNull(createdAt);
  }

  /** A game nobody but its players created. */
  public StoredGame(long id, GameSetup setup, Long whiteId, Long blackId, Result result, Instant createdAt,
      Instant endedAt) {
    this(id, setup, whiteId, blackId, result, createdAt, endedAt, null);
  }

  public boolean isOver() {
    return result != null;
  }

  /** The colour {@code accountId} plays here, or null when that account is not a player of this game. */
  public Color colorOf(long accountId) {
    if (whiteId != null && whiteId == accountId) return Color.WHITE;
    if (blackId != null && blackId == accountId) return Color.BLACK;
    return null;
  }
}
