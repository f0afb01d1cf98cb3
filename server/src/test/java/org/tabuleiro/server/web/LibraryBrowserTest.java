package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.library.LibraryTestFiles;

/**
 * The library pages in Chromium: a collection made in the page, an upload of 5,600 real games (the shared PGN files
 * six times, each copy under another event name) with the progress bar moving and the report, searches by player,
 * opening and position, the explorer walked three moves deep, a game with variations (a click on a move of a
 * variation, the arrow keys, flip); then the same for the shared international draughts PDN. Every page also at
 * 360 px, with no horizontal overflow. Screenshots in server/target/screenshots (library-*).
 */
class LibraryBrowserTest extends BrowserTestBase {
  @Test
  void importSearchExploreAndViewInTheBrowser() throws Exception {
    byte[] once = LibraryTestFiles.chessFile();
    String text = new String(once, StandardCharsets.ISO_8859_1);
    StringBuilder big = new StringBuilder();
    for (int k = 1; k <= 6; k++) big.append(text.replace("[Event \"", "[Event \"Copia " + k + " ")).append("\n\n");
    Path file = data.resolve("classicos.pgn");
    Files.write(file, big.toString().getBytes(StandardCharsets.ISO_8859_1));

    List<String> pages = new ArrayList<>();
    try (BrowserContext desktop = browsers.context(1280, 900); BrowserContext phone = browsers.context(360, 740)) {
      Page page = Browsers.signUp(desktop, "leitora");
      page.navigate("/biblioteca");
      page.fill("form.lib-new input[name=name]", "Clássicos");
      page.click("form.lib-new button[type=submit]");
      page.waitForURL(Pattern.compile(".*/biblioteca/\\d+$"));
      String collection = page.url().replaceAll(".*/biblioteca/", "");
      pages.add("/biblioteca");
      pages.add("/biblioteca/" + collection);

      page.setInputFiles("form.lib-import input[type=file]", file);
      page.click("form.lib-import button[type=submit]");
      List<Double> seen = new ArrayList<>();
      long deadline = System.currentTimeMillis() + 600_000;
      while (!page.getByTestId("lib-report").innerText().contains("Importadas") && System.currentTimeMillis() < deadline) {
        Object v = page.evaluate("() => document.querySelector('[data-testid=lib-progress]').value");
        seen.add(((Number) v).doubleValue());
        page.waitForTimeout(150);
      }
      assertTrue(seen.stream().distinct().count() >= 3, "the progress bar moved: " + seen);
      assertThat(page.getByTestId("lib-imported")).containsText(Pattern.compile("Importadas: (5[0-9]{3}|[6-9][0-9]{3})"),
          new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(120_000));
      assertThat(page.getByTestId("lib-report")).containsText("Ke3");   // the broken game, refused with its place
      Browsers.shot(page, "library-import");

      page.fill("form.lib-search input[name=player]", "capablanca");
      page.click("form.lib-search button[type=submit]");
      assertThat(page.getByTestId("lib-total")).hasText("6 partidas encontradas");
      page.fill("form.lib-search input[name=player]", "");
      page.fill("form.lib-search input[name=eco]", "B90");
      page.click("form.lib-search button[type=submit]");
      assertThat(page.getByTestId("lib-results")).containsText("Defesa Siciliana: Variante Najdorf");
      page.fill("form.lib-search input[name=eco]", "");
      page.fill("form.lib-search input[name=fen]", "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -");
      page.click("form.lib-search button[type=submit]");
      assertThat(page.getByTestId("lib-total")).containsText(Pattern.compile("^[1-9][0-9]* partidas"));
      Browsers.shot(page, "library-search");

      page.navigate("/biblioteca/" + collection + "/explorador");
      for (int i = 0; i < 3; i++) {
        assertThat(page.getByTestId("lib-move").first()).isVisible();
        String before = page.url();
        page.getByTestId("lib-move").first().locator("button").click();
        page.waitForURL(u -> !u.equals(before));
      }
      assertThat(page.getByTestId("lib-explorer")).isVisible();
      pages.add(page.url().replaceAll("^https?://[^/]+", ""));
      Browsers.shot(page, "library-explorer");

      page.navigate("/biblioteca/" + collection);
      page.fill("form.lib-search input[name=player]", "Ponomariov");
      page.fill("form.lib-search input[name=event]", "Copia 1 ");
      page.click("form.lib-search button[type=submit]");
      page.locator("[data-testid=lib-results] a").first().click();
      page.waitForURL(Pattern.compile(".*/biblioteca/partida/\\d+$"));
      assertThat(page.locator(".lib-variation").first()).isVisible();
      page.locator(".lib-variation button.lib-move").first().click();
      assertThat(page.locator(".lib-variation button.lib-move.current")).hasCount(1);
      page.keyboard().press("ArrowRight");
      page.keyboard().press("ArrowLeft");
      page.keyboard().press("ArrowLeft");
      assertThat(page.locator("button.lib-move.current")).hasCount(1);
      page.getByTestId("lib-flip").click();
      assertThat(page.locator(".cg-wrap.orientation-black")).hasCount(1);
      page.keyboard().press("End");
      pages.add(page.url().replaceAll("^https?://[^/]+", ""));
      Browsers.shot(page, "library-game");

      // The analysis board from the game's last position: Stockfish's lines come in (in the browser).
      page.getByTestId("lib-analyse-here").click();
      page.waitForURL(Pattern.compile(".*/biblioteca/analise\\?fen=.*"));
      assertThat(page.getByTestId("sf-status")).containsText("profundidade", new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(30_000));
      pages.add(page.url().replaceAll("^https?://[^/]+", ""));
      Browsers.shot(page, "library-analysis");
      page.navigate("/biblioteca/analise?game=brazilian");
      assertThat(page.locator("svg.draughts")).isVisible();
      page.getByTestId("lib-analyse").click();
      assertThat(page.getByTestId("dr-info")).containsText("profundidade", new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(30_000));
      pages.add("/biblioteca/analise?game=brazilian");
      Browsers.shot(page, "library-analysis-draughts");

      // Draughts: the shared international PDN.
      page.navigate("/biblioteca");
      page.fill("form.lib-new input[name=name]", "Damas clássicas");
      page.selectOption("form.lib-new select[name=game]", "international");
      page.click("form.lib-new button[type=submit]");
      page.waitForURL(Pattern.compile(".*/biblioteca/\\d+$"));
      String draughts = page.url().replaceAll(".*/biblioteca/", "");
      page.setInputFiles("form.lib-import input[type=file]", LibraryTestFiles.pdn("international.pdn"));
      page.click("form.lib-import button[type=submit]");
      assertThat(page.getByTestId("lib-imported")).containsText(Pattern.compile("Importadas: [1-9]"),
          new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(60_000));   // a background job: slow on a busy machine
      page.navigate("/biblioteca/" + draughts + "/explorador");
      String before = page.url();
      page.getByTestId("lib-move").first().locator("button").click();
      page.waitForURL(u -> !u.equals(before));
      assertThat(page.locator("svg.draughts")).isVisible();
      pages.add(page.url().replaceAll("^https?://[^/]+", ""));
      Browsers.shot(page, "library-explorer-draughts");
      page.navigate("/biblioteca/" + draughts);
      page.fill("form.lib-search input[name=player]", "Kemperman");
      page.click("form.lib-search button[type=submit]");
      page.locator("[data-testid=lib-results] a").first().click();
      page.waitForURL(Pattern.compile(".*/biblioteca/partida/\\d+$"));
      assertThat(page.locator("button.lib-move").first()).isVisible();   // the game is read before a key goes to it
      page.keyboard().press("ArrowRight");
      assertThat(page.locator("button.lib-move.current")).hasCount(1);
      pages.add(page.url().replaceAll("^https?://[^/]+", ""));

      // The same pages on a 360 px phone (the phone's account is another one: public collections only).
      Page small = phone.newPage();
      for (String path : pages) {
        small.navigate(path);
        small.waitForTimeout(600);
        assertEquals(true, small.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), path);
        Browsers.shot(small, "library-360" + path.replaceAll("[^a-z0-9]+", "-").replaceAll("-+$", ""));
      }
    }
  }

  /**
   * An import the server could not go on with by itself (its file gone when it started again): the collection's page
   * shows it interrupted at its game, and "Continuar" with the same file imports the rest.
   */
  @Test
  void anInterruptedImportGoesOnWithContinuar() throws Exception {
    byte[] bytes = LibraryTestFiles.chessFile();
    Path file = data.resolve("interrompido.pgn");
    Files.write(file, bytes);
    java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    crc.update(bytes);
    try (BrowserContext desktop = browsers.context(1280, 900)) {
      Page page = Browsers.signUp(desktop, "retomada");
      String created = LibraryClubBrowserTest.api(page, "POST", "/api/library/collections",
          "{\"name\": \"Retomada\", \"game\": \"chess\"}");
      long collection = Long.parseLong(created.replaceAll("^201 \\{\"id\":(\\d+)}$", "$1"));
      // What a server that lost the file leaves (LibraryImportKillTest makes it for real): the first 500 games done.
      browsers.server.database().jdbi().useHandle(h -> h.createUpdate("""
              INSERT INTO library_jobs (collection_id, owner_id, source, state, node, file_bytes, file_crc, games_done,
                                        error, created_at, updated_at)
              SELECT :c, id, 'upload', 'interrupted', '', :bytes, :crc, 500, :error, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
              FROM accounts WHERE username = 'retomada'""")
          .bind("c", collection).bind("bytes", (long) bytes.length).bind("crc", crc.getValue())
          .bind("error", "A importação foi interrompida no jogo 501: o servidor parou e o arquivo enviado não está mais"
              + " nele. As 500 primeiras partidas do arquivo já foram tratadas (0 importadas, 0 repetidas, 0 recusadas);"
              + " envie o mesmo arquivo em \"Continuar\" para importar o resto.")
          .execute());
      page.navigate("/biblioteca/" + collection);
      assertThat(page.getByTestId("lib-interrupted")).containsText("interrompida no jogo 501");
      assertThat(page.locator("form.lib-resume")).containsText("a importação continua no jogo 501");
      Browsers.shot(page, "library-interrupted");
      page.setInputFiles("form.lib-resume input[type=file]", file);
      page.getByTestId("lib-resume").click();
      assertThat(page.getByTestId("lib-imported")).containsText(Pattern.compile("Importadas: [1-9]"),
          new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(120_000));
      assertThat(page.getByTestId("lib-report")).containsText("retomada 1 vez");
      assertThat(page.getByTestId("lib-report")).containsText("Ke3");   // the broken game, after game 500
    }
  }
}
