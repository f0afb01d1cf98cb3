package org.tabuleiro.server.testing;

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
import java.util.function.Predicate;

/**
 * A browser tab's WebSocket (a game's, the lobby's) over a real connection with that browser's cookies: every frame
 * read as JSON into a queue, waited for by type or by any test.
 */
public final class JsonSocket implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient ANONYMOUS = HttpClient.newHttpClient();

  private final BlockingQueue<JsonNode> frames = new LinkedBlockingQueue<>();
  private final WebSocket socket;
  private volatile boolean closed;

  private JsonSocket(int port, String path, ApiClient browser) {
    HttpClient http = browser == null ? ANONYMOUS : HttpClient.newBuilder().cookieHandler(browser.cookies()).build();
    this.socket = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10))
        .buildAsync(URI.create("ws://127.0.0.1:" + port + path), new WebSocket.Listener() {
          private final StringBuilder partial = new StringBuilder();

          @Override
          public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
              try {
                frames.add(JSON.readTree(partial.toString()));
              } catch (Exception e) {
                throw new IllegalStateException("not JSON: " + partial, e);
              }
              partial.setLength(0);
            }
            ws.request(1);
            return null;
          }

          @Override
          public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
            closed = true;
            return null;
          }
        }).join();
  }

  /** {@code path} ({@code /ws/lobby}, {@code /ws/game/7}) opened by {@code browser} (null: no cookie). */
  public static JsonSocket open(int port, String path, ApiClient browser) {
    return new JsonSocket(port, path, browser);
  }

  public void send(String text) {
    socket.sendText(text, true).join();
  }

  /** The next frame of type {@code t} within {@code within}, skipping the others; null when none came. */
  public JsonNode await(String t, Duration within) {
    return await(n -> t.equals(n.path("t").asText()), within);
  }

  /** The next frame that passes {@code test} within {@code within}, skipping the others; null when none came. */
  public JsonNode await(Predicate<JsonNode> test, Duration within) {
    long deadline = System.nanoTime() + within.toNanos();
    try {
      while (true) {
        long left = deadline - System.nanoTime();
        if (left <= 0) return null;
        JsonNode n = frames.poll(left, TimeUnit.NANOSECONDS);
        if (n == null) return null;
        if (test.test(n)) return n;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }

  /** A frame already received, without waiting; null when none. */
  public JsonNode poll() {
    return frames.poll();
  }

  public boolean isClosed() {
    return closed;
  }

  @Override
  public void close() {
    socket.abort();
  }
}
