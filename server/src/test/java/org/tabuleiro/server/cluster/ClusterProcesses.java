package org.tabuleiro.server.cluster;

import io.lettuce.core.RedisClient;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.testing.ServerProcess;
import org.tabuleiro.server.testing.TestData;
import org.tabuleiro.server.testing.TestDatabase;

/**
 * A cluster's nodes as separate JVMs ({@link ServerProcess}, each a {@code serve --node}), so that {@code kill -9}
 * is real: one fresh PostgreSQL schema and a Redis prefix of their own, each node on a port chosen once (a killed
 * node restarts where its balancer looks for it) and a data folder of its own, optionally {@link Haproxy} in front
 * with the shipped {@code deploy/haproxy.cfg}. Closing stops everything, deletes the prefix's keys and drops the
 * schema.
 */
final class ClusterProcesses implements AutoCloseable {
  private static final Duration START = Duration.ofSeconds(120);

  private final TestDatabase.Fresh database;
  private final String redisUrl;
  private final String prefix;
  private final String[] names;
  private final int[] ports;
  private final ServerProcess[] nodes;
  private final Path root;
  private final List<String> jvm;
  private Haproxy balancer;
  private Database direct;
  private final List<String> past = new java.util.concurrent.CopyOnWriteArrayList<>();   // killed runs' logs

  private ClusterProcesses(String redisUrl, String[] names, List<String> jvm) throws IOException {
    this.database = TestDatabase.POSTGRESQL.fresh();
    this.redisUrl = redisUrl;
    this.prefix = "test-" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt()) + ":";
    this.names = names.clone();
    this.ports = new int[names.length];
    this.nodes = new ServerProcess[names.length];
    this.root = TestData.dir("cluster-" + prefix.replace(":", "")).toAbsolutePath();
    this.jvm = List.copyOf(jvm);
    for (int i = 0; i < names.length; i++) ports[i] = freePort();
  }

  /**
   * Nodes {@code names} on {@code redisUrl}, started one after the other (the first migrates the schema);
   * {@code jvm}: more {@code -D} options for every node's JVM.
   */
  static ClusterProcesses start(String redisUrl, List<String> jvm, String... names) throws Exception {
    var cluster = new ClusterProcesses(redisUrl, names, jvm);
    try {
      for (int i = 0; i < names.length; i++) cluster.restart(i);
    } catch (Exception | AssertionError e) {
      cluster.close();
      throw e;
    }
    return cluster;
  }

  /** HAProxy in front of the (three) nodes, with the shipped config; started once. */
  Haproxy balancer() throws IOException, InterruptedException {
    if (balancer == null) balancer = Haproxy.start(ports);
    return balancer;
  }

  int size() {
    return names.length;
  }

  String name(int i) {
    return names[i];
  }

  int indexOf(String name) {
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(name)) return i;
    }
    throw new IllegalArgumentException("no node " + name);
  }

  int port(int i) {
    return ports[i];
  }

  boolean isUp(int i) {
    return nodes[i] != null;
  }

  /** SIGKILL of node {@code i}: no shutdown hook, nothing flushed, its lease left to expire. */
  void kill(int i) throws InterruptedException {
    ServerProcess node = nodes[i];
    nodes[i] = null;
    if (node != null) {
      node.kill();
      past.addAll(node.log());
    }
  }

  /** The lines of every node's log so far (killed runs' too) that contain {@code fragment}. */
  List<String> logged(String fragment) {
    List<String> all = new ArrayList<>(past);
    for (ServerProcess node : nodes) {
      if (node != null) all.addAll(node.log());
    }
    return all.stream().filter(line -> line.contains(fragment)).toList();
  }

  /** Starts node {@code i} (again) on its port and data folder; returns once its health answers 200. */
  void restart(int i) throws IOException, InterruptedException {
    if (nodes[i] != null) throw new IllegalStateException("node " + names[i] + " is running");
    List<String> properties = new ArrayList<>(jvm);
    properties.addAll(List.of("-Dtabuleiro.test.node=" + names[i], "-Dtabuleiro.test.redisUrl=" + redisUrl,
        "-Dtabuleiro.test.redisPrefix=" + prefix, "-Dtabuleiro.test.port=" + ports[i]));
    nodes[i] = ServerProcess.start(root.resolve(names[i]), database.config(), properties, START);
  }

  /** The shared database, opened by this JVM (after the first node migrated it): for seeding and for checks. */
  synchronized Database database() {
    if (direct == null) direct = Database.open(database.config());
    return direct;
  }

  @Override
  public void close() {
    if (balancer != null) balancer.close();
    for (int i = nodes.length - 1; i >= 0; i--) {
      if (nodes[i] != null) nodes[i].close();
      nodes[i] = null;
    }
    if (direct != null) direct.close();
    try {
      RedisClient client = RedisClient.create(redisUrl);
      try (var c = client.connect()) {
        var keys = c.sync().keys(prefix + "*");
        if (!keys.isEmpty()) c.sync().del(keys.toArray(String[]::new));
      } finally {
        client.shutdown();
      }
    } catch (RuntimeException e) {
      // nothing to delete from a Redis that is gone
    }
    try {
      database.close();
    } catch (Exception e) {
      throw new IllegalStateException("dropping the test schema", e);
    }
  }

  static int freePort() throws IOException {
    try (var s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }
}
