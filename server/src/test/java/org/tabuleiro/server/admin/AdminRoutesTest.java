package org.tabuleiro.server.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** The admin page's routes: who may use them, roles, reset links, closing an account, the staff and the log. */
class AdminRoutesTest {
  private static final String PASSWORD = "lua-azul-salta-1";

  @OnBothDatabases
  void theFirstAccountIsToldItIsTheAdminAndNoOtherIs(TestServer server) {
    var first = server.client().register("fundadora", PASSWORD);
    assertEquals(201, first.status(), first.body());
    assertTrue(first.json().path("firstAdmin").asBoolean(), first.body());
    assertTrue(first.json().path("notice").asText().contains("primeira conta do clube"), first.body());
    assertTrue(first.json().path("account").path("roles").toString().contains("admin"), first.body());
    var second = server.client().register("segundo", PASSWORD);
    assertFalse(second.json().path("firstAdmin").asBoolean(), second.body());
    assertTrue(second.json().path("notice").isNull(), second.body());
  }

  @OnBothDatabases
  void onlyAdminsUseTheRoutesAndWithTheSessionsCsrfToken(TestServer server) {
    ApiClient ana = server.client(), bruno = server.client(), guest = server.client();
    ana.register("ana", PASSWORD);
    bruno.register("bruno", PASSWORD);
    for (String path : List.of("/api/admin/accounts", "/api/admin/staff", "/api/admin/log")) {
      assertEquals("not_an_admin", bruno.get(path).errorCode(), path);
      assertEquals(403, bruno.get(path).status(), path);
      assertEquals(401, guest.get(path).status(), path);
      assertEquals(200, ana.get(path).status(), path);
    }
    var grant = bruno.send("PUT", "/api/admin/accounts/bruno/roles/admin", null);
    assertEquals(403, grant.status(), grant.body());
    assertEquals("not_an_admin", grant.errorCode());
    assertEquals(403, bruno.post("/api/admin/accounts/ana/reset-link", null).status());
    assertEquals(403, bruno.post("/api/admin/accounts/ana/close", null).status());
    assertEquals(403, bruno.delete("/api/admin/accounts/ana/roles/admin").status());
    // Another site cannot make an admin's browser do it: no token, no change.
    ApiClient forged = server.client();
    forged.login("ana", PASSWORD);
    var noToken = forged.withoutCsrf().send("PUT", "/api/admin/accounts/bruno/roles/admin", null);
    assertEquals("csrf_token_invalid", noToken.errorCode());
    assertEquals("[\"player\"]", ana.get("/api/players/bruno").json().path("roles").toString());
    assertEquals(0, ana.get("/api/admin/log").json().path("entries").size(), "nothing refused is logged");
  }

  @OnBothDatabases
  void anAdminGrantsAndRevokesRolesAndTheStaffIsNamed(TestServer server) {
    ApiClient ana = server.client();
    ana.register("Ana", PASSWORD);
    for (String name : List.of("bruno", "carla", "arbitro_ze")) server.client().register(name, PASSWORD);

    var granted = ana.send("PUT", "/api/admin/accounts/BRUNO/roles/arbiter", null);
    assertEquals(200, granted.status(), granted.body());
    assertEquals("bruno", granted.json().path("username").asText());
    assertEquals("[\"player\",\"arbiter\"]", granted.json().path("roles").toString());
    assertEquals(200, ana.send("PUT", "/api/admin/accounts/carla/roles/moderator", null).status());
    assertEquals(200, ana.send("PUT", "/api/admin/accounts/carla/roles/arbiter", null).status());
    assertEquals("[\"player\",\"arbiter\"]", server.client().get("/api/players/bruno").json().path("roles").toString());

    JsonNode staff = ana.get("/api/admin/staff").json();
    assertEquals(List.of("Ana"), names(staff.path("admins")));
    assertEquals(List.of("carla"), names(staff.path("moderators")));
    assertEquals(List.of("bruno", "carla"), names(staff.path("arbiters")));

    var revoked = ana.delete("/api/admin/accounts/carla/roles/moderator");
    assertEquals("[\"player\",\"arbiter\"]", revoked.json().path("roles").toString());
    assertEquals(List.of(), names(ana.get("/api/admin/staff").json().path("moderators")));

    assertEquals("unknown_role", ana.send("PUT", "/api/admin/accounts/bruno/roles/rei", null).errorCode());
    var nobody = ana.send("PUT", "/api/admin/accounts/ninguem/roles/arbiter", null);
    assertEquals(404, nobody.status());
    assertEquals("Jogador não encontrado: ninguem", nobody.json().path("error").path("message").asText());
    assertEquals("role_required", ana.delete("/api/admin/accounts/bruno/roles/player").errorCode());
    // The last admin keeps the role; with a second admin, the first may give it up.
    var last = ana.delete("/api/admin/accounts/ana/roles/admin");
    assertEquals(409, last.status(), last.body());
    assertEquals("last_admin", last.errorCode());
    assertEquals(200, ana.send("PUT", "/api/admin/accounts/bruno/roles/admin", null).status());
    assertEquals(200, ana.delete("/api/admin/accounts/ana/roles/admin").status());
    assertEquals(403, ana.get("/api/admin/staff").status(), "no longer an admin, from the next request on");

    // The search: part of a name or display name, case ignored; LIKE's own characters are only characters.
    ApiClient newAdmin = server.client();
    newAdmin.login("bruno", PASSWORD);
    assertEquals(List.of("arbitro_ze"), names(newAdmin.get("/api/admin/accounts?q=O_Z").json().path("accounts")));
    assertEquals(List.of(), names(newAdmin.get("/api/admin/accounts?q=%25").json().path("accounts")));
    JsonNode all = newAdmin.get("/api/admin/accounts").json();
    assertEquals(4, all.path("total").asInt());
    assertEquals(List.of("arbitro_ze", "carla", "bruno", "Ana"), names(all.path("accounts")), "newest first");

    List<String> log = new ArrayList<>();
    newAdmin.get("/api/admin/log").json().path("entries").forEach(e -> log.add(e.path("actor").asText() + " "
        + e.path("action").asText() + " " + e.path("target").asText() + " " + e.path("detail").asText("")));
    assertEquals(List.of("Ana revoke Ana admin", "Ana grant bruno admin", "Ana revoke carla moderator",
        "Ana grant carla arbiter", "Ana grant carla moderator", "Ana grant bruno arbiter"), log);
  }

  @OnBothDatabases
  void aResetLinkSetsANewPasswordOnce(TestServer server) {
    ApiClient ana = server.client();
    ana.register("ana", PASSWORD);
    server.client().register("bruno", PASSWORD);
    var made = ana.post("/api/admin/accounts/BRUNO/reset-link", null);
    assertEquals(201, made.status(), made.body());
    assertEquals("bruno", made.json().path("username").asText());
    String path = made.json().path("path").asText();
    assertTrue(path.matches("/senha/nova\\?token=[A-Za-z0-9_-]{43}"), path);
    assertTrue(made.json().path("link").isNull(), "no public_url: the page puts its own address first");
    assertEquals(TestServer.START.plusSeconds(24 * 3600).toString(), made.json().path("expiresAt").asText());
    String token = path.substring(path.indexOf('=') + 1);
    var done = server.client().post("/api/password-reset/complete", Map.of("token", token, "password", "nova-senha-do-bruno"));
    assertEquals(200, done.status(), done.body());
    assertEquals(200, server.client().login("bruno", "nova-senha-do-bruno").status());
    assertEquals("reset_link_used", server.client().post("/api/password-reset/complete",
        Map.of("token", token, "password", "outra-senha-do-bruno")).errorCode());
    assertEquals(404, ana.post("/api/admin/accounts/ninguem/reset-link", null).status());
    JsonNode entry = ana.get("/api/admin/log").json().path("entries").get(0);
    assertEquals("reset_link", entry.path("action").asText());
    assertEquals("bruno", entry.path("target").asText());
    assertFalse(entry.toString().contains(token), "the log never holds the link");
  }

  @OnBothDatabases
  void closingAnAccountSignsItOutAndKeepsItsGames(TestServer server) {
    ApiClient ana = server.client(), carla = server.client(), bruno = server.client();
    ana.register("ana", PASSWORD);
    carla.register("carla", PASSWORD);
    bruno.register("bruno", PASSWORD);
    long seek = carla.post("/api/seeks", Map.of("timeControl", "5+3", "color", "white")).json().path("id").asLong();
    long gameId = bruno.post("/api/seeks/" + seek + "/accept", null).json().path("gameId").asLong();
    long carlaId = carla.get("/api/me").json().path("id").asLong();
    ana.post("/api/admin/accounts/carla/reset-link", null);

    assertEquals("own_account", ana.post("/api/admin/accounts/ana/close", null).errorCode());
    var closed = ana.post("/api/admin/accounts/carla/close", null);
    assertEquals(200, closed.status(), closed.body());
    assertEquals("~" + carlaId, closed.json().path("username").asText());
    assertEquals(401, carla.get("/api/me").status(), "her sessions ended");
    assertEquals(401, server.client().login("carla", PASSWORD).status());
    assertEquals("~" + carlaId, bruno.get("/api/games/" + gameId).json().path("white").asText(), "the game stays");
    assertEquals(1, bruno.get("/api/players/bruno/games").json().path("games").size());
    assertEquals(404, ana.post("/api/admin/accounts/carla/close", null).status());
    assertEquals(404, ana.post("/api/admin/accounts/~" + carlaId + "/close", null).status());
    assertEquals(404, ana.send("PUT", "/api/admin/accounts/~" + carlaId + "/roles/admin", null).status());
    assertEquals(List.of("ana", "bruno"), names(ana.get("/api/admin/accounts?q=").json().path("accounts")).reversed());
    JsonNode entry = ana.get("/api/admin/log").json().path("entries").get(0);
    assertEquals("close carla", entry.path("action").asText() + " " + entry.path("target").asText());
  }

  private static List<String> names(JsonNode rows) {
    List<String> names = new ArrayList<>();
    rows.forEach(r -> names.add(r.path("username").asText()));
    return names;
  }
}
