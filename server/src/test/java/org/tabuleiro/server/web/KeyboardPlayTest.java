package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.tabuleiro.server.web.Browsers.newGame;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import org.junit.jupiter.api.Test;

/** Moves typed in the move field (Portuguese SAN, coordinates, draughts numbers), their feedback, and the live region. */
class KeyboardPlayTest extends BrowserTestBase {
  @Test
  void aChessMoveTypedInPortugueseIsPlayedAndAnnouncedInWords() {
    try (BrowserContext a = browsers.context(1280, 800); BrowserContext b = browsers.context(1280, 800)) {
      Page ana = signUp(a, "ana");
      Page bia = signUp(b, "bia");
      newGame(ana, bia, "chess");

      type(ana, "Cf3");
      assertThat(ana.getByTestId("moves").locator(".ply")).hasText(new String[] {"Cf3"});
      assertThat(bia.getByTestId("moves").locator(".ply")).hasText(new String[] {"Cf3"});
      assertThat(bia.getByTestId("live")).hasText("Cavalo para f3");
      assertThat(ana.getByTestId("kb-input")).hasValue("");

      type(bia, "e7-e5");
      assertThat(ana.getByTestId("live")).hasText("Peão para e5");
      type(ana, "Cxe6");
      assertThat(ana.getByTestId("kb-feedback")).hasText("Nenhum lance de cavalo para e6.");
      assertThat(ana.getByTestId("kb-input")).hasValue("Cxe6");
      type(ana, "Cxe5");
      assertThat(bia.getByTestId("live")).hasText("Cavalo captura em e5");
      type(ana, "d4");
      assertThat(ana.getByTestId("kb-feedback")).hasText("Não é a sua vez.");
      shot(ana, "keyboard-chess");

      bia.selectOption("select.lang", "en");
      Browsers.connected(bia);
      type(bia, "Qf6");
      assertThat(ana.getByTestId("live")).hasText("Dama para f6");
      assertThat(bia.getByTestId("live")).hasText("Queen to f6");
      bia.getByTestId("read-board").click();
      assertThat(bia.getByTestId("live")).containsText("White: king e1");
      assertThat(bia.getByTestId("live")).containsText("knight e5");
      assertThat(ana.getByTestId("sr-board").locator("td", new com.microsoft.playwright.Locator.LocatorOptions().setHasText("e5, cavalo (Brancas)"))).hasCount(1);
    }
  }

  @Test
  void aDraughtsMoveTypedInNumbersIsPlayedAndAnnounced() {
    try (BrowserContext a = browsers.context(1100, 760); BrowserContext b = browsers.context(1100, 760)) {
      Page caio = signUp(a, "caio");
      Page dora = signUp(b, "dora");
      newGame(caio, dora, "international");

      type(caio, "32-29");
      assertThat(caio.getByTestId("kb-feedback")).hasText("Não há lance de 32 para 29.");
      type(caio, "32-28");
      assertThat(dora.getByTestId("moves").locator(".ply")).hasText(new String[] {"32-28"});
      assertThat(dora.getByTestId("live")).hasText("32 para 28");
      type(dora, "19-23");
      // Caio types only once Dora's move has reached his page (else: "Não é a sua vez").
      assertThat(caio.getByTestId("moves").locator(".ply")).hasCount(2);
      type(caio, "28-22");
      assertThat(caio.getByTestId("kb-feedback")).containsText("A captura é obrigatória: 28x19");
      type(caio, "28x19");
      assertThat(dora.getByTestId("live")).hasText("28 captura em 19");
      assertThat(dora.locator("svg.draughts g[aria-label='19, pedra (Brancas)']")).hasCount(1);
      dora.getByTestId("read-board").click();
      assertThat(dora.getByTestId("live")).containsText("Brancas: pedras 19, 31, 33,");
      assertThat(dora.getByTestId("live")).containsText("Pretas: pedras 1, 2,");
      shot(caio, "keyboard-draughts");

      caio.getByText("Abandonar").click();
      caio.getByText("Confirmar?").click();
      assertThat(dora.getByTestId("live")).hasText("Vitória das pretas, abandono.");
      assertThat(dora.getByTestId("kb-input")).isHidden();
    }
  }

  @Test
  void theKingCastlesWhenDroppedOnItsRook() {
    try (BrowserContext a = browsers.context(1280, 800); BrowserContext b = browsers.context(1280, 800)) {
      Page eva = signUp(a, "eva");
      Page fred = signUp(b, "fred");
      newGame(eva, fred, "chess");
      String[] moves = {"e4", "e5", "nf3", "cc6", "Bc4", "bc5"};   // piece letters in lower case are understood too
      for (int i = 0; i < moves.length; i++) {
        Page mover = i % 2 == 0 ? eva : fred;
        if (i == moves.length - 1) eva.getByText("Propor empate").focus();   // kept through the redraw of Fred's move
        assertThat(mover.locator(".board-wrap[data-movable=true]")).isVisible();
        type(mover, moves[i]);
        assertThat(eva.getByTestId("moves").locator(".ply")).hasCount(i + 1);
      }
      assertThat(eva.locator(".board-wrap[data-movable=true]")).isVisible();
      assertThat(eva.getByText("Propor empate")).isFocused();
      BoundingBox box = eva.locator("cg-board").boundingBox();
      for (int file : new int[] {4, 7}) {   // e1, then the rook's square h1
        eva.mouse().click(box.x + (file + 0.5) * box.width / 8, box.y + 7.5 * box.height / 8);
      }
      assertThat(fred.getByTestId("moves").locator(".ply")).hasText(new String[] {"e4", "e5", "Cf3", "Cc6", "Bc4", "Bc5", "O-O"});
      assertThat(fred.getByTestId("live")).hasText("Roque pequeno");
      shot(eva, "castled-onto-rook");
    }
  }

  @Test
  void lowTimeTurnsTheClockRedAndIsSaidOnceAndTheSoundChoiceIsKept() {
    try (BrowserContext a = browsers.context(1280, 800); BrowserContext b = browsers.context(1280, 800)) {
      a.clock().install();   // the page's time, to run White's clock down without waiting ten minutes
      Page gil = signUp(a, "gil");
      Page hana = signUp(b, "hana");
      newGame(gil, hana, "chess");
      assertThat(gil.getByTestId("sound")).not().isChecked();   // sounds are off until asked for
      gil.getByTestId("sound").check();
      type(gil, "e4");
      assertThat(hana.locator(".board-wrap[data-movable=true]")).isVisible();
      type(hana, "e5");
      assertThat(gil.getByTestId("moves").locator(".ply")).hasCount(2);

      gil.clock().fastForward(580_000);   // 10+5: 605 s after e4, so 25 s are left, under the 30 s mark
      assertThat(gil.getByTestId("clock-white")).hasClass(java.util.regex.Pattern.compile("\\blow\\b"));
      assertThat(gil.getByTestId("live")).hasText("Atenção: menos de 30 segundos no seu relógio.");
      assertThat(hana.getByTestId("clock-white")).not().hasClass(java.util.regex.Pattern.compile("\\blow\\b"));
      shot(gil, "low-time");

      gil.reload();
      assertThat(gil.getByTestId("sound")).isChecked();
    }
  }
}
