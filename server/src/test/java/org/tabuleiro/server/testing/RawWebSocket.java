package org.tabuleiro.server.testing;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A WebSocket client over a plain blocking socket, for what {@code java.net.http} cannot do: connect from a chosen
 * local address (all of 127.0.0.0/8 is the loopback on Linux, so 127.0.0.2 and 127.0.0.3 are two clients), send any
 * upgrade header ({@code Origin}), and see the server's answer to a refused upgrade. Answers pings; one reader.
 */
public final class RawWebSocket implements AutoCloseable {
  /**
   * The server's answer to the upgrade: its status line's code and headers, and the socket when it was 101; else the
   * body and whether the server closed the connection after it (within the read timeout).
   */
  public record Answer(int status, Map<String, String> headers, String body, boolean closedByServer,
      RawWebSocket socket) {}

  private final Socket socket;
  private final InputStream in;
  private final OutputStream out;

  private RawWebSocket(Socket socket) throws IOException {
    this.socket = socket;
    this.in = new BufferedInputStream(socket.getInputStream(), 16 * 1024);
    this.out = socket.getOutputStream();
  }

  /**
   * Connects from {@code localAddress} (null: any) to the server on 127.0.0.1 and asks to upgrade {@code path};
   * {@code headers} are added as they are ("Origin", "Cookie"). Throws when the server closes before answering.
   */
  public static Answer open(String localAddress, int port, String path, Map<String, String> headers)
      throws IOException {
    Socket s = new Socket();
    try {
      s.setReuseAddress(true);   // a flood's earlier ports may wait in TIME_WAIT
      if (localAddress != null) s.bind(new InetSocketAddress(InetAddress.getByName(localAddress), 0));
      s.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
      s.setSoTimeout(10_000);
      s.setTcpNoDelay(true);
      byte[] key = new byte[16];
      ThreadLocalRandom.current().nextBytes(key);
      StringBuilder request = new StringBuilder("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
          + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: "
          + Base64.getEncoder().encodeToString(key) + "\r\nSec-WebSocket-Version: 13\r\n");
      headers.forEach((name, value) -> request.append(name).append(": ").append(value).append("\r\n"));
      s.getOutputStream().write(request.append("\r\n").toString().getBytes(StandardCharsets.US_ASCII));
      RawWebSocket ws = new RawWebSocket(s);
      String statusLine = ws.line();
      int status = Integer.parseInt(statusLine.split(" ")[1]);
      Map<String, String> answer = new LinkedHashMap<>();
      for (String line = ws.line(); !line.isEmpty(); line = ws.line()) {
        int colon = line.indexOf(':');
        answer.put(line.substring(0, colon).strip().toLowerCase(Locale.ROOT), line.substring(colon + 1).strip());
      }
      if (status == 101) return new Answer(status, answer, "", false, ws);
      String body = "";
      int length = Integer.parseInt(answer.getOrDefault("content-length", "0"));
      if (length > 0) body = new String(ws.in.readNBytes(length), StandardCharsets.UTF_8);
      boolean closed;
      try {
        s.setSoTimeout(2_000);
        closed = ws.in.read() < 0;
      } catch (SocketTimeoutException | java.net.SocketException e) {
        closed = !(e instanceof SocketTimeoutException);
      }
      s.close();
      return new Answer(status, answer, body, closed, null);
    } catch (IOException | RuntimeException e) {
      s.close();
      throw e;
    }
  }

  private String line() throws IOException {
    var bytes = new ByteArrayOutputStream();
    for (int b = in.read(); b != '\n'; b = in.read()) {
      if (b < 0) throw new EOFException("the server closed the connection before answering the upgrade");
      if (b != '\r') bytes.write(b);
    }
    return bytes.toString(StandardCharsets.US_ASCII);
  }

  /** Sends one masked text frame (any thread). */
  public void send(String text) throws IOException {
    write(0x1, text.getBytes(StandardCharsets.UTF_8));
  }

  private synchronized void write(int opcode, byte[] payload) throws IOException {
    var frame = new ByteArrayOutputStream(payload.length + 14);
    frame.write(0x80 | opcode);
    if (payload.length < 126) {
      frame.write(0x80 | payload.length);
    } else if (payload.length < 65_536) {
      frame.write(0x80 | 126);
      frame.write(payload.length >> 8);
      frame.write(payload.length & 0xff);
    } else {
      frame.write(0x80 | 127);
      for (int shift = 56; shift >= 0; shift -= 8) frame.write((int) ((long) payload.length >> shift) & 0xff);
    }
    byte[] mask = new byte[4];
    ThreadLocalRandom.current().nextBytes(mask);
    frame.write(mask);
    for (int i = 0; i < payload.length; i++) frame.write(payload[i] ^ mask[i & 3]);
    out.write(frame.toByteArray());
    out.flush();
  }

  /**
   * The next text message, waiting at most {@code timeout}; null when the server closed the socket (a close frame,
   * or the end of the stream). Pings are answered on the way. Throws {@link SocketTimeoutException} on timeout.
   */
  public String next(Duration timeout) throws IOException {
    socket.setSoTimeout((int) Math.max(1, timeout.toMillis()));
    var message = new ByteArrayOutputStream();
    while (true) {
      int b0 = in.read();
      if (b0 < 0) return null;
      int b1 = read();
      long length = b1 & 0x7f;
      if (length == 126) length = (read() << 8) | read();
      else if (length == 127) {
        length = 0;
        for (int i = 0; i < 8; i++) length = (length << 8) | read();
      }
      byte[] payload = in.readNBytes((int) length);
      if (payload.length < length) return null;
      int opcode = b0 & 0x0f;
      switch (opcode) {
        case 0x8 -> {
          return null;
        }
        case 0x9 -> write(0xA, payload);
        case 0xA -> { }
        default -> {
          message.write(payload);
          if ((b0 & 0x80) != 0) return message.toString(StandardCharsets.UTF_8);
        }
      }
    }
  }

  private int read() throws IOException {
    int b = in.read();
    if (b < 0) throw new EOFException("the server closed the connection inside a frame");
    return b;
  }

  public boolean isClosed() {
    return socket.isClosed();
  }

  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException e) {
      // closing: nothing left to do
    }
  }
}
