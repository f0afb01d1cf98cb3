package org.tabuleiro.server.web;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/**
 * One server and one Chromium per test class ({@link Browsers}), and no script error allowed on any page a test
 * opened: what every browser test class but the oldest two starts from.
 */
abstract class BrowserTestBase {
  @TempDir static Path data;
  static Browsers browsers;

  @BeforeAll
  static void start() throws Exception {
    browsers = new Browsers(data);
  }

  @AfterEach
  void noScriptErrors() {
    browsers.assertNoScriptErrors();
  }

  @AfterAll
  static void stop() {
    if (browsers != null) browsers.close();
    browsers = null;
  }
}
