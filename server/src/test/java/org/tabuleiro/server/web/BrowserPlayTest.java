package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;

/**
 * The front end in a real browser against the real server: sign up, seek, accept, fool's mate by clicking the
 * board, a spectator, and a phone-sized screen. Debian's Chromium (/usr/bin/chromium, installed by .ci/run) is
 * required: without it these tests fail, they never skip. Screenshots go to web/target/screenshots.
 */
class BrowserPlayTest {
  static final Path CHROMIUM = Paths.get("/usr/bin/chromium");
  static final Path SHOTS = Paths.get("..", "web", "target", "screenshots");
  @TempDir static Path data;
  static TabuleiroServer server;
  static Browser browser;
  static final List<String> SCRIPT_ERRORS = new java.util.concurrent.CopyOnWriteArrayList<>();

  @BeforeAll
  static void start() throws Exception {
    assertTrue(Files.isExecutable(CHROMIUM), "no Chromium at " + CHROMIUM + ": apt-get install chromium (.ci/run does)");
    Files.createDirectories(SHOTS);
    server = TabuleiroServer.start(ServerConfig.forTests(DatabaseConfig.h2File(data), data));
    // assertThat waits this long (Playwright's 5 s is short on a loaded CI machine)
    com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
    browser = Chromium.browser();   // the JVM's one; this class's contexts are closed by each test
  }

  @org.junit.jupiter.api.AfterEach
  void checkNoScriptErrors() {
    List<String> errors = List.copyOf(SCRIPT_ERRORS);
    SCRIPT_ERRORS.clear();
    assertTrue(errors.isEmpty(), "script errors: " + errors);
  }

  @AfterAll
  static void stop() {
    if (server != null) server.close();
  }

  @Test
  void twoPlayersMeetInTheLobbyAndPlayFoolsMateByClickingWhileSomeoneWatches() {
    try (BrowserContext a = context(1280, 800); BrowserContext b = context(1280, 800); BrowserContext w = context(1280, 800)) {
      Page watcher = w.newPage();
      watcher.navigate("/");
      assertThat(watcher.locator("h1")).hasText("Um clube de xadrez e damas em português");
      assertHeaderOnOneLine(watcher);
      shot(watcher, "home");
      watcher.selectOption("select.lang", "en");
      assertThat(watcher.locator("h1")).hasText("A chess and draughts club in Portuguese");
      assertHeaderOnOneLine(watcher);
      shot(watcher, "home-en");
      watcher.selectOption("select.lang", "pt");

      Page ana = Browsers.signUp(a, "ana");
      Page bruno = Browsers.signUp(b, "bruno");
      assertHeaderOnOneLine(ana);
      shot(ana, "lobby-empty");

      ana.selectOption("select[name=game]", "chess");
      ana.selectOption("select[name=timeControl]", "5+3");
      ana.selectOption("select[name=color]", "white");
      ana.check("input[name=rated]");
      ana.click("form.seek-form button[type=submit]");
      assertThat(ana.locator("tr[data-seek]")).hasCount(1);
      shot(ana, "lobby-with-seek");

      bruno.locator("tr[data-seek] button.primary").click();
      bruno.waitForURL("**/game/*");
      ana.waitForURL("**/game/*");
      assertTrue(ana.url().equals(bruno.url()), ana.url() + " vs " + bruno.url());

      watcher.navigate(ana.url());
      assertThat(watcher.getByText("Você está assistindo.")).isVisible();
      // No move yet: the spectator's empty move list takes no room, and a spectator has no turn label.
      assertThat(watcher.getByTestId("moves")).isHidden();
      assertThat(watcher.getByTestId("turn")).hasCount(0);
      // White to move: "Sua vez" by ana's own clock (below the board), "Vez do adversário" by white's clock for bruno.
      assertTurnBy(ana, "white", "bottom", "Sua vez");
      assertTurnBy(bruno, "white", "top", "Vez do adversário");

      Browsers.clickMove(ana, "white", "f2", "f3", "f3");
      assertThat(watcher.getByTestId("moves")).isVisible();
      assertTurnBy(bruno, "black", "bottom", "Sua vez");
      assertTurnBy(ana, "black", "top", "Vez do adversário");
      Browsers.clickMove(bruno, "black", "e7", "e5", "e5");
      Browsers.clickMove(ana, "white", "g2", "g4", "g4");
      shot(bruno, "play-before-mate");
      Browsers.clickMove(bruno, "black", "d8", "h4", "Dh4#");

      for (Page p : List.of(ana, bruno, watcher)) {
        assertThat(p.getByTestId("result")).containsText("0-1");
        assertThat(p.getByTestId("result")).containsText("xeque-mate");
        assertThat(p.getByTestId("moves").locator(".ply")).hasText(new String[] {"f3", "e5", "g4", "Dh4#"});
      }
      assertThat(ana.locator("a[href$='.pgn']")).isVisible();
      assertThat(ana.getByTestId("turn")).hasCount(0);   // the game is over: nobody's turn
      shot(ana, "play-white-mated");
      shot(bruno, "play-black-wins");
      shot(watcher, "watch-result");

      // The game is in both players' archives, as anyone sees them.
      for (String player : List.of("ana", "bruno")) {
        watcher.navigate("/player/" + player + "/games");
        assertThat(watcher.locator("tr[data-game]")).hasCount(1);
        assertThat(watcher.locator("tr[data-game]")).containsText("ana");
        assertThat(watcher.locator("tr[data-game]")).containsText("bruno");
      }
      shot(watcher, "archive-after-mate");
    }
  }

  @Test
  void onAPhoneScreenAMoveIsPlayedAndTheClockRuns() {
    try (BrowserContext a = context(360, 740); BrowserContext b = context(360, 740)) {
      Page carla = Browsers.signUp(a, "carla");
      Page davi = Browsers.signUp(b, "davi");
      carla.selectOption("select[name=color]", "white");
      // A phone folds the header's links behind "Menu", the rule books with them (no "Mais" there).
      assertThat(carla.locator("header a[href='/leis/xadrez']")).isHidden();
      carla.getByTestId("menu").click();
      assertThat(carla.locator("header a[href='/leis/xadrez']")).isVisible();
      assertThat(carla.locator("header a[href='/tv']")).isVisible();
      assertThat(carla.getByTestId("more")).isHidden();
      shot(carla, "phone-menu-open");
      assertFitsTheScreen(carla);
      carla.getByTestId("menu").click();
      assertThat(carla.locator("header a[href='/leis/xadrez']")).isHidden();
      carla.click("form.seek-form button[type=submit]");
      shot(carla, "phone-lobby");
      assertFitsTheScreen(carla);
      davi.locator("tr[data-seek] button.primary").click();
      davi.waitForURL("**/game/*");
      carla.waitForURL("**/game/*");

      Browsers.clickMove(carla, "white", "e2", "e4", "e4");
      Browsers.clickMove(davi, "black", "e7", "e5", "e5");
      assertThat(carla.getByTestId("moves")).containsText("e5");
      assertThat(carla.locator(".clock.running")).hasCount(1);
      assertTurnBy(carla, "white", "bottom", "Sua vez");
      assertTurnBy(davi, "white", "top", "Vez do adversário");
      shot(davi, "phone-play-their-turn");
      String before = carla.getByTestId("clock-white").textContent();
      carla.waitForTimeout(1200);
      assertNotEquals(before, carla.getByTestId("clock-white").textContent(), "white's clock counts down");
      shot(carla, "phone-play");
      assertFitsTheScreen(carla);
    }
  }

  @Test
  void draughtsAreMovedByClickingTheSquaresOnBothBoardSizesWhileSomeoneWatches() {
    try (BrowserContext a = context(1100, 760); BrowserContext b = context(1100, 760);
         BrowserContext w = context(1100, 760)) {
      Page eva = Browsers.signUp(a, "eva");
      Page fabio = Browsers.signUp(b, "fabio");
      Page watcher = w.newPage();
      for (String game : List.of("international", "brazilian")) {
        eva.navigate("/lobby");
        eva.selectOption("select[name=game]", game);
        eva.selectOption("select[name=color]", "white");
        eva.click("form.seek-form button[type=submit]");
        fabio.navigate("/lobby");
        fabio.locator("tr[data-seek] button.primary").click();
        fabio.waitForURL("**/game/*");
        eva.waitForURL("**/game/*");
        int size = game.equals("international") ? 10 : 8;
        assertThat(eva.locator("svg.draughts rect.dark")).hasCount(size * size / 2);

        watcher.navigate(eva.url());
        assertThat(watcher.getByText("Você está assistindo.")).isVisible();
        assertThat(watcher.getByTestId("moves")).isHidden();
        assertThat(watcher.getByTestId("turn")).hasCount(0);

        assertTurnBy(eva, "white", "bottom", "Sua vez");
        assertTurnBy(fabio, "white", "top", "Vez do adversário");
        draughtsMove(eva);
        assertTurnBy(fabio, "black", "bottom", "Sua vez");
        assertTurnBy(eva, "black", "top", "Vez do adversário");
        draughtsMove(fabio);
        assertThat(eva.getByTestId("moves").locator(".ply")).hasCount(2);
        assertThat(watcher.getByTestId("moves").locator(".ply")).hasCount(2);
        shot(eva, "draughts-" + game);
        eva.getByText("Abandonar").click();
        eva.getByText("Confirmar?").click();
        assertThat(fabio.getByTestId("result")).containsText("abandono");
        assertThat(watcher.getByTestId("result")).containsText("abandono");
      }
      // Both games are in the archive, the Brazilian one under its own filter.
      watcher.navigate("/player/fabio/games");
      assertThat(watcher.locator("tr[data-game]")).hasCount(2);
      watcher.navigate("/player/fabio/games?game=brazilian");
      assertThat(watcher.locator("tr[data-game]")).hasCount(1);
      assertThat(watcher.locator("tr[data-game]")).containsText("eva");
      shot(watcher, "archive-draughts");
    }
  }

  @Test
  void afterAServerRestartThePlayersReconnectAndPlayOn(@TempDir Path dir) {
    TabuleiroServer first = TabuleiroServer.start(ServerConfig.forTests(DatabaseConfig.h2File(dir), dir));
    TabuleiroServer second = null;
    boolean firstClosed = false;
    String url = first.url();
    try (BrowserContext a = context(1100, 760, url); BrowserContext b = context(1100, 760, url)) {
      Page gabi = Browsers.signUp(a, "gabi");
      Page hugo = Browsers.signUp(b, "hugo");
      gabi.selectOption("select[name=color]", "white");
      gabi.click("form.seek-form button[type=submit]");
      hugo.locator("tr[data-seek] button.primary").click();
      hugo.waitForURL("**/game/*");
      gabi.waitForURL("**/game/*");
      Browsers.clickMove(gabi, "white", "e2", "e4", "e4");

      int port = first.port();
      first.close();
      firstClosed = true;
      assertThat(gabi.getByTestId("conn")).hasText("Reconectando…");
      shot(gabi, "reconnecting");
      second = TabuleiroServer.start(new ServerConfig("127.0.0.1", port, dir, DatabaseConfig.h2File(dir), false, false,
          org.tabuleiro.server.auth.LoginLimits.DEFAULT, ServerConfig.DEFAULT_MAX_REQUEST_BYTES,
          org.tabuleiro.server.config.SocketLimits.DEFAULT, java.util.List.of()));

      assertThat(gabi.getByTestId("conn")).hasText("Conectado");
      Browsers.clickMove(hugo, "black", "e7", "e5", "e5");
      Browsers.clickMove(gabi, "white", "g1", "f3", "Cf3");
      assertThat(hugo.getByTestId("moves").locator(".ply")).hasText(new String[] {"e4", "e5", "Cf3"});
    } finally {
      if (!firstClosed) first.close();
      if (second != null) second.close();
    }
  }

  /** Any legal move: a square with a piece that may move, then the end of one of its moves. */
  private static void draughtsMove(Page page) {
    assertThat(page.locator(".board-wrap[data-movable=true]")).isVisible();
    int before = page.getByTestId("moves").locator(".ply").count();
    page.locator("svg.draughts g.movable").first().click();
    page.locator("svg.draughts g:has(circle.dest)").first().click();
    assertThat(page.getByTestId("moves").locator(".ply")).hasCount(before + 1);
  }

  private static BrowserContext context(int width, int height) {
    return context(width, height, server.url());
  }

  private static BrowserContext context(int width, int height, String baseUrl) {
    BrowserContext c = browser.newContext(new Browser.NewContextOptions().setViewportSize(width, height).setLocale("pt-BR")
        .setBaseURL(baseUrl));
    c.setDefaultTimeout(15_000);
    // A script error on any page fails the test that caused it (see checkNoScriptErrors).
    c.onPage(p -> p.onPageError(e -> SCRIPT_ERRORS.add(p.url() + ": " + e)));
    return c;
  }


  /** Every item of the header (brand, links, account, language) stands on one line. */
  private static void assertHeaderOnOneLine(Page page) {
    assertThat(page.locator("header.top nav > a").first()).isVisible();
    @SuppressWarnings("unchecked")
    List<Number> middles = (List<Number>) page.evaluate("[...document.querySelectorAll('header.top > *, header.top nav > *')]"
        + ".filter(e => e.getClientRects().length > 0).map(e => { const r = e.getBoundingClientRect(); return r.top + r.height / 2; })");
    double low = middles.stream().mapToDouble(Number::doubleValue).min().orElseThrow();
    double high = middles.stream().mapToDouble(Number::doubleValue).max().orElseThrow();
    assertTrue(middles.size() > 8 && high - low < 8, page.url() + ": the header's items stand on one line: " + middles);
  }

  /**
   * The turn's label says {@code text} beside the clock of {@code color}, the side to move: in the same box as that
   * clock ({@code bottom}: the player's own, below the board; {@code top}: the opponent's), on the clock's line.
   */
  static void assertTurnBy(Page page, String color, String box, String text) {
    Locator turn = page.getByTestId("turn");
    assertThat(turn).hasText(text);
    assertThat(turn).hasAttribute("data-side", color);
    Locator side = page.locator(".side-player." + box);
    assertThat(side.getByTestId("turn")).hasCount(1);
    assertThat(side.getByTestId("clock-" + color)).hasCount(1);
    BoundingBox t = turn.boundingBox(), c = side.getByTestId("clock-" + color).boundingBox();
    double middle = t.y + t.height / 2;
    assertTrue(middle > c.y && middle < c.y + c.height, page.url() + ": the turn's label (y " + t.y + ") is on the clock's line (y "
        + c.y + "-" + (c.y + c.height) + ")");
    assertTrue(c.x - (t.x + t.width) >= 0 && c.x - (t.x + t.width) < 40, "the label stands just left of the clock: " + t + " " + c);
  }

  private static void assertFitsTheScreen(Page page) {
    Object width = page.evaluate("document.documentElement.scrollWidth");
    assertTrue(((Number) width).intValue() <= 360, page.url() + " is " + width + " px wide on a 360 px screen");
  }

  private static void shot(Page page, String name) {
    Browsers.settledOrAfter(page, 3_000);   // the page's data drawn, the board's move animation ended
    page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve(name + ".png")).setFullPage(true));
  }
}
