package org.tabuleiro.server.rating;

import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.play.Result;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.live.GameEndListener;
import org.tabuleiro.tournament.rating.Glicko2;

/**
 * Applies Glicko-2 after each rated game, each game its own rating period (as lichess does), per game and pool
 * ({@code TimeControl.ratingPool()}). Aborted games and games without two accounts change nothing.
 */
public final class RatingService implements GameEndListener {
  /** Glickman suggests 0.3 to 1.2; lichess uses 0.75 for its fast games. The club's choice: 0.5. */
  static final double TAU = 0.5;
  private static final Logger LOG = LoggerFactory.getLogger(RatingService.class);

  private final RatingRepository ratings;
  private final InstantSource clock;
  private final Glicko2 glicko = new Glicko2(TAU);

  public RatingService(RatingRepository ratings, InstantSource clock) {
    this.ratings = ratings;
    this.clock = clock;
  }

  /**
   * Serialised: a player's two games ending together must not both start from the same old rating. One server
   * process owns the ratings; several processes would need a row lock here instead.
   */
  @Override
  public synchronized void gameEnded(StoredGame stored, Game game) {
    Result result = game.result();
    Optional<RatingPool> pool = stored.setup().control().ratingPool();
    if (!stored.setup().rated() || result == null || result.outcome() == null || pool.isEmpty()
        || stored.whiteId() == null || stored.blackId() == null) {
      return;
    }
    GameVariant variant = stored.setup().variant();
    PlayerRating white = current(stored.whiteId(), variant, pool.get());
    PlayerRating black = current(stored.blackId(), variant, pool.get());
    double whiteScore = switch (result.outcome()) {
      case WHITE_WINS -> 1;
      case BLACK_WINS -> 0;
      case DRAW -> 0.5;
    };
    var whiteAfter = new PlayerRating(white.accountId(),
        glicko.update(white.rating(), List.of(new Glicko2.Result(black.rating(), whiteScore))), white.games() + 1);
    var blackAfter = new PlayerRating(black.accountId(),
        glicko.update(black.rating(), List.of(new Glicko2.Result(white.rating(), 1 - whiteScore))), black.games() + 1);
    try {
      ratings.record(new RatedGame(stored.id(), variant, pool.get(), clock.instant(), white, whiteAfter, black,
          blackAfter));
    } catch (RuntimeException e) {
      // The game's result is stored already; a lost rating update is logged, never a lost game.
      LOG.error("game {}: ratings not updated: {}", stored.id(), e.toString());
    }
  }

  private PlayerRating current(long accountId, GameVariant variant, RatingPool pool) {
    return ratings.find(accountId, variant, pool).orElseGet(() -> PlayerRating.newcomer(accountId));
  }
}
