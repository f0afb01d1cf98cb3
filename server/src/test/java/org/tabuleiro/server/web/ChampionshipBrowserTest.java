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
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;

/**
 * A championship's day in the pages: four sections of the school-sport preset (made through the API), one list
 * imported on the championship's page, "Emparelhar todas as secções" pairing the four, and the section picker on the
 * championship's page and on a section's pages, on a desktop and on a 360 px phone.
 */
class ChampionshipBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void fourSectionsImportedAndPairedTogetherWithThePicker() throws Exception {
    try (BrowserContext arbiter = browsers.context(1280, 900); BrowserContext phone = browsers.context(360, 740)) {
      signUp(arbiter, "arbitra");
      var granted = new AccountModule(browsers.server.database().jdbi(), InstantSource.system()).service().grant("arbitra", Role.ARBITER);
      assertTrue(granted instanceof org.tabuleiro.server.common.Result.Ok<?>, String.valueOf(granted));
      String csrf = JSON.readTree(arbiter.request().get("/api/session").text()).get("csrfToken").asText();
      APIResponse created = arbiter.request().post("/api/championships", RequestOptions.create().setHeader("X-CSRF-Token", csrf)
          .setData(Map.of("name", "Jornada 1 — Tomar", "season", 2022)));
      assertEquals(201, created.status(), created.text());
      long id = JSON.readTree(created.text()).get("id").asLong();
      List<Long> sections = new ArrayList<>();
      for (Object[] s : List.<Object[]>of(new Object[] {"1º ciclo", List.of("Sub 8", "Sub 10"), List.of("F", "M"), "swiss"},
          new Object[] {"Infantis 1 F", List.of("Infantis 1"), List.of("F"), "swiss"},
          new Object[] {"Infantis 1 M", List.of("Infantis 1"), List.of("M"), "swiss"},
          new Object[] {"Infantis a Juniores", List.of("Infantis", "Iniciados", "Juvenis", "Juniores/Seniores"), List.of("F", "M"), "round-robin"})) {
        APIResponse r = arbiter.request().post("/api/championships/" + id + "/sections", RequestOptions.create().setHeader("X-CSRF-Token", csrf)
            .setData(Map.of("name", s[0], "ageGroups", s[1], "genders", s[2], "system", s[3], "rounds", 3, "timeControl", "15+5", "ratingUsed", "none")));
        assertEquals(201, r.status(), r.text());
        sections.add(JSON.readTree(r.text()).get("event").asLong());
      }

      // The list, imported on the championship's page: each pupil in one section.
      Page page = arbiter.newPage();
      page.navigate("/campeonatos/" + id);
      assertThat(page.getByTestId("championship-name")).hasText("Jornada 1 — Tomar");
      page.getByTestId("champ-csv").setInputFiles(new FilePayload("escolas.csv", "text/csv", LIST.getBytes(StandardCharsets.UTF_8)));
      assertThat(page.getByTestId("preview-rows").locator("tbody tr")).hasCount(17);   // the preview first: nothing stored yet
      page.getByTestId("champ-import").click();
      assertThat(page.getByTestId("champ-report")).containsText("17 alunos importados");
      assertThat(page.getByTestId("sections").locator("tbody tr")).hasCount(4);
      assertThat(page.getByTestId("sections").locator("tbody tr").nth(2)).containsText("4");   // Infantis 1 M: four boys

      // One click pairs the four sections' first round.
      page.getByTestId("pair-all").click();
      assertThat(page.getByTestId("champ-report").locator("li[data-status=paired]")).hasCount(4);
      for (long event : sections) {
        JsonNode e = JSON.readTree(arbiter.request().get("/api/events/" + event).text());
        assertEquals(1, e.get("roundsPaired").asInt(), e.toString());
      }
      assertThat(page.getByTestId("champ-report")).containsText("Infantis 1 M: rodada 1 emparceirada (2 mesas)");
      shot(page, "championship-desktop");

      // A second click without results: every section refused with its reason, none paired.
      page.getByTestId("pair-all").click();
      assertThat(page.getByTestId("champ-report").locator("li[data-status=refused]")).hasCount(4);

      // The picker on a section's standings: another section's same page.
      page.navigate("/torneios/" + sections.get(1) + "/classificacao");
      assertThat(page.getByTestId("section-select")).hasValue(String.valueOf(sections.get(1)));
      page.getByTestId("section-select").selectOption(String.valueOf(sections.get(2)));
      page.waitForURL("**/torneios/" + sections.get(2) + "/classificacao");
      assertThat(page.getByTestId("event-name")).hasText("Infantis 1 M");
      shot(page, "championship-section-desktop");

      // On a phone: the picker fits 360 px, and so does the championship's page.
      Page small = phone.newPage();
      small.navigate("/torneios/" + sections.get(0) + "/rodadas/1");
      assertThat(small.getByTestId("section-select")).isVisible();
      var box = small.getByTestId("section-select").boundingBox();
      assertTrue(box.x >= 0 && box.x + box.width <= 360.5, "picker inside 360 px: " + box.x + "+" + box.width);
      assertTrue(((Number) small.evaluate("document.documentElement.scrollWidth")).intValue() <= 360, "no sideways scroll");
      shot(small, "championship-section-phone");
      small.navigate("/campeonatos/" + id);
      assertThat(small.getByTestId("sections").locator("tbody tr")).hasCount(4);
      assertTrue(((Number) small.evaluate("document.documentElement.scrollWidth")).intValue() <= 360, "no sideways scroll");
      shot(small, "championship-phone");
    }
  }

  /** Season 2022: 1st cycle Sub 8 (2015+) and Sub 10 (2014-); 2nd/3rd cycles Infantis 1 (2012+), Infantis, ... */
  private static final String LIST = org.tabuleiro.server.testing.SchoolDayPupils.csv2022();
}
