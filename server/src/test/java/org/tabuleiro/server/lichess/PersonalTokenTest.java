package org.tabuleiro.server.lichess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * Personal access tokens: made over our API (cookie and CSRF), shown once, stored hashed, scoped, revocable, limited;
 * a token opens only /lichess/, and a session cookie does not open /lichess/.
 */
class PersonalTokenTest {
  @OnBothDatabases
  void aTokenIsMadeScopedListedAndRevoked(TestServer server) {
    int port = server.server().port();
    ApiClient ana = server.client();
    ana.register("ana", "segredo-da-ana");

    var unknown = ana.post("/api/account/tokens", Map.of("description", "placa", "scopes", List.of("board:fly")));
    assertEquals(400, unknown.status(), unknown.body());
    assertEquals("unknown_scope", unknown.errorCode());
    assertTrue(unknown.json().path("error").path("message").asText().contains("board:fly"), unknown.body());
    assertEquals("invalid_scopes", ana.post("/api/account/tokens", Map.of("description", "placa")).errorCode());
    assertEquals(403, server.client().withoutCsrf().post("/api/account/tokens",
        Map.of("description", "x", "scopes", List.of("board:play"))).status());

    var made = ana.post("/api/account/tokens", Map.of("description", "Placa DGT",
        "scopes", List.of("board:play", "challenge:write")));
    assertEquals(201, made.status(), made.body());
    String token = made.json().path("token").asText();
    long id = made.json().path("id").asLong();
    assertTrue(token.startsWith("tbp_") && token.length() > 40, token);

    var listed = ana.get("/api/account/tokens");
    assertEquals(1, listed.json().path("tokens").size());
    assertEquals("Placa DGT", listed.json().path("tokens").get(0).path("description").asText());
    assertFalse(listed.body().contains(token), "a token is shown once, when made");

    var lichess = new LichessHttp(port, token);
    var account = lichess.get("/lichess/api/account");
    assertEquals(200, account.status(), account.body());
    assertEquals("ana", account.json().path("username").asText());
    assertEquals("ana", account.json().path("id").asText());

    var anonymous = new LichessHttp(port, null).get("/lichess/api/account");
    assertEquals(401, anonymous.status());
    assertTrue(anonymous.error().contains("Authorization"), anonymous.body());
    assertEquals(401, new LichessHttp(port, token + "x").get("/lichess/api/account").status());

    var noScope = lichess.post("/lichess/api/bot/account/upgrade", null);
    assertEquals(403, noScope.status(), noScope.body());
    assertTrue(noScope.error().contains("bot:play"), noScope.body());

    // A token never opens the cookie routes, a cookie never opens /lichess/.
    assertEquals(401, lichess.get("/api/account/tokens").status());
    var cookieOnly = ana.get("/lichess/api/account");
    assertEquals(401, cookieOnly.status(), cookieOnly.body());

    assertEquals(204, ana.delete("/api/account/tokens/" + id).status());
    assertEquals("token_not_found", ana.delete("/api/account/tokens/" + id).errorCode());
    var revoked = lichess.get("/lichess/api/account");
    assertEquals(401, revoked.status());
    assertTrue(revoked.error().contains("revogado"), revoked.body());
    assertFalse(ana.get("/api/account/tokens").json().path("tokens").get(0).path("revokedAt").isNull());

    ApiClient bruno = server.client();
    bruno.register("bruno", "segredo-do-bruno");
    assertEquals("token_not_found", bruno.delete("/api/account/tokens/" + id).errorCode(),
        "another player's token is not found");
  }

  @OnBothDatabases
  void tokensAreMadeAtMostTenAnHour(TestServer server) {
    ApiClient ana = server.client();
    ana.register("ana", "segredo-da-ana");
    for (int i = 0; i < 9; i++) {
      assertEquals(201, ana.post("/api/account/tokens", Map.of("description", "t" + i,
          "scopes", List.of("board:play"))).status());
    }
    var tenth = ana.post("/api/account/tokens", Map.of("description", "t9", "scopes", List.of("board:play")));
    assertEquals(201, tenth.status());
    var eleventh = ana.post("/api/account/tokens", Map.of("description", "t10", "scopes", List.of("board:play")));
    assertEquals(429, eleventh.status(), eleventh.body());
    assertEquals("too_many_tokens", eleventh.errorCode());
  }
}
