package org.tabuleiro.server.lichess;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import jakarta.servlet.ServletOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One client's NDJSON stream ({@code application/x-ndjson}): a JSON object a line, and an empty line every
 * {@link #KEEP_ALIVE} while nothing happens, as lichess sends them (a client and any proxy see the connection alive; a
 * client gone is noticed at the next write). Lines are queued by whoever makes them and written by the request's own
 * thread: a slow reader never holds a game. A reader that falls {@link #QUEUE} lines behind is cut off.
 */
final class NdjsonStream {
  static final Duration KEEP_ALIVE = Duration.ofSeconds(6);
  static final int QUEUE = 512;
  private static final Object END = new Object();

  private final BlockingQueue<Object> lines = new LinkedBlockingQueue<>(QUEUE);
  private final ObjectMapper json;
  private volatile boolean overflowed;

  NdjsonStream(ObjectMapper json) {
    this.json = json;
  }

  /** Queues a line: a String as written, anything else as its JSON. False when the reader is too far behind. */
  boolean send(Object line) {
    if (overflowed) return false;
    if (!lines.offer(line)) {
      overflowed = true;
      lines.clear();
      lines.offer(END);
      return false;
    }
    return true;
  }

  /** Ends the stream once the lines queued before are written. */
  void end() {
    if (!lines.offer(END)) overflowed = true;
  }

  /** Writes the stream until it ends, the client leaves, or the reader falls behind. Runs on the request's thread. */
  void run(Context ctx) {
    ctx.res().setStatus(200);
    ctx.res().setContentType("application/x-ndjson");
    ctx.res().setCharacterEncoding("UTF-8");
    ctx.res().setHeader("Cache-Control", "no-store");
    try {
      ServletOutputStream out = ctx.res().getOutputStream();
      out.flush();
      while (!overflowed) {
        Object line = lines.poll(KEEP_ALIVE.toMillis(), TimeUnit.MILLISECONDS);
        if (line == END) break;
        if (line != null) out.write((text(line) + "\n").getBytes(StandardCharsets.UTF_8));
        else out.write('\n');
        if (lines.isEmpty()) out.flush();
      }
      out.flush();
    } catch (IOException e) {
      // the client left: nothing to answer
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private String text(Object line) throws JsonProcessingException {
    return line instanceof String s ? s : json.writeValueAsString(line);
  }
}
