package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.pairing.dutch.DutchChecker;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * A championship's day: four sections (1st cycle merged; Infantis 1 by gender; the older groups merged as a round
 * robin), one list placing each pupil in exactly one section (the 2013-born both ways), every section paired by one
 * action, each section's TRF as {@code pair --check} and {@code standings} read it; refusals that store nothing.
 */
class ChampionshipTest {
  /** Season 2022: 1st cycle Sub 8 (2015+) and Sub 10 (2014-); 2nd/3rd cycles Infantis 1 (2012+), Infantis, ... */
  static final String LIST = org.tabuleiro.server.testing.SchoolDayPupils.csv2022();

  static final String TIEBREAKS = "DE,BH-C1,BH,SB,WIN";

  /** The four sections of the day, by name: {@code ageGroups}, {@code genders}, system. */
  static Map<String, Long> fourSections(EventClient arbiter, long championship) {
    Map<String, Long> ids = new LinkedHashMap<>();
    ids.put("1º ciclo", section(arbiter, championship, "1º ciclo", List.of("Sub 8", "Sub 10"), List.of("F", "M"), "swiss", 3));
    ids.put("Infantis 1 F", section(arbiter, championship, "Infantis 1 F", List.of("Infantis 1"), List.of("F"), "swiss", 3));
    ids.put("Infantis 1 M", section(arbiter, championship, "Infantis 1 M", List.of("Infantis 1"), List.of("M"), "swiss", 3));
    ids.put("Infantis a Juniores", section(arbiter, championship, "Infantis a Juniores",
        List.of("Infantis", "Iniciados", "Juvenis", "Juniores/Seniores"), List.of("F", "M"), "round-robin", 3));
    return ids;
  }

  static long section(EventClient arbiter, long championship, String name, List<String> groups, List<String> genders, String system, int rounds) {
    var r = arbiter.api.post("/api/championships/" + championship + "/sections", Map.of("name", name, "timeControl", "15+5",
        "rounds", rounds, "system", system, "ratingUsed", "none", "ageGroups", groups, "genders", genders));
    assertEquals(201, r.status(), r.body());
    return r.json().get("event").asLong();
  }

  static long championship(EventClient arbiter) {
    var r = arbiter.api.post("/api/championships", Map.of("name", "Jornada 1 — Tomar", "season", 2022));
    assertEquals(201, r.status(), r.body());
    assertEquals(2022, r.json().path("championship").path("season").asInt());
    return r.json().get("id").asLong();
  }

  static ApiClient.Response importList(EventClient arbiter, long championship, String csv) {
    return arbiter.raw("POST", "/api/championships/" + championship + "/players", csv.getBytes(StandardCharsets.UTF_8),
        Map.of("Content-Type", "text/csv"));
  }

  private static List<String> names(TestServer server, long event) {
    List<String> out = new ArrayList<>();
    for (JsonNode p : server.client().get("/api/events/" + event + "/players").json().get("players")) out.add(p.get("name").asText());
    out.sort(null);
    return out;
  }

  @OnBothDatabases
  void eachPupilLandsInOneSectionAndEverySectionIsPairedByOneAction(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = championship(arbiter);
    Map<String, Long> sections = fourSections(arbiter, id);
    var imported = importList(arbiter, id, LIST);
    assertEquals(200, imported.status(), imported.body());
    assertEquals(17, imported.json().get("imported").asInt());

    // The 2013-born both ways: Bruno (1st cycle) with the 1st cycle, Eva and Filipe (2nd) in Infantis 1 by gender.
    assertEquals(List.of("Ana Sub8", "Bruno Sub10", "Carlos Sub10", "Duarte Sub10", "Rita Sub10", "Rui Sub8"), names(server, sections.get("1º ciclo")));
    assertEquals(List.of("Eva Inf1", "Sara Inf1", "Teresa Inf1"), names(server, sections.get("Infantis 1 F")));
    assertEquals(List.of("Filipe Inf1", "Gil Inf1", "Hugo Inf1", "Ivo Inf1"), names(server, sections.get("Infantis 1 M")));
    assertEquals(List.of("Ines Infantis", "João Iniciados", "Lara Juvenis", "Mario Juniores"), names(server, sections.get("Infantis a Juniores")));

    // The picker's read: the sections in order, from the championship and from any of its events.
    JsonNode c = server.client().get("/api/championships/" + id).json();
    assertEquals(List.copyOf(sections.keySet()), names(c.get("sections")));
    JsonNode viaEvent = server.client().get("/api/events/" + sections.get("Infantis 1 M") + "/championship").json();
    assertEquals(id, viaEvent.get("id").asLong());
    assertEquals(404, server.client().get("/api/events/" + arbiter.createEvent(Map.of("name", "Solto", "rounds", 3, "timeControl", "15+5")) + "/championship").status());

    for (int round = 1; round <= 3; round++) {
      var all = arbiter.api.post("/api/championships/" + id + "/rounds", null);
      assertEquals(200, all.status(), all.body());
      assertEquals(4, all.json().get("sections").size());
      for (JsonNode s : all.json().get("sections")) {
        assertEquals("paired", s.get("status").asText(), s.toString());
        assertEquals(round, s.get("round").asInt(), s.toString());
        long event = s.get("event").asLong();
        int b = 0;
        for (JsonNode board : arbiter.api.get("/api/events/" + event + "/rounds/" + round).json().path("boards")) {
          if (board.get("black").isNull()) continue;
          String result = List.of("1-0", "1/2-1/2", "0-1").get((round + b++ + (int) event) % 3);
          assertEquals(200, arbiter.result(event, round, board.get("board").asInt(), result).status());
        }
      }
    }
    // Every round paired: each section refuses on its own, with its reason.
    var after = arbiter.api.post("/api/championships/" + id + "/rounds", null);
    assertEquals(200, after.status(), after.body());
    for (JsonNode s : after.json().get("sections")) {
      assertEquals("refused", s.get("status").asText(), s.toString());
      assertEquals("all_rounds_paired", s.get("code").asText(), s.toString());
    }

    // Infantis 1's schools across its two sections (girls and boys): each pupil once, best 3 of each school.
    JsonNode schools = server.client().get("/api/championships/" + id + "/schools?category=infantis%201").json();
    Map<String, Integer> pupils = new HashMap<>();
    Map<String, Double> points = new HashMap<>();
    for (String section : List.of("Infantis 1 F", "Infantis 1 M")) {
      for (String row : server.client().get("/api/events/" + sections.get(section) + "/standings.tsv").body().split("\n")) {
        if (row.startsWith("rank")) continue;
        String[] cells = row.split("\t");
        String name = cells[2];
        String school = List.of("Eva Inf1", "Filipe Inf1", "Ivo Inf1").contains(name) ? "EB Tomar" : "EB Leiria";
        pupils.merge(school, 1, Integer::sum);
        points.merge(school + "/" + name, Double.parseDouble(cells[3]), Double::sum);
      }
    }
    assertEquals(2, schools.get("schools").size(), schools.toString());
    for (JsonNode sc : schools.get("schools")) {
      String school = sc.get("school").asText();
      assertEquals(pupils.get(school), sc.get("pupils").asInt(), school);
      List<Double> mine = points.entrySet().stream().filter(e -> e.getKey().startsWith(school + "/")).map(Map.Entry::getValue)
          .sorted(java.util.Comparator.reverseOrder()).limit(3).toList();
      assertEquals(mine.stream().mapToDouble(Double::doubleValue).sum(), sc.get("points").asDouble(), 1e-9, school);
    }
    assertEquals(7, pupils.values().stream().mapToInt(Integer::intValue).sum());
    assertEquals(400, server.client().get("/api/championships/" + id + "/schools?category=Sub%2012").status());

    // Each section's TRF: the CLI's standings equal the server's, and a Swiss re-pairs as pair --check does.
    var anyone = server.client();
    for (var en : sections.entrySet()) {
      String trf = anyone.get("/api/events/" + en.getValue() + "/export.trf").body();
      assertEquals(anyone.get("/api/events/" + en.getValue() + "/standings.tsv").body(), EventRunTest.cliStandings(trf, TIEBREAKS), en.getKey());
      if (en.getKey().equals("Infantis a Juniores")) continue;   // a round robin: pair --check re-pairs a Swiss
      Trf parsed = TrfReader.read(trf);
      var checks = DutchChecker.check(parsed, Acceleration.forTrf(parsed, false));
      assertEquals(3, checks.size(), en.getKey());
      for (var check : checks) assertTrue(check.agrees(), en.getKey() + " round " + check.round());
    }
  }

  private static List<String> names(JsonNode sections) {
    List<String> out = new ArrayList<>();
    for (JsonNode s : sections) out.add(s.get("name").asText());
    return out;
  }

  @OnBothDatabases
  void aPupilInNoSectionOrAnOverlapOrADuplicateStoresNothing(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = championship(arbiter);
    long first = section(arbiter, id, "1º ciclo", List.of("Sub 8", "Sub 10"), List.of("F", "M"), "swiss", 3);
    long girls = section(arbiter, id, "Infantis 1 F", List.of("Infantis 1"), List.of("F"), "swiss", 3);

    // A section taking pupils another takes is refused, and no event is left behind.
    int before = arbiter.api.get("/api/events").json().get("events").size();
    var overlap = arbiter.api.post("/api/championships/" + id + "/sections", Map.of("name", "Sub 10 F", "timeControl", "15+5",
        "rounds", 3, "ageGroups", List.of("sub 10"), "genders", List.of("F")));
    assertEquals(409, overlap.status(), overlap.body());
    assertEquals("section_overlaps", overlap.errorCode());
    assertEquals(before, arbiter.api.get("/api/events").json().get("events").size());
    var unknown = arbiter.api.post("/api/championships/" + id + "/sections", Map.of("name", "X", "timeControl", "15+5",
        "rounds", 3, "ageGroups", List.of("Sub 12")));
    assertEquals("invalid_age_group", unknown.errorCode());

    // A boy of Infantis 1: no section takes him (the girls' one only by gender): line 3, the gender's column.
    var noSection = importList(arbiter, id, "Nome;Sexo;Ano de nascimento;Escola;Ciclo\n"   // a school's list: Portuguese headers
        + "Ana;F;2015;EB Tomar;1\nFilipe;M;2013;EB Tomar;2\n");
    assertEquals(400, noSection.status(), noSection.body());
    JsonNode error = noSection.json().get("error");
    assertEquals("invalid_csv", error.get("code").asText());
    assertEquals(3, error.get("line").asInt());
    assertEquals(2, error.get("column").asInt());
    assertTrue(error.get("message").asText().contains("não cabe em nenhuma seção"), error.toString());
    assertEquals(List.of(), names(server, first));

    // A duplicate of a pupil already in the girls' section: refused there, so the 1st cycle's pupils are not kept either.
    assertEquals(200, importList(arbiter, id, "name;gender;birth_year;club;cycle\nEva;F;2013;EB Tomar;2\n").status());
    var duplicate = importList(arbiter, id, "name;gender;birth_year;club;cycle\nAna;F;2015;EB Tomar;1\nEva;F;2013;EB Tomar;2\n");
    assertEquals(400, duplicate.status(), duplicate.body());
    assertEquals("duplicate_player", duplicate.errorCode());
    assertEquals(List.of(), names(server, first));
    assertEquals(List.of("Eva"), names(server, girls));

    // Pair all: the girls' section (one player) refused, the 1st cycle paired.
    assertEquals(200, importList(arbiter, id, "name;gender;birth_year;club;cycle\nAna;F;2015;EB Tomar;1\nRui;M;2016;EB Leiria;1\n").status());
    var all = arbiter.api.post("/api/championships/" + id + "/rounds", null);
    Map<Long, JsonNode> bySection = new HashMap<>();
    for (JsonNode s : all.json().get("sections")) bySection.put(s.get("event").asLong(), s);
    assertEquals("paired", bySection.get(first).get("status").asText(), all.body());
    assertEquals("refused", bySection.get(girls).get("status").asText(), all.body());
    assertEquals("not_enough_players", bySection.get(girls).get("code").asText(), all.body());

    // Only its creator (or an admin) changes it.
    EventClient other = EventClient.arbiter(server, "outro");
    assertEquals(403, other.api.post("/api/championships/" + id + "/rounds", null).status());
    assertEquals(401, server.client().post("/api/championships/" + id + "/rounds", null).status());
  }
}
