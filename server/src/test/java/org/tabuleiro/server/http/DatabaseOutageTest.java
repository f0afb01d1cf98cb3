package org.tabuleiro.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;
import org.tabuleiro.server.testing.PrivatePostgres;
import org.tabuleiro.server.testing.TestServer;

/**
 * PostgreSQL stopped under a running server (a private one: never the machine's shared PostgreSQL): health says
 * {@code unreachable} within a second or two; sign-up, login, challenges, seeks answer 503 {@code
 * database_unavailable} with {@code Retry-After}, within a couple of seconds; a player reconnecting to a live game
 * gets the same code on the socket, which is then closed (1013); a socket already open on the game goes on playing
 * (moves are journaled). PostgreSQL started again: the same requests succeed, with no server restart and nothing
 * stored lost.
 */
class DatabaseOutageTest {
  private static final Duration WAIT = Duration.ofSeconds(5);
  /** Health's bound for {@code unreachable} and back: 1 s by design, with room for a busy machine. */
  private static final Duration HEALTH_WITHIN = Duration.ofSeconds(2);
  /** A request's bound for its 503: the pool's 2 s wait for a connection, and room. */
  private static final long ANSWER_WITHIN_MILLIS = 3_500;

  @Test
  void aStoppedDatabaseIsAnswered503AndTheServerRecoversByItself(@TempDir Path data) throws Exception {
    long t = System.nanoTime();
    try (var pg = PrivatePostgres.running();
         var server = TestServer.start(ServerConfig.forTests(pg.config(), data))) {
      System.out.printf("DatabaseOutageTest: PostgreSQL made and the server started in %.1f s%n", seconds(t));
      int port = server.server().port();
      ApiClient ana = server.client(), bruno = server.client(), carla = server.client();
      assertEquals(201, ana.register("ana", "lua-verde-da-ana").status());
      assertEquals(201, bruno.register("bruno", "lua-verde-do-bruno").status());
      assertEquals(201, carla.register("carla", "lua-verde-da-carla").status());
      var seek = ana.post("/api/seeks", Map.of("game", "chess", "timeControl", "10+5", "rated", false,
          "color", "white"));
      assertEquals(201, seek.status(), seek.body());
      var accepted = bruno.post("/api/seeks/" + seek.json().path("id").asLong() + "/accept", null);
      assertEquals(201, accepted.status(), accepted.body());
      String game = "/ws/game/" + accepted.json().path("gameId").asLong();
      try (var white = JsonSocket.open(port, game, ana)) {
        assertNotNull(white.await("state", WAIT));
        white.send("{\"t\":\"move\",\"move\":\"e2e4\",\"id\":1}");
        assertNotNull(white.await(n -> n.path("t").asText().equals("ack"), WAIT), "e2e4 acknowledged");
      }
      JsonSocket black = JsonSocket.open(port, game, bruno);
      assertNotNull(black.await("state", WAIT));
      assertEquals(200, health(ana).status());

      System.out.printf("DatabaseOutageTest: accounts and a game in play %.1f s after the start%n", seconds(t));
      long stopped = System.nanoTime();   // from the stop's start: a fast shutdown takes a moment
      pg.stop();
      JsonNode down = awaitHealth(ana, "unreachable");
      double toUnreachable = seconds(stopped);
      assertEquals("degraded", down.path("status").asText(), down.toString());
      assertEquals(503, health(ana).status());

      // Each waits for the pool's 2 s in vain: asked side by side.
      ApiClient dora = server.client(), again = server.client();
      again.get("/api/session");   // the guest's CSRF token (no database needed)
      List<CompletableFuture<Void>> asked = List.of(
          refused("sign-up", () -> dora.register("dora", "lua-verde-da-dora")),
          refused("login", () -> again.login("carla", "lua-verde-da-carla")),
          refused("challenge", () -> ana.post("/api/challenges", Map.of("username", "bruno", "timeControl", "5+3"))),
          refused("seek", () -> carla.post("/api/seeks", Map.of("timeControl", "5+3"))));
      long t0 = System.nanoTime();
      try (var back = JsonSocket.open(port, game, ana)) {
        JsonNode error = back.await(n -> !n.path("t").asText().equals("chat"), WAIT);
        assertNotNull(error, "the reconnecting player is told something");
        assertEquals("error", error.path("t").asText(), error.toString());
        assertEquals("database_unavailable", error.path("code").asText(), error.toString());
        assertTrue(error.path("retryAfter").asInt() >= 1, error.toString());
        assertTrue(error.path("message").asText().contains("banco de dados"), error.toString());
        awaitClosed(back);
        assertEquals(1013, back.closeCode(), "closed: try again later");
      }
      System.out.printf("DatabaseOutageTest: the reconnecting socket answered and closed in %d ms%n", millis(t0));
      assertTrue(millis(t0) < ANSWER_WITHIN_MILLIS, "the socket's answer took " + millis(t0) + " ms");
      for (var a : asked) a.join();
      // The game in memory goes on for a socket already open: its moves are journaled.
      black.send("{\"t\":\"move\",\"move\":\"e7e5\",\"id\":2}");
      JsonNode answer = black.await(n -> n.path("id").asInt() == 2, WAIT);
      assertNotNull(answer, "e7e5 answered during the outage");
      assertEquals("ack", answer.path("t").asText(), answer.toString());

      pg.start();
      long started = System.nanoTime();
      awaitHealth(ana, "ok");
      double toOk = seconds(started);
      System.out.printf("DatabaseOutageTest: health unreachable %.2f s after the stop began, ok %.2f s after PostgreSQL"
          + " accepted connections again%n",
          toUnreachable, toOk);
      assertTrue(toUnreachable < HEALTH_WITHIN.toMillis() / 1e3, "unreachable after " + toUnreachable + " s");

      assertEquals(201, dora.register("dora", "lua-verde-da-dora").status(), "sign-up again");
      assertEquals(200, again.login("carla", "lua-verde-da-carla").status(), "login again");
      var challenge = ana.post("/api/challenges", Map.of("username", "carla", "timeControl", "5+3"));
      assertEquals(201, challenge.status(), challenge.body());
      var seekAgain = carla.post("/api/seeks", Map.of("timeControl", "5+3"));
      assertEquals(201, seekAgain.status(), seekAgain.body());
      try (var back = JsonSocket.open(port, game, ana)) {
        JsonNode state = back.await("state", WAIT);
        assertNotNull(state, "the player is back in the game");
        assertEquals(List.of("e2e4", "e7e5"), moves(state), "every move kept, the outage's too");
      }
      black.close();
    }
  }

  private static ApiClient.Response health(ApiClient client) {
    return client.get("/api/health");
  }

  /**
   * The request, on a thread of its own: answered 503 database_unavailable with Retry-After, in Portuguese, within
   * a couple of seconds.
   */
  private static CompletableFuture<Void> refused(String what, Supplier<ApiClient.Response> request) {
    return CompletableFuture.runAsync(() -> refusedNow(what, request), command -> Thread.ofPlatform().start(command));
  }

  private static void refusedNow(String what, Supplier<ApiClient.Response> request) {
    long t0 = System.nanoTime();
    ApiClient.Response r = request.get();
    long took = millis(t0);
    System.out.printf("DatabaseOutageTest: %s answered %d in %d ms%n", what, r.status(), took);
    assertEquals(503, r.status(), what + ": " + r.body());
    assertEquals("database_unavailable", r.errorCode(), what + ": " + r.body());
    assertTrue(r.json().path("error").path("message").asText().contains("banco de dados"), r.body());
    String retry = r.header("Retry-After");
    assertNotNull(retry, what + " has Retry-After");
    assertTrue(Integer.parseInt(retry) >= 1, what + " Retry-After " + retry);
    assertTrue(took < ANSWER_WITHIN_MILLIS, what + " answered after " + took + " ms");
  }

  private static JsonNode awaitHealth(ApiClient client, String database) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
    JsonNode last = null;
    while (System.nanoTime() < deadline) {
      last = health(client).json();
      if (database.equals(last.path("database").asText())) return last;
      Thread.sleep(20);
    }
    throw new AssertionError("health never said database " + database + ": " + last);
  }

  private static void awaitClosed(JsonSocket socket) throws InterruptedException {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (!socket.isClosed() && System.nanoTime() < deadline) Thread.sleep(10);
    assertTrue(socket.isClosed(), "the socket was closed");
  }

  private static List<String> moves(JsonNode state) {
    List<String> moves = new java.util.ArrayList<>();
    state.path("moves").forEach(m -> moves.add(m.isTextual() ? m.asText() : m.path("uci").asText(m.toString())));
    return moves;
  }

  private static long millis(long since) {
    return (System.nanoTime() - since) / 1_000_000;
  }

  private static double seconds(long since) {
    return (System.nanoTime() - since) / 1e9;
  }
}
