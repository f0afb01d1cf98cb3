package org.tabuleiro.server.lobby;

import java.time.Instant;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;

/**
 * An open invitation in the lobby: "I play this game, with this clock, rated or not, with this colour".
 *
 * @param rating the seeker's rating in this game and the clock's pool when the seek was posted; null with none yet
 * @param provisional that rating is provisional ("1500?")
 */
public record Seek(long id, long accountId, String username, GameVariant variant, TimeControl control, boolean rated,
    SeekColor color, Instant createdAt, Integer rating, boolean provisional) {}
