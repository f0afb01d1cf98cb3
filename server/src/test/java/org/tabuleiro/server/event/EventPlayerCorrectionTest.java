package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * A registered player's details corrected on the day ({@code PATCH /api/events/{id}/players/{no}} with {@code name},
 * {@code gender}, {@code birthYear}, {@code club}, {@code cycle}): the pupil moves to the age group the correction
 * gives; a correction that makes a duplicate, fits no group, or takes a section's pupil out of the section is
 * refused with nothing stored.
 */
class EventPlayerCorrectionTest {
  @OnBothDatabases
  void aCorrectedCycleMovesThePupilAndRefusalsStoreNothing(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = ChampionshipTest.championship(arbiter);   // season 2022
    Map<String, Long> sections = ChampionshipTest.fourSections(arbiter, id);
    assertEquals(200, ChampionshipTest.importList(arbiter, id, ChampionshipTest.LIST).status());
    long first = sections.get("1º ciclo");
    int bruno = startNo(server, first, "Bruno Sub10");   // 2013, 1st cycle: Sub 10

    // A name misspelt on the list, and the school: corrected, kept by start number, in the log.
    var named = arbiter.api.patch("/api/events/" + first + "/players/" + bruno, Map.of("name", "Bruno Simões", "club", "EB Tomar n.º 2"));
    assertEquals(200, named.status(), named.body());
    assertEquals("Bruno Simões", named.json().get("name").asText());
    assertEquals("EB Tomar n.º 2", named.json().get("club").asText());
    assertEquals(bruno, startNo(server, first, "Bruno Simões"));
    JsonNode log = arbiter.api.get("/api/events/" + first + "/audit").json().get("entries");
    assertTrue(log.toString().contains("nome: Bruno Sub10 → Bruno Simões"), log.toString());

    // Cycle 2 would make him Infantis 1, which the 1st cycle's section does not take: refused, nothing changed.
    var moved = arbiter.api.patch("/api/events/" + first + "/players/" + bruno, Map.of("cycle", "2"));
    assertEquals(400, moved.status(), moved.body());
    assertEquals("not_in_section", moved.errorCode());
    assertTrue(moved.json().path("error").path("message").asText().contains("Infantis 1"), moved.body());
    assertEquals("1", player(server, first, bruno).get("cycle").asText());

    // Another name and year that make him the same person as Carlos: refused.
    var dup = arbiter.api.patch("/api/events/" + first + "/players/" + bruno,
        new HashMap<>(Map.of("name", "Carlos Sub10", "club", "EB Leiria")));
    assertEquals("duplicate_player", dup.errorCode(), dup.body());
    assertEquals("Bruno Simões", player(server, first, bruno).get("name").asText());

    // Bad values: Portuguese, naming the field.
    var badGender = arbiter.api.patch("/api/events/" + first + "/players/" + bruno, Map.of("gender", "X"));
    assertEquals(400, badGender.status());
    assertEquals("invalid_gender", badGender.errorCode());
    assertEquals("invalid_cycle", arbiter.api.patch("/api/events/" + first + "/players/" + bruno, Map.of("cycle", "4")).errorCode());
    assertEquals(404, arbiter.api.patch("/api/events/" + first + "/players/99", Map.of("name", "Ninguém")).status());
    assertEquals(403, EventClient.player(server, "curioso").api.patch("/api/events/" + first + "/players/" + bruno, Map.of("name", "X")).status());

    // Outside a championship: an event with the school preset moves a pupil between groups by the corrected cycle.
    long open = arbiter.createEvent(Map.of("name", "Escolar", "rounds", 3, "timeControl", "15+5", "season", 2022, "ratingUsed", "none"));
    var r = arbiter.csv(open, "Nome;Sexo;Ano de nascimento;Escola;Ciclo\nEva;F;2013;EB Tomar;1\n".getBytes(java.nio.charset.StandardCharsets.UTF_8), "text/csv");
    assertEquals(200, r.status(), r.body());
    assertEquals("Sub 10", group(server, open, 1));
    assertEquals(200, arbiter.api.patch("/api/events/" + open + "/players/1", Map.of("cycle", "2")).status());
    assertEquals("Infantis 1", group(server, open, 1));
    // An open event with one group, Sub 12: corrected to 1990 she would fit none: refused, nothing stored.
    long sub12 = arbiter.createEvent(Map.of("name", "Sub 12", "rounds", 3, "timeControl", "15+5", "season", 2022, "ratingUsed", "none",
        "categories", java.util.List.of(Map.of("name", "Sub 12", "fromYear", 2011))));
    assertEquals(200, arbiter.csv(sub12, "Nome;Sexo;Ano de nascimento\nEva;F;2013\n".getBytes(java.nio.charset.StandardCharsets.UTF_8), "text/csv").status());
    var adult = arbiter.api.patch("/api/events/" + sub12 + "/players/1", Map.of("birthYear", 1990));
    assertEquals(400, adult.status(), adult.body());
    assertEquals("invalid_age_group", adult.errorCode());
    assertTrue(adult.json().path("error").path("message").asText().contains("Sub 12"), adult.body());
    assertEquals(2013, player(server, sub12, 1).get("birthYear").asInt());
  }

  private static int startNo(TestServer server, long event, String name) {
    for (JsonNode p : server.client().get("/api/events/" + event + "/players").json().get("players")) {
      if (p.get("name").asText().equals(name)) return p.get("startNo").asInt();
    }
    throw new AssertionError(name + " not in event " + event);
  }

  private static JsonNode player(TestServer server, long event, int startNo) {
    for (JsonNode p : server.client().get("/api/events/" + event + "/players").json().get("players")) {
      if (p.get("startNo").asInt() == startNo) return p;
    }
    throw new AssertionError(startNo + " not in event " + event);
  }

  /** The one age group the player's card gives. */
  private static String group(TestServer server, long event, int startNo) {
    JsonNode card = server.client().get("/api/events/" + event + "/players/" + startNo + "/card").json();
    assertEquals(1, card.path("player").path("categories").size(), card.toString());
    return card.path("player").path("categories").get(0).asText();
  }
}
