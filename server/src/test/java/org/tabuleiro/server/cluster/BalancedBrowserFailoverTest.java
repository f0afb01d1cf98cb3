package org.tabuleiro.server.cluster;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.cluster.BalancedPages.MOVES;
import static org.tabuleiro.server.cluster.BalancedPages.PIECES;
import static org.tabuleiro.server.cluster.BalancedPages.awaitPiece;
import static org.tabuleiro.server.cluster.BalancedPages.connectionTexts;
import static org.tabuleiro.server.cluster.BalancedPages.fits;
import static org.tabuleiro.server.cluster.BalancedPages.pinned;
import static org.tabuleiro.server.cluster.BalancedPages.play;
import static org.tabuleiro.server.cluster.BalancedPages.servedBy;
import static org.tabuleiro.server.cluster.BalancedPages.watchConnection;
import static org.tabuleiro.server.web.Browsers.CHROMIUM;
import static org.tabuleiro.server.web.Browsers.SHOTS;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.BoundingBox;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 23's promise to players, in Debian's Chromium: three nodes as separate JVMs behind HAProxy with the shipped
 * {@code deploy/haproxy.cfg}; Ana (1280 px) pinned by the balancer's cookie to node a, Bruno (a 360 px phone) to
 * node b. Ana seeks, Bruno accepts: the game is made on b, Ana's moves reach it forwarded from a. After a few moves
 * the game's owner, as {@code game_leases} names it, is killed with SIGKILL at the moment its player is to move,
 * and that player clicks the move at once, without reloading, as someone who knows nothing of the kill would. The
 * move must be on both pages' move lists and boards within {@link #FIRST_MOVE} of the kill; the page whose node died
 * must have said it was reconnecting, and another node must own the game. The players then finish the scholar's
 * mate by clicking, both pages show {@code 1-0} by checkmate, neither page is wider than its screen, and no script
 * failed. Screenshots in server/target/screenshots (failover-*.png): before the kill, right after it, at the end.
 */
class BalancedBrowserFailoverTest {
  /** How soon after the kill the first move clicked must be on both pages. */
  private static final Duration FIRST_MOVE = Duration.ofSeconds(15);

  private final List<String> scriptErrors = new CopyOnWriteArrayList<>();

  @Test
  @Timeout(300)
  void playersGoOnInTheirPagesWhenTheNodeOwningTheirGameIsKilled() throws Exception {
    assertTrue(Files.isExecutable(CHROMIUM), "no Chromium at " + CHROMIUM + ": apt-get install chromium (.ci/run does)");
    Files.createDirectories(SHOTS);
    com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
    try (var cluster = ClusterProcesses.start(ClusterNodes.REDIS_URL, List.of(), "a", "b", "c");
         Playwright playwright = BalancedPages.playwright();
         Browser browser = BalancedPages.chromium(playwright)) {
      String url = "http://127.0.0.1:" + cluster.balancer().port();
      BrowserContext desktop = pinned(browser, url, "a", 1280, 800, scriptErrors);
      BrowserContext phone = pinned(browser, url, "b", 360, 740, scriptErrors);
      Page ana = signUp(desktop, "ana");
      Page bruno = signUp(phone, "bruno");
      assertEquals("a", servedBy(ana), "the balancer's cookie sends Ana's browser to node a");
      assertEquals("b", servedBy(bruno), "and Bruno's to node b");

      ana.selectOption("select[name=game]", "chess");
      ana.selectOption("select[name=timeControl]", "10+5");
      ana.selectOption("select[name=color]", "white");
      ana.click("form.seek-form button[type=submit]");
      bruno.locator("tr[data-seek] button.primary").click();
      bruno.waitForURL("**/game/*");
      ana.waitForURL("**/game/*");
      long gameId = Long.parseLong(ana.url().replaceAll("^.*/game/", ""));
      assertEquals(bruno.url(), ana.url(), "both players on one game");
      connected(ana);
      connected(bruno);

      var owners = new GameOwners(cluster.database().jdbi());
      GameOwners.Owner owner = owners.ownerOf(gameId);
      assertNotNull(owner, "game " + gameId + " has no lease");
      assertTrue(owner.node().equals("a") || owner.node().equals("b"), "owned by a player's node: " + owner);
      // The kill comes when the player whose page is on the owner's node is to move, with two moves played at least.
      Page onVictim = owner.node().equals("a") ? ana : bruno;
      Page onSurvivor = onVictim == ana ? bruno : ana;
      int killAt = onVictim == ana ? 4 : 3;

      List<String> played = new ArrayList<>();
      for (int i = 0; i < killAt; i++) play(ana, bruno, i, played);
      shot(ana, "failover-before-kill-desktop");
      shot(bruno, "failover-before-kill-phone");
      for (Page p : List.of(ana, bruno)) watchConnection(p);

      long killed = System.nanoTime();
      cluster.kill(cluster.indexOf(owner.node()));
      // The player to move clicks at once: the page may not know yet that its socket is gone.
      String[] first = MOVES[killAt];
      clickSquares(onVictim, killAt % 2 == 0 ? "white" : "black", first[0], first[1]);
      snapshot(ana, "failover-after-kill-desktop");
      snapshot(bruno, "failover-after-kill-phone");
      played.add(first[2]);
      for (Page p : List.of(ana, bruno)) {
        assertThat(p.getByTestId("moves").locator(".ply")).hasText(played.toArray(String[]::new));
        awaitPiece(p, first[1], PIECES[killAt]);
      }
      long firstMoveMillis = (System.nanoTime() - killed) / 1_000_000;
      System.out.printf("failover: node %s killed; the first move clicked after it on both pages after %d ms%n",
          owner.node(), firstMoveMillis);
      assertTrue(firstMoveMillis <= FIRST_MOVE.toMillis(),
          "the first move after the kill took " + firstMoveMillis + " ms to reach both pages");
      List<String> victimSaw = connectionTexts(onVictim);
      System.out.println("failover: the connection line on the killed node's page: " + victimSaw
          + "; on the other: " + connectionTexts(onSurvivor));
      assertTrue(victimSaw.contains("Reconectando…"), "the page on the killed node never lost its socket: "
          + victimSaw + " (the test proved nothing)");
      connected(onVictim);
      connected(onSurvivor);
      GameOwners.Owner after = owners.ownerOf(gameId);
      assertNotNull(after, "game " + gameId + " has no lease after the kill");
      assertNotEquals(owner.node(), after.node(), "another node owns the game after the kill");
      assertTrue(after.alive(), "the new owner " + after.node() + " is alive");

      for (int i = killAt + 1; i < MOVES.length; i++) play(ana, bruno, i, played);
      for (Page p : List.of(ana, bruno)) {
        assertThat(p.getByTestId("result")).containsText("1-0");
        assertThat(p.getByTestId("result")).containsText("xeque-mate");
      }
      shot(ana, "failover-result-desktop");
      shot(bruno, "failover-result-phone");
      for (Page p : List.of(ana, bruno)) fits(p);
      assertTrue(scriptErrors.isEmpty(), "script errors: " + scriptErrors);
    }
  }

  /** Clicks two squares of the board seen from {@code orientation}, waiting for nothing. */
  private static void clickSquares(Page page, String orientation, String from, String to) {
    BoundingBox box = page.locator("cg-board").boundingBox();
    for (String square : List.of(from, to)) {
      int file = square.charAt(0) - 'a', rank = square.charAt(1) - '1';
      double col = orientation.equals("white") ? file : 7 - file;
      double row = orientation.equals("white") ? 7 - rank : rank;
      page.mouse().click(box.x + (col + 0.5) * box.width / 8, box.y + (row + 0.5) * box.height / 8);
    }
  }

  /** A screenshot as the page is now (no waiting for an animation: what a player sees right after the kill). */
  private static void snapshot(Page page, String name) {
    page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve(name + ".png")).setFullPage(true));
  }

}
