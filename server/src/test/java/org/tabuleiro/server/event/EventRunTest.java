package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.pairing.dutch.DutchChecker;
import org.tabuleiro.tournament.tiebreak.Standings;
import org.tabuleiro.tournament.tiebreak.StandingsTsv;
import org.tabuleiro.tournament.tiebreak.Tiebreak;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfConsistency;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * Generated events run round by round over HTTP with random results, withdrawals, requested byes, a late entry and
 * server restarts: after every round {@code standings.tsv} is what {@code ./tabuleiro standings} prints for the
 * exported TRF (the same reading, consistency check, standings and printing the CLI does), {@code pair --check}'s
 * checker re-pairs every round alike, and every player's points are what this test entered.
 */
class EventRunTest {
  private static final String[] FIRST = {"Ana", "João", "Inês", "Tomás", "Beatriz", "Gonçalo", "Leonor", "Simão",
      "Matilde", "Rodrigo", "Mariana", "Afonso", "Francisca", "Duarte", "Carolina", "Martim", "Sofia", "Tiago", "Lara", "Vasco"};
  private static final String[] LAST = {"Sá", "Gonçalves", "Magalhães", "Antunes", "Conceição", "Pereira", "Lourenço",
      "Simões", "Fonseca", "Brandão", "Araújo", "Quintela", "Cunha", "Vieira", "Loureiro", "Teixeira"};
  private static final String[] SCHOOLS = {"EB Tomar", "EB Coimbra", "Colégio São João", "EB Viseu", "Escola Básica de Ílhavo",
      "EB 2,3 Sá da Bandeira", "Agrupamento de Góis", "EB Portimão"};
  private static final String TIEBREAKS = "DE,BH-C1,BH,SB,WIN";

  @OnBothDatabases
  void generatedEventsAgreeWithTheCliAfterEveryRoundAndSurviveRestarts(TestDatabase.Fresh db) throws Exception {
    // An in-memory H2 lives while a connection is open: this one keeps it across the restarts.
    try (Connection keeper = db.kind() == TestDatabase.H2 ? DriverManager.getConnection(db.config().url(), "sa", "") : null) {
      long seed = Long.getLong("tabuleiro.eventSeed", db.kind() == TestDatabase.H2 ? 20261126L : 7L);
      Random rnd = new Random(seed);
      int[] sizes = {40 + rnd.nextInt(30), 150 + rnd.nextInt(151)};
      boolean first = true;
      for (int size : sizes) {
        run(db, rnd, size, 7 + rnd.nextInt(3), first, "seed " + seed + ", " + size + " players");
        first = false;
      }
    }
  }

  private void run(TestDatabase.Fresh db, Random rnd, int size, int rounds, boolean firstEvent, String what) throws Exception {
    TestServer server = TestServer.start(db.config());
    String arbiterName = "arb" + size;
    try {
      EventClient arbiter = EventClient.arbiter(server, arbiterName);
      long id = arbiter.createEvent(Map.of("name", "Campeonato Escolar " + size, "game", "chess", "system", "swiss",
          "rounds", rounds, "timeControl", "15+5", "tiebreaks", List.of(TIEBREAKS.split(",")),
          "initialColor", rnd.nextBoolean() ? "white" : "black", "season", 2026));
      Charset charset = firstEvent ? Charset.forName("windows-1252") : StandardCharsets.UTF_8;
      var imported = arbiter.csv(id, csv(rnd, size, firstEvent ? ';' : ',').getBytes(charset), "text/csv");
      assertEquals(200, imported.status(), imported.body());
      assertEquals(size, imported.json().get("imported").asInt());

      Map<Integer, Integer> halfPoints = new HashMap<>();  // start number -> what this test entered
      Set<Integer> withdrawn = new HashSet<>();
      int players = size;
      for (int round = 1; round <= rounds; round++) {
        if (round > 1 && round % 3 == 1) {
          // Restart between rounds: everything must come back from the database.
          String before = server.client().get("/api/events/" + id + "/export.trf").body();
          int auditLines = arbiter.api.get("/api/events/" + id + "/audit").json().get("entries").size();
          server.close();
          server = TestServer.start(db.config());
          arbiter = arbiter.on(server, arbiterName);
          assertEquals(before, server.client().get("/api/events/" + id + "/export.trf").body(), what + ": restart before round " + round);
          assertEquals(auditLines, arbiter.api.get("/api/events/" + id + "/audit").json().get("entries").size());
        }
        Map<Integer, Character> byes = new HashMap<>();
        if (round >= 2 && round < rounds) {
          for (int k = 0; k < 3; k++) {
            int p = 1 + rnd.nextInt(players);
            if (withdrawn.contains(p)) continue;
            char kind = rnd.nextInt(4) == 0 ? 'Z' : 'H';
            var r = arbiter.api.patch("/api/events/" + id + "/players/" + p, Map.of("byes", Map.of(Integer.toString(round), String.valueOf(kind))));
            assertEquals(200, r.status(), r.body());
            byes.put(p, kind);
          }
        }
        if (round == 4) {
          for (int k = 0; k < 2; k++) {
            int p = 1 + rnd.nextInt(players);
            var r = arbiter.api.patch("/api/events/" + id + "/players/" + p, Map.of("withdrawnFrom", round));
            assertEquals(200, r.status(), r.body());
            withdrawn.add(p);
            byes.remove(p);
          }
        }
        if (round == 3) {
          var late = arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "Entrada Tardia", "birthYear", 2012, "rating", 1800));
          assertEquals(201, late.status(), late.body());
          players++;
        }
        var paired = arbiter.pair(id);
        assertEquals(200, paired.status(), what + ", round " + round + ": " + paired.body());
        assertEquals(round, paired.json().get("round").asInt());
        Set<Integer> seen = new HashSet<>();
        for (JsonNode b : paired.json().get("boards")) {
          int white = b.get("white").asInt();
          assertTrue(seen.add(white), "paired twice: " + white);
          if (b.get("black").isNull()) {
            assertEquals("U", b.get("bye").asText());
            halfPoints.merge(white, 2, Integer::sum);
            continue;
          }
          int black = b.get("black").asInt();
          assertTrue(seen.add(black), "paired twice: " + black);
          String result = randomResult(rnd);
          var put = arbiter.result(id, round, b.get("board").asInt(), result);
          assertEquals(200, put.status(), put.body());
          EventResult r = EventResult.parse(result).orElseThrow();
          halfPoints.merge(white, half(r.whiteCode()), Integer::sum);
          halfPoints.merge(black, half(r.blackCode()), Integer::sum);
        }
        for (int p = 1; p <= players; p++) {
          boolean out = withdrawn.contains(p) || byes.containsKey(p);
          assertEquals(!out, seen.contains(p), what + ", round " + round + ": player " + p + (out ? " must not be paired" : " must be paired"));
          if (byes.getOrDefault(p, ' ') == 'H') halfPoints.merge(p, 1, Integer::sum);
        }
        check(server, id, halfPoints, what + ", after round " + round);
      }
    } finally {
      server.close();
    }
  }

  @OnBothDatabases
  void aRoundRobinFollowsTheBergerTablesWithItsByeAsZ(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Fechado", "system", "double-round-robin", "timeControl", "90+30",
        "tiebreaks", List.of("DE", "SB", "WIN", "KS")));
    String csv = "name;rating\nA;2100\nB;2000\nC;1900\nD;1800\nE;1700\n";
    assertEquals(200, arbiter.csv(id, csv.getBytes(StandardCharsets.UTF_8), "text/csv").status());
    var schedule = org.tabuleiro.tournament.pairing.roundrobin.Berger.schedule(5, true);
    Random rnd = new Random(3);
    for (int round = 1; round <= schedule.size(); round++) {
      var paired = arbiter.pair(id);
      assertEquals(200, paired.status(), paired.body());
      List<String> got = new ArrayList<>();
      for (JsonNode b : paired.json().get("boards")) {
        if (b.get("black").isNull()) {
          assertEquals("Z", b.get("bye").asText());
          got.add(b.get("white").asInt() + " 0");
          continue;
        }
        got.add(b.get("white").asInt() + " " + b.get("black").asInt());
        assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), randomResult(rnd)).status());
      }
      assertEquals(schedule.get(round - 1).stream().map(p -> p.white() + " " + p.black()).toList(), got, "round " + round);
      String trf = server.client().get("/api/events/" + id + "/export.trf").body();
      assertEquals(cliStandings(trf, "DE,SB,WIN,KS"), server.client().get("/api/events/" + id + "/standings.tsv").body());
    }
    assertEquals(10, arbiter.api.get("/api/events/" + id).json().get("rounds").asInt(), "two cycles of 5 rounds (6 with the bye)");
    var more = arbiter.pair(id);
    assertEquals(409, more.status());
    assertEquals("all_rounds_paired", more.errorCode());
  }

  /** What the CLI does: read the file, check it, standings by record 192's system, then the same printing. */
  static String cliStandings(String trfText, String codes) throws Exception {
    Trf trf = TrfReader.read(trfText);
    TrfConsistency.check(trf, Acceleration.forTrf(trf, false)::virtualHalfPoints);
    List<Tiebreak> tiebreaks = Tiebreak.parseList(codes);
    return StandingsTsv.write(Standings.compute(trf.tournament(null), tiebreaks), tiebreaks);
  }

  static String cliStandingsUnchecked(String trfText, String codes) {
    try {
      return cliStandings(trfText, codes);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  private static void check(TestServer server, long id, Map<Integer, Integer> halfPoints, String what) throws Exception {
    var anyone = server.client();
    var tsv = anyone.get("/api/events/" + id + "/standings.tsv");
    assertEquals(200, tsv.status(), tsv.body());
    var trf = anyone.get("/api/events/" + id + "/export.trf");
    assertEquals(200, trf.status(), trf.body());
    assertEquals(cliStandings(trf.body(), TIEBREAKS), tsv.body(), what + ": standings.tsv differs from the CLI's");
    Trf parsed = TrfReader.read(trf.body());
    var checks = DutchChecker.check(parsed, Acceleration.forTrf(parsed, false));
    for (var c : checks) assertTrue(c.agrees(), what + ": pair --check differs in round " + c.round() + ": " + c.played() + " vs " + c.engine());
    String[] lines = tsv.body().split("\n");
    assertEquals("rank\tstart_no\tname\tpoints\tDE\tBH-C1\tBH\tSB\tWIN", lines[0]);
    for (int i = 1; i < lines.length; i++) {
      String[] cells = lines[i].split("\t", -1);
      int startNo = Integer.parseInt(cells[1]);
      assertEquals(halfPoints.getOrDefault(startNo, 0) / 2.0, Double.parseDouble(cells[3]), 1e-9, what + ": points of " + startNo);
    }
    String girls = anyone.get("/api/events/" + id + "/standings.tsv?gender=F").body();
    assertFalse(girls.isBlank());
  }

  private static int half(char code) {
    return switch (code) {
      case '1', '+' -> 2;
      case '=' -> 1;
      default -> 0;
    };
  }

  private static String randomResult(Random rnd) {
    int x = rnd.nextInt(100);
    if (x < 40) return "1-0";
    if (x < 75) return "0-1";
    if (x < 95) return "1/2-1/2";
    if (x < 97) return "+-";
    if (x < 99) return "-+";
    return "--";
  }

  private static String csv(Random rnd, int size, char sep) {
    StringBuilder b = new StringBuilder();
    b.append(String.join(String.valueOf(sep), "name", "gender", "birth_year", "club", "rating", "federation")).append("\r\n");
    Set<String> names = new HashSet<>();
    while (names.size() < size) {
      String name = FIRST[rnd.nextInt(FIRST.length)] + " " + LAST[rnd.nextInt(LAST.length)] + " " + LAST[rnd.nextInt(LAST.length)];
      if (!names.add(name)) continue;
      String club = SCHOOLS[rnd.nextInt(SCHOOLS.length)];
      String rating = rnd.nextInt(3) == 0 ? "" : Integer.toString(1000 + rnd.nextInt(1200));
      b.append(name).append(sep).append(rnd.nextBoolean() ? "F" : "M").append(sep).append(2008 + rnd.nextInt(12)).append(sep)
          .append(club.indexOf(sep) >= 0 ? "\"" + club + "\"" : club).append(sep).append(rating).append(sep).append("POR").append("\r\n");
    }
    return b.toString();
  }
}
