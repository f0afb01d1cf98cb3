package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * The players' own feed ({@code /ws/me}): who is online, a challenge's notice to the challenged and its answer to the
 * challenger, a rematch offered and agreed (colours swapped), a saved game's opponent back; the refusals.
 */
class ChallengeNoticesTest {
  private static final Map<String, Object> BLITZ = Map.of("username", "bruno", "timeControl", "5+3", "color", "white");

  @OnBothDatabases
  void aChallengeIsToldAnsweredAndPlayedAgain(TestServer server) {
    int port = server.server().port();
    ApiClient ana = server.client(), bruno = server.client(), guest = server.client();
    ana.register("ana", "segredo-da-ana");
    bruno.register("bruno", "segredo-do-bruno");
    assertEquals(0, guest.get("/api/online").json().path("players").size());
    try (var anaMe = SocketClient.me(port, ana); var brunoMe = SocketClient.me(port, bruno);
         var guestMe = SocketClient.me(port, guest)) {
      assertEquals(0, anaMe.next("notifications").path("unread").asInt());
      brunoMe.next("notifications");
      assertEquals("not_signed_in", guestMe.next("error").path("code").asText());
      JsonNode online = guest.get("/api/online").json().path("players");
      assertEquals(2, online.size(), online.toString());
      assertEquals("ana", online.get(0).path("username").asText());
      assertTrue(online.get(0).path("playing").isNull());

      // Declined: the notice is taken back, the challenger told.
      long first = ana.post("/api/challenges", BLITZ).json().path("id").asLong();
      JsonNode notice = brunoMe.next("notification");
      assertEquals(1, notice.path("unread").asInt());
      assertEquals("challenge", notice.path("notification").path("type").asText());
      assertEquals("ana", notice.path("notification").path("from").asText());
      assertEquals(first, notice.path("notification").path("challengeId").asLong());
      assertEquals(1, bruno.get("/api/notifications").json().path("unread").asInt());
      assertEquals(204, bruno.post("/api/challenges/" + first + "/decline", null).status());
      assertEquals(notice.path("notification").path("id").asLong(), brunoMe.next("gone").path("id").asLong());
      JsonNode declined = anaMe.next("notification").path("notification");
      assertEquals("challengeDeclined", declined.path("type").asText());
      assertEquals("bruno", declined.path("by").asText());

      // Accepted: both play; the challenger is told the game.
      long second = ana.post("/api/challenges", BLITZ).json().path("id").asLong();
      brunoMe.next("notification");
      var accepted = bruno.post("/api/challenges/" + second + "/accept", null);
      assertEquals(201, accepted.status(), accepted.body());
      long gameId = accepted.json().path("gameId").asLong();
      brunoMe.next("gone");
      JsonNode told = anaMe.next("notification").path("notification");
      assertEquals("challengeAccepted", told.path("type").asText());
      assertEquals(gameId, told.path("gameId").asLong());
      assertEquals(gameId, guest.get("/api/online").json().path("players").get(1).path("playing").asLong());
      bruno.post("/api/notifications/read", null);
      assertEquals(0, brunoMe.next("read").path("unread").asInt());
      assertEquals(0, bruno.get("/api/notifications").json().path("unread").asInt());

      // A rematch before the end is refused; after it, Bruno offers, Ana agrees: colours swapped.
      assertEquals("game_not_over", ana.post("/api/games/" + gameId + "/rematch", null).errorCode());
      try (var white = SocketClient.open(port, gameId, ana)) {
        white.next("state");
        white.send("{\"t\":\"resign\"}");
        white.next("event");
      }
      ApiClient carla = server.client();
      carla.register("carla", "segredo-da-carla");
      assertEquals("not_a_player", carla.post("/api/games/" + gameId + "/rematch", null).errorCode());
      var offered = bruno.post("/api/games/" + gameId + "/rematch", null);
      assertEquals(201, offered.status(), offered.body());
      assertEquals(gameId, offered.json().path("rematchOf").asLong());
      assertEquals("white", offered.json().path("color").asText(), "Bruno had Black");
      assertEquals(offered.json().path("id"), bruno.post("/api/games/" + gameId + "/rematch", null).json().path("id"),
          "asked again, the same offer");
      JsonNode rematch = anaMe.next("notification").path("notification");
      assertEquals("challenge", rematch.path("type").asText());
      assertEquals(gameId, rematch.path("rematchOf").asLong());
      var agreed = ana.post("/api/games/" + gameId + "/rematch", null);
      assertEquals(201, agreed.status(), agreed.body());
      long next = agreed.json().path("gameId").asLong();
      JsonNode game = ana.get("/api/games/" + next).json();
      assertEquals("bruno", game.path("white").asText());
      assertEquals("ana", game.path("black").asText());
      assertEquals(next, brunoMe.next("notification").path("notification").path("gameId").asLong());
    }
  }

  @OnBothDatabases
  void badChallengesAreRefusedInPortugueseAndChangeNothing(TestServer server) {
    ApiClient ana = server.client(), bruno = server.client();
    ana.register("ana", "segredo-da-ana");
    bruno.register("bruno", "segredo-do-bruno");
    var self = ana.post("/api/challenges", Map.of("username", "ana", "timeControl", "5+3"));
    assertEquals(400, self.status());
    assertEquals("own_challenge", self.errorCode());
    assertEquals("Você não pode desafiar a si mesmo.", self.json().path("error").path("message").asText());
    var missing = ana.post("/api/challenges", Map.of("username", "ninguem", "timeControl", "5+3"));
    assertEquals(404, missing.status());
    assertEquals("Jogador não encontrado: ninguem", missing.json().path("error").path("message").asText());
    assertEquals("invalid_time_control", ana.post("/api/challenges", Map.of("username", "bruno", "timeControl", "cinco")).errorCode());
    assertEquals(0, ana.get("/api/challenges").json().path("outgoing").size());
    assertEquals(0, bruno.get("/api/notifications").json().path("notifications").size());
    assertEquals(401, server.client().post("/api/challenges", BLITZ).status());
  }

  @OnBothDatabases
  void aSavedGamesOpponentComingOnlineIsANotice(TestServer server) throws InterruptedException {
    int port = server.server().port();
    ApiClient ana = server.client(), bruno = server.client();
    ana.register("ana", "segredo-da-ana");
    bruno.register("bruno", "segredo-do-bruno");
    long challenge = ana.post("/api/challenges", BLITZ).json().path("id").asLong();
    long gameId = bruno.post("/api/challenges/" + challenge + "/accept", null).json().path("gameId").asLong();
    try (var white = SocketClient.open(port, gameId, ana); var black = SocketClient.open(port, gameId, bruno)) {
      white.next("state");
      black.next("state");
      white.send("{\"t\":\"offer\",\"what\":\"adjournment\"}");
      black.next("event");
      black.send("{\"t\":\"accept\",\"what\":\"adjournment\"}");
      assertEquals("adjourned", black.next("event").path("event").path("type").asText());
    }
    assertEquals(1, ana.get("/api/me/adjourned").json().path("games").size());
    try (var anaMe = SocketClient.me(port, ana)) {
      anaMe.next("notifications");
      try (var brunoMe = SocketClient.me(port, bruno)) {
        brunoMe.next("notifications");
        JsonNode back = anaMe.next("notification").path("notification");
        assertEquals("opponentBack", back.path("type").asText());
        assertEquals("bruno", back.path("by").asText());
        assertEquals(gameId, back.path("gameId").asLong());
      }
      // Bruno's socket has closed on the server (he is offline) before he comes back.
      for (int i = 0; i < 100 && ana.get("/api/online").body().contains("bruno"); i++) Thread.sleep(50);
      try (var again = SocketClient.me(port, bruno)) {
        again.next("notifications");
        anaMe.next("gone");   // the earlier notice of the game is replaced by the new one
        anaMe.next("notification");
      }
      int back = 0;
      for (JsonNode n : ana.get("/api/notifications").json().path("notifications")) {
        if (n.path("type").asText().equals("opponentBack")) back++;
      }
      assertEquals(1, back, "one notice per saved game");
    }
  }

  @OnBothDatabases
  void aCorrespondenceMoveTellsThePlayerToMoveWhereverTheyAre(TestServer server) {
    int port = server.server().port();
    ApiClient ana = server.client(), bruno = server.client();
    ana.register("ana", "segredo-da-ana");
    bruno.register("bruno", "segredo-do-bruno");
    long challenge = ana.post("/api/challenges", Map.of("username", "bruno", "timeControl", "3d", "color", "white"))
        .json().path("id").asLong();
    long gameId = bruno.post("/api/challenges/" + challenge + "/accept", null).json().path("gameId").asLong();
    try (var brunoMe = SocketClient.me(port, bruno); var white = SocketClient.open(port, gameId, ana)) {
      brunoMe.next("notifications");
      white.next("state");
      white.send("{\"t\":\"move\",\"move\":\"e2e4\"}");
      JsonNode turn = brunoMe.next("notification").path("notification");
      assertEquals("yourTurn", turn.path("type").asText());
      assertEquals(gameId, turn.path("gameId").asLong());
      assertEquals("ana", turn.path("by").asText());
    }
    // A live clock tells nobody: the players are at the board.
    long live = ana.post("/api/challenges", BLITZ).json().path("id").asLong();
    long liveGame = bruno.post("/api/challenges/" + live + "/accept", null).json().path("gameId").asLong();
    try (var brunoMe = SocketClient.me(port, bruno); var white = SocketClient.open(port, liveGame, ana)) {
      brunoMe.next("notifications");
      white.next("state");
      white.send("{\"t\":\"move\",\"move\":\"e2e4\"}");
      white.next("event");
      brunoMe.expectSilence();
    }
  }
}
