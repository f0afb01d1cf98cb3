package org.tabuleiro.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** {@code GET /api/players/{name}/games}: filters, the owner's view of each result, keyset pages, bad input. */
class PlayerArchiveTest {
  @OnBothDatabases
  void theArchiveListsAPlayersGamesNewestFirstWithFiltersAndPages(TestServer server) {
    ApiClient ana = server.client(), bruno = server.client(), carla = server.client();
    long a = id(ana, "ana"), b = id(bruno, "bruno"), c = id(carla, "carla");
    var games = new ArchiveGames(server.server().database().jdbi());
    List<Long> expected = new ArrayList<>();
    for (int i = 0; i < 7; i++) expected.add(games.play(GameVariant.CHESS, true, a, b, 10 + i, Color.BLACK).id());
    long draughtsWin = games.play(GameVariant.BRAZILIAN, false, b, a, 12, Color.WHITE).id();
    long loss = games.play(GameVariant.INTERNATIONAL, true, a, c, 9, Color.WHITE).id();
    long playing = games.play(GameVariant.CHESS, false, c, a, 4, null).id();
    long notAnas = games.play(GameVariant.CHESS, false, b, c, 4, Color.WHITE).id();
    expected.addAll(List.of(draughtsWin, loss, playing));
    List<Long> newestFirst = expected.reversed();

    JsonNode all = ana.get("/api/players/ana/games?limit=100").json();
    assertEquals(newestFirst, ids(all), "newest first, and only ana's games");
    assertNull(all.path("next").textValue());
    JsonNode first = all.path("games").get(0);
    assertEquals(playing, first.path("id").asLong());
    assertEquals("playing", first.path("status").asText());
    assertEquals("black", first.path("color").asText());
    assertTrue(first.path("result").isNull());
    assertEquals(4, first.path("plies").asInt());
    assertEquals(2, first.path("moves").asInt());
    JsonNode lost = all.path("games").get(1);
    assertEquals("loss", lost.path("result").asText(), "ana (White) resigned");
    assertEquals("white", lost.path("color").asText());
    assertEquals("resignation", lost.path("termination").asText());
    assertEquals("carla", lost.path("black").asText());
    assertEquals("win", all.path("games").get(2).path("result").asText(), "bruno (White) resigned to ana");

    assertEquals(List.of(draughtsWin), ids(ana.get("/api/players/ana/games?game=brazilian").json()));
    assertEquals(List.of(loss), ids(ana.get("/api/players/ana/games?result=loss").json()));
    assertEquals(List.of(playing), ids(ana.get("/api/players/ana/games?status=playing").json()));
    assertEquals(List.of(playing, loss), ids(ana.get("/api/players/ANA/games?opponent=carla").json()));
    assertEquals(List.of(playing, draughtsWin), ids(ana.get("/api/players/ana/games?rated=false").json()));
    assertEquals(8, ids(ana.get("/api/players/ana/games?result=win").json()).size());
    assertEquals(List.of(), ids(ana.get("/api/players/ana/games?opponent=nobody_here").json()));
    assertEquals(List.of(notAnas), ids(bruno.get("/api/players/carla/games?opponent=bruno&status=ended&game=chess").json()));

    // Pages of 3 follow the cursor to the end: every game once, in the same order.
    List<Long> paged = new ArrayList<>();
    String next = null;
    int pages = 0;
    do {
      JsonNode page = ana.get("/api/players/ana/games?limit=3" + (next == null ? "" : "&before=" + next)).json();
      paged.addAll(ids(page));
      next = page.path("next").textValue();
      pages++;
    } while (next != null);
    assertEquals(newestFirst, paged);
    assertEquals(4, pages, "10 games in pages of 3");
  }

  @OnBothDatabases
  void badArchiveQueriesAreFourHundredsWithACode(TestServer server) {
    ApiClient ana = server.client();
    id(ana, "ana");
    assertEquals("invalid_result", ana.get("/api/players/ana/games?result=won").errorCode());
    assertEquals("invalid_limit", ana.get("/api/players/ana/games?limit=0").errorCode());
    assertEquals("invalid_limit", ana.get("/api/players/ana/games?limit=101").errorCode());
    assertEquals("invalid_before", ana.get("/api/players/ana/games?before=abc").errorCode());
    assertEquals("invalid_game", ana.get("/api/players/ana/games?game=go").errorCode());
    assertEquals("invalid_rated", ana.get("/api/players/ana/games?rated=yes").errorCode());
    assertEquals("invalid_status", ana.get("/api/players/ana/games?status=over").errorCode());
    assertEquals(400, ana.get("/api/players/ana/games.pgn?game=brazilian").status());
    assertEquals(400, ana.get("/api/players/ana/games.pdn?game=chess").status());
    var missing = ana.get("/api/players/nobody_here/games");
    assertEquals(404, missing.status());
    assertEquals("player_not_found", missing.errorCode());
    assertEquals(404, ana.get("/api/players/nobody_here/games.pgn").status());
  }

  static long id(ApiClient client, String name) {
    assertEquals(201, client.register(name, "segredo-de-" + name).status());
    return client.get("/api/me").json().path("id").asLong();
  }

  static List<Long> ids(JsonNode page) {
    List<Long> ids = new ArrayList<>();
    page.path("games").forEach(g -> ids.add(g.path("id").asLong()));
    return ids;
  }
}
