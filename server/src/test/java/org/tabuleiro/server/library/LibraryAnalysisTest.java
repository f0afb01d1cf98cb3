package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * The analysis board's engine streamed (server-sent events, one account one analysis) and the analysed game exported
 * as PGN/PDN with the engine's lines as comments, imported back with them.
 */
class LibraryAnalysisTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String ITALIAN = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -";

  @OnBothDatabases
  void theEnginesLinesAreStreamedAsTheyComeOneAnalysisPerAccount(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    LibraryClient rui = LibraryClient.signedIn(server, "rui");
    long id = ana.api.post("/api/library/analysis", Map.of("fen", ITALIAN)).json().get("id").asLong();
    var again = ana.api.post("/api/library/analysis", Map.of("fen", "8/8/8/8/8/8/8/K6k w - -"));
    assertEquals(429, again.status());
    assertTrue(again.body().contains("uma por vez"), again.body());
    assertEquals(404, rui.stream("/api/library/analysis/" + id + "/stream").statusCode(), "only the requester's");

    var response = ana.stream("/api/library/analysis/" + id + "/stream");
    assertEquals(200, response.statusCode());
    assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"));
    List<JsonNode> lines = new ArrayList<>();
    boolean firstWhileRunning = false;
    boolean done = false;
    String event = null;
    for (Iterator<String> it = response.body().iterator(); it.hasNext() && !done; ) {
      String l = it.next();
      if (l.startsWith("event: ")) event = l.substring(7);
      else if (l.startsWith("data: ") && "line".equals(event)) {
        lines.add(JSON.readTree(l.substring(6)));
        // The first line reaches the page while the engine still searches: streamed, not sent at the end.
        if (lines.size() == 1) {
          firstWhileRunning = ana.api.get("/api/library/analysis/" + id).json().get("state").asText().equals("running");
        }
      } else if (l.startsWith("data: ") && "done".equals(event)) done = true;
    }
    assertTrue(done, "the stream ends with done");
    assertTrue(firstWhileRunning, "the first line came before the search ended");
    JsonNode polled = ana.api.get("/api/library/analysis/" + id).json();
    assertEquals("done", polled.get("state").asText());
    assertEquals(polled.get("lines").size(), lines.size(), "every line streamed once, as the polled route has them");
    for (int i = 0; i < lines.size(); i++) assertEquals(polled.get("lines").get(i), lines.get(i));
    JsonNode last = lines.getLast();
    assertTrue(last.get("depth").asInt() >= 4 && last.has("score") || last.has("mate"), last.toString());
    assertTrue(last.get("pv").asText().matches("^(C|B|T|D|R)?[a-h]?[1-8]?x?[a-h][1-8].*"), "Portuguese notation: " + last);

    // Finished: the stream of a finished analysis gives its lines at once, then done; a new analysis may start.
    String replay = String.join("\n", ana.stream("/api/library/analysis/" + id + "/stream").body().toList());
    assertEquals(lines.size(), replay.split("event: line").length - 1);
    assertTrue(replay.contains("event: done"));
    assertEquals(202, ana.api.post("/api/library/analysis", Map.of("fen", "8/8/8/8/8/8/8/K6k w - -")).status());
  }

  @OnBothDatabases
  void anAnalysedGameIsExportedWithTheEnginesCommentsAndImportedBackWithThem(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    String body = JSON.writeValueAsString(Map.of("game", "chess", "fen", "", "moves", List.of("e2e4", "e7e5", "g1f3", "b8c6"),
        "evals", List.of(Map.of("ply", 0, "depth", 12, "score", 20, "pv", "e4 e5 Cf3"),
            Map.of("ply", 4, "depth", 14, "score", -35, "pv", "Bb5 a6 Ba4"),
            Map.of("ply", 3, "depth", 9, "mate", -3, "pv", "Dh4"))));
    var r = ana.postForText("/api/library/analysis/export", body);
    assertEquals(200, r.statusCode(), r.body());
    assertTrue(r.headers().firstValue("Content-Disposition").orElse("").contains("analise.pgn"), r.headers().map().toString());
    String pgn = r.body();
    String flat = pgn.replaceAll("\\s+", " ");   // the writer wraps lines at 80 characters, inside comments too
    assertTrue(flat.contains("{[%eval 0.20] Profundidade 12: e4 e5 Cf3} 1. e4"), pgn);
    assertTrue(flat.contains("Nc6 {[%eval -0.35] Profundidade 14: Bb5 a6 Ba4}"), pgn);
    assertTrue(flat.contains("Nf3 {[%eval #-3] Profundidade 9: Dh4}"), pgn);

    long chess = ana.collection("Análises", "chess", false);
    JsonNode report = ana.importFile(chess, pgn.getBytes(StandardCharsets.UTF_8));
    assertEquals(1, report.get("imported").asInt(), report.toString());
    JsonNode found = ana.search("collection=" + chess + "&eco=C44").json();   // the King's Knight Opening, named
    assertEquals(1, found.get("total").asInt(), found.toString());
    String text = ana.api.get("/api/library/games/" + found.get("games").get(0).get("id").asLong()).json().get("text").asText()
        .replaceAll("\\s+", " ");
    for (String c : List.of("[%eval 0.20] Profundidade 12", "[%eval -0.35] Profundidade 14: Bb5 a6 Ba4", "[%eval #-3]")) {
      assertTrue(text.contains(c), c + " kept in " + text);
    }

    // A set-up position: FEN and SetUp tags; a move that is not legal there is refused with its number.
    var fromFen = ana.postForText("/api/library/analysis/export", JSON.writeValueAsString(Map.of("game", "chess",
        "fen", ITALIAN, "moves", List.of("f1c4"), "evals", List.of(Map.of("ply", 1, "depth", 10, "score", 15, "pv", "Bc5")))));
    assertTrue(fromFen.body().contains("[FEN \"" + ITALIAN + " 0 1\"]") && fromFen.body().contains("[SetUp \"1\"]"), fromFen.body());
    assertTrue(fromFen.body().replaceAll("\\s+", " ").contains("Bc4 {[%eval 0.15]"), fromFen.body());
    var illegal = ana.api.post("/api/library/analysis/export", Map.of("game", "chess", "moves", List.of("e2e4", "e2e4")));
    assertEquals("invalid_moves", illegal.errorCode());
    assertTrue(illegal.body().contains("Lance 2"), illegal.body());
    assertEquals("invalid_evals", ana.api.post("/api/library/analysis/export", Map.of("game", "chess", "moves", List.of("e2e4"),
        "evals", List.of(Map.of("ply", 5, "depth", 1, "score", 0)))).errorCode());

    // Draughts: PDN, the comment after the move and the start position's before the first move.
    var pdn = ana.postForText("/api/library/analysis/export", JSON.writeValueAsString(Map.of("game", "brazilian",
        "moves", List.of("22-18", "11-15"), "evals", List.of(Map.of("ply", 0, "depth", 8, "score", 5, "pv", "22-18"),
            Map.of("ply", 2, "depth", 11, "win", 1, "pv", "18x11")))));
    assertEquals(200, pdn.statusCode(), pdn.body());
    assertTrue(pdn.headers().firstValue("Content-Disposition").orElse("").contains("analise.pdn"));
    String pdnFlat = pdn.body().replaceAll("\\s+", " ");
    assertTrue(pdnFlat.contains("{[%eval 0.05] Profundidade 8: 22-18} 1. 22-18") && pdnFlat.contains("11-15 {[%eval #1] Profundidade 11: 18x11}"),
        pdn.body());
    long draughts = ana.collection("Análises de damas", "brazilian", false);
    assertEquals(1, ana.importFile(draughts, pdn.body().getBytes(StandardCharsets.UTF_8)).get("imported").asInt());
    JsonNode d = ana.search("collection=" + draughts + "&event=An%C3%A1lise").json();
    String dtext = ana.api.get("/api/library/games/" + d.get("games").get(0).get("id").asLong()).json().get("text").asText()
        .replaceAll("\\s+", " ");
    assertTrue(dtext.contains("[%eval #1] Profundidade 11: 18x11") && dtext.contains("[%eval 0.05]"), dtext);
    assertFalse(ana.api.post("/api/library/analysis/export", Map.of("game", "brazilian", "moves", List.of("22-19"))).status() == 200);
  }

  static final List<String> BLUNDER_GAME = LibraryAnalysisTestGames.BLUNDER_GAME;

  @OnBothDatabases
  void draughtsLinesComeSeveralAtOnceEachItsOwnMoveBestFirst(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    assertEquals("invalid_lines", ana.api.post("/api/library/analysis", Map.of("fen", "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "game", "brazilian", "lines", 6)).errorCode());
    long id = ana.api.post("/api/library/analysis", Map.of("fen", "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "game", "brazilian", "lines", 3)).json().get("id").asLong();
    JsonNode r = ana.api.get("/api/library/analysis/" + id).json();
    while (!r.get("state").asText().equals("done")) {
      Thread.sleep(100);
      r = ana.api.get("/api/library/analysis/" + id).json();
    }
    JsonNode last = r.get("lines").get(r.get("lines").size() - 1);
    assertTrue(last.get("depth").asInt() >= 4 && last.get("nodes").asLong() > 0 && last.has("nps"), last.toString());
    JsonNode lines = last.get("lines");
    assertEquals(3, lines.size(), last.toString());
    assertEquals(last.get("pv").asText(), lines.get(0).get("pv").asText(), "the best line is the iteration's");
    java.util.Set<String> first = new java.util.HashSet<>();
    for (int i = 0; i < 3; i++) {
      JsonNode l = lines.get(i);
      assertTrue(first.add(l.get("moves").get(0).asText()), "distinct moves: " + lines);
      // White to move: White's score is the mover's, so best first is highest first.
      if (i > 0) assertTrue(lines.get(i - 1).get("score").asInt() >= l.get("score").asInt(), "ordered: " + lines);
    }
  }

  @OnBothDatabases
  void aDraughtsGameReviewMarksTheBlunderAndGivesEachSidesAccuracy(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    var illegal = ana.api.post("/api/library/analysis/review", Map.of("game", "brazilian", "moves", List.of("24-19", "24-19")));
    assertEquals("invalid_moves", illegal.errorCode());
    assertTrue(illegal.body().contains("Lance 2"), illegal.body());
    assertEquals("invalid_game", ana.api.post("/api/library/analysis/review", Map.of("game", "chess", "moves", List.of("e2e4"))).errorCode());
    assertEquals("no_moves", ana.api.post("/api/library/analysis/review", Map.of("game", "brazilian", "moves", List.of())).errorCode());

    long id = ana.api.post("/api/library/analysis/review", Map.of("game", "brazilian", "moves", BLUNDER_GAME)).json().get("id").asLong();
    var busy = ana.api.post("/api/library/analysis", Map.of("fen", "W:W21,22:B1,2", "game", "brazilian"));
    assertEquals(429, busy.status(), "one at a time: the review is under way");
    assertTrue(busy.body().contains("em cerca de"), busy.body());
    JsonNode r = ana.api.get("/api/library/analysis/" + id).json();
    while (!r.get("state").asText().equals("done")) {
      Thread.sleep(200);
      r = ana.api.get("/api/library/analysis/" + id).json();
    }
    JsonNode plies = r.get("plies");
    assertEquals(BLUNDER_GAME.size() + 1, plies.size(), r.toString());
    for (int i = 0; i < plies.size(); i++) {
      JsonNode p = plies.get(i);
      assertEquals(i, p.get("ply").asInt());
      if (i > 0) assertEquals(BLUNDER_GAME.get(i - 1), p.get("move").asText());
      double w = p.get("winPercent").asDouble();
      assertTrue(w >= 0 && w <= 100, p.toString());
    }
    JsonNode blunder = plies.get(7);
    assertEquals("blunder", blunder.path("mark").asText(), plies.toString());
    assertTrue(blunder.has("best") && !blunder.get("best").asText().equals("23-18"), blunder.toString());
    assertTrue(plies.get(7).get("winPercent").asDouble() < plies.get(6).get("winPercent").asDouble() - 20, plies.toString());
    for (int i : List.of(1, 2, 3, 4, 8)) assertFalse(plies.get(i).has("mark"), "ply " + i + ": " + plies.get(i));
    assertTrue(r.get("marks").get("white").get("blunder").asInt() >= 1, r.toString());
    assertEquals(0, r.get("marks").get("black").get("blunder").asInt(), r.toString());
    assertTrue(r.get("accuracy").get("white").asDouble() < r.get("accuracy").get("black").asDouble(), r.toString());
  }
}
