package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.newGame;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import org.junit.jupiter.api.Test;

/** A casual game saved by both players, found again in the saved-games list and resumed; takebacks; a phone. */
class SavedGameTest extends BrowserTestBase {
  @Test
  void bothPlayersSaveACasualGameAndResumeItFromTheirSavedGames() {
    try (BrowserContext a = browsers.context(1280, 800); BrowserContext b = browsers.context(1280, 800)) {
      Page ana = signUp(a, "ana");
      Page bia = signUp(b, "bia");
      newGame(ana, bia, "chess");
      String game = ana.url();
      type(ana, "e4");
      type(bia, "e5");

      // A takeback first: Bia asks, Ana agrees, e5 is gone and Bia moves again.
      bia.getByText("Pedir para voltar o lance").click();
      assertThat(ana.getByText("Seu adversário pede para voltar o lance.")).isVisible();
      ana.getByText("Aceitar", new Page.GetByTextOptions().setExact(true)).click();
      assertThat(bia.getByTestId("moves").locator(".ply")).hasText(new String[] {"e4"});
      assertThat(bia.getByTestId("live")).hasText("Lance voltado.");
      type(bia, "c5");

      ana.getByText("Salvar partida").click();
      assertThat(bia.getByText("Seu adversário quer salvar a partida para continuar depois.")).isVisible();
      assertThat(bia.getByTestId("live")).hasText("Seu adversário propõe: salvar a partida.");
      bia.getByText("Aceitar", new Page.GetByTextOptions().setExact(true)).click();
      for (Page p : new Page[] {ana, bia}) {
        assertThat(p.getByTestId("adjourned")).isVisible();
        assertThat(p.getByTestId("live")).hasText("Partida salva.");
        assertThat(p.locator(".clock.running")).hasCount(0);
      }
      shot(ana, "saved-game");

      // Later: each finds it on the home page and loads it; Bia resumes and Ana plays on.
      for (Page p : new Page[] {ana, bia}) {
        p.navigate("/");
        assertThat(p.getByTestId("saved-games").locator("li[data-saved]")).hasCount(1);
        assertThat(p.getByTestId("saved-games")).containsText("ana – bia");
      }
      shot(bia, "saved-games-list");
      for (Page p : new Page[] {ana, bia}) {
        p.getByTestId("saved-games").getByText("Carregar").click();
        p.waitForURL(game);
      }
      bia.getByText("Retomar partida").click();
      assertThat(ana.getByTestId("live")).hasText("Partida retomada.");
      assertThat(ana.getByTestId("adjourned")).hasCount(0);
      type(ana, "Cf3");
      assertThat(bia.getByTestId("moves").locator(".ply")).hasText(new String[] {"e4", "c5", "Cf3"});
      ana.navigate("/");
      assertThat(ana.getByTestId("saved-games").locator("li[data-saved]")).hasCount(0);
    }
  }

  @Test
  void onAPhoneAMoveIsTypedAndThePageFitsTheScreen() {
    try (BrowserContext a = browsers.context(360, 740); BrowserContext b = browsers.context(360, 740)) {
      Page caio = signUp(a, "caio");
      Page duda = signUp(b, "duda");
      newGame(caio, duda, "chess");
      type(caio, "d2d4");
      assertThat(duda.getByTestId("moves").locator(".ply")).hasText(new String[] {"d4"});
      assertThat(duda.getByTestId("live")).hasText("Peão para d4");
      Object width = caio.evaluate("document.documentElement.scrollWidth");
      assertTrue(((Number) width).intValue() <= 360, "the play page is " + width + " px wide on a 360 px screen");
      shot(duda, "phone-keyboard");
    }
  }
}
