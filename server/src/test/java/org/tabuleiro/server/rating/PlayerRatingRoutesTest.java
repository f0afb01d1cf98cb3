package org.tabuleiro.server.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** The profile's rating routes before any rated game, and their answers to bad input (the rated path: the
 * Brazilian draughts acceptance test). */
class PlayerRatingRoutesTest {
  @OnBothDatabases
  void aNewcomerHasNoRatingsAndBadQueriesAreFourHundreds(TestServer server) {
    ApiClient ana = server.client();
    assertEquals(201, ana.register("ana", "segredo-da-ana").status());
    var ratings = ana.get("/api/players/ANA/ratings").json();
    assertEquals("ana", ratings.path("username").asText(), "the name as its owner spells it");
    assertEquals(0, ratings.path("ratings").size());
    assertEquals(0, ana.get("/api/players/ana/rating-history").json().path("series").size());
    var asked = ana.get("/api/players/ana/rating-history?game=chess&pool=blitz").json().path("series");
    assertEquals(1, asked.size(), "the series asked for, even empty: a chart with no points yet");
    assertEquals(0, asked.get(0).path("points").size());

    assertEquals("invalid_pool", ana.get("/api/players/ana/rating-history?pool=lightning").errorCode());
    assertEquals("invalid_game", ana.get("/api/players/ana/rating-history?game=go").errorCode());
    var missing = ana.get("/api/players/nobody_here/ratings");
    assertEquals(404, missing.status());
    assertEquals("player_not_found", missing.errorCode());
    assertEquals(404, ana.get("/api/players/nobody_here/rating-history").status());
  }
}
