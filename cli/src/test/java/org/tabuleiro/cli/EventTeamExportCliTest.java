package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;

/**
 * A team Swiss run on the server, its export read by the real commands in-process after every round: {@code
 * ./tabuleiro pair --dutch export.trf -p --teams} pairs the next round's teams as the server then does, and {@code
 * ./tabuleiro standings export.trf --teams --tiebreaks LIST} prints exactly the server's {@code standings.tsv}.
 */
class EventTeamExportCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  @Test
  void pairTeamsAndStandingsTeamsAgreeWithTheServerAfterEveryRound() throws Exception {
    var db = new DatabaseConfig("jdbc:h2:mem:cli_team_events_" + System.nanoTime(), "sa", "", null);
    try (TabuleiroServer server = TabuleiroServer.start(ServerConfig.forTests(db, dir))) {
      ClubClient c = new ClubClient("http://127.0.0.1:" + server.port());
      assertEquals(201, c.send("POST", "/api/accounts", "{\"username\":\"diretora\",\"password\":\"lua-azul-salta-1\"}", "application/json").statusCode());
      String codes = "GP,DE,BSV,BC,EMGSB-C1,BH";
      var created = c.send("POST", "/api/events", "{\"name\":\"Equipas\",\"system\":\"team-swiss\",\"rounds\":5,\"timeControl\":\"15+5\","
          + "\"boards\":3,\"matchPoints\":\"3/2/1/0\",\"tiebreaks\":[\"" + String.join("\",\"", codes.split(",")) + "\"]}", "application/json");
      assertEquals(201, created.statusCode(), created.body());
      long id = JSON.readTree(created.body()).get("id").asLong();
      Random rnd = new Random(23);
      StringBuilder csv = new StringBuilder("team;name;rating\n");
      for (int t = 1; t <= 9; t++) for (int k = 1; k <= 3; k++) csv.append("Escola ").append(t).append(";Aluno ").append(t).append(k).append(';').append(1000 + rnd.nextInt(900)).append('\n');
      assertEquals(200, c.send("POST", "/api/events/" + id + "/players", csv.toString(), "text/csv").statusCode());
      for (int round = 1; round <= 5; round++) {
        List<String> expected = null;
        if (round > 1) {
          Path before = dir.resolve("before-r" + round + ".trf");
          Files.writeString(before, c.send("GET", "/api/events/" + id + "/export.trf", null, null).body(), StandardCharsets.UTF_8);
          CliRun pair = CliRun.of("pair", "--dutch", before.toString(), "-p", "--teams");
          assertEquals(0, pair.exitCode(), pair.err());
          expected = new ArrayList<>(Arrays.asList(pair.lines()).subList(1, pair.lines().length));
        }
        var paired = c.send("POST", "/api/events/" + id + "/rounds", "", "application/json");
        assertEquals(200, paired.statusCode(), paired.body());
        JsonNode answer = JSON.readTree(paired.body());
        List<String> got = new ArrayList<>();
        for (JsonNode m : answer.get("matches")) got.add(m.get("white").asInt() + " " + (m.get("black").isNull() ? 0 : m.get("black").asInt()));
        if (expected != null) assertEquals(expected, got, "round " + round + ": the teams pair -p --teams pairs");
        for (JsonNode b : answer.get("boards")) {
          if (b.get("black").isNull()) continue;
          String result = new String[] {"1-0", "0-1", "1/2-1/2", "1-0", "0-1", "+-"}[rnd.nextInt(6)];
          var put = c.send("PUT", "/api/events/" + id + "/rounds/" + round + "/boards/" + b.get("board").asInt(), "{\"result\":\"" + result + "\"}", "application/json");
          assertEquals(200, put.statusCode(), put.body());
        }
        Path trf = dir.resolve("event-r" + round + ".trf");
        Files.writeString(trf, c.send("GET", "/api/events/" + id + "/export.trf", null, null).body(), StandardCharsets.UTF_8);
        CliRun standings = CliRun.of("standings", trf.toString(), "--teams", "--tiebreaks", codes);
        assertEquals(0, standings.exitCode(), standings.err());
        assertEquals(standings.out(), c.send("GET", "/api/events/" + id + "/standings.tsv", null, null).body(), "round " + round);
      }
    }
  }
}
