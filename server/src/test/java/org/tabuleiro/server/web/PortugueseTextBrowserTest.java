package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * No English on the Portuguese pages of play, library and analysis (issue 33): in pt-BR and in pt-PT, the visible
 * text of a game in progress and a finished one, the player's archive, the library's list, import report, game viewer
 * (its PGN opened), explorer and the analysis board (with Stockfish's lines, and a broken FEN) is scanned for English
 * words and for SAN with English piece letters (K, Q, N: B is bispo in both, R is rei in Portuguese). Text in quotes
 * is the user's own (a move as the file wrote it) and PGN tag names are the standard's; proper names in
 * {@link #PROPER_NAMES} are allowed. Screenshots notation-*.png, desktop and 360 px.
 */
class PortugueseTextBrowserTest extends BrowserTestBase {
  /** Words that are English and not Portuguese, as they would leak from rules, the opening list or a missing string. */
  static final Set<String> ENGLISH = Set.of("the", "and", "of", "in", "with", "to", "is", "not", "unlimited", "game",
      "games", "move", "moves", "defense", "defence", "opening", "gambit", "variation", "attack", "declined", "accepted",
      "system", "line", "illegal", "invalid", "ambiguous", "cannot", "read", "expected", "error", "white", "black",
      "draw", "wins", "position", "piece", "placement", "rank", "square", "castling", "side", "king", "queen", "rook",
      "bishop", "knight", "pawn", "check", "checkmate", "resign", "rated", "casual", "clock", "variant", "main");
  /** Proper names that carry an English word; removed before the scan. */
  static final List<String> PROPER_NAMES = List.of("Stockfish");
  /** SAN with a piece letter only English has (the move itself, with its number or not). */
  static final Pattern ENGLISH_SAN = Pattern.compile("(?<![\\p{L}\\d])(?:[KQN][a-h]?[1-8]?x?[a-h][1-8]|[a-h]x?[a-h]?[18]=[QN])(?![\\p{L}\\d])");
  static final Pattern QUOTED = Pattern.compile("\"[^\"\\n]*\"|“[^”\\n]*”|'[^'\\n]*'");
  static final Pattern TAG_LINE = Pattern.compile("(?m)^\\[[A-Za-z0-9_]+ .*\\]$");
  static final LocatorAssertions.ContainsTextOptions SLOW = new LocatorAssertions.ContainsTextOptions().setTimeout(60_000);

  static final String PGN = """
      [Event "Aberto de Salvador"]
      [Site "Salvador"]
      [Date "2026.01.10"]
      [White "Souza, Ana"]
      [Black "Lima, Bruno"]
      [Result "1-0"]

      1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 (5... Nc6 6. Bg5 e6 7. Qd2) 6. Be2 e5 7. Nb3 Be7
      8. O-O O-O 9. Kh1 Qc7 {uma partida longa} 10. Qd3 Nbd7 1-0

      [Event "Aberto de Salvador"]
      [White "Dias, Carla"]
      [Black "Reis, Davi"]
      [Result "0-1"]

      1. e4 e5 2. Ke3 Nf6 0-1
      """;

  @Test
  void thePortuguesePagesOfPlayLibraryAndAnalysisHaveNoEnglish() throws Exception {
    Path file = data.resolve("aberto.pgn");
    Files.writeString(file, PGN, StandardCharsets.UTF_8);
    Map<String, String> pages = new LinkedHashMap<>();   // name -> path, scanned in both Portuguese
    List<String> found = new ArrayList<>();
    try (BrowserContext a = browsers.context(1280, 900); BrowserContext b = browsers.context(1280, 900)) {
      Page ana = Browsers.signUp(a, "ana");
      Page bruno = Browsers.signUp(b, "bruno");
      // A game in progress with knights, bishops and a queen on the move list.
      Browsers.newGame(ana, bruno, "chess");
      String[] moves = {"e4", "e5", "Cf3", "Cc6", "Bb5", "a6", "De2"};
      for (int i = 0; i < moves.length; i++) Browsers.typeAfter(i % 2 == 0 ? ana : bruno, i, moves[i]);
      pages.put("play-live", ana.url().replaceAll("^https?://[^/]+", ""));
      // A finished game: the scholar's mate.
      Browsers.newGame(ana, bruno, "chess");
      String[] mate = {"e4", "e5", "Bc4", "Cc6", "Dh5", "Cf6", "Dxf7#"};
      for (int i = 0; i < mate.length; i++) Browsers.typeAfter(i % 2 == 0 ? ana : bruno, i, mate[i]);
      assertThat(ana.getByTestId("result")).containsText("xeque-mate");
      pages.put("play-over", ana.url().replaceAll("^https?://[^/]+", ""));
      // A game against the computer without a clock, resigned: the archive's "unlimited".
      ana.navigate("/lobby");
      ana.selectOption("form.computer-form select[name=color]", "white");
      ana.click("form.computer-form button[type=submit]");
      ana.waitForURL("**/game/*");
      assertThat(ana.locator(".board-wrap[data-movable=true]")).isVisible();
      Browsers.type(ana, "e4");
      assertThat(ana.getByTestId("moves").locator(".ply")).hasCount(2,
          new LocatorAssertions.HasCountOptions().setTimeout(60_000));   // the engine's first search warms it up
      ana.getByText("Abandonar").click();
      ana.getByText("Confirmar?").click();
      assertThat(ana.getByTestId("result")).isVisible();
      pages.put("archive", "/player/ana/games");

      // The library: a collection, the import with a refused game, the list, the viewer, the explorer.
      ana.navigate("/biblioteca");
      ana.fill("form.lib-new input[name=name]", "Aberto");
      ana.click("form.lib-new button[type=submit]");
      ana.waitForURL(Pattern.compile(".*/biblioteca/\\d+$"));
      String collection = ana.url().replaceAll(".*/biblioteca/", "");
      ana.setInputFiles("form.lib-import input[type=file]", file);
      ana.click("form.lib-import button[type=submit]");
      assertThat(ana.getByTestId("lib-imported")).containsText("Importadas: 1", SLOW);
      found.addAll(scan(ana, "library-import pt-BR"));
      ana.navigate("/biblioteca/" + collection + "?fen=" + "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR%20b%20KQkq%20-%200%201");
      assertThat(ana.getByTestId("lib-total")).containsText("1");
      pages.put("library-list", "/biblioteca/" + collection + "?fen=rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR%20b%20KQkq%20-%200%201");
      String game = ((String) ana.locator("[data-testid=lib-results] a").first().getAttribute("href")).replaceAll(".*/", "");
      // An opening typed in Portuguese finds the game (the list's names are English); one game, in the singular.
      ana.fill("form.lib-search input[name=fen]", "");
      ana.fill("form.lib-search input[name=opening]", "Defesa Siciliana");
      ana.click("form.lib-search button[type=submit]");
      assertThat(ana.getByTestId("lib-total")).hasText("1 partida encontrada");
      pages.put("library-game", "/biblioteca/partida/" + game);
      pages.put("library-explorer", "/biblioteca/" + collection + "/explorador?fen=rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR%20w%20KQkq%20-%200%202");
      pages.put("analysis", "/biblioteca/analise?fen=r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR%20w%20KQkq%20-%204%204");
      pages.put("analysis-bad-fen", "/biblioteca/analise?fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20x%20KQkq%20-%200%201");
    }

    for (String locale : List.of("pt-BR", "pt-PT")) {
      for (int width : new int[] {1280, 360}) {
        try (BrowserContext c = browsers.context(width, 900, locale)) {
          Page page = c.newPage();
          page.navigate("/login");
          page.fill("input[name=username]", "ana");
          page.fill("input[name=password]", "lua-verde-de-ana");
          page.click("form button[type=submit]");
          page.waitForURL("**/lobby");
          // The account's language wins over the browser's.
          LibraryClubBrowserTest.api(page, "PATCH", "/api/me", "{\"language\": \"" + locale + "\"}");
          for (var e : pages.entrySet()) {
            page.navigate(e.getValue());
            ready(page, e.getKey());
            String name = e.getKey() + " " + locale + " " + width;
            found.addAll(scan(page, name));
            Browsers.shot(page, "notation-" + e.getKey() + "-" + locale + "-" + width);
          }
        }
      }
    }
    // An English reader keeps English SAN and the opening list's names, and an en-GB browser writes day first.
    try (BrowserContext c = browsers.context(1280, 900, "en-GB")) {
      Page page = c.newPage();
      page.navigate("/login");
      page.fill("input[name=username]", "ana");
      page.fill("input[name=password]", "lua-verde-de-ana");
      page.click("form button[type=submit]");
      page.waitForURL("**/lobby");
      LibraryClubBrowserTest.api(page, "PATCH", "/api/me", "{\"language\": \"en\"}");
      page.navigate(pages.get("library-game"));
      assertThat(page.getByTestId("lib-moves")).containsText("2. Nf3");
      assertThat(page.locator("body")).containsText("Sicilian Defense: Najdorf Variation");
      page.navigate(pages.get("archive"));
      assertThat(page.locator("tr[data-game]").first()).containsText(Pattern.compile("(^|\\D)\\d{1,2} [A-Z][a-z]{2} 20\\d\\d"));
      assertThat(page.locator("tr[data-game]").first()).containsText("No clock");
      Browsers.shot(page, "notation-archive-en-GB-1280");
    }
    assertTrue(found.isEmpty(), "English on Portuguese pages:\n" + String.join("\n", found));
  }

  /** Waits for what the page draws after its reads. */
  static void ready(Page page, String name) {
    switch (name) {
      case "play-live", "play-over" -> assertThat(page.getByTestId("moves").locator(".ply").first()).isVisible();
      case "archive" -> assertThat(page.locator("tr[data-game]")).hasCount(3);
      case "library-list" -> assertThat(page.getByTestId("lib-total")).isVisible();
      case "library-game" -> {
        assertThat(page.locator("button.lib-move").first()).isVisible();
        page.locator("details summary").first().click();   // the PGN as text
        page.keyboard().press("End");
      }
      case "library-explorer" -> assertThat(page.getByTestId("lib-move").first()).isVisible();
      case "analysis" -> assertThat(page.getByTestId("sf-lines")).containsText(Pattern.compile("[CBDTR]"), SLOW);
      case "analysis-bad-fen" -> assertThat(page.locator("p.error").first()).not().isEmpty();
      default -> { }
    }
  }

  /** The English found in the page's visible text, each with where. */
  static List<String> scan(Page page, String where) {
    String text = (String) page.evaluate("() => document.body.innerText");
    text = TAG_LINE.matcher(text).replaceAll(" ");
    text = QUOTED.matcher(text).replaceAll(" ");
    for (String name : PROPER_NAMES) text = text.replace(name, " ");
    List<String> out = new ArrayList<>();
    Matcher san = ENGLISH_SAN.matcher(text);
    while (san.find()) out.add(where + ": SAN " + san.group() + " in «" + around(text, san.start()) + "»");
    Matcher word = Pattern.compile("[\\p{L}'’]+").matcher(text);
    while (word.find()) {
      if (ENGLISH.contains(word.group().toLowerCase(Locale.ROOT))) {
        out.add(where + ": word " + word.group() + " in «" + around(text, word.start()) + "»");
      }
    }
    return out;
  }

  static String around(String text, int at) {
    return text.substring(Math.max(0, at - 40), Math.min(text.length(), at + 40)).replace('\n', ' ');
  }
}
