package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.tabuleiro.server.testing.Alone;
import org.tabuleiro.server.testing.HealthBound;
import org.tabuleiro.server.testing.HealthProbe;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.RawWebSocket;
import org.tabuleiro.server.testing.Soak;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * 200 anonymous spectators, each from an address of its own, ask {@code sync since 0} of a game with a long
 * history 20 times a second (as often as the socket's flood guard lets anyone send anything), while other players
 * play: their acks stay fast and health answers at once. The server's clock runs (the spammers' windows reopen every
 * second), as in production. The printed figures are the measurement; the bounds only catch the attack winning.
 */
@Tag(Alone.TAG)   // a bound on times: run with no other test class beside it (testing/Alone)
class SyncFloodTest {
  /**
   * The bound on the players' ack p99: {@code -Dtabuleiro.syncFloodP99Millis}, 250 ms by default. The target is
   * 50 ms, met on a quiet machine (p99 6-20 ms); on this 2-core machine shared with other builds the tail is the
   * machine's (one spectator instead of 200 gave 42-68 ms at load average 9-13). Without the fix acks did not come
   * within 5 s on H2, and PostgreSQL's p99 was 509 ms, so the default still fails the old code on both databases.
   */
  private static final double ACK_P99_LIMIT_MILLIS = Double.parseDouble(System.getProperty(
      "tabuleiro.syncFloodP99Millis", "250"));
  /**
   * Health's p99 under the attack, polled as a balancer does every 100 ms: the target, 100 ms, on a quiet machine
   * (1.3-8.1 ms at load average 1-2), 1,500 ms when other work shares the cores (a guard against health stalling
   * behind the flood: before the sync fix its median was 1.7 s; 420 ms was measured at load 24 with another build
   * beside it); {@link HealthBound} chooses, {@code -Dtabuleiro.healthP99Millis} overrides.
   */
  private static final double HEALTH_P99_LIMIT_MILLIS = HealthBound.millis("SyncFloodTest", 1500);
  private static final int SPAMMERS = 200;
  private static final int PER_SECOND = 20;
  private static final int WARM_UP_MOVES = 20;
  /**
   * The games played under the attack, whose acks are measured: one in the build (176 acks after the warm-up), two
   * with {@code -Dtabuleiro.syncFlood.games=2} (each is 196 moves at 20 a second, about 10 s).
   */
  private static final int MEASURED_GAMES = Soak.size("syncFlood.games", 1, 2);

  @OnBothDatabases
  void syncSpammersLeaveMovesAndHealthFast(TestDatabase.Fresh db) throws Exception {
    try (TestServer server = TestServer.startRunning(TestServer.config(db.config()))) {
      int port = server.server().port();
      long watched;
      try (RawTable history = RawTable.open(server, "ana", "bruno", "127.0.0.1")) {
        history.play(RawTable.LONG_GAME);
        watched = history.gameId;
      }

      List<RawWebSocket> spammers = new ArrayList<>();
      AtomicLong states = new AtomicLong(), events = new AtomicLong(), limited = new AtomicLong();
      AtomicLong bytes = new AtomicLong();
      AtomicBoolean stop = new AtomicBoolean();
      Thread sender = null;
      HealthProbe probe = null;
      try {
        for (int i = 0; i < SPAMMERS; i++) {
          String address = "127.0.1." + (i + 1);
          var answer = RawWebSocket.open(address, port, "/ws/game/" + watched, Map.of());
          assertEquals(101, answer.status(), "spectator from " + address);
          RawWebSocket s = answer.socket();
          spammers.add(s);
          // Platform threads: the server runs on virtual ones, whose few carriers the spammers must not take.
          Thread.ofPlatform().daemon().start(() -> drain(s, states, events, limited, bytes));
        }
        sender = Thread.ofPlatform().daemon().start(() -> spam(spammers, stop));
        probe = HealthProbe.start(port, Duration.ofMillis(100));
        sleep(2_000);   // the attack under way before anything is measured
        probe.reset();

        var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        long cpu0 = os.getProcessCpuTime(), wall0 = System.nanoTime();
        List<Double> acks = new ArrayList<>();
        for (int g = 0; g < MEASURED_GAMES; g++) {
          try (RawTable table = RawTable.open(server, "jogador" + (2 * g), "jogador" + (2 * g + 1), "127.0.0.1")) {
            List<Double> times = table.play(RawTable.LONG_GAME, Duration.ofSeconds(60));
            acks.addAll(times.subList(WARM_UP_MOVES, times.size()));
          }
        }
        double cores = (os.getProcessCpuTime() - cpu0) / (double) (System.nanoTime() - wall0);
        HealthProbe.Stats health = probe.stop();
        stop.set(true);
        sender.join(5_000);

        Collections.sort(acks);
        double p50 = acks.get(acks.size() / 2), p99 = acks.get((int) Math.ceil(acks.size() * 0.99) - 1);
        System.out.printf("sync flood (%s): %d acks p50 %.2f ms p99 %.2f ms max %.2f ms; %s; spammers got %d state,"
                + " %d event, %d rate_limited frames, %.1f MB; this JVM (server and clients) used %.2f cores%n",
            db.kind(), acks.size(), p50, p99, acks.getLast(), health, states.get(), events.get(), limited.get(),
            bytes.get() / 1e6, cores);
        assertTrue(states.get() + events.get() > 0, "the spammers' syncs were answered (the attack was real)");
        assertTrue(p99 < ACK_P99_LIMIT_MILLIS, "move acks under " + ACK_P99_LIMIT_MILLIS
            + " ms at the p99 while 200 sockets spam sync: " + p99 + " ms");
        assertTrue(health.n() >= 10, "health was probed all along: " + health);
        assertEquals(0, health.failed(), "health answered 200 every time: " + health);
        assertTrue(health.p99() < HEALTH_P99_LIMIT_MILLIS, "health's p99 under " + HEALTH_P99_LIMIT_MILLIS
            + " ms while 200 sockets spam sync: " + health);
      } finally {
        stop.set(true);
        if (probe != null) probe.close();
        spammers.forEach(RawWebSocket::close);
      }
    }
  }

  /** Every spammer asks for the whole game, {@link #PER_SECOND} times a second each. */
  private static void spam(List<RawWebSocket> spammers, AtomicBoolean stop) {
    long tick = 1_000_000_000L / PER_SECOND;
    long next = System.nanoTime();
    int id = 0;
    while (!stop.get()) {
      id++;
      for (RawWebSocket s : spammers) {
        try {
          s.send("{\"t\":\"sync\",\"since\":0,\"id\":" + id + "}");
        } catch (IOException e) {
          // a closed spammer: the others go on
        }
      }
      next += tick;
      long wait = next - System.nanoTime();
      if (wait > 0) sleep(wait / 1_000_000);
    }
  }

  private static void drain(RawWebSocket s, AtomicLong states, AtomicLong events, AtomicLong limited,
      AtomicLong bytes) {
    try {
      for (String text = s.next(Duration.ofMinutes(5)); text != null; text = s.next(Duration.ofMinutes(5))) {
        bytes.addAndGet(text.length());
        if (text.startsWith("{\"t\":\"state\"")) states.incrementAndGet();
        else if (text.startsWith("{\"t\":\"event\"")) events.incrementAndGet();
        else if (text.contains("\"rate_limited\"")) limited.incrementAndGet();
      }
    } catch (IOException e) {
      // closed at the end of the test
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
