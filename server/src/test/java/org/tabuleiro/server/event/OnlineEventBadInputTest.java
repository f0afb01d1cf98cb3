package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * What joining and changing an event played in the club refuses, each with its code and a Portuguese message, and
 * nothing changed: a full, closed or finished event, joining twice, the organiser's conditions (invitation code,
 * rating range, rated games, age group), the time control changed after the start, bad settings.
 */
class OnlineEventBadInputTest {
  @OnBothDatabases
  void joiningIsRefusedWithClearMessages(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "juiz");
    long full = arbiter.createEvent(Map.of("name", "Cheio", "mode", "online", "timeControl", "3+2", "rounds", 3,
        "entry", Map.of("maxPlayers", 2)));
    EventClient ana = EventClient.player(server, "ana"), bia = EventClient.player(server, "bia"), caio = EventClient.player(server, "caio");
    assertEquals(201, ana.api.post("/api/events/" + full + "/join", null).status());
    refused(ana.api.post("/api/events/" + full + "/join", null), 409, "already_joined", "Já está inscrito");
    assertEquals(201, bia.api.post("/api/events/" + full + "/join", null).status());
    refused(caio.api.post("/api/events/" + full + "/join", null), 409, "event_full", "completo");
    JsonNode standing = caio.api.get("/api/events/" + full + "/join").json();
    assertFalse(standing.path("canJoin").asBoolean());
    assertEquals("event_full", standing.path("refusal").path("code").asText());
    refused(server.client().post("/api/events/" + full + "/join", null), 401, "not_signed_in", null);
    // Ana leaves before round 1: her registration goes, and Caio takes the place.
    JsonNode left = ana.api.post("/api/events/" + full + "/withdraw", null).json();
    assertTrue(left.path("removed").asBoolean(), left.toString());
    refused(ana.api.post("/api/events/" + full + "/withdraw", null), 409, "not_joined", "Não está inscrito");
    assertEquals(201, caio.api.post("/api/events/" + full + "/join", null).status());
    assertEquals(2, arbiter.api.get("/api/events/" + full + "/players").json().path("players").size());

    // The time control does not change once round 1 is paired; before, it does.
    var changed = arbiter.api.patch("/api/events/" + full, Map.of("timeControl", "5+0"));
    assertEquals(200, changed.status(), changed.body());
    assertEquals("5+0", changed.json().path("timeControl").asText());
    assertEquals(200, arbiter.pair(full).status());
    String before = arbiter.api.get("/api/events/" + full + "/audit").body();
    refused(arbiter.api.patch("/api/events/" + full, Map.of("timeControl", "15+5")), 409, "event_started", "ritmo");
    refused(arbiter.api.patch("/api/events/" + full, Map.of("mode", "otb")), 409, "event_started", null);
    assertEquals(before, arbiter.api.get("/api/events/" + full + "/audit").body(), "a refused change changes nothing");
    refused(bia.api.patch("/api/events/" + full, Map.of("timeControl", "1+0")), 403, "not_event_arbiter", null);

    // An over-the-board event is not open to players unless the organiser says so.
    long closed = arbiter.createEvent(Map.of("name", "Presencial", "timeControl", "15+5", "rounds", 5));
    refused(ana.api.post("/api/events/" + closed + "/join", null), 409, "entry_closed", "árbitro");

    // A finished event.
    long finished = arbiter.createEvent(Map.of("name", "Acabado", "timeControl", "15+5", "rounds", 1, "entry", Map.of("open", true)));
    EventClient dan = EventClient.player(server, "dan");
    assertEquals(201, ana.api.post("/api/events/" + finished + "/join", null).status());
    assertEquals(201, dan.api.post("/api/events/" + finished + "/join", null).status());
    assertEquals(200, arbiter.pair(finished).status());
    assertEquals(200, arbiter.result(finished, 1, 1, "1-0").status());
    refused(bia.api.post("/api/events/" + finished + "/join", null), 409, "event_finished", "terminou");
    refused(dan.api.post("/api/events/" + finished + "/withdraw", null), 409, "event_finished", "terminou");

    // The organiser's conditions.
    long invited = arbiter.createEvent(Map.of("name", "Convidados", "mode", "online", "timeControl", "3+2", "rounds", 3,
        "entry", Map.of("code", "Xeque-2026")));
    assertTrue(arbiter.api.get("/api/events/" + invited).json().path("entry").path("invitation").asBoolean());
    assertFalse(arbiter.api.get("/api/events/" + invited).body().contains("Xeque-2026"), "the code is never shown");
    refused(ana.api.post("/api/events/" + invited + "/join", null), 403, "invitation_required", "código");
    refused(ana.api.post("/api/events/" + invited + "/join", Map.of("code", "xeque")), 403, "invalid_invitation_code", "código");
    assertEquals(201, ana.api.post("/api/events/" + invited + "/join", Map.of("code", " xeque-2026 ")).status());

    long strong = arbiter.createEvent(Map.of("name", "Fortes", "mode", "online", "timeControl", "3+2", "rounds", 3,
        "entry", Map.of("minRating", 1600, "maxRating", 2000)));
    refused(ana.api.post("/api/events/" + strong + "/join", null), 403, "rating_out_of_range", "1500");
    long experienced = arbiter.createEvent(Map.of("name", "Experientes", "mode", "online", "timeControl", "3+2", "rounds", 3,
        "entry", Map.of("minRatedGames", 5)));
    refused(ana.api.post("/api/events/" + experienced + "/join", null), 403, "not_enough_rated_games", "5");
    long young = arbiter.createEvent(Map.of("name", "Sub 10", "mode", "online", "timeControl", "10+5", "rounds", 3,
        "season", 2026, "entry", Map.of("ageGroup", "Sub 10")));
    refused(ana.api.post("/api/events/" + young + "/join", null), 403, "birth_year_required", "ano de nascimento");
    assertEquals(200, ana.api.patch("/api/me", Map.of("birthYear", 1990)).status());
    refused(ana.api.post("/api/events/" + young + "/join", null), 403, "age_group", "1990");
    assertEquals(200, bia.api.patch("/api/me", Map.of("birthYear", 2018)).status());
    assertEquals(201, bia.api.post("/api/events/" + young + "/join", null).status());
  }

  @OnBothDatabases
  void badSettingsAreRefused(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "juiz");
    Map<String, Object> base = Map.of("name", "X", "timeControl", "3+2", "rounds", 3);
    refused(create(arbiter, base, Map.of("mode", "correio")), 400, "invalid_mode", "online");
    refused(create(arbiter, Map.of("name", "X", "timeControl", "3d", "rounds", 3), Map.of("mode", "online")), 400,
        "invalid_time_control", "relógio");
    refused(create(arbiter, base, Map.of("mode", "online", "waitSeconds", 2)), 400, "invalid_wait", "primeiro lance");
    refused(create(arbiter, base, Map.of("mode", "online", "pauseSeconds", -1)), 400, "invalid_pause", "pausa");
    refused(create(arbiter, base, Map.of("mode", "online", "startsAt", "amanhã")), 400, "invalid_date", "ISO 8601");
    refused(create(arbiter, base, Map.of("waitSeconds", 30)), 400, "invalid_field", "online");
    refused(create(arbiter, base, Map.of("mode", "online", "entry", Map.of("maxPlayers", 1))), 400, "invalid_entry", "maxPlayers");
    refused(create(arbiter, base, Map.of("mode", "online", "entry", Map.of("minRating", 2000, "maxRating", 1000))), 400,
        "invalid_entry", "minRating");
    refused(create(arbiter, base, Map.of("mode", "online", "entry", Map.of("convite", "x"))), 400, "invalid_entry", "convite");
    refused(create(arbiter, Map.of("name", "Equipas", "system", "team-swiss", "boards", 4, "timeControl", "3+2", "rounds", 3),
        Map.of("mode", "online")), 400, "invalid_mode", "equipes");
    assertEquals(0, arbiter.api.get("/api/events").json().path("events").size(), "nothing was created");
    // The defaults: 5 minutes' wait at 15+5, 2 at 3+2, 1 at 1+0.
    for (var tc : List.of(List.of("15+5", 300), List.of("3+2", 120), List.of("1+0", 60))) {
      long id = arbiter.createEvent(Map.of("name", "Ritmo " + tc.get(0), "mode", "online", "timeControl", tc.get(0), "rounds", 3));
      assertEquals(tc.get(1), arbiter.api.get("/api/events/" + id).json().path("online").path("waitSeconds").asInt(), tc.toString());
    }
  }

  private static ApiClient.Response create(EventClient arbiter, Map<String, Object> base, Map<String, Object> extra) {
    Map<String, Object> body = new HashMap<>(base);
    body.putAll(extra);
    return arbiter.api.post("/api/events", body);
  }

  /**
   * The open-entry path of the outside probe: a display name {@code =HYPERLINK(...)} becoming a registered name. It
   * can no longer be set (sign-up, profile), and one stored before the rule (written here straight into the
   * database) keeps its account out of events until changed; "@ana", a name that may begin so, joins and is a text
   * cell in standings.csv and standings.tsv.
   */
  @OnBothDatabases
  void aDisplayNameThatStartsAFormulaNeverBecomesAPlayersName(TestServer server) {
    String formula = "=HYPERLINK(\"http://evil.example/x\",\"Clique\")";
    EventClient arbiter = EventClient.arbiter(server, "juiz");
    long id = arbiter.createEvent(Map.of("name", "Aberto online", "mode", "online", "timeControl", "3+2", "rounds", 3));
    ApiClient guest = server.client();
    refused(guest.post("/api/accounts", Map.of("username", "eva", "password", "cavalo-azul-salta", "displayName", formula)),
        400, "invalid_display_name", "não pode começar por \"=\"");
    EventClient eva = EventClient.player(server, "eva");
    refused(eva.api.patch("/api/me", Map.of("displayName", formula)), 400, "invalid_display_name", "fórmula");
    refused(eva.api.patch("/api/me", Map.of("displayName", "\t+1")), 400, "invalid_display_name", "U+0009 na posição 1");
    // 31 emoji are 62 UTF-16 units: H2's VARCHAR(60) would not hold them (a 500), so they are too long.
    refused(eva.api.patch("/api/me", Map.of("displayName", "\uD83D\uDE00".repeat(31))), 400, "invalid_display_name", "60");

    server.server().database().jdbi().useHandle(h -> h.createUpdate("UPDATE accounts SET display_name = :n WHERE username = 'eva'")
        .bind("n", formula).execute());
    EventClient legacy = eva.on(server, "eva");
    JsonNode standing = legacy.api.get("/api/events/" + id + "/join").json();
    assertFalse(standing.path("canJoin").asBoolean(), standing.toString());
    assertEquals("invalid_display_name", standing.path("refusal").path("code").asText(), standing.toString());
    refused(legacy.api.post("/api/events/" + id + "/join", null), 400, "invalid_display_name", "mude-o no seu perfil");
    assertEquals(0, arbiter.api.get("/api/events/" + id + "/players").json().path("players").size());

    EventClient ana = EventClient.player(server, "ana");
    assertEquals(200, ana.api.patch("/api/me", Map.of("displayName", "@ana")).status());
    EventClient bia = EventClient.player(server, "bia");
    assertEquals(200, bia.api.patch("/api/me", Map.of("displayName", "-=Bia=-")).status());
    assertEquals(201, ana.api.post("/api/events/" + id + "/join", null).status());
    assertEquals(201, bia.api.post("/api/events/" + id + "/join", null).status());
    String tsv = server.client().get("/api/events/" + id + "/standings.tsv").body();
    String csv = server.client().get("/api/events/" + id + "/standings.csv").body();
    assertEquals(List.of("'-=Bia=-", "'@ana"), tsv.lines().skip(1).map(l -> l.split("\t")[2]).sorted().toList(), tsv);
    assertEquals(List.of("'-=Bia=-", "'@ana"), csv.lines().skip(1).map(l -> l.split(";")[2]).sorted().toList(), csv);
  }

  static void refused(ApiClient.Response r, int status, String code, String inMessage) {
    assertEquals(status, r.status(), r.body());
    assertEquals(code, r.errorCode(), r.body());
    String message = r.json().path("error").path("message").asText();
    assertFalse(message.isBlank(), r.body());
    if (inMessage != null) assertTrue(message.contains(inMessage), "\"" + message + "\" should say " + inMessage);
  }
}
