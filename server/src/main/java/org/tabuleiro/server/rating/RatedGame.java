package org.tabuleiro.server.rating;

import java.time.Instant;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;

/** A rated game's effect: both players' ratings before and after, to be stored together. */
public record RatedGame(long gameId, GameVariant variant, RatingPool pool, Instant at, PlayerRating whiteBefore,
    PlayerRating whiteAfter, PlayerRating blackBefore, PlayerRating blackAfter) {}
