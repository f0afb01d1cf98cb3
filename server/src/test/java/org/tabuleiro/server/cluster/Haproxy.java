package org.tabuleiro.server.cluster;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.tabuleiro.server.testing.TestData;

/**
 * Debian's HAProxy (tools/test-services installs it) with the shipped {@code deploy/haproxy.cfg}, on a free
 * loopback port, in front of three nodes on the given ports. A request may pick its node with the balancer's
 * stickiness cookie ({@link #pin}).
 */
final class Haproxy implements AutoCloseable {
  private static final Path CONFIG = Path.of("..", "deploy", "haproxy.cfg");
  /**
   * The connections it takes at once: the shipped 300,000 makes HAProxy raise its descriptor limit to 600,000, which
   * a test's user may not be allowed (HAProxy then refuses to start); 9,000 is plenty for any test here.
   */
  static final String MAXCONN = "9000";

  private final Process process;
  private final int port;

  private Haproxy(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  /** Starts it and returns once every node answers through it (health checks passed). */
  static Haproxy start(int[] nodePorts) throws IOException, InterruptedException {
    if (nodePorts.length != 3) throw new IllegalArgumentException("deploy/haproxy.cfg names three nodes");
    String haproxy = Files.isExecutable(Path.of("/usr/sbin/haproxy")) ? "/usr/sbin/haproxy" : "haproxy";
    int port = ClusterProcesses.freePort();
    Path log = TestData.dir("haproxy-" + port + ".log");
    Files.createDirectories(log.getParent());
    var builder = new ProcessBuilder(haproxy, "-db", "-f", CONFIG.toString())
        .redirectErrorStream(true).redirectOutput(log.toFile());
    builder.environment().putAll(Map.of("TABULEIRO_BALANCER_BIND", "127.0.0.1:" + port,
        "TABULEIRO_NODE_A", "127.0.0.1:" + nodePorts[0], "TABULEIRO_NODE_B", "127.0.0.1:" + nodePorts[1],
        "TABULEIRO_NODE_C", "127.0.0.1:" + nodePorts[2], "TABULEIRO_BALANCER_MAXCONN", MAXCONN));
    Process p;
    try {
      p = builder.start();
    } catch (IOException e) {
      throw new AssertionError("haproxy is not installed (tools/test-services installs Debian's): " + e.getMessage(),
          e);
    }
    var started = new Haproxy(p, port);
    long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (System.nanoTime() < deadline) {
      if (!p.isAlive()) throw new AssertionError("haproxy stopped: " + Files.readString(log));
      if (started.nodeAnswering("a") && started.nodeAnswering("b") && started.nodeAnswering("c")) return started;
      Thread.sleep(100);
    }
    p.destroyForcibly();
    throw new AssertionError("haproxy did not answer on port " + port + ": " + Files.readString(log));
  }

  int port() {
    return port;
  }

  /** The cookie that sends a browser's requests and sockets to {@code node} while it is up. */
  static String pin(String node) {
    return "TABULEIRO_NODE=" + node;
  }

  /** Whether the balancer sends a request pinned to {@code node} to that node (it is up in the balancer's eyes). */
  boolean nodeAnswering(String node) {
    var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/health"))
        .header("Cookie", pin(node)).timeout(Duration.ofSeconds(2)).build();
    try (HttpClient http = HttpClient.newHttpClient()) {
      HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
      return r.statusCode() == 200 && r.body().contains("\"node\":\"" + node + "\"");
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly();
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
