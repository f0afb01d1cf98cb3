package org.tabuleiro.server.library;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * {@code GET /api/library/analysis/{id}/stream}: the analysis's lines as server-sent events, each the moment the
 * engine finishes an iteration ({@code event: line}, the line's JSON as {@code GET /api/library/analysis/{id}} gives
 * it), then {@code event: done}. The lines found before the request come first, so a late page misses none. A
 * comment every 10 s keeps proxies from closing a quiet stream. Written to the servlet's stream itself (no
 * compression, flushed per event); the handler blocks its virtual thread while it waits.
 */
final class LibraryAnalysisStream {
  private static final long KEEP_ALIVE_MILLIS = 10_000;

  private LibraryAnalysisStream() {}

  static void send(Context ctx, LibraryAnalysis.Run run, ObjectMapper json) throws IOException, InterruptedException {
    var res = ctx.res();
    res.setStatus(200);
    res.setContentType("text/event-stream;charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Accel-Buffering", "no");   // nginx: pass each event on at once
    OutputStream out = res.getOutputStream();
    int seen = 0;
    try {
      while (true) {
        LibraryAnalysis.Next next = run.after(seen, KEEP_ALIVE_MILLIS);
        StringBuilder events = new StringBuilder();
        for (var line : next.lines()) {
          events.append("event: line\ndata: ").append(json.writeValueAsString(line)).append("\n\n");
          seen++;
        }
        if (next.done()) events.append("event: done\ndata: {\"lines\": ").append(seen).append("}\n\n");
        else if (next.lines().isEmpty()) events.append(": still thinking\n\n");
        out.write(events.toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
        if (next.done()) return;
      }
    } catch (IOException e) {
      // the page went away (another position, closed): the search finishes on its own
    }
  }
}
