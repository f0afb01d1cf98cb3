package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.format.pgn.PgnReader;
import org.tabuleiro.rules.format.pgn.PgnReplay;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.tournament.pairing.dutch.DutchChecker;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfReader;

/** TRF-16 beside TRF-2026, the standings as a spreadsheet's CSV, and the games entered with moves as PGN or PDN. */
class EventExportsTest {
  private static final String TIEBREAKS = "DE,BH-C1,BH,SB,WIN";

  private static long swiss(EventClient arbiter, int players, int rounds, long seed) {
    long id = arbiter.createEvent(Map.of("name", "Aberto de Ílhavo", "place", "Ílhavo", "system", "swiss", "rounds", rounds,
        "timeControl", "15+5"));
    StringBuilder csv = new StringBuilder("name;rating;fide_id\n");
    Random rnd = new Random(seed);
    for (int i = 1; i <= players; i++) {
      // One name with a quote and a semicolon: the CSV export must quote it.
      csv.append(i == 5 ? "\"Sá; \"\"o Rei\"\"\"" : "Jogador " + i).append(';').append(rnd.nextInt(4) == 0 ? "" : 1000 + rnd.nextInt(1500))
          .append(';').append(i % 3 == 0 ? "" : Integer.toString(100000 + i)).append('\n');
    }
    var r = arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv");
    if (r.status() != 200) throw new AssertionError(r.body());
    for (int round = 1; round <= rounds; round++) {
      for (JsonNode b : arbiter.pair(id).json().get("boards")) {
        if (b.get("black").isNull()) continue;
        String result = List.of("1-0", "0-1", "1/2-1/2", "+-", "0-0").get(rnd.nextInt(5));
        var put = arbiter.result(id, round, b.get("board").asInt(), result);
        if (put.status() != 200) throw new AssertionError(put.body());
      }
    }
    return id;
  }

  @OnBothDatabases
  void trf16LeavesOutTheTrf2026RecordsAndTheCheckerAndTheCliReadItAlike(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = swiss(arbiter, 23, 4, 3);
    var anyone = server.client();
    String trf2026 = anyone.get("/api/events/" + id + "/export.trf").body();
    var r16 = anyone.get("/api/events/" + id + "/export.trf?format=16");
    assertEquals(200, r16.status());
    assertTrue(r16.header("Content-Disposition").contains("trf16"), r16.header("Content-Disposition"));
    String trf16 = r16.body();
    assertEquals(trf2026, anyone.get("/api/events/" + id + "/export.trf?format=2026").body());
    for (String code : List.of("192 ", "202 ", "222 ")) {
      assertTrue(trf2026.contains("\n" + code), code);
      assertFalse(trf16.contains("\n" + code), code);
    }
    for (String code : List.of("012 ", "122 ", "XXR ", "XXC ")) assertTrue(trf16.contains(code), code);
    // Record 132: the date of each round in its columns (the test clock: 2026-03-01).
    String dates = trf16.lines().filter(l -> l.startsWith("132")).findFirst().orElseThrow();
    assertEquals("26/03/01", dates.substring(91, 99));
    assertEquals("26/03/01", dates.substring(121, 129));
    // The player lines are the same in both.
    assertEquals(trf2026.lines().filter(l -> l.startsWith("001")).toList(), trf16.lines().filter(l -> l.startsWith("001")).toList());
    Trf parsed = TrfReader.read(trf16);
    for (var c : DutchChecker.check(parsed)) assertTrue(c.agrees(), "round " + c.round());
    assertEquals(anyone.get("/api/events/" + id + "/standings.tsv").body(), EventRunTest.cliStandings(trf16, TIEBREAKS));
    assertEquals(400, anyone.get("/api/events/" + id + "/export.trf?format=17").status());
  }

  @OnBothDatabases
  void theStandingsCsvHasTheTsvsColumnsForASpreadsheet(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = swiss(arbiter, 12, 3, 9);
    var anyone = server.client();
    String tsv = anyone.get("/api/events/" + id + "/standings.tsv").body();
    var r = anyone.get("/api/events/" + id + "/standings.csv");
    assertEquals(200, r.status());
    assertTrue(r.header("Content-Type").startsWith("text/csv"), r.header("Content-Type"));
    String csv = r.body();
    assertTrue(csv.startsWith("\uFEFFrank;start_no;name;points;DE;BH-C1;BH;SB;WIN\r\n"), csv.substring(0, 60));
    List<CSVRecord> records = CSVFormat.EXCEL.builder().setDelimiter(';').get().parse(new StringReader(csv.substring(1))).getRecords();
    String[] lines = tsv.split("\n");
    assertEquals(lines.length, records.size());
    boolean quoted = false;
    for (int i = 1; i < lines.length; i++) {
      String[] cells = lines[i].split("\t", -1);
      List<String> expected = new ArrayList<>();
      for (int c = 0; c < cells.length; c++) expected.add(c == 2 ? cells[c] : cells[c].replace('.', ','));
      assertEquals(expected, records.get(i).toList());
      quoted |= cells[2].contains(";");
    }
    assertTrue(quoted, "a name with ; was written and read back");
    String girls = anyone.get("/api/events/" + id + "/standings.csv?gender=F").body();
    assertEquals(1, girls.split("\r\n").length, "no girl registered: the header alone");
  }

  /** A formula as a legacy name: at most 33 characters, so standings.tsv (cut at TRF's 33 columns) shows it whole. */
  private static final String HYPERLINK = "=HYPERLINK(\"http://ev.il\",\"Ok\")";

  /**
   * OWASP's CSV-injection rule on the standings a spreadsheet opens: a name that would start a formula ("-=Ana=-" and
   * "@bia" may be registered; "=HYPERLINK(...)" stored before names were checked, written here straight into the
   * database as an older server could have) is a text cell behind a {@code '}, cell by cell in standings.tsv and
   * standings.csv, filtered or not; every number stays a number.
   */
  @OnBothDatabases
  void namesThatWouldStartAFormulaAreTextCellsInTheStandings(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Aberto", "system", "swiss", "rounds", 2, "timeControl", "15+5"));
    String csv = "name;gender;rating\n-=Ana=-;F;1600\n@bia;F;1500\nCarla;F;1400\nAna-Maria d'Ávila;F;1300\n"
        + "\"\"\"=1+1\"\"\";M;1200\nLegado;M;1100\n";
    var imported = arbiter.csv(id, csv.getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(200, imported.status(), imported.body());
    server.server().database().jdbi().useHandle(h -> h.createUpdate(
        "UPDATE event_players SET name = :name WHERE event_id = :id AND start_no = 6").bind("name", HYPERLINK).bind("id", id).execute());
    Map<String, String> cells = Map.of(   // start number -> the name's cell
        "1", "'-=Ana=-", "2", "'@bia", "3", "Carla", "4", "Ana-Maria d'Ávila", "5", "'\"=1+1\"", "6", "'" + HYPERLINK);
    for (int round = 1; round <= 2; round++) {
      for (JsonNode b : arbiter.pair(id).json().get("boards")) {
        if (!b.get("black").isNull()) assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), "0-1").status());
      }
    }
    var anyone = server.client();
    for (String filter : List.of("", "?gender=F")) {
      String[] tsv = anyone.get("/api/events/" + id + "/standings.tsv" + filter).body().split("\n");
      String csvText = anyone.get("/api/events/" + id + "/standings.csv" + filter).body();
      List<CSVRecord> records = CSVFormat.EXCEL.builder().setDelimiter(';').get().parse(new StringReader(csvText.substring(1))).getRecords();
      assertEquals(tsv.length, records.size(), filter);
      assertEquals(filter.isEmpty() ? 7 : 5, tsv.length, filter);
      for (int i = 1; i < tsv.length; i++) {
        List<String> row = List.of(tsv[i].split("\t", -1));
        String name = cells.get(row.get(1));
        assertEquals(name, row.get(2), "standings.tsv" + filter + " line " + (i + 1));
        assertEquals(name, records.get(i).get(2), "standings.csv" + filter + " line " + (i + 1));
        for (int c = 0; c < row.size(); c++) {
          if (c == 2) continue;
          assertTrue(row.get(c).matches("\\d+(\\.\\d+)?|"), "a number: " + row.get(c));
          assertEquals(row.get(c).replace('.', ','), records.get(i).get(c), "the same number in the CSV");
        }
      }
      assertFalse(csvText.lines().anyMatch(l -> l.matches(".*(^|;)\"?[=+\\-@].*")), "no CSV cell starts a formula:\n" + csvText);
    }
    String csvText = anyone.get("/api/events/" + id + "/standings.csv").body();
    assertTrue(csvText.contains(";\"'=HYPERLINK(\"\"http://ev.il\"\",\"\"Ok\"\")\";"), "quoted as RFC 4180:\n" + csvText);
  }

  /** A team event's standings.tsv and standings.csv: the teams' names are text cells too. */
  @OnBothDatabases
  void teamNamesThatWouldStartAFormulaAreTextCellsInTheTeamStandings(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Equipes", "system", "team-round-robin", "timeControl", "15+5", "boards", 2));
    StringBuilder csv = new StringBuilder("name;team\n");
    List<String> teams = List.of("@Xeque", "-Peões-", "Escola A", "\"Torres\"");
    for (int t = 0; t < teams.size(); t++) {
      String team = teams.get(t).startsWith("\"") ? "\"" + teams.get(t).replace("\"", "\"\"") + "\"" : teams.get(t);
      csv.append("Aluno ").append(t).append("a;").append(team).append("\nAluno ").append(t).append("b;").append(team).append('\n');
    }
    var imported = arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(200, imported.status(), imported.body());
    for (JsonNode b : arbiter.pair(id).json().get("boards")) {
      if (!b.get("black").isNull()) assertEquals(200, arbiter.result(id, 1, b.get("board").asInt(), "1-0").status());
    }
    var anyone = server.client();
    String[] tsv = anyone.get("/api/events/" + id + "/standings.tsv").body().split("\n");
    String csvText = anyone.get("/api/events/" + id + "/standings.csv").body();
    List<CSVRecord> records = CSVFormat.EXCEL.builder().setDelimiter(';').get().parse(new StringReader(csvText.substring(1))).getRecords();
    assertEquals(5, tsv.length);
    assertEquals(5, records.size());
    java.util.Set<String> names = new java.util.HashSet<>();
    for (int i = 1; i < tsv.length; i++) {
      List<String> row = List.of(tsv[i].split("\t", -1));
      names.add(row.get(2));
      assertEquals(row.get(2), records.get(i).get(2), "standings.csv line " + (i + 1));
      for (int c = 0; c < row.size(); c++) {
        if (c == 2) continue;
        assertTrue(row.get(c).matches("\\d+(\\.\\d+)?|"), "a number: " + row.get(c));
        assertEquals(row.get(c).replace('.', ','), records.get(i).get(c));
      }
    }
    assertEquals(java.util.Set.of("'@Xeque", "'-Peões-", "Escola A", "'\"Torres\""), names, "the teams' name cells");
  }

  @OnBothDatabases
  void gamesEnteredWithMovesArePgnCheckedByTheRules(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Rápidas", "place", "Coimbra", "system", "swiss", "rounds", 3, "timeControl", "15+5"));
    assertEquals(200, arbiter.csv(id, "name;rating\nAna;2000\nBruno;1900\nCarla;1800\nDuarte;1700\nEva;1600\nFilipe;1500\n"
        .getBytes(StandardCharsets.UTF_8), "text/csv").status());
    arbiter.pair(id);
    String path = "/api/events/" + id + "/rounds/1/boards/";
    var san = arbiter.api.send("PUT", path + "1", Map.of("result", "1-0", "moves", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0"));
    assertEquals(200, san.status(), san.body());
    // Fool's mate: Black mates, so 1-0 contradicts the moves; UCI is read too.
    var wrong = arbiter.api.send("PUT", path + "2", Map.of("result", "1-0", "moves", "f2f3 e7e5 g2g4 d8h4"));
    assertEquals(400, wrong.status());
    assertEquals("moves_contradict_result", wrong.errorCode());
    assertEquals(200, arbiter.api.send("PUT", path + "2", Map.of("result", "0-1", "moves", "f2f3 e7e5 g2g4 d8h4")).status());
    var illegal = arbiter.api.send("PUT", path + "3", Map.of("result", "1/2-1/2", "moves", "1. d4 d5 2. Ke3"));
    assertEquals(400, illegal.status());
    assertEquals("invalid_moves", illegal.errorCode());
    assertTrue(illegal.json().path("error").path("message").asText().startsWith("Lance 2 das brancas (\"Ke3\")"), illegal.body());
    var forfeit = arbiter.api.send("PUT", path + "3", Map.of("result", "+-", "moves", "1. d4"));
    assertEquals("moves_without_game", forfeit.errorCode());
    var pgn = arbiter.api.send("PUT", path + "3", Map.of("result", "1/2-1/2",
        "pgn", "[Event \"?\"]\n\n1. d4 d5 2. c4 {gambito} e6 1/2-1/2\n"));
    assertEquals(200, pgn.status(), pgn.body());

    String games = server.client().get("/api/events/" + id + "/games.pgn").body();
    assertTrue(games.contains("[Event \"Rápidas\"]") && games.contains("[Site \"Coimbra\"]") && games.contains("[Round \"1\"]")
        && games.contains("[Board \"1\"]") && games.contains("[Date \"2026.03.01\"]"), games);
    assertTrue(games.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0"), games);
    assertTrue(games.contains("1. f3 e5 2. g4 Qh4# 0-1"), games);
    assertTrue(games.contains("1. d4 d5 2. c4 e6 1/2-1/2"), games);
    try (PgnReader reader = new PgnReader(new StringReader(games))) {
      int n = 0;
      PgnReplay replay = new PgnReplay(reader, Language.ENGLISH);
      while (reader.readGame(replay)) {
        assertTrue(replay.game().isClean(), replay.game().toString());
        n++;
      }
      assertEquals(3, n);
    }
    // A correction to a forfeit drops the moves; moves: null drops them too.
    int version = arbiter.api.get("/api/events/" + id + "/rounds/1").json().get("boards").get(0).get("version").asInt();
    assertEquals(200, arbiter.result(id, 1, 1, "+-", version).status());
    assertEquals(200, arbiter.api.send("PUT", path + "3", Map.of("result", "1/2-1/2", "moves", "")).status());
    String after = server.client().get("/api/events/" + id + "/games.pgn").body();
    assertFalse(after.contains("Bb5"), after);
    assertFalse(after.contains("c4"), after);
    assertEquals(404, server.client().get("/api/events/" + id + "/games.pdn").status());
  }

  @OnBothDatabases
  void draughtsGamesArePdn(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Damas", "game", "brazilian", "system", "swiss", "rounds", 3, "timeControl", "15+5"));
    assertEquals(200, arbiter.csv(id, "name\nAna\nBruno\n".getBytes(StandardCharsets.UTF_8), "text/csv").status());
    arbiter.pair(id);
    var put = arbiter.api.send("PUT", "/api/events/" + id + "/rounds/1/boards/1", Map.of("result", "1/2-1/2", "moves", "1. 22-18 11-15 2. 18x11"));
    assertEquals(200, put.status(), put.body());
    assertEquals(400, arbiter.api.send("PUT", "/api/events/" + id + "/rounds/1/boards/1", Map.of("result", "1/2-1/2", "pgn", "1. e4")).status());
    String pdn = server.client().get("/api/events/" + id + "/games.pdn").body();
    assertTrue(pdn.contains("[GameType \"26\"]") || pdn.contains("[GameType"), pdn);
    assertTrue(pdn.contains("22-18 11-15") && pdn.contains("18x11") && pdn.strip().endsWith("1-1"), pdn);
    assertEquals(404, server.client().get("/api/events/" + id + "/games.pgn").status());
  }
}
