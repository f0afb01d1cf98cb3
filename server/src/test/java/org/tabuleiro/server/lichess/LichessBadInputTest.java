package org.tabuleiro.server.lichess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * Bad input under /lichess/ gets lichess's error shape ({"error": "..."}, in Portuguese) and its status, never a
 * 500: a move in another player's game, an illegal move, a challenge to nobody, bad form fields, a flood of streams
 * (capped per account) and of requests (capped per token).
 */
class LichessBadInputTest {
  @Test
  void refusalsAreClearAndInLichesssShape() throws Exception {
    try (var db = TestDatabase.H2.fresh(); TestServer server = TestServer.start(db.config())) {
      int port = server.server().port();
      String ana = token(server, "ana"), bruno = token(server, "bruno"), carla = token(server, "carla");
      var a = new LichessHttp(port, ana);
      var b = new LichessHttp(port, bruno);
      var c = new LichessHttp(port, carla);

      var nobody = a.post("/lichess/api/challenge/ninguem", "clock.limit=300&clock.increment=0");
      assertEquals(404, nobody.status(), nobody.body());
      assertTrue(nobody.error().contains("ninguem"), nobody.body());
      var badClock = a.post("/lichess/api/challenge/bruno", "clock.limit=cinco");
      assertEquals(400, badClock.status(), badClock.body());
      assertTrue(badClock.error().contains("clock.limit"), badClock.body());
      var badRated = a.post("/lichess/api/challenge/bruno", "rated=talvez");
      assertEquals(400, badRated.status());

      var made = a.post("/lichess/api/challenge/bruno", "clock.limit=300&clock.increment=2&color=white");
      assertEquals(200, made.status(), made.body());
      String challenge = made.json().path("id").asText();
      assertEquals(404, c.post("/lichess/api/challenge/" + challenge + "/accept", null).status(),
          "carla cannot accept bruno's challenge");
      assertEquals(200, b.post("/lichess/api/challenge/" + challenge + "/accept", null).status());
      String game = server.client().get("/api/games/live").body().replaceAll("(?s).*?\"id\":(\\d+).*", "$1");
      assertTrue(game.matches("\\d+"), game);

      var other = c.post("/lichess/api/board/game/" + game + "/move/e2e4", null);
      assertEquals(404, other.status(), other.body());
      assertTrue(other.error().contains(game), other.body());
      var illegal = a.post("/lichess/api/board/game/" + game + "/move/e2e5", null);
      assertEquals(400, illegal.status(), illegal.body());
      assertTrue(illegal.error().contains("e2e5"), illegal.body());
      var garbage = a.post("/lichess/api/board/game/" + game + "/move/%3Cscript%3E", null);
      assertEquals(400, garbage.status(), garbage.body());
      assertEquals(400, a.post("/lichess/api/board/game/" + game + "/draw/talvez", null).status());
      assertEquals(404, a.post("/lichess/api/board/game/abc/resign", null).status());
      assertEquals(200, a.post("/lichess/api/board/game/" + game + "/move/e2e4", null).status());
      var outOfTurn = a.post("/lichess/api/board/game/" + game + "/move/d2d4", null);
      assertEquals(400, outOfTurn.status(), "not ana's turn");
      assertEquals("Lance \"d2d4\" recusado: Não é a sua vez.", outOfTurn.error(), "play's English is told in Portuguese");
      assertEquals(404, a.get("/lichess/game/export/999999").status());
      var unknownRoute = a.get("/lichess/api/user/ana");
      assertEquals(404, unknownRoute.status(), unknownRoute.body());
      assertTrue(unknownRoute.error().contains("/lichess/api/user/ana"), unknownRoute.body());

      // A flood of streams: the account's cap, then 429 with lichess's error; the places come back when they close.
      List<HttpResponse<InputStream>> open = new ArrayList<>();
      for (int i = 0; i < StreamCaps.PER_ACCOUNT; i++) {
        var s = c.stream("/lichess/api/stream/event");
        assertEquals(200, s.statusCode());
        open.add(s);
      }
      var refused = c.get("/lichess/api/stream/event");
      assertEquals(429, refused.status(), refused.body());
      assertTrue(refused.error().contains(Integer.toString(StreamCaps.PER_ACCOUNT)), refused.body());
      for (var s : open) s.body().close();
      var again = waitForStream(c);
      assertEquals(200, again.statusCode());
      again.body().close();

      // A flood of requests with one token: refused beyond its share a second, with Retry-After.
      // Sent at once (a loaded machine spreads requests sent one after the other over more than a second).
      int limited = 0;
      for (int burst = 0; burst < 5 && limited == 0; burst++) {
        limited = flood(b, 3 * org.tabuleiro.server.lichess.token.TokenService.USES_PER_SECOND);
      }
      assertTrue(limited > 0, "a flood of requests is limited");
    }
  }

  /** {@code n} requests with one token sent together; how many were refused with 429. */
  private static int flood(LichessHttp client, int n) throws Exception {
    var start = new java.util.concurrent.CountDownLatch(1);
    try (var threads = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
      List<java.util.concurrent.Future<Integer>> statuses = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        statuses.add(threads.submit(() -> {
          start.await();
          return client.get("/lichess/api/account").status();
        }));
      }
      start.countDown();
      int refused = 0;
      for (var f : statuses) if (f.get() == 429) refused++;
      return refused;
    }
  }

  /** The stream once the server has seen the earlier ones close (it notices at its next keep-alive write). */
  private static HttpResponse<InputStream> waitForStream(LichessHttp c) throws IOException {
    long until = System.nanoTime() + 30_000_000_000L;
    while (true) {
      var s = c.stream("/lichess/api/stream/event");
      if (s.statusCode() == 200 || System.nanoTime() > until) return s;
      s.body().close();
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }

  private static String token(TestServer server, String name) {
    ApiClient browser = server.client();
    browser.register(name, "segredo-de-" + name);
    return browser.post("/api/account/tokens", Map.of("description", "teste",
        "scopes", List.of("board:play", "challenge:read", "challenge:write"))).json().path("token").asText();
  }
}
