package org.tabuleiro.server.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** The lobby's live feed over real sockets, and compatible seeks paired the moment the second one is posted. */
class LobbyFeedTest {
  @OnBothDatabases
  void seeksComeAndGoOnEveryLobbyPageAndCompatibleSeeksPairAtOnce(TestServer server) {
    int port = server.server().port();
    ApiClient ana = server.client(), bruno = server.client(), guest = server.client();
    assertEquals(201, ana.register("ana", "segredo-da-ana").status());
    assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
    try (var anaFeed = new LobbyFeedClient(port, ana); var brunoFeed = new LobbyFeedClient(port, bruno);
         var watcher = new LobbyFeedClient(port, guest)) {
      for (var feed : new LobbyFeedClient[] {anaFeed, brunoFeed, watcher}) {
        assertEquals(0, feed.next("seeks").path("seeks").size());
      }
      // Ana seeks rated 5+3 chess as White: everyone sees it.
      long seekId = ana.post("/api/seeks", Map.of("timeControl", "5+3", "rated", true, "color", "white"))
          .json().path("id").asLong();
      for (var feed : new LobbyFeedClient[] {anaFeed, brunoFeed, watcher}) {
        JsonNode seek = feed.next("seek").path("seek");
        assertEquals(seekId, seek.path("id").asLong());
        assertEquals("ana", seek.path("username").asText());
      }
      // Bruno's casual seek does not fit (another room): it waits beside Ana's.
      long casual = bruno.post("/api/seeks", Map.of("timeControl", "5+3", "color", "black")).json().path("id").asLong();
      assertEquals(casual, watcher.next("seek").path("seek").path("id").asLong());
      // His rated one asking for Black fits: no new seek, a game, and both players are told.
      var paired = bruno.post("/api/seeks", Map.of("timeControl", "5+3", "rated", true, "color", "black"));
      assertEquals(201, paired.status(), paired.body());
      assertTrue(paired.json().path("paired").asBoolean(), paired.body());
      long gameId = paired.json().path("gameId").asLong();
      assertEquals(seekId, watcher.next("gone").path("id").asLong());
      anaFeed.next("seek");
      anaFeed.next("gone");
      assertEquals(gameId, anaFeed.next("paired").path("gameId").asLong());
      brunoFeed.next("seek");
      brunoFeed.next("gone");
      assertEquals(gameId, brunoFeed.next("paired").path("gameId").asLong());
      watcher.expectSilence();  // a spectator of the lobby is not told of other people's games
      JsonNode game = ana.get("/api/games/" + gameId).json();
      assertEquals("ana", game.path("white").asText());
      assertEquals("bruno", game.path("black").asText());
      assertEquals(true, game.path("rated").asBoolean());

      // The feed only speaks.
      watcher.send("{\"t\":\"seek\"}");
      assertEquals("read_only", watcher.next("error").path("code").asText());
    }
  }

  @OnBothDatabases
  void aFloodingLobbySocketIsThrottledAndEachErrorNamesItsMessage(TestServer server) {
    try (var flooder = new LobbyFeedClient(server.server().port(), null)) {
      flooder.next("seeks");
      // The server clock stands still in tests: all 25 frames fall into one second; 20 are answered, the 21st
      // refused, the rest dropped.
      for (int i = 1; i <= 25; i++) flooder.send("{\"t\":\"seek\",\"id\":" + i + "}");
      for (int i = 1; i <= LobbySocket.MESSAGES_PER_SECOND + 1; i++) {
        JsonNode error = flooder.next("error");
        assertEquals(i <= LobbySocket.MESSAGES_PER_SECOND ? "read_only" : "rate_limited", error.path("code").asText());
        assertEquals(i, error.path("id").asInt(), error.toString());
      }
      flooder.expectSilence();
      server.clock().advance(java.time.Duration.ofSeconds(1));
      flooder.send("{\"t\":\"seek\"}");
      assertEquals("read_only", flooder.next("error").path("code").asText(), "a new second, a new allowance");
    }
  }

  @OnBothDatabases
  void aPlayerWhoLeavesTheLobbyWithdrawsTheirSeeks(TestServer server) {
    int port = server.server().port();
    ApiClient carla = server.client(), guest = server.client();
    assertEquals(201, carla.register("carla", "segredo-da-carla").status());
    try (var watcher = new LobbyFeedClient(port, guest)) {
      watcher.next("seeks");
      long seekId;
      try (var carlaFeed = new LobbyFeedClient(port, carla)) {
        carlaFeed.next("seeks");
        seekId = carla.post("/api/seeks", Map.of("timeControl", "10+5")).json().path("id").asLong();
        watcher.next("seek");
      }
      assertEquals(seekId, watcher.next("gone").path("id").asLong());
      assertEquals(0, guest.get("/api/seeks").json().path("seeks").size());
    }
    // A seek posted through the API alone (no lobby page open) stays until it is taken or cancelled.
    carla.post("/api/seeks", Map.of("timeControl", "10+5"));
    assertEquals(1, guest.get("/api/seeks").json().path("seeks").size());
  }
}
