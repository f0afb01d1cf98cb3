package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;

/**
 * "Partidas ao vivo" and the TV on a cluster (watch/WatchModule, cluster/RedisLiveGames): every node lists the whole
 * club's games, each entry as its owner lists it; the TV asked on one node picks a game another node owns, and a
 * socket on the asking node follows that game's moves; a game whose owner stops stays listed, once, by its new owner.
 */
class ClusterLiveGamesTest {
  private static final Duration WAIT = Duration.ofSeconds(15);

  @Test
  void everyNodeListsTheClubsGamesAndTheTvFollowsAGameOwnedByAnother() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b")) {
      Jdbi db = cluster.node(0).server().database().jdbi();
      ApiClient ana = player(cluster, 0, "ana"), bruno = player(cluster, 0, "bruno");
      ApiClient carla = player(cluster, 1, "carla"), dora = player(cluster, 1, "dora");
      ApiClient onA = cluster.node(0).client(), onB = cluster.node(1).client();   // guests
      long gameOfA = game(ana, bruno, "10+5");
      cluster.node(1).clock().advance(Duration.ofSeconds(1));   // the newer game: first among equal ratings
      long gameOfB = game(carla, dora, "10+5");
      assertEquals("a/1", GameOwnershipTest.lease(db, gameOfA));
      assertEquals("b/1", GameOwnershipTest.lease(db, gameOfB));

      String path = "/ws/game/" + gameOfB;
      try (var white = JsonSocket.open(port(cluster, 1), path, carla);
           var black = JsonSocket.open(port(cluster, 1), path, dora)) {
        assertNotNull(white.await("state", WAIT));
        assertNotNull(black.await("state", WAIT));
        GameOwnershipTest.move(white, "e2e4", 1);

        // Each node lists both games, b's after its move, as b itself lists it.
        JsonNode seenOnA = awaitListed(cluster, 0, onA, games -> entry(games, gameOfA) != null
            && entry(games, gameOfB) != null && entry(games, gameOfB).path("plies").asInt() == 1);
        JsonNode seenOnB = awaitListed(cluster, 1, onB, games -> entry(games, gameOfA) != null
            && entry(games, gameOfB) != null && entry(games, gameOfB).path("plies").asInt() == 1);
        assertEquals(List.of(gameOfB, gameOfA), ids(seenOnA), "the newer first, as on a single server");
        assertEquals(ids(seenOnA), ids(seenOnB));
        JsonNode ofB = entry(seenOnA, gameOfB);
        assertEquals(entry(seenOnB, gameOfB), ofB, "a lists b's game as b does");
        assertEquals(entry(seenOnA, gameOfA), entry(seenOnB, gameOfA), "b lists a's game as a does");
        assertEquals("carla", ofB.path("white").path("username").asText());
        assertEquals("dora", ofB.path("black").path("username").asText());
        assertTrue(ofB.path("white").path("rating").isNull());
        assertTrue(ofB.path("white").path("provisional").asBoolean());
        assertEquals("chess", ofB.path("game").asText());
        assertEquals("10+5", ofB.path("timeControl").asText());
        assertEquals("rapid", ofB.path("pool").asText());
        assertEquals(false, ofB.path("rated").asBoolean());
        assertEquals("black", ofB.path("turn").asText());
        assertTrue(ofB.path("fen").asText().startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b "), ofB.toString());
        assertEquals(List.of("id", "game", "timeControl", "pool", "rated", "white", "black", "plies", "turn", "fen",
            "createdAt"), fields(ofB));
        assertEquals(List.of(gameOfB), ids(onA.get("/api/games/live?limit=1").json().path("games")));
        assertEquals(0, onA.get("/api/games/live?game=brazilian").json().path("games").size());
        assertEquals(2, onA.get("/api/games/live?game=chess&pool=rapid").json().path("games").size());

        // The TV on a picks b's game, and a socket on a follows it.
        JsonNode tv = onA.get("/api/tv").json();
        assertEquals(gameOfB, tv.path("gameId").asLong(), tv.toString());
        assertEquals(ofB, tv.path("game"));
        try (var screen = JsonSocket.open(port(cluster, 0), "/ws/game/" + tv.path("gameId").asLong(), onA)) {
          JsonNode state = screen.await("state", WAIT);
          assertNotNull(state);
          assertEquals(List.of("e2e4"), moves(state));
          GameOwnershipTest.move(black, "e7e5", 2);
          GameOwnershipTest.move(white, "g1f3", 3);
          List<String> played = new ArrayList<>();
          for (int i = 0; i < 2; i++) {
            JsonNode e = screen.await(n -> n.path("t").asText().equals("event")
                && n.path("event").path("type").asText().equals("move"), WAIT);
            assertNotNull(e, "b's move " + (i + 2) + " on a's TV socket; had " + played);
            played.add(e.path("event").path("move").asText());
          }
          assertEquals(List.of("e7e5", "g1f3"), played);
        }
        JsonNode later = awaitListed(cluster, 0, onA, games -> entry(games, gameOfB) != null
            && entry(games, gameOfB).path("plies").asInt() == 3);
        assertEquals("black", entry(later, gameOfB).path("turn").asText());
      }

      // b stops: a takes its game over, which stays listed, once, now as a's own.
      cluster.stop(1);
      GameOwnershipTest.awaitLease(db, gameOfB, "a/2");
      JsonNode after = awaitListed(cluster, 0, onA, games -> entry(games, gameOfB) != null);
      assertEquals(2, after.size(), after.toString());
      assertEquals(2, new HashSet<>(ids(after)).size(), after.toString());
      assertEquals(3, entry(after, gameOfB).path("plies").asInt());
    }
  }

  private static ApiClient player(ClusterNodes cluster, int node, String name) {
    ApiClient c = cluster.node(node).client();
    assertEquals(201, c.register(name, "segredo-de-" + name).status());
    return c;
  }

  /** {@code white} seeks, {@code black} accepts, both on their own node: a game of the accepting node. */
  private static long game(ApiClient white, ApiClient black, String clock) {
    var seek = white.post("/api/seeks", Map.of("timeControl", clock, "color", "white", "rated", false));
    assertEquals(201, seek.status(), seek.body());
    var accepted = black.post("/api/seeks/" + seek.json().path("id").asLong() + "/accept", Map.of());
    assertEquals(201, accepted.status(), accepted.body());
    return accepted.json().path("gameId").asLong();
  }

  /**
   * The list asked on node {@code node} until {@code done} holds of it; the node's clock moved past the list's two
   * seconds before each asking (the nodes' clocks are the tests' own).
   */
  private static JsonNode awaitListed(ClusterNodes cluster, int node, ApiClient client, Predicate<JsonNode> done) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    JsonNode games = null;
    while (System.nanoTime() < deadline) {
      cluster.node(node).clock().advance(Duration.ofSeconds(2));
      var r = client.get("/api/games/live");
      assertEquals(200, r.status(), r.body());
      games = r.json().path("games");
      if (done.test(games)) return games;
      sleep(250);
    }
    throw new AssertionError("the list on node " + node + ": " + games);
  }

  private static JsonNode entry(JsonNode games, long id) {
    for (JsonNode g : games) {
      if (g.path("id").asLong() == id) return g;
    }
    return null;
  }

  private static List<Long> ids(JsonNode games) {
    List<Long> ids = new ArrayList<>();
    games.forEach(g -> ids.add(g.path("id").asLong()));
    return ids;
  }

  private static List<String> fields(JsonNode entry) {
    List<String> names = new ArrayList<>();
    entry.fieldNames().forEachRemaining(names::add);
    return names;
  }

  private static List<String> moves(JsonNode state) {
    List<String> moves = new ArrayList<>();
    state.path("moves").forEach(m -> moves.add(m.asText()));
    return moves;
  }

  private static int port(ClusterNodes cluster, int node) {
    return cluster.node(node).server().port();
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
