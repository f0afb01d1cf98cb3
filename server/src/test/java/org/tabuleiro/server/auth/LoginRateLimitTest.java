package org.tabuleiro.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

class LoginRateLimitTest {
  @OnBothDatabases
  void fiveFailuresForANameBlockItsLoginsWithRetryAfter(TestServer server) {
    server.client().register("joana", "palavra-passe-1");
    ApiClient attacker = server.client();
    for (int i = 0; i < 5; i++) {
      assertEquals(401, attacker.login("joana", "tentativa-" + i).status());
      server.clock().advance(Duration.ofSeconds(10));
    }
    var blocked = attacker.login("joana", "tentativa-5");
    assertEquals(429, blocked.status(), blocked.body());
    assertEquals("too_many_attempts", blocked.errorCode());
    // The first failure was 50 s ago; it leaves the 5-minute window in 250 s.
    assertEquals("250", blocked.header("Retry-After"));

    var owner = server.client().login("JOANA", "palavra-passe-1");
    assertEquals(429, owner.status(), "even the right password waits: the throttle answers before the check");

    server.clock().advance(Duration.ofSeconds(250));
    assertEquals(200, server.client().login("joana", "palavra-passe-1").status());
  }

  @OnBothDatabases
  void theRightPasswordClearsTheNamesCount(TestServer server) {
    ApiClient player = server.client();
    player.register("kiko", "palavra-passe-1");
    for (int i = 0; i < 4; i++) assertEquals(401, server.client().login("kiko", "errada-" + i).status());
    assertEquals(200, server.client().login("kiko", "palavra-passe-1").status());
    for (int i = 0; i < 4; i++) assertEquals(401, server.client().login("kiko", "errada-" + i).status());
    assertEquals(200, server.client().login("kiko", "palavra-passe-1").status());
  }

  @OnBothDatabases
  void oneAddressTryingManyNamesIsBlockedAtItsOwnLimit(TestDatabase.Fresh db) {
    try (TestServer server = TestServer.start(db.config(), new LoginLimits(5, 3, Duration.ofMinutes(5)))) {
      server.client().register("lara", "palavra-passe-1");
      ApiClient sprayer = server.client();
      for (String name : new String[] {"a1x", "b2x", "c3x"}) assertEquals(401, sprayer.login(name, "123456789").status());
      var blocked = sprayer.login("lara", "palavra-passe-1");
      assertEquals(429, blocked.status(), "every client here is 127.0.0.1");
      assertTrue(Long.parseLong(blocked.header("Retry-After")) > 0);
    }
  }
}
