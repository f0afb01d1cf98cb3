package org.tabuleiro.bench;

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
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The load benchmark: the real server in a child JVM ({@link BenchServer}, H2 file, loopback), N live games
 * created through the lobby API, two WebSockets per game from this JVM ({@link BenchSockets}), and in each game the side to
 * move plays the next scripted move once a second. Reports the ack latency of every move after the warm-up
 * (p50/p99/max: from sending the move to its {@code ack}, which comes after the move is stored) and the child's heap
 * per game. Run by {@code ./tabuleiro server-bench}; {@code ServerBenchSmokeTest} runs it with three games.
 */
public final class ServerBench {
  private static final String TIME_CONTROL = "10+5";
  private static final int WINDOW_SECONDS = 5;
  private static final Pattern NUMBER_FIELD = Pattern.compile("\"(id|gameId)\"\\s*:\\s*(\\d+)");

  /**
   * @param serverJvm options of the server's JVM (heap size, collector)
   * @param nodes 0: the club's only server, as always; 1 to 3: that many cluster nodes ({@code serve --node}) on
   *     PostgreSQL and Redis behind HAProxy ({@link BenchNodes})
   */
  public record Options(int games, int seconds, int warmupSeconds, List<String> serverJvm, int nodes) {
    public Options(int games, int seconds, int warmupSeconds, List<String> serverJvm) {
      this(games, seconds, warmupSeconds, serverJvm, 0);
    }

    public Options {
      if (nodes < 0 || nodes > 3) throw new IllegalArgumentException("nodes must be 1, 2 or 3 (0: one server)");
      if (games < 1) throw new IllegalArgumentException("games must be at least 1");
      if (seconds < 1 || warmupSeconds < 0) throw new IllegalArgumentException("seconds must be at least 1");
      if (seconds + warmupSeconds > BenchScript.MOVES.size() - 10) {
        throw new IllegalArgumentException("warm-up + seconds must stay under " + (BenchScript.MOVES.size() - 10)
            + ": a scripted game has " + BenchScript.MOVES.size() + " plies, one a second");
      }
      serverJvm = List.copyOf(serverJvm);
    }
  }

  /**
   * @param lateTicks seconds at which a game's previous move was still unacknowledged (its move waited)
   * @param heapPerGameBytes the server's heap after a full collection with the games on, minus before, per game
   *     (with several nodes: their heaps summed)
   * @param acknowledged every move acknowledged during the run, warm-up included
   * @param nodes 0 for the club's only server, else the cluster's nodes
   * @param lostMoves acknowledged moves missing from the games as the database has them at the end (-1: not
   *     checked, on the club's only server)
   */
  public record Report(int games, int sockets, long moves, double seconds, double p50Millis, double p99Millis,
      double maxMillis, long lateTicks, long errors, String firstError, long heapBeforeBytes, long heapWithGamesBytes,
      long heapPerGameBytes, int nodes, List<Long> heapPerNodeBytes, long acknowledged, long lostMoves) {
    public double movesPerSecond() {
      return moves / seconds;
    }
  }

  private ServerBench() {}

  public static Report run(Options options, PrintStream progress) throws IOException, InterruptedException {
    BenchScript.check(TIME_CONTROL);
    Path dir = Files.createTempDirectory("tabuleiro-bench");
    try (BenchNodes server = BenchNodes.start(dir, options.nodes(), options.serverJvm(), progress)) {
      long heapBefore = server.heap();
      progress.printf("%s on port %d; heap %,d KB; seeding %,d players%n",
          options.nodes() == 0 ? "server" : "balancer", server.port(), heapBefore / 1024, 2 * options.games());
      List<String[]> sessions = server.seed(options.games());
      String base = "http://127.0.0.1:" + server.port();
      List<BenchGame> games = createGames(base, sessions, server::pin, progress);
      var live = new LatencyHistogram[] {new LatencyHistogram()};
      var client = new BenchSockets(2);
      openSockets(games, client, server.port(), progress);
      var ticker = new BenchTicker(games, g -> g.tick(live[0]));
      try {
        progress.printf("%,d games playing; warm-up %d s%n", games.size(), options.warmupSeconds());
        Thread.sleep(options.warmupSeconds() * 1000L);
        long lateBefore = games.stream().mapToLong(BenchGame::lateTicks).sum();
        long t0 = System.nanoTime();
        // The measured time in windows, each reported as it ends: a tail that comes in bursts shows where.
        var windows = new ArrayList<LatencyHistogram>();
        for (int done = 0; done < options.seconds(); ) {
          int length = Math.min(WINDOW_SECONDS, options.seconds() - done);
          var window = new LatencyHistogram();
          windows.add(window);
          live[0] = window;
          Thread.sleep(length * 1000L);
          done += length;
          progress.printf("  %3d s: %,7d acks, p50 %.2f ms, p99 %.2f ms, max %.2f ms%n", done, window.count(),
              window.quantileMillis(0.50), window.quantileMillis(0.99), window.maxMillis());
        }
        live[0] = new LatencyHistogram();
        double elapsed = (System.nanoTime() - t0) / 1e9;
        var measured = new LatencyHistogram();
        windows.forEach(measured::add);
        long late = games.stream().mapToLong(BenchGame::lateTicks).sum() - lateBefore;
        List<Long> heaps = server.heaps();
        long heapWith = heaps.stream().mapToLong(Long::longValue).sum();
        long errors = games.stream().mapToLong(BenchGame::errors).sum();
        String firstError = games.stream().map(BenchGame::firstError).filter(e -> e != null).findFirst().orElse(null);
        ticker.close();
        Thread.sleep(2_000);   // the last moves' acks
        long acknowledged = games.stream().mapToLong(BenchGame::acknowledged).sum();
        long lost = options.nodes() == 0 ? -1 : BenchStored.lost(base, games, progress);
        return new Report(games.size(), 2 * games.size(), measured.count(), elapsed, measured.quantileMillis(0.50),
            measured.quantileMillis(0.99), measured.maxMillis(), late, errors, firstError, heapBefore, heapWith,
            (heapWith - heapBefore) / games.size(), options.nodes(), heaps, acknowledged, lost);
      } finally {
        ticker.close();
        games.forEach(BenchGame::close);
        client.close();
      }
    } finally {
      try (Stream<Path> files = Files.walk(dir)) {
        files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  /**
   * Each white player posts a seek and the paired black player accepts it: a casual 10+5 game, both requests (and
   * later both sockets) with game {@code n}'s {@code pin}.
   */
  private static List<BenchGame> createGames(String base, List<String[]> sessions, IntFunction<String> pin,
      PrintStream progress)
      throws InterruptedException {
    HttpClient http = HttpClient.newBuilder().executor(Executors.newVirtualThreadPerTaskExecutor()).build();
    BenchGame[] games = new BenchGame[sessions.size()];
    var limit = new Semaphore(16);
    var futures = new ArrayList<CompletableFuture<Void>>();
    try (var executor = Executors.newVirtualThreadPerTaskExecutor()) {
      for (int i = 0; i < sessions.size(); i++) {
        int n = i;
        String[] s = sessions.get(i);
        String p = pin.apply(i);
        limit.acquire();
        futures.add(CompletableFuture.runAsync(() -> {
          try {
            long seek = number(post(http, base + "/api/seeks", s[0] + p, s[1],
                "{\"game\":\"chess\",\"timeControl\":\"" + TIME_CONTROL + "\",\"rated\":false,\"color\":\"white\"}"),
                "id");
            long game = number(post(http, base + "/api/seeks/" + seek + "/accept", s[2] + p, s[3], "{}"),
                "gameId");
            games[n] = new BenchGame(game, s[0] + p, s[2] + p);
          } finally {
            limit.release();
          }
        }, executor));
      }
      CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new)).join();
    }
    progress.printf("%,d games created%n", games.length);
    return List.of(games);
  }

  private static void openSockets(List<BenchGame> games, BenchSockets client, int port, PrintStream progress)
      throws InterruptedException {
    var limit = new Semaphore(64);
    var opening = new ArrayList<CompletableFuture<?>>();
    for (int i = 0; i < games.size(); i++) {
      limit.acquire();
      opening.add(games.get(i).open(client, port).orTimeout(60, TimeUnit.SECONDS)
          .whenComplete((r, e) -> limit.release()));
    }
    CompletableFuture.allOf(opening.toArray(CompletableFuture[]::new)).join();
    progress.printf("%,d sockets open%n", 2 * games.size());
  }

  private static String post(HttpClient http, String url, String cookie, String csrf, String body) {
    var request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(60))
        .header("Cookie", cookie).header("X-CSRF-Token", csrf).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    try {
      HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
      if (r.statusCode() != 201) throw new IllegalStateException("POST " + url + ": " + r.statusCode() + " " + r.body());
      return r.body();
    } catch (IOException e) {
      throw new IllegalStateException("POST " + url + ": " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static long number(String json, String field) {
    Matcher m = NUMBER_FIELD.matcher(json);
    while (m.find()) {
      if (m.group(1).equals(field)) return Long.parseLong(m.group(2));
    }
    throw new IllegalStateException("no \"" + field + "\" in " + json);
  }
}
