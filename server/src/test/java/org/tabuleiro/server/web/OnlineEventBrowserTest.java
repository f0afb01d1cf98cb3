package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.pairing.dutch.DutchChecker;
import org.tabuleiro.tournament.tiebreak.Standings;
import org.tabuleiro.tournament.tiebreak.StandingsTsv;
import org.tabuleiro.tournament.tiebreak.Tiebreak;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfConsistency;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * Events played in the club, through the pages: the organiser creates an online Swiss on the form, new players find
 * it under "Torneios" and join, round 1 is paired on the arbiter's page, each player is taken to their game (from
 * the event's page, from the notice's box on any page, from the home page's list), games are played by clicking
 * and typing, a player who never moves loses every round by forfeit, the next rounds pair by themselves, the final
 * standings show, and the checker behind {@code ./tabuleiro pair --check} re-pairs every round of the exported TRF
 * alike. A Swiss of six at 1+0 in chess, and one of four in Brazilian draughts.
 */
class OnlineEventBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final String NO_SHOW = "fabio";

  @Test
  void sixPlayersPlayAnOnlineChessSwissInTheirBrowsers() throws Exception {
    List<BrowserContext> contexts = new ArrayList<>();
    try {
      BrowserContext o = browsers.context(1280, 900);
      contexts.add(o);
      Page organiser = signUp(o, "organizadora");   // the club's first account: an admin, who may create events
      long id = create(organiser, "Online de sábado", "chess", "1+0");
      Map<String, Page> players = join(contexts, id, List.of("ana", "bruno", "carla", "duarte", "eva", NO_SHOW));
      organiser.navigate("/torneios/" + id + "/gerir/rodadas");
      organiser.getByTestId("pair").click();
      for (int round = 1; round <= 3; round++) {
        JsonNode live = awaitGames(id, round, 3);
        int b = 0;
        for (JsonNode board : played(live)) {
          String white = board.path("white").path("account").asText(), black = board.path("black").path("account").asText();
          long gameId = board.path("gameId").asLong();
          Page w = players.get(white), k = players.get(black);
          String how = round == 1 ? "event page" : b == 0 ? "notice" : b == 1 ? "home" : "event page";
          b++;
          if (white.equals(NO_SHOW) || black.equals(NO_SHOW)) {
            Page active = white.equals(NO_SHOW) ? k : w;
            toGame(active, id, gameId, how);
            connected(active);
            if (black.equals(NO_SHOW)) type(w, "e4");   // White moves; Black never does
            assertThat(active.getByTestId("result")).containsText(black.equals(NO_SHOW) ? "Vitória das brancas" : "Vitória das pretas",
                new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(40_000));
            if (round == 1) shot(active, "online-forfeit");
            continue;
          }
          toGame(w, id, gameId, how);
          toGame(k, id, gameId, how);
          connected(w);
          connected(k);
          // Fool's mate, clicked and typed (Portuguese SAN).
          Browsers.clickMove(w, "white", "f2", "f3", "f3");
          type(k, "e5");
          type(w, "g4");
          Browsers.clickMove(k, "black", "d8", "h4", "Dh4#");
          assertThat(w.getByTestId("result")).containsText("Vitória das pretas");
        }
        for (int board = 1; board <= 3; board++) awaitResult(id, round, board);
      }
      awaitStatus(id, "finished");
      organiser.navigate("/torneios/" + id + "/classificacao");
      assertThat(organiser.locator("table tbody tr")).hasCount(6);
      assertThat(organiser.locator("table tbody tr").last()).containsText(NO_SHOW);
      shot(organiser, "online-standings");
      organiser.navigate("/torneios");
      assertThat(organiser.locator("[data-status=finished] [data-event='" + id + "']")).isVisible();
      checkExport(id, 6);
    } finally {
      contexts.forEach(BrowserContext::close);
    }
  }

  @Test
  void fourPlayersPlayABrazilianDraughtsSwiss() throws Exception {
    List<BrowserContext> contexts = new ArrayList<>();
    try {
      BrowserContext o = browsers.context(1280, 900);
      contexts.add(o);
      Page organiser = signUp(o, "arbitra");
      organiser.close();
      // The arbiter role is granted as ./tabuleiro admin would, then the page is read again.
      var granted = new org.tabuleiro.server.account.AccountModule(browsers.server.database().jdbi(), java.time.InstantSource.system())
          .service().grant("arbitra", org.tabuleiro.server.account.Role.ARBITER);
      assertTrue(granted instanceof org.tabuleiro.server.common.Result.Ok<?>, granted.toString());
      organiser = o.newPage();
      organiser.navigate("/torneios");
      long id = create(organiser, "Damas brasileiras online", "brazilian", "3+2");
      Map<String, Page> players = join(contexts, id, List.of("gil", "helena", "iris", NO_SHOW + "2"));
      organiser.navigate("/torneios/" + id + "/gerir/rodadas");
      organiser.getByTestId("pair").click();
      for (int round = 1; round <= 3; round++) {
        JsonNode live = awaitGames(id, round, 2);
        int b = 0;
        for (JsonNode board : played(live)) {
          String white = board.path("white").path("account").asText(), black = board.path("black").path("account").asText();
          long gameId = board.path("gameId").asLong();
          Page w = players.get(white), k = players.get(black);
          String how = round == 1 ? "event page" : b++ == 0 ? "notice" : "home";
          if (white.startsWith(NO_SHOW) || black.startsWith(NO_SHOW)) {
            Page active = white.startsWith(NO_SHOW) ? k : w;
            toGame(active, id, gameId, how);
            connected(active);
            if (black.startsWith(NO_SHOW)) draughtsMove(w);
            assertThat(active.getByTestId("result")).isVisible(
                new com.microsoft.playwright.assertions.LocatorAssertions.IsVisibleOptions().setTimeout(40_000));
            continue;
          }
          toGame(w, id, gameId, how);
          toGame(k, id, gameId, how);
          connected(w);
          connected(k);
          draughtsMove(w);
          draughtsMove(k);
          if (round == 1) shot(k, "online-draughts");
          w.getByText("Abandonar").click();
          w.getByText("Confirmar?").click();
          assertThat(k.getByTestId("result")).isVisible();
        }
        for (int board = 1; board <= 2; board++) awaitResult(id, round, board);
      }
      awaitStatus(id, "finished");
      organiser.navigate("/torneios/" + id + "/classificacao");
      assertThat(organiser.locator("table tbody tr")).hasCount(4);
      checkExport(id, 4);
      String pdn = get("/api/events/" + id + "/games.pdn").body();
      assertTrue(pdn.contains("[GameType \"26"), "the games' moves in PDN: " + pdn);
    } finally {
      contexts.forEach(BrowserContext::close);
    }
  }

  /** The round's boards, the no-show's last (its forfeit comes by itself while the others are played). */
  private static List<JsonNode> played(JsonNode live) {
    List<JsonNode> out = new ArrayList<>();
    live.path("boards").forEach(out::add);
    out.sort(java.util.Comparator.comparing(b -> b.toString().contains("\"" + NO_SHOW)));
    return out;
  }

  /** The create form: an online Swiss of 3 rounds at {@code timeControl}, a 20 s wait and 2 s between rounds. */
  private static long create(Page organiser, String name, String game, String timeControl) {
    organiser.navigate("/torneios");
    organiser.locator("a[href='/torneios/novo']").click();
    organiser.selectOption("select[name=preset]", "none");
    organiser.fill("input[name=name]", name);
    organiser.selectOption("select[name=game]", game);
    organiser.selectOption("select[name=system]", "swiss");
    organiser.fill("input[name=timeControl]", timeControl);
    organiser.fill("input[name=rounds]", "3");
    organiser.selectOption("select[name=ratingUsed]", "club");
    organiser.selectOption("select[name=mode]", "online");
    organiser.fill("input[name=waitSeconds]", "20");
    organiser.fill("input[name=pauseSeconds]", "2");
    shot(organiser, "online-create-" + game);
    organiser.locator("[data-testid=event-form] button[type=submit]").click();
    organiser.waitForURL("**/gerir");
    String url = organiser.url();
    return Long.parseLong(url.replaceAll(".*/torneios/(\\d+)/gerir.*", "$1"));
  }

  /** New users sign up, find the event under "Próximos" on the Torneios page and join it on its page. */
  private static Map<String, Page> join(List<BrowserContext> contexts, long id, List<String> names) {
    Map<String, Page> pages = new LinkedHashMap<>();
    for (String name : names) {
      BrowserContext c = browsers.context(name.equals("ana") || name.equals("gil") ? 360 : 1100, 800);
      contexts.add(c);
      Page p = signUp(c, name);
      p.navigate("/torneios");
      p.locator("[data-status=upcoming] [data-event='" + id + "'] a.event-name").click();
      assertThat(p.getByTestId("online-rules")).containsText("20 s");
      p.getByTestId("join-button").click();
      assertThat(p.getByTestId("join")).containsText("Você está inscrito");
      pages.put(name, p);
    }
    shot(pages.values().iterator().next(), "online-joined-phone");
    return pages;
  }

  /** The player goes to the game as a player would: taken there from the event's page, the notice's box, or home. */
  private static void toGame(Page p, long id, long gameId, String how) {
    if (p.url().endsWith("/game/" + gameId)) return;
    switch (how) {
      case "event page" -> {
        if (!p.url().contains("/torneios/" + id)) {
          p.navigate("/torneios/" + id);
          p.getByTestId("my-game-link").click();
        }
      }
      case "notice" -> p.locator("[data-testid=toast-eventGame] a[href='/game/" + gameId + "']").click();
      case "home" -> {
        p.navigate("/");
        p.locator("[data-event-game='" + gameId + "'] a").click();
      }
      default -> throw new IllegalArgumentException(how);
    }
    p.waitForURL("**/game/" + gameId);
  }

  /** Any legal draughts move by clicking: a piece that may move, then the end of one of its moves. */
  private static void draughtsMove(Page page) {
    try {
      assertThat(page.locator(".board-wrap[data-movable=true]")).isVisible(
          new com.microsoft.playwright.assertions.LocatorAssertions.IsVisibleOptions().setTimeout(15_000));
    } catch (AssertionError e) {
      shot(page, "online-draughts-not-movable");
      throw new AssertionError(page.url() + ": " + page.getByTestId("status").textContent(), e);
    }
    int before = page.getByTestId("moves").locator(".ply").count();
    page.locator("svg.draughts g.movable").first().click();
    page.locator("svg.draughts g:has(circle.dest)").first().click();
    assertThat(page.getByTestId("moves").locator(".ply")).hasCount(before + 1);
  }

  private static JsonNode awaitGames(long id, int round, int boards) throws Exception {
    JsonNode live = null;
    for (int i = 0; i < 600; i++) {
      live = JSON.readTree(get("/api/events/" + id + "/live").body());
      boolean all = live.path("round").asInt() == round && live.path("boards").size() == boards;
      for (JsonNode b : live.path("boards")) all &= !b.path("gameId").isNull();
      if (all) return live;
      Thread.sleep(100);
    }
    throw new AssertionError("round " + round + "'s games were not opened: " + live);
  }

  private static void awaitResult(long id, int round, int board) throws Exception {
    for (int i = 0; i < 300; i++) {
      JsonNode b = JSON.readTree(get("/api/events/" + id + "/rounds/" + round).body()).path("boards").get(board - 1);
      if (!b.path("result").isNull()) return;
      Thread.sleep(100);
    }
    throw new AssertionError("round " + round + " board " + board + " has no result");
  }

  private static void awaitStatus(long id, String status) throws Exception {
    JsonNode e = null;
    for (int i = 0; i < 300; i++) {
      e = JSON.readTree(get("/api/events/" + id).body());
      if (status.equals(e.path("status").asText())) return;
      Thread.sleep(100);
    }
    throw new AssertionError("the event is " + e);
  }

  /** What {@code ./tabuleiro pair --check} and {@code standings} do with the exported TRF. */
  private static void checkExport(long id, int players) throws Exception {
    String trf = get("/api/events/" + id + "/export.trf").body();
    Trf parsed = TrfReader.read(trf);
    TrfConsistency.check(parsed, Acceleration.forTrf(parsed, false)::virtualHalfPoints);
    for (var c : DutchChecker.check(parsed, Acceleration.forTrf(parsed, false))) {
      assertTrue(c.agrees(), "pair --check: round " + c.round() + " differs: " + c.played() + " vs " + c.engine());
    }
    List<Tiebreak> tiebreaks = Tiebreak.parseList(String.join(",", tiebreakCodes(id)));
    String cli = StandingsTsv.write(Standings.compute(parsed.tournament(null), tiebreaks), tiebreaks);
    assertEquals(cli, get("/api/events/" + id + "/standings.tsv").body(), "standings.tsv is the CLI's reading of the export");
    assertEquals(players + 1, cli.split("\n").length);
  }

  private static List<String> tiebreakCodes(long id) throws Exception {
    List<String> codes = new ArrayList<>();
    JSON.readTree(get("/api/events/" + id).body()).path("tiebreaks").forEach(c -> codes.add(c.asText()));
    assertNotNull(codes);
    return codes;
  }

  private static HttpResponse<String> get(String path) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(browsers.server.url() + path)).build(), HttpResponse.BodyHandlers.ofString());
  }
}
