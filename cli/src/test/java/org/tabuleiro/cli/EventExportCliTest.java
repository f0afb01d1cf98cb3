package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;

/**
 * The server's event exports read by the real commands, in-process: after every round, {@code ./tabuleiro
 * standings export.trf --tiebreaks LIST} prints exactly the server's {@code standings.tsv}, and {@code ./tabuleiro
 * pair --dutch export.trf --check} finds every round of a Swiss paired as the Dutch system pairs it; the TRF-16 export
 * ({@code ?format=16}) reads alike.
 */
class EventExportCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String TIEBREAKS = "DE,BH-C1,BH,SB,WIN";

  @TempDir Path dir;

  @Test
  void theStandingsAndPairCheckCommandsAgreeWithTheServerAfterEveryRound() throws Exception {
    var db = new DatabaseConfig("jdbc:h2:mem:cli_events_" + System.nanoTime(), "sa", "", null);
    try (TabuleiroServer server = TabuleiroServer.start(ServerConfig.forTests(db, dir))) {
      ClubClient admin = new ClubClient("http://127.0.0.1:" + server.port());
      assertEquals(201, admin.send("POST", "/api/accounts", "{\"username\":\"diretora\",\"password\":\"lua-azul-salta-1\"}", "application/json").statusCode());
      Random rnd = new Random(11);
      runEvent(admin, rnd, "swiss", 61, 6, "");
      runEvent(admin, rnd, "round-robin", 7, 0, "");
      // "football" scoring: record 162 carries it to the commands
      runEvent(admin, rnd, "swiss", 24, 5, ",\"pointSystem\":{\"win\":3,\"draw\":1,\"loss\":0}");
    }
  }

  private void runEvent(ClubClient c, Random rnd, String system, int players, int rounds, String more) throws Exception {
    String body = "{\"name\":\"Aberto " + system + "\",\"system\":\"" + system + "\",\"timeControl\":\"15+5\",\"tiebreaks\":\"school\""
        + (rounds > 0 ? ",\"rounds\":" + rounds : "") + more + "}";
    var created = c.send("POST", "/api/events", body, "application/json");
    assertEquals(201, created.statusCode(), created.body());
    long id = JSON.readTree(created.body()).get("id").asLong();
    StringBuilder csv = new StringBuilder("name;rating;gender\n");
    for (int i = 1; i <= players; i++) csv.append("Jogador ").append(i).append(';').append(rnd.nextInt(4) == 0 ? "" : 1000 + rnd.nextInt(1500)).append(';').append(rnd.nextBoolean() ? "F" : "M").append('\n');
    assertEquals(200, c.send("POST", "/api/events/" + id + "/players", csv.toString(), "text/csv").statusCode());
    for (int round = 1; ; round++) {
      var paired = c.send("POST", "/api/events/" + id + "/rounds", "", "application/json");
      if (paired.statusCode() == 409 && paired.body().contains("all_rounds_paired")) break;
      assertEquals(200, paired.statusCode(), paired.body());
      for (JsonNode b : JSON.readTree(paired.body()).get("boards")) {
        if (b.get("black").isNull()) continue;
        String result = new String[] {"1-0", "0-1", "1/2-1/2", "1-0", "0-1", "+-"}[rnd.nextInt(6)];
        var put = c.send("PUT", "/api/events/" + id + "/rounds/" + round + "/boards/" + b.get("board").asInt(), "{\"result\":\"" + result + "\"}", "application/json");
        assertEquals(200, put.statusCode(), put.body());
      }
      String tsv = c.send("GET", "/api/events/" + id + "/standings.tsv", null, null).body();
      Path trf = dir.resolve("event-" + id + "-r" + round + ".trf");
      Files.writeString(trf, c.send("GET", "/api/events/" + id + "/export.trf", null, null).body(), StandardCharsets.UTF_8);
      CliRun standings = CliRun.of("standings", trf.toString(), "--tiebreaks", TIEBREAKS);
      assertEquals(0, standings.exitCode(), standings.err());
      assertEquals(standings.out(), tsv, system + ", round " + round);
      // TRF-16 has no record 192: a round robin's system is given on the command line.
      Path trf16 = dir.resolve("event-" + id + "-r" + round + "-16.trf");
      Files.writeString(trf16, c.send("GET", "/api/events/" + id + "/export.trf?format=16", null, null).body(), StandardCharsets.UTF_8);
      CliRun standings16 = CliRun.of("standings", trf16.toString(), "--tiebreaks", TIEBREAKS, "--system", system);
      assertEquals(0, standings16.exitCode(), standings16.err());
      assertEquals(standings.out(), standings16.out(), system + ", round " + round + ", TRF-16");
      if (system.equals("swiss")) {
        for (Path file : new Path[] {trf, trf16}) {
          CliRun check = CliRun.of("pair", "--dutch", file.toString(), "--check");
          assertEquals(0, check.exitCode(), check.out() + check.err());
          assertEquals("all " + round + " rounds agree with the Dutch system", check.lastLine());
        }
      }
    }
  }
}
