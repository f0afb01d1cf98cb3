package org.tabuleiro.server.lichess;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.InstantSource;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.challenge.ChallengeService;
import org.tabuleiro.server.chat.ChatService;
import org.tabuleiro.server.game.GameFilter;
import org.tabuleiro.server.game.JdbiGameArchive;
import org.tabuleiro.server.http.ClientAddress;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.lichess.token.Bearer;
import org.tabuleiro.server.lichess.token.JdbiTokenRepository;
import org.tabuleiro.server.lichess.token.TokenRoutes;
import org.tabuleiro.server.lichess.token.TokenScope;
import org.tabuleiro.server.lichess.token.TokenService;
import org.tabuleiro.server.live.GameEndListener;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.rating.RatingRepository;

/**
 * A Lichess-compatible API under {@code /lichess/} (docs/server/lichess-api.md): a lichess client whose base URL is
 * {@code http://HOST/lichess/} plays in the club's games, with a personal access token made on the account page
 * ({@code /api/account/tokens}). Wires the tokens, the account routes, the event stream, the challenges, the Board
 * and Bot APIs and the exports.
 */
public final class LichessModule implements HttpModule {
  private final TokenService tokens;
  private final TokenRoutes tokenRoutes;
  private final LichessAuth auth;
  private final BotAccounts bots;
  private final LichessPlayers players;
  private final EventStreams streams;
  private final ChallengeRoutes challengeRoutes;
  private final BoardRoutes boardRoutes;
  private final ExportRoutes exportRoutes;
  private final LiveGames games;
  private final ChallengeService challenges;
  private final RatingRepository ratings;
  private final JdbiGameArchive archive;
  private final StreamCaps caps;
  private final ObjectMapper json;
  private final InstantSource clock;
  private final boolean trustProxy;

  /**
   * @param streamsPerAddress the club's cap on one client's sockets, also its cap on streams here
   * @param botsRatedWithPeople whether a bot may play rated games against people
   */
  public LichessModule(Jdbi jdbi, InstantSource clock, AccountService accounts, RatingRepository ratings,
      Sessions sessions, LiveGames games, JdbiGameArchive archive, ChallengeService challenges, ChatService chat,
      ObjectMapper json, int streamsPerAddress, boolean trustProxy, boolean botsRatedWithPeople) {
    this.tokens = new TokenService(new JdbiTokenRepository(jdbi), accounts, clock, InstantSource.system());
    this.tokenRoutes = new TokenRoutes(tokens, sessions, json);
    this.auth = new LichessAuth(tokens);
    this.bots = new BotAccounts(jdbi);
    this.players = new LichessPlayers(accounts, ratings, bots);
    var gameJson = new LichessJson(players);
    var challengeJson = new ChallengeJson(players);
    this.streams = new EventStreams(gameJson, challengeJson, games, clock);
    this.caps = new StreamCaps(streamsPerAddress);
    this.challengeRoutes = new ChallengeRoutes(auth, challenges, players, challengeJson, botsRatedWithPeople);
    this.boardRoutes = new BoardRoutes(auth, games, bots, chat, gameJson, json, caps, trustProxy);
    this.exportRoutes = new ExportRoutes(games, archive, players, json);
    this.games = games;
    this.challenges = challenges;
    this.ratings = ratings;
    this.archive = archive;
    this.json = json;
    this.clock = clock;
    this.trustProxy = trustProxy;
  }

  /** What the event streams need to hear of the challenges (beside the notices). */
  public ChallengeService.Events challengeEvents() {
    return streams;
  }

  /** What the event streams need to hear of the games' ends ({@code gameFinish}). */
  public GameEndListener onGameEnd() {
    return streams;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.exception(LichessError.class, (e, ctx) -> {
      if (e.retryAfter() != null) ctx.header("Retry-After", Long.toString(Math.max(1, e.retryAfter().toSeconds())));
      ctx.status(e.status()).json(Map.of("error", e.getMessage()));
    });
    tokenRoutes.addRoutes(routes);
    routes.get("/lichess/api/account", ctx -> ctx.json(account(auth.bearer(ctx).account())));
    routes.get("/lichess/api/account/preferences", ctx -> {
      auth.require(ctx, TokenScope.PREFERENCE_READ);
      ctx.json(Map.of("prefs", Map.of(), "language", "pt-BR"));
    });
    routes.post("/lichess/api/bot/account/upgrade", this::upgrade);
    routes.get("/lichess/api/stream/event", this::eventStream);
    challengeRoutes.addTo(routes);
    boardRoutes.addTo(routes);
    exportRoutes.addTo(routes);
    // Last: a route lichess has and this API has not yet answers 404 in lichess's shape, naming it.
    io.javalin.http.Handler missing = ctx -> {
      throw LichessError.notFound("Rota não implementada nesta API compatível com o lichess: " + ctx.method() + " "
          + ctx.path() + " (docs/server/lichess-api.md).");
    };
    routes.get("/lichess/*", missing);
    routes.post("/lichess/*", missing);
    routes.delete("/lichess/*", missing);
  }

  /** The club's address as the client reached it, for the {@code url}s of the JSON. */
  static String origin(Context ctx) {
    return ctx.scheme() + "://" + ctx.host();
  }

  private Map<String, Object> account(Account a) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", LichessPlayers.id(a.username()));
    m.put("username", a.username());
    if (bots.isBot(a.id())) m.put("title", "BOT");
    Map<String, Object> perfs = new LinkedHashMap<>();
    for (RatingPool pool : RatingPool.values()) {
      ratings.find(a.id(), GameVariant.CHESS, pool).ifPresent(r -> perfs.put(
          pool.name().toLowerCase(java.util.Locale.ROOT), Map.of("games", r.games(), "rating", r.rating().rounded(),
              "rd", (int) Math.round(r.rating().deviation()), "prog", 0, "prov", r.rating().isProvisional())));
    }
    m.put("perfs", perfs);
    m.put("createdAt", a.createdAt().toEpochMilli());
    m.put("seenAt", clock.instant().toEpochMilli());
    return m;
  }

  /** For good, and only for an account that has never played (as lichess). */
  private void upgrade(Context ctx) {
    Bearer b = auth.require(ctx, TokenScope.BOT_PLAY);
    long id = b.account().id();
    if (bots.isBot(id)) throw LichessError.badRequest("Esta conta já é um bot.");
    if (!archive.page(id, GameFilter.all(), 1).isEmpty()) {
      throw LichessError.badRequest("Só uma conta que nunca jogou pode virar bot; esta já tem partidas.");
    }
    bots.upgrade(id, clock.instant());
    ctx.json(Map.of("ok", true));
  }

  /** {@code gameStart} for each game in progress and {@code challenge} for each open one first, then as they come. */
  private void eventStream(Context ctx) {
    Bearer b = auth.require(ctx, TokenScope.CHALLENGE_READ, TokenScope.BOARD_PLAY, TokenScope.BOT_PLAY);
    long me = b.account().id();
    Runnable place = caps.open(me, ClientAddress.of(ctx, trustProxy));
    NdjsonStream out = new NdjsonStream(json);
    Runnable stop = streams.listen(me, out, origin(ctx));
    try {
      for (LiveGame g : games.inProgress()) {
        Color c = g.stored().colorOf(me);
        if (c != null) out.send(streams.gameStart(g.snapshot(), c));
      }
      challenges.of(me).stream().filter(c -> c.toId() == me)
          .forEach(c -> out.send(streams.challenge(c, "challenge", "created")));
      out.run(ctx);
    } finally {
      stop.run();
      place.run();
    }
  }
}
