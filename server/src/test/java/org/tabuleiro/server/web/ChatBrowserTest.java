package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.newGame;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Chat in the pages: two players in their room while spectators talk in theirs, nothing leaking either way; HTML and
 * links shown as text; a report, the moderators' page, a mute from the line itself; the club's room in the lobby;
 * empty, oversized and flooding lines refused with a message; every page at 360 px.
 */
class ChatBrowserTest extends BrowserTestBase {
  private static void say(Page page, String text) {
    page.getByTestId("chat-input").fill(text);
    page.getByTestId("chat-input").press("Enter");
  }

  private static Locator lines(Page page) {
    return page.getByTestId("chat-lines").locator("li");
  }

  static void fitsPhone(Page page, String what) {
    Object width = page.evaluate("document.documentElement.scrollWidth");
    assertTrue(((Number) width).intValue() <= 360, what + " is " + width + " px wide on a 360 px screen");
  }

  @Test
  void playersAndSpectatorsTalkApartAndAModeratorMutes() {
    try (BrowserContext m = browsers.context(1280, 900); BrowserContext a = browsers.context(1280, 900);
         BrowserContext b = browsers.context(1280, 900); BrowserContext c = browsers.context(360, 740)) {
      Page mara = signUp(m, "mara");   // the club's first account: its admin, who moderates
      Page ana = signUp(a, "ana");
      Page bia = signUp(b, "bia");
      Page caio = signUp(c, "caio");
      newGame(ana, bia, "chess");
      String game = ana.url();
      for (Page spectator : new Page[] {caio, mara}) {
        spectator.navigate(game);
        connected(spectator);
        assertThat(spectator.getByTestId("chat").locator("h2")).hasText("Conversa dos espectadores");
      }
      assertThat(ana.getByTestId("chat").locator("h2")).hasText("Conversa dos jogadores");

      // A player's line reaches the opponent only, as text: no tag, no link made of it.
      say(ana, "boa sorte! <b>forte</b> https://exemplo.com");
      assertThat(lines(bia)).hasCount(1);
      assertThat(lines(bia).locator(".chat-text")).hasText("boa sorte! <b>forte</b> https://exemplo.com");
      assertThat(bia.getByTestId("chat-lines").locator("b")).hasCount(0);
      assertThat(bia.getByTestId("chat-lines").locator("a[href^='https']")).hasCount(0);
      say(bia, "obrigada");
      assertThat(lines(ana)).hasCount(2);

      // A spectator's line reaches the other spectators, never the players.
      say(caio, "que abertura!");
      assertThat(lines(mara).locator(".chat-text")).hasText(new String[] {"que abertura!"});
      say(mara, "calma, caio");
      assertThat(lines(caio)).hasCount(2);
      ana.waitForTimeout(500);
      for (Page player : new Page[] {ana, bia}) {
        assertThat(lines(player).locator(".chat-text")).hasText(new String[] {"boa sorte! <b>forte</b> https://exemplo.com", "obrigada"});
      }
      assertThat(lines(caio).locator(".chat-text")).hasText(new String[] {"que abertura!", "calma, caio"});
      shot(ana, "chat-players");
      shot(caio, "chat-spectator-phone");
      fitsPhone(caio, "the game page with its chat");

      // Bad lines: empty and too long are refused in the page; nothing is sent.
      say(bia, "   ");
      assertThat(bia.getByTestId("chat-note")).hasText("A mensagem está vazia.");
      bia.getByTestId("chat-input").evaluate("e => e.removeAttribute('maxlength')");
      say(bia, "x".repeat(141));
      assertThat(bia.getByTestId("chat-note")).hasText("Mensagem longa demais (máximo 140 caracteres).");
      assertThat(lines(ana)).hasCount(2);

      // A report from the line; the moderators' page lists it.
      lines(bia).first().locator("[data-action=report]").click();
      assertThat(bia.getByTestId("chat-note")).hasText("Denúncia enviada à moderação.");
      mara.navigate("/moderacao");
      Locator report = mara.getByTestId("reports").locator("tr[data-report]");
      assertThat(report).hasCount(1);
      assertThat(report).containsText("boa sorte! <b>forte</b> https://exemplo.com");
      assertThat(report).containsText("bia");
      shot(mara, "moderation");

      // The moderator mutes Caio from his line in the spectators' room; his next line is refused.
      mara.navigate(game);
      connected(mara);
      assertThat(lines(mara)).hasCount(2);
      lines(mara).first().locator("[data-action=mute]").click();
      assertThat(mara.getByTestId("chat-note")).hasText("caio foi silenciado por 1 hora.");
      say(caio, "posso falar?");
      assertThat(caio.getByTestId("chat-note")).hasText(Pattern.compile("^Você foi silenciado pela moderação até .+"));
      mara.waitForTimeout(300);
      assertThat(lines(mara)).hasCount(2);

      // A flood from one player is cut (3 lines in 5 s) and the other player still talks.
      for (int i = 1; i <= 5; i++) say(ana, "linha " + i);
      assertThat(ana.getByTestId("chat-note")).hasText("Mensagens demais; espere um pouco.");
      say(bia, "ainda estou aqui");
      assertThat(lines(ana).last().locator(".chat-text")).hasText("ainda estou aqui");
      assertThat(lines(bia).last().locator(".chat-text")).hasText("ainda estou aqui");
      // At most three of the five passed (fewer when "boa sorte" was said within those 5 s), the same on both pages.
      int passed = lines(bia).filter(new Locator.FilterOptions().setHasText("linha")).count();
      assertTrue(passed >= 1 && passed <= 3, passed + " lines of the flood passed");
      assertThat(lines(ana).filter(new Locator.FilterOptions().setHasText("linha"))).hasCount(passed);
    }
  }

  @Test
  void theClubRoomInTheLobby() {
    try (BrowserContext a = browsers.context(1280, 900); BrowserContext b = browsers.context(360, 740);
         BrowserContext g = browsers.context(1280, 900)) {
      Page duda = signUp(a, "duda");
      Page edu = signUp(b, "edu");
      Page guest = g.newPage();
      guest.navigate("/lobby");
      for (Page p : new Page[] {duda, edu}) p.navigate("/lobby");
      assertThat(duda.getByTestId("chat").locator("h2")).hasText("Sala do clube");
      say(duda, "alguém para uma partida de damas?");
      for (Page p : new Page[] {edu, guest}) {
        assertThat(lines(p).last().locator(".chat-text")).hasText("alguém para uma partida de damas?");
      }
      say(edu, "eu!");
      assertThat(lines(duda).last().locator(".chat-text")).hasText("eu!");
      assertThat(guest.getByTestId("chat-input")).hasCount(0);
      assertThat(guest.getByTestId("chat")).containsText("Entre para conversar.");
      shot(edu, "lobby-club-chat-phone");
      fitsPhone(edu, "the lobby with the club's room");
    }
  }
}
