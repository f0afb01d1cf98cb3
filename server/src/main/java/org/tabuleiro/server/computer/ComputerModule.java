package org.tabuleiro.server.computer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.security.SecureRandom;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountRepository;
import org.tabuleiro.server.account.PasswordHasher;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.ClientAddress;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.lobby.GameTerms;

/**
 * "Desafie o computador": {@code POST /api/computer/games} starts a casual game against the computer at a level
 * (1–8) in any of the three games, {@code GET /api/computer/levels} lists the levels. The computer's seats are
 * taken again for games in progress when the server restarts.
 */
public final class ComputerModule implements HttpModule, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(ComputerModule.class);

  private final LiveGames games;
  private final Sessions sessions;
  private final ObjectMapper json;
  private final InstantSource clock;
  private final ComputerPlayers players;
  private final ComputerBrain brain;
  private final ComputerPool pool = ComputerPool.forThisMachine();
  private final Map<Long, ComputerSeat> seats = new ConcurrentHashMap<>();
  private final Random random = new SecureRandom();
  private final double pace;
  private final ComputerQuota quota;
  private final boolean trustProxy;

  /**
   * @param pace scales every think time ({@link ComputerLevel#of(int, double)})
   * @param trustProxy the client's address is {@code X-Forwarded-For}'s last hop (for the games per address)
   */
  public ComputerModule(LiveGames games, AccountRepository accounts, PasswordHasher hasher, Sessions sessions,
      ObjectMapper json, InstantSource clock, double pace, boolean trustProxy) {
    this(games, accounts, hasher, sessions, json, clock, new EngineBrain(), pace, new ComputerQuota(), trustProxy);
  }

  ComputerModule(LiveGames games, AccountRepository accounts, PasswordHasher hasher, Sessions sessions,
      ObjectMapper json, InstantSource clock, ComputerBrain brain, double pace, ComputerQuota quota,
      boolean trustProxy) {
    this.pace = pace;
    this.quota = quota;
    this.trustProxy = trustProxy;
    this.games = games;
    this.sessions = sessions;
    this.json = json;
    this.clock = clock;
    this.brain = brain;
    this.players = new ComputerPlayers(accounts, hasher, clock);
    // On a cluster the computer follows its games: it sits down at one this node takes over from a node that died,
    // and gets up from one another node took from this one.
    games.onTakenOver(this::resume);
    games.onDropped(id -> {
      ComputerSeat seat = seats.get(id);
      if (seat != null) seat.close();
    });
  }

  /** After a restart, the computer sits down again at every game in progress it plays (after the live games' start). */
  public void start() {
    resumeSeats();
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/computer/levels", ctx -> {
      List<Map<String, Object>> levels = new ArrayList<>();
      for (int l = ComputerLevel.MIN; l <= ComputerLevel.MAX; l++) {
        levels.add(Map.of("level", l, "username", ComputerPlayers.username(l)));
      }
      ctx.json(Map.of("levels", levels));
    });
    routes.post("/api/computer/games", this::newGame);
  }

  private void newGame(Context ctx) {
    Account me = sessions.require(ctx).account();
    JsonNode body = JsonBody.object(ctx, json);
    JsonNode levelNode = body.path("level");
    if (!levelNode.isInt() || levelNode.asInt() < ComputerLevel.MIN || levelNode.asInt() > ComputerLevel.MAX) {
      throw ApiException.badRequest("invalid_level", "\"level\" é um número de 1 a 8.");
    }
    int level = levelNode.asInt();
    String control = JsonBody.optionalText(body, "timeControl");
    // Games against the computer are casual (never rated) and may go without a clock.
    GameTerms terms = ApiException.unwrap(GameTerms.read(JsonBody.optionalText(body, "game"), control == null ? "unlimited" : control,
        false, JsonBody.optionalText(body, "color")));
    boolean humanWhite = switch (terms.color()) {
      case WHITE -> true;
      case BLACK -> false;
      case RANDOM -> random.nextBoolean();
    };
    // The place is taken before the game is made, in one step with the count (ComputerQuota): requests at once
    // never hold more games than the limits.
    var taken = quota.take(me.id(), ClientAddress.client(ClientAddress.of(ctx, trustProxy)));
    if (taken.refused().isPresent()) throw ApiException.of(taken.refused().get());
    Account computer;
    LiveGame game;
    try {
      computer = players.of(level);
      game = games.create(GameSetup.online(terms.variant(), terms.control(), false),
          humanWhite ? me.id() : computer.id(), humanWhite ? computer.id() : me.id());
    } catch (RuntimeException e) {
      quota.giveBack(taken.place());
      throw e;
    }
    quota.made(taken.place(), game.id());
    seat(game, humanWhite ? Color.BLACK : Color.WHITE, level);
    ctx.status(201).json(Map.of("gameId", game.id(), "socket", "/ws/game/" + game.id(), "level", level,
        "computer", computer.username()));
  }

  private void seat(LiveGame game, Color color, int level) {
    ComputerSeat seat = new ComputerSeat(game, color, ComputerLevel.of(level, pace), brain, pool, clock, random,
        () -> {
          seats.remove(game.id());
          quota.left(game.id());
        });
    if (seats.putIfAbsent(game.id(), seat) == null) seat.sit(games.bus());
  }

  /** After a restart, the computer sits down again at every game in progress it plays. */
  private void resumeSeats() {
    int n = 0;
    for (LiveGame game : games.inProgress()) {
      if (resume(game)) n++;
    }
    if (n > 0) LOG.info("the computer resumed {} game(s)", n);
  }

  /** The computer sits down at the game when it plays in it (once: a seat taken already stays). */
  private boolean resume(LiveGame game) {
    int white = players.levelOf(game.stored().whiteId()), black = players.levelOf(game.stored().blackId());
    if (white > 0 && black == 0 && game.stored().blackId() != null) quota.resumed(game.id(), game.stored().blackId());
    if (black > 0 && white == 0 && game.stored().whiteId() != null) quota.resumed(game.id(), game.stored().whiteId());
    if (white > 0) seat(game, Color.WHITE, white);
    if (black > 0) seat(game, Color.BLACK, black);
    return white > 0 || black > 0;
  }

  @Override
  public void close() {
    for (ComputerSeat s : List.copyOf(seats.values())) s.close();
    pool.close();
  }
}
