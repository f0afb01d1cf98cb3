package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.typeAfter;
import static org.tabuleiro.server.web.Browsers.connected;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A hybrid event through the pages: four players join; on the organiser's page two are switched to play over the
 * board; round 1 then has one board played in the club and one over the board, whose result the arbiter enters. A
 * spectator on the event's page sees the club game as a small board that moves as the moves are played, and the
 * round's results and the standings come in, all without a reload. Between rounds the organiser switches the two
 * back online, and round 2's boards are both club games.
 */
class HybridEventBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final LocatorAssertions.HasAttributeOptions SLOW = new LocatorAssertions.HasAttributeOptions().setTimeout(30_000);

  @Test
  void theOrganiserChoosesWhoPlaysOnlineAndARoundMixesClubGamesAndBoardsOverTheBoard() throws Exception {
    List<BrowserContext> contexts = new ArrayList<>();
    try {
      BrowserContext o = browsers.context(1280, 900);
      contexts.add(o);
      Page organiser = signUp(o, "organizador");   // the club's first account: an admin
      long id = create(organiser);
      Map<String, Page> players = new LinkedHashMap<>();
      for (String name : List.of("ana", "bruno", "carla", "duarte")) {
        BrowserContext c = browsers.context(1000, 800);
        contexts.add(c);
        Page p = signUp(c, name);
        p.navigate("/torneios/" + id);
        p.getByTestId("join-button").click();
        assertThat(p.getByTestId("join")).containsText("Você está inscrito");
        players.put(name, p);
      }
      // Equal club ratings: start numbers by name (ana 1, bruno 2, carla 3, duarte 4); round 1 is 1-3 and 2-4.
      organiser.navigate("/torneios/" + id + "/gerir");
      assertThat(organiser.getByTestId("where-help")).isVisible();
      for (int no = 1; no <= 4; no++) assertThat(organiser.getByTestId("where-" + no)).hasAttribute("data-remote", "true");
      for (int no : new int[] {2, 4}) {
        organiser.getByTestId("where-toggle-" + no).click();
        assertThat(organiser.getByTestId("where-" + no)).hasText("Presencial");
      }
      shot(organiser, "hybrid-where");
      assertRemote(organiser, id, Map.of(1, true, 2, false, 3, true, 4, false));

      organiser.navigate("/torneios/" + id + "/gerir/rodadas");
      organiser.getByTestId("pair").click();
      JsonNode live = awaitLive(id, 1);
      JsonNode club = board(live, 1, 3), otb = board(live, 2, 4);
      assertTrue(club.path("gameId").isIntegralNumber(), "ana and carla play online: " + live);
      assertTrue(otb.path("gameId").isNull(), "bruno and duarte play over the board: " + live);
      long gameId = club.path("gameId").asLong();

      // A spectator on the event's page: the club game as a small board at the start position.
      Page watch = o.newPage();
      watch.navigate("/torneios/" + id);
      Locator mini = watch.locator("[data-testid=top-boards] .live-card[data-game='" + gameId + "'] .mini-board");
      assertThat(mini).hasAttribute("data-fen", Pattern.compile("^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"), SLOW);
      assertThat(watch.locator("[data-testid=round-pairings] tr[data-board='" + otb.path("board").asInt() + "']")).containsText("–");

      Page white = players.get(club.path("white").path("account").asText()), black = players.get(club.path("black").path("account").asText());
      for (Page p : List.of(white, black)) {
        if (!p.url().endsWith("/game/" + gameId)) p.navigate("/game/" + gameId);
        connected(p);
      }
      typeAfter(white, 0, "f3");
      // The small board moves without a reload.
      assertThat(mini).hasAttribute("data-fen", Pattern.compile("^rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b"), SLOW);
      assertThat(watch.locator(".live-card[data-game='" + gameId + "']")).hasAttribute("href", "/game/" + gameId);
      shot(watch, "hybrid-live-board");
      typeAfter(black, 1, "e5");
      assertThat(mini).hasAttribute("data-fen", Pattern.compile("^rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w"), SLOW);
      typeAfter(white, 2, "g4");
      typeAfter(black, 3, "Dh4");
      assertThat(black.getByTestId("result")).containsText("Vitória das pretas");

      // The arbiter enters the board played over the board.
      organiser.navigate("/torneios/" + id + "/gerir/rodadas");
      organiser.locator("[data-testid=results] tr[data-board='" + otb.path("board").asInt() + "'] button[data-result='1/2-1/2']").click();
      Locator rows = watch.locator("[data-testid=round-pairings] tr");
      assertThat(rows.locator("xpath=self::*[@data-board='" + club.path("board").asInt() + "']")).hasAttribute("data-result", "0-1", SLOW);
      assertThat(rows.locator("xpath=self::*[@data-board='" + otb.path("board").asInt() + "']")).hasAttribute("data-result",
          Pattern.compile("½-½|1/2-1/2"), SLOW);
      assertThat(watch.locator("[data-testid=live-standings] tr").first()).containsText("carla",
          new LocatorAssertions.ContainsTextOptions().setTimeout(30_000));
      shot(watch, "hybrid-round-done");
      String tsv = get("/api/events/" + id + "/standings.tsv");
      Map<String, Double> points = new java.util.HashMap<>();
      for (String line : tsv.split("\n")) {
        String[] cells = line.split("\t");
        if (!line.startsWith("rank")) points.put(cells[2], Double.parseDouble(cells[3].replace(',', '.')));
      }
      assertEquals(Map.of("ana", 0.0, "bruno", 0.5, "carla", 1.0, "duarte", 0.5), points, tsv);

      // Between rounds: bruno and duarte play online from round 2.
      organiser.navigate("/torneios/" + id + "/gerir");
      for (int no : new int[] {2, 4}) {
        organiser.getByTestId("where-toggle-" + no).click();
        assertThat(organiser.getByTestId("where-" + no)).hasText("Online");
      }
      assertRemote(organiser, id, Map.of(1, true, 2, true, 3, true, 4, true));
      organiser.navigate("/torneios/" + id + "/gerir/rodadas");
      organiser.getByTestId("pair").click();
      JsonNode round2 = awaitLive(id, 2);
      for (JsonNode b : round2.path("boards")) assertTrue(b.path("gameId").isIntegralNumber(), "every board online: " + round2);
      JsonNode audit = JSON.readTree(organiser.request().get("/api/events/" + id + "/audit").text()).path("entries");
      long switches = 0;
      for (JsonNode a : audit) if (a.path("action").asText().equals("remote")) switches++;
      assertEquals(4, switches, "each switch is in the audit log: " + audit);
    } finally {
      contexts.forEach(BrowserContext::close);
    }
  }


  /** The create form: a hybrid Swiss of 3 rounds at 3+0, rated, paired by the arbiter. */
  private static long create(Page organiser) {
    organiser.navigate("/torneios/novo");
    organiser.selectOption("select[name=preset]", "none");
    organiser.fill("input[name=name]", "Híbrido de domingo");
    organiser.selectOption("select[name=game]", "chess");
    organiser.selectOption("select[name=system]", "swiss");
    organiser.fill("input[name=timeControl]", "3+0");
    organiser.fill("input[name=rounds]", "3");
    organiser.selectOption("select[name=ratingUsed]", "club");
    organiser.selectOption("select[name=mode]", "hybrid");
    organiser.fill("input[name=waitSeconds]", "120");
    organiser.locator("input[name=autoPair]").uncheck();
    organiser.locator("[data-testid=event-form] button[type=submit]").click();
    organiser.waitForURL("**/gerir");
    return Long.parseLong(organiser.url().replaceAll(".*/torneios/(\\d+)/gerir.*", "$1"));
  }

  /** What the players' list says of who plays online, read with the organiser's session. */
  private static void assertRemote(Page organiser, long id, Map<Integer, Boolean> expected) throws Exception {
    JsonNode players = JSON.readTree(organiser.request().get("/api/events/" + id + "/players").text()).path("players");
    Map<Integer, Boolean> remote = new java.util.TreeMap<>();
    for (JsonNode p : players) remote.put(p.path("startNo").asInt(), p.path("remote").asBoolean());
    assertEquals(new java.util.TreeMap<>(expected), remote, players.toString());
  }

  private static JsonNode board(JsonNode live, int a, int b) {
    for (JsonNode x : live.path("boards")) {
      int w = x.path("white").path("startNo").asInt(), k = x.path("black").path("startNo").asInt();
      if (w == a && k == b || w == b && k == a) return x;
    }
    throw new AssertionError("no board " + a + "-" + b + ": " + live);
  }

  /** The round's two boards once its club games are noted: round 1 has one, round 2 two. */
  private static JsonNode awaitLive(long id, int round) throws Exception {
    JsonNode live = null;
    for (int i = 0; i < 300; i++) {
      live = JSON.readTree(get("/api/events/" + id + "/live"));
      int games = 0;
      for (JsonNode b : live.path("boards")) if (b.path("gameId").isIntegralNumber()) games++;
      if (live.path("round").asInt() == round && live.path("boards").size() == 2 && games == round) return live;
      Thread.sleep(100);
    }
    throw new AssertionError("round " + round + " was not opened: " + live);
  }

  private static String get(String path) throws Exception {
    HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(browsers.server.url() + path)).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, r.statusCode(), path + ": " + r.body());
    return r.body();
  }
}
