package org.tabuleiro.server.lichess;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.challenge.Challenge;
import org.tabuleiro.server.challenge.ChallengeService;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.lichess.token.Bearer;
import org.tabuleiro.server.lichess.token.TokenScope;

/**
 * lichess's challenges over our {@link ChallengeService} (the same challenges as the pages'): {@code POST
 * /api/challenge/{username}} with lichess's form fields ({@code rated}, {@code clock.limit} and
 * {@code clock.increment} in seconds, {@code days}, {@code color}, {@code variant}), {@code .../accept},
 * {@code .../decline}, {@code .../cancel}, and {@code GET /api/challenge} (the open ones, in and out). A rated game
 * between a bot and a person is refused unless the club allows it.
 */
final class ChallengeRoutes {
  private static final Map<String, Object> OK = Map.of("ok", true);

  private final LichessAuth auth;
  private final ChallengeService challenges;
  private final LichessPlayers players;
  private final ChallengeJson json;
  private final boolean botsRatedWithPeople;

  ChallengeRoutes(LichessAuth auth, ChallengeService challenges, LichessPlayers players, ChallengeJson json,
      boolean botsRatedWithPeople) {
    this.auth = auth;
    this.challenges = challenges;
    this.players = players;
    this.json = json;
    this.botsRatedWithPeople = botsRatedWithPeople;
  }

  /** {@code /api/challenge/ai} must be added before: its path would match {@code {username}}. */
  void addTo(RoutesConfig routes) {
    routes.get("/lichess/api/challenge", this::list);
    routes.post("/lichess/api/challenge/{username}", this::create);
    routes.post("/lichess/api/challenge/{id}/accept", ctx -> {
      Account me = write(ctx);
      Challenge c = open(ctx, me);
      refuseRatedBotWithPerson(c.rated(), c.fromId(), c.toId());
      unwrap(challenges.accept(c.id(), me));
      ctx.json(OK);
    });
    routes.post("/lichess/api/challenge/{id}/decline", ctx -> {
      Account me = write(ctx);
      unwrap(challenges.decline(open(ctx, me).id(), me));
      ctx.json(OK);
    });
    routes.post("/lichess/api/challenge/{id}/cancel", ctx -> {
      Account me = write(ctx);
      unwrap(challenges.cancel(open(ctx, me).id(), me));
      ctx.json(OK);
    });
  }

  private Account write(Context ctx) {
    return auth.require(ctx, TokenScope.CHALLENGE_WRITE, TokenScope.BOT_PLAY, TokenScope.BOARD_PLAY).account();
  }

  private void list(Context ctx) {
    Bearer b = auth.require(ctx, TokenScope.CHALLENGE_READ, TokenScope.BOT_PLAY, TokenScope.BOARD_PLAY);
    long me = b.account().id();
    List<Challenge> mine = challenges.of(me);
    String origin = LichessModule.origin(ctx);
    ctx.json(Map.of(
        "in", mine.stream().filter(c -> c.toId() == me).map(c -> json.of(c, "created", origin)).toList(),
        "out", mine.stream().filter(c -> c.fromId() == me).map(c -> json.of(c, "created", origin)).toList()));
  }

  private void create(Context ctx) {
    Account me = write(ctx);
    String name = ctx.pathParam("username");
    Account to = players.byName(name)
        .orElseThrow(() -> LichessError.notFound("Jogador não encontrado: " + name + "."));
    String ratedText = ctx.formParam("rated");
    if (ratedText != null && !ratedText.equals("true") && !ratedText.equals("false")) {
      throw LichessError.badRequest("\"rated\" é true ou false, não \"" + ratedText + "\".");
    }
    boolean rated = "true".equals(ratedText);
    refuseRatedBotWithPerson(rated, me.id(), to.id());
    String variant = ctx.formParam("variant");
    String game = variant == null || variant.equals("standard") ? "chess" : variant;
    Challenge made = unwrap(challenges.challenge(me, to, game, timeControl(ctx), rated, ctx.formParam("color")));
    ctx.json(json.of(made, "created", LichessModule.origin(ctx)));
  }

  /** lichess's clock fields as our time control's text: {@code 300}, {@code 3} is "5+3"; none is unlimited. */
  static String timeControl(Context ctx) {
    String limit = ctx.formParam("clock.limit");
    String increment = ctx.formParam("clock.increment");
    String days = ctx.formParam("days");
    if (limit == null && increment == null) {
      if (days != null) return number(days, "days") + "d";
      return "unlimited";
    }
    long seconds = number(limit == null ? "0" : limit, "clock.limit");
    long inc = number(increment == null ? "0" : increment, "clock.increment");
    String base = seconds % 60 == 0 ? Long.toString(seconds / 60) : seconds + "s";
    return base + "+" + inc;
  }

  private static long number(String text, String field) {
    try {
      long n = Long.parseLong(text.strip());
      if (n < 0) throw new NumberFormatException();
      return n;
    } catch (NumberFormatException e) {
      throw LichessError.badRequest("\"" + field + "\" é um número inteiro de zero para cima, não \"" + text + "\".");
    }
  }

  private void refuseRatedBotWithPerson(boolean rated, long a, long b) {
    if (rated && !botsRatedWithPeople && players.isBot(a) != players.isBot(b)) {
      throw LichessError.badRequest("Um bot não joga partidas válidas para o rating contra pessoas neste clube:"
          + " desafie com rated=false.");
    }
  }

  private Challenge open(Context ctx, Account me) {
    String id = ctx.pathParam("id");
    try {
      long n = Long.parseLong(id);
      return challenges.of(me.id()).stream().filter(c -> c.id() == n).findFirst()
          .orElseThrow(() -> LichessError.notFound("Desafio não encontrado (talvez tenha expirado ou sido cancelado): "
              + id + "."));
    } catch (NumberFormatException e) {
      throw LichessError.notFound("Desafio não encontrado: " + id + ".");
    }
  }

  static <T> T unwrap(Result<T> r) {
    return switch (r) {
      case Result.Ok<T> ok -> ok.value();
      case Result.Rejected<T> no -> throw LichessError.of(no.rejection());
    };
  }
}
