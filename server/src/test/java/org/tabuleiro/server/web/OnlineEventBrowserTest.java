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
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.Await;
import org.tabuleiro.server.testing.Soak;
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
 * alike. A Swiss of six in three rounds at 1+0 in chess, and one of four in Brazilian draughts: two rounds in the build
 * (its second round goes the same way as a third: paired by itself, each player taken there from the finished game's
 * page), three under {@code ./tabuleiro test --soak}.
 */
class OnlineEventBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final String NO_SHOW = "fabio";
  /**
   * The wait before a forfeit, which each round waits for once (the no-show's): every game's first moves are made
   * first, the three whites' within it and each black's within it of its white's, so it only needs room for a few
   * pages to load on a busy machine (it was 20 s, with the boards played one after the other).
   */
  private static final int WAIT_SECONDS = 15;
  /** The draughts Swiss's rounds: each one waits for the no-show's forfeit ({@link #WAIT_SECONDS}). */
  private static final int DRAUGHTS_ROUNDS = Soak.size("onlineEventBrowser.draughtsRounds", 2, 3);

  @Test
  void sixPlayersPlayAnOnlineChessSwissInTheirBrowsers() throws Exception {
    List<BrowserContext> contexts = new ArrayList<>();
    try {
      BrowserContext o = browsers.context(1280, 900);
      contexts.add(o);
      Page organiser = signUp(o, "organizadora");   // the club's first account: an admin, who may create events
      long id = create(organiser, "Online de sábado", "chess", "1+0", 3);
      Map<String, Page> players = join(contexts, id, List.of("ana", "bruno", "carla", "duarte", "eva", NO_SHOW));
      // Round 1 finds everyone on another page: each reaches the game by the notice's box, the home page or the event's.
      for (Page p : players.values()) p.navigate("/ranking");
      organiser.navigate("/torneios/" + id + "/gerir/rodadas");
      organiser.getByTestId("pair").click();
      for (int round = 1; round <= 3; round++) {
        List<Board> boards = boards(awaitGames(id, round, 3), players, round);
        Board noShow = boards.getLast();
        List<Board> played = boards.subList(0, boards.size() - 1);
        // Every first move at once, before the wait runs out (then the games are played out).
        Page active = noShow.white().equals(NO_SHOW) ? noShow.k() : noShow.w();
        toGame(active, id, noShow.gameId(), noShow.how());
        connected(active);
        if (noShow.black().equals(NO_SHOW)) type(noShow.w(), "e4");   // White moves; Black never does
        for (Board g : played) {
          toGame(g.w(), id, g.gameId(), g.how());
          connected(g.w());
          Browsers.clickMove(g.w(), "white", "f2", "f3", "f3");   // fool's mate, clicked and typed (Portuguese SAN)
        }
        for (Board g : played) {
          toGame(g.k(), id, g.gameId(), g.how());
          connected(g.k());
          type(g.k(), "e5");
        }
        for (Board g : played) {
          type(g.w(), "g4");
          Browsers.clickMove(g.k(), "black", "d8", "h4", "Dh4#");
          assertThat(g.w().getByTestId("result")).containsText("Vitória das pretas");
        }
        assertThat(active.getByTestId("result")).containsText(noShow.black().equals(NO_SHOW) ? "Vitória das brancas" : "Vitória das pretas",
            new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(40_000));
        if (round == 1) shot(active, "online-forfeit");
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
      long id = create(organiser, "Damas brasileiras online", "brazilian", "3+2", DRAUGHTS_ROUNDS);
      Map<String, Page> players = join(contexts, id, List.of("gil", "helena", "iris", NO_SHOW + "2"));
      organiser.navigate("/torneios/" + id + "/gerir/rodadas");
      organiser.getByTestId("pair").click();
      for (int round = 1; round <= DRAUGHTS_ROUNDS; round++) {
        List<Board> boards = boards(awaitGames(id, round, 2), players, round);
        Board noShow = boards.getLast(), g = boards.getFirst();
        // Every first move at once, before the wait runs out (then the game is played out).
        Page active = noShow.white().startsWith(NO_SHOW) ? noShow.k() : noShow.w();
        toGame(active, id, noShow.gameId(), noShow.how());
        connected(active);
        if (noShow.black().startsWith(NO_SHOW)) draughtsMove(noShow.w());
        toGame(g.w(), id, g.gameId(), g.how());
        connected(g.w());
        draughtsMove(g.w());
        toGame(g.k(), id, g.gameId(), g.how());
        connected(g.k());
        draughtsMove(g.k());
        if (round == 1) shot(g.k(), "online-draughts");
        g.w().getByText("Abandonar").click();
        g.w().getByText("Confirmar?").click();
        assertThat(g.k().getByTestId("result")).isVisible();
        assertThat(active.getByTestId("result")).isVisible(
            new com.microsoft.playwright.assertions.LocatorAssertions.IsVisibleOptions().setTimeout(40_000));
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

  /** A board of a round: its game, its players' pages, and how its players go to the game. */
  private record Board(long gameId, String white, String black, Page w, Page k, String how) {}

  /**
   * The round's boards, the no-show's last, each with the way its players go to the game: in round 1 (in the chess
   * Swiss, everyone on another page) from the notice's box, from the home page's list, from the event's page, board
   * after board; from round 2 each player is taken there from their finished game's page the moment it is paired.
   */
  private static List<Board> boards(JsonNode live, Map<String, Page> players, int round) {
    List<JsonNode> sorted = new ArrayList<>();
    live.path("boards").forEach(sorted::add);
    sorted.sort(java.util.Comparator.comparing(b -> b.toString().contains("\"" + NO_SHOW)));
    List<Board> out = new ArrayList<>();
    for (JsonNode b : sorted) {
      String white = b.path("white").path("account").asText(), black = b.path("black").path("account").asText();
      String how = round > 1 ? "taken" : live.path("boards").size() == 3 ? List.of("notice", "home", "event page").get(out.size()) : "event page";
      out.add(new Board(b.path("gameId").asLong(), white, black, players.get(white), players.get(black), how));
    }
    assertTrue(out.getLast().white().startsWith(NO_SHOW) || out.getLast().black().startsWith(NO_SHOW), "the no-show plays");
    return out;
  }

  /**
   * The create form: an online Swiss of {@code rounds} rounds at {@code timeControl}, a {@link #WAIT_SECONDS} wait
   * and 2 s between rounds.
   */
  private static long create(Page organiser, String name, String game, String timeControl, int rounds) {
    organiser.navigate("/torneios");
    organiser.locator("a[href='/torneios/novo']").click();
    organiser.selectOption("select[name=preset]", "none");
    organiser.fill("input[name=name]", name);
    organiser.selectOption("select[name=game]", game);
    organiser.selectOption("select[name=system]", "swiss");
    organiser.fill("input[name=timeControl]", timeControl);
    organiser.fill("input[name=rounds]", Integer.toString(rounds));
    organiser.selectOption("select[name=ratingUsed]", "club");
    organiser.selectOption("select[name=mode]", "online");
    organiser.fill("input[name=waitSeconds]", Integer.toString(WAIT_SECONDS));
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
      assertThat(p.getByTestId("online-rules")).containsText(WAIT_SECONDS + " s");
      p.getByTestId("join-button").click();
      assertThat(p.getByTestId("join")).containsText("Você está inscrito");
      pages.put(name, p);
    }
    shot(pages.values().iterator().next(), "online-joined-phone");
    return pages;
  }

  /**
   * The player goes to the game as a player would: taken there from the finished game's page or the event's page,
   * from the notice's box, or home.
   */
  private static void toGame(Page p, long id, long gameId, String how) {
    if (p.url().endsWith("/game/" + gameId)) return;
    switch (how) {
      case "taken" -> { }   // from the last round's game: waitForURL below
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

  private static JsonNode awaitGames(long id, int round, int boards) {
    return Await.until("round " + round + "'s " + boards + " games opened", Duration.ofSeconds(60),
        () -> JSON.readTree(get("/api/events/" + id + "/live").body()), live -> {
          boolean all = live.path("round").asInt() == round && live.path("boards").size() == boards;
          for (JsonNode b : live.path("boards")) all &= !b.path("gameId").isNull();
          return all;
        });
  }

  private static void awaitResult(long id, int round, int board) {
    Await.until("round " + round + " board " + board + "'s result", Duration.ofSeconds(30),
        () -> JSON.readTree(get("/api/events/" + id + "/rounds/" + round).body()).path("boards").get(board - 1),
        b -> !b.path("result").isNull());
  }

  private static void awaitStatus(long id, String status) {
    Await.until("the event " + status, Duration.ofSeconds(30), () -> JSON.readTree(get("/api/events/" + id).body()),
        e -> status.equals(e.path("status").asText()));
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
