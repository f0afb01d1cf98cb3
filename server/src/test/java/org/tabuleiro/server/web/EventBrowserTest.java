package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import com.microsoft.playwright.options.FilePayload;
import com.microsoft.playwright.options.Media;
import com.microsoft.playwright.options.RequestOptions;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;

/**
 * A school championship end to end in Chromium: an arbiter (granted the role) creates the event with the school
 * preset through the pages, imports 120 pupils of 8 schools from a Windows-1252 CSV (after a refused one), withdraws
 * an absent school's pupils, pairs and enters round 1 with the page's buttons (a 409 board_changed shown on its
 * board), pairs and unpairs round 2, pairs it again as a draft (a swap refused with the C.04 rule it breaks, a colour
 * swap made) and publishes it, and runs the other seven rounds of 15'+5" through the API with the page's
 * session: two forfeits, requested half-point byes, a withdrawal after round 3. An anonymous browser then reads the
 * standings per age group and gender (equal to standings.tsv), the school classification, the medals and a result
 * that appears without a reload; the same pages on a 360 px phone, and the standings printed on A4.
 */
class EventBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String[] SCHOOLS = {"EB Gualdim Pais", "EB Santa Iria", "Escola Básica Nuno Álvares", "EB São Lourenço",
      "Colégio Nossa Senhora da Conceição", "EB Alviobeira", "EB Paialvo", "EB Asseiceira"};
  /** Age groups of the 2026 season and the birth years in them (age = 2026 − year). */
  private static final String[] GROUPS = {"Infantis", "Iniciados", "Juvenis"};
  private static final int[][] YEARS = {{2014, 2015}, {2012, 2013}, {2010, 2011}};
  private static final String[] GIRLS = {"Inês", "Beatriz", "Leonor", "Matilde", "Francisca", "Sofia", "Mariana", "Vitória", "Ana Luísa", "Constança"};
  private static final String[] BOYS = {"João", "Gonçalo", "Tomás", "Simão", "Duarte", "Afonso", "Lourenço", "Martim", "Salvador", "Rodrigo"};
  private static final String[] SURNAMES = {"Conceição", "Gonçalves", "Fernandes", "Araújo", "Simões", "Brandão", "Loureiro",
      "Assunção", "Gaspar", "Piçarra", "Estêvão", "Magalhães", "Sequeira", "Patrício"};

  private record Pupil(String name, String gender, int year, String school, int group) {}

  @Test
  void aSchoolChampionshipFromCreationToTheMedals() throws Exception {
    List<String> policyViolations = new CopyOnWriteArrayList<>();
    Phases phases = new Phases();
    try (BrowserContext arbiterContext = browsers.context(1280, 900); BrowserContext publicContext = browsers.context(1280, 900);
        BrowserContext phone = browsers.context(360, 740)) {
      for (BrowserContext c : List.of(arbiterContext, publicContext, phone)) {
        c.onPage(p -> p.onConsoleMessage(m -> { if (m.text().contains("Content Security Policy")) policyViolations.add(m.text()); }));
      }
      // The arbiter signs up; an admin grants the role (./tabuleiro admin grant arbitra arbiter does the same).
      Page arb = signUp(arbiterContext, "arbitra");
      var granted = new AccountModule(browsers.server.database().jdbi(), InstantSource.system()).service().grant("arbitra", Role.ARBITER);
      assertTrue(granted instanceof org.tabuleiro.server.common.Result.Ok<?>, String.valueOf(granted));

      // Creates the event through the form, with the school preset, not yet published.
      arb.navigate("/torneios");
      arb.getByText("Novo torneio").click();
      arb.waitForURL("**/torneios/novo");
      assertThat(arb.locator("[name=rounds]")).hasValue("8");
      assertThat(arb.locator("[name=timeControl]")).hasValue("15+5");
      assertThat(arb.locator("[name=tiebreakPreset]")).hasValue("school");
      assertThat(arb.locator("[name=tiebreaks]")).isHidden();
      arb.fill("[name=name]", "Campeonato Escolar de Tomar");
      arb.fill("[name=place]", "Pavilhão Municipal de Tomar");
      arb.fill("[name=organiser]", "Agrupamento de Escolas Templários");
      arb.fill("[name=startsOn]", "2026-03-14");
      arb.fill("[name=endsOn]", "2026-03-14");
      arb.fill("[name=season]", "2026");
      arb.locator("[name=published]").uncheck();
      shot(arb, "event-create");
      arb.locator("form[data-testid=event-form] button[type=submit]").click();
      arb.waitForURL(Pattern.compile(".*/torneios/\\d+/gerir$"));
      long id = Long.parseLong(arb.url().replaceAll(".*/torneios/(\\d+)/gerir$", "$1"));
      String csrf = JSON.readTree(arbiterContext.request().get("/api/session").text()).get("csrfToken").asText();
      JsonNode event = json(arbiterContext.request().get("/api/events/" + id));
      assertEquals("[\"DE\",\"BH-C1\",\"BH\",\"SB\",\"WIN\"]", event.get("tiebreaks").toString());
      assertEquals("15+5", event.get("timeControl").asText());
      assertEquals(8, event.get("rounds").asInt());
      assertEquals("school", event.get("categories").asText());
      assertEquals(2026, event.get("season").asInt());
      assertEquals(false, event.get("published").asBoolean());
      assertEquals(404, publicContext.request().get("/api/events/" + id).status());

      // A CSV with a bad gender on line 4 is refused whole, its line and column shown; the good one, in Windows-1252, is taken.
      List<Pupil> pupils = pupils();
      Charset cp1252 = Charset.forName("windows-1252");
      StringBuilder bad = new StringBuilder("name;gender;birth_year;club\r\n");
      for (int i = 0; i < 5; i++) {
        Pupil p = pupils.get(i);
        bad.append(p.name()).append(';').append(i == 2 ? "X" : p.gender()).append(';').append(p.year()).append(';').append(p.school()).append("\r\n");
      }
      arb.setInputFiles("[data-testid=csv-file]", new FilePayload("alunos-errado.csv", "text/csv", bad.toString().getBytes(cp1252)));
      arb.getByText("Importar", new Page.GetByTextOptions().setExact(true)).click();
      assertThat(arb.getByTestId("csv-where")).hasText("Linha 4, coluna 2");
      assertThat(arb.getByTestId("note-csv")).containsText("\"X\"");
      assertThat(arb.getByTestId("note-csv")).containsText("Nada foi importado");
      assertEquals(0, json(arbiterContext.request().get("/api/events/" + id + "/players")).get("players").size());
      StringBuilder good = new StringBuilder("name;gender;birth_year;club\r\n");
      for (Pupil p : pupils) good.append(p.name()).append(';').append(p.gender()).append(';').append(p.year()).append(';').append(p.school()).append("\r\n");
      byte[] goodBytes = good.toString().getBytes(cp1252);
      assertTrue(goodBytes.length < new String(goodBytes, cp1252).getBytes(StandardCharsets.UTF_8).length, "the file is not UTF-8");
      arb.setInputFiles("[data-testid=csv-file]", new FilePayload("alunos.csv", "text/csv", goodBytes));
      arb.getByText("Importar", new Page.GetByTextOptions().setExact(true)).click();
      assertThat(arb.getByTestId("note-csv")).hasText("120 jogadores importados.");
      assertThat(arb.getByTestId("players").locator("tbody tr")).hasCount(120);
      assertThat(arb.getByTestId("players")).containsText("Colégio Nossa Senhora da Conceição");

      // EB Asseiceira's two Juvenis do not come: withdrawn from round 1, one on the page, one through the API.
      List<Pupil> absent = pupils.stream().filter(p -> p.school().equals("EB Asseiceira") && p.group() == 2).toList();
      assertEquals(2, absent.size());
      withdrawOnPage(arb, absent.get(0).name(), "1");
      patch(arbiterContext, csrf, id, startNo(arbiterContext, id, absent.get(1).name()), Map.of("withdrawnFrom", 1));

      // Publishes: the anonymous browser sees it in the list.
      arb.getByTestId("publish").click();
      assertThat(arb.getByTestId("publish")).hasText("Tirar de publicação");
      shot(arb, "event-manage");
      Page pub = publicContext.newPage();
      pub.navigate("/torneios");
      assertThat(pub.locator("li[data-event='" + id + "']")).containsText("Campeonato Escolar de Tomar");

      phases.end("sign-up, create, import");
      // Round 1 paired from the page and every result entered with the page's buttons.
      arb.navigate("/torneios/" + id + "/gerir/rodadas");
      arb.getByTestId("pair").click();
      arb.waitForURL("**/gerir/rodadas/1");
      Locator boards = arb.getByTestId("results").locator("tbody tr[data-board]");
      assertThat(boards).hasCount(59);  // 118 pupils who came, no bye
      Random rnd = new Random(2026);
      String[] choices = {"1-0", "1/2-1/2", "0-1"};
      for (int b = 1; b <= 59; b++) {
        String result = choices[rnd.nextInt(3)];
        Locator row = arb.locator("[data-testid=results] tr[data-board='" + b + "']");
        row.locator("button[data-result='" + result + "']").click();
        assertThat(row).hasAttribute("data-result", result);
      }
      shot(arb, "event-results-arbiter");
      phases.end("round 1 on the page (59 clicks)");

      // Another arbiter corrects board 1 meanwhile (the page does not poll here): the page's click is refused on that board.
      arb.route("**/api/events/" + id + "/version", r -> r.abort());
      JsonNode board1 = json(arbiterContext.request().get("/api/events/" + id + "/rounds/1")).get("boards").get(0);
      String other = board1.get("result").asText().equals("1-0") ? "0-1" : "1-0";
      APIResponse corrected = arbiterContext.request().put("/api/events/" + id + "/rounds/1/boards/1", RequestOptions.create()
          .setHeader("X-CSRF-Token", csrf).setData(Map.of("result", other, "version", board1.get("version").asInt())));
      assertEquals(200, corrected.status(), corrected.text());
      String mine = other.equals("1-0") ? "1/2-1/2" : "1-0";
      Locator row1 = arb.locator("[data-testid=results] tr[data-board='1']");
      row1.locator("button[data-result='" + mine + "']").click();
      assertThat(row1.locator("td.msg")).containsText("alterado por outra pessoa");
      assertThat(row1).hasAttribute("data-result", other);  // the page now shows what is there
      arb.unroute("**/api/events/" + id + "/version");

      // Round 2 paired, unpaired (no result yet) and paired again from the page.
      arb.navigate("/torneios/" + id + "/gerir/rodadas/1");
      arb.getByTestId("pair").click();
      arb.waitForURL("**/gerir/rodadas/2");
      arb.onceDialog(d -> d.accept());
      arb.getByTestId("unpair").click();
      arb.waitForURL("**/gerir/rodadas");
      assertEquals(1, json(arbiterContext.request().get("/api/events/" + id)).get("roundsPaired").asInt());

      // Round 2 as a draft: a swap across score groups is refused with the rule it breaks; a colour swap is made
      // (confirmed if it breaks a colour rule); then it is published. Nobody else sees the draft meanwhile.
      arb.getByTestId("pair-draft").click();
      arb.waitForURL("**/gerir/rodadas/2");
      Locator draft = arb.getByTestId("draft");
      assertThat(draft.locator("tbody tr")).hasCount(59);
      assertEquals(404, publicContext.request().get("/api/events/" + id + "/rounds/2").status());
      draft.locator("tr[data-board='1'] button.seat").first().click();
      draft.locator("tr[data-board='59'] button.seat").last().click();
      assertThat(arb.getByTestId("breaks")).containsText("C.04.3 C6-C7");
      assertThat(arb.getByTestId("round-note")).hasText("Nada foi alterado: a alteração quebra regras do emparceiramento.");
      arb.getByText("Cancelar", new Page.GetByTextOptions().setExact(true)).click();
      String white1 = draft.locator("tr[data-board='1'] button.seat").first().textContent();
      String black1 = draft.locator("tr[data-board='1'] button.seat").last().textContent();
      arb.getByTestId("colors-1").click();
      arb.locator("[data-testid=confirm-change], [data-testid=round-note]:has-text('Alteração feita')").first().waitFor();
      if (arb.getByTestId("confirm-change").isVisible()) arb.getByTestId("confirm-change").click();
      assertThat(draft.locator("tr[data-board='1'] button.seat").first()).hasText(black1);
      assertThat(draft.locator("tr[data-board='1'] button.seat").last()).hasText(white1);
      shot(arb, "event-draft-arbiter");
      arb.getByTestId("publish-round").click();
      assertThat(arb.getByTestId("results").locator("tbody tr[data-board]")).hasCount(59);
      assertEquals(200, publicContext.request().get("/api/events/" + id + "/rounds/2").status());

      // Half-point byes: one asked on the page (round 5), two through the API (rounds 4 and 7).
      String byePupil = pupils.get(10).name();
      arb.navigate("/torneios/" + id + "/gerir");
      Locator editor = openEditor(arb, byePupil);
      editor.locator("[name=byeRound]").fill("5");
      editor.locator("[name=byeKind]").selectOption("H");
      editor.getByTestId("add-bye").click();
      assertThat(arb.getByTestId("players").locator("tr", new Locator.LocatorOptions().setHasText(byePupil))).containsText("bye ½ Rodada 5");
      // The same pupil linked to a club account from the editor.
      editor.locator("[name=account]").fill("arbitra");
      editor.getByText("Ligar à conta", new Locator.GetByTextOptions().setExact(true)).click();
      assertThat(arb.getByTestId("players").locator("tr[data-start-no]", new Locator.LocatorOptions().setHasText(byePupil)).locator("td").nth(6))
          .hasText("arbitra");
      patch(arbiterContext, csrf, id, startNo(arbiterContext, id, pupils.get(20).name()), Map.of("byes", Map.of("4", "H")));
      patch(arbiterContext, csrf, id, startNo(arbiterContext, id, pupils.get(30).name()), Map.of("byes", Map.of("7", "H")));

      phases.end("409, unpair, draft and byes on the page");
      // Rounds 2-8 through the API with the page's session: two forfeits, a withdrawal after round 3 (on the page).
      String withdrawn = pupils.get(40).name();
      Page live = null;
      int lastBoard = 0;
      for (int round = 2; round <= 8; round++) {
        APIResponse paired = round == 2 ? arbiterContext.request().get("/api/events/" + id + "/rounds/2")  // published above
            : arbiterContext.request().post("/api/events/" + id + "/rounds", RequestOptions.create().setHeader("X-CSRF-Token", csrf));
        assertEquals(200, paired.status(), paired.text());
        List<Integer> games = new ArrayList<>();
        for (JsonNode b : json(paired).get("boards")) if (!b.get("black").isNull()) games.add(b.get("board").asInt());
        for (int b : games) {
          String result = round == 2 && b == 3 ? "+-" : round == 6 && b == 7 ? "-+" : choices[rnd.nextInt(3)];
          if (round == 8 && b == games.get(games.size() - 1)) {
            lastBoard = b;
            continue;  // entered on the page while the public page watches
          }
          APIResponse r = arbiterContext.request().put("/api/events/" + id + "/rounds/" + round + "/boards/" + b,
              RequestOptions.create().setHeader("X-CSRF-Token", csrf).setData(Map.of("result", result)));
          assertEquals(200, r.status(), r.text());
        }
        if (round == 3) withdrawOnPage(arb, withdrawn, "4");
      }
      JsonNode rounds = json(arbiterContext.request().get("/api/events/" + id + "/rounds"));
      assertEquals("+-", rounds.get("rounds").get(1).get("boards").get(2).get("result").asText());
      assertEquals("-+", rounds.get("rounds").get(5).get("boards").get(6).get("result").asText());

      phases.end("rounds 2-8 through the API");
      // The public page shows round 8; the last board's result, entered on the arbiter's page, appears without a reload.
      pub.navigate("/torneios/" + id + "/rodadas/8");
      Locator lastCell = pub.locator("[data-testid=pairings] tr[data-board='" + lastBoard + "'] td.res-cell");
      assertThat(lastCell).hasText("");
      pub.evaluate("() => { window.sameDocument = true; }");
      arb.navigate("/torneios/" + id + "/gerir/rodadas/8");
      arb.locator("[data-testid=results] tr[data-board='" + lastBoard + "'] button[data-result='1-0']").click();
      assertThat(lastCell).hasText("1-0", new com.microsoft.playwright.assertions.LocatorAssertions.HasTextOptions().setTimeout(10_000));
      assertEquals(true, pub.evaluate("() => window.sameDocument === true"));
      shot(pub, "event-rounds");

      // Standings per age group and gender on the page: the rows of standings.tsv for the same filter.
      pub.navigate("/torneios/" + id + "/classificacao");
      assertThat(pub.locator("table.standings-table th.tb abbr[title^='Confronto direto']")).hasText("DE");
      assertThat(pub.getByTestId("tiebreak-legend")).containsText("Buchholz (soma dos pontos dos adversários), corte 1 (sem a menor contribuição)");
      assertStandingsMatch(pub, publicContext, id, "", "");
      for (String group : GROUPS) {
        for (String gender : List.of("F", "M")) {
          pub.selectOption("select[name=category]", group);
          pub.selectOption("select[name=gender]", gender);
          assertStandingsMatch(pub, publicContext, id, group, gender);
        }
      }
      pub.selectOption("select[name=category]", "");
      pub.selectOption("select[name=gender]", "");
      assertThat(pub.locator("section.standings-group[data-category=''][data-gender=''] tr.withdrawn")).hasCount(3);  // two absent, one after round 3
      pub.selectOption("select[name=category]", "Iniciados");
      pub.selectOption("select[name=gender]", "F");
      shot(pub, "event-standings");
      // every tiebreak column says which way is better (DE shows the points among the tied: higher is better too)
      assertThat(pub.locator("table.standings-table th.tb .tb-dir").first()).hasText("↑");
      assertThat(pub.getByTestId("tiebreak-legend").first()).containsText("Confronto direto (pontos feitos contra os empatados) — maior é melhor");
      var desktop = pub.viewportSize();
      pub.setViewportSize(360, 740);
      shot(pub, "event-standings-phone");
      pub.setViewportSize(desktop.width, desktop.height);

      // The school classification: EB Paialvo has two Juvenis ("falta administrativa"), EB Asseiceira's did not come ("ausência").
      pub.navigate("/torneios/" + id + "/escolas?escalao=Juvenis");
      Locator schools = pub.getByTestId("schools");
      assertThat(schools.locator("tr[data-school='EB Paialvo'] .mark")).hasText("falta administrativa");
      assertThat(schools.locator("tr[data-school='EB Asseiceira'] .mark")).hasText("ausência");
      assertThat(schools.locator("tbody tr").last()).hasAttribute("data-school", "EB Asseiceira");
      assertThat(schools.locator("tbody tr")).hasCount(8);
      shot(pub, "event-schools");
      // European Portuguese keeps the school regulation's words: "Escalão", "falta de comparência".
      pub.selectOption("select.lang", "pt-PT");
      assertThat(pub.getByTestId("schools").locator("tr[data-school='EB Asseiceira'] .mark")).hasText("falta de comparência");
      assertThat(pub.locator("main")).containsText("Escalão");
      pub.selectOption("select.lang", "pt");
      assertThat(pub.getByTestId("schools").locator("tr[data-school='EB Asseiceira'] .mark")).hasText("ausência");
      assertThat(pub.locator("main")).containsText("Categoria");
      assertThat(pub.locator("main")).not().containsText("Escal");

      // Medals: the first three of every age group and gender.
      pub.navigate("/torneios/" + id + "/medalhas");
      assertThat(pub.getByTestId("medals").locator("section.medal-group")).hasCount(6);
      JsonNode medals = json(publicContext.request().get("/api/events/" + id + "/medals")).get("medals");
      for (JsonNode g : medals) {
        Locator section = pub.locator("section.medal-group[data-category='" + g.get("category").asText() + "'][data-gender='" + g.get("gender").asText() + "']");
        assertThat(section.locator("li")).hasCount(g.get("players").size());
        assertThat(section.locator("li").first()).containsText(g.get("players").get(0).get("name").asText());
      }
      shot(pub, "event-medals");

      pub.navigate("/torneios/" + id + "/tabela");
      assertThat(pub.getByTestId("crosstable").locator("tbody tr")).hasCount(120);
      shot(pub, "event-crosstable");
      int leader = json(publicContext.request().get("/api/events/" + id + "/standings")).get("rows").get(0).get("startNo").asInt();
      pub.navigate("/torneios/" + id + "/jogador/" + leader);
      assertThat(pub.getByTestId("player-card").locator("tbody tr")).hasCount(8);
      assertThat(pub.getByTestId("player-card")).containsText("1º lugar");
      shot(pub, "event-card");
      pub.navigate("/torneios/" + id);
      assertThat(pub.getByTestId("event-facts")).containsText("Pavilhão Municipal de Tomar");
      assertThat(pub.getByTestId("event-facts")).containsText("arbitra");
      assertThat(pub.getByTestId("event-facts")).containsText("15+5");
      shot(pub, "event-home");
      // The files: the TRF for chess-results and the standings for a spreadsheet, of the age group chosen.
      APIResponse trf = publicContext.request().get(pub.getByTestId("downloads").locator("a").first().getAttribute("href"));
      assertEquals(200, trf.status());
      assertTrue(trf.text().startsWith("012 Campeonato Escolar de Tomar"), trf.text().substring(0, 40));
      pub.navigate("/torneios/" + id + "/classificacao?escalao=Juvenis&genero=F");
      assertThat(pub.getByTestId("standings-csv")).hasAttribute("href", "/api/events/" + id + "/standings.csv?category=Juvenis&gender=F");
      assertEquals(200, publicContext.request().get(pub.getByTestId("standings-csv").getAttribute("href")).status());

      // In English: the same page, its words and the tiebreaks' names.
      pub.selectOption("select.lang", "en");
      assertThat(pub.locator("section.standings-group h2 .after")).hasText("Standings after round 8");
      assertThat(pub.locator("table.standings-table th.tb abbr[title^='Direct encounter']")).hasText("DE");
      assertThat(pub.getByTestId("tiebreak-legend").first()).containsText("higher is better");
      assertThat(pub.locator("nav.event-tabs a[data-tab=crosstable]")).hasText("Crosstable");
      pub.selectOption("select.lang", "pt");
      assertThat(pub.locator("nav.event-tabs a[data-tab=crosstable]")).hasText("Tabela cruzada");

      // The standings printed: all age groups and genders, one per A4 page, without the navigation.
      pub.navigate("/torneios/" + id + "/classificacao?escalao=*");
      assertThat(pub.locator("section.standings-group")).hasCount(6);
      pub.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.PRINT));
      assertTrue(!pub.locator("nav.event-tabs").isVisible() && !pub.locator("header.top").isVisible());
      pub.setViewportSize(794, 1123);
      pub.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("event-standings-print.png")).setFullPage(true));
      byte[] pdf = pub.pdf(new Page.PdfOptions().setFormat("A4").setPrintBackground(true).setPath(SHOTS.resolve("event-standings.pdf")));
      int pages = Pattern.compile("/Type\\s*/Page[^s]").matcher(new String(pdf, StandardCharsets.ISO_8859_1)).results().mapToInt(m -> 1).sum();
      assertTrue(pages >= 6 && pages <= 8, "one age group and gender per A4 page: " + pages + " pages");

      phases.end("public pages, files, English, print");
      // A 360 px phone: every page fits the screen's width (tables scroll inside their box).
      Page small = phone.newPage();
      for (String path : List.of("/torneios", "/torneios/" + id, "/torneios/" + id + "/rodadas/8",
          "/torneios/" + id + "/classificacao?escalao=Iniciados&genero=M", "/torneios/" + id + "/tabela",
          "/torneios/" + id + "/jogador/" + leader, "/torneios/" + id + "/escolas?escalao=Juvenis", "/torneios/" + id + "/medalhas")) {
        small.navigate(path);
        small.locator("table, .medal-grid, ul.event-cards, dl.facts").first().waitFor();
        Object fits = small.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth");
        assertEquals(true, fits, path + " overflows the phone's width");
      }
      small.navigate("/torneios/" + id + "/classificacao?escalao=Iniciados&genero=M");
      small.locator("table.standings-table").waitFor();
      shot(small, "event-standings-phone");
      small.navigate("/torneios/" + id + "/escolas?escalao=Juvenis");
      small.locator("table.schools-table").waitFor();
      shot(small, "event-schools-phone");
      small.navigate("/torneios/" + id + "/medalhas");
      small.locator(".medal-grid").waitFor();
      shot(small, "event-medals-phone");
    }
    phases.end("phone");
    System.out.println("EventBrowserTest phases (s): " + phases);
    assertTrue(policyViolations.isEmpty(), "Content-Security-Policy: " + policyViolations);
    assertTrue(Files.size(SHOTS.resolve("event-standings.pdf")) > 0);
  }

  @Test
  void aTeamSwissThroughThePages() throws Exception {
    try (BrowserContext arbiterContext = browsers.context(1280, 900); BrowserContext publicContext = browsers.context(1280, 900);
        BrowserContext phone = browsers.context(360, 740)) {
      Page arb = signUp(arbiterContext, "marta");  // "arbitro" is a reserved name
      var granted = new AccountModule(browsers.server.database().jdbi(), InstantSource.system()).service().grant("marta", Role.ARBITER);
      assertTrue(granted instanceof org.tabuleiro.server.common.Result.Ok<?>, String.valueOf(granted));
      arb.navigate("/torneios/novo");
      assertThat(arb.locator("[name=boards]")).isHidden();
      arb.fill("[name=name]", "Escolar por Equipes");
      arb.selectOption("[name=system]", "team-swiss");
      assertThat(arb.locator("[name=boards]")).isVisible();
      assertThat(arb.locator("[name=tiebreakPreset] option[value=school]")).hasText("Esporte escolar, equipes: GP, DE, BSV, BH");
      arb.fill("[name=rounds]", "3");
      arb.fill("[name=boards]", "2");
      arb.selectOption("[name=matchPoints]", "3/2/1/0");
      arb.locator("form[data-testid=event-form] button[type=submit]").click();
      arb.waitForURL(Pattern.compile(".*/torneios/\\d+/gerir$"));
      long id = Long.parseLong(arb.url().replaceAll(".*/torneios/(\\d+)/gerir$", "$1"));
      String csrf = JSON.readTree(arbiterContext.request().get("/api/session").text()).get("csrfToken").asText();
      JsonNode event = json(arbiterContext.request().get("/api/events/" + id));
      assertEquals("team-swiss", event.get("system").asText());
      assertEquals(2, event.get("boards").asInt());
      assertEquals("3/2/1/0", event.get("matchPoints").asText());
      assertEquals("[\"GP\",\"DE\",\"BSV\",\"BH\"]", event.get("tiebreaks").toString());

      StringBuilder csv = new StringBuilder("name;team;board\n");
      for (int s = 0; s < 6; s++) {
        for (int b = 1; b <= 3; b++) csv.append(GIRLS[(s + b) % GIRLS.length]).append(' ').append(SURNAMES[s]).append(' ').append(SURNAMES[s + b]).append(';').append(SCHOOLS[s]).append(';').append(b).append('\n');
      }
      arb.setInputFiles("[data-testid=csv-file]", new FilePayload("equipes.csv", "text/csv", csv.toString().getBytes(StandardCharsets.UTF_8)));
      arb.getByText("Importar", new Page.GetByTextOptions().setExact(true)).click();
      assertThat(arb.getByTestId("note-csv")).hasText("18 jogadores importados.");
      assertThat(arb.getByTestId("players")).containsText("EB Santa Iria (2)");

      // Round 1 paired and entered on the page: three matches of two boards, each under its heading.
      arb.navigate("/torneios/" + id + "/gerir/rodadas");
      assertThat(arb.getByTestId("pair-draft")).hasCount(0);  // a team round is published when paired
      arb.getByTestId("pair").click();
      arb.waitForURL("**/gerir/rodadas/1");
      assertThat(arb.getByTestId("results").locator("tr.match-head")).hasCount(3);
      Random rnd = new Random(3);
      String[] choices = {"1-0", "1/2-1/2", "0-1"};
      for (int b = 1; b <= 6; b++) {
        String result = choices[rnd.nextInt(3)];
        Locator row = arb.locator("[data-testid=results] tr[data-board='" + b + "']");
        row.locator("button[data-result='" + result + "']").click();
        assertThat(row).hasAttribute("data-result", result);
      }
      shot(arb, "event-team-results-arbiter");
      for (int round = 2; round <= 3; round++) {
        APIResponse paired = arbiterContext.request().post("/api/events/" + id + "/rounds", RequestOptions.create().setHeader("X-CSRF-Token", csrf));
        assertEquals(200, paired.status(), paired.text());
        for (JsonNode b : json(paired).get("boards")) {
          if (b.get("black").isNull()) continue;
          APIResponse r = arbiterContext.request().put("/api/events/" + id + "/rounds/" + round + "/boards/" + b.get("board").asInt(),
              RequestOptions.create().setHeader("X-CSRF-Token", csrf).setData(Map.of("result", choices[rnd.nextInt(3)])));
          assertEquals(200, r.status(), r.text());
        }
      }

      // The public pages: the teams' table is standings.tsv's, each tiebreak named; matches above their boards.
      Page pub = publicContext.newPage();
      pub.navigate("/torneios/" + id + "/classificacao");
      Locator table = pub.getByTestId("team-standings");
      assertThat(table.locator("tbody tr")).hasCount(6);
      assertThat(table.locator("th.tb abbr[title='Contagem de Berlim (os primeiros tabuleiros valem mais) · maior é melhor']")).hasText("BSV");
      String[] tsv = publicContext.request().get("/api/events/" + id + "/standings.tsv").text().split("\n");
      @SuppressWarnings("unchecked")
      List<String> rows = (List<String>) table.evaluate("s => [...s.querySelectorAll('tbody tr')].map(tr => [...tr.children]"
          + ".map(td => td.textContent).join('\\t').replaceAll(',', '.'))");
      for (int i = 1; i < tsv.length; i++) {
        // The page has the registered name; the TSV the TRF's (record 310 cuts it at 32 characters).
        String[] want = tsv[i].split("\t"), got = rows.get(i - 1).split("\t");
        assertTrue(got[2].startsWith(want[2]), got[2] + " / " + want[2]);
        want[2] = got[2];
        assertEquals(String.join("\t", want), rows.get(i - 1), "team row " + i);
      }
      assertThat(table).containsText("Colégio Nossa Senhora da Conceição");
      assertThat(pub.locator("nav.event-tabs a[data-tab=schools]")).hasCount(0);
      assertThat(pub.locator("nav.event-tabs a[data-tab=medals]")).hasCount(0);
      shot(pub, "event-team-standings");
      pub.navigate("/torneios/" + id + "/rodadas/3");
      assertThat(pub.getByTestId("pairings").locator("tr.match-head")).hasCount(3);
      shot(pub, "event-team-rounds");
      Page small = phone.newPage();
      for (String path : List.of("/torneios/" + id + "/classificacao", "/torneios/" + id + "/rodadas/3")) {
        small.navigate(path);
        small.locator("table").first().waitFor();
        assertEquals(true, small.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), path);
      }
      shot(small, "event-team-rounds-phone");
    }
  }

  /** How long each part took, for the report (the machine's load shows in it). */
  private static final class Phases {
    private final StringBuilder out = new StringBuilder();
    private long start = System.nanoTime();

    void end(String name) {
      long now = System.nanoTime();
      out.append(out.isEmpty() ? "" : ", ").append(name).append(' ').append(String.format(java.util.Locale.ROOT, "%.1f", (now - start) / 1e9));
      start = now;
    }

    @Override
    public String toString() {
      return out.toString();
    }
  }

  /** The page's rows for the selected age group and gender are standings.tsv's, cell by cell. */
  private static void assertStandingsMatch(Page page, BrowserContext c, long id, String category, String gender) {
    Locator section = page.locator("section.standings-group[data-category='" + category + "'][data-gender='" + gender + "']");
    String query = (category.isEmpty() ? "" : "category=" + category) + (gender.isEmpty() ? "" : (category.isEmpty() ? "" : "&") + "gender=" + gender);
    String[] tsv = c.request().get("/api/events/" + id + "/standings.tsv" + (query.isEmpty() ? "" : "?" + query)).text().split("\n");
    assertThat(section.locator("tbody tr")).hasCount(tsv.length - 1);
    @SuppressWarnings("unchecked")
    List<String> rows = (List<String>) section.evaluate("s => [...s.querySelectorAll('tbody tr')].map(tr => {"
        + " const td = [...tr.children]; return [td[0].textContent, td[1].textContent, td[2].querySelector('a').textContent,"
        + " ...td.slice(4).map(x => x.textContent)].join('\\t').replaceAll(',', '.'); })");
    for (int i = 1; i < tsv.length; i++) assertEquals(tsv[i], rows.get(i - 1), category + " " + gender + " row " + i);
  }

  /** On the players page: opens the pupil's editor and withdraws them from {@code round}. */
  private static void withdrawOnPage(Page arb, String name, String round) {
    if (!arb.url().endsWith("/gerir")) arb.navigate(arb.url().replaceAll("/gerir.*$", "") + "/gerir");
    Locator editor = openEditor(arb, name);
    editor.locator("[name=withdrawnFrom]").fill(round);
    editor.getByTestId("withdraw").click();
    try {
      assertThat(arb.getByTestId("players").locator("tr", new Locator.LocatorOptions().setHasText(name)))
          .containsText("desistiu na rodada " + round);
    } catch (AssertionError e) {
      shot(arb, "event-withdraw-failure");
      throw new AssertionError("note: " + arb.getByTestId("note-player").textContent(), e);
    }
  }

  /** Opens the pupil's editor on the players page and answers it once it is drawn for that pupil. */
  private static Locator openEditor(Page arb, String name) {
    Locator row = arb.getByTestId("players").locator("tr[data-start-no]", new Locator.LocatorOptions().setHasText(name));
    String no = row.getAttribute("data-start-no");
    row.locator("button[data-testid^=edit-]").click();
    Locator editor = arb.locator("tr.editor[data-editor-for='" + no + "']");
    assertThat(editor).isVisible();
    return editor;
  }

  private static int startNo(BrowserContext c, long id, String name) throws Exception {
    for (JsonNode p : json(c.request().get("/api/events/" + id + "/players")).get("players")) {
      if (p.get("name").asText().equals(name)) return p.get("startNo").asInt();
    }
    throw new AssertionError("no player " + name);
  }

  private static void patch(BrowserContext c, String csrf, long id, int no, Map<String, Object> body) {
    APIResponse r = c.request().patch("/api/events/" + id + "/players/" + no, RequestOptions.create().setHeader("X-CSRF-Token", csrf).setData(body));
    assertEquals(200, r.status(), r.text());
  }

  private static JsonNode json(APIResponse r) throws Exception {
    assertEquals(200, r.status(), r.url() + ": " + r.text());
    return JSON.readTree(r.text());
  }

  /**
   * 120 pupils (seed 18): five per school, age group and gender mix, except EB Paialvo and EB Asseiceira with two
   * Juvenis each and six schools with a sixth Infantil; names with the accents Portuguese spreadsheets carry.
   */
  private static List<Pupil> pupils() {
    Random rnd = new Random(18);
    Set<String> names = new LinkedHashSet<>();
    List<Pupil> out = new ArrayList<>();
    for (int s = 0; s < SCHOOLS.length; s++) {
      for (int g = 0; g < GROUPS.length; g++) {
        int n = g == 2 && s >= 6 ? 2 : g == 0 && s < 6 ? 6 : 5;
        for (int k = 0; k < n; k++) {
          String gender = k % 2 == 0 ? (rnd.nextBoolean() ? "F" : "M") : (out.get(out.size() - 1).gender().equals("F") ? "M" : "F");
          String name;
          int a, b;
          do {
            String first = gender.equals("F") ? GIRLS[rnd.nextInt(GIRLS.length)] : BOYS[rnd.nextInt(BOYS.length)];
            a = rnd.nextInt(SURNAMES.length);
            b = rnd.nextInt(SURNAMES.length);
            name = first + " " + SURNAMES[a] + " " + SURNAMES[b];
          } while (a == b || !names.add(name));
          out.add(new Pupil(name, gender, YEARS[g][rnd.nextInt(2)], SCHOOLS[s], g));
        }
      }
    }
    assertEquals(120, out.size());
    return out;
  }
}
