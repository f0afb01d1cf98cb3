package org.tabuleiro.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.server.web.WebModule;

/**
 * Every answer carries the security headers: each page of the app, its assets, and API answers of every kind
 * (success, refusal, not found, an oversized body). The pages have nothing inline the policy would refuse.
 */
class SecurityHeadersTest {
  private static final Map<String, String> EXPECTED = Map.of(
      "Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
          + "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
          + "frame-ancestors 'none'",
      "X-Frame-Options", "DENY",
      "X-Content-Type-Options", "nosniff",
      "Referrer-Policy", "same-origin");
  /** What a Content-Security-Policy without 'unsafe-inline' refuses: inline scripts, handlers and styles. */
  private static final Pattern INLINE = Pattern.compile(
      "<script(?![^>]*\\bsrc=)[^>]*>|\\son[a-z]+\\s*=|\\sstyle\\s*=|<style[\\s>]|javascript:", Pattern.CASE_INSENSITIVE);

  @OnBothDatabases
  void everyPageAssetAndApiAnswerCarriesTheHeaders(TestServer server) {
    ApiClient browser = server.client();
    List<String> paths = new ArrayList<>();
    for (String page : WebModule.pages()) paths.add(page.replace("{name}", "ana").replaceAll("\\{\\w+}", "1"));
    String index = browser.get("/").body();
    Matcher asset = Pattern.compile("/assets/[A-Za-z0-9_.-]+").matcher(index);
    while (asset.find()) paths.add(asset.group());
    assertTrue(paths.stream().anyMatch(p -> p.endsWith(".js")) && paths.stream().anyMatch(p -> p.endsWith(".css")),
        "the page names its script and styles: " + paths);
    paths.addAll(List.of("/api/health", "/api/session", "/api/me", "/api/players/nobody", "/api/nothing-here",
        "/assets/app-NOSUCH.js"));
    for (String path : paths) {
      var r = browser.get(path);
      assertTrue(r.status() < 500, path + " answered " + r.status());
      assertHeaders(path + " (" + r.status() + ")", r);
    }
    assertHeaders("POST without CSRF token", server.client().withoutCsrf().post("/api/session", Map.of()));
    assertHeaders("POST of a body over 64 KiB", browser.post("/api/session", Map.of("username", "x".repeat(70_000))));
    var refused = browser.post("/api/session", Map.of("username", "ana", "password", "errada-errada"));
    assertEquals(401, refused.status());
    assertHeaders("a refused sign-in", refused);
  }

  @OnBothDatabases
  void thePagesHaveNoInlineScriptOrStyle(TestServer server) {
    String page = server.client().get("/lobby").body();
    assertTrue(page.contains("<script"), "the app's page: " + page);
    assertEquals(List.of(), inline(page));
  }

  @Test
  void theHomePageWithoutTheFrontEndHasNoInlineScriptOrStyleEither() {
    assertEquals(List.of(), inline(HomePage.HTML));
  }

  private static void assertHeaders(String what, ApiClient.Response r) {
    EXPECTED.forEach((name, value) -> assertEquals(value, r.header(name), what + ": " + name));
  }

  private static List<String> inline(String html) {
    List<String> found = new ArrayList<>();
    Matcher m = INLINE.matcher(html);
    while (m.find()) found.add(m.group());
    return found;
  }
}
