package org.tabuleiro.bench;

import io.lettuce.core.RedisClient;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What the bench plays against: the club's only server ({@link BenchServer} in a child JVM), or a cluster of one
 * to three nodes, each a child JVM started as {@code serve --node} would be (PostgreSQL shared in one schema of the
 * run's own, Redis under a prefix of the run's own), behind Debian's HAProxy with the shipped
 * {@code deploy/haproxy.cfg} (with fewer than three nodes, its spare servers point at the last node). The bench then
 * connects to the balancer only; each game's requests and sockets carry the balancer's stickiness cookie
 * ({@link #pin}) naming the node that creates it, so both players are on the node that owns the game.
 */
final class BenchNodes implements AutoCloseable {
  static final String DEFAULT_DB_URL = "jdbc:postgresql://127.0.0.1:5432/test";
  static final String DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";
  private static final String[] NAMES = {"a", "b", "c"};

  private final List<BenchChild> nodes;
  private final Process balancer;
  private final int port;
  private final String redisUrl;
  private final String prefix;

  private BenchNodes(List<BenchChild> nodes, Process balancer, int port, String redisUrl, String prefix) {
    this.nodes = nodes;
    this.balancer = balancer;
    this.port = port;
    this.redisUrl = redisUrl;
    this.prefix = prefix;
  }

  /** {@code count} 0: the club's only server, as always; 1 to 3: that many cluster nodes behind HAProxy. */
  static BenchNodes start(Path dir, int count, List<String> jvm, PrintStream progress)
      throws IOException, InterruptedException {
    if (count == 0) {
      BenchChild server = BenchChild.start(dir, jvm);
      return new BenchNodes(List.of(server), null, server.port(), null, null);
    }
    if (count > NAMES.length) throw new IllegalArgumentException("deploy/haproxy.cfg names 3 nodes");
    long pid = ProcessHandle.current().pid();
    String redisUrl = property(jvm, "tabuleiro.bench.redisUrl", DEFAULT_REDIS_URL);
    String prefix = "bench-" + pid + ":";
    List<String> shared = new ArrayList<>(jvm);
    if (property(jvm, "tabuleiro.bench.dbUrl", null) == null) {
      shared.addAll(List.of("-Dtabuleiro.bench.dbUrl=" + DEFAULT_DB_URL, "-Dtabuleiro.bench.dbUser=postgres"));
    }
    shared.addAll(List.of("-Dtabuleiro.bench.dbSchema=bench_" + pid, "-Dtabuleiro.bench.redisUrl=" + redisUrl,
        "-Dtabuleiro.bench.redisPrefix=" + prefix));
    List<BenchChild> nodes = new ArrayList<>();
    try {
      for (int i = 0; i < count; i++) {
        // One after the other: the first migrates the schema; it alone drops it at the end, stopped last.
        List<String> own = new ArrayList<>(shared);
        own.add("-Dtabuleiro.bench.node=" + NAMES[i]);
        if (i > 0) own.add("-Dtabuleiro.bench.keepSchema=true");
        nodes.add(BenchChild.start(Files.createDirectories(dir.resolve(NAMES[i])), own));
        progress.printf("node %s on port %d%n", NAMES[i], nodes.get(i).port());
      }
      int port = freePort();
      Process haproxy = haproxy(dir, port, nodes);
      progress.printf("HAProxy on port %d (deploy/haproxy.cfg)%n", port);
      return new BenchNodes(nodes, haproxy, port, redisUrl, prefix);
    } catch (IOException | RuntimeException | InterruptedException e) {
      for (int i = nodes.size() - 1; i >= 0; i--) nodes.get(i).close();
      throw e;
    }
  }

  int size() {
    return nodes.size();
  }

  /** Where the bench connects: the server's port, or the balancer's. */
  int port() {
    return port;
  }

  /**
   * What game {@code n}'s requests and sockets add to their cookies: the node that holds it ("" for one server, and
   * with {@code -Dtabuleiro.bench.unpinned=true}: the balancer then picks a node for every request and socket, and
   * the moves of a socket on a node that does not own its game are forwarded to the owner).
   */
  String pin(int n) {
    return balancer == null || Boolean.getBoolean("tabuleiro.bench.unpinned") ? ""
        : "; TABULEIRO_NODE=" + NAMES[n % nodes.size()];
  }

  /** The servers' used heap after a full collection, summed. */
  long heap() throws InterruptedException {
    long sum = 0;
    for (BenchChild node : nodes) sum += node.heap();
    return sum;
  }

  /** Each server's used heap after a full collection. */
  List<Long> heaps() throws InterruptedException {
    List<Long> heaps = new ArrayList<>();
    for (BenchChild node : nodes) heaps.add(node.heap());
    return heaps;
  }

  /** The players, made in the (shared) database and signed in through the first server. */
  List<String[]> seed(int pairs) throws IOException, InterruptedException {
    return nodes.getFirst().seed(pairs);
  }

  @Override
  public void close() throws InterruptedException {
    if (balancer != null) {
      balancer.destroy();
      if (!balancer.waitFor(10, TimeUnit.SECONDS)) balancer.destroyForcibly();
    }
    for (int i = nodes.size() - 1; i >= 0; i--) nodes.get(i).close();
    if (prefix != null) {
      RedisClient client = RedisClient.create(redisUrl);
      try (var c = client.connect()) {
        var keys = c.sync().keys(prefix + "*");
        if (!keys.isEmpty()) c.sync().del(keys.toArray(String[]::new));
      } finally {
        client.shutdown();
      }
    }
  }

  private static Process haproxy(Path dir, int port, List<BenchChild> nodes) throws IOException, InterruptedException {
    String haproxy = Files.isExecutable(Path.of("/usr/sbin/haproxy")) ? "/usr/sbin/haproxy" : "haproxy";
    Path log = dir.resolve("haproxy.log");
    var builder = new ProcessBuilder(haproxy, "-db", "-f", config().toString())
        .redirectErrorStream(true).redirectOutput(log.toFile());
    int last = nodes.size() - 1;
    builder.environment().putAll(Map.of("TABULEIRO_BALANCER_BIND", "127.0.0.1:" + port,
        "TABULEIRO_NODE_A", "127.0.0.1:" + nodes.get(0).port(),
        "TABULEIRO_NODE_B", "127.0.0.1:" + nodes.get(Math.min(1, last)).port(),
        "TABULEIRO_NODE_C", "127.0.0.1:" + nodes.get(Math.min(2, last)).port(),
        // The shipped 300,000 needs a descriptor limit HAProxy may not raise here: 9,000 unless told.
        "TABULEIRO_BALANCER_MAXCONN", System.getenv().getOrDefault("TABULEIRO_BALANCER_MAXCONN", "9000")));
    Process p;
    try {
      p = builder.start();
    } catch (IOException e) {
      throw new IOException("haproxy is not installed (apt-get install haproxy): " + e.getMessage(), e);
    }
    long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (System.nanoTime() < deadline) {
      if (!p.isAlive()) throw new IOException("haproxy stopped: " + Files.readString(log));
      boolean all = true;
      for (int i = 0; i < nodes.size(); i++) all &= answers(port, NAMES[i]);
      if (all) return p;
      Thread.sleep(100);
    }
    p.destroyForcibly();
    throw new IOException("haproxy did not pass every node's health check: " + Files.readString(log));
  }

  /**
   * deploy/haproxy.cfg, from the working folder or its parents (the repository), or where
   * {@code -Dtabuleiro.bench.haproxyConfig} says.
   */
  private static Path config() throws IOException {
    String given = System.getProperty("tabuleiro.bench.haproxyConfig");
    if (given != null) return Path.of(given);
    for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
      Path cfg = d.resolve("deploy").resolve("haproxy.cfg");
      if (Files.isRegularFile(cfg)) return cfg;
    }
    throw new IOException("deploy/haproxy.cfg not found from " + Path.of("").toAbsolutePath());
  }

  private static boolean answers(int port, String node) throws InterruptedException {
    var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/health"))
        .header("Cookie", "TABULEIRO_NODE=" + node).timeout(Duration.ofSeconds(2)).build();
    try (HttpClient http = HttpClient.newHttpClient()) {
      HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
      return r.statusCode() == 200 && r.body().contains("\"node\":\"" + node + "\"");
    } catch (IOException e) {
      return false;
    }
  }

  private static String property(List<String> jvm, String name, String fallback) {
    String prefix = "-D" + name + "=";
    return jvm.stream().filter(o -> o.startsWith(prefix)).map(o -> o.substring(prefix.length())).findFirst()
        .orElse(fallback);
  }

  private static int freePort() throws IOException {
    try (var s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }
}
