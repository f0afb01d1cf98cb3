package org.tabuleiro.server.arena;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.InstantSource;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jdbi.v3.core.Jdbi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.play.TimeControlException;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.common.Leadership;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.server.live.GameEndListener;
import org.tabuleiro.server.live.GameEnds;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.notify.Notifications;

/**
 * Arenas under {@code /api/arenas} (docs/server/events.md, "Arenas"): created by arbiters and admins, joined and left by
 * players, their leaderboard live, their games listed. One {@link ArenaDirector} per arena not yet over; a tick every
 * {@link #TICK_MILLIS} ms, from {@link #start}, pairs what is due; a game's end reaches its director off the game's
 * thread.
 */
public final class ArenaModule implements HttpModule, GameEndListener, AutoCloseable {
  static final int TICK_MILLIS = 250;
  static final int MAX_MINUTES = 720;
  /** On a cluster, every this many ticks each node catches up with the arenas' stored state. */
  static final int CATCH_UP_TICKS = 4;
  private static final Logger LOG = LoggerFactory.getLogger(ArenaModule.class);

  private final ArenaRepository repo;
  private final LiveGames live;
  private final Notifications notices;
  private final Sessions sessions;
  private final ObjectMapper json;
  private final InstantSource clock;
  private final Map<Long, ArenaDirector> directors = new ConcurrentHashMap<>();
  private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "tabuleiro-arenas");
    t.setDaemon(true);
    return t;
  });
  private final ExecutorService ends = Executors.newVirtualThreadPerTaskExecutor();
  private volatile Leadership lead = Leadership.SOLE;
  private long ticks;         // the ticker's own
  private boolean ledBefore;  // the ticker's own: this node led at the last tick

  public ArenaModule(Jdbi jdbi, InstantSource clock, Sessions sessions, ObjectMapper json, LiveGames live,
      GameRepository games, Notifications notices, GameEnds gameEnds) {
    this.repo = new ArenaRepository(jdbi, games);
    this.live = live;
    this.notices = notices;
    this.sessions = sessions;
    this.json = json;
    this.clock = clock;
    for (Arena a : repo.notOver(clock.instant())) director(a);
    gameEnds.add(this);
  }

  /** Starts the tick that pairs the arenas; {@link #close} stops it. */
  public void start() {
    start(Leadership.SOLE);
  }

  /**
   * As {@link #start()}, pairing only while this node leads the arenas ({@link Leadership.Work#ARENAS}). On a
   * cluster, every node's directors catch up with the database every {@link #CATCH_UP_TICKS} ticks (joins, pauses,
   * games paired and ended on other nodes), and a new leader's before it pairs.
   */
  public void start(Leadership lead) {
    this.lead = lead;
    ticker.scheduleWithFixedDelay(this::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
  }

  private ArenaDirector director(Arena a) {
    return directors.computeIfAbsent(a.id(), id -> {
      ArenaDirector d = new ArenaDirector(a, repo, live, notices, clock, new java.util.Random(),
          repo.ratings(repo.players(a.id()).keySet(), a.game().key(), pool(a)), pool(a),
          () -> lead.isLeader(Leadership.Work.ARENAS));
      d.restore();
      return d;
    });
  }

  private static String pool(Arena a) {
    return TimeControl.parse(a.timeControl()).ratingPool().map(p -> p.name().toLowerCase(Locale.ROOT)).orElse("blitz");
  }

  private void tick() {
    Instant now = clock.instant();
    boolean leads = lead.isLeader(Leadership.Work.ARENAS);
    boolean catchUp = !lead.isSole() && (ticks++ % CATCH_UP_TICKS == 0 || leads && !ledBefore);
    ledBefore = leads;
    if (catchUp) {
      try {
        for (Arena a : repo.notOver(now)) director(a);   // created on another node
      } catch (RuntimeException e) {
        LOG.error("arenas: not read back: {}", e.toString());
      }
    }
    for (ArenaDirector d : directors.values()) {
      try {
        if (catchUp) d.catchUp();
        d.pairNow();
      } catch (RuntimeException e) {
        LOG.error("arena {}: pairing failed: {}", d.arena().id(), e.toString());
      }
      // Over for an hour: its games have ended long since; the stored games keep its scores.
      if (d.arena().endsAt().plusSeconds(3600).isBefore(now)) directors.remove(d.arena().id());
    }
  }

  @Override
  public void gameEnded(StoredGame stored, Game game) {
    if (stored.origin() == null || !stored.origin().kind().equals("arena")) return;
    long[] n = stored.origin().numbers();
    ArenaDirector d = directors.get(n[0]);
    if (d != null) ends.execute(() -> d.gameEnded(stored, n[1], game));
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.post("/api/arenas", this::create);
    routes.get("/api/arenas", ctx -> ctx.json(Map.of("arenas", repo.all().stream().map(this::summary).toList())));
    routes.get("/api/arenas/{id}", this::show);
    routes.get("/api/arenas/{id}/games", this::games);
    routes.post("/api/arenas/{id}/join", this::join);
    routes.post("/api/arenas/{id}/pause", this::pause);
  }

  private void create(Context ctx) {
    Account me = sessions.require(ctx).account();
    if (!me.hasRole(Role.ARBITER) && !me.hasRole(Role.ADMIN)) {
      throw new ApiException(403, "not_arbiter", "Só contas com o papel de árbitro (ou administradores) podem criar arenas.");
    }
    JsonNode b = JsonBody.object(ctx, json);
    String name = JsonBody.optionalText(b, "name");
    if (name == null || name.isBlank()) throw ApiException.badRequest("missing_field", "Falta o campo \"name\".");
    if (name.strip().length() > 100) throw ApiException.badRequest("invalid_field", "O campo \"name\" tem mais de 100 caracteres.");
    GameVariant game;
    try {
      game = GameVariant.byKey(Optional.ofNullable(JsonBody.optionalText(b, "game")).orElse("chess"));
    } catch (IllegalArgumentException e) {
      throw ApiException.badRequest("invalid_game", "Jogo desconhecido: use chess, international ou brazilian.");
    }
    String tcText = JsonBody.optionalText(b, "timeControl");
    if (tcText == null) throw ApiException.badRequest("missing_field", "Falta o campo \"timeControl\" (ex.: 3+0).");
    TimeControl tc;
    try {
      tc = TimeControl.parse(tcText);
    } catch (TimeControlException e) {
      throw ApiException.badRequest("invalid_time_control", "Ritmo inválido: " + e.getMessage());
    }
    if (tc.ratingPool().isEmpty() || tc.ratingPool().get() == RatingPool.CORRESPONDENCE || tc instanceof TimeControl.Unlimited) {
      throw ApiException.badRequest("invalid_time_control", "Uma arena precisa de um ritmo com relógio ao vivo (ex.: 3+0, 1+0), não \"" + tcText + "\".");
    }
    int minutes = integer(b, "minutes", null, 1, MAX_MINUTES, "invalid_minutes", "\"minutes\" (duração da arena) deve estar entre 1 e " + MAX_MINUTES + ".");
    int wait = integer(b, "waitSeconds", 30, 5, 600, "invalid_wait", "\"waitSeconds\" (espera pelo primeiro lance) deve estar entre 5 e 600 segundos.");
    boolean rated = bool(b, "rated", true), berserk = bool(b, "berserk", true);
    Instant startsAt = clock.instant();
    String at = JsonBody.optionalText(b, "startsAt");
    if (at != null) {
      try {
        startsAt = OffsetDateTime.parse(at).toInstant();
      } catch (DateTimeParseException e) {
        throw ApiException.badRequest("invalid_date", "\"startsAt\" deve ser uma data e hora ISO 8601 com fuso, ex.: 2026-03-01T15:00:00-03:00.");
      }
    }
    long id = repo.create(name.strip(), game, tc.toString(), rated, berserk, wait, startsAt, minutes, me.id(), clock.instant());
    Arena a = repo.find(id).orElseThrow();
    director(a);
    ctx.status(201).json(Map.of("id", id, "arena", summary(a)));
  }

  private Map<String, Object> summary(Arena a) {
    Instant now = clock.instant();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", a.id());
    m.put("name", a.name());
    m.put("game", a.game().key());
    m.put("timeControl", a.timeControl());
    m.put("rated", a.rated());
    m.put("berserk", a.berserk());
    m.put("waitSeconds", a.waitSeconds());
    m.put("minutes", a.minutes());
    m.put("startsAt", a.startsAt().toString());
    m.put("endsAt", a.endsAt().toString());
    m.put("status", a.status(now));
    ArenaDirector d = directors.get(a.id());
    m.put("players", d == null ? repo.players(a.id()).size() : d.playerCount());
    return m;
  }

  private void show(Context ctx) {
    Arena a = arena(ctx);
    Map<String, Object> m = summary(a);
    Instant now = clock.instant();
    m.put("now", now.toString());
    m.put("secondsLeft", Math.max(0, java.time.Duration.between(now, a.endsAt()).toSeconds()));
    ArenaDirector d = directors.get(a.id());
    List<Map<String, Object>> board = d != null ? d.leaderboard() : finalBoard(a);
    m.put("leaderboard", board);
    sessions.current(ctx).ifPresent(s -> m.put("joined", d != null && d.isIn(s.account().id())));
    ctx.header("Cache-Control", "no-cache");
    ctx.json(m);
  }

  /** An arena over long ago: its leaderboard from its stored games. */
  private List<Map<String, Object>> finalBoard(Arena a) {
    ArenaDirector d = new ArenaDirector(a, repo, live, notices, clock, new java.util.Random(),
        repo.ratings(repo.players(a.id()).keySet(), a.game().key(), pool(a)), pool(a), () -> false);
    d.restore();
    return d.leaderboard();
  }

  private void games(Context ctx) {
    Arena a = arena(ctx);
    List<ArenaGame> games = repo.games(a.id());
    Map<Long, String> names = repo.usernames(games.stream().flatMap(g -> java.util.stream.Stream.of(g.white(), g.black())).distinct().toList());
    ctx.json(Map.of("games", games.stream().map(g -> {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("gameId", g.gameId());
      m.put("pairing", g.pairing());
      m.put("white", names.get(g.white()));
      m.put("black", names.get(g.black()));
      m.put("result", g.result());
      m.put("whiteBerserk", g.whiteBerserk());
      m.put("blackBerserk", g.blackBerserk());
      m.put("createdAt", g.createdAt().toString());
      m.put("endedAt", g.endedAt() == null ? null : g.endedAt().toString());
      return m;
    }).toList()));
  }

  private void join(Context ctx) {
    Account me = sessions.require(ctx).account();
    Arena a = arena(ctx);
    if (a.status(clock.instant()).equals("finished")) {
      throw new ApiException(409, "arena_finished", "A arena já terminou.");
    }
    int rating = repo.ratings(List.of(me.id()), a.game().key(), pool(a)).getOrDefault(me.id(), 1500);
    director(a).join(me.id(), me.username(), rating);
    ctx.json(Map.of("joined", true, "status", a.status(clock.instant())));
  }

  private void pause(Context ctx) {
    Account me = sessions.require(ctx).account();
    Arena a = arena(ctx);
    ArenaDirector d = directors.get(a.id());
    if (d == null || !d.isIn(me.id()) || !d.pause(me.id())) {
      throw new ApiException(409, "not_joined", "Você não está jogando nesta arena.");
    }
    ctx.json(Map.of("joined", false));
  }

  private Arena arena(Context ctx) {
    String v = ctx.pathParam("id");
    if (!v.matches("\\d{1,18}")) throw new ApiException(404, "arena_not_found", "Arena não encontrada: " + v + ".");
    return repo.find(Long.parseLong(v)).orElseThrow(() -> new ApiException(404, "arena_not_found", "Arena não encontrada: " + v + "."));
  }

  private static int integer(JsonNode b, String field, Integer fallback, int min, int max, String code, String message) {
    JsonNode v = b.path(field);
    if (v.isMissingNode() || v.isNull()) {
      if (fallback == null) throw ApiException.badRequest("missing_field", "Falta o campo \"" + field + "\".");
      return fallback;
    }
    if (!v.isIntegralNumber() || !v.canConvertToInt() || v.intValue() < min || v.intValue() > max) {
      throw ApiException.badRequest(code, message);
    }
    return v.intValue();
  }

  private static boolean bool(JsonNode b, String field, boolean fallback) {
    JsonNode v = b.path(field);
    if (v.isMissingNode() || v.isNull()) return fallback;
    if (!v.isBoolean()) throw ApiException.badRequest("invalid_field", "O campo \"" + field + "\" deve ser true ou false.");
    return v.booleanValue();
  }

  @Override
  public void close() {
    ticker.shutdownNow();
    try {
      ticker.awaitTermination(2, TimeUnit.SECONDS);   // a tick under way ends before the database closes
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    ends.shutdown();
  }
}
