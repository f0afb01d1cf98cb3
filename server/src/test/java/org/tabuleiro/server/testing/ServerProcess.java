package org.tabuleiro.server.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.config.ClusterConfig;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;

/**
 * The real server in a JVM of its own, on an H2 file in {@code dataDir}, on the system clock: what a crash test
 * kills with SIGKILL. The child prints {@code listening PORT} once started and exits when its stdin closes, so a
 * test JVM that dies leaves no server behind. SIGTERM stops it as it stops {@code ./tabuleiro serve}: a shutdown hook
 * closes the server.
 *
 * <p>A cluster's node ({@code serve --node}) when the child JVM has {@code -Dtabuleiro.test.node=NAME} (with
 * {@code tabuleiro.test.redisUrl} and {@code tabuleiro.test.redisPrefix}); {@code -Dtabuleiro.test.port=N} listens on
 * that port rather than a free one (a node restarted where its balancer looks for it).
 */
public final class ServerProcess implements AutoCloseable {
  private static final String READY = "listening ";

  private final Process process;
  private final int port;
  private final List<String> log;
  private final Thread reader;

  private ServerProcess(Process process, int port, List<String> log, Thread reader) {
    this.process = process;
    this.port = port;
    this.log = log;
    this.reader = reader;
  }

  /** The child's entry point: {@code ServerProcess DATA_DIR [JDBC_URL USER PASSWORD SCHEMA]} (H2 file by default). */
  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[0]);
    DatabaseConfig database = args.length < 5 ? DatabaseConfig.h2File(dir)
        : new DatabaseConfig(args[1], args[2], args[3], args[4].isEmpty() ? null : args[4]);
    var server = TabuleiroServer.start(config(database, dir));
    Thread onSignal = new Thread(server::close, "tabuleiro-shutdown");   // as ServeCommand does
    Runtime.getRuntime().addShutdownHook(onSignal);
    System.out.println(READY + server.port());
    System.out.flush();
    while (System.in.read() >= 0) {
      // runs until the parent closes our stdin (or kills us)
    }
    Runtime.getRuntime().removeShutdownHook(onSignal);
    server.close();
    System.exit(0);
  }

  /** The test server's configuration, as a cluster's node and on a fixed port when the properties say so. */
  private static ServerConfig config(DatabaseConfig database, Path dir) {
    ServerConfig c = ServerConfig.forTests(database, dir);
    String node = System.getProperty("tabuleiro.test.node");
    if (node != null) {
      c = c.withCluster(ClusterConfig.node(node, System.getProperty("tabuleiro.test.redisUrl"),
          System.getProperty("tabuleiro.test.redisPrefix")));
    }
    int port = Integer.getInteger("tabuleiro.test.port", 0);
    return new ServerConfig(c.host(), port, c.dataDir(), c.database(), c.https(), c.trustProxy(), c.loginLimits(),
        c.maxRequestBytes(), c.socketLimits(), c.allowedOrigins(), c.mail(), c.tuning(), c.cluster());
  }

  /** Starts the child on the test class path and waits until it listens and {@code /api/health} answers 200. */
  public static ServerProcess start(Path dataDir, Duration within) throws IOException, InterruptedException {
    return start(dataDir, null, List.of(), within);
  }

  /**
   * As {@link #start(Path, Duration)}, on {@code database} (null: the H2 file in {@code dataDir}), with
   * {@code properties} ({@code -Dname=value}) given to the child JVM.
   */
  public static ServerProcess start(Path dataDir, DatabaseConfig database, List<String> properties, Duration within)
      throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"));
    command.addAll(properties);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), ServerProcess.class.getName(),
        dataDir.toString()));
    if (database != null) {
      command.addAll(List.of(database.url(), database.user(), database.password(),
          database.schema() == null ? "" : database.schema()));
    }
    String label = properties.stream().filter(o -> o.startsWith("-Dtabuleiro.test.node=")).findFirst()
        .map(o -> "[node " + o.substring(o.indexOf('=') + 1) + "] ").orElse("[server] ");
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    List<String> log = new CopyOnWriteArrayList<>();
    Thread reader = Thread.ofVirtual().start(() -> {
      try (var in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line; (line = in.readLine()) != null; ) {
          if (line.startsWith(READY)) {
            lines.add(line);
          } else {
            log.add(line);
            System.out.println(label + line);
          }
        }
      } catch (IOException e) {
        // the child is gone
      }
    });
    long deadline = System.nanoTime() + within.toNanos();
    String ready = lines.poll(within.toMillis(), TimeUnit.MILLISECONDS);
    if (ready == null) {
      p.destroyForcibly();
      throw new AssertionError("the server process did not start within " + within);
    }
    var started = new ServerProcess(p, Integer.parseInt(ready.substring(READY.length()).trim()), log,
        reader);
    started.awaitHealthy(deadline);
    return started;
  }

  private void awaitHealthy(long deadlineNanos) throws InterruptedException {
    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/health"))
        .timeout(Duration.ofSeconds(2)).build();
    while (System.nanoTime() < deadlineNanos) {
      try {
        if (http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode() == 200) return;
      } catch (IOException e) {
        // not yet
      }
      Thread.sleep(100);
    }
    process.destroyForcibly();
    throw new AssertionError("/api/health did not answer 200 in time");
  }

  public int port() {
    return port;
  }

  /** A browser talking to this process. */
  public ApiClient client() {
    return new ApiClient(port);
  }

  /** The CPU time the process has used so far, in seconds (0 where the system does not tell). */
  public double cpuSeconds() {
    return process.toHandle().info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(0.0);
  }

  /** SIGKILL: no shutdown hook, no flush, no closing of the database. Returns once the process is gone. */
  public void kill() throws InterruptedException {
    process.destroyForcibly();
    if (!process.waitFor(20, TimeUnit.SECONDS)) throw new AssertionError("the server process outlived SIGKILL");
  }

  /** SIGTERM, as a service manager stops the server: the shutdown hook runs. Returns the exit code once gone. */
  public int terminate(Duration within) throws InterruptedException {
    process.toHandle().destroy();   // the signal only: Process.destroy would also close our end of its pipes
    if (!process.waitFor(within.toMillis(), TimeUnit.MILLISECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("the server process did not stop within " + within + " of SIGTERM");
    }
    reader.join(5_000);   // its last lines
    return process.exitValue();
  }

  /** What the process printed (its log), but the ready line. */
  public List<String> log() {
    return List.copyOf(log);
  }

  @Override
  public void close() {
    if (process.isAlive()) process.destroyForcibly();
  }
}
