package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.shot;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import org.junit.jupiter.api.Test;

/** The rules pages: reached from the home page, in both languages, and their diagrams show a piece's legal moves. */
class RulesPageTest extends BrowserTestBase {
  @Test
  void aChessDiagramMarksTheKnightsMovesAndSaysTheMovePlayed() {
    try (BrowserContext c = browsers.context(1200, 900)) {
      Page page = c.newPage();
      page.navigate("/");
      page.click("main a[href='/regras/xadrez']");   // the home page's chess card
      assertThat(page.locator("h1")).hasText("Regras do xadrez");
      Locator pieces = page.locator("section#pieces");
      click(pieces, "e2");
      // A knight on e2 (own queen on d4): c1, c3, f4, g3, g1.
      assertThat(pieces.locator("square.move-dest")).hasCount(5);
      click(pieces, "g3");
      assertThat(pieces.getByTestId("diagram-said")).hasText("Cavalo para g3");
      shot(page, "rules-chess");

      Locator mate = page.locator("section#check");
      click(mate, "d1");
      assertThat(mate.locator("square.move-dest").first()).isAttached();  // the rook is picked up
      click(mate, "d8");
      assertThat(mate.getByTestId("diagram-said")).hasText("Torre para d8, xeque-mate");

      Locator promotion = page.locator("section#promotion");
      click(promotion, "e7");
      click(promotion, "e8");
      assertThat(promotion.getByTestId("promotion").locator("button")).hasCount(4);
      assertThat(promotion.getByTestId("promotion").locator("button").first()).isFocused();
      promotion.getByTestId("promotion").getByLabel("cavalo").click();
      assertThat(promotion.getByTestId("diagram-said")).hasText("Peão para e8, promove a cavalo, xeque");  // the knight on e8 checks the king on g7
      assertThat(promotion.getByTestId("promotion")).hasCount(0);
    }
  }

  @Test
  void aDraughtsDiagramAllowsOnlyTheLargestCaptureAndTheTextFollowsTheLanguage() {
    try (BrowserContext c = browsers.context(1200, 900)) {
      Page page = c.newPage();
      page.navigate("/regras/damas");
      assertThat(page.locator("h1")).hasText("Regras das damas");
      Locator majority = page.locator("section#majority");
      majority.locator("g[data-square='38']").click();
      assertThat(majority.locator("circle.dest")).hasCount(0);   // 38x29 takes one piece: not allowed
      majority.locator("g[data-square='32']").click();
      assertThat(majority.locator("circle.dest")).hasCount(2);   // 21 on the way, 12 at the end
      majority.locator("g[data-square='12']").click();
      assertThat(majority.getByTestId("diagram-said")).hasText("32 captura em 21, 12");
      assertThat(majority.locator("g[aria-label='12, pedra (Brancas)']")).hasCount(1);
      shot(page, "rules-draughts");

      page.selectOption("select.lang", "en");
      assertThat(page.locator("h1")).hasText("The rules of draughts");
      assertThat(page.locator("section#kings h2")).hasText("Kings");

      page.selectOption("select.lang", "pt-PT");  // Portugal's Portuguese: "continua a capturar", not "capturando"
      assertThat(page.locator("section#kings")).containsText("continua a capturar");
      page.navigate("/regras/xadrez#castling");
      assertThat(page.locator("section#castling")).containsText("a arrastar o rei");
      assertThat(page.locator("section#castling")).not().containsText("você");
    }
  }

  @Test
  void onAPhoneTheRulesPageFitsTheScreen() {
    try (BrowserContext c = browsers.context(360, 740)) {
      Page page = c.newPage();
      page.navigate("/regras/xadrez");
      assertThat(page.locator("section#promotion figure")).isVisible();
      Object width = page.evaluate("document.documentElement.scrollWidth");
      assertTrue(((Number) width).intValue() <= 360, "the rules page is " + width + " px wide on a 360 px screen");
      shot(page, "rules-phone");
    }
  }

  /** Clicks a square of a diagram's chessground board, seen from White's side. */
  private static void click(Locator diagram, String square) {
    diagram.locator("cg-board").scrollIntoViewIfNeeded();
    // Where the board is once the page has stopped moving (scrolling, a late layout): a click on a stale box misses.
    BoundingBox box = diagram.locator("cg-board").boundingBox();
    for (int i = 0; i < 20; i++) {
      diagram.page().waitForTimeout(50);
      BoundingBox now = diagram.locator("cg-board").boundingBox();
      if (now.x == box.x && now.y == box.y && now.width == box.width) break;
      box = now;
    }
    int file = square.charAt(0) - 'a', rank = square.charAt(1) - '1';
    diagram.page().mouse().click(box.x + (file + 0.5) * box.width / 8, box.y + (7 - rank + 0.5) * box.height / 8);
  }
}
