package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** What the events API refuses, with a Portuguese message naming what and where, changing nothing. */
class EventBadInputTest {
  private static final String CSV = """
      name;gender;birth_year;club;rating
      Ana Sá;F;2014;Escola A;1200
      Bruno Lima;M;2013;Escola B;
      Carla Ramos;F;2014;Escola A;1100
      Duarte Neves;M;2015;Escola C;900
      """;

  private static long event(EventClient arbiter) {
    return arbiter.createEvent(Map.of("name", "Torneio da Escola", "game", "chess", "system", "swiss", "rounds", 3,
        "timeControl", "15+5", "tiebreaks", List.of("DE", "BH-C1", "BH", "SB", "WIN")));
  }

  private static int players(ApiClient api, long event) {
    return api.get("/api/events/" + event + "/players").json().get("players").size();
  }

  @OnBothDatabases
  void aCsvWithABadLineNamesTheLineAndColumnAndImportsNothing(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    String bad = CSV + "Eva Costa;F;20x4;Escola B;1000\n";
    var r = arbiter.csv(id, bad.getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, r.status(), r.body());
    assertEquals("invalid_csv", r.errorCode());
    assertEquals(6, r.json().path("error").path("line").asInt(), r.body());
    assertEquals(3, r.json().path("error").path("column").asInt(), r.body());
    assertTrue(r.json().path("error").path("message").asText().startsWith("Linha 6, coluna 3: o ano de nascimento"), r.body());
    assertEquals(0, players(arbiter.api, id), "nothing imported");

    var unknown = arbiter.csv(id, "apelido;gender\nAna;F\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, unknown.status());
    assertEquals(1, unknown.json().path("error").path("line").asInt());
    assertEquals(1, unknown.json().path("error").path("column").asInt());
  }

  @OnBothDatabases
  void windows1252AndCommasAreReadAsSpreadsheetsSaveThem(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    String csv = "rating,club,name,birth_date,gender\n1500,\"Clube \"\"Xadrez\"\", Porto\",João Gonçalves,21/04/2012,m\n,,Inês,2013-01-02,F\n";
    var r = arbiter.csv(id, csv.getBytes(Charset.forName("windows-1252")), "text/csv");
    assertEquals(200, r.status(), r.body());
    assertEquals(2, r.json().get("imported").asInt());
    var players = arbiter.api.get("/api/events/" + id + "/players").json().get("players");
    assertEquals("João Gonçalves", players.get(0).get("name").asText());
    assertEquals("Clube \"Xadrez\", Porto", players.get(0).get("club").asText());
    assertEquals(2012, players.get(0).get("birthYear").asInt());
    assertEquals("M", players.get(0).get("gender").asText());
    assertEquals("Inês", players.get(1).get("name").asText());
  }

  private static String message(ApiClient.Response r) {
    return r.json().path("error").path("message").asText();
  }

  /**
   * A CSV cell loses the spaces at its ends and nothing else: a leading tab is data, so "\t=1+1" is not read as the
   * formula "=1+1" but refused as a name with a control character, at its line and column; a name beginning with
   * "=" or "+" is refused too. Nothing is imported.
   */
  @OnBothDatabases
  void aLeadingTabInACsvCellIsDataAndSuchANameIsRefused(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    var tab = arbiter.csv(id, "name;gender\nAna;F\n\t=1+1;M\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, tab.status(), tab.body());
    assertEquals("invalid_csv", tab.errorCode());
    assertEquals(3, tab.json().path("error").path("line").asInt(), tab.body());
    assertEquals(1, tab.json().path("error").path("column").asInt(), tab.body());
    assertTrue(message(tab).startsWith("Linha 3, coluna 1: o nome (name) tem um caractere de controle"), tab.body());
    assertTrue(message(tab).contains("U+0009 na posição 1"), tab.body());
    for (String formula : List.of("=1+1", "+1+1", "=HYPERLINK(\"\"http://evil.example/x\"\";\"\"Clique\"\")")) {
      String cell = formula.contains("\"") ? "\"" + formula + "\"" : formula;
      var r = arbiter.csv(id, ("name;gender\nAna;F\n" + cell + ";M\n").getBytes(StandardCharsets.UTF_8), "text/csv");
      assertEquals(400, r.status(), formula + ": " + r.body());
      assertTrue(message(r).startsWith("Linha 3, coluna 1: o nome (name) não pode começar por \"" + formula.charAt(0) + "\""), r.body());
    }
    var clubTab = arbiter.csv(id, "name;club\nAna;\t@SOMA(1)\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(2, clubTab.json().path("error").path("column").asInt(), clubTab.body());
    assertEquals(0, players(arbiter.api, id), "nothing imported");
    // Spaces at the ends go; hyphens, apostrophes and accents inside a name are a name's.
    var fine = arbiter.csv(id, "name;club\n  Ana-Maria d'Ávila  ; Escola A \nO'Neill, Seán;\n-=Bia=-;@escola\n"
        .getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(200, fine.status(), fine.body());
    JsonNode players = arbiter.api.get("/api/events/" + id + "/players").json().get("players");
    assertEquals(List.of("Ana-Maria d'Ávila", "O'Neill, Seán", "-=Bia=-"),
        List.of(players.get(0).get("name").asText(), players.get(1).get("name").asText(), players.get(2).get("name").asText()));
    assertEquals("Escola A", players.get(0).get("club").asText());
  }

  /**
   * The bidirectional controls and the zero-width characters, refused in account names, are refused in players'
   * names and clubs and in teams' names whatever brings them (CSV, TRF, the form), naming the line, the column or
   * field, the character and its position.
   */
  @OnBothDatabases
  void invisibleAndDirectionChangingCharactersAreRefusedInPlayersNames(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    for (String bad : new String[] {"Ana\u202Eadmin", "Ana\u202Ax", "Ana\u202Dx", "Ana\u2066x", "Ana\u2069x", "Ana\u200Bx",
        "Ana\u200Cx", "Ana\u200Dx", "Ana\u2060x", "Ana\uFEFFx", "Ana\u0007x"}) {
      String hex = String.format("U+%04X", (int) bad.charAt(3));
      var csv = arbiter.csv(id, ("name;club\nBruno;Escola\n" + bad + ";Escola\n").getBytes(StandardCharsets.UTF_8), "text/csv");
      assertEquals(400, csv.status(), hex + ": " + csv.body());
      assertEquals("invalid_csv", csv.errorCode());
      assertEquals(3, csv.json().path("error").path("line").asInt(), hex);
      assertEquals(1, csv.json().path("error").path("column").asInt(), hex);
      assertTrue(message(csv).startsWith("Linha 3, coluna 1: o nome (name) tem um caractere"), message(csv));
      assertTrue(message(csv).contains(hex + " na posição 4"), message(csv));
      var form = arbiter.api.post("/api/events/" + id + "/players", Map.of("name", bad));
      assertEquals(400, form.status(), hex + ": " + form.body());
      assertEquals("invalid_field", form.errorCode());
      assertTrue(message(form).startsWith("O campo \"name\" tem um caractere") && message(form).contains(hex + " na posição 4"), form.body());
      String trf = new org.tabuleiro.tournament.trf.TrfPlayer(1, "m", "", bad, 0, "", "", "", "0.0", 0, List.of()).format() + "\n";
      var fromTrf = arbiter.csv(id, trf.getBytes(StandardCharsets.UTF_8), "application/x-trf");
      assertEquals(400, fromTrf.status(), hex + ": " + fromTrf.body());
      assertEquals("invalid_trf", fromTrf.errorCode());
      assertTrue(message(fromTrf).startsWith("Linha 1, coluna 15: o nome (colunas 15-47) tem um caractere"), message(fromTrf));
    }
    var club = arbiter.csv(id, "name;club\nBruno;Clube \u202Eonaicidrap\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertTrue(message(club).startsWith("Linha 2, coluna 2: o clube (club) tem um caractere"), club.body());
    var formClub = arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "Bruno", "club", "Clube\u200B"));
    assertEquals("invalid_field", formClub.errorCode(), formClub.body());
    assertEquals(0, players(arbiter.api, id), "nothing imported");
    var emoji = arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "\uD83D\uDE00".repeat(51)));
    assertEquals("invalid_field", emoji.errorCode(), "102 UTF-16 units overflow H2's VARCHAR(100): " + emoji.body());
    assertEquals(201, arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "Ana-Maria d'Ávila")).status());

    long teams = arbiter.createEvent(Map.of("name", "Equipes", "system", "team-swiss", "rounds", 3, "timeControl", "15+5", "boards", 2));
    var team = arbiter.csv(teams, "name;team\nAna;Escola\u2067A\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertTrue(message(team).startsWith("Linha 2, coluna 2: a equipe (team) tem um caractere"), team.body());
    var teamForm = arbiter.api.post("/api/events/" + teams + "/teams", Map.of("name", "=Escola", "players", List.of(Map.of("name", "Ana"))));
    assertEquals("invalid_field", teamForm.errorCode(), teamForm.body());
    assertEquals(0, players(arbiter.api, teams));
  }

  /** A CSV that Commons CSV cannot read: told in Portuguese at its line, never with a Java class's name. */
  @OnBothDatabases
  void aMalformedCsvIsToldInPortugueseWithoutJavaNames(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    Map<String, Integer> cases = Map.of(
        "name;club\nAna;Escola\nBia;\"Escola B\n", 3,        // quotes opened, never closed
        "name;club\nAna;Escola\nBia;\"Escola\" B\n", 3,       // something after the closing quote
        "name;club\nAna;\"Escola\n\nA\nB\n", 2);              // closed by nothing, several lines down
    cases.forEach((csv, line) -> {
      var r = arbiter.csv(id, csv.getBytes(StandardCharsets.UTF_8), "text/csv");
      assertEquals(400, r.status(), r.body());
      assertEquals("invalid_csv", r.errorCode());
      assertEquals(line.intValue(), r.json().path("error").path("line").asInt(), csv + " -> " + r.body());
      assertTrue(message(r).startsWith("Linha " + line + ": "), r.body());
      assertTrue(message(r).contains("aspas"), r.body());
      for (String java : List.of("org.", "apache", "Exception", "EOF", "encapsulated", "token")) {
        assertFalse(message(r).contains(java), java + " in " + r.body());
      }
    });
    assertEquals(0, players(arbiter.api, id));
  }

  /** A charset the server does not know, on the CSV and TRF registration: 400, never a 500; a known one still wins. */
  @OnBothDatabases
  void anUnknownCharsetIsRefusedWith400(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    for (String type : List.of("text/csv; charset=x-bogus", "application/x-trf; charset=x-bogus", "text/plain; charset=\"\"",
        "text/csv; charset=utf-8; charset=nada", "text/csv; charset=\"utf 8\"")) {
      var r = arbiter.csv(id, CSV.getBytes(StandardCharsets.UTF_8), type);
      assertEquals(400, r.status(), type + ": " + r.body());
      assertEquals("invalid_charset", r.errorCode(), r.body());
      assertTrue(message(r).startsWith("Conjunto de caracteres desconhecido no Content-Type"), r.body());
    }
    assertEquals(0, players(arbiter.api, id));
    var latin = arbiter.csv(id, "name\nJoão\n".getBytes(StandardCharsets.ISO_8859_1), "text/csv; charset=ISO-8859-1");
    assertEquals(200, latin.status(), latin.body());
    assertEquals("João", arbiter.api.get("/api/events/" + id + "/players").json().get("players").get(0).get("name").asText());
  }

  @OnBothDatabases
  void aDuplicatePlayerIsRefusedWithBothLines(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    var twice = arbiter.csv(id, (CSV + "ana  SÁ;F;2014;escola a;1200\n").getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, twice.status(), twice.body());
    assertEquals("duplicate_player", twice.errorCode());
    assertTrue(twice.json().path("error").path("message").asText().contains("linha 6"), twice.body());
    assertTrue(twice.json().path("error").path("message").asText().contains("linha 2"), twice.body());
    assertEquals(0, players(arbiter.api, id));

    assertEquals(200, arbiter.csv(id, CSV.getBytes(StandardCharsets.UTF_8), "text/csv").status());
    var again = arbiter.csv(id, "name;club;birth_year\nCarla Ramos;Escola A;2014\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, again.status(), again.body());
    assertEquals("duplicate_player", again.errorCode());
    assertTrue(again.json().path("error").path("message").asText().contains("já inscrito com o número"), again.body());
    assertEquals(4, players(arbiter.api, id));
  }

  @OnBothDatabases
  void roundsPairedTwiceOrBeforeResultsAndMissingBoardsAreRefused(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    assertEquals(200, arbiter.csv(id, CSV.getBytes(StandardCharsets.UTF_8), "text/csv").status());
    var first = arbiter.pair(id);
    assertEquals(200, first.status(), first.body());
    assertEquals(1, first.json().get("round").asInt());
    assertEquals(2, first.json().get("boards").size());

    var early = arbiter.pair(id);
    assertEquals(409, early.status(), early.body());
    assertEquals("results_missing", early.errorCode());
    assertTrue(early.json().path("error").path("message").asText().contains("tabuleiros 1, 2"), early.body());

    var nowhere = arbiter.result(id, 1, 3, "1-0");
    assertEquals(404, nowhere.status(), nowhere.body());
    assertEquals("board_not_found", nowhere.errorCode());
    var noRound = arbiter.result(id, 2, 1, "1-0");
    assertEquals(404, noRound.status());
    var badResult = arbiter.result(id, 1, 1, "2-0");
    assertEquals(400, badResult.status());
    assertEquals("invalid_result", badResult.errorCode());

    assertEquals(200, arbiter.result(id, 1, 1, "1-0").status());
    assertEquals(200, arbiter.result(id, 1, 2, "1/2-1/2").status());
    assertEquals(200, arbiter.pair(id).status());
    assertEquals(2, arbiter.api.get("/api/events/" + id + "/rounds").json().get("rounds").size(), "round 2 paired once");
    var log = arbiter.api.get("/api/events/" + id + "/audit").json().get("entries");
    assertEquals(List.of("create_event", "register", "pair_round", "result", "result", "pair_round"),
        java.util.stream.StreamSupport.stream(log.spliterator(), false).map(e -> e.get("action").asText()).toList());
  }

  @OnBothDatabases
  void onlyTheEventsArbitersAndAdminsWrite(TestServer server) {
    EventClient admin = EventClient.player(server, "diretora");  // the club's first account is its admin
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    EventClient otherArbiter = EventClient.arbiter(server, "outro");
    EventClient player = EventClient.player(server, "aluno");
    long id = event(arbiter);
    byte[] csv = CSV.getBytes(StandardCharsets.UTF_8);

    var anonymous = new EventClient(server.client(), server.server().port()).csv(id, csv, "text/csv");
    assertEquals(401, anonymous.status(), anonymous.body());
    for (EventClient outsider : List.of(otherArbiter, player)) {
      var r = outsider.csv(id, csv, "text/csv");
      assertEquals(403, r.status(), r.body());
      assertEquals("not_event_arbiter", r.errorCode());
      assertTrue(r.json().path("error").path("message").asText().startsWith("Só os árbitros"));
      assertEquals(403, outsider.pair(id).status());
    }
    var create = player.api.post("/api/events", Map.of("name", "X", "rounds", 3, "timeControl", "15+5"));
    assertEquals(403, create.status(), create.body());
    assertEquals(0, players(player.api, id), "everyone reads a published event; nothing was registered");
    assertEquals(200, admin.csv(id, csv, "text/csv").status(), "admins write");

    assertEquals(200, arbiter.api.patch("/api/events/" + id, Map.of("published", false)).status());
    assertEquals(404, player.api.get("/api/events/" + id).status(), "an unpublished event is hidden");
    assertEquals(404, server.client().get("/api/events/" + id + "/standings.tsv").status());
    assertEquals(200, arbiter.api.get("/api/events/" + id).status());
  }

  @OnBothDatabases
  void twoArbitersEnteringOneBoardLoseNeitherWrite(TestServer server) {
    EventClient chief = EventClient.arbiter(server, "arbitra");
    EventClient deputy = EventClient.arbiter(server, "adjunto");
    long id = chief.createEvent(Map.of("name", "Aberto", "rounds", 3, "timeControl", "15+5", "arbiters", List.of("arbitra", "adjunto")));
    assertEquals(200, chief.csv(id, CSV.getBytes(StandardCharsets.UTF_8), "text/csv").status());
    assertEquals(200, chief.pair(id).status());
    int read = deputy.api.get("/api/events/" + id + "/rounds/1").json().get("boards").get(0).get("version").asInt();
    int chiefRead = chief.api.get("/api/events/" + id + "/rounds/1").json().get("boards").get(0).get("version").asInt();

    var first = chief.result(id, 1, 1, "1-0", chiefRead);
    assertEquals(200, first.status(), first.body());
    assertEquals(read + 1, first.json().get("version").asInt());
    var second = deputy.result(id, 1, 1, "0-1", read);
    assertEquals(409, second.status(), second.body());
    assertEquals("board_changed", second.errorCode());
    assertTrue(second.json().path("error").path("message").asText().contains("alterado por outra pessoa"), second.body());
    var blind = deputy.result(id, 1, 1, "0-1");
    assertEquals(409, blind.status(), "without a version a result never overwrites another");
    assertEquals("1-0", chief.api.get("/api/events/" + id + "/rounds/1").json().get("boards").get(0).get("result").asText());

    var corrected = deputy.resultIfMatch(id, 1, 1, "0-1", "\"" + (read + 1) + "\"");
    assertEquals(200, corrected.status(), corrected.body());
    assertEquals("0-1", chief.api.get("/api/events/" + id + "/rounds/1").json().get("boards").get(0).get("result").asText());
  }
}
