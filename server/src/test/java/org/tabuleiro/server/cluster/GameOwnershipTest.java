package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;

/**
 * A live game is owned by one node at a time (game/GameLeases): the node that created it, until it stops renewing
 * its lease; then another node takes it over within seconds, from the database's log, and the old owner can no
 * longer store a move (fencing). Two nodes in this JVM on the machine's PostgreSQL and Redis.
 */
class GameOwnershipTest {
  private static final Duration WAIT = Duration.ofSeconds(10);

  @Test
  void anOwnerThatStopsRenewingLosesItsGameWithinFiveSecondsAndCannotStoreAfterTheNewOwner() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b")) {
      ApiClient ana = cluster.node(0).client(), bruno = cluster.node(0).client();
      long gameId = newGame(ana, bruno);
      Jdbi db = cluster.node(0).server().database().jdbi();
      assertEquals("a/1", lease(db, gameId), "created on node a: a's, token 1");
      int portA = cluster.node(0).server().port(), portB = cluster.node(1).server().port();
      try (var white = JsonSocket.open(portA, "/ws/game/" + gameId, ana);
           var black = JsonSocket.open(portA, "/ws/game/" + gameId, bruno)) {
        assertNotNull(white.await("state", WAIT));
        assertNotNull(black.await("state", WAIT));
        assertEquals(2, move(white, "e2e4", 1).path("v").asInt());
        assertEquals(3, move(black, "e7e5", 2).path("v").asInt());

        // Node a freezes (a long pause, a cut link): it renews nothing and takes nothing. Node b takes the game.
        cluster.node(0).server().gameLeases().freeze();
        long frozen = System.nanoTime();
        awaitLease(db, gameId, "b/2");
        long tookMillis = (System.nanoTime() - frozen) / 1_000_000;
        assertTrue(tookMillis < 5_000, "taken over in " + tookMillis + " ms");

        // Node a still holds the game in memory, but its store is fenced: the move is refused, nothing is stored,
        // and its sockets are closed so that their clients reconnect.
        white.send("{\"t\":\"move\",\"move\":\"g1f3\",\"id\":3}");
        JsonNode refused = white.await(n -> n.path("id").asInt() == 3, WAIT);
        assertNotNull(refused, "an answer to the move on the old owner");
        assertEquals("error", refused.path("t").asText(), refused.toString());
        assertEquals("game_moved", refused.path("code").asText());
        awaitClosed(white);
        awaitClosed(black);
      }
      List<Map<String, Object>> log = awaitEvents(db, gameId, 5);   // b leases the game, then appends its downtime
      assertEquals(List.of("started", "move", "move", "adjourned", "resumed"),
          log.stream().map(e -> e.get("type")).toList(), "b resumed the game with the downtime policy; a stored nothing after");
      assertEquals(List.of(1L, 1L, 1L, 2L, 2L), log.stream().map(e -> e.get("owner_token")).toList());

      // The players come back through node b and go on.
      try (var white = JsonSocket.open(portB, "/ws/game/" + gameId, ana);
           var black = JsonSocket.open(portB, "/ws/game/" + gameId, bruno)) {
        JsonNode state = white.await("state", WAIT);
        assertNotNull(state);
        assertEquals(5, state.path("v").asInt(), state.toString());
        assertNotNull(black.await("state", WAIT));
        assertEquals(6, move(white, "g1f3", 4).path("v").asInt());
        assertEquals(7, move(black, "b8c6", 5).path("v").asInt());
      }
      List<Long> tokens = events(db, gameId).stream().map(e -> (Long) e.get("owner_token")).toList();
      assertEquals(List.of(1L, 1L, 1L, 2L, 2L, 2L, 2L), tokens, "along the seqs the owner's token never decreases");
    }
  }

  @Test
  void aNodeThatStopsGivesItsGamesUpAndAnotherTakesThemAtOnce() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b")) {
      ApiClient ana = cluster.node(0).client(), bruno = cluster.node(0).client();
      long gameId = newGame(ana, bruno);
      Jdbi db = cluster.node(1).server().database().jdbi();
      assertEquals("a/1", lease(db, gameId));
      awaitSteady(cluster.node(1));   // a node takes another's games once its own renewals are steady (4 s)
      cluster.stop(0);   // gives its node lease up: no waiting for it to expire
      long stopped = System.nanoTime();
      awaitLease(db, gameId, "b/2");
      long tookMillis = (System.nanoTime() - stopped) / 1_000_000;
      assertTrue(tookMillis < 2_500, "taken over in " + tookMillis + " ms");
      try (var white = JsonSocket.open(cluster.node(1).server().port(), "/ws/game/" + gameId, ana)) {
        assertNotNull(white.await("state", WAIT));
        assertEquals(2, move(white, "d2d4", 1).path("v").asInt());
      }
    }
  }

  /** Waits until {@code node} may take other nodes' games ({@code GameLeases.steady}: 4 s after it joined). */
  private static void awaitSteady(org.tabuleiro.server.testing.TestServer node) {
    long deadline = System.nanoTime() + java.time.Duration.ofSeconds(15).toNanos();
    while (!node.server().gameLeases().steady()) {
      assertTrue(System.nanoTime() < deadline, "node never steady");
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }

  /** Ana (White) and Bruno, both signed up on the node their browsers reach; the game made there. */
  static long newGame(ApiClient ana, ApiClient bruno) {
    assertEquals(201, ana.register("ana", "segredo-da-ana").status());
    assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
    var seek = ana.post("/api/seeks", Map.of("timeControl", "5+3", "color", "white"));
    assertEquals(201, seek.status(), seek.body());
    var accepted = bruno.post("/api/seeks/" + seek.json().path("id").asLong() + "/accept", Map.of());
    assertEquals(201, accepted.status(), accepted.body());
    return accepted.json().path("gameId").asLong();
  }

  /** Sends the move and returns its ack (failing on an error frame). */
  static JsonNode move(JsonSocket socket, String uci, int id) {
    socket.send("{\"t\":\"move\",\"move\":\"" + uci + "\",\"id\":" + id + "}");
    JsonNode answer = socket.await(n -> n.path("id").asInt() == id
        && (n.path("t").asText().equals("ack") || n.path("t").asText().equals("error")), WAIT);
    assertNotNull(answer, "an answer to " + uci);
    assertEquals("ack", answer.path("t").asText(), answer.toString());
    return answer;
  }

  /** The game's lease as "node/token", or null without one. */
  static String lease(Jdbi db, long gameId) {
    return db.withHandle(h -> h.createQuery("SELECT node || '/' || token FROM game_leases WHERE game_id = :g")
        .bind("g", gameId).mapTo(String.class).findOne().orElse(null));
  }

  static void awaitLease(Jdbi db, long gameId, String expected) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    String seen = null;
    while (System.nanoTime() < deadline) {
      seen = lease(db, gameId);
      if (expected.equals(seen)) return;
      sleep(50);
    }
    throw new AssertionError("lease of game " + gameId + ": " + seen + ", expected " + expected);
  }

  /** The game's stored events once there are {@code count} of them (or what there is after the wait). */
  static List<Map<String, Object>> awaitEvents(Jdbi db, long gameId, int count) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    List<Map<String, Object>> log = events(db, gameId);
    while (log.size() < count && System.nanoTime() < deadline) {
      sleep(50);
      log = events(db, gameId);
    }
    return log;
  }

  /** The game's stored events in seq order: {@code type} (of the event's JSON) and {@code owner_token}. */
  static List<Map<String, Object>> events(Jdbi db, long gameId) {
    return db.withHandle(h -> h.createQuery("SELECT event, owner_token FROM game_events WHERE game_id = :g ORDER BY seq")
        .bind("g", gameId)
        .map((rs, ctx) -> {
          String type = rs.getString("event").replaceAll(".*\"type\":\"([a-z]+)\".*", "$1");
          long token = rs.getLong("owner_token");
          Map<String, Object> m = new java.util.HashMap<>();
          m.put("type", type);
          m.put("owner_token", rs.wasNull() ? null : token);
          return m;
        }).list());
  }

  private static void awaitClosed(JsonSocket socket) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (!socket.isClosed() && System.nanoTime() < deadline) sleep(50);
    assertTrue(socket.isClosed(), "the old owner closed the socket");
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
