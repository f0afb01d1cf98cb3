package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import org.junit.jupiter.api.Test;

/**
 * An arena through the pages: an admin creates it on the form, two players join on its page and are taken to their
 * game, White goes berserk (half the clock) with the button, Black mates, and the leaderboard shows the points (2 for
 * Black's win, nothing for the berserk loser) on the admin's page, open since the arena was created, without a reload; paired again, both are taken from the
 * finished game's page to the next.
 */
class ArenaBrowserTest extends BrowserTestBase {
  @Test
  void twoPlayersJoinAnArenaAndPlay() {
    try (BrowserContext o = browsers.context(1280, 900); BrowserContext a = browsers.context(1100, 800);
         BrowserContext b = browsers.context(360, 740)) {
      Page admin = signUp(o, "diretor");   // the club's first account: an admin
      admin.navigate("/arenas");
      admin.fill("[data-testid=arena-form] input[name=name]", "Arena de quinta");
      admin.fill("[data-testid=arena-form] input[name=timeControl]", "3+0");
      admin.fill("[data-testid=arena-form] input[name=minutes]", "20");
      admin.locator("[data-testid=arena-form] button[type=submit]").click();
      admin.waitForURL("**/arenas/*");
      String arena = admin.url();
      Page ana = signUp(a, "ana"), bia = signUp(b, "bia");
      for (Page p : new Page[] {ana, bia}) {
        p.navigate("/arenas");
        p.locator("[data-status=running] a.event-name").first().click();
        p.getByTestId("arena-join").click();
      }
      ana.waitForURL("**/game/*");
      bia.waitForURL(ana.url());
      connected(ana);
      connected(bia);
      Page white = ana.locator(".side-player.bottom .player").textContent().contains("○") ? ana : bia;
      Page black = white == ana ? bia : ana;
      white.locator("[data-action=berserk]").click();
      assertThat(white.getByTestId("clock-white")).containsText("1:30");
      type(white, "f3");
      type(black, "e5");
      type(white, "g4");
      type(black, "Dh4");
      assertThat(black.getByTestId("result")).containsText("Vitória das pretas");
      shot(white, "arena-berserk-lost");
      // The admin's page, open on the arena since it was created: the leaderboard moves without a reload.
      assertThat(admin).hasURL(arena);
      String blackName = black == ana ? "ana" : "bia";
      assertThat(admin.locator("[data-player=" + blackName + "] td.num strong")).hasText("2");
      assertThat(admin.getByTestId("arena-clock")).containsText("Faltam");
      shot(admin, "arena-leaderboard");
      // Paired again at once (nobody else waits): from the finished game's page, each is taken on to the next.
      String first = black.url();
      for (Page p : new Page[] {white, black}) {
        p.waitForURL(u -> u.contains("/game/") && !u.equals(first), new Page.WaitForURLOptions().setTimeout(20_000));
      }
      assertThat(white).hasURL(black.url());
    }
  }
}
