package org.tabuleiro.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.testing.MutableClock;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * The race the sign-up count must survive, played out in order: two sign-ups from one address for its last place,
 * the first one's row committed only after the second has counted (ids are drawn before commits, so commits can
 * land out of id order). Before, each counted the rows up to its own id, and both took the place; now each counts
 * every row, and the first, counting last, sees the second's.
 */
class SignUpCountRaceTest {
  private static final String SCHOOL = "203.0.113.40";

  @Test
  void aSignUpWhoseRowCommitsLateStillSeesTheOtherOne() throws Exception {
    var clock = new MutableClock(TestServer.START);
    try (var fresh = TestDatabase.H2.fresh(); Database db = Database.open(fresh.config());
         var accounts = new AccountModule(db.jdbi(), clock)) {
      var rows = new LateCommit();
      for (int i = 0; i < 4; i++) rows.record(SCHOOL, clock.instant().minusSeconds(60));
      LoginLimits limits = LoginLimits.DEFAULT.withSignUps(5, Duration.ofHours(1));
      var signUps = new SignUps(accounts.service(), accounts.work(), rows, new JdbiKnownAddressRepository(db.jdbi()),
          limits, clock);
      rows.arm();
      var first = CompletableFuture.supplyAsync(() -> signUps.register("aluno1", "cavalo-azul-salta", Profile.EMPTY,
          SCHOOL));
      assertEquals(true, rows.lateRecorded.await(20, TimeUnit.SECONDS));
      var second = signUps.register("aluno2", "cavalo-azul-salta", Profile.EMPTY, SCHOOL);
      List<Result<Account>> both = List.of(first.get(20, TimeUnit.SECONDS), second);
      long made = both.stream().filter(r -> r instanceof Result.Ok<Account>).count();
      assertEquals(1, made, "one place left, one account: " + both);
    }
  }

  /**
   * Sign-up rows in memory where, once armed, the first row recorded stays unseen by others until another sign-up
   * has counted: a commit that lands after a later one's.
   */
  private static final class LateCommit implements SignUpRepository {
    private record Row(long id, String key, Instant at) {}

    private final List<Row> seen = new ArrayList<>();
    private final ThreadLocal<Long> mine = new ThreadLocal<>();
    private final CountDownLatch otherCounted = new CountDownLatch(1);
    final CountDownLatch lateRecorded = new CountDownLatch(1);
    private long lastId;
    private boolean armed;
    private Row late;

    void arm() {
      armed = true;
    }

    @Override
    public synchronized long record(String key, Instant at) {
      Row row = new Row(++lastId, key, at);
      mine.set(row.id());
      if (armed && late == null) {
        late = row;
        lateRecorded.countDown();
      } else {
        seen.add(row);
      }
      return row.id();
    }

    @Override
    public List<Instant> since(String key, Instant since) {
      boolean isLate = late != null && mine.get() != null && mine.get() == late.id();
      if (isLate) {
        await();
        synchronized (this) {
          seen.add(late);   // committed now
        }
      }
      List<Instant> out;
      synchronized (this) {
        out = seen.stream().filter(r -> r.key().equals(key) && r.at().isAfter(since)).map(Row::at).sorted().toList();
      }
      if (!isLate && late != null) otherCounted.countDown();
      return out;
    }

    private void await() {
      try {
        otherCounted.await(20, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    public synchronized void forget(long id) {
      seen.removeIf(r -> r.id() == id);
    }

    @Override
    public void prune(Instant before) {}
  }
}
