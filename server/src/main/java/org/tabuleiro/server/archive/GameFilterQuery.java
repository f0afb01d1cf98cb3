package org.tabuleiro.server.archive;

import io.javalin.http.Context;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.server.game.GameFilter;
import org.tabuleiro.server.game.JdbiGameArchive;
import org.tabuleiro.server.game.PlayerResult;
import org.tabuleiro.server.http.ApiException;

/**
 * An archive's query string read into a {@link GameFilter}: {@code game, rated, result, opponent, status, before}
 * (and {@code limit} for pages). A value we do not know is a 400 naming the parameter, never a silent "any".
 */
final class GameFilterQuery {
  static final int DEFAULT_LIMIT = 30;
  static final int MAX_LIMIT = 100;

  private GameFilterQuery() {}

  /** {@code allowed}: the games this answer can hold (a PGN file holds chess only). */
  static GameFilter read(Context ctx, Set<GameVariant> allowed, JdbiGameArchive archive) {
    Set<GameVariant> variants = allowed.size() == GameVariant.values().length ? null : allowed;
    String game = param(ctx, "game");
    if (game != null) {
      GameVariant v = parse(game, GameVariant::byKey, "game", "chess, international, brazilian");
      if (!allowed.contains(v)) {
        throw ApiException.badRequest("invalid_game", "Este formato não guarda partidas de " + game + ".");
      }
      variants = EnumSet.of(v);
    }
    Boolean rated = parse(param(ctx, "rated"), GameFilterQuery::bool, "rated", "true, false");
    PlayerResult result = parse(param(ctx, "result"), s -> PlayerResult.valueOf(s.toUpperCase(Locale.ROOT)),
        "result", "win, loss, draw");
    Boolean playing = parse(param(ctx, "status"), s -> switch (s) {
      case "playing" -> true;
      case "ended" -> false;
      default -> throw new IllegalArgumentException(s);
    }, "status", "ended, playing");
    Long before = parse(param(ctx, "before"), GameFilterQuery::positive, "before", "o \"next\" da página anterior");
    String opponent = param(ctx, "opponent");
    Long opponentId = null;
    if (opponent != null) {
      Long id = archive.accountId(opponent);
      opponentId = id == null ? GameFilter.NOBODY : id;
    }
    return new GameFilter(variants, rated, result, opponentId, playing, before);
  }

  /** The page size asked for, {@value #DEFAULT_LIMIT} when none, 1 to {@value #MAX_LIMIT}. */
  static int limit(Context ctx) {
    Long limit = parse(param(ctx, "limit"), GameFilterQuery::positive, "limit", "1 a " + MAX_LIMIT);
    if (limit == null) return DEFAULT_LIMIT;
    if (limit > MAX_LIMIT) throw invalid("limit", "1 a " + MAX_LIMIT);
    return limit.intValue();
  }

  private static String param(Context ctx, String name) {
    String v = ctx.queryParam(name);
    return v == null || v.isBlank() ? null : v.strip();
  }

  private static <T> T parse(String value, Function<String, T> parser, String name, String expected) {
    if (value == null) return null;
    try {
      return parser.apply(value);
    } catch (IllegalArgumentException e) {
      throw invalid(name, expected);
    }
  }

  private static ApiException invalid(String name, String expected) {
    return ApiException.badRequest("invalid_" + name, "Valor inválido para \"" + name + "\": use " + expected + ".");
  }

  private static Boolean bool(String s) {
    return switch (s) {
      case "true" -> true;
      case "false" -> false;
      default -> throw new IllegalArgumentException(s);
    };
  }

  private static Long positive(String s) {
    long v = Long.parseLong(s);  // NumberFormatException is an IllegalArgumentException
    if (v < 1) throw new IllegalArgumentException(s);
    return v;
  }
}
