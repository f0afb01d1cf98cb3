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
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.RequestOptions;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;

/**
 * An event's public pages on a 360 px phone, as a parent sees them on the day: the pairings show both players of
 * every board without sideways scrolling, "Procurar jogador" finds a pupil by part of the name typed without accents,
 * and "Seguir" marks that pupil's board in every round (the next round's too, as it is published) and their row in
 * the standings.
 */
class EventFinderBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String[] NAMES = {"Ana Conceição Silva", "Bruno Magalhães", "Carla Gonçalves Antunes", "Duarte Peixoto",
      "Eva Loureiro", "Filipe Assunção", "Glória Esteves", "Henrique Brás", "Inês Conceição Faria", "João Figueiredo",
      "Leonor Sá", "Manuel Tavares", "Nádia Rebelo", "Óscar Quintela", "Patrícia Vasconcelos Meireles de Albuquerque",
      "Rui Damasceno"};

  @Test
  void aParentFindsAndFollowsAPupilOnAPhone() throws Exception {
    try (BrowserContext arbiter = browsers.context(1280, 900); BrowserContext phone = browsers.context(360, 740)) {
      signUp(arbiter, "arbitra");
      var granted = new AccountModule(browsers.server.database().jdbi(), InstantSource.system()).service().grant("arbitra", Role.ARBITER);
      assertTrue(granted instanceof org.tabuleiro.server.common.Result.Ok<?>, String.valueOf(granted));
      String csrf = JSON.readTree(arbiter.request().get("/api/session").text()).get("csrfToken").asText();
      RequestOptions create = RequestOptions.create().setHeader("X-CSRF-Token", csrf).setData(Map.of(
          "name", "Torneio Escolar de Braga", "rounds", 3, "timeControl", "15+5", "published", true));
      APIResponse created = arbiter.request().post("/api/events", create);
      assertEquals(201, created.status(), created.text());
      long id = JSON.readTree(created.text()).get("id").asLong();
      StringBuilder csv = new StringBuilder("name;gender;birth_year;club\n");
      for (int i = 0; i < NAMES.length; i++) {
        csv.append(NAMES[i]).append(';').append(i % 2 == 0 ? "F" : "M").append(';').append(2012 + i % 3)
            .append(";Agrupamento de Escolas Sá de Miranda\n");
      }
      APIResponse imported = arbiter.request().post("/api/events/" + id + "/players", RequestOptions.create()
          .setHeader("X-CSRF-Token", csrf).setHeader("Content-Type", "text/csv")
          .setData(csv.toString().getBytes(StandardCharsets.UTF_8)));
      assertEquals(200, imported.status(), imported.text());
      pair(arbiter, csrf, id);

      // The pairings on the phone: every board's two players inside the screen, the page no wider than it.
      Page parent = phone.newPage();
      parent.navigate("/torneios/" + id + "/rodadas");
      Locator rows = parent.getByTestId("pairings").locator("tbody tr");
      assertThat(rows).hasCount(NAMES.length / 2);
      for (int i = 0; i < NAMES.length / 2; i++) {
        for (String side : List.of("td.white", "td.black")) {
          Locator cell = rows.nth(i).locator(side);
          assertThat(cell).isVisible();
          BoundingBox box = cell.boundingBox();
          assertTrue(box.x >= 0 && box.x + box.width <= 360.5, "board " + (i + 1) + " " + side + " inside 360 px: " + box.x + "+" + box.width);
        }
      }
      assertTrue(((Number) parent.evaluate("document.documentElement.scrollWidth")).intValue() <= 360, "no sideways scroll");
      shot(parent, "event-pairings-phone");

      // A parent types part of the name, without the accents; the pupil is found with where she plays now.
      String pupil = "Inês Conceição Faria";
      int startNo = startNo(arbiter, id, pupil);
      parent.getByTestId("player-search").fill("ines conceicao");
      Locator found = parent.getByTestId("player-found").locator("li");
      assertThat(found).hasCount(1);
      assertThat(found.first()).containsText(pupil);
      int board1 = board(arbiter, id, 1, startNo);
      assertThat(found.first()).containsText("rodada 1 · mesa " + board1);
      parent.getByTestId("player-search").fill("conceicao");
      assertThat(found).hasCount(2);   // Ana Conceição Silva too
      parent.getByTestId("player-search").fill("ines conceicao");
      found.first().getByTestId("follow").click();
      assertThat(found.first().getByTestId("follow")).hasAttribute("aria-pressed", "true");
      assertThat(parent.getByTestId("following")).containsText(pupil);
      assertThat(parent.locator("table.pairings tr.followed")).hasCount(1);
      assertThat(parent.locator("table.pairings tr.followed")).hasAttribute("data-board", String.valueOf(board1));
      shot(parent, "event-follow-phone");

      // Round 2 is published while the page is open: the followed pupil's new board is marked there, unprompted.
      for (int b = 1; b <= NAMES.length / 2; b++) result(arbiter, csrf, id, 1, b, b % 3 == 0 ? "1/2-1/2" : "1-0");
      pair(arbiter, csrf, id);
      int board2 = board(arbiter, id, 2, startNo);
      parent.navigate("/torneios/" + id + "/rodadas/2");
      assertThat(parent.locator("table.pairings tr.followed")).hasAttribute("data-board", String.valueOf(board2));
      assertThat(parent.getByTestId("following")).containsText(Pattern.compile("rodada 2 · mesa " + board2 + " · (brancas|pretas)"));
      // The standings and the crosstable mark her row; another device follows nobody.
      parent.navigate("/torneios/" + id + "/classificacao");
      assertThat(parent.locator("tr.followed")).hasCount(1);
      assertThat(parent.locator("tr.followed")).hasAttribute("data-start-no", String.valueOf(startNo));
      // Scrolled sideways to the last tiebreak, the rank and the name stay in view (sticky), the rank not covered.
      parent.evaluate("document.querySelector('table.standings-table').parentElement.scrollLeft = 10000");
      var last = parent.locator("table.standings-table tbody tr").first().locator("td").last().boundingBox();
      assertTrue(last.x + last.width <= 360.5, "last tiebreak scrolled into view: " + last.x);
      var rank = parent.locator("table.standings-table tbody tr").first().locator("td").first();
      var name = parent.locator("table.standings-table tbody tr").first().locator("td.name");
      var rb = rank.boundingBox();
      var nb = name.boundingBox();
      assertTrue(rb.x >= 0 && rb.x < 20, "rank stays at the left edge: " + rb.x);
      assertTrue(nb.x >= rb.x + rb.width - 0.5 && nb.x < 80, "name stays beside the rank: " + nb.x + " (rank " + rb.x + "+" + rb.width + ")");
      assertEquals("1", rank.innerText().strip());
      shot(parent, "event-standings-phone-scrolled");
      parent.navigate("/torneios/" + id + "/tabela");
      assertThat(parent.locator("tr.followed")).hasAttribute("data-start-no", String.valueOf(startNo));
      Page desk = arbiter.newPage();
      desk.navigate("/torneios/" + id + "/rodadas/2");
      assertThat(desk.getByTestId("pairings").locator("tbody tr")).hasCount(NAMES.length / 2);
      assertThat(desk.locator("tr.followed")).hasCount(0);
      shot(desk, "event-pairings-desktop");
      // Unfollowed, nothing stays marked.
      parent.getByTestId("player-search").fill(String.valueOf(startNo));
      found.first().getByTestId("follow").click();
      assertThat(parent.locator("tr.followed")).hasCount(0);
      assertThat(parent.getByTestId("following")).isEmpty();
    }
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
    for (JsonNode p : JSON.readTree(c.request().get("/api/events/" + id + "/players").text()).get("players")) {
      if (p.get("name").asText().equals(name)) return p.get("startNo").asInt();
    }
    throw new AssertionError("no player " + name);
  }

  private static int board(BrowserContext c, long id, int round, int startNo) throws Exception {
    for (JsonNode b : JSON.readTree(c.request().get("/api/events/" + id + "/rounds/" + round).text()).get("boards")) {
      if (b.get("white").asInt() == startNo || b.path("black").asInt(-1) == startNo) return b.get("board").asInt();
    }
    throw new AssertionError("player " + startNo + " not paired in round " + round);
  }
}
