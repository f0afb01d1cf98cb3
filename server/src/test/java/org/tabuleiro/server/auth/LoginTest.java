package org.tabuleiro.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.HttpCookie;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

class LoginTest {
  @OnBothDatabases
  void registeringSignsInAndMeShowsTheAccount(TestServer server) {
    ApiClient browser = server.client();
    var registered = browser.register("Ana_Silva", "segredo-forte");
    assertEquals(201, registered.status(), registered.body());
    assertEquals("Ana_Silva", registered.json().at("/account/username").asText());
    var me = browser.get("/api/me");
    assertEquals(200, me.status(), me.body());
    assertEquals("Ana_Silva", me.json().get("username").asText());
    assertEquals(TestServer.START.toString(), me.json().get("createdAt").asText());
  }

  @OnBothDatabases
  void loginWithTheRightPasswordOpensASessionWithSecureCookieFlags(TestServer server) {
    server.client().register("bruno", "lua-azul-salta-1");
    ApiClient other = server.client();
    var login = other.login("BRUNO", "lua-azul-salta-1");  // names ignore case
    assertEquals(200, login.status(), login.body());
    assertTrue(login.json().get("signedIn").asBoolean());
    String setCookie = login.headers().allValues("Set-Cookie").stream()
        .filter(c -> c.startsWith(SessionCookies.SESSION + "=")).findFirst().orElseThrow();
    assertTrue(setCookie.contains("HttpOnly"), setCookie);
    assertTrue(setCookie.contains("SameSite=Lax"), setCookie);
    assertTrue(!setCookie.contains("Secure"), "no https configured: " + setCookie);
    assertEquals("bruno", other.get("/api/me").json().get("username").asText());
  }

  @OnBothDatabases
  void wrongPasswordAndUnknownNameGetTheSameAnswer(TestServer server) {
    server.client().register("carla", "lua-azul-salta-1");
    var wrong = server.client().login("carla", "outra-coisa-99");
    var unknown = server.client().login("ninguem", "outra-coisa-99");
    assertEquals(401, wrong.status());
    assertEquals(401, unknown.status());
    assertEquals("invalid_credentials", wrong.errorCode());
    assertEquals(wrong.body(), unknown.body());
  }

  @OnBothDatabases
  void logoutEndsTheSessionEvenForACopiedCookie(TestServer server) {
    ApiClient browser = server.client();
    browser.register("duarte", "lua-azul-salta-1");
    HttpCookie session = browser.cookies().getCookieStore().getCookies().stream()
        .filter(c -> c.getName().equals(SessionCookies.SESSION)).findFirst().orElseThrow();
    var logout = browser.delete("/api/session");
    assertEquals(204, logout.status(), logout.body());
    assertEquals(401, browser.get("/api/me").status());
    assertEquals("not_signed_in", browser.get("/api/me").errorCode());

    ApiClient thief = server.client();
    thief.cookies().getCookieStore().add(null, session);
    var stolen = thief.get("/api/session");
    assertEquals(false, stolen.json().get("signedIn").asBoolean());
  }

  @OnBothDatabases
  void eachLoginGetsItsOwnSessionAndCsrfToken(TestServer server) {
    server.client().register("eva", "lua-azul-salta-1");
    var first = server.client().login("eva", "lua-azul-salta-1");
    var second = server.client().login("eva", "lua-azul-salta-1");
    assertNotEquals(first.json().get("csrfToken").asText(), second.json().get("csrfToken").asText());
  }
}
