package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.ChatBrowserTest.fitsPhone;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import org.junit.jupiter.api.Test;

/** The lobby's quick pairing: a tile seeks, a second click takes it back, the same tile from another player pairs. */
class QuickPairingBrowserTest extends BrowserTestBase {
  @Test
  void twoPlayersClickTheSameTileAndPlay() {
    try (BrowserContext a = browsers.context(1280, 900); BrowserContext b = browsers.context(360, 740)) {
      Page ana = signUp(a, "ana");
      Page bia = signUp(b, "bia");
      assertThat(ana.locator("form.seek-form select[name=timeControl]")).hasValue("10+5");   // the default clock

      // A click seeks; a second one takes the seek back.
      ana.locator("[data-testid=quick-grid] [data-clock='5+3']").click();
      assertThat(ana.locator("[data-testid=quick-grid] [data-clock='5+3']")).hasAttribute("aria-pressed", "true");
      assertThat(bia.locator("tr[data-seek]")).hasCount(1);
      assertThat(bia.locator("tr[data-seek]")).containsText("5+3");
      ana.locator("[data-testid=quick-grid] [data-clock='5+3']").click();
      assertThat(bia.locator("tr[data-seek]")).hasCount(0);

      // Brazilian draughts 5+5: Ana waits, Bia clicks the same tile and both are at the board.
      ana.getByRole(com.microsoft.playwright.options.AriaRole.TAB, new Page.GetByRoleOptions().setName("Damas brasileiras")).click();
      ana.locator("[data-testid=quick-grid] [data-clock='5+5']").click();
      assertThat(bia.locator("tr[data-seek]")).containsText("Damas brasileiras");
      shot(bia, "quick-pairing-phone");
      fitsPhone(bia, "the lobby");
      bia.getByRole(com.microsoft.playwright.options.AriaRole.TAB, new Page.GetByRoleOptions().setName("Damas brasileiras")).click();
      bia.locator("[data-testid=quick-grid] [data-clock='5+5']").click();
      bia.waitForURL("**/game/*");
      ana.waitForURL(bia.url());
      connected(ana);
      connected(bia);
      assertThat(ana.locator("svg.draughts")).hasCount(1);
      shot(ana, "quick-pairing-game");
    }
  }
}
