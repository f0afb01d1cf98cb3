package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.tournament.pairing.dutch.DutchChecker;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * The server stopped between rounds and started again on the same database (an H2 file as {@code ./tabuleiro serve}
 * keeps it, or PostgreSQL): every read of the event answers as before, a draft round is still a draft with its
 * confirmed change, and the event goes on to its last round.
 */
class EventRestartTest {
  @TempDir Path folder;
  @OnBothDatabases
  void aRestartBetweenRoundsLosesNothingAndTheEventGoesOn(TestDatabase.Fresh fresh) throws Exception {
    DatabaseConfig db = fresh.kind() == TestDatabase.H2 ? DatabaseConfig.h2File(folder) : fresh.config();
    Random rnd = new Random(12);
    long id;
    Map<String, String> before;
    EventClient first;
    TestServer server = TestServer.start(db);
    try {
      EventClient arbiter = EventClient.arbiter(server, "arbitra");
      first = arbiter;
      id = arbiter.createEvent(Map.of("name", "Aberto de Outono", "system", "swiss", "rounds", 5, "timeControl", "15+5",
          "requestedByes", List.of("H", "Z", "F"), "tiebreaks", "fide-swiss-unrated"));
      StringBuilder csv = new StringBuilder("name;gender;birth_year;club;rating\n");
      for (int i = 1; i <= 15; i++) {
        csv.append("Aluno ").append(i).append(';').append(i % 2 == 0 ? "F" : "M").append(';').append(2010 + i % 5)
            .append(";Escola ").append((char) ('A' + i % 3)).append(';').append(i % 4 == 0 ? "" : 1900 - 30 * i).append('\n');
      }
      assertEquals(200, arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());
      var round1 = arbiter.pair(id).json().get("boards");
      for (JsonNode b : round1) {
        if (b.get("black").isNull()) continue;
        int board = b.get("board").asInt();
        var put = board == 1
            ? arbiter.api.send("PUT", "/api/events/" + id + "/rounds/1/boards/1", Map.of("result", "1-0", "moves", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#"))
            : arbiter.result(id, 1, board, board == 2 ? "0-0" : board == 3 ? "+-" : List.of("1-0", "0-1", "1/2-1/2").get(rnd.nextInt(3)));
        assertEquals(200, put.status(), put.body());
      }
      assertEquals(200, arbiter.api.patch("/api/events/" + id + "/players/5", Map.of("byes", Map.of("2", "F"))).status());
      assertEquals(200, arbiter.api.patch("/api/events/" + id + "/players/9", Map.of("withdrawnFrom", 2)).status());
      assertEquals(200, arbiter.api.post("/api/events/" + id + "/rounds", Map.of("publish", false)).status());
      var changed = arbiter.api.post("/api/events/" + id + "/rounds/2/changes", Map.of("colors", 1, "confirm", true));
      assertEquals(200, changed.status(), changed.body());
      before = reads(server, arbiter, id);
    } finally {
      server.close();
    }

    server = TestServer.start(db);
    try {
      EventClient arbiter = first.on(server, "arbitra");
      assertEquals(before, reads(server, arbiter, id), "everything reads as before the restart");
      var published = arbiter.api.post("/api/events/" + id + "/rounds/2/publish", null);
      assertEquals(200, published.status(), published.body());
      for (int round = 2; round <= 5; round++) {
        JsonNode boards = round == 2 ? published.json().get("boards") : arbiter.pair(id).json().get("boards");
        for (JsonNode b : boards) {
          if (b.get("black").isNull()) continue;
          var put = arbiter.result(id, round, b.get("board").asInt(), List.of("1-0", "0-1", "1/2-1/2", "-+").get(rnd.nextInt(4)));
          assertEquals(200, put.status(), put.body());
        }
        String trf = server.client().get("/api/events/" + id + "/export.trf").body();
        assertEquals(EventRunTest.cliStandings(trf, "BH-C1,BH,SB,PS,DE,WIN,BWG"), server.client().get("/api/events/" + id + "/standings.tsv").body());
      }
      var checks = DutchChecker.check(TrfReader.read(server.client().get("/api/events/" + id + "/export.trf").body()));
      // Round 2 is the arbiter's (its colours changed); the rounds paired after the restart follow the Dutch system.
      for (var c : checks) assertEquals(c.round() != 2, c.agrees(), "round " + c.round());
      assertTrue(server.client().get("/api/events/" + id + "/games.pgn").body().contains("4. Qxf7# 1-0"));
    } finally {
      server.close();
    }
  }

  /** What the event reads as, for anyone and for its arbiter. */
  private static Map<String, String> reads(TestServer server, EventClient arbiter, long id) {
    Map<String, String> out = new LinkedHashMap<>();
    String base = "/api/events/" + id;
    for (String path : List.of("", "/players", "/rounds", "/standings.tsv", "/standings.csv", "/export.trf",
        "/export.trf?format=16", "/games.pgn", "/medals", "/schools", "/audit")) {
      out.put("arbiter " + path, arbiter.api.get(base + path).body());
    }
    for (String path : List.of("", "/rounds", "/standings.tsv", "/export.trf")) {
      out.put("anyone " + path, server.client().get(base + path).body());
    }
    return out;
  }
}
