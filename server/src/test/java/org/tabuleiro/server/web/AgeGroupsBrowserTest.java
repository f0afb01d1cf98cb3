package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.FilePayload;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;

/**
 * The event form's age groups: the school-sport preset shown with the season's years (both tables, each group's
 * cycles), following the season typed; edited by the arbiter (a group renamed, a year changed, a group added, one
 * removed), the event keeps the edited list; untouched, the preset. Then a list without a cycle column imported into
 * the 2nd cycle from the manage page. Desktop and a 360 px phone, screenshots of both.
 */
class AgeGroupsBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static List<String> row(Locator group) {
    return List.of(group.locator("[data-field=name]").inputValue(), group.locator("[data-field=from]").inputValue(),
        group.locator("[data-field=to]").inputValue(),
        group.locator(".ag-cycles input:checked").evaluateAll("els => els.map(e => e.value)").toString());
  }

  private static JsonNode json(String text) throws Exception {
    return JSON.readTree(text);
  }

  @Test
  void theArbiterSeesTheSeasonsAgeGroupsAndEditsThem() throws Exception {
    try (BrowserContext desktop = browsers.context(1280, 900); BrowserContext phone = browsers.context(360, 740)) {
      Page arb = signUp(desktop, "arbitra");
      var granted = new AccountModule(browsers.server.database().jdbi(), InstantSource.system()).service().grant("arbitra", Role.ARBITER);
      assertTrue(granted instanceof org.tabuleiro.server.common.Result.Ok<?>, String.valueOf(granted));

      arb.navigate("/torneios/novo");
      arb.fill("[name=season]", "2022");
      arb.locator("[name=season]").dispatchEvent("change");
      Locator groups = arb.getByTestId("age-group");
      assertThat(arb.getByTestId("age-groups-note")).containsText("2022/2023");
      assertThat(groups).hasCount(7);
      assertThat(groups.nth(0).locator("[data-field=from]")).hasValue("2015");
      assertEquals(List.of("Sub 8", "2015", "", "[1]"), row(groups.nth(0)));
      assertEquals(List.of("Sub 10", "", "2014", "[1]"), row(groups.nth(1)));
      assertEquals(List.of("Infantis 1", "2012", "", "[2, 3, sec]"), row(groups.nth(2)));
      assertEquals(List.of("Infantis", "2010", "2011", "[2, 3, sec]"), row(groups.nth(3)));
      assertEquals(List.of("Juniores/Seniores", "", "2005", "[2, 3, sec]"), row(groups.nth(6)));
      shot(arb, "age-groups-2022");

      // Another season: every year moves by one.
      arb.fill("[name=season]", "2026");
      arb.locator("[name=season]").dispatchEvent("change");
      assertThat(arb.getByTestId("age-groups-note")).containsText("2026/2027");
      assertThat(groups.nth(0).locator("[data-field=from]")).hasValue("2019");
      assertEquals(List.of("Infantis", "2014", "2015", "[2, 3, sec]"), row(groups.nth(3)));

      // Untouched: the event keeps the preset (which follows its season).
      arb.fill("[name=name]", "Escolar sem mudanças");
      arb.locator("form[data-testid=event-form] button[type=submit]").click();
      arb.waitForURL(Pattern.compile(".*/torneios/\\d+/gerir$"));
      long plain = Long.parseLong(arb.url().replaceAll(".*/torneios/(\\d+)/gerir$", "$1"));
      JsonNode event = json(desktop.request().get("/api/events/" + plain).text());
      assertEquals("school", event.get("categories").asText());
      assertEquals(2026, event.get("season").asInt());

      // Edited: Juniores/Seniores renamed, Sub 8's first year changed, a group added for adults of any cycle, Juvenis removed.
      arb.navigate("/torneios/novo");
      arb.fill("[name=season]", "2022");
      arb.locator("[name=season]").dispatchEvent("change");
      assertThat(arb.getByTestId("age-groups-note")).containsText("2022/2023");
      arb.fill("[name=name]", "Escolar com categorias próprias");
      groups.nth(6).locator("[data-field=name]").fill("Juniores");
      groups.nth(6).locator("[data-field=from]").fill("1990");
      groups.nth(0).locator("[data-field=from]").fill("2016");
      assertThat(arb.getByTestId("age-groups-note")).containsText("Editadas");
      groups.nth(5).locator("button.ag-remove").click();
      arb.getByTestId("age-group-add").click();
      assertThat(groups).hasCount(7);
      groups.nth(6).locator("[data-field=name]").fill("Adultos");
      groups.nth(6).locator("[data-field=to]").fill("1989");
      shot(arb, "age-groups-edited");
      arb.locator("form[data-testid=event-form] button[type=submit]").click();
      arb.waitForURL(Pattern.compile(".*/torneios/\\d+/gerir$"));
      long own = Long.parseLong(arb.url().replaceAll(".*/torneios/(\\d+)/gerir$", "$1"));
      event = json(desktop.request().get("/api/events/" + own).text());
      JsonNode cats = event.get("categories");
      assertEquals(7, cats.size(), cats.toString());
      assertEquals("{\"name\":\"Sub 8\",\"fromYear\":2016,\"toYear\":null,\"cycles\":[\"1\"]}", cats.get(0).toString());
      assertEquals("{\"name\":\"Juniores\",\"fromYear\":1990,\"toYear\":2005,\"cycles\":[\"2\",\"3\",\"sec\"]}", cats.get(5).toString());
      assertEquals("{\"name\":\"Adultos\",\"fromYear\":null,\"toYear\":1989,\"cycles\":[]}", cats.get(6).toString());

      // A list without a cycle column, imported as the 2nd cycle's: the 2013-born pupil is Infantis 1 there.
      assertThat(arb.getByTestId("import-cycle")).isVisible();
      arb.selectOption("[data-testid=import-cycle]", "2");
      String list = "name;gender;birth_year;club\nRita Gonçalves;F;2013;EB Paialvo\nSimão Araújo;M;2011;EB Paialvo\n";
      arb.setInputFiles("[data-testid=csv-file]", new FilePayload("alunos.csv", "text/csv", list.getBytes(StandardCharsets.UTF_8)));
      arb.getByText("Importar", new Page.GetByTextOptions().setExact(true)).click();
      assertThat(arb.getByTestId("note-csv")).containsText("2 jogadores importados");
      JsonNode players = json(desktop.request().get("/api/events/" + own + "/players").text()).get("players");
      assertEquals("2", players.get(0).get("cycle").asText());
      JsonNode counts = json(desktop.request().get("/api/events/" + own + "/categories").text()).get("categories");
      assertEquals("Infantis 1", counts.get(2).get("name").asText());
      assertEquals(1, counts.get(2).get("players").asInt(), counts.toString());
      // The event's home lists each group with players with its years and cycles.
      arb.navigate("/torneios/" + own);
      Locator infantis1 = arb.locator("section.event-cats tr", new Page.LocatorOptions().setHasText("Infantis 1"));
      assertThat(infantis1).containsText("2012 ou depois · 2º ciclo, 3º ciclo, Secundário");
      shot(arb, "age-groups-home");
      arb.navigate("/torneios/" + own + "/gerir");

      // Juvenis removed: a pupil born in 2007 (secondary school, the usual cycle at 15) fits no group; the list is
      // refused at that line and the birth year's column, nothing stored.
      arb.selectOption("[data-testid=import-cycle]", "");
      String gap = "name;gender;birth_year;club\nTeresa Lima;F;1989;EB Paialvo\nUrbano Sá;M;2007;EB Paialvo\n";
      arb.setInputFiles("[data-testid=csv-file]", new FilePayload("adultos.csv", "text/csv", gap.getBytes(StandardCharsets.UTF_8)));
      arb.getByText("Importar", new Page.GetByTextOptions().setExact(true)).click();
      assertThat(arb.getByTestId("csv-where")).hasText("Linha 3, coluna 3");
      assertThat(arb.getByTestId("note-csv")).containsText("não cabe em nenhuma categoria");
      assertEquals(2, json(desktop.request().get("/api/events/" + own + "/players").text()).get("players").size());
      shot(arb, "age-groups-import-refused");

      // The phone: the form's groups wrap, nothing wider than the screen.
      phone.addCookies(desktop.cookies());   // the same arbiter's session
      Page small = phone.newPage();
      small.navigate("/torneios/novo");
      small.fill("[name=season]", "2022");
      small.locator("[name=season]").dispatchEvent("change");
      assertThat(small.getByTestId("age-groups-note")).containsText("2022/2023");
      small.getByTestId("age-group-editor").scrollIntoViewIfNeeded();
      Object overflow = small.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth");
      assertEquals(0, ((Number) overflow).intValue(), "sideways scroll on 360 px");
      Object editorRight = small.evaluate("() => document.querySelector('[data-testid=age-group-editor]').getBoundingClientRect().right");
      assertTrue(((Number) editorRight).doubleValue() <= 360, "editor within the screen: " + editorRight);
      small.getByTestId("age-group-editor").screenshot(new Locator.ScreenshotOptions().setPath(Browsers.SHOTS.resolve("age-groups-phone.png")));
      shot(small, "age-groups-phone-page");
    }
  }
}
