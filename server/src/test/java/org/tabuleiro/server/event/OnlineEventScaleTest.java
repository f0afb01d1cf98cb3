package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.tabuleiro.server.config.SocketLimits;
import org.tabuleiro.server.testing.BulkPlayers;
import org.tabuleiro.server.testing.JsonSocket;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * Benchmark (tag {@code slow}; prints figures, asserts only that everything arrived): a 500-player online Swiss.
 * Every player has their feed open ({@code /ws/me}); the arbiter pairs round 1; the time from that request to each
 * player's {@code eventGame} notice, and to the {@code state} frame of the game socket the player opens on it, is
 * measured for all 500 players (250 games on both players' sockets), after a 100-player event paired as a warm-up.
 *
 * <pre>./mvnw -pl server -am verify -Dtest=OnlineEventScaleTest -Dtabuleiro.excludedGroups= -Dsurefire.failIfNoSpecifiedTests=false</pre>
 */
@Tag("slow")
class OnlineEventScaleTest {
  private static final int PLAYERS = Integer.getInteger("tabuleiro.onlineScale.players", 500);

  @OnBothDatabases
  void round1OfA500PlayerOnlineSwissOpensOnEveryPlayersSockets(TestDatabase.Fresh db) throws Exception {
    var config = TestServer.config(db.config()).withSocketLimits(new SocketLimits(100_000, 200_000));
    try (TestServer server = TestServer.startRunning(config)) {
      EventClient arbiter = EventClient.arbiter(server, "arbitra");
      warmUp(server, arbiter);
      long id = arbiter.createEvent(Map.of("name", "Online de 500", "mode", "online", "timeControl", "3+2", "rounds", 5,
          "waitSeconds", 1800, "ratingUsed", "none"));
      long setup = System.nanoTime();
      List<BulkPlayers.Player> players = BulkPlayers.create(server, "p", PLAYERS);
      for (BulkPlayers.Player p : players) {
        assertEquals(201, BulkPlayers.post(server, p, "/api/events/" + id + "/join", null).statusCode());
      }
      int port = server.server().port();
      long[] noticeAt = new long[PLAYERS], stateAt = new long[PLAYERS];
      CountDownLatch notices = new CountDownLatch(PLAYERS), states = new CountDownLatch(PLAYERS);
      List<JsonSocket> sockets = new ArrayList<>();
      Map<Integer, JsonSocket> games = new ConcurrentHashMap<>();
      long[] start = {0};
      for (int i = 0; i < PLAYERS; i++) {
        int k = i;
        BulkPlayers.Player p = players.get(i);
        JsonSocket feed = JsonSocket.open(port, "/ws/me", p.cookie(), f -> {
          if (!f.path("notification").path("type").asText().equals("eventGame")) return;
          noticeAt[k] = System.nanoTime() - start[0];
          notices.countDown();
          long game = f.path("notification").path("gameId").asLong();
          Thread.ofVirtual().start(() -> games.put(k, JsonSocket.open(port, "/ws/game/" + game, p.cookie(), g -> {
            if (g.path("t").asText().equals("state") && stateAt[k] == 0) {
              stateAt[k] = System.nanoTime() - start[0];
              states.countDown();
            }
          })));
        });
        sockets.add(feed);
        feed.await("notifications", java.time.Duration.ofSeconds(30));
      }
      System.out.printf("online Swiss of %d on %s: set-up (accounts, joins, feeds) %.1f s%n", PLAYERS, db.kind(),
          (System.nanoTime() - setup) / 1e9);
      start[0] = System.nanoTime();
      var paired = arbiter.pair(id);
      long pairMillis = (System.nanoTime() - start[0]) / 1_000_000;
      assertEquals(200, paired.status(), paired.body());
      assertTrue(notices.await(60, TimeUnit.SECONDS), "every player told");
      assertTrue(states.await(60, TimeUnit.SECONDS), "every game socket opened");
      JsonNode live = server.client().get("/api/events/" + id + "/live?top=0").json();
      assertEquals(PLAYERS / 2, live.path("boards").size());
      System.out.printf("online Swiss of %d on %s: POST rounds answered in %d ms; %d games; eventGame notices p50 %d ms, p99 %d ms, "
              + "last %d ms; game sockets' state p50 %d ms, p99 %d ms, last %d ms (from the pairing request)%n",
          PLAYERS, db.kind(), pairMillis, PLAYERS / 2, pct(noticeAt, 50), pct(noticeAt, 99), pct(noticeAt, 100),
          pct(stateAt, 50), pct(stateAt, 99), pct(stateAt, 100));
      sockets.forEach(JsonSocket::close);
      games.values().forEach(JsonSocket::close);
    }
  }

  /**
   * A 100-player event paired once first, so that the measured round runs on compiled code, as on a server that has
   * been up a while (the first pairing of a fresh JVM takes about a second more).
   */
  private static void warmUp(TestServer server, EventClient arbiter) {
    long id = arbiter.createEvent(Map.of("name", "Aquecimento", "mode", "online", "timeControl", "3+2", "rounds", 5,
        "waitSeconds", 1800, "ratingUsed", "none"));
    for (BulkPlayers.Player p : BulkPlayers.create(server, "w", 100)) {
      assertEquals(201, BulkPlayers.post(server, p, "/api/events/" + id + "/join", null).statusCode());
    }
    assertEquals(200, arbiter.pair(id).status());
  }

  private static long pct(long[] nanos, int p) {
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    int i = Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1);
    return sorted[Math.max(0, i)] / 1_000_000;
  }
}
