package org.tabuleiro.server.cluster;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.CHROMIUM;
import static org.tabuleiro.server.web.Browsers.clickMove;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.Cookie;
import java.util.List;
import java.util.Map;

/**
 * The browser tests' pages behind the cluster's balancer: Chromium launched as the tests run it, pages pinned to a
 * node by the balancer's cookie, the scholar's mate clicked move by move and checked on both pages, and what a page's
 * connection line said.
 */
final class BalancedPages {
  /** The scholar's mate: from, to, and the move as the pages write it (pt-BR piece letters). */
  static final String[][] MOVES = {
      {"e2", "e4", "e4"}, {"e7", "e5", "e5"}, {"f1", "c4", "Bc4"}, {"b8", "c6", "Cc6"},
      {"d1", "h5", "Dh5"}, {"g8", "f6", "Cf6"}, {"h5", "f7", "Dxf7#"}};
  /** The board's piece at each move's destination, as chessground names it. */
  static final String[] PIECES = {
      "white pawn", "black pawn", "white bishop", "black knight", "white queen", "black knight", "white queen"};

  private BalancedPages() {}

  /** Debian's Chromium, headless, as the browser tests launch it. */
  static Browser chromium(Playwright playwright) {
    return playwright.chromium().launch(new BrowserType.LaunchOptions().setExecutablePath(CHROMIUM)
        .setHeadless(true).setArgs(List.of("--headless", "--no-sandbox", "--disable-gpu",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run")));
  }

  static Playwright playwright() {
    return Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
  }

  /**
   * A browser whose requests and sockets the balancer at {@code url} sends to {@code node} (its stickiness cookie);
   * each page's script errors go to {@code errors}.
   */
  static BrowserContext pinned(Browser browser, String url, String node, int width, int height, List<String> errors) {
    BrowserContext c = browser.newContext(new Browser.NewContextOptions().setViewportSize(width, height)
        .setLocale("pt-BR").setBaseURL(url));
    c.addCookies(List.of(new Cookie("TABULEIRO_NODE", node).setUrl(url)));
    c.setDefaultTimeout(15_000);
    c.onPage(p -> p.onPageError(e -> errors.add(p.url() + ": " + e)));
    return c;
  }

  /** The node that answers this page's requests, by its health. */
  static String servedBy(Page page) {
    return (String) page.evaluate("fetch('/api/health').then(r => r.json()).then(j => j.node)");
  }

  /** Move {@code i} clicked by its player; both pages then list the moves so far and draw the piece where it went. */
  static void play(Page white, Page black, int i, List<String> played) {
    String[] m = MOVES[i];
    boolean byWhite = i % 2 == 0;
    clickMove(byWhite ? white : black, byWhite ? "white" : "black", m[0], m[1], m[2]);
    played.add(m[2]);
    for (Page p : List.of(white, black)) {
      assertThat(p.getByTestId("moves").locator(".ply")).hasText(played.toArray(String[]::new));
      awaitPiece(p, m[1], PIECES[i]);
    }
  }

  /** From now on the page keeps every text its connection line shows ("Conectado", "Reconectando…"), in order. */
  static void watchConnection(Page page) {
    page.evaluate("() => { const el = document.querySelector('[data-testid=conn]'); window.connSeen = [el.textContent];"
        + " new MutationObserver(() => { if (window.connSeen.at(-1) !== el.textContent) window.connSeen.push(el.textContent); })"
        + ".observe(el, { childList: true, characterData: true, subtree: true }); }");
  }

  @SuppressWarnings("unchecked")
  static List<String> connectionTexts(Page page) {
    return (List<String>) page.evaluate("() => window.connSeen");
  }

  /** Waits until the board draws {@code piece} ("white queen") on {@code square}, settled (no animation). */
  static void awaitPiece(Page page, String square, String piece) {
    page.waitForFunction("([sq, want]) => [...document.querySelectorAll('cg-board piece')].some(e => e.cgKey === sq"
        + " && !e.classList.contains('fading') && !e.classList.contains('ghost') && !e.classList.contains('anim')"
        + " && [...e.classList].join(' ') === want)", List.of(square, piece));
  }

  /** The page is no wider than its screen. */
  static void fits(Page page) {
    int viewport = page.viewportSize().width;
    int width = ((Number) page.evaluate("document.documentElement.scrollWidth")).intValue();
    assertTrue(width <= viewport, page.url() + " is " + width + " px wide on a " + viewport + " px screen");
  }
}
