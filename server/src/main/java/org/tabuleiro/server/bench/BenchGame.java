package org.tabuleiro.server.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One bench game: both players' sockets, and the ply to play next. Once a second ({@link #tick}) the side to move
 * sends the next scripted move unless its previous one is still unacknowledged; the ack's arrival is timed.
 */
final class BenchGame {
  private final long id;
  private final String whiteCookie;
  private final String blackCookie;
  private final WebSocket[] sockets = new WebSocket[2];
  private final AtomicLong late = new AtomicLong();
  private final AtomicLong errors = new AtomicLong();
  private volatile String firstError;
  private volatile int ply;
  private volatile long sentAt;      // System.nanoTime of the unacknowledged move, 0 when none
  private volatile LatencyHistogram recordTo;

  BenchGame(long id, String whiteCookie, String blackCookie) {
    this.id = id;
    this.whiteCookie = whiteCookie;
    this.blackCookie = blackCookie;
  }

  CompletableFuture<Void> open(HttpClient http, String base) {
    URI uri = URI.create(base + "/ws/game/" + id);
    var white = http.newWebSocketBuilder().header("Cookie", whiteCookie).connectTimeout(Duration.ofSeconds(60))
        .buildAsync(uri, new Listener(0)).thenAccept(ws -> sockets[0] = ws);
    var black = http.newWebSocketBuilder().header("Cookie", blackCookie).connectTimeout(Duration.ofSeconds(60))
        .buildAsync(uri, new Listener(1)).thenAccept(ws -> sockets[1] = ws);
    return CompletableFuture.allOf(white, black);
  }

  synchronized void tick(LatencyHistogram histogram) {
    if (sentAt != 0) {
      late.incrementAndGet();
      return;
    }
    if (ply >= BenchScript.MOVES.size()) return;
    recordTo = histogram;
    sentAt = System.nanoTime();
    sockets[ply % 2].sendText("{\"t\":\"move\",\"move\":\"" + BenchScript.MOVES.get(ply) + "\",\"id\":" + ply + "}",
        true);
  }

  private synchronized void acked() {
    long at = sentAt;
    if (at == 0) return;
    recordTo.record(System.nanoTime() - at);
    sentAt = 0;
    ply++;
  }

  private synchronized void refused(String frame) {
    errors.incrementAndGet();
    if (firstError == null) firstError = "game " + id + ": " + frame;
    sentAt = 0;   // try the same move again at the next tick
  }

  long lateTicks() {
    return late.get();
  }

  long errors() {
    return errors.get();
  }

  String firstError() {
    return firstError;
  }

  void close() {
    for (WebSocket ws : sockets) {
      if (ws != null) ws.abort();
    }
  }

  private final class Listener implements WebSocket.Listener {
    private final int side;
    private final StringBuilder partial = new StringBuilder();

    Listener(int side) {
      this.side = side;
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      if (!last || !partial.isEmpty()) {
        partial.append(data);
        if (!last) {
          ws.request(1);
          return null;
        }
        data = partial.toString();
        partial.setLength(0);
      }
      String frame = data.toString();
      if (frame.startsWith("{\"t\":\"ack\"")) {
        acked();
      } else if (frame.startsWith("{\"t\":\"error\"")) {
        refused(frame);
      }
      ws.request(1);
      return null;
    }
  }
}
