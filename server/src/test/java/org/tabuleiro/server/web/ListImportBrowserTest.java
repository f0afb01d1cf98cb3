package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.FilePayload;
import com.microsoft.playwright.options.RequestOptions;
import java.nio.charset.Charset;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.event.registration.XlsxFiles;

/**
 * A school's list imported as an arbiter would: the templates linked from the form, an .xlsx with Portuguese headers
 * (a title above them, a Turma column, birth dates as Excel dates) previewed with each pupil's age group and nothing
 * stored, a bad CSV from another school (Windows-1252, a repeated pupil, a gender that is not F or M) previewed with
 * its refusals on a 360 px phone, then "Importar" storing the good list. Screenshots at 1280 px and 360 px.
 */
class ListImportBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

  @Test
  void aSchoolsXlsxIsPreviewedWithAgeGroupsThenImported() throws Exception {
    try (BrowserContext c = browsers.context(1280, 900); BrowserContext phone = browsers.context(360, 740)) {
      Page arb = signUp(c, "arbitra");  // the club's first account: an admin
      String csrf = JSON.readTree(c.request().get("/api/session").text()).get("csrfToken").asText();
      JsonNode created = JSON.readTree(ok(c.request().post("/api/events", RequestOptions.create().setHeader("X-CSRF-Token", csrf)
          .setData(Map.of("name", "Campeonato Escolar de Braga", "game", "chess", "system", "swiss", "rounds", 5,
              "timeControl", "15+5", "season", 2022)))).text());
      long id = created.get("id").asLong();

      arb.navigate("/torneios/" + id + "/gerir");
      assertThat(arb.getByTestId("template-xlsx")).hasAttribute("href", "/api/events/templates/players.xlsx");
      APIResponse template = ok(c.request().get(arb.getByTestId("template-xlsx").getAttribute("href")));
      assertEquals(XLSX, template.headers().get("content-type"));
      assertTrue(ok(c.request().get(arb.getByTestId("template-csv").getAttribute("href"))).text().contains("Nome;Sexo;Ano de nascimento;Escola"));

      List<List<Object>> sheet = new ArrayList<>();
      sheet.add(List.of("Inscrições — Agrupamento de Escolas de Gualtar"));
      sheet.add(List.of("Nº", "Nome", "Sexo", "Data de nascimento", "Escola", "Ciclo", "Turma"));
      String[] names = {"Inês Araújo", "Tomás Gonçalves", "Leonor Magalhães", "Simão Loureiro", "Matilde Sequeira", "Duarte Brandão",
          "Beatriz Patrício", "Afonso Simões", "Francisca Estêvão", "Martim Conceição", "Sofia Piçarra", "Rodrigo Gaspar"};
      int[] years = {2016, 2015, 2014, 2013, 2012, 2011, 2010, 2009, 2008, 2007, 2006, 2005};
      for (int i = 0; i < names.length; i++) {
        sheet.add(List.of(i + 1, names[i], i % 2 == 0 ? "F" : "M", LocalDate.of(years[i], 1 + i, 10 + i), "EB Gualtar",
            years[i] >= 2013 ? "1" : years[i] >= 2011 ? "2" : years[i] >= 2008 ? "3" : "sec", (1 + i % 9) + ".º A"));
      }
      arb.setInputFiles("[data-testid=csv-file]", new FilePayload("alunos-gualtar.xlsx", XLSX, XlsxFiles.sheet(sheet)));
      assertThat(arb.getByTestId("preview-summary")).containsText("12 jogadores lidos do arquivo Excel (.xlsx)");
      assertThat(arb.getByTestId("preview-summary")).containsText("Turma (ignorada)");
      assertThat(arb.getByTestId("preview-verdict")).containsText("Tudo certo");
      assertThat(arb.getByTestId("preview-rows").locator("tbody tr")).hasCount(12);
      // Line 3 is the sheet's row: a title above the header. Juvenis in 2022/2023: born 2006-2007.
      assertThat(arb.getByTestId("preview-rows").locator("tbody tr").nth(0)).containsText("Inês Araújo");
      assertThat(arb.getByTestId("preview-rows").locator("tbody tr").nth(0).locator("td").nth(0)).hasText("3");
      assertThat(arb.getByTestId("preview-rows").locator("tbody tr").nth(0)).containsText("10/01/2016");
      assertThat(arb.getByTestId("preview-rows").locator("tbody tr").nth(9)).containsText("Juvenis");
      assertEquals(0, players(c, id), "a preview stores nothing");
      shot(arb, "list-import-preview");

      // Another school's CSV on the phone: Windows-1252, a pupil twice, a gender that is neither F nor M.
      phone.addCookies(c.cookies());  // the same arbiter on her phone
      Page ph = phone.newPage();
      ph.navigate("/torneios/" + id + "/gerir");
      String bad = "Nome completo;Género;Ano nasc.;Escola\r\nJoão Gonçalves;M;2012;EB São Vítor\r\nAna Simões;Rapariga;2013;EB São Vítor\r\n"
          + "Rui Araújo;Menino;2011;EB São Vítor\r\nJOÃO  GONÇALVES;M;2012;eb são vítor\r\nMaria;Outro;2012;EB São Vítor\r\n";
      ph.setInputFiles("[data-testid=csv-file]", new FilePayload("sao-vitor.csv", "text/csv", bad.getBytes(Charset.forName("windows-1252"))));
      assertThat(ph.getByTestId("preview-verdict")).containsText("2 problema(s)");
      assertThat(ph.getByTestId("preview-refusal")).hasCount(2);
      assertThat(ph.getByTestId("preview-refusal").nth(0)).containsText("Linha 5: jogador repetido \"JOÃO  GONÇALVES\"");
      assertThat(ph.getByTestId("preview-refusal").nth(1)).containsText("Linha 6, coluna 2: o gênero deve ser F ou M");
      assertThat(ph.getByTestId("preview-rows").locator("tbody tr")).hasCount(4);
      shot(ph, "list-import-preview-phone");
      assertEquals(0, players(c, id));

      // Importar stores the list previewed on the desktop.
      arb.getByTestId("import-list").click();
      assertThat(arb.getByTestId("note-csv")).hasText("12 jogadores importados.");
      assertThat(arb.getByTestId("players").locator("tbody tr")).hasCount(12);
      assertEquals(0, arb.getByTestId("preview").count(), "the preview goes once imported");
      assertEquals(12, players(c, id));
    }
  }

  private static int players(BrowserContext c, long id) throws Exception {
    return JSON.readTree(ok(c.request().get("/api/events/" + id + "/players")).text()).get("players").size();
  }

  private static APIResponse ok(APIResponse r) {
    assertEquals(true, r.status() / 100 == 2, r.url() + ": " + r.status() + " " + r.text());
    return r;
  }
}
