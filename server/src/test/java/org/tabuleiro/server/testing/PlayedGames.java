package org.tabuleiro.server.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Whole games played the way browsers play them, for tests that need a history (archives, ratings, pages): a seek
 * posted by White and accepted by Black over HTTP, then the moves over the game's WebSockets, each acknowledged.
 */
public final class PlayedGames {
  private static final ObjectMapper JSON = new ObjectMapper();

  private PlayedGames() {}

  /**
   * Plays {@code moves} (a null entry: the first legal move then) and, when {@code resigning} is "white" or "black",
   * that side resigns after them. Returns the game's id.
   */
  public static long play(TestServer server, ApiClient white, ApiClient black, String game, String timeControl,
      boolean rated, List<String> moves, String resigning) {
    return play(server.server().port(), white, black, game, timeControl, rated, moves, resigning);
  }

  /** {@link #play(TestServer, ApiClient, ApiClient, String, String, boolean, List, String)} on a server's port. */
  public static long play(int port, ApiClient white, ApiClient black, String game, String timeControl,
      boolean rated, List<String> moves, String resigning) {
    var seek = white.post("/api/seeks", Map.of("game", game, "timeControl", timeControl, "rated", rated,
        "color", "white"));
    assertEquals(201, seek.status(), seek.body());
    var accepted = black.post("/api/seeks/" + seek.json().path("id").asLong() + "/accept", null);
    assertEquals(201, accepted.status(), accepted.body());
    long id = accepted.json().path("gameId").asLong();
    try (Socket w = new Socket(port, id, white); Socket b = new Socket(port, id, black)) {
      JsonNode legal = w.next("state").path("legalMoves");
      b.next("state");
      int msg = 0;
      for (int i = 0; i < moves.size(); i++) {
        Socket mover = i % 2 == 0 ? w : b;
        String move = moves.get(i) != null ? moves.get(i) : legal.get(0).asText();
        mover.send("{\"t\":\"move\",\"move\":\"" + move + "\",\"id\":" + ++msg + "}");
        legal = mover.untilAck(msg);
      }
      if (resigning != null) {
        Socket resigner = resigning.equals("white") ? w : b;
        resigner.send("{\"t\":\"resign\",\"id\":" + ++msg + "}");
        resigner.untilAck(msg);
      }
    }
    return id;
  }

  /** A player's tab on the game's socket, with the browser's cookies. */
  private static final class Socket implements WebSocket.Listener, AutoCloseable {
    private final BlockingQueue<JsonNode> frames = new LinkedBlockingQueue<>();
    private final StringBuilder partial = new StringBuilder();
    private final WebSocket socket;

    Socket(int port, long gameId, ApiClient browser) {
      this.socket = HttpClient.newBuilder().cookieHandler(browser.cookies()).build().newWebSocketBuilder()
          .connectTimeout(Duration.ofSeconds(5))
          .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/game/" + gameId), this).join();
    }

    void send(String text) {
      socket.sendText(text, true).join();
    }

    /** The next frame of this type, skipping others (presence, chat); an error frame fails the test. */
    JsonNode next(String type) {
      while (true) {
        JsonNode n = frame();
        if (n.path("t").asText().equals("error")) throw new AssertionError("the server refused: " + n);
        if (n.path("t").asText().equals(type)) return n;
      }
    }

    /** Reads frames up to the ack of message {@code id}; returns the legal moves of the last event's game. */
    JsonNode untilAck(int id) {
      JsonNode legal = null;
      while (true) {
        JsonNode n = frame();
        String t = n.path("t").asText();
        if (t.equals("error")) throw new AssertionError("the server refused: " + n);
        if (t.equals("event") && n.has("after")) legal = n.path("after").path("legalMoves");
        if (t.equals("ack") && n.path("id").asInt() == id) return legal;
      }
    }

    private JsonNode frame() {
      try {
        JsonNode n = frames.poll(5, TimeUnit.SECONDS);
        assertNotNull(n, "no frame within 5 s");
        return n;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
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
