package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;
import org.tabuleiro.server.testing.ServerProcess;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.pairing.dutch.DutchChecker;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * An online Swiss whose server process is killed with SIGKILL twice: in the middle of round 1 (one game over, one
 * being played) and right after the move that ends round 2's last game is acknowledged (its result may or may not
 * have been entered). After each restart the games go on where they were, no board's game is created twice, no
 * result is lost, and the next round is paired as it would have been ({@code pair --check} re-pairs every round
 * alike).
 */
class OnlineEventKillTest {
  private static final Duration START_WITHIN = Duration.ofSeconds(90);
  private static final Duration WAIT = Duration.ofSeconds(30);
  private static final String PASSWORD = "lua-azul-salta-1";
  private static final List<String> NAMES = List.of("ines", "joao", "lara", "mario");

  @Test
  @Timeout(value = 300, unit = TimeUnit.SECONDS)
  void anOnlineRoundSurvivesTheServerBeingKilled(@TempDir Path dir) throws Exception {
    long id;
    Map<Integer, String> accountOf = new HashMap<>();
    long inProgress;
    String[] started = {"e2e4", "e7e5"};
    try (ServerProcess first = ServerProcess.start(dir, START_WITHIN)) {
      ApiClient organiser = first.client();
      assertEquals(201, organiser.register("organizadora", PASSWORD).status());   // a new club's first account: admin
      var created = organiser.post("/api/events", Map.of("name", "Online resistente", "mode", "online",
          "timeControl", "3+2", "rounds", 3, "waitSeconds", 120, "pauseSeconds", 0));
      assertEquals(201, created.status(), created.body());
      id = created.json().path("id").asLong();
      for (String name : NAMES) {
        ApiClient c = first.client();
        assertEquals(201, c.register(name, PASSWORD).status());
        assertEquals(201, c.post("/api/events/" + id + "/join", null).status());
      }
      assertEquals(200, organiser.post("/api/events/" + id + "/rounds", null).status());
      for (JsonNode p : organiser.get("/api/events/" + id + "/players").json().path("players")) {
        accountOf.put(p.path("startNo").asInt(), p.path("account").asText());
      }
      JsonNode boards = organiser.get("/api/events/" + id + "/live").json().path("boards");
      // Board 1 is played to its end; board 2 is left in progress after two moves.
      play(first, boards.get(0), accountOf, OnlineEventTest.FOOLS_MATE);
      OnlineEventTest.awaitResult(organiser, id, 1, 1, "0-1");
      play(first, boards.get(1), accountOf, List.of(started));
      inProgress = boards.get(1).path("gameId").asLong();
      first.kill();
    }

    try (ServerProcess second = ServerProcess.start(dir, START_WITHIN)) {
      ApiClient anyone = second.client();
      JsonNode live = anyone.get("/api/events/" + id + "/live").json();
      assertEquals(1, live.path("round").asInt(), live.toString());
      assertEquals(inProgress, live.path("boards").get(1).path("gameId").asLong(), "the same game, not a new one");
      assertEquals("0-1", live.path("boards").get(0).path("result").asText(), "the result entered before the kill");
      JsonNode game = anyone.get("/api/games/" + inProgress).json();
      assertEquals(List.of(started), List.of(game.path("moves").valueStream().map(JsonNode::asText).toArray(String[]::new)));
      // The game goes on from its position: White mates quickly (Scholar's mate).
      play(second, live.path("boards").get(1), accountOf, List.of("d1h5", "b8c6", "f1c4", "g8f6", "h5f7"));
      OnlineEventKillTest.awaitResultOn(anyone, id, 1, 2, "1-0");
      OnlineEventTest.awaitRound(anyone, id, 2);
      JsonNode round2 = awaitGames(anyone, id, 2);
      play(second, round2.path("boards").get(0), accountOf, OnlineEventTest.FOOLS_MATE);
      OnlineEventTest.awaitResult(anyone, id, 2, 1, "0-1");
      // The last game of round 2 ends and the server is killed at once, whether or not it entered the result.
      play(second, round2.path("boards").get(1), accountOf, OnlineEventTest.FOOLS_MATE);
      second.kill();
    }

    try (ServerProcess third = ServerProcess.start(dir, START_WITHIN)) {
      ApiClient anyone = third.client();
      OnlineEventTest.awaitResult(anyone, id, 2, 2, "0-1");
      OnlineEventTest.awaitRound(anyone, id, 3);
      JsonNode round3 = awaitGames(anyone, id, 3);
      for (JsonNode b : round3.path("boards")) play(third, b, accountOf, OnlineEventTest.FOOLS_MATE);
      JsonNode done = OnlineEventTest.awaitStatus(anyone, id, "finished");
      assertEquals(3, done.path("roundsPaired").asInt());
      String trf = anyone.get("/api/events/" + id + "/export.trf").body();
      Trf parsed = TrfReader.read(trf);
      for (var c : DutchChecker.check(parsed, Acceleration.forTrf(parsed, false))) {
        assertTrue(c.agrees(), "pair --check: round " + c.round() + " differs: " + c.played() + " vs " + c.engine());
      }
      for (String name : NAMES) {
        JsonNode games = anyone.get("/api/players/" + name + "/games").json().path("games");
        assertEquals(3, games.size(), name + " played one game a round, none created twice: " + games);
      }
      assertEquals(200, anyone.get("/api/events/" + id + "/standings.tsv").status());
      third.terminate(Duration.ofSeconds(30));   // the H2 file is free once the process is gone
    }
    // The database itself: one game per board of the event, each under its own origin.
    try (var c = DriverManager.getConnection(DatabaseConfig.h2File(dir).url(), "sa", "");
         var rs = c.createStatement().executeQuery("SELECT COUNT(*), COUNT(DISTINCT origin) FROM games WHERE origin LIKE 'event:" + id + ":%'")) {
      assertTrue(rs.next());
      assertEquals(6, rs.getInt(1));
      assertEquals(6, rs.getInt(2));
    }
  }

  static void awaitResultOn(ApiClient api, long id, int round, int board, String expected) throws InterruptedException {
    OnlineEventTest.awaitResult(api, id, round, board, expected);
  }

  /** The live view of a round once every board has its game. */
  private static JsonNode awaitGames(ApiClient api, long id, int round) throws InterruptedException {
    JsonNode live = null;
    for (int i = 0; i < 200; i++) {
      live = api.get("/api/events/" + id + "/live").json();
      boolean all = live.path("round").asInt() == round;
      for (JsonNode b : live.path("boards")) all &= !b.path("gameId").isNull();
      if (all) return live;
      Thread.sleep(100);
    }
    throw new AssertionError("round " + round + "'s games were not opened: " + live);
  }

  /** Both players sign in on this server and play {@code moves} on the board's game, each move acknowledged. */
  private static void play(ServerProcess server, JsonNode board, Map<Integer, String> accountOf, List<String> moves) {
    ApiClient white = signIn(server, accountOf.get(board.path("white").path("startNo").asInt()));
    ApiClient black = signIn(server, accountOf.get(board.path("black").path("startNo").asInt()));
    long gameId = board.path("gameId").asLong();
    try (JsonSocket w = JsonSocket.open(server.port(), "/ws/game/" + gameId, white);
         JsonSocket b = JsonSocket.open(server.port(), "/ws/game/" + gameId, black)) {
      assertNotNull(w.await("state", WAIT));
      assertNotNull(b.await("state", WAIT));
      for (int i = 0; i < moves.size(); i++) {
        JsonSocket mover = i % 2 == 0 ? w : b;
        mover.send("{\"t\":\"move\",\"move\":\"" + moves.get(i) + "\",\"id\":" + i + "}");
        JsonNode answer = mover.await(f -> f.path("t").asText().equals("ack") || f.path("t").asText().equals("error"), WAIT);
        assertNotNull(answer, "no answer to " + moves.get(i));
        assertEquals("ack", answer.path("t").asText(), answer.toString());
      }
    }
  }

  private static ApiClient signIn(ServerProcess server, String username) {
    ApiClient c = server.client();
    assertEquals(200, c.login(username, PASSWORD).status(), username);
    return c;
  }
}
