package org.tabuleiro.server.testing;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A load balancer's health check: {@code GET /api/health} every {@code period} from a platform thread of its own, over
 * a kept-alive plain HTTP/1.1 socket (as HAProxy's {@code option httpchk} does, and light enough not to be the
 * client's own delay), each timed from the request's first byte to its answer's last. An answer other than 200, or
 * none within 20 s, counts as an infinite time.
 */
public final class HealthProbe implements AutoCloseable {
  private static final int TIMEOUT_MILLIS = 20_000;

  /** Milliseconds: how many probes, their median, 99th percentile and slowest; {@code failed} got no 200. */
  public record Stats(int n, double p50, double p99, double max, int failed) {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%d health probes p50 %.1f ms p99 %.1f ms max %.1f ms, %d without a 200", n,
          p50, p99, max, failed);
    }
  }

  private final int port;
  private final Duration period;
  private final List<Double> times = Collections.synchronizedList(new ArrayList<>());
  private final AtomicBoolean stop = new AtomicBoolean();
  private final Thread thread;
  private Socket socket;
  private InputStream in;
  private OutputStream out;

  private HealthProbe(int port, Duration period) {
    this.port = port;
    this.period = period;
    this.thread = Thread.ofPlatform().name("health-probe-" + port).daemon().unstarted(this::run);
  }

  public static HealthProbe start(int port, Duration period) {
    HealthProbe p = new HealthProbe(port, period);
    p.thread.start();
    return p;
  }

  /** Forgets what was measured so far (the warm-up), and goes on measuring. */
  public void reset() {
    times.clear();
  }

  /** Stops probing and returns the figures. */
  public Stats stop() throws InterruptedException {
    stop.set(true);
    thread.join(TIMEOUT_MILLIS + 5_000L);
    List<Double> sorted = new ArrayList<>(times);
    Collections.sort(sorted);
    if (sorted.isEmpty()) return new Stats(0, Double.NaN, Double.NaN, Double.NaN, 0);
    int failed = (int) sorted.stream().filter(t -> t.isInfinite()).count();
    return new Stats(sorted.size(), quantile(sorted, 0.50), quantile(sorted, 0.99), sorted.getLast(), failed);
  }

  @Override
  public void close() throws InterruptedException {
    stop();
    disconnect();
  }

  private static double quantile(List<Double> sorted, double q) {
    return sorted.get(Math.max(0, (int) Math.ceil(q * sorted.size()) - 1));
  }

  private void run() {
    long next = System.nanoTime();
    while (!stop.get()) {
      times.add(probe());
      next += period.toNanos();
      long wait = next - System.nanoTime();
      if (wait > 0) {
        try {
          Thread.sleep(Duration.ofNanos(wait));
        } catch (InterruptedException e) {
          return;
        }
      } else {
        next = System.nanoTime();   // a slow probe: the next one at once, not a catch-up burst
      }
    }
  }

  private double probe() {
    long t0 = System.nanoTime();
    try {
      if (socket == null) connect();
      out.write(("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      int status = answer();
      double millis = (System.nanoTime() - t0) / 1e6;
      return status == 200 ? millis : Double.POSITIVE_INFINITY;
    } catch (IOException | RuntimeException e) {
      disconnect();
      return Double.POSITIVE_INFINITY;
    }
  }

  private void connect() throws IOException {
    socket = new Socket("127.0.0.1", port);
    socket.setSoTimeout(TIMEOUT_MILLIS);
    socket.setTcpNoDelay(true);
    in = new BufferedInputStream(socket.getInputStream());
    out = socket.getOutputStream();
  }

  private void disconnect() {
    if (socket == null) return;
    try {
      socket.close();
    } catch (IOException e) {
      // closing
    }
    socket = null;
  }

  /** Reads one whole answer (Content-Length or chunked); returns its status. */
  private int answer() throws IOException {
    String statusLine = line();
    int status = Integer.parseInt(statusLine.substring(9, 12));
    long length = -1;
    boolean chunked = false, close = false;
    for (String header = line(); !header.isEmpty(); header = line()) {
      String lower = header.toLowerCase(Locale.ROOT);
      if (lower.startsWith("content-length:")) length = Long.parseLong(header.substring(15).strip());
      if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) chunked = true;
      if (lower.startsWith("connection:") && lower.contains("close")) close = true;
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
      close = true;
    }
    if (close) disconnect();
    return status;
  }

  private String line() throws IOException {
    StringBuilder text = new StringBuilder();
    for (int c = in.read(); c != '\n'; c = in.read()) {
      if (c < 0) throw new IOException("the server closed the connection");
      if (c != '\r') text.append((char) c);
    }
    return text.toString();
  }
}
