package org.tabuleiro.server.challenge;

import java.time.Instant;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.lobby.SeekColor;

/**
 * A direct challenge from one player to another, open until {@code expiresAt} (or answered, or cancelled).
 *
 * @param color the challenger's colour
 * @param rematchOf the finished game this one plays again (colours swapped), or null
 */
public record Challenge(long id, long fromId, String from, long toId, String to, GameVariant variant,
    TimeControl control, boolean rated, SeekColor color, Instant createdAt, Instant expiresAt, Long rematchOf) {
  public boolean isExpired(Instant now) {
    return !now.isBefore(expiresAt);
  }
}
