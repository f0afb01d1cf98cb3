package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.ServerProcess;

/**
 * SIGTERM (a service manager's stop) while several games have moves waiting in the journal for the next flush:
 * the server stores them in the database and closes without an error in its log, and after a restart every
 * acknowledged move is there, read from the database (the journal was emptied by the clean stop).
 */
class SigtermTest {
  private static final Duration START_WITHIN = Duration.ofSeconds(60);
  private static final String[] MOVES = {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"};

  @Test
  @Timeout(value = 180, unit = TimeUnit.SECONDS)
  void aStopWithMovesPendingStoresThemAndLogsNoError(@TempDir Path dir) throws Exception {
    Map<Long, List<String>> played = new LinkedHashMap<>();
    List<String> log;
    try (ServerProcess first = ServerProcess.start(dir, START_WITHIN)) {
      ApiClient eva = first.client(), fabio = first.client();
      assertEquals(201, eva.register("eva", "lua-verde-da-eva").status());
      assertEquals(201, fabio.register("fabio", "lua-verde-do-fabio").status());
      for (int g = 0; g < 3; g++) {
        long seekId = eva.post("/api/seeks", Map.of("timeControl", "5+3", "rated", false, "color", "white"))
            .json().path("id").asLong();
        long gameId = fabio.post("/api/seeks/" + seekId + "/accept", null).json().path("gameId").asLong();
        played.put(gameId, play(first.port(), gameId, eva, fabio));
      }
      // The journal flushes every 30 s: the moves above are in the journal only.
      assertTrue(hasJournaledEvents(dir), "moves wait in the journal");
      long stopping = System.nanoTime();
      int code = first.terminate(Duration.ofSeconds(60));
      System.out.printf("SIGTERM to exit: %d ms%n", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - stopping));
      log = first.log();
      assertEquals(143, code, "the JVM's exit code after SIGTERM (128 + 15)");
    }
    List<String> errors = log.stream()
        .filter(l -> l.contains("ERROR") || l.contains("Exception") || l.contains("already closed")).toList();
    assertEquals(List.of(), errors, "the stop's log");
    assertTrue(!hasJournaledEvents(dir), "a clean stop empties the journal into the database; log: " + log);

    try (ServerProcess second = ServerProcess.start(dir, START_WITHIN)) {
      ApiClient eva = second.client();
      for (var game : played.entrySet()) {
        JsonNode stored = eva.get("/api/games/" + game.getKey()).json();
        assertEquals(game.getValue(), stored.path("moves").valueStream().map(JsonNode::asText).toList(),
            "game " + game.getKey());
      }
    }
  }

  private static List<String> play(int port, long gameId, ApiClient whitePlayer, ApiClient blackPlayer) {
    List<String> acknowledged = new ArrayList<>();
    try (var white = SocketClient.open(port, gameId, whitePlayer);
         var black = SocketClient.open(port, gameId, blackPlayer)) {
      white.next("state");
      black.next("state");
      for (int i = 0; i < MOVES.length; i++) {
        SocketClient mover = i % 2 == 0 ? white : black, other = i % 2 == 0 ? black : white;
        mover.send("{\"t\":\"move\",\"move\":\"" + MOVES[i] + "\",\"id\":" + i + "}");
        mover.next("event");
        assertEquals(i + 2, mover.next("ack").path("v").asInt());
        acknowledged.add(MOVES[i]);
        other.next("event");
      }
    }
    return acknowledged;
  }

  /** True when a journal segment holds at least one event line. */
  private static boolean hasJournaledEvents(Path dir) throws Exception {
    Path journal = dir.resolve("journal");
    if (!Files.isDirectory(journal)) return false;
    try (Stream<Path> files = Files.list(journal)) {
      for (Path f : files.toList()) {
        if (f.getFileName().toString().startsWith("events-") && Files.size(f) > 0) return true;
      }
    }
    return false;
  }
}
