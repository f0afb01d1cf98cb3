package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * Two arbiters enter every board of a round at the same moment, each from the versions they read: on every board
 * exactly one write is taken and the other refused with {@code board_changed}, and the stored result is the taken one.
 */
class EventConcurrentResultsTest {
  @OnBothDatabases
  void twoArbitersWritingEveryBoardAtOnceLoseNoWrite(TestServer server) throws Exception {
    EventClient chief = EventClient.arbiter(server, "arbitra");
    EventClient deputy = EventClient.arbiter(server, "adjunto");
    long id = chief.createEvent(Map.of("name", "Rápidas", "rounds", 5, "timeControl", "10+2", "arbiters", List.of("arbitra", "adjunto")));
    StringBuilder csv = new StringBuilder("name,rating\n");
    for (int i = 1; i <= 40; i++) csv.append("Jogador ").append(i).append(',').append(2000 - 10 * i).append('\n');
    assertEquals(200, chief.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());
    assertEquals(200, chief.pair(id).status());
    JsonNode boards = chief.api.get("/api/events/" + id + "/rounds/1").json().get("boards");
    assertEquals(20, boards.size());

    Map<Integer, String> taken = new ConcurrentHashMap<>();
    Map<Integer, Integer> refused = new ConcurrentHashMap<>();
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<?>> done = new java.util.ArrayList<>();
      for (var writer : List.of(Map.entry(chief, "1-0"), Map.entry(deputy, "0-1"))) {
        done.add(pool.submit(() -> {
          start.await();
          for (JsonNode b : boards) {
            int board = b.get("board").asInt();
            var r = writer.getKey().result(id, 1, board, writer.getValue(), b.get("version").asInt());
            if (r.status() == 200) {
              if (taken.putIfAbsent(board, writer.getValue()) != null) throw new AssertionError("board " + board + " taken twice");
            } else {
              assertEquals(409, r.status(), r.body());
              assertEquals("board_changed", r.errorCode());
              refused.merge(board, 1, Integer::sum);
            }
          }
          return null;
        }));
      }
      start.countDown();
      for (Future<?> f : done) f.get();
    } finally {
      pool.shutdown();
    }
    assertEquals(20, taken.size(), "every board got one result");
    assertEquals(20, refused.size(), "and one refusal");
    for (JsonNode b : chief.api.get("/api/events/" + id + "/rounds/1").json().get("boards")) {
      assertEquals(taken.get(b.get("board").asInt()), b.get("result").asText(), "board " + b.get("board"));
      assertEquals(2, b.get("version").asInt());
    }
  }

  @OnBothDatabases
  void twoArbitersPairingAtOnceGetOneRound(TestServer server) throws Exception {
    EventClient chief = EventClient.arbiter(server, "arbitra");
    EventClient deputy = EventClient.arbiter(server, "adjunto");
    long id = chief.createEvent(Map.of("name", "Rápidas", "rounds", 5, "timeControl", "10+2", "arbiters", List.of("arbitra", "adjunto")));
    StringBuilder csv = new StringBuilder("name\n");
    for (int i = 1; i <= 30; i++) csv.append("Jogador ").append(i).append('\n');
    assertEquals(200, chief.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<org.tabuleiro.server.testing.ApiClient.Response>> answers = new java.util.ArrayList<>();
      for (EventClient arbiter : List.of(chief, deputy)) {
        answers.add(pool.submit(() -> {
          start.await();
          return arbiter.pair(id);
        }));
      }
      start.countDown();
      List<Integer> statuses = new java.util.ArrayList<>();
      for (var f : answers) statuses.add(f.get().status());
      statuses.sort(null);
      assertEquals(List.of(200, 409), statuses, "one pairs round 1; the other finds its results missing");
    } finally {
      pool.shutdown();
    }
    assertEquals(1, chief.api.get("/api/events/" + id + "/rounds").json().get("rounds").size());
    assertEquals(15, chief.api.get("/api/events/" + id + "/rounds/1").json().get("boards").size());
  }
}
