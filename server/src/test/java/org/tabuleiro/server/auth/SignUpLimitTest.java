package org.tabuleiro.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.AtOnce;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/** Behind a proxy (the server reads {@code X-Forwarded-For}), so each client here has an address of its own. */
class SignUpLimitTest {
  @OnBothDatabases
  void signUpsFromOneAddressAreLimitedPerHourAndOthersAreNot(TestDatabase.Fresh db) {
    LoginLimits limits = LoginLimits.DEFAULT.withSignUps(3, Duration.ofHours(1));
    try (TestServer server = TestServer.behindProxy(db.config(), limits)) {
      ApiClient school = server.client().from("203.0.113.20");
      assertEquals(400, school.register("1abc", "cavalo-azul-salta").status(), "refused before any work: free");
      assertEquals(201, school.register("aluno1", "cavalo-azul-salta").status());
      server.clock().advance(Duration.ofMinutes(10));
      assertEquals(409, server.client().from("203.0.113.20").register("aluno1", "cavalo-azul-salta").status(),
          "a taken name is found before the password work: free");
      assertEquals(400, server.client().from("203.0.113.20").register("aluno2", "12345678").status(),
          "a weak password was estimated: it counts");
      server.clock().advance(Duration.ofMinutes(10));
      assertEquals(201, server.client().from("203.0.113.20").register("aluno2", "cavalo-azul-salta").status());
      server.clock().advance(Duration.ofMinutes(10));
      var refused = server.client().from("203.0.113.20").register("aluno3", "cavalo-azul-salta");
      assertEquals(429, refused.status(), refused.body());
      assertEquals("too_many_sign_ups", refused.errorCode());
      assertEquals("1800", refused.header("Retry-After"), "the first of the three leaves the hour in 30 min");
      assertTrue(refused.json().at("/error/message").asText().contains("no máximo 3 por hora"), refused.body());

      assertEquals(201, server.client().from("198.51.100.20").register("aluno3", "cavalo-azul-salta").status(),
          "another address is not held");
      server.clock().advance(Duration.ofMinutes(31));
      assertEquals(201, server.client().from("203.0.113.20").register("aluno4", "cavalo-azul-salta").status(),
          "an hour after the first, the address may sign up again");
    }
  }

  /**
   * 30 sign-ups at once from one address against a limit of 5: never more than 5 accounts (each counts every row of
   * the hour after writing its own, so the last to count sees the others).
   */
  @OnBothDatabases
  void signUpsAtOnceFromOneAddressNeverPassTheLimit(TestDatabase.Fresh db) {
    LoginLimits limits = LoginLimits.DEFAULT.withSignUps(5, Duration.ofHours(1));
    try (TestServer server = TestServer.start(LoginGuessRaceTest.admittingAll(db, limits))) {
      List<ApiClient> pupils = new ArrayList<>();
      for (int i = 0; i < 30; i++) {
        ApiClient p = server.client().from("203.0.113.30");
        p.get("/api/session");
        pupils.add(p);
      }
      List<Integer> answers = AtOnce.run(30, i -> pupils.get(i).register("aluno" + i, "cavalo-azul-salta").status());
      long made = answers.stream().filter(s -> s == 201).count();
      assertEquals(30, made + answers.stream().filter(s -> s == 429).count(), "201 or 429: " + answers);
      assertTrue(made <= 5 && made > 0, made + " accounts: " + answers);
      // Near the limit a burst may refuse one that would have fitted, never the other way: the places left are
      // there, one by one, and no more.
      for (long n = made; n < 5; n++) {
        assertEquals(201, server.client().from("203.0.113.30").register("depois" + n, "cavalo-azul-salta").status());
      }
      assertEquals(429, server.client().from("203.0.113.30").register("aluno99", "cavalo-azul-salta").status());
    }
  }
}
