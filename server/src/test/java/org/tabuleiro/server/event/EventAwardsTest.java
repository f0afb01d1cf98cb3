package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * A school championship's awards, checked against this test's own tally of the results it entered: standings per
 * age group and gender, the medal list and the school classification (best N pupils, incomplete and absent schools).
 */
class EventAwardsTest {
  private record Pupil(int no, String name, String gender, int year, String school) {}

  @OnBothDatabases
  void medalsAndSchoolsFollowTheResultsPerAgeGroupAndGender(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Regional Escolar", "rounds", 5, "timeControl", "15+5",
        "tiebreaks", "school", "season", 2026, "ratingUsed", "none"));
    Random rnd = new Random(5);
    String[] schools = {"EB Tomar", "EB Leiria", "EB Fátima"};
    StringBuilder csv = new StringBuilder("name;gender;birth_year;club\n");
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < 36; i++) {
      // Iniciados (born 2012-2013) and Infantis (2014-2015), both genders, three schools
      lines.add("Aluno " + (char) ('A' + i % 26) + (i / 26) + ";" + (i % 2 == 0 ? "F" : "M") + ";" + (2012 + rnd.nextInt(4)) + ";" + schools[i % 3]);
    }
    lines.add("Sozinho Ausente;M;2013;EB Ausente");
    lines.forEach(l -> csv.append(l).append('\n'));
    assertEquals(200, arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());

    // Before round 1 start numbers are the registration order: 37 is the last line, a school's only pupil, who
    // does not come. Round 1 renumbers by name (no rating is used), so the numbers are read back after.
    Map<Integer, Pupil> pupils = new HashMap<>();
    assertEquals(200, arbiter.api.patch("/api/events/" + id + "/players/37", Map.of("withdrawnFrom", 1)).status());
    Map<Integer, Integer> half = new HashMap<>();
    for (int round = 1; round <= 5; round++) {
      var paired = arbiter.pair(id);
      assertEquals(200, paired.status(), paired.body());
      for (JsonNode b : paired.json().get("boards")) {
        int white = b.get("white").asInt();
        if (b.get("black").isNull()) {
          half.merge(white, 2, Integer::sum);
          continue;
        }
        int black = b.get("black").asInt();
        String result = new String[] {"1-0", "0-1", "1/2-1/2"}[rnd.nextInt(3)];
        assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), result).status());
        half.merge(white, result.equals("1-0") ? 2 : result.equals("0-1") ? 0 : 1, Integer::sum);
        half.merge(black, result.equals("0-1") ? 2 : result.equals("1-0") ? 0 : 1, Integer::sum);
      }
    }
    for (JsonNode p : arbiter.api.get("/api/events/" + id + "/players").json().get("players")) {
      pupils.put(p.get("startNo").asInt(), new Pupil(p.get("startNo").asInt(), p.get("name").asText(), p.get("gender").asText(),
          p.get("birthYear").asInt(), p.get("club").asText()));
    }
    JsonNode alone = arbiter.api.get("/api/events/" + id + "/players").json().get("players");
    assertTrue(java.util.stream.StreamSupport.stream(alone.spliterator(), false)
        .anyMatch(p -> p.get("name").asText().equals("Sozinho Ausente") && p.get("withdrawnFrom").asInt() == 1));

    var anyone = server.client();
    // Standings per group: exactly the group's players, ranks counted within it.
    for (String category : List.of("Iniciados", "Infantis")) {
      int lo = category.equals("Iniciados") ? 2012 : 2014;
      for (String gender : List.of("F", "M")) {
        String tsv = anyone.get("/api/events/" + id + "/standings.tsv?category=" + category + "&gender=" + gender).body();
        String[] rows = tsv.split("\n");
        long expected = pupils.values().stream().filter(p -> p.gender().equals(gender) && p.year() >= lo && p.year() <= lo + 1).count();
        assertEquals(expected, rows.length - 1, category + " " + gender);
        assertEquals("1", rows[1].split("\t")[0]);
        double previous = Double.MAX_VALUE;
        for (int i = 1; i < rows.length; i++) {
          String[] cells = rows[i].split("\t");
          Pupil p = pupils.get(Integer.parseInt(cells[1]));
          assertEquals(gender, p.gender());
          assertTrue(p.year() >= lo && p.year() <= lo + 1, p + " in " + category);
          double pts = Double.parseDouble(cells[3]);
          assertEquals(half.getOrDefault(p.no(), 0) / 2.0, pts, 1e-9);
          assertTrue(pts <= previous);
          previous = pts;
        }
      }
    }

    // Medals: the first three of each group that has players; nobody outside them scored more.
    JsonNode medals = anyone.get("/api/events/" + id + "/medals").json().get("medals");
    int groups = 0;
    for (JsonNode g : medals) {
      String category = g.get("category").asText();
      if (!category.equals("Iniciados") && !category.equals("Infantis")) continue;
      groups++;
      int lo = category.equals("Iniciados") ? 2012 : 2014;
      String gender = g.get("gender").asText();
      List<Integer> medalists = new ArrayList<>();
      for (JsonNode p : g.get("players")) {
        assertTrue(p.get("rank").asInt() <= 3);
        medalists.add(p.get("startNo").asInt());
      }
      assertTrue(medalists.size() >= 3, category + " " + gender);
      double lowestMedal = medalists.stream().mapToDouble(n -> half.getOrDefault(n, 0) / 2.0).min().orElseThrow();
      for (Pupil p : pupils.values()) {
        if (!p.gender().equals(gender) || p.year() < lo || p.year() > lo + 1 || medalists.contains(p.no())) continue;
        assertTrue(half.getOrDefault(p.no(), 0) / 2.0 <= lowestMedal, p + " scored more than a medallist");
      }
    }
    assertEquals(4, groups, "Iniciados and Infantis, F and M");

    // Schools of the Iniciados, best 4 pupils whatever their gender.
    JsonNode classification = anyone.get("/api/events/" + id + "/schools?category=Iniciados&best=4").json();
    assertEquals("Iniciados", classification.get("category").asText());
    Map<String, List<Double>> points = new HashMap<>();
    for (Pupil p : pupils.values()) {
      if (p.year() < 2012 || p.year() > 2013) continue;
      points.computeIfAbsent(p.school(), k -> new ArrayList<>()).add(half.getOrDefault(p.no(), 0) / 2.0);
    }
    JsonNode list = classification.get("schools");
    assertEquals(points.size(), list.size());
    double previous = Double.MAX_VALUE;
    for (JsonNode s : list) {
      List<Double> own = points.get(s.get("school").asText());
      own.sort(Comparator.reverseOrder());
      double sum = own.subList(0, Math.min(4, own.size())).stream().mapToDouble(Double::doubleValue).sum();
      assertEquals(sum, s.get("points").asDouble(), 1e-9, s.toString());
      assertEquals(own.size() < 4, s.get("incomplete").asBoolean(), s.toString());
      boolean absent = s.get("school").asText().equals("EB Ausente");
      assertEquals(absent, s.get("absent").asBoolean(), s.toString());
      if (!absent) {
        assertTrue(sum <= previous, "ranked by points");
        previous = sum;
      }
    }
    assertEquals("EB Ausente", list.get(list.size() - 1).get("school").asText(), "the absent school last");
    assertFalse(anyone.get("/api/events/" + id + "/schools?category=Veteranos").status() == 200);
  }

  @OnBothDatabases
  void anEventMayDefineItsOwnAgeGroupsByBirthYears(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    var bad = arbiter.api.post("/api/events", Map.of("name", "X", "rounds", 3, "timeControl", "15+5",
        "categories", List.of(Map.of("name", "Sub 12", "fromYear", 2016, "toYear", 2014))));
    assertEquals(400, bad.status());
    assertEquals("invalid_categories", bad.errorCode());
    assertTrue(bad.body().contains("Categoria") && !bad.body().contains("Escal"), "Brazilian words: " + bad.body());
    long id = arbiter.createEvent(Map.of("name", "Aberto Jovem", "rounds", 3, "timeControl", "15+5", "schoolBest", 2,
        "categories", List.of(Map.of("name", "Sub 12", "fromYear", 2014), Map.of("name", "Absoluto", "toYear", 2013))));
    var event = arbiter.api.get("/api/events/" + id).json();
    assertEquals("Sub 12", event.get("categories").get(0).get("name").asText());
    assertEquals(2, event.get("schoolBest").asInt());
    String csv = "name;birth_year;gender;club\nAna;2015;F;A\nBia;2010;F;A\nCarlos;2014;M;B\nDiogo;2009;M;B\nEva;;F;A\n";
    assertEquals(200, arbiter.csv(id, csv.getBytes(StandardCharsets.UTF_8), "text/csv").status());
    assertEquals(200, arbiter.pair(id).status());
    String[] sub12 = server.client().get("/api/events/" + id + "/standings.tsv?category=sub12").body().split("\n");
    assertEquals(3, sub12.length, "Ana and Carlos, born 2014 or later");
    assertEquals(2, server.client().get("/api/events/" + id + "/standings.tsv?category=Absoluto").body().split("\n").length - 1,
        "Bia and Diogo, born 2013 or before (not Eva, without a birth year)");
    var unknown = server.client().get("/api/events/" + id + "/standings.tsv?category=Infantis");
    assertEquals(400, unknown.status());
    assertTrue(unknown.json().path("error").path("message").asText().contains("Sub 12, Absoluto"), unknown.body());
    assertEquals(2, server.client().get("/api/events/" + id + "/schools?category=Absoluto").json().get("best").asInt());
  }
}
