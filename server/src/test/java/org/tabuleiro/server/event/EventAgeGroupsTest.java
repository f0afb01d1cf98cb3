package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * A school championship's pupils each in exactly one age group: the cycle from the list or from the import, stored
 * with the player; lists refused whole, at line and column, for a pupil in no group or in two; the medals, standings
 * by age group and the school classification counting each pupil once.
 */
class EventAgeGroupsTest {
  /** 1st-cycle and 2nd/3rd-cycle pupils of season 2022, the 2013-born both ways. */
  private static final String LIST = """
      name;gender;birth_year;club;ciclo
      Ana Sub8;F;2015;EB Tomar;1º ciclo
      Bruno Sub10;M;2013;EB Tomar;1
      Carlos Sub10;M;2013;EB Leiria;1.º
      Duarte Sub10;M;2014;EB Leiria;1
      Eva Inf1;F;2013;EB Tomar;2º ciclo
      Filipe Inf1;M;2013;EB Tomar;2
      Gil Inf1;M;2012;EB Leiria;2
      Hugo Inf1;M;2013;EB Leiria;2
      Ines Infantis;F;2011;EB Tomar;2
      Joao Iniciados;M;2009;EB Leiria;3
      Lara Juvenis;F;2007;ES Tomar;secundário
      Mario Juniores;M;2005;ES Tomar;sec
      """;

  private static Map<String, JsonNode> byName(EventClient arbiter, long id) {
    Map<String, JsonNode> out = new HashMap<>();
    for (JsonNode p : arbiter.api.get("/api/events/" + id + "/players").json().get("players")) out.put(p.get("name").asText(), p);
    return out;
  }

  @OnBothDatabases
  void eachPupilIsInOneAgeGroupAndOnOneMedalList(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Escolar 2022", "rounds", 3, "timeControl", "15+5", "season", 2022,
        "ratingUsed", "none"));
    var imported = arbiter.csv(id, LIST.getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(200, imported.status(), imported.body());
    Map<String, JsonNode> players = byName(arbiter, id);
    assertEquals("1", players.get("Bruno Sub10").get("cycle").asText());
    assertEquals("2", players.get("Eva Inf1").get("cycle").asText());
    assertEquals("sec", players.get("Lara Juvenis").get("cycle").asText());

    // Each group's players, by the card and by the standings per group.
    Map<String, String> expected = new HashMap<>();
    for (String line : LIST.strip().split("\n")) {
      if (line.startsWith("name")) continue;
      String name = line.split(";")[0];
      expected.put(name, Map.of("Sub8", "Sub 8", "Sub10", "Sub 10", "Inf1", "Infantis 1", "Infantis", "Infantis",
          "Iniciados", "Iniciados", "Juvenis", "Juvenis", "Juniores", "Juniores/Seniores").get(name.split(" ")[1]));
    }
    for (int round = 1; round <= 3; round++) {
      var paired = arbiter.pair(id);
      assertEquals(200, paired.status(), paired.body());
      for (JsonNode b : paired.json().get("boards")) {
        if (!b.get("black").isNull()) assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), "1/2-1/2").status());
      }
    }
    players = byName(arbiter, id);
    var anyone = server.client();
    for (var en : expected.entrySet()) {
      int no = players.get(en.getKey()).get("startNo").asInt();
      JsonNode card = anyone.get("/api/events/" + id + "/players/" + no + "/card").json();
      assertEquals(List.of(en.getValue()), List.of(card.path("player").path("categories").get(0).asText()), card.toString());
      assertEquals(1, card.path("player").path("categories").size(), en.getKey());
    }
    Set<String> seen = new HashSet<>();
    JsonNode categories = anyone.get("/api/events/" + id + "/categories").json();
    int total = 0;
    for (JsonNode c : categories.get("categories")) {
      String name = c.get("name").asText();
      String[] tsv = anyone.get("/api/events/" + id + "/standings.tsv?category=" + name.replace(" ", "%20").replace("/", "%2F")).body().split("\n");
      long want = expected.values().stream().filter(name::equals).count();
      assertEquals(want, tsv.length - 1, name);
      assertEquals(want, c.get("players").asLong(), name);
      total += c.get("players").asInt();
      for (int i = 1; i < tsv.length; i++) {
        String pupil = tsv[i].split("\t")[2];
        assertEquals(name, expected.get(pupil), pupil);
        assertTrue(seen.add(pupil), pupil + " in two groups");
      }
    }
    assertEquals(expected.size(), total);
    assertEquals("[\"1\"]", categories.get("categories").get(1).get("cycles").toString());

    // Medals: the three 2013-born boys of each cycle once each, under their own group.
    Map<String, Integer> medals = new HashMap<>();
    for (JsonNode g : anyone.get("/api/events/" + id + "/medals").json().get("medals")) {
      for (JsonNode p : g.get("players")) {
        String pupil = p.get("name").asText();
        medals.merge(pupil, 1, Integer::sum);
        assertEquals(expected.get(pupil), g.get("category").asText(), pupil);
      }
    }
    assertEquals(expected.size(), medals.size(), "every group here has at most three of a gender: " + medals);
    medals.forEach((pupil, n) -> assertEquals(1, n, pupil));

    // The school classification of a group counts its own pupils only.
    JsonNode sub10 = anyone.get("/api/events/" + id + "/schools?category=Sub%2010").json();
    int counted = 0;
    for (JsonNode school : sub10.get("schools")) {
      for (JsonNode p : school.get("counted")) {
        assertEquals("Sub 10", expected.get(p.get("name").asText()));
        counted++;
      }
    }
    assertEquals(3, counted);
  }

  @OnBothDatabases
  void theArbiterGivesTheCycleOfAListThatDoesNotSay(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Escolar", "rounds", 3, "timeControl", "15+5", "season", 2022));
    String list = "name;gender;birth_year;club\nRui;M;2013;EB Tomar\nSara;F;2012;EB Tomar\n";
    var bad = arbiter.raw("POST", "/api/events/" + id + "/players?cycle=4", list.getBytes(StandardCharsets.UTF_8), Map.of("Content-Type", "text/csv"));
    assertEquals(400, bad.status());
    assertEquals("invalid_cycle", bad.errorCode());
    var ok = arbiter.raw("POST", "/api/events/" + id + "/players?cycle=2", list.getBytes(StandardCharsets.UTF_8), Map.of("Content-Type", "text/csv"));
    assertEquals(200, ok.status(), ok.body());
    assertEquals("2", byName(arbiter, id).get("Rui").get("cycle").asText());
    // Without the column nor the import's cycle, the usual one for the age: born 2013 in the 1st cycle.
    assertEquals(200, arbiter.csv(id, "name;birth_year\nTiago;2013\n".getBytes(StandardCharsets.UTF_8), "text/csv").status());
    assertTrue(byName(arbiter, id).get("Tiago").get("cycle").isNull());
    assertEquals(201, arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "Ulisses", "birthYear", 2013, "cycle", "1º ciclo")).status());
    assertEquals("1", byName(arbiter, id).get("Ulisses").get("cycle").asText());
    assertEquals(400, arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "Vera", "cycle", "5")).status());
    JsonNode groups = server.client().get("/api/events/" + id + "/categories").json().get("categories");
    Map<String, Integer> count = new HashMap<>();
    for (JsonNode c : groups) count.put(c.get("name").asText(), c.get("players").asInt());
    assertEquals(2, count.get("Infantis 1"), "Rui (2013, 2nd cycle by the import) and Sara");
    assertEquals(2, count.get("Sub 10"), "Tiago (2013, no cycle) and Ulisses");
    // A cycle the list gives that is no cycle: refused at its cell.
    var wrong = arbiter.csv(id, "name;birth_year;ciclo\nXana;2013;1º\nZe;2012;5º ano\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, wrong.status());
    assertEquals(3, wrong.json().path("error").path("line").asInt());
    assertEquals(3, wrong.json().path("error").path("column").asInt());
    assertEquals(4, byName(arbiter, id).size(), "nothing stored from the refused list");
  }

  /** An event stored before cycles existed: its own groups as the old JSON wrote them, its players with no cycle. */
  @OnBothDatabases
  void anEventStoredBeforeCyclesReadsAsBefore(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Antigo", "rounds", 3, "timeControl", "15+5", "season", 2022,
        "categories", List.of(Map.of("name", "Sub 12", "fromYear", 2011), Map.of("name", "Absoluto", "toYear", 2010))));
    assertEquals(200, arbiter.csv(id, "name;birth_year\nAna;2012\nBia;1990\n".getBytes(StandardCharsets.UTF_8), "text/csv").status());
    server.server().database().jdbi().useHandle(h -> h.createUpdate("UPDATE events SET categories = :c WHERE id = :id")
        .bind("c", "[{\"name\":\"Sub 12\",\"fromYear\":2011,\"toYear\":null},{\"name\":\"Absoluto\",\"fromYear\":null,\"toYear\":2010}]")
        .bind("id", id).execute());
    JsonNode event = arbiter.api.get("/api/events/" + id).json();
    assertEquals("[]", event.get("categories").get(0).get("cycles").toString());
    Map<String, Integer> count = new HashMap<>();
    for (JsonNode c : server.client().get("/api/events/" + id + "/categories").json().get("categories")) count.put(c.get("name").asText(), c.get("players").asInt());
    assertEquals(Map.of("Sub 12", 1, "Absoluto", 1), count);
    assertTrue(byName(arbiter, id).get("Ana").get("cycle").isNull());
  }

  @OnBothDatabases
  void aListWithAPupilInNoGroupOrInTwoIsRefusedWhole(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long gap = arbiter.createEvent(Map.of("name", "Jovens e veteranos", "rounds", 3, "timeControl", "15+5", "season", 2022,
        "categories", List.of(Map.of("name", "Sub 12", "fromYear", 2011), Map.of("name", "Veteranos", "toYear", 1975))));
    String list = "name;birth_year;club\nAna;2012;A\nBeto;1990;B\nCaio;1970;C\n";
    var none = arbiter.csv(gap, list.getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, none.status(), none.body());
    JsonNode error = none.json().get("error");
    assertEquals("invalid_csv", error.get("code").asText());
    assertEquals(3, error.get("line").asInt());
    assertEquals(2, error.get("column").asInt(), "the birth year's column");
    assertTrue(error.get("message").asText().startsWith("Linha 3, coluna 2: \"Beto\": quem nasceu em 1990"), error.toString());
    assertTrue(error.get("message").asText().contains("não cabe em nenhuma categoria") && error.get("message").asText().endsWith("Nada foi importado."),
        error.toString());
    assertEquals(0, byName(arbiter, gap).size());

    long overlap = arbiter.createEvent(Map.of("name", "Misto", "rounds", 3, "timeControl", "15+5", "season", 2022,
        "categories", List.of(
            Map.of("name", "Sub 12", "fromYear", 2011, "cycles", List.of("1", "2")),
            Map.of("name", "2º ciclo", "fromYear", 2009, "cycles", "2"),
            Map.of("name", "Outros", "toYear", 2010))));
    JsonNode event = arbiter.api.get("/api/events/" + overlap).json();
    assertEquals("[\"1\",\"2\"]", event.get("categories").get(0).get("cycles").toString());
    assertEquals("[]", event.get("categories").get(2).get("cycles").toString());
    String pupils = "name;ciclo;birth_year\nDora;1;2013\nEli;2;2012\n";
    var two = arbiter.csv(overlap, pupils.getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, two.status(), two.body());
    error = two.json().get("error");
    assertEquals(3, error.get("line").asInt());
    assertEquals(2, error.get("column").asInt(), "the cycle's column");
    assertTrue(error.get("message").asText().contains("\"Eli\": quem nasceu em 2012 no 2º ciclo cabe em 2 categorias, Sub 12 e 2º ciclo"),
        error.toString());
    assertEquals(0, byName(arbiter, overlap).size());
    var one = arbiter.api.post("/api/events/" + overlap + "/players", Map.of("name", "Eli", "birthYear", 2012, "cycle", 2));
    assertEquals(400, one.status());
    assertEquals("invalid_age_group", one.errorCode());
    var badCycle = arbiter.api.post("/api/events", Map.of("name", "X", "rounds", 3, "timeControl", "15+5",
        "categories", List.of(Map.of("name", "A", "cycles", List.of("4")))));
    assertEquals("invalid_categories", badCycle.errorCode());
  }
}
