package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.tabuleiro.server.testing.ApiClient;

/** A browser tab on a game's socket over a real connection (java.net.http), with the browser's cookies. */
final class SocketClient implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final BlockingQueue<JsonNode> frames = new LinkedBlockingQueue<>();
  private final WebSocket socket;

  private SocketClient(int port, long gameId, ApiClient browser) {
    this(port, "/ws/game/" + gameId, browser);
  }

  private SocketClient(int port, String path, ApiClient browser) {
    var http = HttpClient.newBuilder();
    if (browser != null) http.cookieHandler(browser.cookies());
    this.socket = http.build().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5))
        .buildAsync(URI.create("ws://127.0.0.1:" + port + path), new Listener()).join();
  }

  /** A browser's own feed ({@code /ws/me}). */
  static SocketClient me(int port, ApiClient browser) {
    return new SocketClient(port, "/ws/me", browser);
  }

  /** A player (or any signed-in browser) on the game's socket. */
  static SocketClient open(int port, long gameId, ApiClient browser) {
    return new SocketClient(port, gameId, browser);
  }

  /** A spectator without any cookie. */
  static SocketClient anonymous(int port, long gameId) {
    return new SocketClient(port, gameId, null);
  }

  void send(String text) {
    socket.sendText(text, true).join();
  }

  /** The next frame, failing after 15 s (a loaded machine; a frame that comes is read at once). */
  JsonNode next() {
    try {
      JsonNode n = frames.poll(15, TimeUnit.SECONDS);
      assertNotNull(n, "no frame within 15 s");
      return n;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** The next frame, which must be of type {@code t}. */
  JsonNode next(String t) {
    JsonNode n = next();
    assertEquals(t, n.path("t").asText(), n.toString());
    return n;
  }

  /** Nothing more arrives within a short while. */
  void expectSilence() {
    try {
      assertNull(frames.poll(300, TimeUnit.MILLISECONDS));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    socket.abort();
  }

  private final class Listener implements WebSocket.Listener {
    private final StringBuilder partial = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        try {
          frames.add(JSON.readTree(partial.toString()));
        } catch (java.io.IOException e) {
          throw new AssertionError("the server sent something that is not JSON: " + partial, e);
        }
        partial.setLength(0);
      }
      ws.request(1);
      return null;
    }
  }
}
