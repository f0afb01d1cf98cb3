package org.tabuleiro.server.computer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.auth.LoginLimits;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.AtOnce;
import org.tabuleiro.server.testing.BulkPlayers;
import org.tabuleiro.server.testing.JsonSocket;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * Games against the computer in progress: at most 2 a player and 40 a client address, each counted and taken in
 * one step, so requests at once never pass them (before, there was no limit: an outside probe opened 20 level-8
 * games for one player).
 */
class ComputerGameCapTest {
  private static final Map<String, Object> GAME = Map.of("game", "chess", "level", 8, "color", "white");
  private static final String SCHOOL = "203.0.113.50";
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @Test
  void aPlayerHoldsTwoGamesAgainstTheComputerWhateverTheyAskAtOnce() throws Exception {
    try (var db = TestDatabase.H2.fresh(); TestServer server = TestServer.start(db.config())) {
      ApiClient ana = server.client();
      assertEquals(201, ana.register("ana", "lua-azul-salta-1").status());
      List<ApiClient.Response> answers = AtOnce.run(50, i -> ana.post("/api/computer/games", GAME));
      List<ApiClient.Response> made = answers.stream().filter(r -> r.status() == 201).toList();
      assertEquals(ComputerQuota.PER_PLAYER, made.size(), "of 50 at once, 2 games: " + statuses(answers));
      var refused = answers.stream().filter(r -> r.status() != 201).toList();
      assertTrue(refused.stream().allMatch(r -> r.status() == 409 && r.errorCode().equals("too_many_computer_games")),
          statuses(answers));
      assertTrue(refused.get(0).json().at("/error/message").asText().contains("2 partidas contra o computador"),
          refused.get(0).body());

      // One ends (Ana calls it off before moving): its place is free, and no more.
      long first = made.get(0).json().path("gameId").asLong();
      try (var socket = JsonSocket.open(server.server().port(), "/ws/game/" + first, ana)) {
        assertNotNull(socket.await("state", Duration.ofSeconds(10)));
        socket.send("{\"t\":\"abort\",\"id\":1}");
        assertNotNull(socket.await("ack", Duration.ofSeconds(10)));
      }
      assertEquals(201, awaitStatus(ana, 201).status(), "a game over frees its place");
      assertEquals("too_many_computer_games", ana.post("/api/computer/games", GAME).errorCode());
    }
  }

  @Test
  void oneAddressHoldsFortyGamesAgainstTheComputerWhateverItsPlayersAskAtOnce() throws Exception {
    try (var db = TestDatabase.H2.fresh(); TestServer server = TestServer.behindProxy(db.config(), LoginLimits.DEFAULT)) {
      // 21 players signed in at one school (accounts made directly: 21 sign-ups would hash 21 passwords), 2 games
      // each, asked at once: 42 asked, 40 the most.
      List<BulkPlayers.Player> pupils = BulkPlayers.create(server, "aluno", 21);
      List<HttpResponse<String>> answers = AtOnce.run(42, i -> post(server, pupils.get(i / 2), SCHOOL));
      long made = answers.stream().filter(r -> r.statusCode() == 201).count();
      assertEquals(ComputerQuota.PER_ADDRESS, made, codes(answers));
      var refused = answers.stream().filter(r -> r.statusCode() != 201).toList();
      assertTrue(refused.stream().allMatch(r -> r.statusCode() == 429
          && r.body().contains("\"too_many_computer_games_here\"")), codes(answers));
      assertTrue(refused.get(0).body().contains("deste endereço"), refused.get(0).body());

      BulkPlayers.Player home = BulkPlayers.create(server, "em_casa", 1).get(0);
      assertEquals(201, post(server, home, "198.51.100.9").statusCode(), "another address is not held");
    }
  }

  /** A new game against the computer asked by {@code p} from {@code address} (behind the proxy). */
  private static HttpResponse<String> post(TestServer server, BulkPlayers.Player p, String address) {
    var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.server().port() + "/api/computer/games"))
        .timeout(Duration.ofSeconds(60)).header("Cookie", p.cookie()).header("X-CSRF-Token", p.csrf())
        .header("X-Forwarded-For", address).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"chess\",\"level\":8,\"color\":\"white\"}"));
    try {
      return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  private static String codes(List<HttpResponse<String>> answers) {
    return answers.stream().map(r -> r.statusCode() + (r.statusCode() == 201 ? "" : " " + r.body())).toList().toString();
  }

  /** Asks for a game until the answer is {@code status} (the computer gets up from an ended game a moment after). */
  private static ApiClient.Response awaitStatus(ApiClient client, int status) throws InterruptedException {
    ApiClient.Response r = null;
    for (int i = 0; i < 100; i++) {
      r = client.post("/api/computer/games", GAME);
      if (r.status() == status) return r;
      Thread.sleep(50);
    }
    return r;
  }

  private static String statuses(List<ApiClient.Response> answers) {
    return answers.stream().map(r -> r.status() + " " + r.errorCode()).toList().toString();
  }
}
