package org.tabuleiro.server.challenge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** A challenge goes to one named player, who accepts or declines it; it lapses after five minutes. */
class ChallengeTest {
  @OnBothDatabases
  void aChallengedPlayerAcceptsDeclinesOrLetsItLapse(TestServer server) {
    ApiClient ana = server.client(), bruno = server.client(), carla = server.client();
    ana.register("ana", "segredo-da-ana");
    bruno.register("bruno", "segredo-do-bruno");
    carla.register("carla", "segredo-da-carla");

    var made = ana.post("/api/challenges", Map.of("username", "bruno", "timeControl", "5+3", "rated", true,
        "color", "white"));
    assertEquals(201, made.status(), made.body());
    assertEquals("bruno", made.json().path("to").asText());
    assertEquals(TestServer.START.plus(Duration.ofMinutes(5)).toString(), made.json().path("expiresAt").asText());
    long first = made.json().path("id").asLong();
    assertEquals("own_challenge", ana.post("/api/challenges", Map.of("username", "ana", "timeControl", "5+3"))
        .errorCode());
    assertEquals("player_not_found", ana.post("/api/challenges", Map.of("username", "ninguem", "timeControl", "5+3"))
        .errorCode());
    assertEquals("invalid_time_control", ana.post("/api/challenges", Map.of("username", "bruno", "timeControl",
        "depressa")).errorCode());
    assertEquals(401, server.client().post("/api/challenges", Map.of("username", "bruno")).status());

    assertEquals(1, bruno.get("/api/challenges").json().path("incoming").size());
    assertEquals(1, ana.get("/api/challenges").json().path("outgoing").size());
    assertEquals(0, carla.get("/api/challenges").json().path("incoming").size());
    assertEquals("challenge_not_found", carla.post("/api/challenges/" + first + "/accept", null).errorCode());
    assertEquals("not_your_challenge", ana.post("/api/challenges/" + first + "/accept", null).errorCode());

    var accepted = bruno.post("/api/challenges/" + first + "/accept", null);
    assertEquals(201, accepted.status(), accepted.body());
    var game = ana.get("/api/games/" + accepted.json().path("gameId").asLong()).json();
    assertEquals("ana", game.path("white").asText());
    assertEquals("bruno", game.path("black").asText());
    assertEquals(0, bruno.get("/api/challenges").json().path("incoming").size(), "an accepted challenge is gone");

    long second = ana.post("/api/challenges", Map.of("username", "bruno", "timeControl", "10")).json().path("id")
        .asLong();
    assertEquals(204, bruno.post("/api/challenges/" + second + "/decline", null).status());
    assertEquals("challenge_not_found", bruno.post("/api/challenges/" + second + "/accept", null).errorCode());

    long third = ana.post("/api/challenges", Map.of("username", "carla", "timeControl", "10")).json().path("id")
        .asLong();
    assertEquals("not_your_challenge", carla.delete("/api/challenges/" + third).errorCode());
    assertEquals(204, ana.delete("/api/challenges/" + third).status());

    long fourth = ana.post("/api/challenges", Map.of("username", "carla", "timeControl", "10")).json().path("id")
        .asLong();
    server.clock().advance(Duration.ofMinutes(5));
    assertEquals(0, carla.get("/api/challenges").json().path("incoming").size());
    assertEquals("challenge_not_found", carla.post("/api/challenges/" + fourth + "/accept", null).errorCode());
  }
}
