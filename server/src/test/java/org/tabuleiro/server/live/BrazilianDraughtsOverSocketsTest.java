package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.StringReader;
import java.util.Map;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.format.pdn.PdnGame;
import org.tabuleiro.rules.format.pdn.PdnReader;
import org.tabuleiro.rules.format.pdn.PdnReplay;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * Issue #5's acceptance path for Brazilian draughts: sign up, a rated seek accepted, play over WebSockets to a
 * result, both ratings move, the game is in both archives and downloads as PDN that replays.
 */
class BrazilianDraughtsOverSocketsTest {
  private static final int PLIES = 10;

  @OnBothDatabases
  void aRatedBrazilianGameEndsInBothArchivesAndMovesBothRatings(TestServer server) {
    ApiClient ana = server.client(), bruno = server.client();
    assertEquals(201, ana.register("ana", "segredo-da-ana").status());
    assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
    var seek = ana.post("/api/seeks", Map.of("game", "brazilian", "timeControl", "3+2", "rated", true,
        "color", "white"));
    assertEquals(201, seek.status(), seek.body());
    var accepted = bruno.post("/api/seeks/" + seek.json().path("id").asLong() + "/accept", null);
    assertEquals(201, accepted.status(), accepted.body());
    long gameId = accepted.json().path("gameId").asLong();

    try (var white = SocketClient.open(server.server().port(), gameId, ana);
         var black = SocketClient.open(server.server().port(), gameId, bruno)) {
      JsonNode legal = white.next("state").path("legalMoves");
      black.next("state");
      for (int i = 0; i < PLIES; i++) {
        SocketClient mover = i % 2 == 0 ? white : black;
        String move = legal.get(0).asText();  // the first legal move: a real game, if not a strong one
        mover.send("{\"t\":\"move\",\"move\":\"" + move + "\",\"id\":" + (i + 1) + "}");
        JsonNode event = white.next("event");
        assertEquals(event, black.next("event"));
        assertEquals(move, event.path("event").path("move").asText());
        legal = event.path("after").path("legalMoves");
        assertEquals(i + 1, mover.next("ack").path("id").asInt());
      }
      black.send("{\"t\":\"resign\",\"id\":99}");
      JsonNode ended = white.next("event").path("event");
      assertEquals("ended", ended.path("type").asText());
      assertEquals("white_wins", ended.path("outcome").asText());
      assertEquals("resignation", ended.path("termination").asText());
      // The ack follows the ratings: the server acknowledges once the end is stored and its listeners are told.
      assertEquals("ended", black.next("event").path("event").path("type").asText());
      assertEquals(99, black.next("ack").path("id").asInt());
    }

    // 3+2 is 3 min + 40 x 2 s = 260 s estimated: blitz. Both ratings moved, both are still provisional.
    JsonNode anaRating = ana.get("/api/players/ana/ratings").json().path("ratings").get(0);
    assertEquals("brazilian", anaRating.path("game").asText());
    assertEquals("blitz", anaRating.path("pool").asText());
    assertTrue(anaRating.path("rating").asInt() > 1500, anaRating.toString());
    assertTrue(anaRating.path("provisional").asBoolean());
    assertEquals(1, anaRating.path("games").asInt());
    JsonNode brunoRating = ana.get("/api/players/bruno/ratings").json().path("ratings").get(0);
    assertTrue(brunoRating.path("rating").asInt() < 1500, brunoRating.toString());
    JsonNode points = ana.get("/api/players/bruno/rating-history?game=brazilian&pool=blitz").json()
        .path("series").get(0).path("points");
    assertEquals(1, points.size());
    assertEquals(gameId, points.get(0).path("gameId").asLong());
    assertEquals(brunoRating.path("rating").asInt(), points.get(0).path("rating").asInt());

    for (ApiClient viewer : new ApiClient[] {ana, bruno}) {
      for (String owner : new String[] {"ana", "bruno"}) {
        JsonNode game = viewer.get("/api/players/" + owner + "/games?game=brazilian").json().path("games").get(0);
        assertEquals(gameId, game.path("id").asLong());
        assertEquals(owner.equals("ana") ? "win" : "loss", game.path("result").asText());
        assertEquals(PLIES, game.path("plies").asInt());
        assertEquals(1500, game.path("ratings").path("white").path("before").asInt());
        assertEquals(anaRating.path("rating").asInt(), game.path("ratings").path("white").path("after").asInt());
        assertEquals(brunoRating.path("rating").asInt(), game.path("ratings").path("black").path("after").asInt());
      }
    }

    var pdn = bruno.get("/api/players/bruno/games.pdn?game=brazilian");
    assertTrue(pdn.header("Content-Disposition").startsWith("attachment;"), pdn.headers().toString());
    PdnGame read = new PdnReader(new StringReader(pdn.body())).next();
    assertNotNull(read, pdn.body());
    assertEquals("ana", read.tag("White"));
    assertEquals("2-0", read.tag("Result"));
    PdnReplay.Result replayed = PdnReplay.replay(read, Variant.byGameType(Integer.parseInt(read.tag("GameType"))));
    assertTrue(replayed.isClean(), String.valueOf(replayed.error()));
    assertEquals(PLIES, replayed.plies());
    assertEquals(PLIES + 1, ana.get("/api/games/" + gameId).json().path("positions").size());
  }
}
