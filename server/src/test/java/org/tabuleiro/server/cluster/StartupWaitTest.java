package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.common.StartupRetry;
import org.tabuleiro.server.config.ClusterConfig;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.server.testing.PrivatePostgres;
import org.tabuleiro.server.testing.TestData;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * A node whose Redis or PostgreSQL does not answer yet at start waits for it ({@link StartupRetry}, up to
 * {@link StartupRetry#LIMIT}) instead of failing at its first try: each is started late ({@link #LATE},
 * {@link #LATE_DATABASE}) after the node, and the node starts then. A database that answers but refuses (no such
 * database) fails at once. About 25 s.
 */
class StartupWaitTest {
  private static final Duration LATE = Duration.ofSeconds(3);
  /**
   * PostgreSQL's lateness: longer than the one try the pool makes when it opens (it waits up to its connection
   * timeout, 10 s, for a first connection), so that only trying again starts the node.
   */
  private static final Duration LATE_DATABASE = Duration.ofSeconds(12);

  @Test
  void aNodeWaitsForARedisThatIsNotUpYet() throws Exception {
    int port = RedisOutageTest.freePort();
    Process redis = null;
    try (var fresh = TestDatabase.POSTGRESQL.fresh()) {
      var starting = start(node(fresh.config(), "redis://127.0.0.1:" + port));
      Thread.sleep(LATE.toMillis());
      assertTrue(!starting.isDone(), "the node waits for its Redis: " + outcome(starting));
      redis = RedisDownTest.startRedis(port);
      try (TestServer node = starting.get(30, TimeUnit.SECONDS)) {
        assertEquals("up", node.client().get("/api/health").json().path("redis").asText());
      }
    } finally {
      if (redis != null) redis.destroyForcibly().waitFor();
    }
  }

  @Test
  void aNodeWaitsForAPostgresThatIsNotUpYetButNotForOneThatRefuses() throws Exception {
    try (var pg = PrivatePostgres.running()) {
      pg.stop();
      var starting = start(node(pg.config("club"), ClusterNodes.REDIS_URL));
      Thread.sleep(LATE_DATABASE.toMillis());
      assertTrue(!starting.isDone(), "the node waits for its database: " + outcome(starting));
      pg.start();
      try (TestServer node = starting.get(60, TimeUnit.SECONDS)) {
        assertEquals(200, node.client().get("/api/health").status());
      }

      var missing = new DatabaseConfig(pg.url().replace("/postgres", "/no_such_database"), "postgres", "", null);
      long started = System.nanoTime();
      assertThrows(StorageException.class, () -> TestServer.start(node(missing, ClusterNodes.REDIS_URL)).close());
      long took = (System.nanoTime() - started) / 1_000_000;
      assertTrue(took < 10_000, "a database that refuses is not waited for: " + took + " ms");
    }
  }

  private static ServerConfig node(DatabaseConfig database, String redisUrl) {
    String prefix = "test-start-" + System.nanoTime() + ":";
    return TestServer.config(database).withCluster(ClusterConfig.node("a", redisUrl, prefix))
        .withDataDir(TestData.dir("startup-" + System.nanoTime()));
  }

  private static CompletableFuture<TestServer> start(ServerConfig config) {
    return CompletableFuture.supplyAsync(() -> TestServer.start(config));
  }

  private static String outcome(CompletableFuture<TestServer> starting) {
    if (!starting.isDone()) return "still starting";
    try {
      starting.join().close();
      return "started";
    } catch (RuntimeException e) {
      return "failed: " + e.getMessage();
    }
  }
}
