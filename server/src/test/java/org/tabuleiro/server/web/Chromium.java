package org.tabuleiro.server.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;

/**
 * One Playwright driver and one headless Debian Chromium for the whole test JVM, started by the first browser test
 * class that asks and closed when the JVM ends: starting them cost each of the 28 browser test classes seconds. Each
 * class still gets its own server and its own browser contexts (cookies, storage, pages), which {@link Browsers}
 * closes after the class. A Chromium that died is started again. Playwright is not thread-safe: the test classes
 * run one after the other in the JVM (one surefire fork runs its classes in sequence).
 */
public final class Chromium {
  private static Playwright playwright;
  private static Browser browser;
  private static boolean hooked;

  private Chromium() {
  }

  /** The shared Chromium, started on the first call (or again if it went away). */
  public static synchronized Browser browser() {
    if (browser != null && browser.isConnected()) return browser;
    close();
    assertTrue(Files.isExecutable(Browsers.CHROMIUM),
        "no Chromium at " + Browsers.CHROMIUM + ": apt-get install chromium (.ci/run does)");
    // The jar bundles Playwright's driver; this variable keeps it from fetching browsers of its own.
    playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    browser = playwright.chromium().launch(new BrowserType.LaunchOptions().setExecutablePath(Browsers.CHROMIUM)
        .setHeadless(true).setArgs(List.of("--headless", "--no-sandbox", "--disable-gpu",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run")));
    if (!hooked) {
      Runtime.getRuntime().addShutdownHook(new Thread(Chromium::close, "chromium-close"));
      hooked = true;
    }
    return browser;
  }

  private static synchronized void close() {
    try {
      if (browser != null) browser.close();
    } catch (RuntimeException e) {
      // gone already
    }
    try {
      if (playwright != null) playwright.close();
    } catch (RuntimeException e) {
      // gone already
    }
    browser = null;
    playwright = null;
  }
}
