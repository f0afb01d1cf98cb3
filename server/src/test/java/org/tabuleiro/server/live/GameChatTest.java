package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** Game chat on the game's socket: two rooms kept apart, limits, never in the game's log, reports and mutes. */
class GameChatTest {
  @OnBothDatabases
  void playersAndSpectatorsTalkInSeparateRoomsWithinTheLimits(TestServer server) {
    ApiClient ana = server.client(), bruno = server.client(), carla = server.client();
    ana.register("ana", "segredo-da-ana");   // the club's first account: admin
    bruno.register("bruno", "segredo-do-bruno");
    carla.register("carla", "segredo-da-carla");
    long seek = ana.post("/api/seeks", Map.of("timeControl", "5+3", "color", "white")).json().path("id").asLong();
    long gameId = bruno.post("/api/seeks/" + seek + "/accept", null).json().path("gameId").asLong();
    int port = server.server().port();
    try (var white = SocketClient.open(port, gameId, ana); var black = SocketClient.open(port, gameId, bruno);
         var watcher = SocketClient.open(port, gameId, carla); var guest = SocketClient.anonymous(port, gameId)) {
      for (SocketClient each : new SocketClient[] {white, black, watcher, guest}) each.next("state");

      white.send("{\"t\":\"chat\",\"room\":\"player\",\"text\":\"  boa sorte!  \"}");
      JsonNode said = black.next("chat");
      assertEquals("player", said.path("room").asText());
      assertEquals("ana", said.path("user").asText());
      assertEquals("boa sorte!", said.path("text").asText());
      assertEquals(said.path("id").asLong(), white.next("chat").path("id").asLong());

      watcher.send("{\"t\":\"chat\",\"room\":\"spectator\",\"text\":\"que abertura!\"}");
      assertEquals("carla", guest.next("chat").path("user").asText());
      assertEquals("spectator", watcher.next("chat").path("room").asText());
      white.expectSilence();   // players never see the spectators' room, nor spectators the players'
      black.expectSilence();

      watcher.send("{\"t\":\"chat\",\"room\":\"player\",\"text\":\"joga Cf3\",\"id\":4}");
      JsonNode refused = watcher.next("error");
      assertEquals("chat_not_allowed", refused.path("code").asText());
      assertEquals(4, refused.path("id").asInt());
      white.send("{\"t\":\"chat\",\"room\":\"spectator\",\"text\":\"olá\"}");
      assertEquals("chat_not_allowed", white.next("error").path("code").asText());
      guest.send("{\"t\":\"chat\",\"room\":\"spectator\",\"text\":\"olá\"}");
      assertEquals("chat_not_allowed", guest.next("error").path("code").asText(), "only signed-in visitors talk");
      white.send("{\"t\":\"chat\",\"room\":\"player\",\"text\":\"" + "a".repeat(141) + "\"}");
      JsonNode tooLong = white.next("error");
      assertEquals("chat_too_long", tooLong.path("code").asText());
      assertEquals("Mensagem longa demais (máximo 140 caracteres).", tooLong.path("message").asText());
      white.send("{\"t\":\"chat\",\"room\":\"player\",\"text\":\" \\n \"}");
      JsonNode empty = white.next("error");
      assertEquals("chat_empty", empty.path("code").asText());
      assertEquals("A mensagem está vazia.", empty.path("message").asText());
      black.expectSilence();   // nothing refused reached the room
      white.send("{\"t\":\"chat\",\"room\":\"lobby\",\"text\":\"olá\"}");
      assertEquals("invalid_message", white.next("error").path("code").asText());

      for (int i = 0; i < 3; i++) {
        black.send("{\"t\":\"chat\",\"room\":\"player\",\"text\":\"obrigado " + i + "\"}");
        black.next("chat");
        white.next("chat");
      }
      black.send("{\"t\":\"chat\",\"room\":\"player\",\"text\":\"mais uma\"}");
      assertEquals("chat_rate_limited", black.next("error").path("code").asText(), "3 lines in 5 s at most");
      server.clock().advance(Duration.ofSeconds(5));
      black.send("{\"t\":\"chat\",\"room\":\"player\",\"text\":\"mais uma\"}");
      assertEquals("mais uma", white.next("chat").path("text").asText());
      black.next("chat");

      // Not in the game's log: the version is still the start's; a late player gets the room's last lines.
      try (var again = SocketClient.open(port, gameId, bruno)) {
        assertEquals(1, again.next("state").path("v").asInt());
        assertEquals("boa sorte!", again.next("chat").path("text").asText());
        for (int i = 0; i < 4; i++) again.next("chat");   // obrigado 0, 1, 2, mais uma
        again.expectSilence();
      }
      assertEquals(0, ana.get("/api/games/" + gameId).json().path("moves").size());

      // Anyone reports a line; moderators (and admins) read reports and mute.
      var report = bruno.post("/api/moderation/reports",
          Map.of("gameId", gameId, "messageId", said.path("id").asLong(), "reason", "provocação"));
      assertEquals(201, report.status(), report.body());
      var again = bruno.post("/api/moderation/reports", Map.of("gameId", gameId, "messageId", said.path("id").asLong()));
      assertEquals(report.json().path("id"), again.json().path("id"), "a line reported again is the same report");
      assertEquals(404, carla.post("/api/moderation/reports", Map.of("gameId", gameId, "messageId", 999)).status());
      assertEquals("not_a_moderator", bruno.get("/api/moderation/reports").errorCode());
      JsonNode reports = ana.get("/api/moderation/reports").json().path("reports");
      assertEquals("boa sorte!", reports.get(0).path("text").asText());
      assertEquals("bruno", reports.get(0).path("reportedBy").asText());

      assertEquals(403, bruno.post("/api/moderation/mute", Map.of("username", "carla")).status());
      var muted = ana.post("/api/moderation/mute", Map.of("username", "carla", "minutes", 10));
      assertEquals(200, muted.status(), muted.body());
      assertEquals("player_not_found", ana.post("/api/moderation/mute", Map.of("username", "ninguem")).errorCode());
      watcher.send("{\"t\":\"chat\",\"room\":\"spectator\",\"text\":\"ainda aqui\"}");
      assertEquals("muted", watcher.next("error").path("code").asText());
      server.clock().advance(Duration.ofMinutes(10));
      watcher.send("{\"t\":\"chat\",\"room\":\"spectator\",\"text\":\"voltei\"}");
      assertEquals("voltei", watcher.next("chat").path("text").asText());
    }
  }
}
