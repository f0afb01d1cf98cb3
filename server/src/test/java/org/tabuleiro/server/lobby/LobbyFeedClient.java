package org.tabuleiro.server.lobby;

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

/** A browser's lobby page on {@code /ws/lobby} over a real connection, with that browser's cookies. */
final class LobbyFeedClient implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final BlockingQueue<JsonNode> frames = new LinkedBlockingQueue<>();
  private final WebSocket socket;

  LobbyFeedClient(int port, ApiClient browser) {
    var http = HttpClient.newBuilder();
    if (browser != null) http.cookieHandler(browser.cookies());
    this.socket = http.build().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5))
        .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/lobby"), new WebSocket.Listener() {
          private final StringBuilder partial = new StringBuilder();

          @Override
          public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
              try {
                frames.add(JSON.readTree(partial.toString()));
              } catch (Exception e) {
                throw new IllegalStateException(e);
              }
              partial.setLength(0);
            }
            ws.request(1);
            return null;
          }
        }).join();
  }

  /** The next frame, which must be of type {@code t}; fails after 5 s. */
  JsonNode next(String t) {
    try {
      JsonNode n = frames.poll(5, TimeUnit.SECONDS);
      assertNotNull(n, "no lobby frame within 5 s");
      assertEquals(t, n.path("t").asText(), n.toString());
      return n;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** The next frame of any type; fails after 5 s. */
  JsonNode nextAny() {
    try {
      JsonNode n = frames.poll(5, TimeUnit.SECONDS);
      assertNotNull(n, "no lobby frame within 5 s");
      return n;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  void expectSilence() {
    try {
      assertNull(frames.poll(300, TimeUnit.MILLISECONDS));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  void send(String text) {
    socket.sendText(text, true).join();
  }

  @Override
  public void close() {
    socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
  }
}
