package org.tabuleiro.server.rating;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.InstantSource;
import java.util.Locale;
import java.util.Map;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.live.GameEndListener;

/**
 * Ratings after rated games (its {@link #onGameEnd()} goes to the live games), {@code GET /api/ranking} and a
 * player's ratings and their history ({@link PlayerRatingRoutes}).
 */
public final class RatingModule implements HttpModule {
  private static final int RANKING_SIZE = 100;

  private final RatingRepository ratings;
  private final RatingService service;
  private final PlayerRatingRoutes players;

  public RatingModule(Jdbi jdbi, InstantSource clock) {
    this.ratings = new JdbiRatingRepository(jdbi);
    this.service = new RatingService(ratings, clock);
    this.players = new PlayerRatingRoutes(new JdbiRatingHistory(jdbi));
  }

  /** The players' current ratings (the live games' list ranks by them). */
  public RatingRepository repository() {
    return ratings;
  }

  public GameEndListener onGameEnd() {
    return service;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/ranking/{game}/{pool}", this::ranking);
    players.addTo(routes);
  }

  private void ranking(Context ctx) {
    GameVariant variant;
    RatingPool pool;
    try {
      variant = GameVariant.byKey(ctx.pathParam("game"));
      pool = RatingPool.valueOf(ctx.pathParam("pool").toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new ApiException(404, "ranking_not_found",
          "Ranking desconhecido: use /api/ranking/{chess|international|brazilian}/{bullet|blitz|rapid|classical|correspondence}.");
    }
    ctx.json(Map.of("game", variant.key(), "pool", JdbiRatingRepository.key(pool),
        "players", ratings.ranking(variant, pool, RANKING_SIZE)));
  }
}
