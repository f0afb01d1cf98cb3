package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.PlayedGames;
import org.tabuleiro.server.testing.TestServer;

/**
 * Saved game reviews ({@code /api/library/reviews}): saved with a club game, a library game or a pasted game's moves,
 * read back by others with the server's marks and accuracies, the overwrite rule, the hourly cap, and every bad value
 * refused with a Portuguese message naming where.
 */
class LibraryReviewsTest {
  /** The scholar's mate: 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7#. */
  private static final List<String> SCHOLAR = List.of("e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7");

  /** One evaluation per position (White's point of view), as the page sends them: the blunder at position 6. */
  private static List<Map<String, Object>> scholarEvals() {
    List<Map<String, Object>> e = new ArrayList<>();
    e.add(eval(30, null, "e2e4"));
    e.add(eval(30, null, "e7e5"));
    e.add(eval(35, null, "g1f3"));
    e.add(eval(25, null, "g8f6"));
    e.add(eval(30, null, "d1h5"));
    e.add(eval(0, null, "g7g6"));
    e.add(eval(null, 1, "h5f7"));
    Map<String, Object> mated = new HashMap<>();
    mated.put("mate", 1);   // Black is mated: White has given it
    e.add(mated);
    return e;
  }

  private static Map<String, Object> eval(Integer cp, Integer mate, String best) {
    Map<String, Object> m = new LinkedHashMap<>();
    if (cp != null) m.put("cp", cp);
    if (mate != null) m.put("mate", mate);
    m.put("best", best);
    m.put("depth", 14);
    m.put("nodes", 200_000);
    return m;
  }

  private static Map<String, Object> body(String subject, Object id, long nodes, List<Map<String, Object>> evals) {
    Map<String, Object> b = new LinkedHashMap<>();
    b.put(subject, id);
    b.put("engine", "Stockfish 19 lite");
    b.put("nodes", nodes);
    b.put("evals", evals);
    return b;
  }

  @OnBothDatabases
  void aClubGamesReviewIsSavedAndSeenByOthersWithTheServersMarks(TestServer server) {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    LibraryClient bruno = LibraryClient.signedIn(server, "bruno");
    long game = PlayedGames.play(server, ana.api, bruno.api, "chess", "10+0", false, SCHOLAR, null);
    ApiClient anonymous = server.client();
    assertTrue(anonymous.get("/api/library/reviews?club=" + game).json().get("review").isNull());

    assertEquals(401, anonymous.post("/api/library/reviews", body("club", game, 200_000, scholarEvals())).status());
    var saved = ana.api.post("/api/library/reviews", body("club", game, 200_000, scholarEvals()));
    assertEquals(201, saved.status(), saved.body());

    JsonNode r = anonymous.get("/api/library/reviews?club=" + game).json().get("review");
    assertEquals("ana", r.get("savedBy").asText());
    assertEquals("Stockfish 19 lite", r.get("engine").asText());
    assertEquals(200_000, r.get("nodes").asLong());
    assertEquals(String.join(",", SCHOLAR), String.join(",", texts(r.get("moves"))));
    assertEquals(8, r.get("evals").size());
    assertEquals("blunder", r.get("evals").get(6).path("mark").asText(), r.toString());
    for (int i = 0; i < 8; i++) {
      if (i != 6) assertTrue(r.get("evals").get(i).path("mark").isMissingNode(), "no other mark: " + r.get("evals"));
    }
    assertEquals("g8f6", r.get("evals").get(3).get("best").asText());
    assertTrue(r.get("accuracy").get("white").asDouble() > 95, r.toString());
    assertTrue(r.get("accuracy").get("black").asDouble() < r.get("accuracy").get("white").asDouble(), r.toString());

    // One per game and engine: another account replaces it only with more nodes per position; its saver may redo it.
    var again = bruno.api.post("/api/library/reviews", body("club", game, 200_000, scholarEvals()));
    assertEquals(409, again.status(), again.body());
    assertEquals("review_exists", again.errorCode());
    assertTrue(again.body().contains("salva por ana"), again.body());
    var deeper = bruno.api.post("/api/library/reviews", body("club", game, 1_000_000, scholarEvals()));
    assertEquals(200, deeper.status(), deeper.body());
    assertEquals("bruno", anonymous.get("/api/library/reviews?club=" + game).json().get("review").get("savedBy").asText());
    assertEquals(409, ana.api.post("/api/library/reviews", body("club", game, 200_000, scholarEvals())).status());
    assertEquals(200, bruno.api.post("/api/library/reviews", body("club", game, 1_000_000, scholarEvals())).status());
    assertEquals(404, ana.api.post("/api/library/reviews", body("club", 987_654, 200_000, scholarEvals())).status());
  }

  @OnBothDatabases
  void badValuesAreRefusedNamingThePosition(TestServer server) {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    LibraryClient bruno = LibraryClient.signedIn(server, "bruno");
    long game = PlayedGames.play(server, ana.api, bruno.api, "chess", "10+0", false, SCHOLAR, null);
    String path = "/api/library/reviews";

    var few = ana.api.post(path, body("club", game, 200_000, scholarEvals().subList(0, 5)));
    assertEquals("invalid_evals", few.errorCode());
    assertTrue(few.body().contains("8"), few.body());

    List<Map<String, Object>> illegal = scholarEvals();
    illegal.set(4, eval(30, null, "e2e4"));   // the e-pawn has gone
    var refused = ana.api.post(path, body("club", game, 200_000, illegal));
    assertEquals(400, refused.status());
    assertEquals("invalid_evals", refused.errorCode());
    assertTrue(refused.body().contains("depois de 2… Cc6") && refused.body().contains("e2e4"), refused.body());

    List<Map<String, Object>> notMate = scholarEvals();
    notMate.set(7, Map.of("cp", 900));
    var mate = ana.api.post(path, body("club", game, 200_000, notMate));
    assertEquals("invalid_evals", mate.errorCode());
    assertTrue(mate.body().contains("xeque-mate"), mate.body());

    List<Map<String, Object>> both = scholarEvals();
    both.set(2, Map.of("cp", 10, "mate", 3));
    assertEquals("invalid_evals", ana.api.post(path, body("club", game, 200_000, both)).errorCode());
    List<Map<String, Object>> huge = scholarEvals();
    huge.set(2, Map.of("cp", 99_999));
    assertEquals("invalid_evals", ana.api.post(path, body("club", game, 200_000, huge)).errorCode());

    Map<String, Object> marks = body("club", game, 200_000, scholarEvals());
    marks.put("marks", java.util.Arrays.asList(null, null, null, null, null, "mistake", null, null));
    var disagree = ana.api.post(path, marks);
    assertEquals("marks_disagree", disagree.errorCode());
    assertTrue(disagree.body().contains("3. Dh5"), disagree.body());
    Map<String, Object> accuracy = body("club", game, 200_000, scholarEvals());
    accuracy.put("accuracy", Map.of("white", 3));
    assertEquals("accuracy_disagree", ana.api.post(path, accuracy).errorCode());
    Map<String, Object> engine = body("club", game, 200_000, scholarEvals());
    engine.put("engine", "Komodo");
    assertEquals("invalid_engine", ana.api.post(path, engine).errorCode());
    assertEquals("invalid_nodes", ana.api.post(path, body("club", game, 0, scholarEvals())).errorCode());
    assertEquals("invalid_subject", ana.api.post(path, Map.of("engine", "Stockfish 19 lite")).errorCode());
    assertEquals("invalid_club", ana.api.get(path + "?club=abc").errorCode());

    // The right marks and accuracies are taken; nothing above was stored.
    assertTrue(ana.api.get(path + "?club=" + game).json().get("review").isNull());
    Map<String, Object> right = body("club", game, 200_000, scholarEvals());
    right.put("marks", java.util.Arrays.asList(null, null, null, null, null, null, "blunder", null));
    assertEquals(201, ana.api.post(path, right).status());
  }

  @OnBothDatabases
  void aPastedGameIsSavedUnderItsMovesAndALibraryGameWithItsCollectionsReaders(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    LibraryClient bruno = LibraryClient.signedIn(server, "bruno");
    String path = "/api/library/reviews";
    Map<String, Object> pasted = body("moves", SCHOLAR, 200_000, scholarEvals());
    pasted.put("white", "Ana");
    pasted.put("black", "Rui");
    assertEquals(201, ana.api.post(path, pasted).status());
    JsonNode r = bruno.api.get(path + "?moves=" + String.join(",", SCHOLAR)).json().get("review");
    assertEquals("moves", r.get("subject").asText());
    assertEquals("Rui", r.get("black").asText());
    assertEquals("blunder", r.get("evals").get(6).get("mark").asText());
    assertTrue(bruno.api.get(path + "?moves=e2e4,e7e5").json().get("review").isNull());
    var illegal = ana.api.post(path, body("moves", List.of("e2e4", "e2e4"), 200_000, scholarEvals()));
    assertEquals("invalid_moves", illegal.errorCode());
    assertTrue(illegal.body().contains("1…"), illegal.body());

    // A game of a private collection: its owner saves and reads; nobody else sees that it exists.
    long mine = ana.collection("Minhas", "chess", false);
    var up = ana.upload(mine, () -> new ByteArrayInputStream(("[White \"Ana\"]\n[Black \"Rui\"]\n[Result \"1-0\"]\n\n"
        + "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n").getBytes(StandardCharsets.UTF_8)));
    assertEquals(202, up.status(), up.body());
    ana.waitFor(up.json().get("job").asLong());
    long id = ana.search("collection=" + mine + "&player=ana").json().get("games").get(0).get("id").asLong();
    assertEquals(201, ana.api.post(path, body("library", id, 200_000, scholarEvals())).status());
    assertEquals("library", ana.api.get(path + "?library=" + id).json().get("review").get("subject").asText());
    assertEquals(404, bruno.api.get(path + "?library=" + id).status());
    assertEquals(404, bruno.api.post(path, body("library", id, 300_000, scholarEvals())).status());
  }

  @OnBothDatabases
  void anAccountSavesThirtyReviewsAnHour(TestServer server) {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    String[] white = {"a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4"};
    String[] black = {"a7a6", "a7a5", "b7b6", "b7b5"};
    List<Integer> statuses = new ArrayList<>();
    Map<String, Object> flat = Map.of("cp", 0);
    for (String w : white) {
      for (String b : black) {
        statuses.add(ana.api.post("/api/library/reviews", body("moves", List.of(w, b), 1000, List.of(flat, flat, flat))).status());
      }
    }
    assertEquals(30, statuses.stream().filter(s -> s == 201).count(), statuses.toString());
    assertEquals(List.of(429, 429), statuses.subList(30, 32));
  }

  private static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    for (JsonNode x : array) out.add(x.asText());
    return out;
  }
}
