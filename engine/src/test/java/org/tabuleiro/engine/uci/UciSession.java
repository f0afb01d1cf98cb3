package org.tabuleiro.engine.uci;

import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A GUI's view of the engine in a test: lines go in through one pipe and come back through another. */
final class UciSession implements AutoCloseable {
  private final PrintWriter toEngine;
  private final BlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
  private final Thread engine;

  UciSession() throws IOException {
    PipedWriter commands = new PipedWriter();
    PipedReader engineInput = new PipedReader(commands, 1 << 16);
    toEngine = new PrintWriter(commands, true);
    // Replies go straight into the queue, line by line: piped streams belong to one writing thread, and the
    // engine writes from its search threads, which end after each search.
    Writer replies = new Writer() {
      private final StringBuilder line = new StringBuilder();

      @Override
      public synchronized void write(char[] buffer, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
          char c = buffer[i];
          if (c == '\n') {
            fromEngine.add(line.toString());
            line.setLength(0);
          } else if (c != '\r') {
            line.append(c);
          }
        }
      }

      @Override
      public void flush() {}

      @Override
      public void close() {}
    };
    engine = new Thread(new UciEngine(engineInput, replies), "uci-engine");
    engine.setDaemon(true);
    engine.start();
  }

  void send(String line) {
    toEngine.println(line);
  }

  /** The next line, or fails after the timeout. */
  String next(long millis) throws InterruptedException {
    String line = fromEngine.poll(millis, TimeUnit.MILLISECONDS);
    if (line == null) throw new AssertionError("no reply from the engine within " + millis + " ms");
    return line;
  }

  /** Every line up to and including the first that starts with {@code prefix}. */
  List<String> until(String prefix, long millis) throws InterruptedException {
    List<String> lines = new ArrayList<>();
    long deadline = System.currentTimeMillis() + millis;
    while (true) {
      String line = next(Math.max(1, deadline - System.currentTimeMillis()));
      lines.add(line);
      if (line.startsWith(prefix)) return lines;
    }
  }

  /** Whatever the engine says within the time, without waiting for a particular line. */
  List<String> drain(long millis) throws InterruptedException {
    List<String> lines = new ArrayList<>();
    long deadline = System.currentTimeMillis() + millis;
    for (String line; (line = fromEngine.poll(Math.max(0, deadline - System.currentTimeMillis()), TimeUnit.MILLISECONDS)) != null; ) {
      lines.add(line);
    }
    return lines;
  }

  boolean engineAlive() {
    return engine.isAlive();
  }

  @Override
  public void close() throws InterruptedException {
    send("quit");
    engine.join(5_000);
  }
}
