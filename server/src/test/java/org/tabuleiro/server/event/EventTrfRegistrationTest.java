package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.tournament.trf.TrfPlayer;

/** Players registered from a TRF's 001 records: the fields a TRF has, all or nothing, faults at line and column. */
class EventTrfRegistrationTest {
  private static String line(int no, String sex, String name, int rating, String fed, String fideId, String birth) {
    return new TrfPlayer(no, sex, "", name, rating, fed, fideId, birth, "0.0", 0, List.of()).format() + "\n";
  }

  private static final String TRF = "012 Campeonato Distrital\n"
      + line(1, "m", "Gonçalves, João", 1876, "POR", "1965901", "2011/04/21")
      + line(2, "w", "Sá, Inês", 0, "BRA", "", "2013")
      + line(3, "f", "Magalhães, Leonor", 1502, "POR", "0", "2012/00/00")
      + line(4, "", "Antunes, Tomás", 1433, "", "", "")
      + "DAT 0001 GROUP Escola Básica de Ílhavo\n"
      + "DAT 3 CLUB Clube de Xadrez de Coimbra\n";

  private static long event(EventClient arbiter) {
    return arbiter.createEvent(Map.of("name", "Distrital", "system", "swiss", "rounds", 5, "timeControl", "15+5"));
  }

  @OnBothDatabases
  void eachPlayerRecordGivesAPlayerWithTheFieldsTheTrfHas(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    var r = arbiter.csv(id, TRF.getBytes(Charset.forName("windows-1252")), "application/x-trf");
    assertEquals(200, r.status(), r.body());
    assertEquals(4, r.json().get("imported").asInt());
    List<String> got = new ArrayList<>();
    for (JsonNode p : arbiter.api.get("/api/events/" + id + "/players").json().get("players")) {
      got.add(String.join("|", p.get("startNo").asText(), p.get("name").asText(), p.get("gender").asText(),
          p.get("birthYear").asText(), p.get("birthDate").asText(), p.get("club").asText(), p.get("fideId").asText(),
          p.get("federation").asText(), p.get("rating").asText()));
    }
    assertEquals(List.of(
        "1|Gonçalves, João|M|2011|2011-04-21|Escola Básica de Ílhavo|1965901|POR|1876",
        "2|Sá, Inês|F|2013|null|null|null|BRA|0",
        "3|Magalhães, Leonor|F|2012|null|Clube de Xadrez de Coimbra|null|POR|1502",
        "4|Antunes, Tomás|null|null|null|null|null|null|1433"), got);

    // A text/plain (or text/csv) body is read as a TRF when its first line is a TRF record.
    long other = event(arbiter);
    var plain = arbiter.csv(other, TRF.getBytes(StandardCharsets.UTF_8), "text/plain; charset=utf-8");
    assertEquals(200, plain.status(), plain.body());
    assertEquals(4, plain.json().get("imported").asInt());
    var again = arbiter.csv(other, TRF.getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, again.status());
    assertEquals("duplicate_player", again.errorCode());
  }

  @OnBothDatabases
  void aBadRecordNamesItsLineAndColumnAndNothingIsImported(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    String badRating = TRF.replace(line(2, "w", "Sá, Inês", 0, "BRA", "", "2013"),
        line(2, "w", "Sá, Inês", 0, "BRA", "", "2013").substring(0, 48) + "12x4" + line(2, "w", "Sá, Inês", 0, "BRA", "", "2013").substring(52));
    var r = arbiter.csv(id, badRating.getBytes(StandardCharsets.UTF_8), "application/x-trf");
    assertEquals(400, r.status(), r.body());
    assertEquals("invalid_trf", r.errorCode());
    assertEquals(3, r.json().path("error").path("line").asInt(), r.body());
    assertEquals(49, r.json().path("error").path("column").asInt(), r.body());
    assertTrue(r.json().path("error").path("message").asText().startsWith("Linha 3, coluna 49: registro TRF ilegível (rating, colunas 49-52)"), r.body());

    String badDate = TRF.replace(line(4, "", "Antunes, Tomás", 1433, "", "", ""),
        line(4, "", "Antunes, Tomás", 1433, "", "", "2012/13/40"));
    var d = arbiter.csv(id, badDate.getBytes(StandardCharsets.UTF_8), "application/x-trf");
    assertEquals(400, d.status(), d.body());
    assertEquals(5, d.json().path("error").path("line").asInt());
    assertEquals(70, d.json().path("error").path("column").asInt());
    assertTrue(d.json().path("error").path("message").asText().contains("Nada foi importado"), d.body());

    var empty = arbiter.csv(id, "012 Sem jogadores\n".getBytes(StandardCharsets.UTF_8), "application/x-trf");
    assertEquals(400, empty.status());
    assertEquals("invalid_trf", empty.errorCode());
    assertEquals(0, arbiter.api.get("/api/events/" + id + "/players").json().get("players").size(), "nothing imported");
  }

  @OnBothDatabases
  void anEventsOwnExportRegistersTheSamePlayersElsewhere(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long first = event(arbiter);
    String csv = "name;gender;birth_date;federation;fide_id;rating\nAna Sá;F;2012-03-04;POR;123456;1800\nRui Lima;M;;BRA;;1700\n";
    assertEquals(200, arbiter.csv(first, csv.getBytes(StandardCharsets.UTF_8), "text/csv").status());
    var paired = arbiter.pair(first);
    assertEquals(200, arbiter.result(first, 1, 1, "1-0").status(), paired.body());
    String export = server.client().get("/api/events/" + first + "/export.trf").body();
    long second = event(arbiter);
    var r = arbiter.csv(second, export.getBytes(StandardCharsets.UTF_8), "application/x-trf");
    assertEquals(200, r.status(), r.body());
    JsonNode a = arbiter.api.get("/api/events/" + first + "/players").json().get("players");
    JsonNode b = arbiter.api.get("/api/events/" + second + "/players").json().get("players");
    for (int i = 0; i < 2; i++) {
      for (String f : List.of("name", "gender", "birthYear", "birthDate", "fideId", "federation", "rating")) {
        assertEquals(a.get(i).get(f), b.get(i).get(f), f + " of player " + (i + 1));
      }
    }
  }
}
