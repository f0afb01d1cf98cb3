package org.tabuleiro.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.auth.BulkSignIn;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * The chat benchmark, not a timed test: {@value #LINES} lines said in one game's spectators' room while
 * {@value #READERS} anonymous spectators and the {@value #WRITERS} signed-in writers (spectators too) listen, each
 * on a real WebSocket. Every socket must get every line, in the same order (ids rising), each writer's lines in the
 * order it sent them. Prints the time to deliver them all and the delay from a line's sending to its arrival at
 * every socket. The chat's own rate limits are lifted (JVM properties), the socket's flood guard is not. Each
 * writer says a line once its previous one has come back to it, at most 10 a second (the guard allows 20), so the
 * lines come as fast as the room delivers them, never faster. The sockets are {@link BenchSockets}' (two selector
 * threads), so the client costs the shared machine little. Run alone:
 * {@code ./mvnw -pl server -am verify -Dtest=ChatRoomBenchmarkTest -Dsurefire.failIfNoSpecifiedTests=false -Dtabuleiro.excludedGroups=}.
 */
@Tag("slow")
class ChatRoomBenchmarkTest {
  static final int LINES = Integer.getInteger("tabuleiro.chatBench.lines", 10_000);
  static final int READERS = Integer.getInteger("tabuleiro.chatBench.readers", 500);
  static final int WRITERS = 100;
  private static final AtomicInteger refused = new AtomicInteger();
  private static final String[] LIFTED = {"tabuleiro.chat.roomLines", "tabuleiro.chat.accountLines"};

  /** One socket's view: the lines in arrival order, and each line's delay from its sending. */
  private static final class Listener implements Consumer<String> {
    final int[] ids = new int[LINES];
    final long[] delayMicros = new long[LINES];
    final int[] lastPerWriter = new int[WRITERS];
    int count;
    int outOfOrder;
    final CountDownLatch done;
    final int self;   // the writer on this socket, or -1
    volatile int ownSeen = -1;   // the writer's last line back

    Listener(CountDownLatch done, int self) {
      this.done = done;
      this.self = self;
      Arrays.fill(lastPerWriter, -1);
    }

    /** Called by one selector thread per socket. Read by hand: the client must cost the shared machine little. */
    @Override
    public void accept(String frame) {
      if (frame.contains("\"code\":\"rate_limited\"")) refused.incrementAndGet();
      if (!frame.startsWith("{\"t\":\"chat\"")) return;
      long now = System.nanoTime();
      try {
        int idAt = frame.indexOf("\"id\":") + 5;
        int id = Integer.parseInt(frame, idAt, frame.indexOf(',', idAt), 10);
        int textAt = frame.indexOf("\"text\":\"") + 8;
        String[] parts = frame.substring(textAt, frame.indexOf('"', textAt)).split(" ");   // "writer seq sentNanos"
        int writer = Integer.parseInt(parts[0]), seq = Integer.parseInt(parts[1]);
        if (count > 0 && id <= ids[count - 1]) outOfOrder++;
        if (seq != lastPerWriter[writer] + 1) outOfOrder++;
        lastPerWriter[writer] = seq;
        if (writer == self) ownSeen = seq;
        if (count < LINES) {
          ids[count] = id;
          delayMicros[count] = (now - Long.parseLong(parts[2])) / 1_000;
        }
        if (++count == LINES) done.countDown();
      } catch (RuntimeException e) {
        outOfOrder++;
      }
    }
  }

  @Test
  void tenThousandLinesReachFiveHundredSpectatorsInOrder() throws Exception {
    for (String p : LIFTED) System.setProperty(p, "100000000");
    try (var db = TestDatabase.H2.fresh(); TestServer server = TestServer.startRunning(TestServer.config(db.config()))) {
      int port = server.server().port();
      ApiClient ana = server.client(), bia = server.client();
      ana.register("ana", "segredo-da-ana");
      bia.register("bia", "segredo-da-bia");
      long seek = ana.post("/api/seeks", Map.of("timeControl", "30+0", "color", "white")).json().path("id").asLong();
      long gameId = bia.post("/api/seeks/" + seek + "/accept", null).json().path("gameId").asLong();
      var jdbi = server.server().database().jdbi();
      var accounts = new JdbiAccountRepository(jdbi);

      String path = "/ws/game/" + gameId;
      CountDownLatch done = new CountDownLatch(READERS + WRITERS);
      List<Listener> listeners = new ArrayList<>();
      List<BenchSockets.Socket> writers = new ArrayList<>();
      try (BenchSockets sockets = new BenchSockets(2)) {
      for (int i = 0; i < READERS; i++) {
        Listener l = new Listener(done, -1);
        listeners.add(l);
        sockets.open(port, path, "", l).get(10, TimeUnit.SECONDS);
      }
      for (int w = 0; w < WRITERS; w++) {
        long id = accounts.create("escritor" + w, "-", Profile.EMPTY, Instant.now()).orElseThrow().id();
        var session = BulkSignIn.open(jdbi, id, Instant.now());
        Listener l = new Listener(done, w);
        listeners.add(l);
        writers.add(sockets.open(port, path, session.cookie(), l).get(10, TimeUnit.SECONDS));
      }
      Thread.sleep(1_000);   // every socket has its state frame and has joined the room

      long start = System.nanoTime();
      AtomicInteger sent = new AtomicInteger();
      List<Thread> senders = new ArrayList<>();
      int perWriter = LINES / WRITERS;
      for (int w = 0; w < WRITERS; w++) {
        int writer = w;
        senders.add(Thread.ofPlatform().daemon().start(() -> {
          // Each writer says its next line once its last has come back to its own socket (the room keeps up), and
          // at most 10 a second (the socket's flood guard allows 20): the pace is what the server sustains.
          Listener own = listeners.get(READERS + writer);
          for (int seq = 0; seq < perWriter; seq++) {
            long sentAt = System.nanoTime();
            String text = writer + " " + seq + " " + sentAt;
            writers.get(writer).send("{\"t\":\"chat\",\"room\":\"spectator\",\"text\":\"" + text + "\"}");
            long deadline = sentAt + 60_000_000_000L;
            while (own.ownSeen < seq && System.nanoTime() < deadline) sleepNanos(1_000_000);
            long wait = sentAt + 100_000_000L - System.nanoTime();
            if (wait > 0) sleepNanos(wait);
            sent.incrementAndGet();
          }
        }));
      }
      for (Thread t : senders) t.join();
      long sentNanos = System.nanoTime() - start;
      boolean all = done.await(120, TimeUnit.SECONDS);
      long deliveredNanos = System.nanoTime() - start;

      int[] reference = listeners.getFirst().ids;
      long[] delays = new long[(READERS + WRITERS) * LINES];
      int k = 0, mismatched = 0, disordered = 0, incomplete = 0;
      for (Listener l : listeners) {
        if (l.count != LINES) incomplete++;
        disordered += l.outOfOrder;
        if (!Arrays.equals(l.ids, reference)) mismatched++;
        System.arraycopy(l.delayMicros, 0, delays, k, Math.min(l.count, LINES));
        k += Math.min(l.count, LINES);
      }
      Arrays.sort(delays, 0, k);
      System.out.printf("chat benchmark: %,d lines from %d writers to a spectators' room of %,d sockets (%,d anonymous + %d writers)%n",
          LINES, WRITERS, READERS + WRITERS, READERS, WRITERS);
      System.out.printf("  sent in %.1f s (%,.0f lines/s); all delivered %.1f s after the first was sent:"
          + " %,d frames, %,.0f frames/s%n", sentNanos / 1e9, LINES / (sentNanos / 1e9), deliveredNanos / 1e9,
          (long) k, k / (deliveredNanos / 1e9));
      System.out.printf("  delay from sending to arrival: p50 %.1f ms, p99 %.1f ms, max %.1f ms; cores %d%n",
          delays[k / 2] / 1e3, delays[(int) (k * 0.99)] / 1e3, delays[k - 1] / 1e3, Runtime.getRuntime().availableProcessors());
      System.out.printf("  sockets missing lines: %d, seeing another order: %d, lines out of order: %d, refused by the flood guard: %d%n",
          incomplete, mismatched, disordered, refused.get());
      assertTrue(all, "every socket got every line within 2 minutes");
      assertEquals(LINES, sent.get());
      assertEquals(0, incomplete);
      assertEquals(0, mismatched, "every socket saw the same order");
      assertEquals(0, disordered, "ids rise and each writer's lines keep their order");
      }
    } finally {
      for (String p : LIFTED) System.clearProperty(p);
    }
  }

  private static void sleepNanos(long nanos) {
    try {
      TimeUnit.NANOSECONDS.sleep(nanos);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
