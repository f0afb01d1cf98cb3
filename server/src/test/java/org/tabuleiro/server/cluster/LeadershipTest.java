package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.lettuce.core.RedisClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;

/**
 * Three nodes of one club in this JVM, on the machine's PostgreSQL and Redis: the timed work has one leader per kind
 * (the lease {@code leader:KIND} names it), an arena's players who joined on different nodes are paired by that
 * leader only (each once), and when the leader stops another node takes the lead within seconds and pairs on.
 */
class LeadershipTest {
  private static final String PASSWORD = "lua-azul-salta-1";
  private static final List<String> NAMES = List.of("a", "b", "c");

  private static String leaderOf(ClusterNodes cluster, String kind) {
    RedisClient client = RedisClient.create(ClusterNodes.REDIS_URL);
    try (var c = client.connect()) {
      return c.sync().get(cluster.prefix() + "leader:" + kind);
    } finally {
      client.shutdown();
    }
  }

  private static <T> T await(Duration within, Supplier<T> value, java.util.function.Predicate<T> done, String what) {
    long deadline = System.nanoTime() + within.toNanos();
    T v = value.get();
    while (!done.test(v)) {
      assertTrue(System.nanoTime() < deadline, what + ": " + v);
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
      v = value.get();
    }
    return v;
  }

  private static ApiClient player(ClusterNodes cluster, int node, String name) {
    ApiClient c = cluster.node(node).client();
    assertEquals(201, c.register(name, PASSWORD).status());
    return c;
  }

  @Test
  void anArenaIsPairedByItsLeaderOnlyAndByAnotherNodeWhenTheLeaderStops() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      for (String kind : List.of("arenas", "events", "library")) {
        assertTrue(NAMES.contains(leaderOf(cluster, kind)), kind + " has a leader: " + leaderOf(cluster, kind));
      }
      int leader = NAMES.indexOf(leaderOf(cluster, "arenas"));
      int other = (leader + 1) % 3, third = (leader + 2) % 3;
      ApiClient arbiter = player(cluster, other, "arbitra");   // the first account: an admin
      var created = arbiter.post("/api/arenas", Map.of("name", "Arena de três nós", "timeControl", "3+0",
          "minutes", 60, "waitSeconds", 600));
      assertEquals(201, created.status(), created.body());
      long id = created.json().path("id").asLong();

      // Six players join at once: one on the leader, two on another node, three on the third. Every node has a
      // director; paired node by node they would make two games, by the leader alone three.
      List<ApiClient> players = new ArrayList<>();
      int[] nodes = {leader, other, other, third, third, third};
      for (int i = 0; i < 6; i++) players.add(player(cluster, nodes[i], "jogador" + i));
      List<CompletableFuture<Integer>> joins = new ArrayList<>();
      for (ApiClient p : players) {
        joins.add(CompletableFuture.supplyAsync(() -> p.post("/api/arenas/" + id + "/join", Map.of()).status()));
      }
      for (var j : joins) assertEquals(200, j.join());
      JsonNode games = await(Duration.ofSeconds(10), () -> arbiter.get("/api/arenas/" + id + "/games").json().path("games"),
          g -> g.size() >= 3, "three games paired");
      sleepMillis(3000);   // long enough for any other node's tick to have paired too, were it pairing
      games = arbiter.get("/api/arenas/" + id + "/games").json().path("games");
      assertEquals(3, games.size(), "each player paired once, by one node: " + games);
      Set<String> seated = new HashSet<>();
      Set<Long> pairings = new HashSet<>();
      for (JsonNode g : games) {
        assertTrue(seated.add(g.path("white").asText()), "twice: " + games);
        assertTrue(seated.add(g.path("black").asText()), "twice: " + games);
        pairings.add(g.path("pairing").asLong());
      }
      assertEquals(Set.of(1L, 2L, 3L), pairings);

      // The leader stops (its lease given back): another node takes the lead and pairs the newcomers.
      cluster.stop(leader);
      String next = await(Duration.ofSeconds(8), () -> leaderOf(cluster, "arenas"),
          l -> l != null && !l.equals(NAMES.get(leader)), "a new leader of the arenas");
      assertNotEquals(NAMES.get(leader), next);
      ApiClient late1 = player(cluster, other, "tardio1"), late2 = player(cluster, third, "tardio2");
      assertEquals(200, late1.post("/api/arenas/" + id + "/join", Map.of()).status());
      assertEquals(200, late2.post("/api/arenas/" + id + "/join", Map.of()).status());
      games = await(Duration.ofSeconds(10), () -> arbiter.get("/api/arenas/" + id + "/games").json().path("games"),
          g -> g.size() >= 4, "the newcomers paired by the new leader");
      sleepMillis(2000);
      games = arbiter.get("/api/arenas/" + id + "/games").json().path("games");
      assertEquals(4, games.size(), games.toString());
      JsonNode last = games.get(3);
      assertEquals(4, last.path("pairing").asLong(), "the numbering goes on: " + games);
      assertEquals(Set.of("tardio1", "tardio2"), Set.of(last.path("white").asText(), last.path("black").asText()));
      assertNotNull(leaderOf(cluster, "events"));
    }
  }

  @Test
  void aLeaderKilledWithoutGivingBackItsLeaseIsReplacedWhenTheLeaseRunsOut() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b")) {
      String first = leaderOf(cluster, "library");
      assertTrue(NAMES.contains(first), first);
      // Someone else's lease, as a killed node leaves it: nobody of this cluster renews it, it runs out.
      RedisClient client = RedisClient.create(ClusterNodes.REDIS_URL);
      try (var c = client.connect()) {
        c.sync().set(cluster.prefix() + "leader:library", "ghost",
            io.lettuce.core.SetArgs.Builder.px(RedisLeadership.LEASE_MILLIS));
      } finally {
        client.shutdown();
      }
      long since = System.nanoTime();
      String next = await(Duration.ofSeconds(10), () -> leaderOf(cluster, "library"),
          l -> l != null && !l.equals("ghost"), "a living node takes the lead again");
      long took = Duration.ofNanos(System.nanoTime() - since).toMillis();
      assertTrue(NAMES.contains(next), next);
      assertTrue(took >= RedisLeadership.LEASE_MILLIS - 1000, "not before the ghost's lease ran out: " + took + " ms");
      assertTrue(took <= RedisLeadership.LEASE_MILLIS + 2 * RedisLeadership.BEAT_MILLIS, "within a beat: " + took + " ms");
    }
  }

  /** The player's next notice of {@code type} whose {@code round} is {@code round}, on their bell. */
  private static JsonNode eventGame(org.tabuleiro.server.testing.JsonSocket bell, int round) {
    JsonNode n = bell.await(f -> f.path("t").asText().equals("notification")
        && f.path("notification").path("type").asText().equals("eventGame")
        && f.path("notification").path("round").asInt() == round, Duration.ofSeconds(20));
    assertNotNull(n, "told of the game of round " + round);
    return n.path("notification");
  }

  @Test
  void theNextRoundOfAnOnlineEventIsPairedByTheEventsLeaderWhenItsLastGameEndsOnAnotherNode() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      int leader = NAMES.indexOf(leaderOf(cluster, "events"));
      int elsewhere = (leader + 1) % 3;
      ApiClient arbiter = player(cluster, elsewhere, "arbitra");   // the first account: an admin
      var created = arbiter.post("/api/events", Map.of("name", "Suíço de dois nós", "mode", "online",
          "timeControl", "1+0", "rounds", 2, "waitSeconds", 30, "pauseSeconds", 0));
      assertEquals(201, created.status(), created.body());
      long id = created.json().path("id").asLong();
      int port = cluster.node(elsewhere).server().port();
      List<ApiClient> players = new ArrayList<>();
      List<org.tabuleiro.server.testing.JsonSocket> bells = new ArrayList<>();
      try {
        for (String name : List.of("ana", "bruno", "carla", "duarte")) {
          ApiClient p = player(cluster, elsewhere, name);
          var bell = org.tabuleiro.server.testing.JsonSocket.open(port, "/ws/me", p);
          bells.add(bell);
          assertNotNull(bell.await("notifications", Duration.ofSeconds(5)));
          var joined = p.post("/api/events/" + id + "/join", Map.of());
          assertEquals(201, joined.status(), joined.body());
          players.add(p);
        }
        var paired = arbiter.post("/api/events/" + id + "/rounds", Map.of());
        assertEquals(200, paired.status(), paired.body());
        // Round 1's games are made and played on the arbiter's node, not the leader; they end there.
        Map<Long, ApiClient[]> games = new java.util.HashMap<>();
        for (int i = 0; i < 4; i++) {
          JsonNode n = eventGame(bells.get(i), 1);
          games.computeIfAbsent(n.path("gameId").asLong(), g -> new ApiClient[2])
              [n.path("color").asText().equals("white") ? 0 : 1] = players.get(i);
        }
        assertEquals(2, games.size());
        for (var game : games.entrySet()) {
          try (var w = org.tabuleiro.server.testing.JsonSocket.open(port, "/ws/game/" + game.getKey(), game.getValue()[0]);
               var b = org.tabuleiro.server.testing.JsonSocket.open(port, "/ws/game/" + game.getKey(), game.getValue()[1])) {
            assertNotNull(w.await("state", Duration.ofSeconds(10)));
            assertNotNull(b.await("state", Duration.ofSeconds(10)));
            List<String> foolsMate = List.of("f2f3", "e7e5", "g2g4", "d8h4");
            for (int i = 0; i < foolsMate.size(); i++) {
              var mover = i % 2 == 0 ? w : b;
              mover.send("{\"t\":\"move\",\"move\":\"" + foolsMate.get(i) + "\",\"id\":" + i + "}");
              JsonNode answer = mover.await(f -> f.path("t").asText().equals("ack") || f.path("t").asText().equals("error"),
                  Duration.ofSeconds(10));
              assertNotNull(answer, "no answer to " + foolsMate.get(i));
              assertEquals("ack", answer.path("t").asText(), answer.toString());
            }
          }
        }
        // The arbiter's node sees the round complete but does not lead: the leader finds it due and pairs round 2.
        for (var bell : bells) {
          assertTrue(!games.containsKey(eventGame(bell, 2).path("gameId").asLong()), "a new game");
        }
        JsonNode event = arbiter.get("/api/events/" + id).json();
        assertEquals(2, event.path("roundsPaired").asInt(), event.toString());
      } finally {
        bells.forEach(org.tabuleiro.server.testing.JsonSocket::close);
      }
    }
  }

  private static void sleepMillis(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
  }
}
