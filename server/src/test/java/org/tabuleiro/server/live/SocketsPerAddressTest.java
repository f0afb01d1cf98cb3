package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.InetAddress;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.config.SocketLimits;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.RawWebSocket;
import org.tabuleiro.server.testing.TestServer;

/**
 * One address cannot take the server's file handles: its WebSockets stop at {@link SocketLimits#socketsPerAddress}
 * (further upgrades refused at once), its connections of any kind at {@link SocketLimits#connectionsPerAddress};
 * meanwhile another address plays. Linux routes all of 127.0.0.0/8 to the loopback: 127.0.0.2 floods, 127.0.0.3
 * plays. The test server does not trust X-Forwarded-For: the address is the connection's.
 */
class SocketsPerAddressTest {
  private static final int FLOOD = 20_000;

  @OnBothDatabases
  void aFloodOfSocketsFromOneAddressLeavesAnotherAddressPlaying(TestServer server) throws Exception {
    int cap = SocketLimits.DEFAULT.socketsPerAddress();
    int port = server.server().port();
    List<RawWebSocket> held = new ArrayList<>(cap);
    try {
      int refused = 0;
      long[] refusalNanos = new long[FLOOD];
      for (int i = 0; i < FLOOD; i++) {
        long t0 = System.nanoTime();
        RawWebSocket.Answer a = RawWebSocket.open("127.0.0.2", port, "/ws/lobby", Map.of());
        if (a.status() == 101) {
          held.add(a.socket());
          if (held.size() > cap) fail("more than " + cap + " sockets accepted from 127.0.0.2 (attempt " + (i + 1) + ")");
          continue;
        }
        assertEquals(429, a.status(), a.toString());
        assertTrue(a.body().contains("\"too_many_sockets\""), a.body());
        assertTrue(a.closedByServer(), "a refused upgrade's connection is closed by the server: " + a);
        refusalNanos[refused++] = System.nanoTime() - t0;
      }
      long[] times = java.util.Arrays.copyOf(refusalNanos, refused);
      java.util.Arrays.sort(times);
      long slowestRefusalNanos = times[times.length - 1];
      System.out.printf("socket flood: %d accepted from 127.0.0.2, %d refused (connect, upgrade, 429, closed) in"
          + " %.2f ms at the p50, %.1f ms at the p99, %.1f ms at most%n", held.size(), refused, times[refused / 2] / 1e6,
          times[(int) (refused * 0.99)] / 1e6, slowestRefusalNanos / 1e6);
      assertEquals(cap, held.size(), "the address gets its " + cap + " sockets");
      assertTrue(times[(int) (refused * 0.99)] < 100_000_000L, "refused at once: p99 " + times[(int) (refused * 0.99)] / 1e6
          + " ms");
      assertTrue(slowestRefusalNanos < 2_000_000_000L, "refused at once: at most " + slowestRefusalNanos / 1e6 + " ms");

      try (RawTable table = RawTable.open(server, "ana", "bruno", "127.0.0.3")) {
        table.play(List.of("e2e4", "e7e5", "g1f3", "b8c6"));
      }
      assertEquals(200, server.client().get("/api/health").status());

      // A socket closed gives its place back.
      for (int i = 0; i < 10; i++) held.removeLast().close();
      RawWebSocket.Answer again = null;
      for (int attempt = 0; attempt < 40 && (again == null || again.status() != 101); attempt++) {
        if (attempt > 0) Thread.sleep(50);
        again = RawWebSocket.open("127.0.0.2", port, "/ws/lobby", Map.of());
      }
      assertEquals(101, again.status(), "a place freed is taken again");
      held.add(again.socket());
    } finally {
      held.forEach(RawWebSocket::close);
    }
  }

  @OnBothDatabases
  void bareConnectionsFromOneAddressAreCutAtTheConnectionCap(TestServer server) throws Exception {
    int cap = SocketLimits.DEFAULT.connectionsPerAddress();
    int port = server.server().port();
    int flood = cap + 3_000;
    List<SocketChannel> opened = new ArrayList<>(flood);
    long filesBefore = openFiles();
    try {
      for (int i = 0; i < flood; i++) {
        SocketChannel c = SocketChannel.open();
        c.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.4"), 0));
        c.connect(new InetSocketAddress("127.0.0.1", port));   // then silence: no request, ever
        opened.add(c);
        if (i % 25 == 24) Thread.sleep(2);   // within the listening socket's backlog of 50
      }
      Thread.sleep(1_000);   // the server has accepted (or cut) every one of them
      // This JVM holds the flood's own ends, all open: what is above them is what the server kept.
      long serverKept = openFiles() - filesBefore - flood;
      System.out.printf("connection flood: the server holds %d of %d bare connections from 127.0.0.4%n",
          serverKept, flood);
      assertTrue(serverKept <= cap + 50, "the server holds " + serverKept + " connections of 127.0.0.4; cap " + cap);

      try (RawTable table = RawTable.open(server, "ana", "bruno", "127.0.0.3")) {
        table.play(List.of("d2d4", "d7d5"));
      }
    } finally {
      for (SocketChannel c : opened) c.close();
    }
  }

  /** The file handles this process holds (the test's and the server's, one JVM). */
  private static long openFiles() {
    return ((com.sun.management.UnixOperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getOpenFileDescriptorCount();
  }
}
