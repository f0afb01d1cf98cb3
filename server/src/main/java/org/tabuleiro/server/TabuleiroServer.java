package org.tabuleiro.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.json.JavalinJackson;
import java.nio.file.Path;
import java.time.InstantSource;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.admin.AdminModule;
import org.tabuleiro.server.auth.AuthModule;
import org.tabuleiro.server.cluster.NodeHeartbeat;
import org.tabuleiro.server.cluster.RedisChat;
import org.tabuleiro.server.cluster.RedisLobby;
import org.tabuleiro.server.cluster.RedisNode;
import org.tabuleiro.server.cluster.RedisNotices;
import org.tabuleiro.server.cluster.RedisOnline;
import org.tabuleiro.server.cluster.RedisSeeks;
import org.tabuleiro.server.common.StartupRetry;
import org.tabuleiro.server.common.UnavailableException;
import org.tabuleiro.server.config.DataFolder;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.server.health.HealthFastPath;
import org.tabuleiro.server.health.HealthModule;
import org.tabuleiro.server.http.ApiErrors;
import org.tabuleiro.server.http.ConnectionsPerAddress;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.http.JettyThreads;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.http.RequestCharset;
import org.tabuleiro.server.http.SecurityHeaders;
import org.tabuleiro.server.live.LiveModule;
import org.tabuleiro.server.live.SocketGate;
import org.tabuleiro.server.lobby.LobbyModule;
import org.tabuleiro.server.profile.ProfileModule;
import org.tabuleiro.server.rating.RatingModule;
import org.tabuleiro.server.web.WebModule;

/**
 * The club server: the one place where the modules are wired together and the Javalin app is assembled.
 *
 * <pre>{@code
 * try (var server = TabuleiroServer.start(config)) {   // migrates the database, listens
 *   server.port();                                      // the real port when config.port() was 0
 * }
 * }</pre>
 *
 * A new part of the club (games, lobby, ratings) adds its {@code XxxModule} to {@link #modules}.
 */
public final class TabuleiroServer implements AutoCloseable {
  private final ServerConfig config;
  private final Database database;
  private final Javalin app;
  private final List<HttpModule> modules;
  private final RedisNode redis;   // null on a single server

  private TabuleiroServer(ServerConfig config, Database database, Javalin app, List<HttpModule> modules,
      RedisNode redis) {
    this.redis = redis;
    this.config = config;
    this.database = database;
    this.app = app;
    this.modules = modules;
  }

  public static TabuleiroServer start(ServerConfig config) {
    return start(config, InstantSource.system());
  }

  /** {@code clock} is the server's only source of time, so tests can move it (rate-limit windows, expiry). */
  public static TabuleiroServer start(ServerConfig config, InstantSource clock) {
    clock = millis(clock);
    DataFolder folder = DataFolder.of(config.dataDir());
    folder.prepare();   // writable, with room: else a one-line StorageException before any file is opened
    // A cluster node meets the others in Redis (docs/server/cluster.md); a single server needs none. Asked first: a
    // node that cannot start leaves the shared database as it found it (no migration).
    // Both waited for, up to StartupRetry.LIMIT, while they do not answer (booting with the machine, a busy CPU).
    RedisNode redis = config.cluster().isNode()
        ? StartupRetry.until("node " + config.cluster().node() + ": Redis at " + config.cluster().redisUrl(),
            StartupRetry.LIMIT, () -> RedisNode.connect(config.cluster()), e -> e instanceof UnavailableException)
        : null;
    Database database;
    try {
      database = StartupRetry.until(config.database().describe(), StartupRetry.LIMIT,
          () -> Database.open(closedByTheServer(config.database()), config.tuning().h2CompactCheck(),
              config.tuning().h2CompactMinGrowthBytes()),
          e -> !config.database().isH2() && StorageException.unreachable(e));
    } catch (RuntimeException e) {
      if (redis != null) redis.close();
      throw e;
    }
    try {
      ObjectMapper json = Json.mapper();
      List<HttpModule> modules = modules(database, clock, config, json, folder, redis);
      folder.makePrivate();   // the files the database and the journal have just created
      Javalin app = Javalin.create(c -> {
        c.startup.showJavalinBanner = false;
        c.startup.showOldJavalinVersionWarning = false;
        c.concurrency.useVirtualThreads = true;
        // Platform threads select, virtual threads handle; health is answered by Jetty before Javalin.
        c.jetty.threadPool = JettyThreads.platformSelectorsVirtualHandlers();
        c.jetty.modifyServer(server -> server.setHandler(new HealthFastPath(health(modules))));
        c.http.maxRequestSize = config.maxRequestBytes();
        // Behind a trusted proxy every connection is the proxy's: the proxy caps its clients, the gate their sockets.
        if (!config.trustProxy()) c.jetty.modifyServer(server -> server.addBean(
            new ConnectionsPerAddress(server, config.socketLimits().connectionsPerAddress())));
        c.jsonMapper(new JavalinJackson(json, false));
        SecurityHeaders.install(c.routes);
        ApiErrors.install(c.routes);
        RequestCharset.install(c.routes);
        modules.forEach(m -> m.addRoutes(c.routes));
      });
      app.start(config.host(), config.port());
      // Once it listens, ./tabuleiro admin may find it (DATA/admin-endpoint.properties).
      modules.stream().filter(AdminModule.class::isInstance).map(AdminModule.class::cast)
          .forEach(m -> m.listening(config.host(), app.port()));
      return new TabuleiroServer(config, database, app, modules, redis);
    } catch (RuntimeException e) {
      if (redis != null) redis.close();
      database.close();
      throw e;
    }
  }

  private static HealthModule health(List<HttpModule> modules) {
    return modules.stream().filter(HealthModule.class::isInstance).map(HealthModule.class::cast).findFirst()
        .orElseThrow();
  }

  private static List<HttpModule> modules(Database database, InstantSource clock, ServerConfig config,
      ObjectMapper json, DataFolder folder, RedisNode redis) {
    var accounts = new AccountModule(database.jdbi(), clock, config.tuning().passwordThreads());
    var auth = new AuthModule(database.jdbi(), clock, accounts, config.loginLimits(), config.https(),
        config.trustProxy(), json);
    var ratings = new RatingModule(database.jdbi(), clock);
    Path journal = folder.subfolder("journal");
    var gate = new SocketGate(config.socketLimits(), config.allowedOrigins(), config.trustProxy(), clock);
    var ends = new org.tabuleiro.server.live.GameEnds(ratings.onGameEnd());
    var noticeStore = new org.tabuleiro.server.notify.JdbiNoticeStore(database.jdbi(), json);
    var notifications = new org.tabuleiro.server.notify.Notifications(clock, json, noticeStore);
    noticeStore.start();
    var gameNotices = new org.tabuleiro.server.notify.GameNotices(notifications);
    // A cluster node owns the games it holds by a lease in the shared database (docs/server/cluster.md).
    var leases = redis == null ? null : new org.tabuleiro.server.game.GameLeases(database.jdbi(), database.beats(),
        redis.node());
    var live = new LiveModule(database.jdbi(), clock, auth.sessions(), accounts.service(), json, ends, journal, gate,
        gameNotices, config.tuning(), leases);
    gameNotices.tellOpponentsBack(live::adjourned,
        id -> accounts.service().find(id).map(org.tabuleiro.server.account.Account::username).orElse(null));
    var challenges = new org.tabuleiro.server.challenge.ChallengeModule(live.games(), clock, accounts.service(),
        auth.sessions(), json, redis == null ? null : new org.tabuleiro.server.cluster.RedisChallenges(redis, json));
    // The Lichess-compatible API (/lichess/): its event streams hear the challenges and the games' ends.
    var lichess = new org.tabuleiro.server.lichess.LichessModule(database.jdbi(), clock, accounts.service(),
        ratings.repository(), auth.sessions(), live.games(), live.archive(), challenges.service(), live.chat(), json,
        config.socketLimits().socketsPerAddress(), config.trustProxy(), false);
    challenges.service().onEvents(org.tabuleiro.server.challenge.ChallengeService.Events.both(
        new org.tabuleiro.server.notify.ChallengeNotices(notifications), lichess.challengeEvents()));
    ends.add(lichess.onGameEnd());
    var events = new org.tabuleiro.server.event.http.EventModule(database.jdbi(), clock, accounts.service(), auth.sessions(),
        json, live.games(), notifications, ends);
    var library = new org.tabuleiro.server.library.LibraryModule(database.jdbi(), clock, auth.sessions(), json,
        folder.subfolder("library-uploads"), new org.tabuleiro.server.library.LibraryClubSources(database.jdbi(),
            live.games(), live.repository(), accounts.service(), events),
        config.tuning().libraryMaxUploadMiB() << 20, config.tuning().analysis().toMillis(),
        config.cluster().isNode() ? config.cluster().node() : "");
    ends.add(library.onGameEnd());   // after the ratings: the game's PGN carries the ratings before it
    var arenas = new org.tabuleiro.server.arena.ArenaModule(database.jdbi(), clock, auth.sessions(), json, live.games(),
        live.repository(), notifications, ends);
    RedisSeeks sharedSeeks = redis == null ? null : new RedisSeeks(redis, json);
    var lobby = new LobbyModule(live.games(), clock, new java.security.SecureRandom(), auth.sessions(), json, gate,
        live.chat(), ratings.repository()::find, sharedSeeks);
    if (redis != null) {   // before any socket: chat and the lobby's feed reach every node
      RedisChat.attach(redis, json, live.chat());
      RedisLobby.attach(redis, json, lobby.feed());
      RedisNotices.attach(redis, json, notifications);
      var online = redis.closing(new RedisOnline(redis,
          () -> org.tabuleiro.server.notify.NotifyModule.playingHere(live.games())));
      notifications.onlineThrough(online);
      live.games().onHeldChanged(online::changed);   // a game's players shown playing (or not) on every node at once
      redis.closing(NodeHeartbeat.start(redis, sharedSeeks, lobby.feed()));
      // A game's events reach the sockets of every node; a player's commands reach the game's owner.
      // A new owner is told of the players' sockets here by its word on `owners`, sent once it holds the game.
      org.tabuleiro.server.cluster.RedisGameRelay.attach(redis, json, live.relayedBus());
      org.tabuleiro.server.cluster.RedisGameCommands.attach(redis, json, leases, live.forwardedCommands(),
          live.games());
    }
    // The club's timed work (arenas' pairing, events' rounds, the library's backfill) on one node of a cluster.
    var lead = redis == null ? org.tabuleiro.server.common.Leadership.SOLE
        : redis.closing(org.tabuleiro.server.cluster.RedisLeadership.start(redis));
    var computer = new org.tabuleiro.server.computer.ComputerModule(live.games(), accounts.repository(),
        accounts.hasher(), auth.sessions(), json, clock, config.tuning().computerPace(), config.trustProxy());
    // Everything is wired: the background work starts, the live games first (the others find them restored).
    live.start();
    events.start(lead);
    computer.start();
    library.start(lead);
    arenas.start(lead);
    var watch = new org.tabuleiro.server.watch.WatchModule(live.games(), ratings.repository(), accounts.service(), clock);
    if (redis != null) {   // the live games' list and the TV show every node's games
      watch.shareThrough(redis.closing(new org.tabuleiro.server.cluster.RedisLiveGames(redis, json)));
    }
    return List.of(
        new WebModule(),  // the browser front end, or the plain home page when it is not built
        redis == null ? new HealthModule(database, folder, journal, live::pendingEvents)
            : new HealthModule(database, folder, journal, live::pendingEvents, redis.node(), redis::state),
        new org.tabuleiro.server.laws.LawsModule(),  // the rule books: public, read once from the classpath
        auth,  // first after health: its before-handler checks CSRF for every /api route below
        new ProfileModule(accounts.service(), auth.sessions(), json),
        new org.tabuleiro.server.profile.AccountRoutes(accounts.service(), auth.sessions(),
            new org.tabuleiro.server.auth.PasswordResets(database.jdbi(), accounts.service(), clock),
            config.mail().sends() ? new org.tabuleiro.server.mail.SmtpMailer(config.mail())
                : org.tabuleiro.server.mail.Mailer.NONE, config.mail(), json),
        new AdminModule(database.jdbi(), accounts.service(), auth.sessions(), config.mail(), json, clock,
            config.dataDir()),
        // Before live: closed after it, which pushes notices until it stops.
        new org.tabuleiro.server.notify.NotifyModule(notifications, noticeStore, live.games(), auth.sessions(), gate),
        // Before live: its /api/games/live must be matched before the games' /api/games/{id}.
        watch,
        live,
        new org.tabuleiro.server.archive.ArchiveModule(live.archive(), accounts.service()),
        challenges,  // direct challenges (they create live games)
        lichess,  // the Lichess-compatible API under /lichess/, and the tokens of /api/account/tokens
        lobby,
        computer,
        ratings,
        events,
        library,
        arenas);
  }

  /**
   * H2 closes an embedded database from a shutdown hook of its own, which runs beside the server's (SIGTERM runs
   * every hook at once) and closed the database under the last flush of the move journal; {@link #close} closes it
   * after that flush instead.
   */
  static DatabaseConfig closedByTheServer(DatabaseConfig db) {
    if (!db.isH2() || db.url().toUpperCase(Locale.ROOT).contains(";DB_CLOSE_ON_EXIT=")) return db;
    return new DatabaseConfig(db.url() + ";DB_CLOSE_ON_EXIT=FALSE", db.user(), db.password(), db.schema());
  }

  /**
   * Both databases keep microseconds and the JDK clock gives more; whole milliseconds make a value read back equal
   * the value written, on H2 and PostgreSQL alike.
   */
  public static InstantSource millis(InstantSource clock) {
    return () -> clock.instant().truncatedTo(ChronoUnit.MILLIS);
  }

  public int port() {
    return app.port();
  }

  /** The address to print: {@code localhost} stands in for "every interface". */
  public String url() {
    String host = config.host().equals("0.0.0.0") || config.host().equals("::") ? "localhost" : config.host();
    return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port();
  }

  public Database database() {
    return database;
  }

  /** This node's leases of the live games it owns (docs/server/cluster.md); null on a single server. */
  public org.tabuleiro.server.game.GameLeases gameLeases() {
    for (HttpModule m : modules) {
      if (m instanceof LiveModule live) return live.leases();
    }
    return null;
  }

  /**
   * Stops listening, then the modules' background work in the reverse order of their start (the computer players
   * before the live games they play in; the live games store the journal's pending moves), then closes the database.
   */
  @Override
  public void close() {
    app.stop();
    try {
      for (HttpModule m : modules.reversed()) {
        if (m instanceof AutoCloseable c) c.close();
      }
    } catch (Exception e) {
      throw new IllegalStateException("closing the server's modules", e);
    } finally {
      if (redis != null) redis.close();
      database.close();
    }
  }
}
