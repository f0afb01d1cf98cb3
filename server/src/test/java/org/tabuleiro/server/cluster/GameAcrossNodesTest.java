package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;

/**
 * A live game played through three nodes (cluster/RedisGameRelay, cluster/RedisGameCommands): the players'
 * commands reach the owner from any node, with the answers a socket on the owner would get, and every node's
 * sockets see every event in order; when the owner stops, the commands follow the game to its new owner.
 */
class GameAcrossNodesTest {
  private static final Duration WAIT = Duration.ofSeconds(10);
  private static final String[] SCHOLARS_MATE = {"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"};

  @Test
  void playersOnTwoNodesPlayAWholeGameAndASpectatorOnAThirdSeesEveryMoveInOrder() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      ApiClient ana = cluster.node(0).client(), bruno = cluster.node(1).client(), carla = cluster.node(2).client();
      assertEquals(201, carla.register("carla", "segredo-da-carla").status());
      long gameId = game(ana, bruno);   // accepted on b: b's
      Jdbi db = cluster.node(0).server().database().jdbi();
      assertEquals("b/1", GameOwnershipTest.lease(db, gameId));
      String path = "/ws/game/" + gameId;
      try (var white = JsonSocket.open(port(cluster, 0), path, ana);
           var black = JsonSocket.open(port(cluster, 1), path, bruno);
           var watcher = JsonSocket.open(port(cluster, 2), path, carla);
           var guest = JsonSocket.open(port(cluster, 0), path, null)) {
        assertEquals("white", white.await("state", WAIT).path("you").asText());
        assertEquals("black", black.await("state", WAIT).path("you").asText());
        assertTrue(watcher.await("state", WAIT).path("you").isNull());
        assertNotNull(guest.await("state", WAIT));

        for (int i = 0; i < SCHOLARS_MATE.length; i++) {
          JsonSocket mover = i % 2 == 0 ? white : black;
          mover.send("{\"t\":\"move\",\"move\":\"" + SCHOLARS_MATE[i] + "\",\"lag\":20,\"id\":" + (i + 1) + "}");
          // The mover's own event first, then its ack: as on the owner's node.
          JsonNode event = mover.await(n -> n.path("t").asText().matches("event|error|ack"), WAIT);
          assertNotNull(event, "move " + SCHOLARS_MATE[i]);
          assertEquals("event", event.path("t").asText(), event.toString());
          assertEquals(i + 2, event.path("v").asInt());
          JsonNode ack = mover.await(n -> n.path("t").asText().matches("error|ack"), WAIT);
          assertNotNull(ack);
          assertEquals("ack", ack.path("t").asText(), ack.toString());
          assertEquals(i + 1, ack.path("id").asInt());
          JsonNode other = (mover == white ? black : white).await("event", WAIT);
          assertNotNull(other);
          assertEquals(i + 2, other.path("v").asInt());
          assertEquals(SCHOLARS_MATE[i], other.path("event").path("move").asText());
        }
        JsonNode ended = black.await("event", WAIT);   // (White's came before the ack of its move)
        assertEquals("ended", ended.path("event").path("type").asText(), ended.toString());
        assertEquals("white_wins", ended.path("event").path("outcome").asText());
        assertEquals(9, ended.path("v").asInt());

        // The spectator on the third node: every event, in order, the game's end included.
        for (JsonSocket spectator : List.of(watcher, guest)) {
          List<Integer> versions = new ArrayList<>();
          List<String> moves = new ArrayList<>();
          for (int v = 2; v <= 9; v++) {
            JsonNode e = spectator.await("event", WAIT);
            assertNotNull(e, "event " + v + " on a spectator's socket; had " + versions);
            versions.add(e.path("v").asInt());
            if (e.path("event").path("type").asText().equals("move")) moves.add(e.path("event").path("move").asText());
          }
          assertEquals(List.of(2, 3, 4, 5, 6, 7, 8, 9), versions);
          assertEquals(List.of(SCHOLARS_MATE), moves);
        }

        // The game's chat crosses nodes too: the players' room between a and b, the spectators' between c and a.
        white.send("{\"t\":\"chat\",\"room\":\"player\",\"text\":\"boa partida\"}");
        JsonNode said = black.await("chat", WAIT);
        assertNotNull(said, "ana's line on node b");
        assertEquals("boa partida", said.path("text").asText());
        watcher.send("{\"t\":\"chat\",\"room\":\"spectator\",\"text\":\"que mate!\"}");
        JsonNode seen = guest.await("chat", WAIT);
        assertNotNull(seen, "carla's line on node a");
        assertEquals("que mate!", seen.path("text").asText());
      }
      JsonNode stored = carla.get("/api/games/" + gameId).json();   // asked on c, read from the shared database
      assertEquals(SCHOLARS_MATE.length, stored.path("moves").size(), stored.toString());
    }
  }

  @Test
  void whenTheOwnerStopsTheCommandsFollowTheGameToItsNewOwner() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      ApiClient ana = cluster.node(0).client(), bruno = cluster.node(1).client();
      long gameId = game(ana, bruno);
      Jdbi db = cluster.node(0).server().database().jdbi();
      String path = "/ws/game/" + gameId;
      try (var white = JsonSocket.open(port(cluster, 0), path, ana);
           var black = JsonSocket.open(port(cluster, 2), path, bruno)) {
        assertNotNull(white.await("state", WAIT));
        assertNotNull(black.await("state", WAIT));
        assertEquals(2, GameOwnershipTest.move(white, "d2d4", 1).path("v").asInt());
        assertEquals(3, GameOwnershipTest.move(black, "d7d5", 2).path("v").asInt());

        cluster.node(1).server().gameLeases().freeze();   // b, the owner, freezes: a or c takes the game
        long frozen = System.nanoTime();
        String lease;
        while ((lease = GameOwnershipTest.lease(db, gameId)).equals("b/1") && System.nanoTime() - frozen < 10_000_000_000L) {
          sleep(50);
        }
        assertTrue(lease.equals("a/2") || lease.equals("c/2"), lease);
        // a still sends to b, as it last knew: b refuses (its store is fenced), and a sends again to the new owner.
        JsonNode answer = GameOwnershipTest.move(white, "c2c4", 3);
        assertEquals(6, answer.path("v").asInt(), answer.toString());
        // Black, on the node that may or may not own the game now, sees the takeover's events and the move.
        List<String> types = new ArrayList<>();
        JsonNode e;
        while ((e = black.await("event", WAIT)) != null) {
          types.add(e.path("event").path("type").asText());
          if (e.path("event").path("move").asText().equals("c2c4")) break;
        }
        assertEquals(List.of("adjourned", "resumed", "move"), types);
        assertEquals(7, GameOwnershipTest.move(black, "e7e6", 5).path("v").asInt());
      }
      List<Long> tokens = GameOwnershipTest.events(db, gameId).stream().map(m -> (Long) m.get("owner_token")).toList();
      assertEquals(List.of(1L, 1L, 1L, 2L, 2L, 2L, 2L), tokens);
    }
  }

  @Test
  void theComputerPlaysThroughAnotherNodeAndFollowsItsGameToTheNodeThatTakesItOver() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b")) {
      ApiClient ana = cluster.node(0).client();
      assertEquals(201, ana.register("ana", "segredo-da-ana").status());
      var started = ana.post("/api/computer/games", Map.of("game", "chess", "level", 1, "color", "white"));
      assertEquals(201, started.status(), started.body());
      long gameId = started.json().path("gameId").asLong();
      Jdbi db = cluster.node(0).server().database().jdbi();
      assertEquals("a/1", GameOwnershipTest.lease(db, gameId));
      // Ana plays through node b; the computer sits on a, the owner.
      try (var white = JsonSocket.open(port(cluster, 1), "/ws/game/" + gameId, ana)) {
        assertNotNull(white.await("state", WAIT));
        GameOwnershipTest.move(white, "e2e4", 1);
        assertNotNull(white.await(n -> n.path("t").asText().equals("event")
            && n.path("event").path("by").asText().equals("black"), Duration.ofSeconds(30)), "the computer's reply");
        cluster.node(0).server().gameLeases().freeze();   // a freezes: b takes the game, and the computer's seat
        GameOwnershipTest.awaitLease(db, gameId, "b/2");
        GameOwnershipTest.move(white, "d2d4", 2);
        assertNotNull(white.await(n -> n.path("t").asText().equals("event")
            && n.path("event").path("by").asText().equals("black"), Duration.ofSeconds(30)),
            "the computer's reply from node b");
      }
    }
  }

  @Test
  void aNewOwnerIsToldOfThePlayersSocketsOnOtherNodes() {
    blackClaimsOnceTheOwnerStopped("5+3");
  }

  /**
   * As above, in a game without a clock: its takeover stores nothing (no batch to tell the other nodes by), and the
   * new owner's word on {@code owners} is what tells the players' sockets elsewhere to it.
   */
  @Test
  void aNewOwnerOfAGameWithoutAClockIsToldOfThePlayersSocketsOnOtherNodes() {
    blackClaimsOnceTheOwnerStopped("unlimited");
  }

  /**
   * White on a, Black on c, the owner b stopped: a minute later on the new owner's clock, White's socket (on a) still
   * open, Black's claim of the win is refused.
   */
  private static void blackClaimsOnceTheOwnerStopped(String timeControl) {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      ApiClient ana = cluster.node(0).client(), bruno = cluster.node(1).client();
      long gameId = game(ana, bruno, timeControl);   // b's
      Jdbi db = cluster.node(0).server().database().jdbi();
      String path = "/ws/game/" + gameId;
      try (var white = JsonSocket.open(port(cluster, 0), path, ana);
           var black = JsonSocket.open(port(cluster, 2), path, bruno)) {
        assertNotNull(white.await("state", WAIT));
        assertNotNull(black.await("state", WAIT));
        GameOwnershipTest.move(white, "e2e4", 1);
        GameOwnershipTest.move(black, "e7e5", 2);
        cluster.stop(1);   // b, the owner, stops: a or c takes the game
        long frozen = System.nanoTime();
        String lease;
        while ((lease = GameOwnershipTest.lease(db, gameId)).equals("b/1") && System.nanoTime() - frozen < 10_000_000_000L) {
          sleep(50);
        }
        assertTrue(lease.equals("a/2") || lease.equals("c/2"), lease);
        if (!timeControl.equals("unlimited")) {   // a running clock: the takeover's batch
          assertNotNull(black.await(n -> n.path("event").path("type").asText().equals("resumed"), WAIT));
        }
        sleep(1500);   // leased first, then rebuilt, announced on owners, the sockets' presence told to it
        cluster.node(0).clock().advance(Duration.ofSeconds(61));
        cluster.node(2).clock().advance(Duration.ofSeconds(61));
        black.send("{\"t\":\"claim-victory\",\"id\":3}");
        JsonNode answer = black.await(n -> n.path("id").asInt() == 3, WAIT);
        assertNotNull(answer);
        assertEquals("error", answer.path("t").asText(), answer.toString());
        assertEquals("opponent_present", answer.path("code").asText(), answer.toString());
      }
    }
  }

  /** Ana (White) seeks on a, Bruno accepts on b: the game is b's. */
  private static long game(ApiClient ana, ApiClient bruno) {
    return game(ana, bruno, "5+3");
  }

  private static long game(ApiClient ana, ApiClient bruno, String timeControl) {
    assertEquals(201, ana.register("ana", "segredo-da-ana").status());
    assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
    var seek = ana.post("/api/seeks", Map.of("timeControl", timeControl, "color", "white"));
    assertEquals(201, seek.status(), seek.body());
    var accepted = bruno.post("/api/seeks/" + seek.json().path("id").asLong() + "/accept", Map.of());
    assertEquals(201, accepted.status(), accepted.body());
    return accepted.json().path("gameId").asLong();
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static int port(ClusterNodes cluster, int node) {
    return cluster.node(node).server().port();
  }
}
