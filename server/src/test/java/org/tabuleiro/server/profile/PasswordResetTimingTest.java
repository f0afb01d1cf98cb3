package org.tabuleiro.server.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tabuleiro.server.mail.MailConfig;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * {@code POST /api/password-reset} answers alike, in status, body and time, for (a) an account with an e-mail, (b)
 * one without, (c) a name no account has: an outside probe told them apart by time (37 ms against 15 ms), so it
 * could list the club's accounts. 200 requests of each kind, interleaved in a shuffled order (the machine's load
 * drifts alike for all three), after a warm-up; the clock moves 21 minutes a round so that (a) makes and mails a
 * link each time, as a first request does (3 an hour at most), where the work is on the request. Two checks, loose enough for a busy 2-core machine: the
 * medians within 5 ms, and each kind slower than another in at most 65% of their pairs (50% when alike; the old
 * code's (a) was slower in nearly all).
 */
class PasswordResetTimingTest {
  private static final int ROUNDS = 200, WARM_UP = 30;
  private static final double MAX_MEDIAN_GAP_MILLIS = 5, MAX_SLOWER_SHARE = 0.65;

  enum Kind {
    WITH_EMAIL("ana"), WITHOUT_EMAIL("bia"), UNKNOWN("ninguem");

    final String login;

    Kind(String login) {
      this.login = login;
    }
  }

  @OnBothDatabases
  void theAnswerTakesAsLongWhateverTheAccount(TestDatabase.Fresh db) throws Exception {
    GreenMail smtp = new GreenMail(new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
    smtp.start();
    try (TestServer server = TestServer.start(TestServer.config(db.config()).withMail(new MailConfig("127.0.0.1",
        smtp.getSmtp().getPort(), null, null, "Clube Tabuleiro <noreply@clube.example>", "none",
        "https://xadrez.clube.example")))) {
      ApiClient ana = server.client();
      assertEquals(201, ana.register("ana", "lua-azul-salta-1").status());
      assertEquals(200, ana.patch("/api/me", Map.of("email", "ana@exemplo.pt")).status());
      assertEquals(201, server.client().register("bia", "lua-azul-salta-2").status());
      ApiClient asker = server.client();
      asker.get("/api/session");

      Map<Kind, List<Long>> nanos = new EnumMap<>(Kind.class);
      for (Kind k : Kind.values()) nanos.put(k, new ArrayList<>());
      Random random = new Random(31);
      String body = null;
      List<Kind> order = new ArrayList<>(List.of(Kind.values()));
      for (int round = 0; round < WARM_UP + ROUNDS; round++) {
        Collections.shuffle(order, random);
        for (Kind k : order) {
          long t0 = System.nanoTime();
          var answer = asker.post("/api/password-reset", Map.of("login", k.login));
          long took = System.nanoTime() - t0;
          assertEquals(202, answer.status(), answer.body());
          if (body == null) body = answer.body();
          assertEquals(body, answer.body(), "the same answer for " + k);
          if (round >= WARM_UP) nanos.get(k).add(took);
        }
        server.clock().advance(Duration.ofMinutes(21));   // ana's next request makes a link again
      }
      // Links are made off the request, at the worker's pace and on its reading of the clock: a few at least.
      assertTrue(smtp.waitForIncomingEmail(30_000, 3), "ana's requests mailed links, after their answers");

      StringBuilder figures = new StringBuilder("PasswordResetTimingTest (" + db.kind() + ", " + ROUNDS + " each):");
      for (Kind k : Kind.values()) {
        figures.append(String.format(" %s median %.2f ms p90 %.2f ms;", k, percentile(nanos.get(k), 50),
            percentile(nanos.get(k), 90)));
      }
      System.out.println(figures);
      for (Kind x : Kind.values()) {
        for (Kind y : Kind.values()) {
          if (x == y) continue;
          double gap = percentile(nanos.get(x), 50) - percentile(nanos.get(y), 50);
          assertTrue(gap <= MAX_MEDIAN_GAP_MILLIS, x + " vs " + y + ": medians " + gap + " ms apart. " + figures);
          double slower = slowerShare(nanos.get(x), nanos.get(y));
          assertTrue(slower <= MAX_SLOWER_SHARE, String.format("%s slower than %s in %.0f%% of pairs. %s", x, y,
              100 * slower, figures));
        }
      }
    } finally {
      smtp.stop();
    }
  }

  /** The {@code p}-th percentile of {@code nanos}, in milliseconds. */
  private static double percentile(List<Long> nanos, int p) {
    long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
    return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)] / 1e6;
  }

  /** The share of pairs (one of {@code xs}, one of {@code ys}) where the first took longer (ties count half). */
  private static double slowerShare(List<Long> xs, List<Long> ys) {
    long[] y = ys.stream().mapToLong(Long::longValue).sorted().toArray();
    double wins = 0;
    for (long x : xs) {
      int below = lowerBound(y, x), upTo = lowerBound(y, x + 1);
      wins += below + (upTo - below) / 2.0;
    }
    return wins / ((double) xs.size() * y.length);
  }

  private static int lowerBound(long[] sorted, long value) {
    int i = Arrays.binarySearch(sorted, value);
    if (i < 0) return -i - 1;
    while (i > 0 && sorted[i - 1] == value) i--;
    return i;
  }
}
