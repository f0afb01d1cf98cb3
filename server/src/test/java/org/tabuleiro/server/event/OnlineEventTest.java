package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.pairing.dutch.DutchChecker;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * An online Swiss of four players at 1+0 played in the club over real sockets: the players join by themselves, each
 * round's games are opened for both players (a notice on their lobby sockets), played, the results entered when
 * the games end, a player who never moves forfeits after the event's wait, and the next round is paired by the
 * server as soon as the last game ends; the standings are the CLI's reading of the export and {@code pair --check}
 * re-pairs every round alike.
 */
class OnlineEventTest {
  static final List<String> FOOLS_MATE = List.of("f2f3", "e7e5", "g2g4", "d8h4");

  @OnBothDatabases
  void anOnlineSwissIsPairedPlayedAndScoredInTheClub(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Torneio Online de Sábado", "mode", "online", "timeControl", "1+0",
        "rounds", 3, "waitSeconds", 5, "pauseSeconds", 0));
    JsonNode event = arbiter.api.get("/api/events/" + id).json();
    assertEquals("online", event.path("mode").asText());
    assertEquals(5, event.path("online").path("waitSeconds").asInt());
    assertEquals("club", event.path("ratingUsed").asText(), "an online event seeds by the club rating");
    assertTrue(event.path("entry").path("open").asBoolean(), "an online event is open to players by default");
    assertEquals("upcoming", event.path("status").asText());

    try (OnlinePlayers players = new OnlinePlayers(server.server().port())) {
      for (String name : List.of("ana", "bruno", "carla", "duarte")) players.join(server, id, name);
      assertEquals(409, players.byName.get("ana").client().api.post("/api/events/" + id + "/join", null).status(), "twice");

      var paired = arbiter.pair(id);
      assertEquals(200, paired.status(), paired.body());
      Map<Integer, Integer> halfPoints = new HashMap<>();
      Map<Integer, String> accountOf = new HashMap<>();
      for (JsonNode p : arbiter.api.get("/api/events/" + id + "/players").json().path("players")) {
        accountOf.put(p.path("startNo").asInt(), p.path("account").asText());
        assertTrue(p.path("remote").asBoolean(), "a player who joined plays online");
      }
      for (int round = 1; round <= 3; round++) {
        JsonNode rounds = arbiter.api.get("/api/events/" + id + "/rounds/" + round).json();
        assertEquals(2, rounds.path("boards").size(), rounds.toString());
        for (JsonNode board : rounds.path("boards")) {
          int b = board.path("board").asInt();
          var white = players.byName.get(accountOf.get(board.path("white").asInt()));
          var black = players.byName.get(accountOf.get(board.path("black").asInt()));
          JsonNode wn = OnlinePlayers.notice(white, round), bn = OnlinePlayers.notice(black, round);
          long gameId = wn.path("gameId").asLong();
          // Read once the players are told: the games are noted before the notices go out.
          JsonNode live = server.client().get("/api/events/" + id + "/live").json();
          assertEquals(round, live.path("round").asInt(), live.toString());
          assertEquals(gameId, bn.path("gameId").asLong());
          assertEquals("white", wn.path("color").asText());
          assertEquals("black", bn.path("color").asText());
          assertEquals(b, wn.path("board").asInt());
          assertEquals(gameId, live.path("boards").get(b - 1).path("gameId").asLong(), live.toString());
          assertEquals(gameId, white.client().api.get("/api/me/event-games").json().path("games").get(0).path("gameId").asLong());
          String expected;
          if (round == 1 && b == 2) {
            // White never moves: after the event's wait of 5 s the board is a forfeit win for Black.
            try (JsonSocket watch = JsonSocket.open(server.server().port(), "/ws/game/" + gameId, black.client().api)) {
              JsonNode state = watch.await("state", OnlinePlayers.WAIT);
              assertEquals("event:" + id + ":1:2", state.path("game").path("origin").asText(), state.toString());
              assertEquals(false, state.path("canAbort").asBoolean(), "an event's game is not aborted");
              watch.send("{\"t\":\"abort\",\"id\":1}");
              JsonNode refused = watch.await("error", OnlinePlayers.WAIT);
              assertEquals("not_allowed", refused.path("code").asText(), refused.toString());
              try (JsonSocket stranger = JsonSocket.open(server.server().port(), "/ws/game/" + gameId,
                  players.byName.get(accountOf.get(rounds.path("boards").get(0).path("white").asInt())).client().api)) {
                assertNotNull(stranger.await("state", OnlinePlayers.WAIT));
                stranger.send("{\"t\":\"move\",\"move\":\"e2e4\",\"id\":2}");
                JsonNode notYours = stranger.await("error", OnlinePlayers.WAIT);
                assertEquals("not_a_player", notYours.path("code").asText(), "another player of the event moving here");
              }
              JsonNode ended = watch.await(f -> f.path("event").path("type").asText().equals("ended"), java.time.Duration.ofSeconds(30));
              assertNotNull(ended, "the game ends when White's wait is over");
            }
            expected = "-+";
          } else if (round == 2) {
            players.play(gameId, white.client().api, black.client().api, List.of("e2e4", "e7e5"), b == 1 ? "black" : "white");
            expected = b == 1 ? "1-0" : "0-1";
          } else {
            players.play(gameId, white.client().api, black.client().api, FOOLS_MATE, null);
            expected = "0-1";
          }
          int w = board.path("white").asInt(), k = board.path("black").asInt();
          halfPoints.merge(w, expected.startsWith("1") || expected.equals("+-") ? 2 : 0, Integer::sum);
          halfPoints.merge(k, expected.equals("0-1") || expected.equals("-+") ? 2 : 0, Integer::sum);
          awaitResult(arbiter.api, id, round, b, expected);
        }
        if (round < 3) {
          awaitRound(server.client(), id, round + 1);
        }
      }
      JsonNode done = awaitStatus(server.client(), id, "finished");
      assertEquals(3, done.path("roundsPaired").asInt());
      String trf = server.client().get("/api/events/" + id + "/export.trf").body();
      String tsv = server.client().get("/api/events/" + id + "/standings.tsv").body();
      assertEquals(EventRunTest.cliStandings(trf, "DE,BH-C1,BH,SB,WIN"), tsv, "standings.tsv is the CLI's reading of export.trf");
      Trf parsed = TrfReader.read(trf);
      for (var c : DutchChecker.check(parsed, Acceleration.forTrf(parsed, false))) {
        assertTrue(c.agrees(), "pair --check: round " + c.round() + " differs: " + c.played() + " vs " + c.engine());
      }
      for (String line : tsv.split("\n")) {
        if (line.startsWith("rank")) continue;
        String[] cells = line.split("\t");
        assertEquals(halfPoints.getOrDefault(Integer.parseInt(cells[1]), 0) / 2.0, Double.parseDouble(cells[3]), 1e-9, line);
      }
      // The server entered the results, as an arbiter would: audit lines without an account, the games' moves kept.
      JsonNode audit = arbiter.api.get("/api/events/" + id + "/audit").json().path("entries");
      List<String> serverResults = new ArrayList<>();
      for (JsonNode a : audit) {
        if (a.path("action").asText().equals("result")) {
          assertTrue(a.path("username").isNull(), a.toString());
          serverResults.add(a.path("after").asText());
        }
      }
      assertEquals(6, serverResults.size(), audit.toString());
      assertTrue(server.client().get("/api/events/" + id + "/games.pgn").body().contains("Qh4"), "the games' moves in the PGN");
      // A rated event: the games changed the club's bullet ratings; the forfeit did not count.
      int rated = 0;
      for (String name : List.of("ana", "bruno", "carla", "duarte")) {
        for (JsonNode r : server.client().get("/api/players/" + name + "/ratings").json().path("ratings")) {
          if (r.path("pool").asText().equals("bullet")) rated += r.path("games").asInt();
        }
      }
      assertEquals(2 * 5, rated, "five games played over the board's clock, two players each");
      assertEquals(0, players.byName.get("ana").client().api.get("/api/me/event-games").json().path("games").size());
    }
  }

  /**
   * A hybrid event: only the boards whose two players both play online become club games; the others are played over
   * the board and their results entered by the arbiter, in the same round and standings. Without automatic pairing
   * the arbiter pairs the next round.
   */
  @OnBothDatabases
  void aHybridRoundHasClubGamesAndBoardsOverTheBoard(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Híbrido", "mode", "hybrid", "timeControl", "3+2", "rounds", 2,
        "autoPair", false, "ratingUsed", "none"));
    try (OnlinePlayers players = new OnlinePlayers(server.server().port())) {
      players.join(server, id, "ana");
      players.join(server, id, "carlos");
      for (String name : List.of("Bia", "Dora")) {
        assertEquals(201, arbiter.api.post("/api/events/" + id + "/players", Map.of("name", name)).status());
      }
      JsonNode round1 = arbiter.pair(id).json();
      // Seeded by name: ana 1, Bia 2, carlos 3, Dora 4; round 1 is 1-3 and 4-2 (or 2-4).
      JsonNode live = server.client().get("/api/events/" + id + "/live").json();
      int online = 0;
      for (JsonNode b : live.path("boards")) {
        boolean remote = b.path("white").path("account").isTextual() && b.path("black").path("account").isTextual();
        assertEquals(remote, !b.path("gameId").isNull(), "only a board of two remote players is a club game: " + b);
        if (remote) online++;
      }
      assertEquals(1, online, live.toString());
      JsonNode clubBoard = live.path("boards").get(0).path("gameId").isNull() ? live.path("boards").get(1) : live.path("boards").get(0);
      JsonNode otbBoard = clubBoard == live.path("boards").get(0) ? live.path("boards").get(1) : live.path("boards").get(0);
      var white = players.byName.get(clubBoard.path("white").path("account").asText());
      var black = players.byName.get(clubBoard.path("black").path("account").asText());
      JsonNode notice = OnlinePlayers.notice(white, 1);
      players.play(notice.path("gameId").asLong(), white.client().api, black.client().api, FOOLS_MATE, null);
      awaitResult(arbiter.api, id, 1, clubBoard.path("board").asInt(), "0-1");
      assertEquals(200, arbiter.result(id, 1, otbBoard.path("board").asInt(), "1/2-1/2").status());
      Thread.sleep(500);
      assertEquals(1, arbiter.api.get("/api/events/" + id).json().path("roundsPaired").asInt(), "the arbiter pairs round 2");
      assertTrue(server.client().get("/api/events/" + id + "/live").json().path("nextRoundAt").isNull());
      assertEquals(200, arbiter.pair(id).status());
      assertEquals(2, round1.path("boards").size());
      String trf = server.client().get("/api/events/" + id + "/export.trf").body();
      assertEquals(EventRunTest.cliStandings(trf, "DE,BH-C1,BH,SB,WIN"), server.client().get("/api/events/" + id + "/standings.tsv").body());
    }
  }

  static void awaitResult(ApiClient api, long id, int round, int board, String expected) throws InterruptedException {
    String last = null;
    for (int i = 0; i < 200; i++) {
      JsonNode b = api.get("/api/events/" + id + "/rounds/" + round).json().path("boards").get(board - 1);
      last = b.path("result").asText(null);
      if (expected.equals(last)) return;
      Thread.sleep(100);
    }
    throw new AssertionError("round " + round + " board " + board + ": result " + last + ", not " + expected);
  }

  static void awaitRound(ApiClient api, long id, int round) throws InterruptedException {
    for (int i = 0; i < 200; i++) {
      if (api.get("/api/events/" + id).json().path("roundsPaired").asInt() >= round) return;
      Thread.sleep(100);
    }
    throw new AssertionError("round " + round + " was not paired by the server");
  }

  static JsonNode awaitStatus(ApiClient api, long id, String status) throws InterruptedException {
    JsonNode e = null;
    for (int i = 0; i < 200; i++) {
      e = api.get("/api/events/" + id).json();
      if (status.equals(e.path("status").asText())) return e;
      Thread.sleep(100);
    }
    throw new AssertionError("the event is " + e.path("status").asText() + ", not " + status);
  }

  static void assertNoResult(JsonNode board) {
    assertNull(board.path("result").asText(null));
  }
}
