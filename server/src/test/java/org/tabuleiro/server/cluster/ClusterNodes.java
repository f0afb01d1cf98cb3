package org.tabuleiro.server.cluster;

import io.lettuce.core.RedisClient;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.tabuleiro.server.config.ClusterConfig;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.testing.TestData;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * Several nodes of one club in this JVM, each on its own loopback port and data folder, sharing a fresh PostgreSQL
 * schema and a Redis under a prefix of their own (so parallel runs on the machine's Redis never meet). Closing stops
 * the nodes, deletes the prefix's keys and drops the schema.
 */
final class ClusterNodes implements AutoCloseable {
  /** The machine's Redis, as CI starts it: {@code TABULEIRO_TEST_REDIS_URL} or the loopback's 6379. */
  static final String REDIS_URL = System.getenv().getOrDefault("TABULEIRO_TEST_REDIS_URL", "redis://127.0.0.1:6379");

  private final DatabaseConfig database;
  private final TestDatabase.Fresh fresh;   // the schema dropped at the end; null on a database the test owns
  private final String redisUrl;
  private final String prefix;
  private final List<TestServer> nodes = new ArrayList<>();
  private final java.util.Set<Integer> stopped = new java.util.HashSet<>();

  private ClusterNodes(DatabaseConfig database, TestDatabase.Fresh fresh, String redisUrl, String prefix) {
    this.database = database;
    this.fresh = fresh;
    this.redisUrl = redisUrl;
    this.prefix = prefix;
  }

  /** {@code names.length} nodes on {@code redisUrl}, started one after the other (the first migrates the schema). */
  static ClusterNodes start(String redisUrl, String... names) {
    var fresh = TestDatabase.POSTGRESQL.fresh();
    return start(fresh.config(), fresh, redisUrl, names);
  }

  /** As {@link #start(String, String...)}, on a database the test owns (a private PostgreSQL), left as it is. */
  static ClusterNodes start(DatabaseConfig database, String redisUrl, String... names) {
    return start(database, null, redisUrl, names);
  }

  private static ClusterNodes start(DatabaseConfig database, TestDatabase.Fresh fresh, String redisUrl,
      String... names) {
    String prefix = "test-" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt()) + ":";
    var cluster = new ClusterNodes(database, fresh, redisUrl, prefix);
    try {
      for (String name : names) cluster.nodes.add(TestServer.start(cluster.config(name)));
    } catch (RuntimeException e) {
      cluster.close();
      throw e;
    }
    return cluster;
  }

  ServerConfig config(String name) {
    Path dir = TestData.dir("cluster-" + prefix.replace(":", ""), name);
    return TestServer.config(database).withCluster(ClusterConfig.node(name, redisUrl, prefix))
        .withDataDir(dir);
  }

  TestServer node(int i) {
    return nodes.get(i);
  }

  /** Stops node {@code i}, as a node taken out of service (its sockets close, its port stops answering). */
  void stop(int i) {
    if (stopped.add(i)) nodes.get(i).close();
  }

  String prefix() {
    return prefix;
  }

  @Override
  public void close() {
    for (int i = nodes.size() - 1; i >= 0; i--) {
      try {
        stop(i);
      } catch (RuntimeException e) {
        // the others still close
      }
    }
    try {
      RedisClient client = RedisClient.create(redisUrl);
      try (var c = client.connect()) {
        var keys = c.sync().keys(prefix + "*");
        if (!keys.isEmpty()) c.sync().del(keys.toArray(String[]::new));
      } finally {
        client.shutdown();
      }
    } catch (RuntimeException e) {
      // a Redis that is gone (the test stopped it) holds no keys to delete
    }
    try {
      if (fresh != null) fresh.close();
    } catch (Exception e) {
      throw new IllegalStateException("dropping the test schema", e);
    }
  }
}
