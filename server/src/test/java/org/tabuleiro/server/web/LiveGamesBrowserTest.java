package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.newGame;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;
import static org.tabuleiro.server.web.ChatBrowserTest.fitsPhone;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import org.junit.jupiter.api.Test;

/**
 * Who is playing: a third user finds a game in "Partidas ao vivo" (filtered by game) and watches it; the TV follows
 * the game going on; the players find their running game on the home page; 360 px.
 */
class LiveGamesBrowserTest extends BrowserTestBase {
  @Test
  void aThirdUserFindsTheGameInLiveGamesAndWatchesIt() {
    try (BrowserContext a = browsers.context(1280, 900); BrowserContext b = browsers.context(1280, 900);
         BrowserContext c = browsers.context(360, 740)) {
      Page ana = signUp(a, "ana");
      Page bia = signUp(b, "bia");
      Page caio = signUp(c, "caio");
      newGame(ana, bia, "chess");
      String game = ana.url();
      type(ana, "e4");
      assertThat(bia.getByTestId("moves").locator(".ply")).hasCount(1);
      type(bia, "e5");

      // The home page leads each player back to the game, above the club's welcome.
      bia.navigate("/");
      assertThat(bia.getByTestId("running-games").locator("li[data-running]")).hasCount(1);
      assertTrue(bia.getByTestId("running-games").boundingBox().y < bia.locator(".hero h1").boundingBox().y,
          "the running game before the welcome");
      bia.getByTestId("running-games").locator("li[data-running] a").click();
      bia.waitForURL(game);
      connected(bia);

      caio.navigate("/ao-vivo");
      assertThat(caio.getByTestId("live-games").locator("[data-live]")).hasCount(1);
      assertThat(caio.getByTestId("live-games")).containsText("ana");
      assertThat(caio.getByTestId("live-games")).containsText("1 lance");
      caio.selectOption("select[name=game]", "brazilian");
      assertThat(caio.getByTestId("live-games").locator("[data-live]")).hasCount(0);
      assertThat(caio).hasURL(java.util.regex.Pattern.compile(".*/ao-vivo\\?game=brazilian$"));
      caio.selectOption("select[name=game]", "chess");
      assertThat(caio.getByTestId("live-games").locator("[data-live]")).hasCount(1);
      shot(caio, "live-games-phone");
      fitsPhone(caio, "Partidas ao vivo");
      caio.getByTestId("live-games").locator("[data-live]").click();
      caio.waitForURL(game);
      connected(caio);
      assertThat(caio.getByTestId("status")).containsText("Você está assistindo.");
      type(ana, "Cf3");
      assertThat(caio.getByTestId("moves").locator(".ply")).hasText(new String[] {"e4", "e5", "Cf3"});

      // The TV shows the game going on and follows its moves.
      caio.navigate("/tv");
      assertThat(caio.getByTestId("tv-head")).containsText("ana");
      connected(caio);
      assertThat(bia.getByTestId("moves").locator(".ply")).hasCount(3);
      type(bia, "Cc6");
      assertThat(caio.getByTestId("moves").locator(".ply")).hasText(new String[] {"e4", "e5", "Cf3", "Cc6"});
      shot(caio, "tv-phone");
      fitsPhone(caio, "the TV");
    }
  }
}
