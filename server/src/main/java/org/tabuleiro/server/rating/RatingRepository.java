package org.tabuleiro.server.rating;

import java.util.List;
import java.util.Optional;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;

/** Ratings per player, game and pool, their history, and the rankings. */
public interface RatingRepository {
  Optional<PlayerRating> find(long accountId, GameVariant variant, RatingPool pool);

  /** Stores both new ratings, a history row each, and the game's before/after columns, in one transaction. */
  void record(RatedGame game);

  /** The best first; provisional ratings (deviation over 110) are listed after the established ones. */
  List<RankedPlayer> ranking(GameVariant variant, RatingPool pool, int limit);
}
