package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.tournament.pairing.dutch.DutchChecker;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * A round paired as a draft, changed by the arbiter with every change checked against the Dutch rules, then
 * published: the draft is hidden from everyone else, takes no result, and what a confirmed change broke stays in
 * the audit log.
 */
class EventDraftRoundTest {
  private static final String CSV = """
      name;rating
      Ana;2100
      Bruno;2050
      Carla;2000
      Duarte;1950
      Eva;1900
      Filipe;1850
      Gil;1800
      Helena;1750
      Ivo;1700
      """;

  @OnBothDatabases
  void aDraftIsChangedWithItsBreaksShownThenPublished(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Aberto", "system", "swiss", "rounds", 5, "timeControl", "15+5"));
    assertEquals(200, arbiter.csv(id, CSV.getBytes(StandardCharsets.UTF_8), "text/csv").status());
    var r1 = arbiter.pair(id);
    assertEquals(200, r1.status(), r1.body());
    assertTrue(r1.json().get("published").asBoolean());
    Map<Integer, Integer> opponent = new HashMap<>();
    int firstBye = 0;
    for (JsonNode b : r1.json().get("boards")) {
      if (b.get("black").isNull()) {
        firstBye = b.get("white").asInt();
        continue;
      }
      opponent.put(b.get("white").asInt(), b.get("black").asInt());
      opponent.put(b.get("black").asInt(), b.get("white").asInt());
      assertEquals(200, arbiter.result(id, 1, b.get("board").asInt(), "1-0").status());
    }
    ApiClient anyone = server.client();
    String exportBefore = anyone.get("/api/events/" + id + "/export.trf").body();

    var draft = arbiter.api.post("/api/events/" + id + "/rounds", Map.of("publish", false));
    assertEquals(200, draft.status(), draft.body());
    assertEquals(2, draft.json().get("round").asInt());
    assertFalse(draft.json().get("published").asBoolean());

    // Nobody else sees it; the exports stay those of round 1; it takes no result; the next round waits for it.
    assertEquals(404, anyone.get("/api/events/" + id + "/rounds/2").status());
    assertEquals(1, anyone.get("/api/events/" + id + "/rounds").json().get("rounds").size());
    assertEquals(1, anyone.get("/api/events/" + id).json().get("roundsPaired").asInt());
    assertEquals(exportBefore, anyone.get("/api/events/" + id + "/export.trf").body());
    assertEquals(2, arbiter.api.get("/api/events/" + id).json().get("draftRound").asInt());
    var early = arbiter.result(id, 2, 1, "1-0");
    assertEquals(409, early.status());
    assertEquals("round_not_published", early.errorCode());
    var again = arbiter.pair(id);
    assertEquals(409, again.status());
    assertEquals("round_not_published", again.errorCode());
    EventClient intruder = EventClient.player(server, "curioso");
    assertEquals(403, intruder.api.post("/api/events/" + id + "/rounds/2/changes", Map.of("colors", 1)).status());

    List<JsonNode> boards = boards(arbiter, id);
    // A swap that makes two players of round 1 meet again: C1 is absolute, refused until confirmed.
    int index = 0;
    while (boards.get(index).get("black").isNull() || boards.get(index).get("white").asInt() == firstBye
        || boards.get(index).get("black").asInt() == firstBye) {
      index++;
    }
    JsonNode first = boards.get(index);
    int x = first.get("white").asInt();
    int y = opponent.get(x);
    int z = first.get("black").asInt();
    var rematch = arbiter.api.post("/api/events/" + id + "/rounds/2/changes", Map.of("swap", List.of(y, z)));
    assertEquals(409, rematch.status(), rematch.body());
    assertEquals("breaks_rules", rematch.errorCode());
    JsonNode c1 = find(rematch.json().path("error").path("breaks"), "C.04.3 C1");
    assertTrue(c1.get("absolute").asBoolean(), rematch.body());
    assertEquals(List.of(Math.min(x, y), Math.max(x, y)), List.of(c1.get("players").get(0).asInt(), c1.get("players").get(1).asInt()));
    assertTrue(c1.get("message").asText().contains("já jogaram um contra o outro"), c1.toString());
    assertEquals(boards.toString(), boards(arbiter, id).toString(), "nothing changed");

    // The bye to the player who had it in round 1: C2.
    int bye = boards.stream().filter(b -> b.get("black").isNull()).findFirst().orElseThrow().get("white").asInt();
    var secondBye = arbiter.api.post("/api/events/" + id + "/rounds/2/changes", Map.of("swap", List.of(bye, firstBye)));
    assertEquals(409, secondBye.status(), secondBye.body());
    assertTrue(find(secondBye.json().path("error").path("breaks"), "C.04.3 C2").get("absolute").asBoolean());

    // The arbiter decides: the rematch confirmed.
    var confirmed = arbiter.api.post("/api/events/" + id + "/rounds/2/changes", Map.of("swap", List.of(y, z), "confirm", true));
    assertEquals(200, confirmed.status(), confirmed.body());
    JsonNode board1 = confirmed.json().get("boards").get(index);
    assertEquals(List.of(x, y), List.of(board1.get("white").asInt(), board1.get("black").asInt()));
    assertEquals("C.04.3 C1", find(confirmed.json().get("breaks"), "C.04.3 C1").get("rule").asText());
    JsonNode audit = arbiter.api.get("/api/events/" + id + "/audit").json().get("entries");
    JsonNode last = audit.get(audit.size() - 1);
    assertEquals("change_round", last.get("action").asText());
    assertTrue(last.get("after").asText().contains("confirmado pelo árbitro") && last.get("after").asText().contains("C.04.3 C1"), last.toString());

    // A move onto a seat: the occupant takes the mover's; colours swapped at a board.
    int mover = confirmed.json().get("boards").get(index == 1 ? 0 : 1).get("white").asInt();
    var moved = arbiter.api.post("/api/events/" + id + "/rounds/2/changes",
        Map.of("move", Map.of("player", mover, "board", 3, "color", "black"), "confirm", true));
    assertEquals(200, moved.status(), moved.body());
    assertEquals(mover, moved.json().get("boards").get(2).get("black").asInt());
    var colors = arbiter.api.post("/api/events/" + id + "/rounds/2/changes", Map.of("colors", 3, "confirm", true));
    assertEquals(200, colors.status(), colors.body());
    assertEquals(mover, colors.json().get("boards").get(2).get("white").asInt());
    var bad = arbiter.api.post("/api/events/" + id + "/rounds/2/changes", Map.of("swap", List.of(1, 99)));
    assertEquals(404, bad.status());
    assertEquals("player_not_in_round", bad.errorCode());

    List<JsonNode> changed = boards(arbiter, id);
    var published = arbiter.api.post("/api/events/" + id + "/rounds/2/publish", null);
    assertEquals(200, published.status(), published.body());
    List<JsonNode> publishedBoards = new ArrayList<>();
    published.json().get("boards").forEach(publishedBoards::add);
    assertEquals(changed, publishedBoards);
    assertEquals(2, anyone.get("/api/events/" + id + "/rounds").json().get("rounds").size());
    assertEquals(409, arbiter.api.post("/api/events/" + id + "/rounds/2/changes", Map.of("colors", 1)).status());
    assertEquals(409, arbiter.api.post("/api/events/" + id + "/rounds/2/publish", null).status());
    for (JsonNode b : published.json().get("boards")) {
      if (!b.get("black").isNull()) assertEquals(200, arbiter.result(id, 2, b.get("board").asInt(), "1/2-1/2").status());
    }
    // The export has the changed round: the checker finds round 2 unlike the Dutch engine's, round 1 alike.
    String trf = anyone.get("/api/events/" + id + "/export.trf").body();
    assertEquals(EventRunTest.cliStandings(trf, "DE,BH-C1,BH,SB,WIN"), anyone.get("/api/events/" + id + "/standings.tsv").body());
    var checks = DutchChecker.check(TrfReader.read(trf));
    assertTrue(checks.get(0).agrees());
    assertFalse(checks.get(1).agrees());
  }

  @OnBothDatabases
  void aChangeThatBreaksNothingIsMadeAtOnceAndARoundRobinIsNotChanged(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Aberto", "system", "swiss", "rounds", 5, "timeControl", "15+5"));
    assertEquals(200, arbiter.csv(id, "name;rating\nA;2000\nB;1900\nC;1800\nD;1700\n".getBytes(StandardCharsets.UTF_8), "text/csv").status());
    assertEquals(200, arbiter.api.post("/api/events/" + id + "/rounds", Map.of("publish", false)).status());
    // Round 1, nobody has a colour yet: swapping a board's colours breaks no rule.
    var colors = arbiter.api.post("/api/events/" + id + "/rounds/1/changes", Map.of("colors", 1));
    assertEquals(200, colors.status(), colors.body());
    assertEquals(0, colors.json().get("breaks").size());
    var unpaired = arbiter.api.delete("/api/events/" + id + "/rounds/1");
    assertEquals(200, unpaired.status(), unpaired.body());
    assertEquals(400, arbiter.api.post("/api/events/" + id + "/rounds", Map.of("publish", "no")).status());

    long rr = arbiter.createEvent(Map.of("name", "Fechado", "system", "round-robin", "timeControl", "15+5"));
    assertEquals(200, arbiter.csv(rr, "name\nA\nB\nC\nD\n".getBytes(StandardCharsets.UTF_8), "text/csv").status());
    assertEquals(200, arbiter.api.post("/api/events/" + rr + "/rounds", Map.of("publish", false)).status());
    var fixed = arbiter.api.post("/api/events/" + rr + "/rounds/1/changes", Map.of("colors", 1));
    assertEquals(400, fixed.status());
    assertEquals("round_robin_fixed", fixed.errorCode());
  }

  private static List<JsonNode> boards(EventClient arbiter, long id) {
    List<JsonNode> out = new ArrayList<>();
    arbiter.api.get("/api/events/" + id + "/rounds/2").json().get("boards").forEach(out::add);
    return out;
  }

  private static JsonNode find(JsonNode breaks, String rule) {
    for (JsonNode b : breaks) {
      if (b.get("rule").asText().equals(rule)) return b;
    }
    throw new AssertionError("no " + rule + " in " + breaks);
  }
}
