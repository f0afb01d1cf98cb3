package org.tabuleiro.server.cluster;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.CHROMIUM;
import static org.tabuleiro.server.web.Browsers.SHOTS;
import static org.tabuleiro.server.web.Browsers.clickMove;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * A game across three nodes in Debian's Chromium, as players do it: Ana signs up and seeks in the lobby of node a,
 * Bruno signs up on node b, on a 360 px phone, and accepts from his lobby; a guest on node c finds the game in
 * "Partidas ao vivo" and watches it. They play by clicking the board, each page showing the other's moves, the
 * pieces where they went and the result; the players' chat crosses both ways. Each lobby lists its viewer and the
 * player online on the other node; Ana's home page on a leads her back to the game, and the guest's page reloaded on
 * c has its moves. Screenshots go to server/target/screenshots (cluster-*.png).
 */
class ClusterBrowserTest {
  /** The scholar's mate: from, to, and the move as the pages write it (pt-BR piece letters). */
  private static final String[][] MOVES = {
      {"e2", "e4", "e4"}, {"e7", "e5", "e5"}, {"f1", "c4", "Bc4"}, {"b8", "c6", "Cc6"},
      {"d1", "h5", "Dh5"}, {"g8", "f6", "Cf6"}, {"h5", "f7", "Dxf7#"}};

  private final List<String> scriptErrors = new CopyOnWriteArrayList<>();

  @Test
  void twoPlayersOnTwoNodesMeetInTheLobbyPlayAndTalkWhileAGuestWatchesOnAThird() throws Exception {
    assertTrue(Files.isExecutable(CHROMIUM), "no Chromium at " + CHROMIUM + ": apt-get install chromium (.ci/run does)");
    Files.createDirectories(SHOTS);
    com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c");
         Playwright playwright = Playwright.create(new Playwright.CreateOptions()
             .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
         Browser browser = playwright.chromium().launch(new BrowserType.LaunchOptions().setExecutablePath(CHROMIUM)
             .setHeadless(true).setArgs(List.of("--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run")));
         BrowserContext onA = context(browser, cluster.node(0).server().url(), 1280, 800);
         BrowserContext onB = context(browser, cluster.node(1).server().url(), 360, 740);
         BrowserContext onC = context(browser, cluster.node(2).server().url(), 1280, 800)) {
      Page ana = signUp(onA, "ana");
      Page bruno = signUp(onB, "bruno");

      ana.selectOption("select[name=game]", "chess");
      ana.selectOption("select[name=timeControl]", "10+5");
      ana.selectOption("select[name=color]", "white");
      ana.click("form.seek-form button[type=submit]");
      assertThat(ana.locator("tr[data-seek]")).hasCount(1);
      // Node b's lobby lists the seek posted on a, with its author.
      Locator seek = bruno.locator("tr[data-seek]");
      assertThat(seek).hasCount(1);
      assertThat(seek).containsText("ana");
      // Who is online: the viewer, and on b Ana, whose feed is open on a.
      // (Within 5 s: the list is asked again only every 15 s, so what the first asking got is what must show.)
      var soon = new LocatorAssertions.HasCountOptions().setTimeout(5_000);
      assertThat(ana.getByTestId("online").locator("li[data-online=ana]")).hasCount(1, soon);
      assertThat(bruno.getByTestId("online").locator("li[data-online]")).hasCount(2, soon);
      assertThat(bruno.getByTestId("online").locator("li[data-online=ana]")).hasCount(1, soon);
      shot(ana, "cluster-lobby-a-seek");
      shot(bruno, "cluster-lobby-b-phone");
      seek.locator("button.primary").click();
      bruno.waitForURL("**/game/*");
      ana.waitForURL("**/game/*");
      String path = ana.url().replaceAll("^https?://[^/]+", "");
      assertEquals(path, bruno.url().replaceAll("^https?://[^/]+", ""), "both players on one game");
      assertTrue(ana.url().startsWith(cluster.node(0).server().url()), "Ana's page from node a: " + ana.url());
      assertTrue(bruno.url().startsWith(cluster.node(1).server().url()), "Bruno's page from node b: " + bruno.url());

      Page guest = onC.newPage();
      findInLiveGames(cluster, guest);
      guest.waitForURL("**" + path);
      for (Page p : List.of(ana, bruno, guest)) connected(p);
      assertThat(guest.getByText("Você está assistindo.")).isVisible();
      for (Page p : List.of(ana, bruno, guest)) {
        assertThat(p.locator("body")).containsText("ana");
        assertThat(p.locator("body")).containsText("bruno");
      }

      List<String> played = new ArrayList<>();
      for (int i = 0; i < MOVES.length; i++) {
        String[] m = MOVES[i];
        boolean white = i % 2 == 0;
        clickMove(white ? ana : bruno, white ? "white" : "black", m[0], m[1], m[2]);
        played.add(m[2]);
        String[] expected = played.toArray(String[]::new);
        for (Page p : List.of(ana, bruno, guest)) {
          assertThat(p.getByTestId("moves").locator(".ply")).hasText(expected);
        }
        if (i == 3) {
          // Bruno's phone board has the pieces where the moves took them, his own side below.
          assertEquals("white pawn", pieceOn(bruno, "e4"));
          assertEquals("black knight", pieceOn(bruno, "c6"));
          assertEquals("white bishop", pieceOn(guest, "c4"));
          assertEquals("", pieceOn(ana, "b8"));
          shot(ana, "cluster-game-a-desktop");
          shot(bruno, "cluster-game-b-phone");
          shot(guest, "cluster-game-c-spectator");
          // Ana leaves for the home page on a, which leads her back to the game b holds; the guest reloads on c.
          ana.navigate("/");
          Locator running = ana.getByTestId("running-games").locator("li[data-running] a");
          assertThat(running).hasCount(1);
          running.click();
          ana.waitForURL("**" + path);
          guest.reload();
          for (Page p : List.of(ana, guest)) {
            connected(p);
            assertThat(p.getByTestId("moves").locator(".ply")).hasText(expected);
          }
        }
      }

      for (Page p : List.of(ana, bruno, guest)) {
        assertThat(p.getByTestId("result")).containsText("1-0");
        assertThat(p.getByTestId("result")).containsText("xeque-mate");
      }
      assertEquals("white queen", pieceOn(guest, "f7"));
      assertEquals("white queen", pieceOn(bruno, "f7"));

      // The players' room crosses nodes both ways; the guest on c sees none of it.
      say(ana, "boa partida, bruno!");
      assertThat(chatLines(bruno)).hasText(new String[] {"boa partida, bruno!"});
      say(bruno, "obrigado!");
      assertThat(chatLines(ana)).hasText(new String[] {"boa partida, bruno!", "obrigado!"});
      assertThat(chatLines(bruno)).hasText(new String[] {"boa partida, bruno!", "obrigado!"});
      assertThat(guest.getByTestId("chat").locator("h2")).hasText("Conversa dos espectadores");
      assertThat(chatLines(guest)).hasCount(0);

      shot(ana, "cluster-result-a-desktop");
      shot(bruno, "cluster-result-b-phone");
      shot(guest, "cluster-result-c-spectator");
      for (Page p : List.of(ana, bruno, guest)) fits(p);
      assertTrue(scriptErrors.isEmpty(), "script errors: " + scriptErrors);
    }
  }

  /**
   * The guest opens "Partidas ao vivo" on node c until it lists the game b holds (b tells its games every 2 s), then
   * clicks it. Node c's test clock stands still, so it is moved on at each try: c makes its list again.
   */
  private static void findInLiveGames(ClusterNodes cluster, Page guest) {
    Locator card = guest.getByTestId("live-games").locator("[data-live]");
    long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
    while (true) {
      cluster.node(2).clock().advance(Duration.ofSeconds(2));
      guest.navigate("/ao-vivo");
      try {
        assertThat(card).hasCount(1, new LocatorAssertions.HasCountOptions().setTimeout(1_500));
        break;
      } catch (AssertionFailedError e) {
        if (System.nanoTime() > deadline) throw e;
      }
    }
    assertThat(card).containsText("ana");
    assertThat(card).containsText("bruno");
    shot(guest, "cluster-live-c");
    card.click();
  }

  private BrowserContext context(Browser browser, String baseUrl, int width, int height) {
    BrowserContext c = browser.newContext(new Browser.NewContextOptions().setViewportSize(width, height)
        .setLocale("pt-BR").setBaseURL(baseUrl));
    c.setDefaultTimeout(15_000);
    c.onPage(p -> p.onPageError(e -> scriptErrors.add(p.url() + ": " + e)));
    return c;
  }



  /** The piece the board draws on {@code square} ("white pawn"), "" for none. */
  private static String pieceOn(Page page, String square) {
    page.waitForTimeout(300);   // the move's animation ends
    return (String) page.evaluate("sq => { const p = [...document.querySelectorAll('cg-board piece')]"
        + ".find(e => e.cgKey === sq && !e.classList.contains('fading') && !e.classList.contains('ghost'));"
        + " return p ? [...p.classList].filter(c => c !== 'anim').join(' ') : ''; }", square);
  }

  private static void say(Page page, String text) {
    page.getByTestId("chat-input").fill(text);
    page.getByTestId("chat-input").press("Enter");
  }

  private static Locator chatLines(Page page) {
    return page.getByTestId("chat-lines").locator("li .chat-text");
  }

  private static void fits(Page page) {
    int viewport = page.viewportSize().width;
    int width = ((Number) page.evaluate("document.documentElement.scrollWidth")).intValue();
    assertTrue(width <= viewport, page.url() + " is " + width + " px wide on a " + viewport + " px screen");
  }

}
