package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.RawWebSocket;
import org.tabuleiro.server.testing.TestServer;

/**
 * Two players of a new casual 10+5 game, each on the game's socket from a local address of the test's choosing
 * ({@link RawWebSocket}), for tests that load the server from other addresses and time what a player sees.
 */
final class RawTable implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * A script that keeps a chess game going for 196 plies: knight shuffles (Nf3 Nf6 Ng1 Ng8, three times) broken by
   * a pair of pawn moves, so no position comes back five times (FIDE 9.6.1) nor do 75 moves pass without a pawn move.
   */
  static final List<String> LONG_GAME = longGame();

  /** Milliseconds between two moves of the table: each side then sends at most 10 messages a second. */
  static final long PACE_MILLIS = 50;

  final long gameId;
  final RawWebSocket white;
  final RawWebSocket black;
  private int messageId;

  private RawTable(long gameId, RawWebSocket white, RawWebSocket black) {
    this.gameId = gameId;
    this.white = white;
    this.black = black;
  }

  /** Signs up {@code whiteName} and {@code blackName}, pairs them, opens both sockets from {@code address}. */
  static RawTable open(TestServer server, String whiteName, String blackName, String address) {
    ApiClient w = server.client(), b = server.client();
    assertEquals(201, w.register(whiteName, "lua-verde-de-" + whiteName).status());
    assertEquals(201, b.register(blackName, "lua-verde-de-" + blackName).status());
    long seek = w.post("/api/seeks", Map.of("timeControl", "10+5", "color", "white")).json().path("id").asLong();
    long gameId = b.post("/api/seeks/" + seek + "/accept", null).json().path("gameId").asLong();
    int port = server.server().port();
    RawWebSocket white = socket(address, port, gameId, w), black = socket(address, port, gameId, b);
    RawTable t = new RawTable(gameId, white, black);
    t.frame(white, "state");
    t.frame(black, "state");
    return t;
  }

  private static RawWebSocket socket(String address, int port, long gameId, ApiClient browser) {
    try {
      var answer = RawWebSocket.open(address, port, "/ws/game/" + gameId, Map.of("Cookie", browser.cookieHeader()));
      assertEquals(101, answer.status(), "the player's socket from " + address + ": " + answer);
      return answer.socket();
    } catch (IOException e) {
      throw new UncheckedIOException("the player's socket from " + address, e);
    }
  }

  /**
   * Plays {@code moves} (White first), each sent when the one before is acknowledged and at least
   * {@link #PACE_MILLIS} after it was sent (each socket well within the flood guard); returns each move's
   * milliseconds from sending to its ack.
   */
  List<Double> play(List<String> moves) {
    return play(moves, Duration.ofMinutes(5));
  }

  /** As {@link #play(List)}, failing once the moves have taken longer than {@code budget} in all. */
  List<Double> play(List<String> moves, Duration budget) {
    long deadline = System.nanoTime() + budget.toNanos();
    List<Double> millis = new ArrayList<>(moves.size());
    long sent = System.nanoTime() - PACE_MILLIS * 1_000_000;
    for (int i = 0; i < moves.size(); i++) {
      long wait = sent + PACE_MILLIS * 1_000_000 - System.nanoTime();
      if (wait > 0) sleep(wait / 1_000_000 + 1);
      if (System.nanoTime() > deadline) {
        throw new AssertionError(i + " of " + moves.size() + " moves played in " + budget.toSeconds() + " s");
      }
      RawWebSocket mover = i % 2 == 0 ? white : black;
      int id = ++messageId;
      sent = System.nanoTime();
      send(mover, "{\"t\":\"move\",\"move\":\"" + moves.get(i) + "\",\"id\":" + id + "}");
      while (true) {
        JsonNode n = frame(mover, null);
        if (n.path("t").asText().equals("error")) throw new AssertionError("move " + moves.get(i) + " refused: " + n);
        if (n.path("t").asText().equals("ack") && n.path("id").asInt() == id) break;
      }
      millis.add((System.nanoTime() - sent) / 1e6);
    }
    return millis;
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static void send(RawWebSocket socket, String text) {
    try {
      socket.send(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The next frame (of type {@code t} unless null), within 5 s. */
  JsonNode frame(RawWebSocket socket, String t) {
    try {
      String text = socket.next(Duration.ofSeconds(5));
      if (text == null) throw new AssertionError("the server closed the player's socket");
      JsonNode n = JSON.readTree(text);
      if (t != null) assertEquals(t, n.path("t").asText(), text);
      return n;
    } catch (IOException e) {
      throw new AssertionError("no frame within 5 s: " + e, e);
    }
  }

  private static List<String> longGame() {
    String[] pawns = {"a2a3", "a7a6", "b2b3", "b7b6", "c2c3", "c7c6", "h2h3", "h7h6", "g2g3", "g7g6", "d2d3", "d7d6",
        "e2e3", "e7e6", "a3a4", "a6a5", "b3b4", "b6b5", "c3c4", "c6c5", "h3h4", "h6h5", "g3g4", "g6g5", "d3d4", "d6d5",
        "e3e4", "e6e5"};
    List<String> moves = new ArrayList<>();
    for (int p = 0; p < pawns.length; p += 2) {
      for (int shuffle = 0; shuffle < 3; shuffle++) moves.addAll(List.of("g1f3", "g8f6", "f3g1", "f6g8"));
      moves.add(pawns[p]);
      moves.add(pawns[p + 1]);
    }
    return List.copyOf(moves);
  }

  @Override
  public void close() {
    white.close();
    black.close();
  }
}
