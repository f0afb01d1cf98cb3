package org.tabuleiro.server.rating;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.server.http.ApiException;

/**
 * A player's ratings for the profile page: {@code GET /api/players/{name}/ratings} (the current ones) and
 * {@code GET /api/players/{name}/rating-history?game=&pool=} (a chart's points, one series per game and pool).
 */
final class PlayerRatingRoutes {
  private final JdbiRatingHistory history;

  PlayerRatingRoutes(JdbiRatingHistory history) {
    this.history = history;
  }

  void addTo(RoutesConfig routes) {
    routes.get("/api/players/{name}/ratings", this::ratings);
    routes.get("/api/players/{name}/rating-history", this::ratingHistory);
  }

  private void ratings(Context ctx) {
    JdbiRatingHistory.Player player = player(ctx);
    ctx.json(Map.of("username", player.username(), "ratings", history.current(player.id())));
  }

  /** Without {@code game} and {@code pool}, every series the player has; with them, that one (maybe empty). */
  private void ratingHistory(Context ctx) {
    JdbiRatingHistory.Player player = player(ctx);
    long id = player.id();
    String game = ctx.queryParam("game"), pool = ctx.queryParam("pool");
    GameVariant onlyGame = game == null || game.isBlank() ? null : parse(game, GameVariant::byKey, "game",
        "chess, international, brazilian");
    RatingPool onlyPool = pool == null || pool.isBlank() ? null : parse(pool,
        p -> RatingPool.valueOf(p.toUpperCase(Locale.ROOT)), "pool", "bullet, blitz, rapid, classical, correspondence");
    List<Map<String, Object>> series = new ArrayList<>();
    for (GameVariant v : GameVariant.values()) {
      if (onlyGame != null && v != onlyGame) continue;
      for (RatingPool p : RatingPool.values()) {
        if (onlyPool != null && p != onlyPool) continue;
        boolean asked = onlyGame != null && onlyPool != null;
        List<RatingPoint> points = history.history(id, v, p);
        if (points.isEmpty() && !asked) continue;
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("game", v.key());
        s.put("pool", JdbiRatingRepository.key(p));
        s.put("points", points);
        series.add(s);
      }
    }
    ctx.json(Map.of("username", player.username(), "series", series));
  }

  private JdbiRatingHistory.Player player(Context ctx) {
    String name = ctx.pathParam("name");
    return history.player(name)
        .orElseThrow(() -> new ApiException(404, "player_not_found", "Jogador não encontrado: " + name));
  }

  private static <T> T parse(String value, java.util.function.Function<String, T> parser, String name,
      String expected) {
    try {
      return parser.apply(value.strip());
    } catch (IllegalArgumentException e) {
      throw ApiException.badRequest("invalid_" + name, "Valor inválido para \"" + name + "\": use " + expected + ".");
    }
  }
}
