package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.PlayedGames;
import org.tabuleiro.server.testing.TestServer;

/**
 * The archive, replay, profile and ranking pages in Debian's Chromium, after games played over the real sockets:
 * six rated blitz games between ana and bruno a day apart (a chart of six points), a rated Brazilian draughts game,
 * and a fool's mate. Screenshots go to server/target/screenshots (desktop and a 360 px phone).
 */
class ArchiveBrowserTest {
  static final Path CHROMIUM = Paths.get("/usr/bin/chromium");
  static final Path SHOTS = Paths.get("target", "screenshots");
  static final List<String> SCRIPT_ERRORS = new CopyOnWriteArrayList<>();
  @TempDir static Path data;
  static TestServer server;
  static Browser browser;
  static long foolsMate, draughts;

  @BeforeAll
  static void start() throws Exception {
    assertTrue(Files.isExecutable(CHROMIUM), "no Chromium at " + CHROMIUM + ": apt-get install chromium");
    Files.createDirectories(SHOTS);
    server = TestServer.start(ServerConfig.forTests(DatabaseConfig.h2File(data), data));
    ApiClient ana = server.client(), bruno = server.client(), carla = server.client();
    for (var p : Map.of("ana", ana, "bruno", bruno, "carla", carla).entrySet()) {
      assertEquals(201, p.getValue().register(p.getKey(), "lua-verde-de-" + p.getKey()).status());
    }
    assertEquals(200, ana.patch("/api/me", Map.of("displayName", "Ana Souza", "country", "BR",
        "club", "Clube de Xadrez de Salvador")).status());
    List<String> opening = Arrays.asList("e2e4", "e7e5", "g1f3", "b8c6");
    for (int i = 0; i < 6; i++) {
      boolean anaWhite = i % 2 == 0;
      String resigning = i == 3 ? (anaWhite ? "white" : "black") : (anaWhite ? "black" : "white");
      PlayedGames.play(server, anaWhite ? ana : bruno, anaWhite ? bruno : ana, "chess", "5+3", true, opening, resigning);
      server.clock().advance(Duration.ofDays(1));
    }
    List<String> firstLegal = new ArrayList<>();
    for (int i = 0; i < 12; i++) firstLegal.add(null);
    draughts = PlayedGames.play(server, ana, carla, "brazilian", "3+2", true, firstLegal, "black");
    server.clock().advance(Duration.ofHours(2));
    foolsMate = PlayedGames.play(server, bruno, ana, "chess", "3+0", false,
        List.of("f2f3", "e7e5", "g2g4", "d8h4"), null);

    // assertThat waits this long (Playwright's 5 s is short on a loaded CI machine)
    com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
    browser = Chromium.browser();   // the JVM's one; this class's contexts are closed by each test
  }

  @AfterEach
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
  void theArchiveListsThePlayedGamesAndTheReplayStepsThroughTheMoves() {
    try (BrowserContext c = context(1280, 860)) {
      Page page = c.newPage();
      page.navigate("/player/ana/games");
      var rows = page.locator("tr[data-game]");
      assertThat(rows).hasCount(8);
      assertThat(rows.first()).hasAttribute("data-game", String.valueOf(foolsMate));
      assertThat(rows.first().locator("[data-result]")).hasText("Vitória");
      assertThat(rows.nth(1).locator("[data-result]")).hasText("Vitória");
      assertThat(page.locator("a[href^='/api/players/ana/games.pgn']")).isVisible();
      shot(page, "archive");

      page.selectOption("select[name=result]", "loss");
      assertThat(rows).hasCount(1);
      assertTrue(page.url().endsWith("/player/ana/games?result=loss"), page.url());
      page.selectOption("select[name=result]", "");
      page.selectOption("select[name=game]", "brazilian");
      assertThat(rows).hasCount(1);
      assertThat(page.locator("a[href^='/api/players/ana/games.pgn']")).hasCount(0);
      assertThat(page.locator("a[href='/api/players/ana/games.pdn?game=brazilian']")).isVisible();
      page.selectOption("select[name=game]", "");
      assertThat(rows).hasCount(8);

      rows.first().locator("td.open a[href='/game/" + foolsMate + "']").click();
      page.waitForURL("**/game/" + foolsMate);
      var moves = page.getByTestId("moves").locator(".ply");
      assertThat(moves).hasText(new String[] {"f3", "e5", "g4", "Dh4#"});
      assertThat(page.getByTestId("result")).containsText("xeque-mate");
      var board = page.getByTestId("replay-board");
      assertThat(board).hasAttribute("data-ply", "4");
      assertThat(moves.nth(3)).hasClass(java.util.regex.Pattern.compile("current"));
      assertThat(page.getByTestId("clock-black")).hasText("3:00");  // the test's clock stood still: 3+0 untouched
      shot(page, "replay-chess-end");
      page.keyboard().press("ArrowLeft");
      assertThat(board).hasAttribute("data-ply", "3");
      assertThat(page.getByTestId("replay-ply")).hasText("Lance 3 de 4");
      page.getByTestId("first").click();
      assertThat(board).hasAttribute("data-ply", "0");
      assertThat(page.getByTestId("clock-white")).hasText("");
      assertThat(page.locator("cg-board piece")).hasCount(32);
      assertThat(page.locator("cg-board square.last-move:visible")).hasCount(0);
      String start = page.locator("cg-board").innerHTML();
      moves.nth(1).click();
      assertThat(board).hasAttribute("data-ply", "2");
      assertThat(page.locator("cg-board square.last-move:visible")).hasCount(2);
      assertTrue(!start.equals(page.locator("cg-board").innerHTML()), "the pieces moved");
      page.getByTestId("next").click();
      page.getByTestId("next").click();
      assertThat(board).hasAttribute("data-ply", "4");
      page.getByTestId("next").click();
      assertThat(board).hasAttribute("data-ply", "4");
      assertThat(board).hasAttribute("data-orientation", "white");
      page.getByTestId("flip").click();
      assertThat(board).hasAttribute("data-orientation", "black");
      assertThat(page.locator(".cg-wrap.orientation-black")).hasCount(1);

      page.navigate("/game/" + draughts);
      assertThat(page.getByTestId("moves").locator(".ply")).hasCount(12);
      page.keyboard().press("Home");
      assertThat(page.locator("svg.draughts circle.man")).hasCount(24);
      page.keyboard().press("ArrowRight");
      assertThat(page.locator("svg.draughts .sq.last")).hasCount(2);
      page.keyboard().press("End");
      assertThat(page.getByTestId("replay-board")).hasAttribute("data-ply", "12");
      shot(page, "replay-draughts");
    }
  }

  @Test
  void theProfileShowsRatingsWithTheChartAndTheRankingListsThePlayers() {
    try (BrowserContext c = context(1280, 860)) {
      Page page = c.newPage();
      page.navigate("/player/ana");
      assertThat(page.locator("h1")).containsText("Ana Souza");
      assertThat(page.locator("dl.facts")).containsText("Brasil");
      assertThat(page.locator("dl.facts")).containsText("Clube de Xadrez de Salvador");
      assertThat(page.locator(".rating-card")).hasCount(2);
      assertThat(page.locator(".rating-card.chosen")).containsText("Blitz");
      assertThat(page.locator(".rating-card.chosen [data-testid=rating]")).hasText(java.util.regex.Pattern.compile("^1\\.?\\d{3}\\?$"));
      assertThat(page.getByTestId("rating-chart").locator("circle.point")).hasCount(6);
      assertThat(page.getByTestId("rating-chart").locator("polyline.line")).hasCount(1);
      assertThat(page.locator("tr[data-game]")).hasCount(8);
      shot(page, "profile");
      page.locator(".rating-card").nth(1).click();
      assertThat(page.getByTestId("rating-chart").locator("circle.point")).hasCount(1);

      page.click("header a[href='/ranking']");
      page.waitForURL("**/ranking");
      var ranked = page.getByTestId("ranking").locator("tbody tr");
      assertThat(ranked).hasCount(2);
      assertThat(ranked.first()).containsText("ana");
      assertThat(ranked.nth(1)).containsText("bruno");
      shot(page, "ranking");
      page.selectOption("select[name=game]", "brazilian");
      assertThat(ranked).hasCount(2);
      assertThat(ranked.first()).containsText("ana");
      assertThat(ranked.nth(1)).containsText("carla");
      ranked.first().locator("a").click();
      page.waitForURL("**/player/ana");

      page.navigate("/player/ninguem_aqui");
      assertThat(page.locator("p.error")).hasText("Jogador não encontrado.");
      page.navigate("/player/ana/games");
      page.selectOption("select.lang", "en");
      assertThat(page.locator("h1")).hasText("ana's games");
      assertThat(page.locator("tr[data-game] [data-result]").first()).hasText("Win");
      assertThat(page.locator("tr[data-game] td.date").first()).hasText("Mar 7, 2026");
      shot(page, "archive-en");
      page.selectOption("select.lang", "pt");
    }
  }

  @Test
  void onAPhoneEveryPageFitsTheScreen() {
    try (BrowserContext c = context(360, 740)) {
      Page page = c.newPage();
      for (String path : List.of("/player/ana/games", "/game/" + foolsMate, "/game/" + draughts, "/player/ana",
          "/ranking")) {
        page.navigate(path);
        page.locator("tr[data-game], [data-testid=replay-board], [data-testid=ranking] tr").first().waitFor();
        String name = "phone" + path.replaceAll("[/?=]+", "-");
        shot(page, name);
        Object width = page.evaluate("document.documentElement.scrollWidth");
        assertTrue(((Number) width).intValue() <= 360, path + " is " + width + " px wide on a 360 px screen");
      }
    }
  }

  private static BrowserContext context(int width, int height) {
    BrowserContext c = browser.newContext(new Browser.NewContextOptions().setViewportSize(width, height)
        .setLocale("pt-BR").setBaseURL("http://127.0.0.1:" + server.server().port()));
    c.setDefaultTimeout(15_000);
    c.onPage(p -> p.onPageError(e -> SCRIPT_ERRORS.add(p.url() + ": " + e)));
    return c;
  }

  private static void shot(Page page, String name) {
    page.waitForTimeout(300);
    page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve(name + ".png")).setFullPage(true));
  }
}
