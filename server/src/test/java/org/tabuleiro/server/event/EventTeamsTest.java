package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.tournament.pairing.Board;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.pairing.dutch.DutchEngine;
import org.tabuleiro.tournament.pairing.dutch.DutchTeamAdapter;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.tiebreak.TeamStandings;
import org.tabuleiro.tournament.tiebreak.TeamStandingsTsv;
import org.tabuleiro.tournament.tiebreak.TeamTiebreak;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfConsistency;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * Team events over HTTP: teams registered from a CSV with a {@code team} column (and {@code board} order), a team
 * Swiss paired as {@code ./tabuleiro pair -p --teams} pairs the exported TRF, a team round robin by the Berger
 * tables, colours alternating by board, results per board, match points 3/2/1/0 with a no-show, and
 * {@code standings.tsv} equal to what {@code ./tabuleiro standings --teams} prints for {@code export.trf}.
 */
class EventTeamsTest {
  private static final int BOARDS = 4;

  /** What the CLI does with {@code standings FILE --teams --tiebreaks CODES}: read, check, compute, print. */
  static String cliTeamStandings(String trfText, String codes) throws Exception {
    Trf trf = TrfReader.read(trfText);
    TrfConsistency.check(trf, Acceleration.forTrf(trf, false)::virtualHalfPoints);
    List<TeamTiebreak> tiebreaks = TeamTiebreak.parseList(codes);
    return TeamStandingsTsv.write(TeamStandings.compute(trf.teamEvent(null), tiebreaks), tiebreaks);
  }

  @OnBothDatabases
  void aTeamSwissIsPairedAndRankedAsTheCliDoes(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Escolas por equipas", "system", "team-swiss", "rounds", 5,
        "timeControl", "15+5", "boards", BOARDS, "matchPoints", "3/2/1/0", "tiebreaks", "school"));
    JsonNode event = arbiter.api.get("/api/events/" + id).json();
    assertEquals("team-swiss", event.get("system").asText());
    assertEquals(BOARDS, event.get("boards").asInt());
    assertEquals("3/2/1/0", event.get("matchPoints").asText());
    assertEquals(List.of("GP", "DE", "BSV", "BH"), texts(event.get("tiebreaks")));
    String codes = String.join(",", texts(event.get("tiebreaks")));

    // 7 teams of 5 (a reserve each); Escola 3 gives its board order, the others are in the CSV's order
    Random rnd = new Random(18);
    StringBuilder csv = new StringBuilder("name;team;board;rating;birth_year\n");
    for (int t = 1; t <= 7; t++) {
      for (int k = 1; k <= 5; k++) {
        String board = t == 3 ? Integer.toString(6 - k) : "";
        csv.append("Aluno ").append(t).append('-').append(k).append(";Escola ").append(t).append(';').append(board).append(';')
            .append(1200 + rnd.nextInt(800)).append(";2012\n");
      }
    }
    var imported = arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv; charset=utf-8");
    assertEquals(200, imported.status(), imported.body());
    assertEquals(35, imported.json().get("imported").asInt());
    JsonNode before = arbiter.api.get("/api/events/" + id + "/teams").json().get("teams");
    assertEquals(7, before.size());
    assertEquals("Escola 3", before.get(2).get("name").asText());
    assertEquals("Aluno 3-5", before.get(2).get("players").get(0).get("name").asText(), "board 1 of Escola 3 is the line with board 1");

    Map<Integer, Integer> matchHalf = new HashMap<>();  // team -> match points this test counted, half points
    Map<Integer, Integer> gameHalf = new HashMap<>();
    for (int round = 1; round <= 5; round++) {
      List<int[]> expected = null;
      if (round > 1) {
        // what ./tabuleiro pair -p --teams pairs on the exported file
        Trf trf = TrfReader.read(server.client().get("/api/events/" + id + "/export.trf").body());
        PairingResult.Paired p = (PairingResult.Paired) DutchEngine.pair(DutchTeamAdapter.read(trf));
        expected = new ArrayList<>();
        for (Board b : p.boards()) expected.add(new int[] {b.white(), b.black()});
        if (p.bye() > 0) expected.add(new int[] {p.bye(), 0});
      }
      if (round == 2) {
        // the board-2 player of team 1 withdraws from round 3: the players after him move up a board
        int leaving = arbiter.api.get("/api/events/" + id + "/teams").json().get("teams").get(0).get("players").get(1).get("startNo").asInt();
        assertEquals(200, arbiter.api.patch("/api/events/" + id + "/players/" + leaving, Map.of("withdrawnFrom", 3)).status());
      }
      var paired = arbiter.pair(id);
      assertEquals(200, paired.status(), "round " + round + ": " + paired.body());
      JsonNode matches = paired.json().get("matches");
      assertEquals(4, matches.size(), "three matches and the bye");
      if (expected != null) {
        List<String> got = new ArrayList<>();
        for (JsonNode m : matches) got.add(m.get("white").asInt() + "-" + (m.get("black").isNull() ? 0 : m.get("black").asInt()));
        assertEquals(expected.stream().map(e -> e[0] + "-" + e[1]).toList(), got, "round " + round + " as pair -p --teams");
      }
      JsonNode teams = arbiter.api.get("/api/events/" + id + "/teams").json().get("teams");
      Map<Integer, List<Integer>> lineup = new HashMap<>();
      Map<Integer, Integer> teamOf = new HashMap<>();
      for (JsonNode t : teams) {
        List<Integer> active = new ArrayList<>();
        for (JsonNode p : t.get("players")) {
          teamOf.put(p.get("startNo").asInt(), t.get("team").asInt());
          if (p.get("withdrawnFrom").isNull() || p.get("withdrawnFrom").asInt() > round) active.add(p.get("startNo").asInt());
        }
        lineup.put(t.get("team").asInt(), active.subList(0, BOARDS));
      }
      Map<Integer, JsonNode> boards = new HashMap<>();
      for (JsonNode b : paired.json().get("boards")) boards.put(b.get("board").asInt(), b);
      for (JsonNode m : matches) {
        int white = m.get("white").asInt();
        int match = m.get("match").asInt();
        if (m.get("black").isNull()) {
          // the bye: every board a pairing-allocated bye, the match won
          for (int k = 1; k <= BOARDS; k++) {
            JsonNode b = boards.get((match - 1) * BOARDS + k);
            assertEquals("U", b.get("bye").asText());
            assertEquals(lineup.get(white).get(k - 1), b.get("white").asInt());
          }
          matchHalf.merge(white, 6, Integer::sum);
          gameHalf.merge(white, 2 * BOARDS, Integer::sum);
          continue;
        }
        int black = m.get("black").asInt();
        boolean noShow = round == 3 && match == 1;
        int whiteGame = 0;
        int blackGame = 0;
        for (int k = 1; k <= BOARDS; k++) {
          JsonNode b = boards.get((match - 1) * BOARDS + k);
          int w = b.get("white").asInt();
          int bl = b.get("black").asInt();
          // board 1, 3...: the first-named team has White; board 2, 4...: Black
          assertEquals(k % 2 == 1 ? white : black, teamOf.get(w), "round " + round + ", board " + b.get("board"));
          int whiteTeamPlayer = k % 2 == 1 ? w : bl;
          assertEquals(lineup.get(white).get(k - 1), whiteTeamPlayer, "board order of team " + white);
          String result = noShow ? (k % 2 == 1 ? "+-" : "-+") : randomResult(rnd);
          assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), result).status());
          EventResult r = EventResult.parse(result).orElseThrow();
          int forWhitePlayer = half(r.whiteCode());
          int forBlackPlayer = half(r.blackCode());
          whiteGame += k % 2 == 1 ? forWhitePlayer : forBlackPlayer;
          blackGame += k % 2 == 1 ? forBlackPlayer : forWhitePlayer;
        }
        gameHalf.merge(white, whiteGame, Integer::sum);
        gameHalf.merge(black, blackGame, Integer::sum);
        if (noShow) {
          matchHalf.merge(white, 6, Integer::sum); // 3 for the win, 0 for the no-show
          matchHalf.merge(black, 0, Integer::sum);
        } else {
          matchHalf.merge(white, whiteGame > blackGame ? 6 : whiteGame == blackGame ? 4 : 2, Integer::sum);
          matchHalf.merge(black, blackGame > whiteGame ? 6 : whiteGame == blackGame ? 4 : 2, Integer::sum);
        }
      }
      JsonNode round3 = arbiter.api.get("/api/events/" + id + "/rounds/" + round + "/matches").json().get("matches");
      assertTrue(round3.get(0).get("finished").asBoolean());
      String trf = server.client().get("/api/events/" + id + "/export.trf").body();
      String tsv = server.client().get("/api/events/" + id + "/standings.tsv").body();
      assertEquals(cliTeamStandings(trf, codes), tsv, "round " + round + ": standings.tsv differs from the CLI's");
      String[] lines = tsv.split("\n");
      assertEquals("rank\tteam_no\tname\tmatch_points\tgame_points\tGP\tDE\tBSV\tBH", lines[0]);
      for (int i = 1; i < lines.length; i++) {
        String[] cells = lines[i].split("\t", -1);
        int team = Integer.parseInt(cells[1]);
        assertEquals(matchHalf.getOrDefault(team, 0) / 2.0, Double.parseDouble(cells[3]), 1e-9, "round " + round + ": MP of team " + team);
        assertEquals(gameHalf.getOrDefault(team, 0) / 2.0, Double.parseDouble(cells[4]), 1e-9, "round " + round + ": GP of team " + team);
      }
      assertTrue(trf.contains("\n362  W 3.0    D 2.0    L 1.0    A 0.0    P 3.0\n"), trf);
      assertTrue(trf.contains("\n192 FIDE_TEAM_MP_GP\n"), trf);
    }
    assertEquals("all_rounds_paired", arbiter.pair(id).errorCode());
  }

  @OnBothDatabases
  void aTeamRoundRobinFollowsTheBergerTablesByTeamNumber(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "juizliga");
    long id = arbiter.createEvent(Map.of("name", "Liga de clubes", "system", "team-round-robin", "timeControl", "60+30",
        "boards", 2, "tiebreaks", List.of("EMGSB-C1", "BC", "BSV")));
    StringBuilder csv = new StringBuilder("team,name,rating\n");
    for (int t = 1; t <= 5; t++) for (int k = 1; k <= 2; k++) csv.append("Clube ").append(t).append(",Jogador ").append(t).append(k).append(',').append(2300 - 100 * t - k).append('\n');
    assertEquals(200, arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());
    var schedule = org.tabuleiro.tournament.pairing.roundrobin.Berger.schedule(5, false);
    Random rnd = new Random(5);
    for (int round = 1; round <= schedule.size(); round++) {
      var paired = arbiter.pair(id);
      assertEquals(200, paired.status(), paired.body());
      List<String> got = new ArrayList<>();
      for (JsonNode m : paired.json().get("matches")) got.add(m.get("white").asInt() + " " + (m.get("black").isNull() ? 0 : m.get("black").asInt()));
      List<String> berger = new ArrayList<>();
      String bye = null;
      for (var p : schedule.get(round - 1)) {
        if (p.isBye()) bye = p.byePlayer() + " 0";
        else berger.add(p.white() + " " + p.black());
      }
      berger.add(bye);
      assertEquals(berger, got, "round " + round);
      assertEquals(4, paired.json().get("boards").size(), "two matches of two boards; the team with the bye has none");
      for (JsonNode b : paired.json().get("boards")) {
        assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), randomResult(rnd)).status());
      }
      String trf = server.client().get("/api/events/" + id + "/export.trf").body();
      assertEquals(cliTeamStandings(trf, "EMGSB-C1,BC,BSV"), server.client().get("/api/events/" + id + "/standings.tsv").body(), "round " + round);
    }
    assertEquals(5, arbiter.api.get("/api/events/" + id).json().get("rounds").asInt());
    assertEquals("all_rounds_paired", arbiter.pair(id).errorCode());
  }

  @OnBothDatabases
  void badTeamInputIsRefusedWithAClearMessageAndChangesNothing(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "juizliga");
    var noBoards = arbiter.api.post("/api/events", Map.of("name", "X", "system", "team-swiss", "rounds", 3, "timeControl", "15+5"));
    assertEquals(400, noBoards.status());
    assertTrue(noBoards.body().contains("boards"), noBoards.body());
    var points = arbiter.api.post("/api/events", Map.of("name", "X", "system", "team-swiss", "rounds", 3, "timeControl", "15+5", "boards", 4, "matchPoints", "3/1/0"));
    assertEquals("invalid_match_points", points.errorCode());
    var individualCode = arbiter.api.post("/api/events", Map.of("name", "X", "system", "team-swiss", "rounds", 3, "timeControl", "15+5", "boards", 4, "tiebreaks", List.of("TPR")));
    assertEquals("invalid_tiebreaks", individualCode.errorCode());
    var boardsAlone = arbiter.api.post("/api/events", Map.of("name", "X", "system", "swiss", "rounds", 3, "timeControl", "15+5", "boards", 4));
    assertEquals(400, boardsAlone.status());

    long id = arbiter.createEvent(Map.of("name", "Equipas", "system", "team-swiss", "rounds", 3, "timeControl", "15+5", "boards", 2));
    // a CSV without the team column: line 1, no column
    var noTeam = arbiter.csv(id, "name;rating\nAna;1500\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, noTeam.status());
    assertEquals(2, noTeam.json().get("error").get("line").asInt());
    // a player without a team: line 3, column 2
    var blank = arbiter.csv(id, "name;team\nAna;Escola A\nBia;\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, blank.status());
    assertEquals(3, blank.json().get("error").get("line").asInt());
    assertEquals(2, blank.json().get("error").get("column").asInt());
    // a board given twice in one team
    var twice = arbiter.csv(id, "name;team;board\nAna;Escola A;1\nBia;Escola A;1\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals("board_repeated", twice.errorCode());
    assertTrue(twice.body().contains("linha 3"), twice.body());
    assertEquals(0, arbiter.api.get("/api/events/" + id + "/teams").json().get("teams").size(), "nothing imported");

    var team = arbiter.api.post("/api/events/" + id + "/teams", Map.of("name", "Escola A",
        "players", List.of(Map.of("name", "Ana"), Map.of("name", "Bia"))));
    assertEquals(201, team.status(), team.body());
    var again = arbiter.api.post("/api/events/" + id + "/teams", Map.of("name", "escola a", "players", List.of(Map.of("name", "Carla"))));
    assertEquals(409, again.status());
    assertEquals("team_exists", again.errorCode());
    var alone = arbiter.pair(id);
    assertEquals("not_enough_teams", alone.errorCode());
    var single = arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "Duda", "team", "Escola B"));
    assertEquals(201, single.status(), single.body());
    var short1 = arbiter.pair(id);
    assertEquals(409, short1.status());
    assertEquals("team_short", short1.errorCode());
    assertTrue(short1.body().contains("Escola B"), short1.body());
    var bye = arbiter.api.patch("/api/events/" + id + "/players/1", Map.of("byes", Map.of("2", "H")));
    assertEquals("no_byes_in_team_event", bye.errorCode());
    assertEquals("invalid_filter", server.client().get("/api/events/" + id + "/standings.tsv?gender=F").errorCode());

    long individual = arbiter.createEvent(Map.of("name", "Individual", "system", "swiss", "rounds", 3, "timeControl", "15+5"));
    var teamColumn = arbiter.csv(individual, "name;team\nAna;Escola A\n".getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(400, teamColumn.status());
    assertEquals(2, teamColumn.json().get("error").get("column").asInt());
    assertNotEquals(201, arbiter.api.post("/api/events/" + individual + "/teams", Map.of("name", "Escola A", "players", List.of(Map.of("name", "Ana")))).status());
  }

  private static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    for (JsonNode n : array) out.add(n.asText());
    return out;
  }

  private static int half(char code) {
    return switch (code) {
      case '1', '+' -> 2;
      case '=' -> 1;
      default -> 0;
    };
  }

  private static String randomResult(Random rnd) {
    int x = rnd.nextInt(100);
    if (x < 40) return "1-0";
    if (x < 75) return "0-1";
    if (x < 97) return "1/2-1/2";
    return x < 99 ? "+-" : "-+";
  }
}
