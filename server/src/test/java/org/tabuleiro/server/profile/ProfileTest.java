package org.tabuleiro.server.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

class ProfileTest {
  @OnBothDatabases
  void aPlayerUpdatesTheirProfileFieldByField(TestServer server) {
    ApiClient me = server.client();
    me.register("olga", "lua-azul-salta-1");
    var r = me.patch("/api/me", Map.of("displayName", "  Olga Sá ", "country", "br", "club", "Escola Básica de Tomar"));
    assertEquals(200, r.status(), r.body());
    assertEquals("Olga Sá", r.json().get("displayName").asText());
    assertEquals("BR", r.json().get("country").asText());

    r = me.patch("/api/me", Map.of("birthYear", 2009, "gender", "female"));
    assertEquals("Escola Básica de Tomar", r.json().get("club").asText(), "absent fields are kept");
    assertEquals(2009, r.json().get("birthYear").asInt());

    Map<String, Object> clear = new HashMap<>();
    clear.put("club", null);
    clear.put("gender", null);
    r = me.patch("/api/me", clear);
    assertTrue(r.json().get("club").isNull(), "null clears");
    assertTrue(r.json().get("gender").isNull());
    assertEquals("BR", me.get("/api/me").json().get("country").asText(), "stored, not only answered");
  }

  @OnBothDatabases
  void invalidProfileValuesAreRefusedAndChangeNothing(TestServer server) {
    ApiClient me = server.client();
    me.register("paulo", "lua-azul-salta-1");
    Map<Object, String> cases = new HashMap<>();
    cases.put(Map.of("country", "XX"), "invalid_country");
    cases.put(Map.of("country", "Portugal"), "invalid_country");
    cases.put(Map.of("birthYear", 1899), "invalid_birth_year");
    cases.put(Map.of("birthYear", 2027), "invalid_birth_year");  // the test clock says 2026
    cases.put(Map.of("birthYear", "2000"), "invalid_field");
    cases.put(Map.of("birthYear", 2000.5), "invalid_field");
    cases.put(Map.of("displayName", "x".repeat(61)), "invalid_display_name");
    cases.put(Map.of("displayName", "linha\nnova"), "invalid_display_name");
    cases.put(Map.of("club", 42), "invalid_field");
    cases.put(Map.of("gender", "robot"), "invalid_gender");
    cases.forEach((body, code) -> {
      var r = me.patch("/api/me", body);
      assertEquals(400, r.status(), body + ": " + r.body());
      assertEquals(code, r.errorCode(), body.toString());
    });
    var stored = me.get("/api/me").json();
    assertTrue(stored.get("country").isNull() && stored.get("birthYear").isNull() && stored.get("club").isNull());
  }

  @OnBothDatabases
  void thePublicProfileLeavesOutBirthYearAndGender(TestServer server) {
    ApiClient me = server.client();
    me.register("quim", "lua-azul-salta-1");
    me.patch("/api/me", Map.of("country", "AO", "birthYear", 2001, "gender", "male", "club", "Petro de Luanda"));
    var anyone = server.client().get("/api/players/Quim");
    assertEquals(200, anyone.status(), anyone.body());
    assertEquals("AO", anyone.json().get("country").asText());
    assertEquals("Petro de Luanda", anyone.json().get("club").asText());
    assertFalse(anyone.json().has("birthYear"));
    assertFalse(anyone.json().has("gender"));
    assertFalse(anyone.body().contains("argon2"), "never the password hash");
  }

  @OnBothDatabases
  void unknownPlayersAndAnonymousMeAreAnsweredInJson(TestServer server) {
    var unknown = server.client().get("/api/players/ninguem");
    assertEquals(404, unknown.status());
    assertEquals("player_not_found", unknown.errorCode());
    var anonymous = server.client().get("/api/me");
    assertEquals(401, anonymous.status());
    assertEquals("not_signed_in", anonymous.errorCode());
    assertEquals(401, server.client().patch("/api/me", Map.of("club", "X")).status());
  }
}
