package org.tabuleiro.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/** Behind a proxy (the server reads {@code X-Forwarded-For}), so each client here has an address of its own. */
class LoginRateLimitTest {
  private static final String HOME = "198.51.100.7";
  private static final String GUESSER = "203.0.113.9";

  @OnBothDatabases
  void wrongGuessesFromElsewhereNeverLockTheOwnerOutAtHome(TestDatabase.Fresh db) {
    try (TestServer server = TestServer.behindProxy(db.config(), LoginLimits.DEFAULT)) {
      assertEquals(201, server.client().from(HOME).register("joana", "lua-azul-salta-1").status());

      ApiClient guesser = server.client().from(GUESSER);
      for (int i = 0; i < 5; i++) {
        assertEquals(401, guesser.login("joana", "tentativa-" + i).status());
        server.clock().advance(Duration.ofSeconds(10));
      }
      var held = guesser.login("joana", "tentativa-5");
      assertEquals(429, held.status(), held.body());
      assertEquals("too_many_attempts", held.errorCode());
      // The first failure was 50 s ago; it leaves the 5-minute window in 250 s.
      assertEquals("250", held.header("Retry-After"));
      assertEquals(429, guesser.login("joana", "lua-azul-salta-1").status(),
          "the guesser's address waits even with the right password: the throttle answers before the check");

      assertEquals(200, server.client().from(HOME).login("JOANA", "lua-azul-salta-1").status(),
          "five wrong guesses from another address do not lock the owner out at home");

      // Guesses spread over many addresses: after 20 for the name, no new address may try it...
      for (int i = 0; i < 15; i++) {
        assertEquals(401, server.client().from("203.0.113." + (100 + i)).login("joana", "outra-" + i).status());
      }
      var stranger = server.client().from("192.0.2.44").login("joana", "lua-azul-salta-1");
      assertEquals(429, stranger.status(), "20 failures for the name hold it at addresses it was never used from");
      assertTrue(Long.parseLong(stranger.header("Retry-After")) > 0);
      // ...but the owner at an address the account knows still gets in.
      assertEquals(200, server.client().from(HOME).login("joana", "lua-azul-salta-1").status());
    }
  }

  @OnBothDatabases
  void signingInSomewhereMakesThatAddressKnown(TestDatabase.Fresh db) {
    LoginLimits limits = new LoginLimits(5, 50, 3, Duration.ofMinutes(5), 100, Duration.ofHours(1));
    try (TestServer server = TestServer.behindProxy(db.config(), limits)) {
      server.client().from(HOME).register("rui", "lua-azul-salta-1");
      assertEquals(200, server.client().from("2001:db8:1:2::10").login("rui", "lua-azul-salta-1").status());
      for (int i = 0; i < 3; i++) {
        assertEquals(401, server.client().from("203.0.113." + (10 + i)).login("rui", "errada-" + i).status());
      }
      assertEquals(429, server.client().from("192.0.2.1").login("rui", "lua-azul-salta-1").status());
      assertEquals(200, server.client().from("2001:db8:1:2:abcd::99").login("rui", "lua-azul-salta-1").status(),
          "a new address in the same IPv6 /64, as a phone picks at will, is the same place");
      assertEquals(200, server.client().from(HOME).login("rui", "lua-azul-salta-1").status());
    }
  }

  @OnBothDatabases
  void oneAddressTryingManyNamesIsHeldAtItsOwnLimit(TestDatabase.Fresh db) {
    LoginLimits limits = new LoginLimits(5, 3, 20, Duration.ofMinutes(5), 100, Duration.ofHours(1));
    try (TestServer server = TestServer.behindProxy(db.config(), limits)) {
      server.client().from(HOME).register("lara", "lua-azul-salta-1");
      ApiClient sprayer = server.client().from(GUESSER);
      for (String name : new String[] {"a1x", "b2x", "c3x"}) {
        assertEquals(401, sprayer.login(name, "123456789").status());
      }
      var held = sprayer.login("lara", "lua-azul-salta-1");
      assertEquals(429, held.status(), held.body());
      assertTrue(Long.parseLong(held.header("Retry-After")) > 0);
      assertEquals(200, server.client().from("192.0.2.50").login("lara", "lua-azul-salta-1").status(),
          "other addresses are not held by the sprayer's failures");
    }
  }

  @OnBothDatabases
  void theRightPasswordClearsTheCountOfTheNameAtThatAddress(TestDatabase.Fresh db) {
    try (TestServer server = TestServer.behindProxy(db.config(), LoginLimits.DEFAULT)) {
      ApiClient player = server.client().from(HOME);
      player.register("kiko", "lua-azul-salta-1");
      for (int round = 0; round < 2; round++) {
        for (int i = 0; i < 4; i++) assertEquals(401, server.client().from(HOME).login("kiko", "errada-" + i).status());
        assertEquals(200, server.client().from(HOME).login("kiko", "lua-azul-salta-1").status());
      }
    }
  }
}
