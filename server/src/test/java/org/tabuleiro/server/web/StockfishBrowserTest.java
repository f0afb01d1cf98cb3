package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.PlayedGames;

/**
 * Stockfish in the browser on the chess analysis board: the page cross-origin isolated (threads), multi-PV 3 at
 * depth 18 on the start position within 10 s, the lines in Portuguese SAN, a line played on the board by a click,
 * stop and start, the evaluation bar; the engine's files from the club itself; a 360 px phone.
 */
class StockfishBrowserTest extends BrowserTestBase {
  /** A piece letter of English SAN (N, Q, K) where Portuguese writes C, D, R. */
  private static final Pattern ENGLISH_PIECE = Pattern.compile("(^|\\s|\\.)[NQK][a-h1-8]?x?[a-h][1-8]");

  @Test
  void multiPvThreeReachesDepthEighteenInTenSecondsInPortuguese() {
    try (BrowserContext desktop = browsers.context(1280, 900)) {
      Page page = desktop.newPage();
      List<String> requests = new CopyOnWriteArrayList<>();
      page.onRequest(r -> requests.add(r.url()));
      page.navigate("/biblioteca");
      assertEquals(false, page.evaluate("() => self.crossOriginIsolated"), "only the analysis pages are isolated");
      long start = System.nanoTime();
      page.locator("main a[href='/biblioteca/analise']").click();   // a full load: the page comes isolated
      page.waitForURL("**/biblioteca/analise");
      assertEquals(true, page.evaluate("() => self.crossOriginIsolated"));
      page.getByTestId("sf-multipv").selectOption("3");
      long chosen = System.nanoTime();
      var status = page.getByTestId("sf-status");
      page.waitForFunction("() => { const s = document.querySelector('[data-testid=sf-status]');"
          + " return s && Number(s.dataset.depth) >= 18 && s.dataset.lines === '3'; }", null,
          new Page.WaitForFunctionOptions().setTimeout(30_000).setPollingInterval(50));
      double seconds = (System.nanoTime() - start) / 1e9;
      String info = status.textContent();
      System.out.printf("Stockfish multi-PV 3 depth >= 18 on the start position: %.1f s from the click on the link, %.1f s"
          + " from the choice of 3 lines (%s; load average %s)%n", seconds, (System.nanoTime() - chosen) / 1e9, info, loadAverage());
      // 10 s on this machine (2 cores) when it is not oversubscribed; the bound grows with the load beyond its cores,
      // as the engine's share of the CPU shrinks (the figures with their load: docs/benchmarks/).
      double bound = 10 * Math.max(1, load() / Runtime.getRuntime().availableProcessors());
      assertTrue(seconds < bound, "depth 18 with three lines took " + seconds + " s (bound " + bound + " s at load "
          + load() + "): " + info);
      assertTrue(info.matches("profundidade \\d+ · .+ nós/s · \\d+ núcleos?"), info);
      assertTrue(info.contains("núcleos"), "threads in an isolated page: " + info);
      var lines = page.locator("[data-testid=sf-lines] li");
      assertThat(lines).hasCount(3);
      String text = page.getByTestId("sf-lines").innerText();
      assertTrue(Pattern.compile("(^|\\s|\\.)[CDTR]x?[a-h][1-8]").matcher(text).find(), "a Portuguese piece letter: " + text);
      assertFalse(ENGLISH_PIECE.matcher(text).find(), "no English piece letter: " + text);
      assertTrue(lines.first().innerText().matches("[+−]?\\d+\\.\\d\\d 1\\. .*"), lines.first().innerText());
      assertThat(page.getByTestId("sf-bar")).hasAttribute("aria-label", Pattern.compile("Avaliação: [+−]?\\d+\\.\\d\\d"));
      Browsers.shot(page, "stockfish-analysis");

      // Every file of the engine from the club itself: no other host.
      assertTrue(requests.stream().anyMatch(u -> u.contains("/assets/stockfish-") && u.endsWith(".wasm")), requests.toString());
      String origin = page.evaluate("() => location.origin").toString();
      assertTrue(requests.stream().allMatch(u -> u.startsWith(origin) || u.startsWith("data:")), requests.toString());

      // A click on the third move of the best line plays the line up to it; the engine goes on from there.
      var third = lines.first().locator("button.sf-move").nth(2);
      String thirdSan = third.innerText().replaceAll("^\\d+\\.\\s*", "");
      third.click();
      assertThat(page.getByTestId("lib-played")).containsText(Pattern.compile("1\\. \\S+ .*\\S+ .*2\\. " + thirdSan.replaceAll("[+#]", "\\\\$0")));   // a JS regex: no \Q
      assertThat(lines.first()).containsText(Pattern.compile("^[+−#]?[-\\d.]+ 2… "));
      assertThat(page.getByTestId("lib-played")).containsText("Posições analisadas: ");

      // Stop, then start again.
      page.getByTestId("sf-toggle").click();
      assertThat(status).hasText("parado");
      assertThat(page.getByTestId("sf-toggle")).hasText("Analisar");
      page.getByTestId("sf-toggle").click();
      assertThat(status).containsText("profundidade");
      assertThat(page.getByTestId("sf-toggle")).hasText("Parar");
    }
  }

  /** The last minute's load average. */
  private static double load() {
    try {
      return Double.parseDouble(loadAverage().split(" ")[0]);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  private static String loadAverage() {
    try {
      return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).strip();
    } catch (java.io.IOException e) {
      return "?";
    }
  }

  @Test
  void theHeadersIsolateTheAnalysisPageAndLetOnlyTheWorkerCompileWasm() {
    try (BrowserContext desktop = browsers.context(1280, 900)) {
      Page page = desktop.newPage();
      Response analysis = page.navigate("/biblioteca/analise");
      assertEquals("same-origin", analysis.headerValue("cross-origin-opener-policy"));
      assertEquals("require-corp", analysis.headerValue("cross-origin-embedder-policy"));
      assertFalse(analysis.headerValue("content-security-policy").contains("wasm-unsafe-eval"));
      Response lobby = page.navigate("/lobby");
      assertEquals(null, lobby.headerValue("cross-origin-embedder-policy"));
      var engine = desktop.request().get("/assets/stockfish-19.0.0-lite.js");
      assertEquals(200, engine.status());
      assertTrue(engine.headers().get("content-security-policy").contains("script-src 'self' 'wasm-unsafe-eval'"));
      assertEquals("require-corp", engine.headers().get("cross-origin-embedder-policy"));
      var wasm = desktop.request().get("/assets/stockfish-19.0.0-lite-single.wasm");
      assertEquals("application/wasm", wasm.headers().get("content-type"));
      assertEquals(null, wasm.headers().get("cross-origin-embedder-policy"));
    }
  }

  @Test
  void withoutIsolationTheSingleThreadedBuildAnalyses() {
    try (BrowserContext desktop = browsers.context(1280, 900)) {
      Page page = desktop.newPage();
      // The page as a proxy that drops COOP/COEP would send it: not cross-origin isolated.
      page.route("**/biblioteca/analise", route -> {
        var response = route.fetch();
        var headers = new java.util.HashMap<>(response.headers());
        headers.remove("cross-origin-opener-policy");
        headers.remove("cross-origin-embedder-policy");
        route.fulfill(new com.microsoft.playwright.Route.FulfillOptions().setResponse(response).setHeaders(headers));
      });
      List<String> workers = new CopyOnWriteArrayList<>();
      page.onWorker(w -> workers.add(w.url()));
      page.navigate("/biblioteca/analise");
      assertEquals(false, page.evaluate("() => self.crossOriginIsolated"));
      assertThat(page.getByTestId("sf-status")).containsText(Pattern.compile("profundidade \\d+ · .+ · 1 núcleo$"));
      assertThat(page.locator("[data-testid=sf-lines] li")).hasCount(1);
      assertTrue(workers.stream().anyMatch(u -> u.endsWith("/assets/stockfish-19.0.0-lite-single.js")), workers.toString());
    }
  }

  @Test
  void aPhoneShowsTheLinesAndTheBarWithinItsWidth() {
    try (BrowserContext phone = browsers.context(360, 740)) {
      Page page = phone.newPage();
      page.navigate("/biblioteca/analise");
      page.getByTestId("sf-multipv").selectOption("3");
      assertThat(page.locator("[data-testid=sf-lines] li")).hasCount(3);
      assertThat(page.getByTestId("sf-status")).containsText("profundidade");
      assertEquals(true, page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"));
      Browsers.shot(page, "stockfish-analysis-360");
    }
    try (BrowserContext english = browsers.context(1280, 900, "en")) {
      Page page = english.newPage();
      page.navigate("/biblioteca/analise");
      assertThat(page.getByTestId("sf-status")).containsText("depth");
      String text = page.getByTestId("sf-lines").innerText();
      assertFalse(Pattern.compile("(^|\\s|\\.)[CDT][a-h][1-8]").matcher(text).find(), "English SAN: " + text);
    }
  }

  /**
   * Issue 33's "done when": a finished club game reviewed by Stockfish in the browser, its blunder marked on the list,
   * the graph and the summary; the review saved by a signed-in reader; a second reader opening the game sees the
   * same review (graph, mark, accuracies, who saved it) and Stockfish never starts on that page (no request for its
   * files, no progress).
   */
  @Test
  void aFinishedClubGameIsReviewedWithItsBlunderMarkedSavedAndSeenByAnotherWithoutTheEngine() {
    int port = browsers.server.port();
    ApiClient white = ApiClient.on(port), black = ApiClient.on(port);
    assertEquals(201, white.register("ana", "lua-verde-de-ana").status());
    assertEquals(201, black.register("bruno", "lua-verde-de-bruno").status());
    // The scholar's mate: 3... Cf6?? lets 4. Dxf7# in.
    long id = PlayedGames.play(port, white, black, "chess", "5+3", false,
        List.of("e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"), null);
    try (BrowserContext desktop = browsers.context(1280, 900); BrowserContext phone = browsers.context(360, 740);
        BrowserContext second = browsers.context(1280, 900); BrowserContext secondPhone = browsers.context(360, 740)) {
      Page page = Browsers.signUp(desktop, "carla");
      page.navigate("/game/" + id);
      page.getByTestId("review-game").click();
      page.waitForURL("**/biblioteca/analise?jogo=" + id);
      assertEquals(true, page.evaluate("() => self.crossOriginIsolated"));
      assertThat(page.getByTestId("rv-state")).containsText("Partida analisada: 8 posições",
          new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(60_000));
      var blunder = page.locator("[data-testid=rv-moves] button.rv-move.blunder");
      assertThat(blunder).hasCount(1);
      assertThat(blunder).hasText("Cf6??");
      assertThat(blunder).hasAttribute("title", Pattern.compile("Erro grave, o melhor era \\S+"));
      assertThat(page.locator("[data-testid=rv-graph] circle[data-mark=blunder]")).hasCount(1);
      var blackRow = page.locator("[data-testid=rv-summary] tr[data-side=black]");
      assertThat(blackRow.locator("td.rv-b")).hasText("1");
      assertThat(blackRow).containsText("Pretas (bruno)");
      assertThat(blackRow.locator("td.rv-acc")).hasText(Pattern.compile("\\d+%"));
      assertThat(page.locator("[data-testid=rv-summary] tr[data-side=white] td.rv-b")).hasText("0");
      blunder.click();
      assertThat(page.locator("input[name=fen]")).hasValue(Pattern.compile("^r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"));
      assertThat(page.getByTestId("sf-lines")).containsText("Dxf7#");   // the live engine on the position shown
      Browsers.shot(page, "stockfish-review");
      String accuracies = page.getByTestId("rv-summary").innerText();

      // Saved with the game.
      page.getByTestId("rv-save-button").click();
      assertThat(page.getByTestId("rv-saved")).containsText(Pattern.compile(
          "Análise do Stockfish \\d[\\d.]* lite \\(200 mil nós por posição, profundidade \\d+-\\d+\\) salva por carla em \\d\\d/\\d\\d/\\d{4}"));

      // A second reader opens the game: the saved review, and no engine.
      Page other = Browsers.signUp(second, "duda");
      List<String> engineFiles = new CopyOnWriteArrayList<>();
      other.onRequest(r -> { if (r.url().contains("/assets/stockfish-")) engineFiles.add(r.url()); });
      other.navigate("/game/" + id);
      other.getByTestId("review-game").click();
      other.waitForURL("**/biblioteca/analise?jogo=" + id);
      assertThat(other.getByTestId("rv-state")).containsText("salva por carla");
      assertThat(other.locator("[data-testid=rv-moves] button.rv-move.blunder")).hasText("Cf6??");
      assertThat(other.locator("[data-testid=rv-graph] circle[data-mark=blunder]")).hasCount(1);
      assertThat(other.locator("[data-testid=rv-summary] tr[data-side=black] td.rv-b")).hasText("1");
      assertEquals(accuracies, other.getByTestId("rv-summary").innerText(), "the same accuracies as the reviewer's");
      assertThat(other.getByTestId("rv-progress")).hasCount(0);
      assertThat(other.getByTestId("sf-status")).hasText("parado");
      assertThat(other.getByTestId("rv-save-button")).hasCount(0);
      Browsers.shot(other, "stockfish-review-saved");
      assertEquals(List.of(), engineFiles, "Stockfish's files were fetched for a saved review");
      assertEquals(false, other.evaluate("() => performance.getEntriesByType('resource').some(e => e.name.includes('stockfish-'))"));
      Page otherSmall = secondPhone.newPage();
      otherSmall.navigate("/biblioteca/analise?jogo=" + id);
      assertThat(otherSmall.getByTestId("rv-state")).containsText("salva por carla");
      Browsers.shot(otherSmall, "stockfish-review-saved-360");
      assertEquals(true, otherSmall.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"));

      // A pasted PGN on a phone.
      Page small = phone.newPage();
      small.navigate("/biblioteca/analise");
      small.locator("details.rv-box summary").click();
      small.getByTestId("rv-pgn").fill("[White \"A\"]\n[Black \"B\"]\n\n1. f3 e5 2. g4 Qh4# 0-1");
      small.getByTestId("rv-start").click();
      assertThat(small.getByTestId("rv-state")).containsText("Partida analisada: 5 posições",
          new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(60_000));
      assertThat(small.locator("[data-testid=rv-moves] button.rv-move.blunder")).hasText("2. g4??");
      Browsers.shot(small, "stockfish-review-360");
      assertEquals(true, small.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"));
    }
  }

  /**
   * The explorer beside the engine's lines: a collection's moves and the club's rated blitz games' from the board's
   * position, with their games, share and results, in Portuguese SAN; a click plays the move and both follow it; a
   * 360 px phone shows it without scrolling sideways.
   */
  @Test
  void theExplorerBesideTheEngineShowsACollectionsAndTheClubsMovesAndPlaysOne() {
    int port = browsers.server.port();
    ApiClient eva = ApiClient.on(port), fabio = ApiClient.on(port);
    assertEquals(201, eva.register("eva", "lua-verde-de-eva").status());
    assertEquals(201, fabio.register("fabio", "lua-verde-de-fabio").status());
    var made = eva.post("/api/library/collections", java.util.Map.of("name", "Aberturas da Eva", "game", "chess", "public", true));
    assertEquals(201, made.status(), made.body());
    long collection = made.json().get("id").asLong();
    String pgn = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n"
        + "[White \"C\"]\n[Black \"D\"]\n[Result \"0-1\"]\n\n1. e4 c5 0-1\n\n"
        + "[White \"E\"]\n[Black \"F\"]\n[Result \"1/2-1/2\"]\n\n1. Nf3 d5 1/2-1/2\n";
    var job = eva.post("/api/library/collections/" + collection + "/import", pgn);
    assertEquals(202, job.status(), job.body());
    waitUntil(() -> "done".equals(eva.get("/api/library/jobs/" + job.json().get("job").asLong()).json().path("state").asText()));
    // A rated blitz game of the club: 1. d4 d5, White resigns.
    PlayedGames.play(port, eva, fabio, "chess", "5+3", true, List.of("d2d4", "d7d5"), "white");
    waitUntil(() -> eva.get("/api/library/explorer?club=chess/blitz").json().path("moves").size() > 0);

    try (BrowserContext desktop = browsers.context(1280, 900); BrowserContext phone = browsers.context(360, 740)) {
      Page page = desktop.newPage();
      page.navigate("/biblioteca/analise");
      assertThat(page.getByTestId("ax-collection")).hasValue(String.valueOf(collection));
      var rows = page.locator("[data-testid=ax-moves-collection] tbody tr");
      assertThat(rows).hasCount(2);
      assertThat(rows.nth(0)).containsText("e4");
      assertThat(rows.nth(0).locator("td.ax-count")).hasText("2 · 67%");
      assertThat(rows.nth(0).locator(".lib-score")).hasAttribute("title", "Brancas venceram 1 · empates 0 · pretas venceram 1");
      assertThat(rows.nth(1).getByTestId("ax-move")).hasText("Cf3");   // Portuguese SAN
      var club = page.locator("[data-testid=ax-moves-club] tbody tr");
      assertThat(page.getByTestId("ax-pool")).hasValue("blitz");
      assertThat(club).hasCount(1);
      assertThat(club.nth(0)).containsText("d4");
      assertThat(club.nth(0).locator("td.ax-count")).hasText("1 · 100%");
      assertThat(club.nth(0).locator(".lib-score span.b")).hasText("100%");
      Browsers.shot(page, "analysis-explorer");

      rows.nth(0).getByTestId("ax-move").click();   // 1. e4 on the board
      assertThat(page.locator("input[name=fen]")).hasValue(Pattern.compile("^rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq"));
      assertThat(page.getByTestId("lib-played")).containsText("1. e4");
      assertThat(rows).hasCount(2);
      assertThat(page.getByTestId("ax-moves-collection")).containsText("e5");
      assertThat(page.getByTestId("ax-moves-collection")).containsText("c5");
      assertThat(page.getByTestId("ax-moves-club")).containsText("Nenhuma partida daqui chegou a esta posição.");

      Page small = phone.newPage();
      small.navigate("/biblioteca/analise");
      assertThat(small.locator("[data-testid=ax-moves-club] tbody tr")).hasCount(1);
      assertThat(small.locator("[data-testid=ax-moves-collection] tbody tr")).hasCount(2);
      small.getByTestId("ax").scrollIntoViewIfNeeded();
      Browsers.shot(small, "analysis-explorer-360");
      assertEquals(true, small.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"));
    }
  }

  private static void waitUntil(java.util.function.BooleanSupplier done) {
    long end = System.nanoTime() + 60_000_000_000L;
    while (!done.getAsBoolean()) {
      if (System.nanoTime() > end) throw new AssertionError("not done in 60 s");
      try {
        Thread.sleep(100);   // polling the server's state, not a fixed wait for the page
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }
}
