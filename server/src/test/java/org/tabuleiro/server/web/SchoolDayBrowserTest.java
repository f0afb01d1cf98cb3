package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.FilePayload;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.event.registration.PlayerListFile;
import org.tabuleiro.server.event.registration.XlsxFiles;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.SchoolDayPupils;
import org.tabuleiro.server.testing.SchoolDayPupils.Pupil;
import org.tabuleiro.server.testing.TestDatabase;

/**
 * The school championship's day as an arbiter runs it, in the pages only (the arbiter's role is granted as every
 * browser test does): a championship of the current season created from the events' list, four sections added with
 * the form (age groups ticked from the school-sport preset), one school's list as an {@code .xlsx} with Portuguese
 * headers and another's as a {@code ;} CSV in Windows-1252, each previewed before it is stored (the season's "2013"
 * pupils land in Sub 10 with the 1st cycle and in Infantis 1 with the 2nd), the four sections paired with one click,
 * two rounds of results typed board number then 1 / = / 0, and the wall prints made into PDF by Chromium and read
 * back: pairings by board, alphabetical list, slips and standings of every section, the school classification and
 * the medal list, which names each pupil at most once. On H2 and on PostgreSQL; on a desktop and on a 360 px phone.
 */
class SchoolDayBrowserTest {
  private static final String STUB_PRINT = "window.__prints = 0; window.print = () => { window.__prints++; };";
  /** The site's frame, which no print may show. */
  private static final List<String> FRAME = List.of("Início", "Salão", "Sair", "Imprimir", "Voltar");
  private static final String[] KEYS = {"1", "=", "0"};

  /** The day's sections: name, age groups, genders (both unless one), system. */
  private record Section(String name, List<String> groups, String gender, String system) {
    boolean takes(Pupil p, String group) {
      return groups.contains(group) && (gender == null || gender.equals(p.gender()));
    }
  }

  private static final List<Section> SECTIONS = List.of(
      new Section("1º ciclo", List.of("Sub 8", "Sub 10"), null, "swiss"),
      new Section("Infantis 1 F", List.of("Infantis 1"), "F", "swiss"),
      new Section("Infantis 1 M", List.of("Infantis 1"), "M", "swiss"),
      new Section("Infantis a Juniores", List.of("Infantis", "Iniciados", "Juvenis", "Juniores/Seniores"), null, "round-robin"));

  /** The age group each pupil lands in (the names say it: "Sub8", "Inf1", ...). */
  private static String group(Pupil p) {
    String tag = p.name().substring(p.name().indexOf(' ') + 1);
    return switch (tag) {
      case "Sub8" -> "Sub 8";
      case "Sub10" -> "Sub 10";
      case "Inf1" -> "Infantis 1";
      case "Infantis" -> "Infantis";
      case "Iniciados" -> "Iniciados";
      case "Juvenis" -> "Juvenis";
      default -> "Juniores/Seniores";
    };
  }

  private static List<Pupil> pupilsOf(Section s) {
    return SchoolDayPupils.ALL.stream().filter(p -> s.takes(p, group(p))).toList();
  }

  @OnBothDatabases
  void anArbiterRunsTheSchoolDayInThePages(TestDatabase.Fresh db, @TempDir Path data) throws Exception {
    long started = System.nanoTime();
    int season = LocalDate.now().getMonthValue() >= 9 ? LocalDate.now().getYear() : LocalDate.now().getYear() - 1;
    String label = db.kind().name().toLowerCase();
    try (Browsers browsers = new Browsers(data, db.config()); BrowserContext arbiter = browsers.context(1280, 900)) {
      arbiter.addInitScript(STUB_PRINT);
      signUp(arbiter, "arbitra").close();
      var granted = new AccountModule(browsers.server.database().jdbi(), InstantSource.system()).service().grant("arbitra", Role.ARBITER);
      assertTrue(granted instanceof org.tabuleiro.server.common.Result.Ok<?>, String.valueOf(granted));

      // The championship, from the events' list: the current school season is the default.
      Page page = arbiter.newPage();
      page.navigate("/torneios");
      page.getByTestId("new-championship").click();
      page.waitForURL("**/campeonatos/novo");
      Locator seasonSelect = page.getByTestId("champ-season");
      assertThat(seasonSelect).hasValue(String.valueOf(season));
      assertThat(seasonSelect.locator("option:checked")).hasText(season + "/" + (season + 1));
      page.getByTestId("champ-name").fill("Jornada 1 — Tomar");
      page.getByTestId("champ-create").click();
      page.waitForURL(Pattern.compile(".*/campeonatos/\\d+$"));
      String champPath = new java.net.URI(page.url()).getPath();
      assertThat(page.getByTestId("championship-name")).hasText("Jornada 1 — Tomar");

      // Four sections from the form: the preset's groups with their birth years; the name follows the choices.
      Locator form = page.getByTestId("section-form");
      assertThat(form.getByTestId("section-group").filter(new Locator.FilterOptions().setHasText("Sub 8")))
          .containsText(String.valueOf(2015 + season - 2022));
      for (int i = 0; i < SECTIONS.size(); i++) {
        Section s = SECTIONS.get(i);
        form = page.getByTestId("section-form");
        for (String g : s.groups()) form.locator("input[name=group][value='" + g + "']").check();
        if (s.gender() != null) form.getByTestId("section-gender-" + (s.gender().equals("F") ? "M" : "F")).uncheck();
        form.getByTestId("section-system").selectOption(s.system());
        form.getByTestId("section-rounds").fill("3");
        if (s.name().equals("Infantis 1 F")) assertThat(form.getByTestId("section-name")).hasValue("Infantis 1 F");
        else form.getByTestId("section-name").fill(s.name());
        form.getByTestId("section-add").click();
        assertThat(page.getByTestId("sections").locator("tbody tr")).hasCount(i + 1);
      }

      // A list with a bad year: the preview names line and column, and "Importar" stays off.
      page.getByTestId("champ-csv").setInputFiles(new FilePayload("erro.csv", "text/csv",
          "Nome;Sexo;Ano de nascimento;Escola;Ciclo\nZé;M;20x5;EB Leiria;2\n".getBytes(StandardCharsets.UTF_8)));
      assertThat(page.getByTestId("preview-refusal").first()).containsText("Linha 2, coluna 3");
      assertThat(page.getByTestId("champ-import")).isDisabled();

      // Tomar's list, an .xlsx with Portuguese headers; then Leiria's, a ';' CSV saved by Excel in Windows-1252.
      List<Pupil> tomar = SchoolDayPupils.ALL.stream().filter(p -> p.school().endsWith("Tomar")).toList();
      List<Pupil> leiria = SchoolDayPupils.ALL.stream().filter(p -> !p.school().endsWith("Tomar")).toList();
      importList(page, new FilePayload("tomar.xlsx", PlayerListFile.XLSX_TYPE, xlsx(tomar, season)), tomar,
          Map.of("Bruno Sub10", "Sub 10", "Eva Inf1", "Infantis 1", "Filipe Inf1", "Infantis 1"));
      importList(page, new FilePayload("leiria.csv", "text/csv", csv(leiria, season).getBytes(Charset.forName("windows-1252"))), leiria,
          Map.of("Carlos Sub10", "Sub 10", "Teresa Inf1", "Infantis 1", "Hugo Inf1", "Infantis 1"));
      for (int i = 0; i < SECTIONS.size(); i++) {
        assertThat(page.getByTestId("sections").locator("tbody tr").nth(i).locator("td").nth(3))
            .hasText(String.valueOf(pupilsOf(SECTIONS.get(i)).size()));
      }
      List<Long> events = new ArrayList<>();
      for (String href : page.getByTestId("sections").locator("tbody a").all().stream().map(a -> a.getAttribute("href")).toList()) {
        events.add(Long.parseLong(href.substring(href.lastIndexOf('/') + 1)));
      }

      // Two rounds: one click pairs the four sections, then every board's result typed.
      for (int round = 1; round <= 2; round++) {
        page.getByTestId("pair-all").click();
        assertThat(page.getByTestId("champ-report").locator("li[data-status=paired]")).hasCount(4);
        for (long event : events) {
          page.getByTestId("results-" + event).click();
          page.waitForURL("**/torneios/" + event + "/gerir/rodadas/" + round);
          typeResults(page, round);
          page.navigate(champPath);
          assertThat(page.getByTestId("sections")).isVisible();
        }
      }
      shot(page, "school-day-desktop");

      // The wall prints of every section, as PDF.
      for (int i = 0; i < SECTIONS.size(); i++) {
        long event = events.get(i);
        List<Pupil> mine = pupilsOf(SECTIONS.get(i));
        for (String kind : List.of("mesas", "alfabetica", "classificacao")) {
          String text = print(page, "print-" + kind + "-" + event, "/torneios/" + event + "/imprimir/" + kind, label + "-" + kind + "-" + i);
          for (Pupil p : mine) assertTrue(text.contains(p.name()), kind + " of " + SECTIONS.get(i).name() + " names " + p.name() + ": " + text);
          page.navigate(champPath);
        }
        String slips = print(page, "print-boletins-" + event, "/torneios/" + event + "/imprimir/boletins/2", label + "-slips-" + i);
        assertEquals(mine.size() / 2, count(slips, "Assinatura do árbitro"), "one slip per board of " + SECTIONS.get(i).name());
        page.navigate(champPath);
      }

      // The school classification and the medals across the sections.
      String schools = print(page, "champ-print-escolas", champPath + "/imprimir/escolas", label + "-schools");
      for (String g : List.of("Sub 10", "Infantis 1")) assertTrue(schools.contains("Classificação das escolas · " + g), schools);
      assertTrue(schools.contains("EB Tomar") && schools.contains("EB Leiria"), schools);
      page.navigate(champPath);
      String medals = print(page, "champ-print-medalhas", champPath + "/imprimir/medalhas", label + "-medals");
      int listed = 0;
      for (Pupil p : SchoolDayPupils.ALL) {
        int n = count(medals, p.name());
        assertTrue(n <= 1, p.name() + " listed " + n + " times: " + medals);
        listed += n;
      }
      assertTrue(listed >= 12, "the medal list names the first three of each group: " + medals);

      page.navigate(champPath + "/escolas");
      assertThat(page.getByTestId("champ-awards")).hasAttribute("data-ready", "true");
      shot(page, "school-day-schools-desktop");

      // On a phone: the championship's pages fit 360 px.
      try (BrowserContext phone = browsers.context(360, 740, arbiter)) {
        Page small = phone.newPage();
        // The list's preview (nothing stored) fits the phone too.
        small.navigate(champPath);
        small.getByTestId("champ-csv").setInputFiles(new FilePayload("leiria.csv", "text/csv", csv(leiria, season).getBytes(Charset.forName("windows-1252"))));
        assertThat(small.getByTestId("preview-rows").locator("tbody tr")).hasCount(leiria.size());
        assertThat(small.getByTestId("preview-rows")).containsText("João Iniciados");
        assertTrue(((Number) small.evaluate("document.documentElement.scrollWidth")).intValue() <= 360, "the preview scrolls sideways");
        shot(small, "school-day-phone-preview");
        for (String path : List.of(champPath, champPath + "/escolas", "/campeonatos/novo", "/torneios/" + events.get(0) + "/gerir/rodadas/2")) {
          small.navigate(path);
          small.locator("main h1, main h2").first().waitFor();
          small.waitForLoadState(com.microsoft.playwright.options.LoadState.NETWORKIDLE);
          int width = ((Number) small.evaluate("document.documentElement.scrollWidth")).intValue();
          assertTrue(width <= 360, path + " scrolls sideways: " + width + " px");
          shot(small, "school-day-phone" + path.replaceAll("[^a-z0-9]+", "-"));
        }
      }
      browsers.assertNoScriptErrors();
    }
    System.out.printf("SchoolDayBrowserTest on %s: %.1f s%n", db.kind(), (System.nanoTime() - started) / 1e9);
  }

  /** Chooses the list, checks its preview (every row, the named pupils' age group and section), then imports it. */
  private static void importList(Page page, FilePayload file, List<Pupil> pupils, Map<String, String> groups) {
    page.getByTestId("champ-csv").setInputFiles(file);
    Locator rows = page.getByTestId("preview-rows").locator("tbody tr");
    assertThat(rows).hasCount(pupils.size());
    assertThat(page.getByTestId("preview-refusal")).hasCount(0);
    for (Pupil p : pupils) {
      Locator row = rows.filter(new Locator.FilterOptions().setHasText(p.name()));
      assertThat(row).hasCount(1);
      String group = group(p);
      assertThat(row.locator("td.group")).hasText(group);
      Section s = SECTIONS.stream().filter(x -> x.takes(p, group)).findFirst().orElseThrow();
      assertThat(row.getByTestId("preview-section")).hasText(s.name());
      if (groups.containsKey(p.name())) assertEquals(groups.get(p.name()), group, p.name());
    }
    shot(page, "school-day-preview-" + file.name.replace('.', '-'));
    page.getByTestId("champ-import").click();
    assertThat(page.getByTestId("champ-report")).containsText(pupils.size() + " alunos importados");
  }

  /** Every board of the round, by keyboard only: the field selects the next open board, one key saves it. */
  private static void typeResults(Page page, int round) {
    Locator field = page.getByTestId("kb-results");
    assertThat(field).isFocused();
    List<Locator> games = page.locator("[data-testid=results] tr[data-board]:not(.bye)").all();
    assertFalse(games.isEmpty(), "round " + round + " has games");
    for (int i = 0; i < games.size(); i++) {
      String board = games.get(i).getAttribute("data-board");
      assertThat(field).hasValue(board + " ");
      page.keyboard().type(KEYS[(i + round) % KEYS.length]);
      assertThat(games.get(i)).hasAttribute("data-result", Pattern.compile(".+"));
    }
  }

  /** Clicks a print link, waits for the document and its one print, and answers the PDF's text (free of the site's frame). */
  private static String print(Page page, String button, String path, String name) throws Exception {
    page.getByTestId(button).click();
    page.waitForURL(u -> u.contains(path));
    page.locator("[data-testid=print-doc][data-ready]").waitFor();
    page.waitForFunction("() => window.__prints === 1");
    byte[] bytes = page.pdf(new Page.PdfOptions().setPreferCSSPageSize(true).setPrintBackground(true));
    Files.write(Browsers.SHOTS.resolve("school-day-" + name + ".pdf"), bytes);
    String text;
    try (var doc = org.apache.pdfbox.Loader.loadPDF(bytes)) {
      text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
      if (!name.matches(".*-[123]$")) {   // the first page drawn, to look at (the first section's and the championship's)
        var image = new org.apache.pdfbox.rendering.PDFRenderer(doc).renderImageWithDPI(0, 60);
        javax.imageio.ImageIO.write(image, "png", Browsers.SHOTS.resolve("school-day-" + name + ".png").toFile());
      }
    }
    for (String frame : FRAME) assertFalse(text.contains(frame), button + " prints the site's \"" + frame + "\": " + text);
    return text;
  }

  private static int count(String text, String what) {
    return (int) Pattern.compile(Pattern.quote(what)).matcher(text).results().count();
  }

  private static byte[] xlsx(List<Pupil> pupils, int season) {
    List<List<Object>> rows = new ArrayList<>();
    rows.add(List.of("Nome", "Sexo", "Ano de nascimento", "Escola", "Ciclo"));
    for (Pupil p : pupils) {
      rows.add(List.of(p.name(), p.gender(), p.birthYear(season), p.school(),
          p.cycle().equals("sec") ? "sec" : (Object) Integer.parseInt(p.cycle())));
    }
    return XlsxFiles.sheet(rows);
  }

  private static String csv(List<Pupil> pupils, int season) {
    return "Nome;Sexo;Ano de nascimento;Escola;Ciclo\r\n" + pupils.stream()
        .map(p -> String.join(";", p.name(), p.gender(), String.valueOf(p.birthYear(season)), p.school(), p.cycle()))
        .collect(Collectors.joining("\r\n", "", "\r\n"));
  }
}
