package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.tabuleiro.server.web.Browsers.newGame;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Draughts by clicking: the pieces that must capture are ringed; a double capture is entered by clicking the piece,
 * its intermediate landing square (the route drawn, the man taken still on the board, marked) and its last one, on
 * the Brazilian and the international board.
 */
class DraughtsCaptureBrowserTest extends BrowserTestBase {
  private static Locator square(Page page, int n) {
    return page.locator("svg.draughts g[data-square='" + n + "']");
  }

  /** White's three moves lead to Black's only move, a capture of two men: from, over (its first landing), to. */
  private record Case(String game, List<String> opening, int from, int over, int to, String written) {}

  @Test
  void aDoubleCaptureIsEnteredByClickingItsLandingSquares() {
    List<Case> cases = List.of(
        new Case("brazilian", List.of("21-17", "9-13", "22-18"), 13, 22, 15, "13x15"),
        new Case("international", List.of("31-27", "17-21", "32-28"), 21, 32, 23, "21x23"));
    int i = 0;
    for (Case c : cases) {
      try (BrowserContext a = browsers.context(1280, 900); BrowserContext b = browsers.context(360, 740)) {
        Page white = signUp(a, "branco" + i);
        Page black = signUp(b, "preto" + i);
        i++;
        newGame(white, black, c.game());
        type(white, c.opening().get(0));
        assertThat(black.getByTestId("moves").locator(".ply")).hasCount(1);
        type(black, c.opening().get(1));
        assertThat(white.getByTestId("moves").locator(".ply")).hasCount(2);
        type(white, c.opening().get(2));
        assertThat(black.getByTestId("moves").locator(".ply")).hasCount(3);

        // Only the capturing piece may move, and it is marked so.
        assertThat(black.locator("svg.draughts g.must-capture")).hasCount(1);
        assertThat(square(black, c.from())).hasClass(java.util.regex.Pattern.compile("must-capture"));
        square(black, c.from()).click();
        assertThat(square(black, c.over()).locator("circle.dest")).hasCount(1);
        // The intermediate landing: the piece stands there, the route is drawn, the man taken is still on the board.
        square(black, c.over()).click();
        assertThat(black.getByTestId("route")).hasCount(1);
        assertThat(square(black, c.over()).locator("circle.man.black")).hasCount(1);
        assertThat(black.locator("svg.draughts g.taken circle.man.white")).hasCount(1);
        int whiteMen = c.game().equals("brazilian") ? 12 : 20;
        assertThat(black.locator("svg.draughts circle.man.white")).hasCount(whiteMen);
        assertThat(square(black, c.to()).locator("circle.dest")).hasCount(1);
        shot(black, "draughts-capture-halfway-" + c.game());
        assertThat(white.getByTestId("moves").locator(".ply")).hasCount(3);   // nothing sent yet
        square(black, c.to()).click();

        for (Page p : new Page[] {white, black}) {
          assertThat(p.getByTestId("moves").locator(".ply").last()).hasText(c.written());
          assertThat(square(p, c.to()).locator("circle.man.black")).hasCount(1);
          assertThat(p.locator("svg.draughts circle.man.white")).hasCount(c.game().equals("brazilian") ? 10 : 18);
          assertThat(square(p, c.over()).locator("circle.man")).hasCount(0);
        }
        assertThat(black.getByTestId("route")).hasCount(0);
        assertThat(black.locator("svg.draughts g.taken")).hasCount(0);
        shot(white, "draughts-capture-done-" + c.game());
      }
    }
  }
}
