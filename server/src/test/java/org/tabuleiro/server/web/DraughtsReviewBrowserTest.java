package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.PlayedGames;

/**
 * Draughts analysis with our engine on the server: a finished Brazilian club game with a known blunder (7. 23-18??)
 * reviewed from its page, the graph and the blunder's mark shown, a click on the mark's move showing its position;
 * the analysis board's three lines; a 360 px phone.
 */
class DraughtsReviewBrowserTest extends BrowserTestBase {
  private static final LocatorAssertions.IsVisibleOptions LONG = new LocatorAssertions.IsVisibleOptions().setTimeout(120_000);

  @Test
  void aFinishedDraughtsGameIsReviewedWithItsGraphAndTheBlunderMarked() {
    int port = browsers.server.port();
    ApiClient ana = ApiClient.on(port), carla = ApiClient.on(port);
    assertEquals(201, ana.register("ana", "lua-verde-de-ana").status());
    assertEquals(201, carla.register("carla", "lua-verde-de-carla").status());
    long id = PlayedGames.play(port, ana, carla, "brazilian", "5+3", false,
        org.tabuleiro.server.library.LibraryAnalysisTestGames.BLUNDER_GAME, "white");

    try (BrowserContext desktop = browsers.context(1280, 900)) {
      Page page = Browsers.signUp(desktop, "dora");
      page.navigate("/game/" + id);
      page.getByTestId("review-game").click();
      page.waitForURL("**/biblioteca/analise?game=brazilian&jogo=" + id);
      assertThat(page.getByTestId("drv-summary").locator("table")).isVisible(LONG);
      assertThat(page.getByTestId("drv-state")).hasText(Pattern.compile("Partida analisada: 10 posições, \\d+ mil nós por posição\\."));
      assertThat(page.locator("[data-testid=drv-graph] svg path.rv-area")).hasCount(1);
      assertThat(page.locator("[data-testid=drv-graph] circle[data-mark=blunder]")).hasCount(1);
      var blunder = page.locator("[data-testid=drv-moves] button.rv-move.blunder");
      assertThat(blunder).hasCount(1);
      assertThat(blunder).hasText("4. 23-18??");
      assertThat(blunder).hasAttribute("title", Pattern.compile("^Erro grave, o melhor era \\d+[-x]\\d+"));
      assertThat(page.locator("[data-testid=drv-summary] tr[data-side=white] td.rv-b")).hasText("1");
      assertThat(page.locator("[data-testid=drv-summary] tr[data-side=black] td.rv-b")).hasText("0");
      assertThat(page.locator("[data-testid=drv-summary] tr[data-side=white] td.rv-acc")).hasText(Pattern.compile("\\d+%"));
      blunder.click();
      assertThat(blunder).hasClass(Pattern.compile("current"));
      assertThat(page.locator("input[name=fen]")).hasValue(Pattern.compile("^B:W.*18.*"));   // the position after 23-18
      Browsers.shot(page, "draughts-review");

      // The analysis board: three lines of the server's engine, each its own first move.
      page.navigate("/biblioteca/analise?game=brazilian");
      page.getByTestId("dr-lines-count").selectOption("3");
      page.getByTestId("lib-analyse").click();
      assertThat(page.getByTestId("dr-line")).hasCount(3, new LocatorAssertions.HasCountOptions().setTimeout(30_000));
      assertThat(page.getByTestId("dr-info")).hasText(Pattern.compile("profundidade \\d+ · [\\d.]+ nós · [\\d.]+ nós/s"));
      assertThat(page.getByTestId("lib-analyse")).isEnabled(new LocatorAssertions.IsEnabledOptions().setTimeout(30_000));
      var firsts = new java.util.HashSet<String>();
      for (String line : page.getByTestId("dr-line").allInnerTexts()) {
        assertTrue(line.matches("[+−-]?\\d+\\.\\d\\d \\d+-\\d+.*"), line);
        firsts.add(line.split(" ")[1]);
      }
      assertEquals(3, firsts.size(), "three different moves");
      Browsers.shot(page, "draughts-lines");

      try (BrowserContext phone = browsers.context(360, 740, desktop)) {
        Page p = phone.newPage();
        p.navigate("/biblioteca/analise?game=brazilian&jogo=" + id);
        assertThat(p.getByTestId("drv-summary").locator("table")).isVisible(LONG);
        assertThat(p.locator("[data-testid=drv-graph] circle[data-mark=blunder]")).hasCount(1);
        assertEquals(true, p.evaluate("() => document.documentElement.scrollWidth <= innerWidth"), "no sideways scroll at 360 px");
        Browsers.shot(p, "draughts-review-phone");
      }
    }
  }
}
