package org.tabuleiro.server.lobby;

import java.time.Instant;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;

/** An open invitation in the lobby: "I play this game, with this clock, rated or not, with this colour". */
public record Seek(long id, long accountId, String username, GameVariant variant, TimeControl control, boolean rated,
    SeekColor color, Instant createdAt) {}
