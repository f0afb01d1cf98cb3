package org.tabuleiro.server.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** The club's chat room on the lobby's socket: who may talk, its history, the limits, reports and mutes. */
class ClubChatTest {
  private static String line(String text) {
    return "{\"t\":\"chat\",\"room\":\"club\",\"text\":\"" + text + "\"}";
  }

  @OnBothDatabases
  void membersTalkInTheClubRoomAndGuestsRead(TestServer server) {
    int port = server.server().port();
    ApiClient ana = server.client(), bruno = server.client(), guest = server.client();
    ana.register("ana", "segredo-da-ana");   // the first account: admin, so a moderator
    bruno.register("bruno", "segredo-do-bruno");
    try (var anaFeed = new LobbyFeedClient(port, ana); var brunoFeed = new LobbyFeedClient(port, bruno);
         var guestFeed = new LobbyFeedClient(port, guest)) {
      for (var feed : new LobbyFeedClient[] {anaFeed, brunoFeed, guestFeed}) feed.next("seeks");

      anaFeed.send(line("<b>boa tarde</b> https://exemplo.com"));
      for (var feed : new LobbyFeedClient[] {anaFeed, brunoFeed, guestFeed}) {
        JsonNode said = feed.next("chat");
        assertEquals("club", said.path("room").asText());
        assertEquals("ana", said.path("user").asText());
        assertEquals("<b>boa tarde</b> https://exemplo.com", said.path("text").asText(), "kept as typed: the page shows text");
      }
      guestFeed.send("{\"t\":\"chat\",\"room\":\"club\",\"text\":\"olá\",\"id\":3}");
      JsonNode refused = guestFeed.next("error");
      assertEquals("chat_not_allowed", refused.path("code").asText());
      assertEquals(3, refused.path("id").asInt());
      brunoFeed.send("{\"t\":\"chat\",\"room\":\"spectator\",\"text\":\"olá\"}");
      assertEquals("chat_not_allowed", brunoFeed.next("error").path("code").asText());
      brunoFeed.send(line("   "));
      assertEquals("chat_empty", brunoFeed.next("error").path("code").asText());
      brunoFeed.send(line("x".repeat(141)));
      JsonNode tooLong = brunoFeed.next("error");
      assertEquals("chat_too_long", tooLong.path("code").asText());
      assertTrue(tooLong.path("message").asText().contains("140"), tooLong.toString());
      brunoFeed.send("{\"t\":\"resign\"}");
      assertEquals("read_only", brunoFeed.next("error").path("code").asText());
      anaFeed.expectSilence();   // nothing refused reached anyone

      // A late visitor gets the room's last lines after the seeks.
      try (var late = new LobbyFeedClient(port, server.client())) {
        late.next("seeks");
        assertEquals("ana", late.next("chat").path("user").asText());
        late.expectSilence();
      }

      // A line of the club's room is reported without a game; the moderator mutes its writer everywhere.
      long lineId = sayAndRead(brunoFeed, anaFeed, "tolo");
      var report = ana.post("/api/moderation/reports", Map.of("messageId", lineId, "reason", "insulto"));
      assertEquals(201, report.status(), report.body());
      JsonNode listed = ana.get("/api/moderation/reports").json().path("reports").get(0);
      assertTrue(listed.path("gameId").isNull(), listed.toString());
      assertEquals("club", listed.path("room").asText());
      assertEquals("tolo", listed.path("text").asText());
      assertEquals(200, ana.post("/api/moderation/mute", Map.of("username", "bruno", "minutes", 10)).status());
      brunoFeed.send(line("posso falar?"));
      JsonNode muted = brunoFeed.next("error");
      assertEquals("muted", muted.path("code").asText());
      assertTrue(muted.path("message").asText().startsWith("Você foi silenciado pela moderação até"), muted.toString());
      server.clock().advance(Duration.ofMinutes(10));
      brunoFeed.send(line("voltei"));
      assertEquals("voltei", anaFeed.next("chat").path("text").asText());
    }
  }

  /** {@code writer} says {@code text}; {@code reader} reads it; its id. */
  private static long sayAndRead(LobbyFeedClient writer, LobbyFeedClient reader, String text) {
    writer.send(line(text));
    writer.next("chat");
    return reader.next("chat").path("id").asLong();
  }

  @OnBothDatabases
  void aFloodIsCutPerRoomAndAcrossRoomsWithoutHarmingOthers(TestServer server) {
    int port = server.server().port();
    ApiClient ana = server.client(), bruno = server.client();
    ana.register("ana", "segredo-da-ana");
    bruno.register("bruno", "segredo-do-bruno");
    try (var anaFeed = new LobbyFeedClient(port, ana); var brunoFeed = new LobbyFeedClient(port, bruno)) {
      anaFeed.next("seeks");
      brunoFeed.next("seeks");
      // Bruno floods: 3 lines pass in 5 s, the rest are refused and reach nobody.
      for (int i = 0; i < 10; i++) brunoFeed.send(line("spam " + i));
      int said = 0, refused = 0;
      for (int i = 0; i < 10; i++) {
        JsonNode n = brunoFeed.nextAny();
        if (n.path("t").asText().equals("chat")) said++;
        else if (n.path("code").asText().equals("chat_rate_limited")) refused++;
      }
      assertEquals(3, said);
      assertEquals(7, refused);
      for (int i = 0; i < 3; i++) assertEquals("spam " + i, anaFeed.next("chat").path("text").asText());
      // Ana is not slowed by Bruno's flood.
      anaFeed.send(line("calma"));
      assertEquals("calma", brunoFeed.next("chat").path("text").asText());
      anaFeed.next("chat");
      // Per account: 10 lines in 30 s in all rooms together, however slowly each room is fed.
      for (int round = 0; round < 3; round++) {
        server.clock().advance(Duration.ofSeconds(5));
        for (int i = 0; i < 3; i++) {
          brunoFeed.send(line("r" + round + " " + i));
          JsonNode n = brunoFeed.nextAny();
          boolean withinAccountLimit = 3 + round * 3 + i < 10;
          assertEquals(withinAccountLimit ? "chat" : "error", n.path("t").asText(), n.toString());
          if (withinAccountLimit) anaFeed.next("chat");
        }
      }
      server.clock().advance(Duration.ofSeconds(30));
      brunoFeed.send(line("de novo"));
      assertEquals("de novo", anaFeed.next("chat").path("text").asText());
    }
  }
}
