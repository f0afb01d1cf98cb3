package org.tabuleiro.server.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** One's own account: e-mail and language, a new password, signing out everywhere, closing it; bad input refused. */
class AccountSettingsTest {
  private static final String PASSWORD = "lua-azul-salta-1";

  @OnBothDatabases
  void emailAndLanguageAreKeptAndBadValuesChangeNothing(TestServer server) {
    ApiClient me = server.client();
    me.register("olga", PASSWORD);
    var r = me.patch("/api/me", Map.of("email", "  Olga@Exemplo.COM.br ", "language", "pt-PT", "club", "Escola de Tomar",
        "birthYear", 2011, "gender", "female"));
    assertEquals(200, r.status(), r.body());
    assertEquals("olga@exemplo.com.br", r.json().path("email").asText());
    assertEquals("pt-PT", me.get("/api/session").json().path("account").path("language").asText());
    assertTrue(server.client().get("/api/players/olga").json().path("email").isMissingNode(), "the e-mail is private");

    var bad = me.patch("/api/me", Map.of("email", "olga@", "club", "Outro clube"));
    assertEquals(400, bad.status());
    assertEquals("invalid_email", bad.errorCode());
    assertEquals("E-mail inválido: \"olga@\" (ex.: nome@exemplo.com.br).", bad.json().path("error").path("message").asText());
    assertEquals("invalid_language", me.patch("/api/me", Map.of("language", "fr", "club", "Outro clube")).errorCode());
    assertEquals("invalid_birth_year", me.patch("/api/me", Map.of("birthYear", 1800, "email", "novo@exemplo.pt")).errorCode());
    var now = me.get("/api/me").json();
    assertEquals("Escola de Tomar", now.path("club").asText(), "nothing of a refused change is stored");
    assertEquals("olga@exemplo.com.br", now.path("email").asText());
  }

  @OnBothDatabases
  void aNewPasswordNeedsTheCurrentOneAndEndsTheOtherSessions(TestServer server) {
    ApiClient laptop = server.client(), phone = server.client();
    laptop.register("rui", PASSWORD);
    assertEquals(200, phone.login("rui", PASSWORD).status());

    var wrong = laptop.post("/api/me/password", Map.of("currentPassword", "nao-e-esta-1", "newPassword", "cavalo-verde-pula"));
    assertEquals(400, wrong.status());
    assertEquals("wrong_password", wrong.errorCode());
    assertEquals("A senha atual não confere. Nada foi mudado.", wrong.json().path("error").path("message").asText());
    assertEquals("invalid_password", laptop.post("/api/me/password",
        Map.of("currentPassword", PASSWORD, "newPassword", "12345678")).errorCode());
    assertEquals(200, server.client().login("rui", PASSWORD).status(), "the old password still works");

    assertEquals(204, laptop.post("/api/me/password", Map.of("currentPassword", PASSWORD, "newPassword", "cavalo-verde-pula")).status());
    assertEquals(200, laptop.get("/api/me").status(), "this device stays signed in");
    assertEquals(401, phone.get("/api/me").status(), "the other is signed out");
    assertEquals(401, server.client().login("rui", PASSWORD).status());
    ApiClient again = server.client();
    assertEquals(200, again.login("rui", "cavalo-verde-pula").status());

    assertEquals(204, laptop.delete("/api/me/sessions").status());
    assertEquals(401, laptop.get("/api/me").status());
    assertEquals(401, again.get("/api/me").status(), "signed out everywhere");
  }

  @OnBothDatabases
  void aClosedAccountKeepsItsGamesUnderADeletedName(TestServer server) {
    ApiClient ana = server.client(), bruno = server.client();
    ana.register("ana", PASSWORD);
    bruno.register("bruno", "segredo-do-bruno");
    long seek = ana.post("/api/seeks", Map.of("timeControl", "5+3", "color", "white")).json().path("id").asLong();
    long gameId = bruno.post("/api/seeks/" + seek + "/accept", null).json().path("gameId").asLong();

    var wrong = ana.send("DELETE", "/api/me", Map.of("password", "outra-senha-qualquer"));
    assertEquals("wrong_password", wrong.errorCode());
    assertEquals(200, ana.get("/api/me").status(), "still open");
    long id = ana.get("/api/me").json().path("id").asLong();
    assertEquals(204, ana.send("DELETE", "/api/me", Map.of("password", PASSWORD)).status());
    assertEquals(401, ana.get("/api/me").status());
    assertEquals(401, server.client().login("ana", PASSWORD).status());

    assertEquals("~" + id, bruno.get("/api/games/" + gameId).json().path("white").asText(), "the game stays, the name is gone");
    var profile = bruno.get("/api/players/~" + id).json();
    assertTrue(profile.path("closed").asBoolean(), profile.toString());
    assertTrue(profile.path("displayName").isNull());
    assertEquals(404, bruno.get("/api/players/ana").status());
    assertEquals("player_not_found", bruno.post("/api/challenges", Map.of("username", "~" + id, "timeControl", "5+3")).errorCode());
    assertEquals(1, bruno.get("/api/players/bruno/games").json().path("games").size());

    // The name is never given again, in any case: the closed account's games are never taken for a newcomer's.
    for (String name : new String[] {"ana", "ANA"}) {
      var reused = server.client().register(name, "outra-senha-da-nova-ana");
      assertEquals(409, reused.status(), reused.body());
      assertEquals("username_retired", reused.errorCode());
      assertEquals("O nome \"" + name + "\" pertenceu a uma conta encerrada e não pode ser usado de novo; escolha outro.",
          reused.json().path("error").path("message").asText());
    }
    assertEquals(404, bruno.get("/api/players/ana").status(), "nothing created");
    assertEquals("~" + id, bruno.get("/api/games/" + gameId).json().path("white").asText());
    assertEquals(201, server.client().register("ana2", "outra-senha-da-nova-ana").status(), "another name is free");
  }
}
