package org.tabuleiro.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

/**
 * The load generator's WebSocket client (RFC 6455, text frames only): a few selector threads drive every socket,
 * so that the generator spends little of the machine it shares with the server. {@code java.net.http}'s client
 * took about a third of the two cores at 4,000 games, which the server then lacked. Enough of the protocol for
 * the bench: the upgrade with a cookie, masked text frames out, unmasked text/ping/close frames in (pings are
 * answered).
 */
final class BenchSockets implements AutoCloseable {
  private final Loop[] loops;
  private int next;

  BenchSockets(int threads) {
    loops = new Loop[threads];
    for (int i = 0; i < threads; i++) {
      loops[i] = new Loop();
      Thread.ofPlatform().daemon().name("bench-socket-" + i).start(loops[i]);
    }
  }

  /** Opens a socket to {@code path} on the server at {@code port}; {@code onText} gets each text message. */
  synchronized CompletableFuture<Socket> open(int port, String path, String cookie, Consumer<String> onText) {
    Loop loop = loops[next++ % loops.length];
    var socket = new Socket(loop, onText);
    try {
      socket.channel = SocketChannel.open();
      socket.channel.configureBlocking(false);
      socket.channel.connect(new InetSocketAddress("127.0.0.1", port));
    } catch (IOException e) {
      socket.opened.completeExceptionally(e);
      return socket.opened;
    }
    byte[] key = new byte[16];
    ThreadLocalRandom.current().nextBytes(key);
    socket.handshake = ("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\n"
        + "Connection: Upgrade\r\nSec-WebSocket-Key: " + Base64.getEncoder().encodeToString(key)
        + "\r\nSec-WebSocket-Version: 13\r\nCookie: " + cookie + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    loop.register(socket);
    return socket.opened;
  }

  @Override
  public void close() {
    for (Loop l : loops) l.stop();
  }

  /** One connection. {@link #send} may be called from any thread. */
  static final class Socket {
    private final Loop loop;
    private final Consumer<String> onText;
    private final CompletableFuture<Socket> opened = new CompletableFuture<>();
    private SocketChannel channel;
    private byte[] handshake;
    private boolean upgraded;
    private ByteBuffer in = ByteBuffer.allocate(16 * 1024);

    private Socket(Loop loop, Consumer<String> onText) {
      this.loop = loop;
      this.onText = onText;
    }

    /** Sends one masked text frame. */
    void send(String text) {
      byte[] payload = text.getBytes(StandardCharsets.UTF_8);
      if (payload.length > 0xFFFF) throw new IllegalArgumentException("the bench sends short frames only");
      ByteBuffer frame = ByteBuffer.allocate(payload.length + 14);
      frame.put((byte) 0x81);
      if (payload.length < 126) {
        frame.put((byte) (0x80 | payload.length));
      } else {
        frame.put((byte) (0x80 | 126)).putShort((short) payload.length);
      }
      frame.put(mask(frame, payload));
      write(frame.flip());
    }

    private void pong(byte[] payload) {
      ByteBuffer frame = ByteBuffer.allocate(payload.length + 6);
      frame.put((byte) 0x8A).put((byte) (0x80 | payload.length));
      frame.put(mask(frame, payload));
      write(frame.flip());
    }

    /** Puts a random mask key in {@code frame} and returns the payload masked with it. */
    private static byte[] mask(ByteBuffer frame, byte[] payload) {
      int key = ThreadLocalRandom.current().nextInt();
      frame.putInt(key);
      byte[] masked = new byte[payload.length];
      for (int i = 0; i < payload.length; i++) masked[i] = (byte) (payload[i] ^ (key >>> (8 * (3 - (i & 3)))));
      return masked;
    }

    /**
     * Small frames on loopback: the kernel's buffer takes them whole, so a write that takes nothing is retried at
     * once rather than queued (it did not happen in the runs measured).
     */
    private synchronized void write(ByteBuffer frame) {
      try {
        while (frame.hasRemaining()) {
          if (channel.write(frame) == 0) Thread.onSpinWait();
        }
      } catch (IOException e) {
        // The server closed the socket: the game's missing acks show it.
      }
    }

    void abort() {
      try {
        channel.close();
      } catch (IOException e) {
        // closing anyway
      }
    }

    /** Reads what arrived; returns false when the connection ended. */
    private boolean readable() throws IOException {
      int n = channel.read(in);
      if (n < 0) return false;
      in.flip();
      if (!upgraded) {
        int end = headerEnd(in);
        if (end < 0) {
          in.compact();
          return true;
        }
        String header = StandardCharsets.US_ASCII.decode(in.slice(0, end)).toString();
        if (!header.startsWith("HTTP/1.1 101")) {
          opened.completeExceptionally(new IOException("upgrade refused: " + header.lines().findFirst().orElse("")));
          return false;
        }
        in.position(end);
        upgraded = true;
        opened.complete(this);
      }
      while (frame()) {
        // each complete frame handled
      }
      in.compact();
      return true;
    }

    /** Handles one complete frame at the buffer's position, if there is one. */
    private boolean frame() {
      if (in.remaining() < 2) return false;
      int start = in.position();
      int opcode = in.get(start) & 0x0F;
      int len = in.get(start + 1) & 0x7F;
      int header = 2;
      if (len == 126) {
        if (in.remaining() < 4) return false;
        len = in.getShort(start + 2) & 0xFFFF;
        header = 4;
      } else if (len == 127) {
        if (in.remaining() < 10) return false;
        len = (int) in.getLong(start + 2);
        header = 10;
      }
      if (in.remaining() < header + len) {
        if (header + len > in.capacity()) in = ByteBuffer.allocate(header + len).put(in).flip();
        return false;
      }
      byte[] payload = new byte[len];
      in.get(start + header, payload);
      in.position(start + header + len);
      switch (opcode) {
        case 1 -> onText.accept(new String(payload, StandardCharsets.UTF_8));
        case 9 -> pong(payload);
        default -> { }   // pong, close, continuation: the server sends no fragmented text
      }
      return true;
    }

    private static int headerEnd(ByteBuffer b) {
      for (int i = b.position(); i + 3 < b.limit(); i++) {
        if (b.get(i) == '\r' && b.get(i + 1) == '\n' && b.get(i + 2) == '\r' && b.get(i + 3) == '\n') return i + 4;
      }
      return -1;
    }
  }

  /** One selector thread and its sockets. */
  private static final class Loop implements Runnable {
    private final Selector selector;
    private final Queue<Socket> joining = new ConcurrentLinkedQueue<>();
    private volatile boolean running = true;

    Loop() {
      try {
        selector = Selector.open();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    void register(Socket s) {
      joining.add(s);
      selector.wakeup();
    }

    void stop() {
      running = false;
      selector.wakeup();
    }

    @Override
    public void run() {
      try (selector) {
        while (running) {
          selector.select();
          for (Socket s; (s = joining.poll()) != null; ) s.channel.register(selector, SelectionKey.OP_CONNECT, s);
          for (SelectionKey key : selector.selectedKeys()) handle(key);
          selector.selectedKeys().clear();
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    private void handle(SelectionKey key) {
      Socket s = (Socket) key.attachment();
      try {
        if (key.isConnectable()) {
          s.channel.finishConnect();
          s.write(ByteBuffer.wrap(s.handshake));
          key.interestOps(SelectionKey.OP_READ);
        } else if (key.isReadable() && !s.readable()) {
          key.cancel();
          s.channel.close();
          s.opened.completeExceptionally(new IOException("closed by the server"));
        }
      } catch (IOException | RuntimeException e) {
        key.cancel();
        s.abort();
        s.opened.completeExceptionally(e);
      }
    }
  }
}
