package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.SHOTS;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.RequestOptions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.text.Collator;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;

/**
 * The wall prints of issue 32, each made by one click on its page and printed to PDF by Chromium, then read back as
 * text (PDFBox): round 3's pairings by board (every board's two players, with their points), the alphabetical list
 * (every player's board and colour, the bye and the half-point bye among them), one result slip per board (four to an
 * A4 sheet), the standings of every age group, the school classification, the medal list and one certificate per
 * medallist (A4 landscape). None of them prints the site's header, the event's tabs or a button.
 */
class EventPrintBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String EVENT = "Campeonato Escolar de Guimarães";
  private static final String[] NAMES = {"Ana Conceição Silva", "Bruno Magalhães", "Carla Gonçalves", "Duarte Peixoto",
      "Eva Loureiro", "Filipe Assunção", "Glória Esteves", "Henrique Brás", "Inês Faria", "João Figueiredo",
      "Leonor Sá", "Manuel Tavares", "Nádia Rebelo", "Óscar Quintela", "Patrícia Vasconcelos Meireles de Albuquerque",
      "Rui Damasceno", "Sofia Araújo", "Tomás Ventura"};
  private static final String[] SCHOOLS = {"EB 2,3 de Azurém", "Escola Secundária Martins Sarmento", "Colégio do Ave"};
  /** What the site's frame says and no print may: the header's links, the event's tabs, the print buttons. */
  private static final List<String> FRAME = List.of("Início", "Salão", "Ranking", "Sair", "Tabela cruzada", "Gerir",
      "Imprimir", "Procurar jogador", "Voltar");
  private static final String STUB_PRINT = "window.__prints = 0; window.print = () => { window.__prints++; };";

  @Test
  void everyWallPrintIsOneClickAndPrintsWhatTheRoundAndTheStandingsSay() throws Exception {
    try (BrowserContext arbiter = browsers.context(1280, 900); BrowserContext visitor = browsers.context(1280, 900);
         BrowserContext phone = browsers.context(360, 740)) {
      arbiter.addInitScript(STUB_PRINT);
      visitor.addInitScript(STUB_PRINT);
      signUp(arbiter, "arbitra");
      var granted = new AccountModule(browsers.server.database().jdbi(), InstantSource.system()).service().grant("arbitra", Role.ARBITER);
      assertTrue(granted instanceof org.tabuleiro.server.common.Result.Ok<?>, String.valueOf(granted));
      String csrf = JSON.readTree(arbiter.request().get("/api/session").text()).get("csrfToken").asText();
      Map<String, Object> event = new LinkedHashMap<>(Map.of("name", EVENT, "rounds", 5, "timeControl", "15+5", "published", true,
          "place", "Guimarães", "startsOn", "2026-12-05", "organiser", "Desporto Escolar de Guimarães"));
      APIResponse created = arbiter.request().post("/api/events", RequestOptions.create().setHeader("X-CSRF-Token", csrf).setData(event));
      assertEquals(201, created.status(), created.text());
      long id = JSON.readTree(created.text()).get("id").asLong();
      StringBuilder csv = new StringBuilder("name;gender;birth_year;club\n");
      for (int i = 0; i < NAMES.length; i++) {
        csv.append(NAMES[i]).append(';').append(i % 2 == 0 ? "F" : "M").append(';').append(i % 3 == 0 ? 2015 : 2012 + i % 2)
            .append(';').append(SCHOOLS[i % 3]).append('\n');
      }
      APIResponse imported = arbiter.request().post("/api/events/" + id + "/players", RequestOptions.create()
          .setHeader("X-CSRF-Token", csrf).setHeader("Content-Type", "text/csv").setData(csv.toString().getBytes(StandardCharsets.UTF_8)));
      assertEquals(200, imported.status(), imported.text());
      for (int round = 1; round <= 2; round++) {
        pair(arbiter, csrf, id);
        for (JsonNode b : get(arbiter, "/api/events/" + id + "/rounds/" + round).get("boards")) {
          if (!b.path("black").isNull()) result(arbiter, csrf, id, round, b.get("board").asInt(), b.get("board").asInt() % 3 == 0 ? "1/2-1/2" : "1-0");
        }
      }
      int halfBye = startNo(arbiter, id, "Leonor Sá");
      APIResponse bye = arbiter.request().patch("/api/events/" + id + "/players/" + halfBye, RequestOptions.create()
          .setHeader("X-CSRF-Token", csrf).setData(Map.of("byes", Map.of("3", "H"))));
      assertEquals(200, bye.status(), bye.text());
      pair(arbiter, csrf, id);
      Map<Integer, String> names = new LinkedHashMap<>();
      for (JsonNode p : get(arbiter, "/api/events/" + id + "/players").get("players")) names.put(p.get("startNo").asInt(), p.get("name").asText());
      List<int[]> boards = new ArrayList<>();   // {board, white, black}; black 0 for the bye
      for (JsonNode b : get(arbiter, "/api/events/" + id + "/rounds/3").get("boards")) {
        boards.add(new int[] {b.get("board").asInt(), b.get("white").asInt(), b.path("black").isNull() ? 0 : b.get("black").asInt()});
      }
      List<int[]> games = boards.stream().filter(b -> b[2] != 0).toList();
      assertEquals(8, games.size(), "18 players, one half-point bye: 8 boards and the pairing bye");

      // Round 3's pairings by board, one click on the arbiter's rounds page: every board's two players, on one A4 page.
      Page page = arbiter.newPage();
      page.navigate("/torneios/" + id + "/gerir/rodadas/3");
      String pairingsText = print(page, "print-mesas", "/imprimir/mesas/3", "print-pairings");
      Pdf pairings = Pdf.last;
      String pairingsLine = oneLine(pairingsText);
      for (int[] b : games) {
        // Board, White's start number and name (school, points before the round), Black's name and start number.
        assertTrue(Pattern.compile("\\b" + b[0] + " " + b[1] + " " + Pattern.quote(names.get(b[1])) + " .{0,60}?\\d,\\d \\d,\\d "
            + Pattern.quote(names.get(b[2])) + " .{0,60}?\\b" + b[2] + "\\b").matcher(pairingsLine).find(), "board " + b[0] + " in " + pairingsLine);
      }
      int[] pairingBye = boards.stream().filter(b -> b[2] == 0).findFirst().orElseThrow();
      assertTrue(Pattern.compile(Pattern.quote(names.get(pairingBye[1])) + " .{0,60}?Isento").matcher(pairingsLine).find(), "the pairing bye");
      assertTrue(Pattern.compile("Leonor Sá .{0,60}?Bye de meio ponto").matcher(pairingsLine).find(), "the half-point bye under the boards");
      assertTrue(pairingsText.contains("Emparceiramentos · Rodada 3") && pairingsText.contains(EVENT), pairingsText);
      assertEquals(1, pairings.pages(), "nine rows fit one sheet");
      assertTrue(pairings.isA4Portrait(0), "A4 portrait");
      pairings.png(0, "print-pairings");

      // The alphabetical list: every player with their board and colour (the byes with theirs), in name order.
      page.navigate("/torneios/" + id + "/gerir/rodadas/3");
      String alphaText = oneLine(print(page, "print-alfabetica", "/imprimir/alfabetica/3", "print-alpha"));
      Pdf.last.png(0, "print-alpha");
      for (int[] b : games) {
        assertTrue(Pattern.compile(Pattern.quote(names.get(b[1])) + "[^○●]{0,60}?\\b" + b[0] + " ○ Brancas").matcher(alphaText).find(),
            names.get(b[1]) + " plays White on board " + b[0] + ": " + alphaText);
        assertTrue(Pattern.compile(Pattern.quote(names.get(b[2])) + "[^○●]{0,60}?\\b" + b[0] + " ● Pretas").matcher(alphaText).find(),
            names.get(b[2]) + " plays Black on board " + b[0] + ": " + alphaText);
      }
      assertTrue(Pattern.compile("Leonor Sá [^○●]{0,60}?— Bye ½ ponto").matcher(alphaText).find(), alphaText);
      Collator collator = Collator.getInstance(Locale.forLanguageTag("pt-BR"));
      collator.setStrength(Collator.PRIMARY);
      List<String> shown = page.locator(".alpha-row").evaluateAll("rows => rows.map(r => r.querySelector('.alpha-name').firstChild.textContent)")
          instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of();
      assertEquals(names.values().stream().sorted(collator).toList(), shown, "every player, in alphabetical order");

      // Result slips: one per board with both names and the three result boxes, four to an A4 sheet.
      page.navigate("/torneios/" + id + "/gerir/rodadas/3");
      String slipsText = print(page, "print-boletins", "/imprimir/boletins/3", "slip");
      Pdf slips = Pdf.last;
      slips.png(0, "print-slips");
      assertThat(page.getByTestId("slip")).hasCount(games.size());
      assertEquals(games.size(), count(slipsText, "Assinatura do árbitro"), "one slip per board");
      assertEquals((games.size() + 3) / 4, slips.pages(), "four slips to a sheet");
      String[] parts = slipsText.split("BOLETIM DE RESULTADO");
      assertEquals(games.size() + 1, parts.length);
      for (int i = 0; i < games.size(); i++) {
        int[] b = games.get(i);
        String slip = oneLine(parts[i + 1]);
        assertTrue(slip.contains("Mesa " + b[0]) && slip.contains(names.get(b[1])) && slip.contains(names.get(b[2]))
            && slip.contains("1-0") && slip.contains("½-½") && slip.contains("0-1") && slip.contains("Assinatura das brancas"), slip);
      }

      // Opened by its address the print page is a preview: it prints when its own button is clicked. A round not yet
      // published is said in Portuguese and not sent to the printer.
      page.navigate("/torneios/" + id + "/imprimir/boletins/3");
      assertThat(page.getByTestId("slip")).hasCount(games.size());
      assertEquals(0, ((Number) page.evaluate("window.__prints")).intValue(), "a preview does not print by itself");
      page.getByTestId("print-now").click();
      page.waitForFunction("() => window.__prints === 1");
      page.navigate("/torneios/" + id + "/rodadas/3");
      page.navigate("/torneios/" + id + "/imprimir/mesas/5");
      assertThat(page.getByTestId("print-doc")).containsText("A rodada 5 não está publicada.");

      // The public rounds page prints the boards and the list, not the slips.
      Page pub = visitor.newPage();
      pub.navigate("/torneios/" + id + "/rodadas/3");
      assertThat(pub.getByTestId("print-mesas")).isVisible();
      assertThat(pub.getByTestId("print-boletins")).hasCount(0);

      // Every age group's standings, one per sheet, each name with its points.
      pub.navigate("/torneios/" + id + "/classificacao");
      String standingsText = oneLine(print(pub, "print-classificacao-todos", "/imprimir/classificacao", "print-doc"));
      JsonNode categories = get(visitor, "/api/events/" + id + "/categories").get("categories");
      int groups = 0;
      for (JsonNode c : categories) {
        for (String g : List.of("F", "M")) {
          if (c.get(g).asInt() == 0) continue;
          groups++;
          JsonNode s = get(visitor, "/api/events/" + id + "/standings?category=" + enc(c.get("name").asText()) + "&gender=" + g);
          for (JsonNode r : s.get("rows")) {
            assertTrue(Pattern.compile("\\b" + r.get("rank").asInt() + "\\s+" + r.get("startNo").asInt() + "\\s+" + Pattern.quote(r.get("name").asText())
                + ".{0,80}?" + Pattern.quote(r.get("points").asText().replace('.', ','))).matcher(standingsText).find(),
                c.get("name").asText() + " " + g + ": " + r + " in " + standingsText);
          }
        }
      }
      assertTrue(groups >= 2 && Pdf.last.pages() >= groups, groups + " groups on " + Pdf.last.pages() + " sheets");

      // The school classification of every age group.
      pub.navigate("/torneios/" + id + "/escolas");
      String schoolsText = oneLine(print(pub, "print-escolas", "/imprimir/escolas", "print-doc"));
      for (JsonNode c : categories) {
        if (c.get("players").asInt() == 0) continue;
        assertTrue(schoolsText.contains("Classificação por escolas · " + c.get("name").asText()), schoolsText);
        for (JsonNode sc : get(visitor, "/api/events/" + id + "/schools?category=" + enc(c.get("name").asText())).get("schools")) {
          assertTrue(schoolsText.contains(sc.get("school").asText()), sc + " in " + schoolsText);
        }
      }

      // The medal list as /medals groups it, then one certificate per medallist, each on its own A4 landscape page.
      JsonNode medals = get(arbiter, "/api/events/" + id + "/medals").get("medals");
      List<String[]> medallists = new ArrayList<>();   // {name, category, rank}
      for (JsonNode g : medals) {
        for (JsonNode p : g.get("players")) medallists.add(new String[] {p.get("name").asText(), g.get("category").asText(), p.get("rank").asText()});
      }
      assertTrue(medallists.size() >= 6, "medallists: " + medallists.size());
      pub.navigate("/torneios/" + id + "/medalhas");
      assertThat(pub.getByTestId("print-diplomas")).hasCount(0);   // certificates are the arbiters'
      page.navigate("/torneios/" + id + "/medalhas");
      String medalText = oneLine(print(page, "print-medalhas", "/imprimir/medalhas", "print-doc"));
      for (JsonNode g : medals) {
        String head = g.get("category").asText() + " · " + (g.get("gender").asText().equals("F") ? "Feminino" : "Masculino");
        assertTrue(medalText.contains(head), head + " in " + medalText);
      }
      for (String[] m : medallists) assertTrue(medalText.contains(m[0]), m[0] + " in the medal list");
      page.navigate("/torneios/" + id + "/medalhas");
      print(page, "print-diplomas", "/imprimir/diplomas", "certificate");
      Pdf certificates = Pdf.last;
      assertEquals(medallists.size(), certificates.pages(), "one certificate a page");
      for (int i = 0; i < medallists.size(); i++) {
        String[] m = medallists.get(i);
        String text = oneLine(certificates.text(i));
        assertTrue(text.contains(m[0]) && text.contains(m[1]) && text.contains(m[2] + "º lugar") && text.contains(EVENT)
            && text.contains("5 de dezembro de 2026"), "certificate " + (i + 1) + ": " + text);
        assertFalse(certificates.isA4Portrait(i), "certificate " + (i + 1) + " on A4 landscape");
      }
      certificates.png(0, "print-certificate");

      // The buttons on a 360 px phone: inside the screen, the page no wider than it.
      signUp(phone, "mae_da_ines");
      Page small = phone.newPage();
      small.navigate("/torneios/" + id + "/rodadas/3");
      Locator bar = small.getByTestId("print-bar");
      assertThat(bar.getByTestId("print-alfabetica")).isVisible();
      for (Locator b : bar.locator("a").all()) {
        BoundingBox box = b.boundingBox();
        assertTrue(box.x >= 0 && box.x + box.width <= 360.5, "print button inside 360 px: " + box.x + "+" + box.width);
      }
      assertTrue(((Number) small.evaluate("document.documentElement.scrollWidth")).intValue() <= 360, "no sideways scroll");
      shot(small, "print-buttons-phone");
      Page arbiterPhone = arbiter.newPage();
      arbiterPhone.setViewportSize(360, 740);
      arbiterPhone.navigate("/torneios/" + id + "/gerir/rodadas/3");
      assertThat(arbiterPhone.getByTestId("print-boletins")).isVisible();
      shot(arbiterPhone, "print-buttons-arbiter-phone");
      arbiterPhone.navigate("/torneios/" + id + "/medalhas");
      assertThat(arbiterPhone.getByTestId("print-diplomas")).isVisible();
      shot(arbiterPhone, "print-buttons-medals-phone");
    }
  }

  @Test
  void aTeamRoundPrintsEachMatchAboveItsBoards() throws Exception {
    try (BrowserContext arbiter = browsers.context(1280, 900)) {
      arbiter.addInitScript(STUB_PRINT);
      signUp(arbiter, "capita");
      var granted = new AccountModule(browsers.server.database().jdbi(), InstantSource.system()).service().grant("capita", Role.ARBITER);
      assertTrue(granted instanceof org.tabuleiro.server.common.Result.Ok<?>, String.valueOf(granted));
      String csrf = JSON.readTree(arbiter.request().get("/api/session").text()).get("csrfToken").asText();
      APIResponse created = arbiter.request().post("/api/events", RequestOptions.create().setHeader("X-CSRF-Token", csrf).setData(Map.of(
          "name", "Taça das Escolas", "system", "team-swiss", "rounds", 3, "timeControl", "15+5", "boards", 2, "published", true)));
      assertEquals(201, created.status(), created.text());
      long id = JSON.readTree(created.text()).get("id").asLong();
      StringBuilder csv = new StringBuilder("name;team;board\n");
      String[] teams = {"Azurém", "Martins Sarmento", "Colégio do Ave", "Francisco de Holanda"};
      for (int t = 0; t < teams.length; t++) {
        for (int b = 1; b <= 2; b++) csv.append(NAMES[t * 2 + b - 1]).append(';').append(teams[t]).append(';').append(b).append('\n');
      }
      APIResponse imported = arbiter.request().post("/api/events/" + id + "/players", RequestOptions.create()
          .setHeader("X-CSRF-Token", csrf).setHeader("Content-Type", "text/csv").setData(csv.toString().getBytes(StandardCharsets.UTF_8)));
      assertEquals(200, imported.status(), imported.text());
      pair(arbiter, csrf, id);
      Map<Integer, String> names = new LinkedHashMap<>();
      for (JsonNode p : get(arbiter, "/api/events/" + id + "/players").get("players")) names.put(p.get("startNo").asInt(), p.get("name").asText());
      JsonNode matches = get(arbiter, "/api/events/" + id + "/rounds/1/matches").get("matches");
      JsonNode boards = get(arbiter, "/api/events/" + id + "/rounds/1").get("boards");
      Page page = arbiter.newPage();
      page.navigate("/torneios/" + id + "/rodadas/1");
      String text = oneLine(print(page, "print-mesas", "/imprimir/mesas/1", "print-pairings"));
      assertEquals(2, matches.size());
      for (JsonNode m : matches) {
        String head = "Match " + m.get("match").asInt() + ": " + m.get("whiteName").asText() + " 0,0 – 0,0 " + m.get("blackName").asText();
        int at = text.indexOf(head);
        assertTrue(at >= 0, head + " in " + text);
        for (JsonNode b : m.get("boards")) {
          JsonNode board = null;
          for (JsonNode x : boards) if (x.get("board").asInt() == b.asInt()) board = x;
          String white = names.get(board.get("white").asInt());
          String black = names.get(board.get("black").asInt());
          assertTrue(Pattern.compile(Pattern.quote(white) + " .{0,40}?" + Pattern.quote(black)).matcher(text.substring(at)).find(),
              "board " + b.asInt() + " under " + head + ": " + text);
        }
      }
      page.navigate("/torneios/" + id + "/gerir/rodadas/1");
      String slips = print(page, "print-boletins", "/imprimir/boletins/1", "slip");
      assertEquals(boards.size(), count(slips, "Assinatura do árbitro"), "one slip per board");
    }
  }

  /**
   * Clicks a print button, waits for the print page to be drawn and to have asked the browser to print (once), prints
   * it to PDF as Chromium does and answers its text, checked free of the site's frame.
   */
  private static String print(Page page, String button, String path, String content) throws Exception {
    page.getByTestId(button).click();
    page.waitForURL(u -> u.contains(path));
    page.locator("[data-testid=print-doc][data-ready]").waitFor();
    assertThat(page.getByTestId(content).first()).isAttached();
    page.waitForFunction("() => window.__prints === 1");
    byte[] bytes = page.pdf(new Page.PdfOptions().setPreferCSSPageSize(true).setPrintBackground(true));
    Files.write(SHOTS.resolve(button + ".pdf"), bytes);
    Pdf pdf = Pdf.read(bytes);
    String text = pdf.text();
    for (String frame : FRAME) assertFalse(text.contains(frame), button + " prints the site's \"" + frame + "\": " + text);
    return text;
  }

  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ");
  }

  private static int count(String text, String what) {
    return (int) Pattern.compile(Pattern.quote(what)).matcher(text).results().count();
  }

  private static String enc(String s) {
    return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8);
  }

  private static JsonNode get(BrowserContext c, String path) throws Exception {
    APIResponse r = c.request().get(path);
    assertEquals(200, r.status(), path + ": " + r.text());
    return JSON.readTree(r.text());
  }

  private static void pair(BrowserContext c, String csrf, long id) {
    APIResponse r = c.request().post("/api/events/" + id + "/rounds", RequestOptions.create().setHeader("X-CSRF-Token", csrf));
    assertEquals(200, r.status(), r.text());
  }

  private static void result(BrowserContext c, String csrf, long id, int round, int board, String result) {
    APIResponse r = c.request().put("/api/events/" + id + "/rounds/" + round + "/boards/" + board,
        RequestOptions.create().setHeader("X-CSRF-Token", csrf).setData(Map.of("result", result)));
    assertEquals(200, r.status(), r.text());
  }

  private static int startNo(BrowserContext c, long id, String name) throws Exception {
    for (JsonNode p : get(c, "/api/events/" + id + "/players").get("players")) {
      if (p.get("name").asText().equals(name)) return p.get("startNo").asInt();
    }
    throw new AssertionError("no player " + name);
  }

  /** A printed PDF read back with PDFBox: its pages' text, size and a page drawn to PNG to look at. */
  private record Pdf(byte[] bytes) {
    static Pdf last;

    static Pdf read(byte[] bytes) {
      last = new Pdf(bytes);
      return last;
    }

    private org.apache.pdfbox.pdmodel.PDDocument open() throws java.io.IOException {
      return org.apache.pdfbox.Loader.loadPDF(bytes);
    }

    int pages() throws java.io.IOException {
      try (var doc = open()) {
        return doc.getNumberOfPages();
      }
    }

    String text() throws java.io.IOException {
      try (var doc = open()) {
        var stripper = new org.apache.pdfbox.text.PDFTextStripper();   // in the order Chromium drew it: the page's order
        return stripper.getText(doc);
      }
    }

    String text(int page) throws java.io.IOException {
      try (var doc = open()) {
        var stripper = new org.apache.pdfbox.text.PDFTextStripper();
        stripper.setStartPage(page + 1);
        stripper.setEndPage(page + 1);
        return stripper.getText(doc);
      }
    }

    /** A4 portrait (595 × 842 pt, give or take a point). */
    boolean isA4Portrait(int page) throws java.io.IOException {
      try (var doc = open()) {
        var box = doc.getPage(page).getMediaBox();
        boolean portrait = Math.abs(box.getWidth() - 595) < 2 && Math.abs(box.getHeight() - 842) < 2;
        boolean landscape = Math.abs(box.getWidth() - 842) < 2 && Math.abs(box.getHeight() - 595) < 2;
        assertTrue(portrait || landscape, "A4: " + box);
        return portrait;
      }
    }

    void png(int page, String name) throws java.io.IOException {
      try (var doc = open()) {
        var image = new org.apache.pdfbox.rendering.PDFRenderer(doc).renderImageWithDPI(page, 90);
        javax.imageio.ImageIO.write(image, "png", SHOTS.resolve(name + ".png").toFile());
      }
    }
  }
}
