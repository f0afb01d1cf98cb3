package org.tabuleiro.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.config.Tuning;
import org.tabuleiro.server.testing.Alone;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.AtOnce;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestData;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * Wrong passwords for one name, 50 at once from 50 addresses (behind a proxy): at most 20 (the name's limit) are
 * checked, the others are held before any hash (a 401 comes only after a check, a 429 before one). Before, every
 * login read the count, found it under the limit, and was checked: 50 checks (an outside probe saw 24).
 */
@Tag(Alone.TAG)   // a bound on times: run with no other test class beside it (testing/Alone)
class LoginGuessRaceTest {
  private static final int GUESSES = 50;
  private static final String HOME = "198.51.100.7";

  @OnBothDatabases
  void fiftyWrongGuessesAtOnceCheckAtMostTheNamesLimit(TestDatabase.Fresh db) {
    try (TestServer server = TestServer.start(admittingAll(db, LoginLimits.DEFAULT))) {
      assertEquals(201, server.client().from(HOME).register("vitima", "lua-azul-salta-1").status());
      List<ApiClient> guessers = new ArrayList<>();
      for (int i = 0; i < GUESSES; i++) {
        ApiClient g = server.client().from("203.0.113." + (100 + i));
        g.get("/api/session");   // its CSRF token, before the burst
        guessers.add(g);
      }
      List<Integer> answers = AtOnce.run(GUESSES, i -> guessers.get(i).login("vitima", "palpite-errado-" + i).status());
      long checked = answers.stream().filter(s -> s == 401).count();
      long held = answers.stream().filter(s -> s == 429).count();
      System.out.println("LoginGuessRaceTest: " + GUESSES + " wrong guesses at once, " + checked + " checked, " + held
          + " held before a check");
      assertEquals(GUESSES, checked + held, "each guess checked (401) or held before a check (429): " + answers);
      assertTrue(checked <= LoginLimits.DEFAULT.perUsername(), checked + " passwords checked: " + answers);
      assertTrue(checked > 0, "some were checked: " + answers);
      // Near a limit a burst may hold a guess that would have fitted, never the other way: the checks left are there,
      // one by one, and no more.
      for (long n = checked; n < LoginLimits.DEFAULT.perUsername(); n++) {
        assertEquals(401, server.client().from("192.0.2." + (100 + n)).login("vitima", "mais-um-" + n).status());
      }
      assertEquals(429, server.client().from("192.0.2.43").login("vitima", "mais-um").status());
      var right = server.client().from("192.0.2.44").login("vitima", "lua-azul-salta-1");
      assertEquals(429, right.status(), "after the limit, the right password from a new address is held too");
      assertEquals(200, server.client().from(HOME).login("vitima", "lua-azul-salta-1").status(),
          "and the owner at home gets in");
    }
  }

  /**
   * Behind a proxy, with enough password threads that 50 logins or sign-ups at once are all admitted (4 threads and
   * 64 waiting; with the default, most would be answered busy, checking nothing).
   */
  static ServerConfig admittingAll(TestDatabase.Fresh db, LoginLimits limits) {
    Tuning tuning = Tuning.read((property, key) -> property.equals("passwordThreads") ? "4"
        : System.getProperty("tabuleiro." + property));
    return ServerConfig.forTests(db.config(), TestData.root()).withLoginLimits(limits)
        .withTrustProxy(true).withTuning(tuning);
  }
}
