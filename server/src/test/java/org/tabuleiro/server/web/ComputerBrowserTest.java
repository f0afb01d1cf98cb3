package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue #7's browser path: a new player challenges the computer at level 1 from the lobby, plays, finishes the game
 * (by resigning: level 1 is random enough that the length of a played-out game cannot be known), and finds it in
 * the archive against Computador-1.
 */
class ComputerBrowserTest extends BrowserTestBase {
  private static final com.microsoft.playwright.assertions.LocatorAssertions.HasCountOptions SLOW =
      new com.microsoft.playwright.assertions.LocatorAssertions.HasCountOptions().setTimeout(30_000);
  @Test
  void aNewPlayerChallengesTheComputerFromTheLobbyAndFinishesTheGame() {
    try (BrowserContext c = browsers.context(1280, 800)) {
      Page carla = signUp(c, "carla");
      assertThat(carla.getByTestId("computer-form")).isVisible();
      shot(carla, "computer-lobby");
      carla.selectOption("form.computer-form select[name=game]", "chess");
      carla.selectOption("form.computer-form select[name=level]", "1");
      carla.selectOption("form.computer-form select[name=color]", "white");
      carla.click("form.computer-form button[type=submit]");
      carla.waitForURL("**/game/*");

      // The page has the game (and the move field its legal moves) once the board takes moves.
      assertThat(carla.locator(".board-wrap[data-movable=true]")).isVisible();
      type(carla, "e4");
      // The computer answers on its own: two plies in the list.
      // The first search of a fresh server warms the engine up: allow for a slow machine.
      assertThat(carla.getByTestId("moves").locator(".ply")).hasCount(2, SLOW);
      assertThat(carla.locator(".board-wrap[data-movable=true]")).isVisible();
      type(carla, "Cf3");
      assertThat(carla.getByTestId("moves").locator(".ply")).hasCount(4, SLOW);
      shot(carla, "computer-game");

      carla.getByText("Abandonar").click();
      carla.getByText("Confirmar?").click();
      assertThat(carla.getByTestId("result")).containsText("Vitória das pretas");
      shot(carla, "computer-game-over");

      carla.navigate("/player/carla/games");
      assertThat(carla.locator("tr[data-game]")).hasCount(1);
      assertThat(carla.locator("tr[data-game]")).containsText(Pattern.compile("Computador-1"));
      shot(carla, "computer-archive");
    }
  }

  /** A third game against the computer is refused on the page, which names the cap and links the two in progress. */
  @Test
  void aThirdGameAgainstTheComputerIsRefusedWithLinksToTheTwoInProgress() {
    try (BrowserContext c = browsers.context(1280, 800)) {
      Page dora = signUp(c, "dora");
      for (int i = 0; i < 2; i++) {
        dora.navigate("/lobby");
        dora.selectOption("form.computer-form select[name=color]", "white");
        dora.click("form.computer-form button[type=submit]");
        dora.waitForURL("**/game/*");
      }
      dora.navigate("/lobby");
      dora.click("form.computer-form button[type=submit]");
      var error = dora.locator("form.computer-form .error");
      assertThat(error).containsText("Você já tem 2 partidas contra o computador em andamento");
      assertThat(error.locator("a[href^='/game/']")).hasCount(2);
      assertThat(error.locator("a").first()).containsText("Computador-1");
      shot(dora, "computer-cap");
      error.locator("a").first().click();
      dora.waitForURL("**/game/*");
    }
  }
}
