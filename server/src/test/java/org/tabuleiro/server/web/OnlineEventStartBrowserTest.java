package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabuleiro.server.web.Browsers.typeAfter;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.RequestOptions;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An online blitz event before and between its rounds, through the pages: with no start time its page says the
 * organiser starts round 1; it shows none of the school preset's tabs; the players' count follows each join without a
 * reload; once a start time is set the event's page and the lobby show it with a countdown (an upcoming arena too);
 * round 1 takes the players to their game, and from the finished game's page each is taken to round 2's game.
 */
class OnlineEventStartBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void anOnlineBlitzEventSaysWhenItStartsAndTakesItsPlayersFromRoundToRound() throws Exception {
    try (BrowserContext o = browsers.context(1280, 900); BrowserContext a = browsers.context(360, 740);
         BrowserContext b = browsers.context(1280, 900)) {
      Page organiser = signUp(o, "olga");   // the club's first account: an admin, who may create events
      long id = create(organiser);
      organiser.navigate("/torneios/" + id);
      assertThat(organiser.getByTestId("countdown")).hasText("Sem hora marcada: a rodada 1 começa quando o organizador emparceirar.");
      assertThat(organiser.locator("nav.event-tabs [data-tab=standings]")).hasCount(1);
      assertThat(organiser.locator("nav.event-tabs [data-tab=schools], nav.event-tabs [data-tab=medals]")).hasCount(0);
      assertThat(players(organiser)).hasText("0");

      Page ana = signUp(a, "ana"), bruno = signUp(b, "bruno");
      for (Page p : new Page[] {ana, bruno}) {
        p.navigate("/torneios/" + id);
        p.getByTestId("join-button").click();
        assertThat(p.getByTestId("join")).containsText("Você está inscrito");
        assertThat(players(p)).hasText(p == ana ? "1" : "2");
      }
      // Pages open since before the second join follow it without a reload.
      assertThat(players(ana)).hasText("2");
      assertThat(players(organiser)).hasText("2");

      // A start in 10 minutes: the event's page and the lobby count down to it, beside an arena starting in 30.
      String csrf = JSON.readTree(organiser.request().get("/api/session").text()).get("csrfToken").asText();
      OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
      send(organiser, "PATCH", "/api/events/" + id, csrf, Map.of("startsAt", now.plusMinutes(10).toString()));
      JsonNode arena = send(organiser, "POST", "/api/arenas", csrf, Map.of("name", "Arena das nove", "timeControl", "1+0",
          "minutes", 30, "startsAt", now.plusMinutes(30).toString()));
      assertThat(ana.getByTestId("countdown")).containsText("Rodada 1: ");
      assertThat(ana.getByTestId("countdown")).containsText("(em 10 min)");
      shot(ana, "online-start-360");
      assertThat(bruno.getByTestId("countdown")).containsText("(em 10 min)");
      shot(bruno, "online-start-1280");
      for (Page p : new Page[] {ana, bruno}) {
        p.navigate("/lobby");
        assertThat(p.locator("[data-soon=event-" + id + "]")).containsText("Blitz de domingo");
        assertThat(p.locator("[data-soon=event-" + id + "]")).containsText("(em 10 min)");
        assertThat(p.locator("[data-soon=arena-" + arena.path("id").asLong() + "]")).containsText("(em 30 min)");
        shot(p, p == ana ? "lobby-soon-360" : "lobby-soon-1280");
        p.navigate("/torneios/" + id);
        assertThat(p.getByTestId("join")).containsText("Você está inscrito");
      }

      // The organiser pairs before the start: each player is taken to the game from the event's page.
      send(organiser, "POST", "/api/events/" + id + "/rounds", csrf, null);
      ana.waitForURL("**/game/*");
      bruno.waitForURL(ana.url());
      String first = ana.url();
      connected(ana);
      connected(bruno);
      Page white = ana.locator(".side-player.bottom .player").textContent().contains("○") ? ana : bruno;
      Page black = white == ana ? bruno : ana;
      // Each move typed once the page shows the opponent's last (typed earlier, it is refused as out of turn).
      typeAfter(white, 0, "f3");
      typeAfter(black, 1, "e5");
      typeAfter(white, 2, "g4");
      typeAfter(black, 3, "Dh4");
      assertThat(white.getByTestId("result")).containsText("Vitória das pretas");
      // Round 2 is paired 2 s after the last result: both are taken there from the finished game's page.
      for (Page p : new Page[] {ana, bruno}) p.waitForURL(u -> u.contains("/game/") && !u.equals(first));
      assertThat(ana).hasURL(bruno.url());
      JsonNode round2 = JSON.readTree(organiser.request().get("/api/events/" + id + "/live").text());
      assertEquals(2, round2.path("round").asInt());
      assertEquals(ana.url().replaceAll(".*/game/", ""), round2.path("boards").get(0).path("gameId").asText());
    }
  }


  /** The "Jogadores" figure of the event's home. */
  private static Locator players(Page p) {
    return p.locator("[data-testid=event-facts] dt:text-is('Jogadores') + dd");
  }

  /** The create form: an online double round robin at 3+0, no preset, 2 s between rounds. */
  private static long create(Page organiser) {
    organiser.navigate("/torneios/novo");
    organiser.selectOption("select[name=preset]", "none");
    organiser.fill("input[name=name]", "Blitz de domingo");
    organiser.selectOption("select[name=system]", "double-round-robin");   // two players, two rounds
    organiser.fill("input[name=timeControl]", "3+0");
    organiser.fill("input[name=rounds]", "2");
    organiser.selectOption("select[name=ratingUsed]", "club");
    organiser.selectOption("select[name=mode]", "online");
    organiser.fill("input[name=waitSeconds]", "30");
    organiser.fill("input[name=pauseSeconds]", "2");
    organiser.locator("[data-testid=event-form] button[type=submit]").click();
    organiser.waitForURL("**/gerir");
    return Long.parseLong(organiser.url().replaceAll(".*/torneios/(\\d+)/gerir.*", "$1"));
  }

  private static JsonNode send(Page p, String method, String path, String csrf, Object body) throws Exception {
    RequestOptions options = RequestOptions.create().setHeader("X-CSRF-Token", csrf).setMethod(method);
    if (body != null) options.setHeader("Content-Type", "application/json").setData(JSON.writeValueAsString(body));
    APIResponse r = p.request().fetch(path, options);
    assertEquals(true, r.ok(), method + " " + path + ": " + r.status() + " " + r.text());
    return JSON.readTree(r.text());
  }
}
