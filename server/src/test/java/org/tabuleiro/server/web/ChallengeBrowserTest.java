package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;
import static org.tabuleiro.server.web.ChatBrowserTest.fitsPhone;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import org.junit.jupiter.api.Test;

/**
 * A challenges B from B's profile; B, on another page, accepts from the notice and both play; a rematch (colours
 * swapped) once both agree; a challenge from the list of who is online, declined from the bell, and the challenger
 * told; at 360 px.
 */
class ChallengeBrowserTest extends BrowserTestBase {
  @Test
  void aChallengeFromAProfileIsAcceptedFromTheNoticeAndPlayedAgain() {
    try (BrowserContext a = browsers.context(1280, 900); BrowserContext b = browsers.context(360, 740)) {
      Page ana = signUp(a, "ana");
      Page bia = signUp(b, "bia");
      bia.navigate("/ranking");   // any page: the notice finds her there

      ana.navigate("/player/bia");
      ana.getByTestId("challenge-open").click();
      ana.selectOption("[data-testid=challenge-form] select[name=timeControl]", "5+3");
      ana.selectOption("[data-testid=challenge-form] select[name=color]", "white");
      ana.locator("[data-testid=challenge-form] input[name=rated]").check();
      ana.locator("[data-testid=challenge-form] button[type=submit]").click();
      assertThat(ana.getByTestId("challenge-status")).containsText("Desafio enviado a bia");
      shot(ana, "challenge-sent");

      assertThat(bia.getByTestId("toast-challenge")).containsText("ana desafia você: Xadrez 5+3 · Vale rating · Pretas.");
      assertThat(bia.getByTestId("bell-count")).hasText("1");
      shot(bia, "challenge-notice-phone");
      fitsPhone(bia, "a page with a challenge's notice");
      bia.getByTestId("toast-challenge").locator("[data-action=accept]").click();
      bia.waitForURL("**/game/*");
      ana.waitForURL(bia.url());
      connected(ana);
      connected(bia);

      // Fool's mate: Ana (White) is mated; then Bia asks for a rematch and Ana agrees.
      // Each move waits for the opponent's page to have the one before (a move typed early is "not your turn").
      type(ana, "f3");
      assertThat(bia.getByTestId("moves").locator(".ply")).hasCount(1);
      type(bia, "e5");
      assertThat(ana.getByTestId("moves").locator(".ply")).hasCount(2);
      type(ana, "g4");
      assertThat(bia.getByTestId("moves").locator(".ply")).hasCount(3);
      type(bia, "Dh4");
      shot(bia, "fools-mate-phone");
      assertThat(ana.getByTestId("result")).containsText("Vitória das pretas");
      // A rated game: each player's new rating and its change beside the names.
      assertThat(ana.getByTestId("rating-change")).hasCount(2);
      assertThat(ana.locator(".side-player.bottom [data-testid=rating-change]")).containsText("−");
      assertThat(bia.locator(".side-player.bottom [data-testid=rating-change]")).containsText("+");
      String first = ana.url();
      bia.getByTestId("rematch").locator("[data-action=rematch]").click();
      assertThat(bia.getByTestId("rematch")).containsText("Revanche proposta");
      assertThat(ana.getByTestId("rematch")).containsText("bia propõe uma revanche (cores trocadas).");
      shot(ana, "rematch-offered");
      ana.getByTestId("rematch").locator("[data-action=accept]").click();
      ana.waitForURL(url -> url.contains("/game/") && !url.equals(first));
      bia.waitForURL(ana.url());
      connected(ana);
      connected(bia);
      // Colours swapped: Bia has White now, so her clock is the one below on her board and she moves first.
      assertThat(bia.locator(".side-player.bottom .player")).hasText("○ bia");
      assertThat(ana.locator(".side-player.bottom .player")).hasText("● ana");
      type(bia, "e4");
      assertThat(ana.getByTestId("moves").locator(".ply")).hasText(new String[] {"e4"});
    }
  }

  @Test
  void aChallengeFromTheOnlineListIsDeclinedFromTheBell() {
    try (BrowserContext c = browsers.context(360, 740); BrowserContext d = browsers.context(1280, 900)) {
      Page caio = signUp(c, "caio");
      Page duda = signUp(d, "duda");
      duda.navigate("/regras/damas");
      assertThat(duda.locator("[data-testid=bell][data-connected=true]")).hasCount(1);   // duda is online
      caio.navigate("/lobby");
      caio.getByTestId("online").locator("li[data-online=duda] [data-action=challenge]").click();
      caio.selectOption("[data-testid=challenge-form] select[name=game]", "brazilian");
      caio.locator("[data-testid=challenge-form] button[type=submit]").click();
      assertThat(caio.getByTestId("challenge-status")).containsText("Aguardando a resposta");
      fitsPhone(caio, "the lobby with a challenge form");
      shot(caio, "online-challenge-phone");

      assertThat(duda.getByTestId("bell-count")).hasText("1");
      duda.getByTestId("bell-button").click();
      assertThat(duda.getByTestId("bell-list")).containsText("caio desafia você: Damas brasileiras 10+5");
      shot(duda, "bell-list");
      duda.getByTestId("bell-list").locator("[data-action=decline]").click();
      assertThat(caio.getByTestId("challenge-status")).hasText("duda recusou seu desafio.");
      assertThat(caio.getByTestId("toast-challengeDeclined")).containsText("duda recusou seu desafio.");
      assertThat(duda.getByTestId("bell-count")).hasCount(0);
      assertThat(duda.getByTestId("toast-challenge")).hasCount(0);
    }
  }
}
