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
  private volatile int closeCode = -1;
  private volatile String closeReason = "";

  private JsonSocket(int port, String path, ApiClient browser) {
    this(port, path, browser == null ? ANONYMOUS : HttpClient.newBuilder().cookieHandler(browser.cookies()).build(), null, null);
  }

  /** {@code listener}, when given, sees each frame as it comes (on the socket's thread) before it is queued. */
  private JsonSocket(int port, String path, HttpClient http, String cookie, java.util.function.Consumer<JsonNode> listener) {
    var builder = http.newWebSocketBuilder();
    if (cookie != null) builder.header("Cookie", cookie);
    this.socket = builder.connectTimeout(Duration.ofSeconds(30))
        .buildAsync(URI.create("ws://127.0.0.1:" + port + path), new WebSocket.Listener() {
          private final StringBuilder partial = new StringBuilder();

          @Override
          public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
              try {
                JsonNode n = JSON.readTree(partial.toString());
                if (listener != null) listener.accept(n);
                frames.add(n);
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
            closeCode = code;
            closeReason = reason;
            closed = true;
            return null;
          }

          /** The connection broke without a close frame (its server was killed): closed all the same. */
          @Override
          public void onError(WebSocket ws, Throwable error) {
            closed = true;
          }
        }).join();
  }

  /** {@code path} ({@code /ws/lobby}, {@code /ws/game/7}) opened by {@code browser} (null: no cookie). */
  public static JsonSocket open(int port, String path, ApiClient browser) {
    return new JsonSocket(port, path, browser);
  }

  /**
   * A socket with a {@code Cookie} header of its own on one shared client (benchmarks: thousands of players in one
   * JVM); {@code listener} sees each frame as it comes.
   */
  public static JsonSocket open(int port, String path, String cookie, java.util.function.Consumer<JsonNode> listener) {
    return new JsonSocket(port, path, ANONYMOUS, cookie, listener);
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

  /** The code of the server's close frame; -1 while open, or when the connection broke without one. */
  public int closeCode() {
    return closeCode;
  }

  /** The reason of the server's close frame ({@code game_moved}...); empty while open or without one. */
  public String closeReason() {
    return closeReason;
  }

  @Override
  public void close() {
    socket.abort();
  }
}
