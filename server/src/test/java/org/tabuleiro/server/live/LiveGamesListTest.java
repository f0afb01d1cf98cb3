package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** "Partidas ao vivo" and the TV: the games in progress, highest-rated first, by game and pool; the refusals. */
class LiveGamesListTest {
  /** {@code white} seeks, {@code black} accepts: the new game's id. */
  private static long game(ApiClient white, ApiClient black, String game, String clock, boolean rated) {
    long seek = white.post("/api/seeks", Map.of("game", game, "timeControl", clock, "rated", rated, "color", "white"))
        .json().path("id").asLong();
    return black.post("/api/seeks/" + seek + "/accept", null).json().path("gameId").asLong();
  }

  private static List<Long> ids(JsonNode games) {
    List<Long> ids = new ArrayList<>();
    games.forEach(g -> ids.add(g.path("id").asLong()));
    return ids;
  }

  @OnBothDatabases
  void theGamesInProgressHighestRatedFirst(TestServer server) {
    int port = server.server().port();
    ApiClient[] p = new ApiClient[6];
    String[] names = {"ana", "bruno", "carla", "dora", "eva", "fabio"};
    for (int i = 0; i < 6; i++) {
      p[i] = server.client();
      p[i].register(names[i], "segredo-de-" + names[i]);
    }
    ApiClient guest = server.client();
    // Ana beats Bruno in a rated blitz game: she rises above 1500, he falls below.
    long first = game(p[0], p[1], "chess", "5+3", true);
    try (var black = SocketClient.open(port, first, p[1]); var white = SocketClient.open(port, first, p[0])) {
      black.next("state");
      white.next("state");
      white.send("{\"t\":\"move\",\"move\":\"e2e4\"}");
      white.next("event");
      white.next("ack");
      black.next("event");
      black.send("{\"t\":\"move\",\"move\":\"e7e5\"}");
      black.next("event");
      black.next("ack");
      black.send("{\"t\":\"resign\"}");
      assertEquals("ended", black.next("event").path("event").path("type").asText());
    }
    assertEquals(0, guest.get("/api/games/live").json().path("games").size(), "a finished game is not listed");
    JsonNode ratings = guest.get("/api/games/" + first).json().path("ratings");
    assertEquals(1500, ratings.path("white").path("before").asInt(), ratings.toString());
    assertTrue(ratings.path("white").path("after").asInt() > 1500, "the winner rose");
    assertTrue(ratings.path("black").path("after").asInt() < 1500, "the loser fell");

    long anaCarla = game(p[2], p[0], "chess", "5+3", true);
    server.clock().advance(Duration.ofSeconds(1));
    long brunoDora = game(p[1], p[3], "chess", "3+2", true);
    server.clock().advance(Duration.ofSeconds(1));
    long evaFabio = game(p[4], p[5], "brazilian", "15+10", false);
    server.clock().advance(Duration.ofSeconds(3));   // past the list's two seconds

    JsonNode games = guest.get("/api/games/live").json().path("games");
    // Ana's rating first; then two games whose best player counts 1500 (Dora and the draughts players are
    // unrated there), the newer first.
    assertEquals(List.of(anaCarla, evaFabio, brunoDora), ids(games));
    JsonNode top = games.get(0);
    assertEquals("carla", top.path("white").path("username").asText());
    assertEquals("ana", top.path("black").path("username").asText());
    assertTrue(top.path("black").path("rating").asInt() > 1500, top.toString());
    assertTrue(top.path("white").path("rating").isNull(), "Carla has no rated game yet");
    assertEquals("blitz", top.path("pool").asText());
    assertEquals(0, top.path("plies").asInt());

    assertEquals(List.of(evaFabio), ids(guest.get("/api/games/live?game=brazilian").json().path("games")));
    assertEquals(List.of(anaCarla, brunoDora), ids(guest.get("/api/games/live?game=chess&pool=blitz").json().path("games")));
    assertEquals(List.of(anaCarla), ids(guest.get("/api/games/live?limit=1").json().path("games")));
    assertEquals(anaCarla, guest.get("/api/tv").json().path("gameId").asLong());
    assertEquals(evaFabio, guest.get("/api/tv?game=brazilian").json().path("gameId").asLong());
    assertTrue(guest.get("/api/tv?game=international").json().path("gameId").isNull());

    var bad = guest.get("/api/games/live?game=damas");
    assertEquals(400, bad.status());
    assertEquals("invalid_game", bad.errorCode());
    assertEquals("invalid_pool", guest.get("/api/games/live?pool=relampago").errorCode());
    assertEquals("invalid_limit", guest.get("/api/games/live?limit=0").errorCode());
    assertEquals(200, guest.get("/api/games/" + anaCarla).status(), "a game's own route is still there");

    // A seek shows its seeker's rating in its game and pool: none yet for a pool never played rated.
    p[0].post("/api/seeks", Map.of("timeControl", "5+3", "color", "random"));
    p[0].post("/api/seeks", Map.of("timeControl", "15+10", "color", "random"));
    JsonNode seeks = guest.get("/api/seeks").json().path("seeks");
    assertTrue(seeks.get(0).path("rating").asInt() > 1500, seeks.toString());
    assertTrue(seeks.get(0).path("provisional").asBoolean(), "one game: provisional");
    assertTrue(seeks.get(1).path("rating").isNull(), "rapid: no rated game there");
  }
}
