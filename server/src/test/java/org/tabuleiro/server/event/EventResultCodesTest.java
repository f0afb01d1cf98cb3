package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfGame;
import org.tabuleiro.tournament.trf.TrfPlayer;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * The results beyond a game won, drawn or forfeited: both players lose (0-0), a game adjourned or unfinished (*),
 * the byes a player asks for (H, Z, and F where the event allows it), and a past result corrected, each as the TRF
 * writes it and as the standings count it (the CLI's reading of the export).
 */
class EventResultCodesTest {
  private static final String TIEBREAKS = "DE,BH-C1,BH,SB,WIN";

  @OnBothDatabases
  void bothLoseAndAnAdjournedGameAreWrittenAsTheTrfSaysAndTheAdjournedOneHoldsTheNextRound(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Aberto", "system", "swiss", "rounds", 4, "timeControl", "15+5"));
    assertEquals(200, arbiter.csv(id, "name;rating\nA;2000\nB;1900\nC;1800\nD;1700\n".getBytes(StandardCharsets.UTF_8), "text/csv").status());
    JsonNode boards = arbiter.pair(id).json().get("boards");
    int w1 = boards.get(0).get("white").asInt(), b1 = boards.get(0).get("black").asInt();
    int w2 = boards.get(1).get("white").asInt(), b2 = boards.get(1).get("black").asInt();
    var zero = arbiter.result(id, 1, 1, "0-0");
    assertEquals(200, zero.status(), zero.body());
    assertEquals("0-0", zero.json().get("result").asText());
    var adjourned = arbiter.result(id, 1, 2, "*");
    assertEquals(200, adjourned.status(), adjourned.body());

    String text = server.client().get("/api/events/" + id + "/export.trf").body();
    Trf trf = TrfReader.read(text);
    assertEquals(new TrfGame(1, b1, 'w', '0'), player(trf, w1).game(1));
    assertEquals(new TrfGame(1, w1, 'b', '0'), player(trf, b1).game(1));
    assertEquals(new TrfGame(1, b2, 'w', ' '), player(trf, w2).game(1));
    assertEquals(new TrfGame(1, w2, 'b', ' '), player(trf, b2).game(1));
    String tsv = server.client().get("/api/events/" + id + "/standings.tsv").body();
    assertEquals(EventRunTest.cliStandings(text, TIEBREAKS), tsv);
    for (String line : tsv.split("\n")) {
      if (!line.startsWith("rank")) assertEquals("0.0", line.split("\t")[3], "nobody has a point yet: " + line);
    }

    var held = arbiter.pair(id);
    assertEquals(409, held.status());
    assertEquals("results_missing", held.errorCode());
    assertTrue(held.json().path("error").path("message").asText().contains("2 (adiada)"), held.body());
    // The adjourned game ends: its result replaces the "*" (the version read is sent, as for any correction).
    int version = adjourned.json().get("version").asInt();
    assertEquals(409, arbiter.result(id, 1, 2, "1-0").status(), "a result over another needs the version");
    assertEquals(200, arbiter.result(id, 1, 2, "1-0", version).status());
    assertEquals(200, arbiter.pair(id).status());
    var unknown = arbiter.result(id, 2, 1, "1-1");
    assertEquals(400, unknown.status());
    assertTrue(unknown.json().path("error").path("message").asText().contains("0-0 (ambos perdem)"), unknown.body());
  }

  @OnBothDatabases
  void aFullPointByeOnlyWhereTheEventAllowsItAndAsTheTrfWritesIt(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    String csv = "name;rating\nA;2000\nB;1900\nC;1800\nD;1700\nE;1600\nF;1500\n";
    long plain = arbiter.createEvent(Map.of("name", "Sem F", "system", "swiss", "rounds", 4, "timeControl", "15+5"));
    assertEquals(200, arbiter.csv(plain, csv.getBytes(StandardCharsets.UTF_8), "text/csv").status());
    var refused = arbiter.api.patch("/api/events/" + plain + "/players/2", Map.of("byes", Map.of("2", "F")));
    assertEquals(400, refused.status());
    assertEquals("bye_not_allowed", refused.errorCode());
    assertTrue(refused.json().path("error").path("message").asText().contains("permite: H, Z"), refused.body());
    assertEquals(200, arbiter.api.patch("/api/events/" + plain + "/players/2", Map.of("byes", Map.of("2", "H", "3", "Z"))).status());

    long id = arbiter.createEvent(Map.of("name", "Com F", "system", "swiss", "rounds", 4, "timeControl", "15+5",
        "requestedByes", List.of("F", "H")));
    assertEquals(List.of("H", "F"), list(arbiter.api.get("/api/events/" + id).json().get("requestedByes")));
    assertEquals(200, arbiter.csv(id, csv.getBytes(StandardCharsets.UTF_8), "text/csv").status());
    assertEquals("bye_not_allowed", arbiter.api.patch("/api/events/" + id + "/players/3", Map.of("byes", Map.of("2", "Z"))).errorCode());
    Map<Integer, Integer> half = new HashMap<>();
    Random rnd = new Random(5);
    for (int round = 1; round <= 3; round++) {
      if (round == 1) {
        var f = arbiter.api.patch("/api/events/" + id + "/players/2", Map.of("byes", Map.of("2", "F")));
        assertEquals(200, f.status(), f.body());
        assertEquals("F", f.json().get("byes").get("2").asText());
      }
      var paired = arbiter.pair(id);
      assertEquals(200, paired.status(), paired.body());
      for (JsonNode b : paired.json().get("boards")) {
        assertTrue(round != 2 || (b.get("white").asInt() != 2 && (b.get("black").isNull() || b.get("black").asInt() != 2)),
            "player 2 asked for a bye in round 2");
        if (b.get("black").isNull()) {
          half.merge(b.get("white").asInt(), 2, Integer::sum);
          continue;
        }
        String result = List.of("1-0", "0-1", "1/2-1/2").get(rnd.nextInt(3));
        assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), result).status());
        half.merge(b.get("white").asInt(), result.equals("1-0") ? 2 : result.equals("0-1") ? 0 : 1, Integer::sum);
        half.merge(b.get("black").asInt(), result.equals("0-1") ? 2 : result.equals("1-0") ? 0 : 1, Integer::sum);
      }
      if (round == 2) half.merge(2, 2, Integer::sum);
    }
    String text = server.client().get("/api/events/" + id + "/export.trf").body();
    assertEquals(new TrfGame(2, 0, '-', 'F'), player(TrfReader.read(text), 2).game(2));
    String tsv = server.client().get("/api/events/" + id + "/standings.tsv").body();
    assertEquals(EventRunTest.cliStandings(text, TIEBREAKS), tsv);
    assertEquals(points(half, 6), points(tsv));
  }

  @OnBothDatabases
  void aPastResultCorrectedChangesTheStandingsAsTheCliReadsThem(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Aberto", "system", "swiss", "rounds", 3, "timeControl", "15+5"));
    StringBuilder csv = new StringBuilder("name;rating\n");
    for (int i = 1; i <= 10; i++) csv.append("Jogador ").append(i).append(';').append(2100 - 37 * i).append('\n');
    assertEquals(200, arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());
    Map<Integer, Integer> half = new HashMap<>();
    int correctedWhite = 0, correctedBlack = 0, version = 0;
    for (int round = 1; round <= 3; round++) {
      for (JsonNode b : arbiter.pair(id).json().get("boards")) {
        var put = arbiter.result(id, round, b.get("board").asInt(), "1-0");
        assertEquals(200, put.status(), put.body());
        half.merge(b.get("white").asInt(), 2, Integer::sum);
        if (round == 1 && b.get("board").asInt() == 3) {
          correctedWhite = b.get("white").asInt();
          correctedBlack = b.get("black").asInt();
          version = put.json().get("version").asInt();
        }
      }
    }
    String before = server.client().get("/api/events/" + id + "/standings.tsv").body();
    assertEquals(points(half, 10), points(before));
    var corrected = arbiter.result(id, 1, 3, "0-1", version);
    assertEquals(200, corrected.status(), corrected.body());
    half.merge(correctedWhite, -2, Integer::sum);
    half.merge(correctedBlack, 2, Integer::sum);
    String text = server.client().get("/api/events/" + id + "/export.trf").body();
    String after = server.client().get("/api/events/" + id + "/standings.tsv").body();
    assertEquals(EventRunTest.cliStandings(text, TIEBREAKS), after);
    assertEquals(points(half, 10), points(after));
    JsonNode audit = arbiter.api.get("/api/events/" + id + "/audit").json().get("entries");
    JsonNode last = audit.get(audit.size() - 1);
    assertEquals(List.of("result", "rodada 1, tabuleiro 3", "1-0", "0-1"),
        List.of(last.get("action").asText(), last.get("target").asText(), last.get("before").asText(), last.get("after").asText()));
  }

  private static TrfPlayer player(Trf trf, int startNo) {
    return trf.players().stream().filter(p -> p.startNumber() == startNo).findFirst().orElseThrow();
  }

  private static List<String> list(JsonNode array) {
    List<String> out = new java.util.ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  /** Start number -> half points, as the TSV prints them. */
  private static Map<Integer, Integer> points(String tsv) {
    Map<Integer, Integer> out = new HashMap<>();
    for (String line : tsv.split("\n")) {
      if (line.startsWith("rank")) continue;
      String[] c = line.split("\t");
      out.put(Integer.parseInt(c[1]), (int) Math.round(Double.parseDouble(c[3]) * 2));
    }
    return out;
  }

  /** The test's tally for players 1..n, 0 for those it never credited. */
  private static Map<Integer, Integer> points(Map<Integer, Integer> halfPoints, int n) {
    Map<Integer, Integer> out = new HashMap<>();
    for (int p = 1; p <= n; p++) out.put(p, halfPoints.getOrDefault(p, 0));
    return out;
  }
}
