package org.tabuleiro.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.config.ClusterConfig;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;

/**
 * The server under load, in a JVM of its own (so its heap is measured alone), on an H2 file in {@code DATA_DIR}
 * or on PostgreSQL ({@link #database}), alone or as one node of a cluster ({@link #cluster}).
 * {@link ServerBench} drives it over stdin, one command a line, each answered on stdout:
 * {@code heap} → {@code heap BYTES} (used after a full collection); {@code seed N} → {@code seeded FILE} (2N
 * accounts made in the database and signed in through the real sign-in route ({@link BenchSignIn}), one line {@code WHITE_COOKIE TAB CSRF TAB BLACK_COOKIE TAB CSRF} per
 * pair); end of input stops the server.
 */
public final class BenchServer {
  private BenchServer() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    Path dir = Path.of(args[0]);
    DatabaseConfig database = database(dir);
    // The bench's thousands of players all connect from 127.0.0.1: the caps per address would stop it at 1,000.
    var config = new ServerConfig("127.0.0.1", 0, dir, database, false, false,
        BenchSignIn.LIMITS, ServerConfig.DEFAULT_MAX_REQUEST_BYTES,
        new org.tabuleiro.server.config.SocketLimits(1_000_000, 2_000_000), List.of()).withCluster(cluster());
    try (var server = TabuleiroServer.start(config)) {
      var out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
      out.println("listening " + server.port());
      var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      for (String line; (line = in.readLine()) != null; ) {
        if (line.equals("heap")) {
          out.println("heap " + usedHeapAfterGc());
        } else if (line.startsWith("seed ")) {
          out.println("seeded " + seed(server, dir, Integer.parseInt(line.substring(5).trim())));
        }
      }
    } finally {
      if (database.schema() != null && !Boolean.getBoolean("tabuleiro.bench.keepSchema")) {
        Jdbi.create(database.url(), database.user(), database.password())
            .useHandle(h -> h.execute("DROP SCHEMA " + database.schema() + " CASCADE"));
      }
    }
    System.exit(0);
  }

  /**
   * An H2 file in {@code dir}, or PostgreSQL when {@code -Dtabuleiro.bench.dbUrl} (with {@code .dbUser},
   * {@code .dbPassword}) is set: then in a schema of this run's own ({@code .dbSchema} names it, for a cluster's
   * nodes), dropped at the end unless {@code -Dtabuleiro.bench.keepSchema=true} (the other nodes of a cluster).
   */
  private static DatabaseConfig database(Path dir) {
    String url = System.getProperty("tabuleiro.bench.dbUrl");
    if (url == null) return DatabaseConfig.h2File(dir);
    return new DatabaseConfig(url, System.getProperty("tabuleiro.bench.dbUser"),
        System.getProperty("tabuleiro.bench.dbPassword"),
        System.getProperty("tabuleiro.bench.dbSchema", "bench_" + ProcessHandle.current().pid()));
  }

  /** A cluster's node when {@code -Dtabuleiro.bench.node} names it (with {@code .redisUrl}, {@code .redisPrefix}). */
  private static ClusterConfig cluster() {
    String node = System.getProperty("tabuleiro.bench.node");
    if (node == null) return ClusterConfig.SINGLE;
    return ClusterConfig.node(node, System.getProperty("tabuleiro.bench.redisUrl"),
        System.getProperty("tabuleiro.bench.redisPrefix"));
  }

  private static Path seed(TabuleiroServer server, Path dir, int pairs) throws IOException, InterruptedException {
    var accounts = new JdbiAccountRepository(server.database().jdbi());
    var empty = new Profile(null, null, null, null, null);
    Instant now = Instant.now();
    List<String> names = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      for (String side : new String[] {"w", "b"}) {
        String name = "bench" + side + i;
        accounts.create(name, BenchSignIn.PASSWORD_HASH, empty, now).orElseThrow();
        names.add(name);
      }
    }
    List<BenchSignIn.Opened> opened = BenchSignIn.signIn(server.port(), names);
    Path file = dir.resolve("sessions.tsv");
    try (var w = Files.newBufferedWriter(file)) {
      for (int i = 0; i < pairs; i++) {
        BenchSignIn.Opened white = opened.get(2 * i), black = opened.get(2 * i + 1);
        w.write(white.cookie() + '\t' + white.csrfToken() + '\t' + black.cookie() + '\t' + black.csrfToken() + '\n');
      }
    }
    return file;
  }

  static long usedHeapAfterGc() throws InterruptedException {
    Runtime rt = Runtime.getRuntime();
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(200);
    }
    return rt.totalMemory() - rt.freeMemory();
  }
}
