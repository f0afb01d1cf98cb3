package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;

/**
 * A real server on H2 in {@code data} and Debian's Chromium (required: without /usr/bin/chromium the tests fail,
 * never skip), for the browser tests of the play page's keyboard entry, saved games and rules pages. The Chromium is
 * the JVM's one ({@link Chromium}); the contexts made here are this server's and are closed with it. Screenshots go
 * to server/target/screenshots; a script error on any page is kept for {@link #assertNoScriptErrors}.
 */
public final class Browsers implements AutoCloseable {
  public static final Path CHROMIUM = Paths.get("/usr/bin/chromium");
  public static final Path SHOTS = Paths.get("target", "screenshots");

  final TabuleiroServer server;
  private final Browser browser;
  private final List<BrowserContext> contexts = new CopyOnWriteArrayList<>();
  private final List<String> scriptErrors = new CopyOnWriteArrayList<>();

  Browsers(Path data) throws Exception {
    this(data, java.util.function.UnaryOperator.identity());
  }

  /** {@code config} changes the test server's configuration (mail, say). */
  Browsers(Path data, java.util.function.UnaryOperator<ServerConfig> config) throws Exception {
    this(data, DatabaseConfig.h2File(data), config);
  }

  /** A server on {@code database} (a test's fresh H2 or PostgreSQL database: {@code TestDatabase.Fresh}). */
  Browsers(Path data, DatabaseConfig database) throws Exception {
    this(data, database, java.util.function.UnaryOperator.identity());
  }

  private Browsers(Path data, DatabaseConfig database, java.util.function.UnaryOperator<ServerConfig> config) throws Exception {
    assertTrue(Files.isExecutable(CHROMIUM), "no Chromium at " + CHROMIUM + ": apt-get install chromium (.ci/run does)");
    Files.createDirectories(SHOTS);
    server = TabuleiroServer.start(config.apply(ServerConfig.forTests(database, data)));
    // assertThat waits this long (Playwright's 5 s is short on a loaded CI machine)
    com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
    browser = Chromium.browser();
  }

  BrowserContext context(int width, int height) {
    return context(width, height, "pt-BR");
  }

  /** A browser whose language is {@code locale} ({@code navigator.languages}). */
  BrowserContext context(int width, int height, String locale) {
    BrowserContext c = browser.newContext(new Browser.NewContextOptions().setViewportSize(width, height).setLocale(locale)
        .setBaseURL(server.url()));
    contexts.add(c);
    c.onClose(contexts::remove);
    c.setDefaultTimeout(15_000);
    c.onPage(p -> p.onPageError(e -> scriptErrors.add(p.url() + ": " + e)));
    return c;
  }

  /** A browser of {@code width} × {@code height} signed in as {@code signedIn} is (its cookies copied). */
  BrowserContext context(int width, int height, BrowserContext signedIn) {
    BrowserContext c = browser.newContext(new Browser.NewContextOptions().setViewportSize(width, height).setLocale("pt-BR")
        .setBaseURL(server.url()).setStorageState(signedIn.storageState()));
    c.setDefaultTimeout(15_000);
    c.onPage(p -> p.onPageError(e -> scriptErrors.add(p.url() + ": " + e)));
    return c;
  }

  void assertNoScriptErrors() {
    List<String> errors = List.copyOf(scriptErrors);
    scriptErrors.clear();
    assertTrue(errors.isEmpty(), "script errors: " + errors);
  }

  public static Page signUp(BrowserContext c, String username) {
    Page page = c.newPage();
    page.navigate("/");
    page.click("header a[href='/signup']");
    page.fill("input[name=username]", username);
    page.fill("input[name=password]", "lua-verde-de-" + username);
    page.click("form button[type=submit]");
    page.waitForURL("**/lobby");
    assertThat(page.getByTestId("me")).hasText(username);
    return page;
  }

  /** {@code white} posts a casual seek of {@code game} as White, {@code black} accepts: both end on the game page. */
  static void newGame(Page white, Page black, String game) {
    white.navigate("/lobby");
    white.selectOption("select[name=game]", game);
    white.selectOption("select[name=timeControl]", "10+5");
    white.selectOption("select[name=color]", "white");
    white.click("form.seek-form button[type=submit]");
    black.navigate("/lobby");
    black.locator("tr[data-seek] button.primary").click();
    black.waitForURL("**/game/*");
    white.waitForURL("**/game/*");
    connected(white);
    connected(black);
  }

  /** The page has the game's state from its socket (until then a typed move has no legal moves to match). */
  public static void connected(Page page) {
    assertThat(page.getByTestId("conn")).hasText(java.util.regex.Pattern.compile("Conectado|Connected"));
  }

  /**
   * Clicks the two squares on the chessground board, as seen from {@code orientation} ("white" or "black"); the
   * page's move list then ends with {@code san}. Generous: on a loaded machine the opponent's move may take seconds to
   * reach this page and make the board movable.
   */
  public static void clickMove(Page page, String orientation, String from, String to, String san) {
    assertThat(page.locator(".board-wrap[data-movable=true]")).isVisible(
        new com.microsoft.playwright.assertions.LocatorAssertions.IsVisibleOptions().setTimeout(15_000));
    com.microsoft.playwright.options.BoundingBox box = page.locator("cg-board").boundingBox();
    for (String square : List.of(from, to)) {
      int file = square.charAt(0) - 'a', rank = square.charAt(1) - '1';
      double col = orientation.equals("white") ? file : 7 - file;
      double row = orientation.equals("white") ? 7 - rank : rank;
      page.mouse().click(box.x + (col + 0.5) * box.width / 8, box.y + (row + 0.5) * box.height / 8);
    }
    assertThat(page.getByTestId("moves").locator(".ply").last()).hasText(san);
  }

  /**
   * Types {@code san} once the page shows the {@code before} moves played so far (the opponent's last one too: a move
   * typed before it is refused as out of turn), then waits for it on the page.
   */
  static void typeAfter(Page page, int before, String san) {
    assertThat(page.getByTestId("moves").locator(".ply")).hasCount(before,
        new com.microsoft.playwright.assertions.LocatorAssertions.HasCountOptions().setTimeout(20_000));
    type(page, san);
    assertThat(page.getByTestId("moves").locator(".ply")).hasCount(before + 1,
        new com.microsoft.playwright.assertions.LocatorAssertions.HasCountOptions().setTimeout(20_000));
  }

  /** Types {@code text} in the move field and presses Enter. */
  static void type(Page page, String text) {
    page.getByTestId("kb-input").fill(text);
    page.getByTestId("kb-input").press("Enter");
  }

  /**
   * True in the page once it is still: every API answer and a game's first state came ({@code <html data-busy>}, set
   * by web's api.ts), no board piece moving (chessground's {@code piece.anim} and {@code piece.fading}) and no finite
   * CSS transition or animation running.
   */
  static final String SETTLED = "() => document.readyState === 'complete'"
      + " && !document.documentElement.hasAttribute('data-busy')"
      + " && !document.querySelector('piece.anim, piece.fading')"
      + " && document.getAnimations().every(a => a.playState !== 'running'"
      + " || a.effect?.getTiming().iterations === Infinity)";

  /**
   * Waits until the page is still ({@link #SETTLED}): its data in and drawn, nothing moving. Measure or photograph a
   * page after this, never after a fixed wait. Fails after the context's timeout (15 s).
   */
  public static void settled(Page page) {
    page.waitForFunction(SETTLED);
  }

  /** As {@link #settled}, but a page still busy after {@code millis} is left as it is (for screenshots only). */
  static void settledOrAfter(Page page, double millis) {
    try {
      page.waitForFunction(SETTLED, null, new Page.WaitForFunctionOptions().setTimeout(millis));
    } catch (com.microsoft.playwright.TimeoutError e) {
      // a screenshot of a page still waiting (a server stopped on purpose, say) is still a screenshot
    }
  }

  public static void shot(Page page, String name) {
    settledOrAfter(page, 3_000);   // the page's data drawn, the board's move animation ended
    page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve(name + ".png")).setFullPage(true));
  }

  @Override
  public void close() {
    // What the test left open (the shared Chromium goes on for the next class).
    for (BrowserContext c : List.copyOf(contexts)) c.close();
    server.close();
  }
}
