package org.tabuleiro.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.tabuleiro.server.testing.ApiClient;
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
}
