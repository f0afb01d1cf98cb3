package org.tabuleiro.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.tabuleiro.server.config.SocketLimits;
import org.tabuleiro.server.testing.BulkPlayers;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * Benchmark (tag {@code slow}; prints figures): an arena of 1,000 players in the server's JVM with their 2,000
 * WebSockets (each player's feed and game) in this one: every player is paired again as their game ends, thinks 1 to
 * 3 s a move, and resigns after 20 to 60 plies. After a warm-up it measures the time from sending a move to its
 * {@code ack}, and prints the acks per second, p50, p99 and maximum, and the games played.
 *
 * <pre>./mvnw -pl server -am verify -Dtest=ArenaScaleTest -Dtabuleiro.excludedGroups= -Dsurefire.failIfNoSpecifiedTests=false
 *     [-Dtabuleiro.arenaScale.players=1000 -Dtabuleiro.arenaScale.seconds=120]</pre>
 */
@Tag("slow")
class ArenaScaleTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int PLAYERS = Integer.getInteger("tabuleiro.arenaScale.players", 1000);
  private static final int SECONDS = Integer.getInteger("tabuleiro.arenaScale.seconds", 120);
  private static final int WARMUP = 30;
  private static final boolean RATED = Boolean.parseBoolean(System.getProperty("tabuleiro.arenaScale.rated", "true"));

  @OnBothDatabases
  void aThousandPlayerArenaAcknowledgesMovesQuickly(TestDatabase.Fresh db) throws Exception {
    var config = TestServer.config(db.config()).withSocketLimits(new SocketLimits(100_000, 200_000));
    try (TestServer server = TestServer.startRunning(config)) {
      var organiser = server.client();
      assertEquals(201, organiser.register("organizador", "lua-azul-salta-1").status());
      var created = organiser.post("/api/arenas", Map.of("name", "Arena de mil", "timeControl", "3+2",
          "minutes", (WARMUP + SECONDS) / 60 + 2, "waitSeconds", 60, "berserk", false, "rated", RATED));
      assertEquals(201, created.status(), created.body());
      long arena = created.json().path("id").asLong();
      List<BulkPlayers.Player> players = BulkPlayers.create(server, "a", PLAYERS);
      HttpClient http = HttpClient.newHttpClient();
      ScheduledExecutorService thinker = Executors.newScheduledThreadPool(2);
      Stats stats = new Stats();
      List<WebSocket> sockets = new ArrayList<>();
      for (int i = 0; i < PLAYERS; i++) {
        Bot b = new Bot(players.get(i), server.server().port(), http, thinker, new Random(i), stats);
        sockets.add(b.open("/ws/me", b::feed));
      }
      for (BulkPlayers.Player p : players) {
        assertEquals(200, BulkPlayers.post(server, p, "/api/arenas/" + arena + "/join", null).statusCode());
      }
      Thread.sleep(WARMUP * 1000L);
      stats.measuring = true;
      long from = System.nanoTime();
      Thread.sleep(SECONDS * 1000L);
      stats.measuring = false;
      double seconds = (System.nanoTime() - from) / 1e9;
      long[] acks = stats.acks();
      JsonNode a = organiser.get("/api/arenas/" + arena).json();
      int games = organiser.get("/api/arenas/" + arena + "/games").json().path("games").size();
      thinker.shutdownNow();
      sockets.forEach(WebSocket::abort);
      assertTrue(acks.length > 0, "moves were acknowledged");
      System.out.printf("arena of %d (%s) on %s (%d cores for server and clients): %.0f s measured after %d s; %d move acks "
              + "(%.0f/s), ack p50 %.1f ms, p99 %.1f ms, max %.1f ms; %d games so far, %d players in games now; "
              + "%d refusals%n", PLAYERS, RATED ? "rated" : "casual", db.kind(), Runtime.getRuntime().availableProcessors(), seconds, WARMUP, acks.length,
          acks.length / seconds, pct(acks, 50), pct(acks, 99), pct(acks, 100), games,
          a.path("leaderboard").findValues("state").stream().filter(s -> s.asText().equals("playing")).count(), stats.errors.get());
    }
  }

  private static double pct(long[] sorted, int p) {
    int i = Math.min(sorted.length - 1, Math.max(0, (int) Math.ceil(p / 100.0 * sorted.length) - 1));
    return sorted[i] / 1e6;
  }

  /** Ack latencies while measuring (nanoseconds). */
  private static final class Stats {
    volatile boolean measuring;
    private final List<Long> acks = new ArrayList<>();
    final AtomicInteger errors = new AtomicInteger();

    synchronized void ack(long nanos) {
      if (measuring) acks.add(nanos);
    }

    synchronized long[] acks() {
      long[] out = acks.stream().mapToLong(Long::longValue).toArray();
      Arrays.sort(out);
      return out;
    }
  }

  /** A player driven by its sockets' frames: no thread of its own. */
  private static final class Bot {
    private final BulkPlayers.Player p;
    private final int port;
    private final HttpClient http;
    private final ScheduledExecutorService thinker;
    private final Random random;
    private final Stats stats;
    private final Map<Integer, Long> sent = new ConcurrentHashMap<>();
    private volatile WebSocket game;
    private volatile String you;
    private int nextId;
    private int plies;
    private int resignAfter;

    Bot(BulkPlayers.Player p, int port, HttpClient http, ScheduledExecutorService thinker, Random random, Stats stats) {
      this.p = p;
      this.port = port;
      this.http = http;
      this.thinker = thinker;
      this.random = random;
      this.stats = stats;
    }

    WebSocket open(String path, java.util.function.Consumer<JsonNode> on) {
      return http.newWebSocketBuilder().header("Cookie", p.cookie()).connectTimeout(Duration.ofSeconds(60))
          .buildAsync(URI.create("ws://127.0.0.1:" + port + path), new WebSocket.Listener() {
            private final StringBuilder partial = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
              partial.append(data);
              if (last) {
                try {
                  on.accept(JSON.readTree(partial.toString()));
                } catch (Exception e) {
                  stats.errors.incrementAndGet();
                }
                partial.setLength(0);
              }
              ws.request(1);
              return null;
            }
          }).join();
    }

    void feed(JsonNode f) {
      JsonNode n = f.path("notification");
      if (!n.path("type").asText().equals("arenaGame")) return;
      long gameId = n.path("gameId").asLong();
      you = n.path("color").asText();
      plies = 0;
      resignAfter = 20 + random.nextInt(40);
      Thread.ofVirtual().start(() -> game = open("/ws/game/" + gameId, this::onGame));
    }

    private synchronized void onGame(JsonNode f) {
      switch (f.path("t").asText()) {
        case "ack" -> {
          Long at = sent.remove(f.path("id").asInt());
          if (at != null) stats.ack(System.nanoTime() - at);
        }
        case "error" -> stats.errors.incrementAndGet();
        case "state" -> turn(f);
        case "event" -> {
          if (f.path("event").path("type").asText().equals("move")) plies++;
          if (f.has("after")) turn(f.path("after"));
        }
        default -> { }
      }
    }

    private void turn(JsonNode s) {
      if (!s.path("result").isNull() && !s.path("result").isMissingNode()) {
        WebSocket g = game;
        if (g != null) g.abort();
        return;
      }
      if (!s.path("turn").asText().equals(you)) return;
      JsonNode legal = s.path("legalMoves");
      if (legal.isEmpty()) return;
      String move = legal.get(random.nextInt(legal.size())).asText();
      boolean resign = plies >= resignAfter;
      thinker.schedule(() -> send(resign ? "{\"t\":\"resign\"" : "{\"t\":\"move\",\"move\":\"" + move + "\""),
          1000 + random.nextInt(2000), TimeUnit.MILLISECONDS);
    }

    private synchronized void send(String start) {
      WebSocket g = game;
      if (g == null) return;
      int id = ++nextId;
      sent.put(id, System.nanoTime());
      g.sendText(start + ",\"id\":" + id + "}", true);
    }
  }
}
