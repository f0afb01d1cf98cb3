package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Map;
import org.tabuleiro.server.testing.JsonSocket;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * A disconnect in an event's game pauses nothing: the absent player's clock runs, the event stays running, and after
 * the club's usual abandonment time (a minute) the opponent claims the win, which goes into the event as any result
 * and, the event being rated, into both players' club ratings.
 */
class OnlineEventDisconnectTest {
  private static final Duration WAIT = OnlinePlayers.WAIT;

  @OnBothDatabases
  void aPlayerWhoLeavesAnEventGameLosesItByAbandonmentWhileTheClockRuns(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Online de terça", "mode", "online", "timeControl", "5+0",
        "rounds", 1, "waitSeconds", 120, "pauseSeconds", 0));
    try (OnlinePlayers players = new OnlinePlayers(server.server().port())) {
      players.join(server, id, "ana");
      players.join(server, id, "bruno");
      assertEquals(200, arbiter.pair(id).status());
      // Equal ratings: ana is 1 and White.
      OnlinePlayers.Player ana = players.byName.get("ana"), bruno = players.byName.get("bruno");
      JsonNode notice = OnlinePlayers.notice(ana, 1);
      assertEquals("white", notice.path("color").asText(), notice.toString());
      long gameId = notice.path("gameId").asLong();
      int port = server.server().port();
      try (JsonSocket white = JsonSocket.open(port, "/ws/game/" + gameId, ana.client().api)) {
        assertNotNull(white.await("state", WAIT));
        try (JsonSocket black = JsonSocket.open(port, "/ws/game/" + gameId, bruno.client().api)) {
          assertNotNull(black.await("state", WAIT));
          move(white, "e2e4", 1);
          move(black, "e7e5", 2);
          move(white, "g1f3", 3);
        }
        // Black's page is gone: once the server has seen it, a claim is early rather than refused for a present opponent.
        String code = null;
        for (int i = 0; i < 100 && !"too_early".equals(code); i++) {
          white.send("{\"t\":\"claim-victory\"}");
          code = white.await("error", WAIT).path("code").asText();
          if (!"too_early".equals(code)) Thread.sleep(50);
        }
        assertEquals("too_early", code, "the server never saw Black leave");

        server.clock().advance(Duration.ofSeconds(45));
        JsonNode live = server.client().get("/api/events/" + id + "/live").json();
        JsonNode board = live.path("boards").get(0);
        assertEquals("running", live.path("status").asText(), "a disconnect does not pause the event: " + live);
        assertEquals("black", board.path("clock").path("running").asText(), "Black's clock runs while Black is away: " + board);
        long blackLeft = board.path("clock").path("black").asLong();
        assertTrue(blackLeft <= 300_000 - 45_000, "Black's clock ran the 45 s away: " + blackLeft);
        assertTrue(board.path("result").isNull(), board.toString());

        server.clock().advance(Duration.ofSeconds(16));
        white.send("{\"t\":\"claim-victory\",\"id\":9}");
        JsonNode ended = white.await(f -> f.path("t").asText().equals("event")
            && f.path("event").path("type").asText().equals("ended"), WAIT);
        assertNotNull(ended, "the claim after a minute away ends the game");
        assertEquals("white_wins", ended.path("event").path("outcome").asText(), ended.toString());
        assertEquals("abandonment", ended.path("event").path("termination").asText(), ended.toString());
      }
      OnlineEventTest.awaitResult(arbiter.api, id, 1, 1, "1-0");
      JsonNode done = OnlineEventTest.awaitStatus(server.client(), id, "finished");
      assertEquals(1, done.path("roundsPaired").asInt());
      // A rated event (the default): the game changed both players' club blitz ratings, as any rated game does.
      JsonNode winner = blitz(server, "ana"), loser = blitz(server, "bruno");
      assertTrue(winner.path("rating").asDouble() > 1500, winner.toString());
      assertTrue(loser.path("rating").asDouble() < 1500, loser.toString());
    }
  }

  /** The player's chess blitz rating once one game counts in it. */
  private static JsonNode blitz(TestServer server, String username) throws InterruptedException {
    JsonNode last = null;
    for (int i = 0; i < 100; i++) {
      for (JsonNode r : server.client().get("/api/players/" + username + "/ratings").json().path("ratings")) {
        if (r.path("game").asText().equals("chess") && r.path("pool").asText().equals("blitz")) last = r;
      }
      if (last != null && last.path("games").asInt() == 1) return last;
      Thread.sleep(100);
    }
    throw new AssertionError(username + ": no rated blitz game counted: " + last);
  }

  private static void move(JsonSocket mover, String uci, int id) {
    mover.send("{\"t\":\"move\",\"move\":\"" + uci + "\",\"id\":" + id + "}");
    JsonNode answer = mover.await(f -> f.path("t").asText().equals("ack") || f.path("t").asText().equals("error"), WAIT);
    assertNotNull(answer, "no answer to " + uci);
    assertEquals("ack", answer.path("t").asText(), answer.toString());
  }
}
