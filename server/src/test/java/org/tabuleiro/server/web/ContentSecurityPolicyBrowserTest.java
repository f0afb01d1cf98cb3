package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.newGame;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.BoundingBox;
import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.http.SecurityHeaders;

/**
 * The pages under the club's Content-Security-Policy in Chromium: every page loads and a game is played (clicks on
 * the board, typed moves, the replay, a draughts game, the rules diagrams) with no violation reported; and a page
 * of another site that frames the game page gets an empty frame, refused by {@code frame-ancestors 'none'}.
 */
class ContentSecurityPolicyBrowserTest extends BrowserTestBase {
  /** Reported in the console by the page itself, beside Chromium's own "Refused to ..." lines. */
  private static final String REPORT = "document.addEventListener('securitypolicyviolation', e => console.error("
      + "'CSP violation: ' + e.violatedDirective + ' blocked ' + e.blockedURI + ' at ' + e.sourceFile + ':' + e.lineNumber))";

  @Test
  void everyPageLoadsAndAGameIsPlayedWithNoViolation() {
    List<String> violations = new CopyOnWriteArrayList<>();
    try (BrowserContext a = watched(browsers.context(1280, 800), violations);
         BrowserContext b = watched(browsers.context(1280, 800), violations)) {
      Page lia = signUp(a, "lia");
      Page rui = signUp(b, "rui");
      Response lobby = lia.navigate("/lobby");
      assertEquals(SecurityHeaders.CONTENT_SECURITY_POLICY, lobby.headerValue("content-security-policy"),
          "the page is under the policy");

      newGame(lia, rui, "chess");
      String game = lia.url();
      click(lia, "e2", "e4");
      assertThat(rui.getByTestId("moves").locator(".ply")).hasText(new String[] {"e4"});
      type(rui, "e5");
      assertThat(lia.getByTestId("moves").locator(".ply")).hasCount(2);
      click(lia, "g1", "f3");
      assertThat(rui.getByTestId("moves").locator(".ply")).hasCount(3);
      type(rui, "Cc6");
      assertThat(lia.getByTestId("moves").locator(".ply")).hasCount(4);
      lia.getByTestId("read-board").click();
      lia.getByText("Abandonar").click();
      lia.getByText("Confirmar?").click();
      assertThat(rui.getByTestId("live")).containsText("abandono");
      rui.navigate(game);   // the finished game's replay
      rui.keyboard().press("ArrowLeft");

      newGame(rui, lia, "brazilian");
      rui.locator("svg.draughts g.movable").first().click();   // any legal move, on the draughts board
      rui.locator("svg.draughts g:has(circle.dest)").first().click();
      assertThat(lia.getByTestId("moves").locator(".ply")).hasCount(1);

      for (String page : List.of("/", "/login", "/signup", "/ranking", "/player/lia", "/player/lia/games",
          "/regras/damas", "/leis", "/leis/xadrez", "/leis/damas-brasileiras")) {
        Response r = lia.navigate(page);
        assertEquals(200, r.status(), page);
        assertThat(lia.locator("main")).isVisible();
      }
      lia.navigate("/regras/xadrez");
      Locator pieces = lia.locator("section#pieces");
      pieces.locator("cg-board").click();   // any square of the diagram
      lia.waitForTimeout(500);   // let any late report arrive
    }
    assertEquals(List.of(), violations);
  }

  @Test
  void aPageOfAnotherSiteThatFramesTheGamePageGetsAnEmptyFrame() throws Exception {
    String gamePage = browsers.server.url() + "/game/1";
    byte[] bait = ("<!doctype html><title>Prémio!</title><h1>Clique aqui</h1>"
        + "<iframe id=club src=\"" + gamePage + "\" width=900 height=600></iframe>").getBytes(StandardCharsets.UTF_8);
    // Another origin on the same machine (another port): a site on the open internet framing a loopback address
    // would be refused by Chromium's local network rules whatever the club said.
    HttpServer elsewhere = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    elsewhere.createContext("/", exchange -> {
      exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
      exchange.sendResponseHeaders(200, bait.length);
      exchange.getResponseBody().write(bait);
      exchange.close();
    });
    elsewhere.start();
    List<String> issues = new CopyOnWriteArrayList<>();
    try (BrowserContext c = browsers.context(1000, 800)) {
      Page page = c.newPage();
      CDPSession devtools = c.newCDPSession(page);   // what Chromium's DevTools "Issues" tab lists
      devtools.on("Audits.issueAdded", issue -> issues.add(issue.toString()));
      devtools.send("Audits.enable");
      page.navigate("http://127.0.0.1:" + elsewhere.getAddress().getPort() + "/");
      Frame framed = childFrame(page);
      assertNotNull(framed, "the iframe exists");
      page.waitForTimeout(1500);   // time enough for the app to draw its header, were it allowed to load
      assertEquals(0, page.frameLocator("#club").locator("header, #app").count(),
          "nothing of the club's page is in the frame");
      assertTrue(!framed.url().startsWith(browsers.server.url()), "the frame holds " + framed.url());
      assertTrue(issues.stream().anyMatch(i -> i.contains("frame-ancestors")),
          "Chromium reports the frame-ancestors refusal: " + issues);
    } finally {
      elsewhere.stop(0);
    }
  }

  private static Frame childFrame(Page page) {
    for (Frame f : page.frames()) if (f.parentFrame() != null) return f;
    return null;
  }

  private static BrowserContext watched(BrowserContext c, List<String> violations) {
    c.addInitScript(REPORT);
    c.onPage(p -> p.onConsoleMessage(m -> {
      String text = m.text();
      if (text.startsWith("CSP violation") || text.contains("Content Security Policy") || text.startsWith("Refused to")) {
        violations.add(p.url() + ": " + text);
      }
    }));
    return c;
  }

  /** Clicks two squares of the chess board as White sees it. */
  private static void click(Page page, String from, String to) {
    assertThat(page.locator(".board-wrap[data-movable=true]")).isVisible();
    BoundingBox box = page.locator("cg-board").boundingBox();
    for (String square : List.of(from, to)) {
      int file = square.charAt(0) - 'a', rank = square.charAt(1) - '1';
      page.mouse().click(box.x + (file + 0.5) * box.width / 8, box.y + (7 - rank + 0.5) * box.height / 8);
    }
  }
}
