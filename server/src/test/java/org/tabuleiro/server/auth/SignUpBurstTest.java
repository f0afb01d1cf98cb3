package org.tabuleiro.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Tag;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.testing.Alone;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.HealthBound;
import org.tabuleiro.server.testing.HealthProbe;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestData;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * 300 clients sign up at once and go on signing up, each from an address of its own (the server trusts
 * {@code X-Forwarded-For} here, as behind a proxy, so the per-address limit does not hide the hashing), while two
 * players go on with a live game. Their moves must stay fast, and every sign-up must get an answer. A client told
 * to come back later ({@code Retry-After}) does so: the load is the password work, kept busy all along, not a flood
 * of requests (that is the socket limits' part), and the clients share this JVM's two cores with the server.
 */
@Tag(Alone.TAG)   // a bound on times: run with no other test class beside it (testing/Alone)
class SignUpBurstTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int ATTACKERS = 300;
  private static final int MAX_REQUESTS_PER_ATTACKER = 200;
  private static final int WARM_UP_MOVES = 30;
  private static final int MEASURED_MOVES = 150;
  private static final Duration DEADLINE = Duration.ofSeconds(90);
  /**
   * The bound this test holds the bystander's p99 to: {@code -Dtabuleiro.burstP99Millis}, 3,000 ms by default. The
   * target is 100 ms (PostgreSQL met it here at 75 ms); on this 2-core machine shared with other builds (load
   * average 10-14) H2 measured 0.24-1.3 s, so the default leaves room for a busy CI machine. Main fails it by far:
   * 5 of 150 moves acknowledged in 90 s, the median ack 30 s.
   */
  private static final double P99_LIMIT_MILLIS = Double.parseDouble(System.getProperty("tabuleiro.burstP99Millis",
      "3000"));
  /**
   * Health's p99 during the burst, polled as a balancer does every 100 ms: the target, 100 ms, on a quiet machine
   * (measured 5-27 ms at load average 1-2), 2,000 ms when other work shares the cores (a guard against the old
   * stall); {@link HealthBound} chooses, {@code -Dtabuleiro.healthP99Millis} overrides. At load average 25-28 it
   * measured 158-364 ms, the bystander's acks as slow or slower: the machine's tail, not health's
   * (docs/benchmarks/2026-12-07-outage.md). Before health was kept in the background and answered by Jetty's own
   * threads it measured 2.8-17 s on H2 and 0.3-2.2 s on PostgreSQL, so either bound fails the old code on H2.
   */
  private static final double HEALTH_P99_LIMIT_MILLIS = HealthBound.millis("SignUpBurstTest", 2000);

  @OnBothDatabases
  void aSignUpBurstLeavesABystandersMovesFastAndEverySignUpIsAnswered(TestDatabase.Fresh db) throws Exception {
    ServerConfig config = ServerConfig.forTests(db.config(), TestData.root()).withTrustProxy(true);
    try (TestServer server = TestServer.start(config)) {
      int port = server.server().port();
      ApiClient white = server.client(), black = server.client();
      assertEquals(201, white.register("branco", "lua-azul-salta-1").status());
      assertEquals(201, black.register("preto", "lua-azul-salta-1").status());
      var seek = white.post("/api/seeks", Map.of("game", "chess", "timeControl", "10+5", "rated", false,
          "color", "white"));
      assertEquals(201, seek.status(), seek.body());
      var accepted = black.post("/api/seeks/" + seek.json().path("id").asLong() + "/accept", null);
      assertEquals(201, accepted.status(), accepted.body());
      long gameId = accepted.json().path("gameId").asLong();

      List<Double> acks = new ArrayList<>();
      Attack attack;
      HealthProbe.Stats health;
      HealthProbe probe = null;
      try (Player w = new Player(port, gameId, white); Player b = new Player(port, gameId, black)) {
        w.awaitState();
        b.awaitState();
        List<String> moves = script();
        int ply = 0;
        // A second of the server's clock per move: the socket's flood guard counts messages per second of it.
        for (; ply < WARM_UP_MOVES; ply++) {
          server.clock().advance(Duration.ofSeconds(1));
          (ply % 2 == 0 ? w : b).play(moves.get(ply), ply + 1, Duration.ofSeconds(5));
        }

        attack = new Attack(port);
        attack.start();
        probe = HealthProbe.start(port, Duration.ofMillis(100));   // once every client has sent its first sign-up
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        for (; acks.size() < MEASURED_MOVES && ply < moves.size(); ply++) {
          long left = deadline - System.nanoTime();
          if (left <= 0) break;
          server.clock().advance(Duration.ofSeconds(1));
          double millis = (ply % 2 == 0 ? w : b).play(moves.get(ply), ply + 1, Duration.ofNanos(left));
          acks.add(millis);
          if (Double.isInfinite(millis)) break;
          Thread.sleep(10);
        }
        health = probe.stop();
        attack.stopAndJoin();
      } finally {
        if (probe != null) probe.close();
      }

      List<Double> sorted = acks.stream().sorted().toList();
      double p50 = quantile(sorted, 0.50), p99 = quantile(sorted, 0.99), max = sorted.getLast();
      System.out.printf("SignUpBurstTest: bystander acks during the burst n=%d p50=%.1f ms p99=%.1f ms max=%.1f ms;"
              + " sign-ups answered %s, unanswered %d, attackers still going at the end %d of %d%n",
          sorted.size(), p50, p99, max, attack.statuses, attack.unanswered.size(), attack.stillGoing, ATTACKERS);
      System.out.printf("SignUpBurstTest (%s): during the burst %s%n", db.kind(), health);

      assertEquals(MEASURED_MOVES, acks.size(), "every move of the bystander was acknowledged within the deadline");
      assertEquals(List.of(), List.copyOf(attack.unanswered), "every sign-up got an answer");
      for (int status : attack.statuses.keySet()) {
        assertTrue(status == 201 || status == 429 || status == 503, "unexpected answer " + status + ": "
            + attack.statuses);
      }
      assertTrue(attack.count(503) > 0, "the hashing queue filled and said so: " + attack.statuses);
      assertTrue(attack.count(201) > 0, "sign-ups still went through: " + attack.statuses);
      assertEquals(ATTACKERS, attack.stillGoing, "the attack lasted the whole measurement");
      assertTrue(p99 < P99_LIMIT_MILLIS, "bystander's move ack p99 " + p99 + " ms during the burst");
      assertTrue(health.n() >= 10, "health was probed all along: " + health);
      assertEquals(0, health.failed(), "health answered 200 every time: " + health);
      assertTrue(health.p99() < HEALTH_P99_LIMIT_MILLIS, "health's p99 under " + HEALTH_P99_LIMIT_MILLIS
          + " ms during the burst: " + health);
    }
  }

  private static double quantile(List<Double> sorted, double q) {
    return sorted.get((int) Math.ceil(q * sorted.size()) - 1);
  }

  /** Knight shuffles broken by pawn moves: 196 legal plies, no position five times, the game still going. */
  private static List<String> script() {
    String[] pawns = {"a2a3", "a7a6", "b2b3", "b7b6", "c2c3", "c7c6", "h2h3", "h7h6", "g2g3", "g7g6", "d2d3", "d7d6",
        "e2e3", "e7e6", "a3a4", "a6a5", "b3b4", "b6b5", "c3c4", "c6c5", "h3h4", "h6h5", "g3g4", "g6g5", "d3d4", "d6d5",
        "e3e4", "e6e5"};
    List<String> moves = new ArrayList<>();
    for (int p = 0; p < pawns.length; p += 2) {
      for (int shuffle = 0; shuffle < 3; shuffle++) moves.addAll(List.of("g1f3", "g8f6", "f3g1", "f6g8"));
      moves.add(pawns[p]);
      moves.add(pawns[p + 1]);
    }
    return moves;
  }

  /**
   * The sign-up clients: each its own thread and address, one request after another until stopped, at most
   * {@link #MAX_REQUESTS_PER_ATTACKER}. Every answer's status is counted; a request without one is kept. They speak
   * plain HTTP/1.1 over a kept-alive socket each, much lighter than {@code java.net.http}, so
   * that the cores go to the server.
   */
  private static final class Attack {
    final Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();
    final ConcurrentLinkedQueue<String> unanswered = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicInteger running = new AtomicInteger();
    private final CountDownLatch connected = new CountDownLatch(ATTACKERS);
    private final CountDownLatch go = new CountDownLatch(1);
    private final CountDownLatch allSent = new CountDownLatch(ATTACKERS);
    private final List<Thread> threads = new ArrayList<>();
    private final int port;
    int stillGoing;

    Attack(int port) {
      this.port = port;
    }

    long count(int status) {
      LongAdder n = statuses.get(status);
      return n == null ? 0 : n.sum();
    }

    /**
     * Connects every client (one after another, as their pages were opened), then lets them all sign up at once;
     * returns once each has sent its first sign-up.
     */
    void start() throws InterruptedException {
      for (int i = 0; i < ATTACKERS; i++) {
        int client = i;
        threads.add(Thread.ofPlatform().name("sign-up-" + i).daemon().unstarted(() -> run(client)));
      }
      running.set(ATTACKERS);
      for (Thread t : threads) t.start();
      assertTrue(connected.await(30, TimeUnit.SECONDS), "the clients connected");
      go.countDown();
      assertTrue(allSent.await(30, TimeUnit.SECONDS), "the clients started");
    }

    private void run(int client) {
      // A guest CSRF token is any value sent both as the cookie and as the header.
      String token = String.format("%043d", client);
      String address = "198.18." + (client / 250) + "." + (client % 250 + 1);
      Connection connection = null;
      try {
        try {
          connection = new Connection(port);
        } catch (IOException e) {
          unanswered.add("client " + client + " could not connect: " + e);
        }
        connected.countDown();
        go.await();
        for (int n = 0; n < MAX_REQUESTS_PER_ATTACKER && !stop.get(); n++) {
          byte[] body = ("{\"username\":\"p" + client + "n" + n + "\",\"password\":\"lua-azul-salta-" + n + "\"}")
              .getBytes(StandardCharsets.UTF_8);
          byte[] head = ("POST /api/accounts HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n"
              + "Content-Type: application/json\r\nContent-Length: " + body.length + "\r\nX-CSRF-Token: " + token
              + "\r\nCookie: tabuleiro_csrf=" + token + "\r\nX-Forwarded-For: " + address + "\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII);
          try {
            if (connection == null) connection = new Connection(port);
            connection.send(head, body);
            if (n == 0) allSent.countDown();
            Connection.Answer answer = connection.answer();
            statuses.computeIfAbsent(answer.status(), s -> new LongAdder()).increment();
            if (answer.closed()) {
              connection.close();
              connection = null;
            }
            // A refused client comes back when told to, as the club's page does (at most 4 s).
            if (answer.retryAfterSeconds() > 0) Thread.sleep(Math.min(4_000, answer.retryAfterSeconds() * 1_000));
          } catch (IOException e) {
            if (n == 0) allSent.countDown();
            unanswered.add("client " + client + " request " + n + ": " + e);
            if (connection != null) connection.close();
            connection = null;
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } finally {
        if (connection != null) connection.close();
        running.decrementAndGet();
      }
    }

    void stopAndJoin() throws InterruptedException {
      stillGoing = running.get();
      stop.set(true);
      for (Thread t : threads) t.join(TimeUnit.SECONDS.toMillis(60));
    }
  }

  /** A kept-alive HTTP/1.1 connection: a request out, its whole answer in (Content-Length or chunked). */
  private static final class Connection {
    record Answer(int status, long retryAfterSeconds, boolean closed) {}

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    Connection(int port) throws IOException {
      socket = new Socket("127.0.0.1", port);
      socket.setSoTimeout(30_000);
      in = new BufferedInputStream(socket.getInputStream());
      out = socket.getOutputStream();
    }

    void send(byte[] head, byte[] body) throws IOException {
      out.write(head);
      out.write(body);
      out.flush();
    }

    Answer answer() throws IOException {
      String statusLine = line();
      if (!statusLine.startsWith("HTTP/1.1 ")) throw new IOException("not an HTTP answer: " + statusLine);
      int status = Integer.parseInt(statusLine.substring(9, 12));
      long length = -1, retryAfter = 0;
      boolean chunked = false, closed = false;
      for (String header = line(); !header.isEmpty(); header = line()) {
        String lower = header.toLowerCase(java.util.Locale.ROOT);
        if (lower.startsWith("content-length:")) length = Long.parseLong(header.substring(15).strip());
        if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) chunked = true;
        if (lower.startsWith("connection:") && lower.contains("close")) closed = true;
        if (lower.startsWith("retry-after:")) retryAfter = Long.parseLong(header.substring(12).strip());
      }
      if (chunked) {
        for (long size = Long.parseLong(line().split(";")[0].strip(), 16); size > 0;
             size = Long.parseLong(line().split(";")[0].strip(), 16)) {
          in.readNBytes((int) size);
          line();
        }
        line();
      } else if (length >= 0) {
        in.readNBytes((int) length);
      } else {
        in.readAllBytes();
        closed = true;
      }
      return new Answer(status, retryAfter, closed);
    }

    private String line() throws IOException {
      StringBuilder text = new StringBuilder();
      for (int c = in.read(); c != '\n'; c = in.read()) {
        if (c < 0) throw new IOException("the server closed the connection");
        if (c != '\r') text.append((char) c);
      }
      return text.toString();
    }

    void close() {
      try {
        socket.close();
      } catch (IOException e) {
        // closing: nothing more to read
      }
    }
  }

  /** One player's socket on the game: sends a move and times its ack. */
  private static final class Player implements WebSocket.Listener, AutoCloseable {
    private final BlockingQueue<JsonNode> frames = new LinkedBlockingQueue<>();
    private final StringBuilder partial = new StringBuilder();
    private final WebSocket socket;

    Player(int port, long gameId, ApiClient browser) {
      this.socket = HttpClient.newBuilder().cookieHandler(browser.cookies()).build().newWebSocketBuilder()
          .connectTimeout(Duration.ofSeconds(5))
          .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/game/" + gameId), this).join();
    }

    void awaitState() throws InterruptedException {
      while (true) {
        JsonNode n = frames.poll(5, TimeUnit.SECONDS);
        if (n == null) throw new AssertionError("no state frame within 5 s");
        if (n.path("t").asText().equals("state")) return;
      }
    }

    /** Milliseconds from sending the move to its ack; infinite when none came within {@code limit}. */
    double play(String move, int id, Duration limit) throws InterruptedException {
      long sent = System.nanoTime();
      long end = sent + limit.toNanos();
      socket.sendText("{\"t\":\"move\",\"move\":\"" + move + "\",\"id\":" + id + "}", true).join();
      while (true) {
        JsonNode n = frames.poll(end - System.nanoTime(), TimeUnit.NANOSECONDS);
        if (n == null) return Double.POSITIVE_INFINITY;
        String t = n.path("t").asText();
        if (t.equals("error")) throw new AssertionError("the server refused " + move + ": " + n);
        if (t.equals("ack") && n.path("id").asInt() == id) return (System.nanoTime() - sent) / 1e6;
      }
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        try {
          frames.add(JSON.readTree(partial.toString()));
        } catch (IOException e) {
          throw new AssertionError("not JSON: " + partial, e);
        }
        partial.setLength(0);
      }
      ws.request(1);
      return null;
    }

    @Override
    public void close() {
      socket.abort();
    }
  }
}
