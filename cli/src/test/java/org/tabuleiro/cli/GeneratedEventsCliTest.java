package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.tournament.pairing.dutch.DutchGenerator;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfPlayer;
import org.tabuleiro.tournament.trf.TrfWriter;

/**
 * Twenty generated Swiss events of 40-300 players (fixed seeds), run inside the server from registration to the
 * last round: players from the tournament module's generator registered as a TRF, random results with forfeits,
 * double forfeits, 0-0 and adjourned games, requested byes (H, Z, and F where the event allows it), withdrawals,
 * some rounds paired as drafts and then published. After every round {@code ./tabuleiro standings} on the exported
 * TRF prints exactly the server's {@code standings.tsv}; at the end {@code ./tabuleiro pair --check} finds every round
 * paired as the Dutch system pairs it, on the TRF-2026 export of half the events and the TRF-16 export of the
 * others (both hold the same player lines, {@code XXR} and {@code XXC}, which the test checks), and {@code standings}
 * reads the TRF-16 alike. The events alternate between H2 and
 * PostgreSQL (even seeds on H2, odd on PostgreSQL), ten on each. Tagged {@code events}: {@code ./mvnw -pl cli -am
 * verify -Dgroups=events -Dsurefire.failIfNoSpecifiedTests=false} runs it alone.
 */
@Tag("events")
class GeneratedEventsCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String TIEBREAKS = "DE,BH-C1,BH,SB,WIN";
  private static final String PG_URL = env("TABULEIRO_TEST_PG_URL", "jdbc:postgresql://127.0.0.1:5432/test");
  private static final String PG_USER = env("TABULEIRO_TEST_PG_USER", "postgres");
  private static final String PG_PASSWORD = env("TABULEIRO_TEST_PG_PASSWORD", "");

  @TempDir Path dir;

  @Test
  void twentyGeneratedEventsAgreeWithTheStandingsAndPairCheckCommands() throws Exception {
    List<String> figures = new ArrayList<>();
    long started = System.nanoTime();
    for (int h2 = 0; h2 <= 1; h2++) {
      boolean onH2 = h2 == 0;
      String schema = "gen_" + Long.toHexString(System.nanoTime());
      DatabaseConfig db = onH2 ? new DatabaseConfig("jdbc:h2:mem:gen_events_" + System.nanoTime(), "sa", "", null)
          : new DatabaseConfig(PG_URL, PG_USER, PG_PASSWORD, schema);
      try (TabuleiroServer server = TabuleiroServer.start(ServerConfig.forTests(db, dir.resolve(onH2 ? "h2" : "pg")))) {
        ClubClient c = new ClubClient("http://127.0.0.1:" + server.port());
        // The first account of a new club is its admin: it may create events.
        assertEquals(201, c.send("POST", "/api/accounts", "{\"username\":\"diretora\",\"password\":\"lua-azul-salta-1\"}", "application/json").statusCode());
        for (int seed = onH2 ? 2 : 1; seed <= 20; seed += 2) {
          long t = System.nanoTime();
          String what = runEvent(c, seed);
          figures.add(what + (onH2 ? " on H2" : " on PostgreSQL") + ": " + (System.nanoTime() - t) / 1_000_000 + " ms");
        }
      } finally {
        if (!onH2) {
          try (Connection conn = DriverManager.getConnection(PG_URL, PG_USER, PG_PASSWORD)) {
            conn.createStatement().execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
          }
        }
      }
    }
    figures.forEach(System.out::println);
    System.out.println("20 generated events: " + (System.nanoTime() - started) / 1_000_000 + " ms");
  }

  /** One event from registration to its last round; returns what it was. */
  private String runEvent(ClubClient c, long seed) throws Exception {
    Random rnd = new Random(seed);
    int size = 40 + rnd.nextInt(261);
    int rounds = 7 + rnd.nextInt(3);
    boolean fullByes = rnd.nextBoolean();
    String what = "seed " + seed + ": " + size + " players, " + rounds + " rounds";
    String body = "{\"name\":\"Gerado " + seed + "\",\"system\":\"swiss\",\"rounds\":" + rounds + ",\"timeControl\":\"15+5\","
        + "\"tiebreaks\":\"school\",\"initialColor\":\"" + (rnd.nextBoolean() ? "white" : "black") + "\""
        + (fullByes ? ",\"requestedByes\":[\"H\",\"Z\",\"F\"]" : "") + "}";
    var created = c.send("POST", "/api/events", body, "application/json");
    assertEquals(201, created.statusCode(), created.body());
    long id = JSON.readTree(created.body()).get("id").asLong();
    var imported = c.send("POST", "/api/events/" + id + "/players", players(size, seed, rnd), "application/x-trf");
    assertEquals(200, imported.statusCode(), what + ": " + imported.body());
    assertEquals(size, JSON.readTree(imported.body()).get("imported").asInt());

    Set<Integer> withdrawn = new HashSet<>();
    long pairing = 0, results = 0, standingsChecks = 0;
    for (int round = 1; round <= rounds; round++) {
      if (round >= 2 && round < rounds) {
        for (int k = rnd.nextInt(4); k > 0; k--) {
          int p = 1 + rnd.nextInt(size);
          if (withdrawn.contains(p)) continue;
          String kind = fullByes && rnd.nextInt(3) == 0 ? "F" : rnd.nextInt(4) == 0 ? "Z" : "H";
          var r = c.send("PATCH", "/api/events/" + id + "/players/" + p, "{\"byes\":{\"" + round + "\":\"" + kind + "\"}}", "application/json");
          assertEquals(200, r.statusCode(), what + ": " + r.body());
        }
      }
      if (round == 3 || round == 5) {
        int p = 1 + rnd.nextInt(size);
        var r = c.send("PATCH", "/api/events/" + id + "/players/" + p, "{\"withdrawnFrom\":" + round + "}", "application/json");
        assertEquals(200, r.statusCode(), what + ": " + r.body());
        withdrawn.add(p);
      }
      boolean draft = rnd.nextInt(4) == 0;
      long t0 = System.nanoTime();
      var paired = c.send("POST", "/api/events/" + id + "/rounds", draft ? "{\"publish\":false}" : "", "application/json");
      assertEquals(200, paired.statusCode(), what + ", round " + round + ": " + paired.body());
      if (draft) {
        var published = c.send("POST", "/api/events/" + id + "/rounds/" + round + "/publish", "", "application/json");
        assertEquals(200, published.statusCode(), published.body());
      }
      long t1 = System.nanoTime();
      pairing += t1 - t0;
      for (JsonNode b : JSON.readTree(paired.body()).get("boards")) {
        if (b.get("black").isNull()) continue;
        String path = "/api/events/" + id + "/rounds/" + round + "/boards/" + b.get("board").asInt();
        String result = result(rnd);
        var put = c.send("PUT", path, "{\"result\":\"" + result + "\"}", "application/json");
        assertEquals(200, put.statusCode(), what + ", round " + round + ": " + put.body());
        if (result.equals("*")) {
          // The adjourned game ends before the next round: its result over the "*", with the version read.
          int version = JSON.readTree(put.body()).get("version").asInt();
          var end = c.send("PUT", path, "{\"result\":\"1/2-1/2\",\"version\":" + version + "}", "application/json");
          assertEquals(200, end.statusCode(), end.body());
        }
      }
      long t2 = System.nanoTime();
      results += t2 - t1;
      String tsv = c.send("GET", "/api/events/" + id + "/standings.tsv", null, null).body();
      Path trf = dir.resolve("event-" + seed + ".trf");
      Files.writeString(trf, c.send("GET", "/api/events/" + id + "/export.trf", null, null).body(), StandardCharsets.UTF_8);
      CliRun standings = CliRun.of("standings", trf.toString(), "--tiebreaks", TIEBREAKS);
      assertEquals(0, standings.exitCode(), what + ", round " + round + ": " + standings.err());
      assertEquals(standings.out(), tsv, what + ", round " + round);
      standingsChecks += System.nanoTime() - t2;
    }
    long t3 = System.nanoTime();
    Path trf2026 = dir.resolve("event-" + seed + ".trf");
    Path trf16 = dir.resolve("event-" + seed + "-16.trf");
    Files.writeString(trf16, c.send("GET", "/api/events/" + id + "/export.trf?format=16", null, null).body(), StandardCharsets.UTF_8);
    // Both exports hold the same pairing data (player lines, XXR, XXC): the checker re-pairs one of them, in turn.
    assertEquals(pairingLines(trf2026), pairingLines(trf16), what);
    Path checked = seed % 4 < 2 ? trf2026 : trf16;
    CliRun check = CliRun.of("pair", "--dutch", checked.toString(), "--check");
    assertEquals(0, check.exitCode(), what + ": " + check.out() + check.err());
    assertEquals("all " + rounds + " rounds agree with the Dutch system", check.lastLine(), what + ", " + checked.getFileName());
    CliRun standings16 = CliRun.of("standings", trf16.toString(), "--tiebreaks", TIEBREAKS);
    assertEquals(c.send("GET", "/api/events/" + id + "/standings.tsv", null, null).body(), standings16.out(), what + ", TRF-16");
    assertTrue(withdrawn.size() >= 1);
    return what + " (pairing " + pairing / 1_000_000 + " ms, results " + results / 1_000_000 + " ms, standings checks "
        + standingsChecks / 1_000_000 + " ms, final checks " + (System.nanoTime() - t3) / 1_000_000 + " ms)";
  }

  private static List<String> pairingLines(Path trf) throws java.io.IOException {
    return Files.readAllLines(trf).stream().filter(l -> l.startsWith("001") || l.startsWith("XX")).toList();
  }

  /** The generator's players (a fifth unrated, about half women) as a TRF with no round played. */
  private static String players(int size, long seed, Random rnd) {
    Trf generated = DutchGenerator.generate(size, 0, 9, seed);
    Trf trf = generated;
    for (TrfPlayer p : generated.players()) {
      trf = trf.withPlayer(new TrfPlayer(p.startNumber(), rnd.nextBoolean() ? "w" : "m", "", p.name(),
          rnd.nextInt(5) == 0 ? 0 : p.rating(), p.federation(), "", "", "", 0, List.of()));
    }
    return TrfWriter.write(trf);
  }

  private static String result(Random rnd) {
    int x = rnd.nextInt(100);
    if (x < 38) return "1-0";
    if (x < 70) return "0-1";
    if (x < 90) return "1/2-1/2";
    if (x < 93) return "+-";
    if (x < 96) return "-+";
    if (x < 97) return "--";
    if (x < 98) return "0-0";
    return "*";
  }

  private static String env(String name, String fallback) {
    String v = System.getenv(name);
    return v == null || v.isBlank() ? fallback : v;
  }
}
