package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * An arena through the pages: an admin creates it on the form, two players join on its page and are taken to their
 * game, White goes berserk (half the clock) with the button, Black mates, and the leaderboard shows the points (2 for
 * Black's win, nothing for the berserk loser) on the admin's page, open since the arena was created, without a reload; paired again, both are taken from the
 * finished game's page to the next; the leaderboard shows the ratings the game gave, and each player's bell holds one
 * notice of the arena, in words, inside the screen at 1280 px and 360 px.
 */
class ArenaBrowserTest extends BrowserTestBase {
  @Test
  void twoPlayersJoinAnArenaAndPlay() {
    try (BrowserContext o = browsers.context(1280, 900); BrowserContext a = browsers.context(1280, 800);
         BrowserContext b = browsers.context(360, 740)) {
      Page admin = arbiter(o, "diretor");
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
      // The leaderboard's ratings are the players' ratings now: the winner's moved from the newcomer's 1500.
      assertThat(admin.locator("[data-player=" + blackName + "] td span.small.muted")).hasText(Pattern.compile("^\\s*(?!1500$)\\d{4}$"));
      // One notice per arena in the bell, in words, however many pairings: on a 1280 px screen and on a phone, the
      // bell on the header's line and its list inside the screen.
      for (Page p : new Page[] {ana, bia}) {
        p.getByTestId("bell-button").click();
        assertThat(p.locator("[data-testid=bell-list] li")).hasCount(1);
        assertThat(p.locator("[data-testid=bell-list] li")).containsText("Arena de quinta: sua partida de arena contra " + (p == ana ? "bia" : "ana") + " começou.");
        insideTheScreen(p, p.getByTestId("bell-list"));
        insideTheScreen(p, p.getByTestId("bell-button"));
        Number top = (Number) p.getByTestId("bell-button").evaluate("e => e.getBoundingClientRect().top");
        assertTrue(top.doubleValue() < 60, "the bell on the header's first line: " + top);
        shot(p, p == ana ? "arena-bell-1280" : "arena-bell-360");
      }
    }
  }

  /**
   * A player who does not make a first move loses that game, is paused and told why on the game's page, comes back
   * with its button and plays on; the arena ends, and its end is announced on the game page with its winner. The
   * arena is created on the form with a start 20 s ago, 1 minute long, and a 5 s wait for the first move.
   */
  @Test
  void aPlayerWhoDoesNotMoveIsToldWhyAndTheArenaEndsWithItsWinner() throws Exception {
    try (BrowserContext o = browsers.context(1280, 900); BrowserContext c = browsers.context(1280, 800);
         BrowserContext d = browsers.context(360, 740)) {
      Page admin = arbiter(o, "juiza");
      admin.navigate("/arenas");
      admin.fill("[data-testid=arena-form] input[name=name]", "Arena relâmpago");
      admin.fill("[data-testid=arena-form] input[name=timeControl]", "1+0");
      admin.fill("[data-testid=arena-form] input[name=minutes]", "1");
      admin.fill("[data-testid=arena-form] input[name=startsAt]",
          LocalDateTime.now().minusSeconds(20).format(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss")));
      admin.fill("[data-testid=arena-form] input[name=waitSeconds]", "5");
      shot(admin, "arena-form-1280");
      admin.locator("[data-testid=arena-form] button[type=submit]").click();
      admin.waitForURL("**/arenas/*");
      assertThat(admin.getByTestId("arena-clock")).containsText("Faltam 0:");
      String arena = admin.url();
      Page caio = signUp(c, "caio"), dora = signUp(d, "dora");
      for (Page p : new Page[] {caio, dora}) {
        p.navigate(arena);
        p.getByTestId("arena-join").click();
      }
      caio.waitForURL("**/game/*");
      dora.waitForURL(caio.url());
      connected(caio);
      connected(dora);
      Page idle = caio.locator(".side-player.bottom .player").textContent().contains("○") ? caio : dora;
      Page mover = idle == caio ? dora : caio;
      String first = idle.url();
      // White never moves: after 5 s the game is lost, and the page says why and how to come back.
      assertThat(idle.getByTestId("arena-paused")).containsText("não fez o primeiro lance em 5 s");
      assertThat(mover.getByTestId("arena-paused")).hasCount(0);
      shot(idle, idle == caio ? "arena-paused-1280" : "arena-paused-360");
      idle.getByTestId("arena-rejoin").click();
      for (Page p : new Page[] {idle, mover}) p.waitForURL(u -> u.contains("/game/") && !u.equals(first));
      assertThat(idle).hasURL(mover.url());
      connected(idle);
      connected(mover);
      // The colours change: the winner of the first game has White and wins again (2 + 2 points).
      type(mover, "e4");
      type(idle, "e5");
      idle.getByText("Abandonar").click();
      idle.getByText("Confirmar?").click();
      // Paired again until the end (the idle side may let more games go): the winner is the leaderboard's first.
      String winner = mover == caio ? "caio" : "dora";
      assertThat(mover.getByTestId("arena-over")).containsText("A arena terminou. Vencedor: " + winner + " com ",
          new LocatorAssertions.ContainsTextOptions().setTimeout(60_000));
      JsonNode last = new ObjectMapper().readTree(admin.request().get("/api/arenas/" + arena.replaceAll(".*/", "")).text());
      JsonNode top = last.path("leaderboard").get(0);
      assertEquals(winner, top.path("username").asText());
      for (Page p : new Page[] {idle, mover}) {
        assertThat(p.getByTestId("arena-over")).hasText("A arena terminou. Vencedor: " + winner + " com " + top.path("score").asInt() + " pontos.");
      }
      shot(caio, "arena-over-1280");
      shot(dora, "arena-over-360");
    }
  }

  /** A new account given the arbiter role (as ./tabuleiro admin would), its page read again. */
  private static Page arbiter(BrowserContext c, String name) {
    Page p = signUp(c, name);
    new org.tabuleiro.server.account.AccountModule(browsers.server.database().jdbi(), java.time.InstantSource.system())
        .service().grant(name, org.tabuleiro.server.account.Role.ARBITER);
    p.reload();
    return p;
  }

  private static void insideTheScreen(Page p, com.microsoft.playwright.Locator l) {
    // Read in the page at once: the bell is drawn again whenever a notice comes, a box read in two steps may be gone.
    @SuppressWarnings("unchecked")
    List<Number> x = (List<Number>) l.evaluate("e => { const r = e.getBoundingClientRect(); return [r.left, r.right]; }");
    int width = p.viewportSize().width;
    assertTrue(x.get(0).doubleValue() >= 0 && x.get(1).doubleValue() <= width, "inside the " + width + " px screen: " + x);
  }
}
