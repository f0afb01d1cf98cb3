package org.tabuleiro.server.cluster;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.cluster.BalancedPages.MOVES;
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
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 31's Redis outage in the web pages (Debian's Chromium): three nodes in this JVM behind HAProxy with the
 * shipped {@code deploy/haproxy.cfg}, on a Redis of the test's own. Ana (1280 px) is pinned by the balancer's cookie to
 * node a, Bruno (a 360 px phone) to b; Bruno accepts Ana's seek, so the game is b's and Ana's page plays it through a.
 * After two moves Redis is killed: Ana's page, sent to b by a (close code 4307), reconnects there through the
 * balancer ({@code ?node=b}), and the scholar's mate is finished by clicking, each move on both pages (a's copy of
 * the game gets no event while Redis is away: only the socket on b can show Bruno's moves); both show {@code 1-0} by
 * checkmate, Ana's page said it was reconnecting, no page is wider than its screen, no script failed. Screenshots: server/target/screenshots/redis-outage-*.png. About 30 s.
 */
class BalancedBrowserRedisOutageTest {
  private final List<String> scriptErrors = new CopyOnWriteArrayList<>();

  @Test
  @Timeout(300)
  void playersFinishTheirGameInTheirPagesWhileRedisIsAway() throws Exception {
    assertTrue(Files.isExecutable(CHROMIUM), "no Chromium at " + CHROMIUM + ": apt-get install chromium (.ci/run does)");
    Files.createDirectories(SHOTS);
    com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
    int redisPort = RedisOutageTest.freePort();
    Process redis = RedisDownTest.startRedis(redisPort);
    try (var cluster = ClusterNodes.start("redis://127.0.0.1:" + redisPort, "a", "b", "c");
         var balancer = Haproxy.start(new int[] {cluster.node(0).server().port(), cluster.node(1).server().port(),
             cluster.node(2).server().port()});
         Playwright playwright = BalancedPages.playwright();
         Browser browser = BalancedPages.chromium(playwright)) {
      String url = "http://127.0.0.1:" + balancer.port();
      Page ana = signUp(pinned(browser, url, "a", 1280, 800, scriptErrors), "ana");
      Page bruno = signUp(pinned(browser, url, "b", 360, 740, scriptErrors), "bruno");
      assertEquals("a", servedBy(ana));
      assertEquals("b", servedBy(bruno));
      ana.selectOption("select[name=game]", "chess");
      ana.selectOption("select[name=timeControl]", "10+5");
      ana.selectOption("select[name=color]", "white");
      ana.click("form.seek-form button[type=submit]");
      bruno.locator("tr[data-seek] button.primary").click();
      bruno.waitForURL("**/game/*");
      ana.waitForURL("**/game/*");
      long gameId = Long.parseLong(ana.url().replaceAll("^.*/game/", ""));
      connected(ana);
      connected(bruno);
      assertEquals("b", new GameOwners(cluster.node(0).server().database().jdbi()).ownerOf(gameId).node(),
          "the game is made on the accepting node: Ana's page plays it through a");

      List<String> played = new ArrayList<>();
      for (int i = 0; i < 2; i++) play(ana, bruno, i, played);
      watchConnection(ana);
      long killed = System.nanoTime();
      redis.destroyForcibly().waitFor();
      play(ana, bruno, 2, played);   // Ana's move, from a page whose node cannot reach b any more
      long firstMove = (System.nanoTime() - killed) / 1_000_000;
      shot(ana, "redis-outage-after-desktop");
      shot(bruno, "redis-outage-after-phone");
      for (int i = 3; i < MOVES.length; i++) play(ana, bruno, i, played);
      for (Page p : List.of(ana, bruno)) {
        assertThat(p.getByTestId("result")).containsText("1-0");
        assertThat(p.getByTestId("result")).containsText("xeque-mate");
      }
      List<String> anaSaw = connectionTexts(ana);
      System.out.printf("Redis away: Ana's first move on both pages %d ms after the kill; her connection line: %s%n",
          firstMove, anaSaw);
      assertTrue(anaSaw.contains("Reconectando…"), "Ana's page never left node a: " + anaSaw);
      shot(ana, "redis-outage-result-desktop");
      shot(bruno, "redis-outage-result-phone");
      for (Page p : List.of(ana, bruno)) fits(p);
      assertTrue(scriptErrors.isEmpty(), "script errors: " + scriptErrors);
    } finally {
      redis.destroyForcibly().waitFor();
    }
  }
}
