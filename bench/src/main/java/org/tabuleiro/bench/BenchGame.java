package org.tabuleiro.bench;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One bench game: both players' sockets, and the ply to play next. Once a second ({@link #tick}) the side to move
 * sends the next scripted move unless its previous one is still unacknowledged; the ack's arrival is timed.
 */
final class BenchGame {
  private final long id;
  private final String whiteCookie;
  private final String blackCookie;
  private final BenchSockets.Socket[] sockets = new BenchSockets.Socket[2];
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

  CompletableFuture<Void> open(BenchSockets client, int port) {
    String path = "/ws/game/" + id;
    var white = client.open(port, path, whiteCookie, this::received).thenAccept(ws -> sockets[0] = ws);
    var black = client.open(port, path, blackCookie, this::received).thenAccept(ws -> sockets[1] = ws);
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
    sockets[ply % 2].send("{\"t\":\"move\",\"move\":\"" + BenchScript.MOVES.get(ply) + "\",\"id\":" + ply + "}");
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

  long id() {
    return id;
  }

  /** The white player's cookie (with the game's pin): what reads the game back. */
  String cookie() {
    return whiteCookie;
  }

  /** Moves acknowledged so far. */
  synchronized int acknowledged() {
    return ply;
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
    for (BenchSockets.Socket ws : sockets) {
      if (ws != null) ws.abort();
    }
  }

  /** A text frame from either socket: only acks and errors matter here. */
  private void received(String frame) {
    if (frame.startsWith("{\"t\":\"ack\"")) {
      acked();
    } else if (frame.startsWith("{\"t\":\"error\"")) {
      refused(frame);
    }
  }
}
