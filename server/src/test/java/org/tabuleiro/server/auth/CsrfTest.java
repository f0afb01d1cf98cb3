package org.tabuleiro.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

class CsrfTest {
  @OnBothDatabases
  void aChangeWithoutTheTokenIsRefused(TestServer server) {
    ApiClient browser = server.client();
    browser.register("filipa", "lua-azul-salta-1");
    browser.withoutCsrf();
    var patch = browser.patch("/api/me", Map.of("club", "Clube forjado"));
    assertEquals(403, patch.status(), patch.body());
    assertEquals("csrf_token_invalid", patch.errorCode());
    var logout = browser.delete("/api/session");
    assertEquals(403, logout.status());
    assertEquals(200, browser.get("/api/me").status(), "reading needs no token, and the session survived");
  }

  @OnBothDatabases
  void aWrongTokenIsRefusedAndTheSessionTokenIsAccepted(TestServer server) {
    ApiClient browser = server.client();
    var registered = browser.register("gil", "lua-azul-salta-1");
    String token = registered.json().get("csrfToken").asText();
    browser.setCsrfToken("x".repeat(43));
    assertEquals(403, browser.patch("/api/me", Map.of("club", "Académica")).status());
    browser.setCsrfToken(token);
    assertEquals(200, browser.patch("/api/me", Map.of("club", "Académica")).status());
  }

  @OnBothDatabases
  void signingUpBeforeAnySessionNeedsTheGuestToken(TestServer server) {
    ApiClient browser = server.client().withoutCsrf();
    var refused = browser.register("helena", "lua-azul-salta-1");
    assertEquals(403, refused.status(), refused.body());

    ApiClient honest = server.client();
    var session = honest.get("/api/session");
    assertEquals(false, session.json().get("signedIn").asBoolean());
    String guestToken = session.json().get("csrfToken").asText();
    assertEquals(guestToken, honest.get("/api/session").json().get("csrfToken").asText(), "stable across calls");
    var registered = honest.register("helena", "lua-azul-salta-1");
    assertEquals(201, registered.status(), registered.body());
    assertNotEquals(guestToken, registered.json().get("csrfToken").asText(), "a session has its own token");
    honest.setCsrfToken(guestToken);
    assertEquals(403, honest.patch("/api/me", Map.of("club", "X")).status(), "the guest token is not the session's");
  }

  @OnBothDatabases
  void theGuestTokenOfOneBrowserDoesNotWorkInAnother(TestServer server) {
    String token = server.client().get("/api/session").json().get("csrfToken").asText();
    ApiClient other = server.client();
    other.setCsrfToken(token);
    assertEquals(403, other.register("ines", "lua-azul-salta-1").status());
  }
}
