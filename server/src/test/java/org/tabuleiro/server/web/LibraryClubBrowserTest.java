package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The club's games in the library pages, in Chromium: a finished rated game added to a new collection from its page,
 * the club explorer of its pool (and the explorer's selector between it and the collection), an event's games added
 * from the event's page by its organiser. Every page also at 360 px. Screenshots in server/target/screenshots
 * (library-club-*).
 */
class LibraryClubBrowserTest extends BrowserTestBase {
  private static final LocatorAssertions.ContainsTextOptions SLOW = new LocatorAssertions.ContainsTextOptions().setTimeout(60_000);

  /** A JSON request from the page, with its session's CSRF token: setting up what the test does not click through. */
  static String api(Page page, String method, String path, String json) {
    return (String) page.evaluate("async ([m, p, b]) => { const s = await (await fetch('/api/session')).json();"
        + " const r = await fetch(p, {method: m, headers: {'Content-Type': 'application/json', 'X-CSRF-Token': s.csrfToken},"
        + " body: b}); return r.status + ' ' + await r.text(); }", java.util.Arrays.asList(method, path, json));
  }

  @Test
  void clubGamesGoToCollectionsAndTheClubExplorer() throws Exception {
    List<String> pages = new ArrayList<>();
    try (BrowserContext a = browsers.context(1280, 900); BrowserContext b = browsers.context(1280, 900);
         BrowserContext phone = browsers.context(360, 740)) {
      Page ana = Browsers.signUp(a, "ana");
      Page bruno = Browsers.signUp(b, "bruno");
      // A rated game of 10+5 (rapid): two moves, then Black resigns.
      ana.navigate("/lobby");
      ana.selectOption("select[name=game]", "chess");
      ana.selectOption("select[name=timeControl]", "10+5");
      ana.selectOption("select[name=color]", "white");
      ana.check("form.seek-form input[name=rated]");
      ana.click("form.seek-form button[type=submit]");
      bruno.navigate("/lobby");
      bruno.locator("tr[data-seek] button.primary").click();
      bruno.waitForURL("**/game/*");
      ana.waitForURL("**/game/*");
      Browsers.connected(ana);
      Browsers.connected(bruno);
      Browsers.type(ana, "e4");
      assertThat(bruno.getByTestId("moves")).containsText("e4");
      Browsers.type(bruno, "c5");
      assertThat(ana.getByTestId("moves")).containsText("c5");
      bruno.locator("[data-action=resign]").click();
      bruno.locator("[data-action=resign]").click();
      assertThat(ana.getByTestId("result")).containsText("Vitória das brancas");
      String game = ana.url().replaceAll("^https?://[^/]+", "");

      // From the finished game's page: a new collection, the game in it.
      ana.navigate(game);
      ana.getByTestId("lib-add-open").click();
      ana.fill("form.lib-add-form input[name=collectionName]", "Minhas partidas");
      ana.click("form.lib-add-form button[type=submit]");
      assertThat(ana.getByTestId("lib-add-status")).containsText("Partidas adicionadas: 1", SLOW);
      pages.add(game);
      Browsers.shot(ana, "library-club-game-added");
      ana.getByTestId("lib-add-status").locator("a").click();
      ana.waitForURL(Pattern.compile(".*/biblioteca/\\d+$"));
      String mine = ana.url().replaceAll(".*/biblioteca/", "");

      // The club explorer of the game's pool lists it; its selector goes to the same position in the collection.
      ana.navigate("/biblioteca");
      for (int i = 0; i < 60 && !ana.getByTestId("lib-club").innerText().contains("rápidas"); i++) {
        ana.waitForTimeout(1000);
        ana.reload();
      }
      assertThat(ana.getByTestId("lib-club")).containsText("Partidas do clube: Xadrez, rápidas");
      pages.add("/biblioteca");
      ana.getByTestId("lib-club").locator("a").first().click();
      ana.waitForURL(Pattern.compile(".*/biblioteca/\\d+/explorador$"));
      assertThat(ana.getByTestId("lib-move")).hasCount(1);
      assertThat(ana.getByTestId("lib-move").first()).containsText("e4");
      String club = ana.url().replaceAll("^https?://[^/]+", "");
      pages.add(club);
      Browsers.shot(ana, "library-club-explorer");
      ana.getByTestId("lib-move").first().locator("button").click();
      ana.waitForURL(Pattern.compile(".*/explorador\\?fen=.*"));
      assertThat(ana.getByTestId("lib-move").first()).containsText("c5");
      ana.selectOption("[data-testid=lib-explorer-source]", mine);
      ana.waitForURL(Pattern.compile(".*/biblioteca/" + mine + "/explorador\\?fen=.*"));
      assertThat(ana.getByTestId("lib-move").first()).containsText("c5");

      // An event's games from the event's page, by its organiser.
      var granted = new org.tabuleiro.server.account.AccountModule(browsers.server.database().jdbi(), java.time.InstantSource.system())
          .service().grant("ana", org.tabuleiro.server.account.Role.ARBITER);
      assertTrue(granted instanceof org.tabuleiro.server.common.Result.Ok<?>, granted.toString());
      String created = api(ana, "POST", "/api/events", "{\"name\": \"Aberto do Clube\", \"place\": \"Salvador\", \"system\": \"swiss\","
          + " \"rounds\": 2, \"timeControl\": \"15+5\", \"published\": true}");
      assertTrue(created.startsWith("201"), created);
      var eventId = Pattern.compile("\"id\":(\\d+)").matcher(created);
      assertTrue(eventId.find(), created);
      String event = eventId.group(1);
      for (String name : List.of("Carla Reis", "Duarte Sá")) {
        String added = api(ana, "POST", "/api/events/" + event + "/players", "{\"name\": \"" + name + "\"}");
        assertTrue(added.startsWith("201"), added);
      }
      assertTrue(api(ana, "POST", "/api/events/" + event + "/rounds", null).startsWith("200"));
      String put = api(ana, "PUT", "/api/events/" + event + "/rounds/1/boards/1", "{\"result\": \"0-1\", \"moves\": \"f2f3 e7e5 g2g4 d8h4\"}");
      assertTrue(put.startsWith("200"), put);
      ana.navigate("/torneios/" + event);
      ana.getByTestId("lib-add-open").click();
      ana.selectOption("form.lib-add-form select[name=collection]", mine);
      ana.click("form.lib-add-form button[type=submit]");
      assertThat(ana.getByTestId("lib-add-status")).containsText("Partidas adicionadas: 1", SLOW);
      pages.add("/torneios/" + event);
      Browsers.shot(ana, "library-club-event-added");
      ana.navigate("/biblioteca/" + mine + "?fen=" + java.net.URLEncoder.encode(
          "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq -", java.nio.charset.StandardCharsets.UTF_8));
      assertThat(ana.getByTestId("lib-total")).hasText("1 partida encontrada");

      // From the player's archive: the finished game's row offers the same, here into a new collection.
      ana.navigate("/player/ana/games");
      var row = ana.locator("tr[data-game=\"" + game.replaceAll(".*/", "") + "\"]");
      row.getByTestId("lib-add-open").click();
      row.locator("form.lib-add-form select[name=collection]").selectOption("new");
      row.locator("form.lib-add-form input[name=collectionName]").fill("Do meu arquivo");
      row.locator("form.lib-add-form button[type=submit]").click();
      assertThat(row.getByTestId("lib-add-status")).containsText("Partidas adicionadas: 1", SLOW);
      assertThat(row.getByTestId("lib-add-status").locator("a")).hasText("Do meu arquivo");
      pages.add("/player/ana/games");
      Browsers.shot(ana, "library-club-archive-added");

      // The same pages on a 360 px phone, signed in (the add buttons shown), with the add form open.
      Page small = phone.newPage();
      small.navigate("/login");
      small.fill("input[name=username]", "ana");
      small.fill("input[name=password]", "lua-verde-de-ana");
      small.click("form button[type=submit]");
      small.waitForURL(u -> !u.contains("/login"));
      for (String path : pages) {
        small.navigate(path);
        small.waitForTimeout(800);
        if (small.getByTestId("lib-add-open").count() > 0) {
          small.getByTestId("lib-add-open").click();
          assertThat(small.locator("form.lib-add-form")).isVisible();
        }
        assertEquals(true, small.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), path);
        Browsers.shot(small, "library-club-360" + path.replaceAll("[^a-z0-9]+", "-").replaceAll("-+$", ""));
      }
    }
  }

  /** Clicks a square of the analysis board's chessground (White at the bottom). */
  private static void clickSquare(Page page, String square) {
    var box = page.locator(".lib-board cg-board").boundingBox();
    double size = box.width / 8;
    int file = square.charAt(0) - 'a';
    int rank = square.charAt(1) - '1';
    page.mouse().click(box.x + (file + 0.5) * size, box.y + (7 - rank + 0.5) * size);
  }

  @Test
  void theAnalysisIsStreamedAndTheGameDownloadedWithTheEnginesComments() throws Exception {
    try (BrowserContext desktop = browsers.context(1280, 900); BrowserContext phone = browsers.context(360, 740)) {
      Page page = Browsers.signUp(desktop, "analista");
      List<String> streams = new java.util.concurrent.CopyOnWriteArrayList<>();
      page.onRequest(r -> { if (r.url().endsWith("/stream")) streams.add(r.url()); });
      // Draughts: the server's engine, its lines streamed.
      page.navigate("/biblioteca/analise?game=brazilian");
      page.getByTestId("lib-analyse").click();
      assertThat(page.getByTestId("dr-info")).containsText("profundidade", SLOW);
      assertThat(page.getByTestId("lib-lines")).containsText(Pattern.compile("[+−-]?[0-9][.,][0-9]{2} [0-9]+[-x][0-9]+"));
      assertThat(page.getByTestId("lib-analyse")).isEnabled(new LocatorAssertions.IsEnabledOptions().setTimeout(60_000));
      assertTrue(streams.size() >= 1, "the lines came from the stream: " + streams);
      // Chess: Stockfish in the browser, each position as it comes.
      page.navigate("/biblioteca/analise");
      assertThat(page.getByTestId("lib-played")).containsText("nenhum");
      assertThat(page.getByTestId("lib-played")).containsText("Posições analisadas: 1", SLOW);
      clickSquare(page, "e2");
      clickSquare(page, "e4");
      assertThat(page.getByTestId("lib-played")).containsText(Pattern.compile("1\\. e4 \\([+−-]?[0-9#]"), SLOW);
      assertThat(page.getByTestId("lib-played")).containsText("Posições analisadas: 2");
      Browsers.shot(page, "library-club-analysis");

      var download = page.waitForDownload(() -> page.getByTestId("lib-export").click());
      assertEquals("analise.pgn", download.suggestedFilename());
      java.nio.file.Path file = data.resolve("analise.pgn");
      download.saveAs(file);
      String pgn = java.nio.file.Files.readString(file).replaceAll("\\s+", " ");
      assertTrue(pgn.matches(".*\\{\\[%eval -?[0-9.#-]+\\] Profundidade [0-9]+: .*\\} 1\\. e4 \\{\\[%eval .*"), pgn);

      // The file goes back into a collection with its comments.
      page.navigate("/biblioteca");
      page.fill("form.lib-new input[name=name]", "Minhas análises");
      page.click("form.lib-new button[type=submit]");
      page.waitForURL(Pattern.compile(".*/biblioteca/\\d+$"));
      page.setInputFiles("form.lib-import input[type=file]", file);
      page.click("form.lib-import button[type=submit]");
      assertThat(page.getByTestId("lib-imported")).containsText("Importadas: 1", SLOW);

      Page small = phone.newPage();
      small.navigate("/login");
      small.fill("input[name=username]", "analista");
      small.fill("input[name=password]", "lua-verde-de-analista");
      small.click("form button[type=submit]");
      small.waitForURL(u -> !u.contains("/login"));
      small.navigate("/biblioteca/analise");
      assertThat(small.getByTestId("lib-played")).containsText("Posições analisadas: 1", SLOW);
      assertEquals(true, small.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"));
      Browsers.shot(small, "library-club-360-analysis");
    }
    // In European Portuguese and in English (the browser's language); the other test may have ended a rated game.
    for (String[] l : new String[][] {{"pt-PT", "Todas as partidas a contar para o rating jogadas no clube"},
        {"en", "Every rated game played in the club"}}) {
      try (BrowserContext c = browsers.context(360, 740, l[0])) {
        Page p = c.newPage();
        p.navigate("/biblioteca");
        assertThat(p.locator("main")).containsText(l[1]);
        assertThat(p.getByTestId("lib-club")).not().isEmpty();
        p.navigate("/biblioteca/analise");
        assertThat(p.getByTestId("lib-played")).containsText(l[0].equals("en") ? "none (play on the board)" : "nenhum");
        assertEquals(true, p.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"));
        Browsers.shot(p, "library-club-360-analysis-" + l[0]);
      }
    }
  }
}
