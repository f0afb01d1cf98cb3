package org.tabuleiro.server.testing;

import java.time.Instant;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.auth.LoginLimits;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;

/** The whole server on a free loopback port, over a test database, with a clock the test can move. */
public final class TestServer implements AutoCloseable {
  public static final Instant START = Instant.parse("2026-03-01T10:00:00Z");

  private final ServerConfig config;
  private final MutableClock clock;
  private TabuleiroServer server;

  private TestServer(ServerConfig config, MutableClock clock) {
    this.config = config;
    this.clock = clock;
  }

  public static TestServer start(DatabaseConfig database) {
    return start(config(database));
  }

  public static TestServer start(DatabaseConfig database, LoginLimits limits) {
    return start(ServerConfig.forTests(database, TestData.root()).withLoginLimits(limits));
  }

  /** Behind a reverse proxy: the server takes each client's address from {@code X-Forwarded-For}. */
  public static TestServer behindProxy(DatabaseConfig database, LoginLimits limits) {
    return start(ServerConfig.forTests(database, TestData.root()).withLoginLimits(limits)
        .withTrustProxy(true));
  }

  public static TestServer start(ServerConfig config) {
    return start(config, new MutableClock(START));
  }

  /** A server whose clock goes on by itself ({@link MutableClock#running}): rate limits and clocks under load. */
  public static TestServer startRunning(ServerConfig config) {
    return start(config, MutableClock.running(START));
  }

  /** The defaults of {@link ServerConfig#forTests} on {@code database}. */
  public static ServerConfig config(DatabaseConfig database) {
    return ServerConfig.forTests(database, TestData.root());
  }

  private static TestServer start(ServerConfig config, MutableClock clock) {
    TestServer s = new TestServer(config, clock);
    s.server = TabuleiroServer.start(config, clock);
    return s;
  }


  public MutableClock clock() {
    return clock;
  }

  public TabuleiroServer server() {
    return server;
  }

  public DatabaseConfig database() {
    return config.database();
  }

  /** A new browser: its own cookie jar and CSRF token. */
  public ApiClient client() {
    return new ApiClient(server.port());
  }

  @Override
  public void close() {
    server.close();
  }
}
