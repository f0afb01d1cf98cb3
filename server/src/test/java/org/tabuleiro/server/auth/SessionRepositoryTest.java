package org.tabuleiro.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.testing.OnBothDatabases;

class SessionRepositoryTest {
  private static final Instant T = Instant.parse("2026-02-01T12:00:00Z");

  @OnBothDatabases
  void sessionsAreFoundByTokenHashAndExpire(Database db) {
    long accountId = new JdbiAccountRepository(db.jdbi()).create("yara", "h", Profile.EMPTY, T).orElseThrow().id();
    var sessions = new JdbiSessionRepository(db.jdbi());
    var fresh = new Session(SessionTokens.hash("a"), accountId, "csrf-a", T, T.plus(Duration.ofDays(30)));
    var old = new Session(SessionTokens.hash("b"), accountId, "csrf-b", T.minus(Duration.ofDays(40)), T);
    sessions.insert(fresh);
    sessions.insert(old);
    assertEquals(fresh, sessions.find(SessionTokens.hash("a")).orElseThrow());
    assertEquals(1, sessions.deleteExpired(T));
    assertTrue(sessions.find(SessionTokens.hash("b")).isEmpty());
    sessions.delete(fresh.tokenHash());
    assertTrue(sessions.find(fresh.tokenHash()).isEmpty());
  }

  @OnBothDatabases
  void loginFailuresAreCountedInTheWindowAndPruned(Database db) {
    var failures = new JdbiLoginFailureRepository(db.jdbi());
    failures.record("user:zeca", T.minusSeconds(400));
    failures.record("user:zeca", T.minusSeconds(100));
    failures.record("user:zeca", T);
    failures.record("ip:10.0.0.1", T);
    assertEquals(List.of(T.minusSeconds(100), T), failures.since("user:zeca", T.minusSeconds(300)));
    failures.prune(T.minusSeconds(300));
    assertEquals(2, failures.since("user:zeca", T.minusSeconds(1000)).size());
    failures.clear("user:zeca");
    assertTrue(failures.since("user:zeca", T.minusSeconds(1000)).isEmpty());
    assertEquals(1, failures.since("ip:10.0.0.1", T.minusSeconds(1000)).size());
  }
}
