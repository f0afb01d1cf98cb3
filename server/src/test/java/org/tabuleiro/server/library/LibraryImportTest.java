package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * Imports the shared real PGN and PDN files over HTTP and checks the report, duplicates, Latin-1, openings, search
 * and the explorer against {@link LibraryBruteForce}, a replay of every game of the files in memory.
 */
class LibraryImportTest {
  @OnBothDatabases
  void chessImportSearchAndExplorerAgreeWithABruteForceReplay(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    long id = ana.collection("Clássicos", "chess", true);
    byte[] file = LibraryTestFiles.chessFile();
    assertTrue(file.length > 64 * 1024, "more than the JSON routes' body limit");
    LibraryBruteForce brute = LibraryBruteForce.chess(file);

    JsonNode report = ana.importFile(id, file);
    assertEquals("done", report.get("state").asText(), report.toString());
    assertEquals(brute.read, report.get("gamesRead").asInt());
    assertEquals(brute.games.size(), report.get("imported").asInt(), report.toString());
    assertEquals(report.get("gamesRead").asInt(), report.get("imported").asInt() + report.get("duplicates").asInt()
        + report.get("refusedCount").asInt());
    JsonNode refusedBroken = null;
    for (JsonNode r : report.get("refused")) if (r.get("message").asText().contains("Ke3")) refusedBroken = r;
    assertTrue(refusedBroken != null, report.get("refused").toString());
    assertEquals(LibraryTestFiles.lineOf(file, "1. e4 e5 2. Ke3"), refusedBroken.get("line").asInt());
    assertEquals(brute.read - 1, refusedBroken.get("game").asInt() + 1, "the broken game is the third from the end");

    // The same file again: every game a duplicate, nothing stored twice.
    JsonNode again = ana.importFile(id, file);
    assertEquals(0, again.get("imported").asInt());
    assertEquals(report.get("imported").asInt() + report.get("duplicates").asInt(), again.get("duplicates").asInt());
    assertEquals(brute.games.size(), ana.api.get("/api/library/collections/" + id).json().get("games").asInt());

    // Player: case and accents ignored, part of the name; the Latin-1 name read right.
    JsonNode capa = ana.search("collection=" + id + "&player=CAPABLANCA").json();
    assertEquals(1, capa.get("total").asInt(), capa.toString());
    assertEquals("Capablanca, José Raúl", capa.get("games").get(0).get("white").asText());
    assertEquals(1, ana.search("player=jose%20raul").json().get("total").asInt());
    // A word of either name starts with the query's word: "Morphy, Paul", not the handle "ArmMorphy41".
    long morphy = brute.games.stream().filter(g -> java.util.stream.Stream.of("White", "Black")
        .anyMatch(side -> Names.words(g.tags().getOrDefault(side, "")).stream().anyMatch(w -> w.startsWith("morphy"))))
        .count();
    assertEquals(morphy, ana.search("collection=" + id + "&player=morphy&limit=5").json().get("total").asLong());
    assertEquals(1, ana.search("collection=" + id + "&player=armmorphy").json().get("total").asLong());

    // Openings: by position, transpositions included.
    JsonNode nimzo = ana.search("collection=" + id + "&player=Beltrano").json().get("games").get(0);
    assertEquals("E20", nimzo.get("eco").asText());
    assertEquals("Nimzo-Indian Defense", nimzo.get("opening").asText());
    JsonNode najdorf = ana.search("collection=" + id + "&eco=B90&limit=500").json();
    assertTrue(najdorf.get("total").asInt() > 0);
    for (JsonNode g : najdorf.get("games")) assertTrue(g.get("opening").asText().startsWith("Sicilian Defense"), g.toString());

    // Position search: positions of random games at random plies, each against the brute-force count.
    Random rnd = new Random(21);
    List<String> fens = new ArrayList<>();
    fens.add("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -");
    for (int i = 0; i < 25; i++) {
      LibraryBruteForce.Game g = brute.games.get(rnd.nextInt(brute.games.size()));
      fens.add(g.fens().get(rnd.nextInt(Math.min(g.fens().size(), 1 + rnd.nextInt(40)))));
    }
    for (String fen : fens) {
      JsonNode r = ana.search("collection=" + id + "&limit=1&fen=" + LibraryClient.enc(fen + " 0 1")).json();
      assertEquals(brute.gamesReaching(fen), r.get("total").asLong(), fen);
    }

    // Explorer: from the start, three moves deep along the most played move, and at the sampled positions.
    String fen = LibraryBruteForce.four(org.tabuleiro.rules.chess.Position.initial());
    List<String> walk = new ArrayList<>(List.of(fen));
    org.tabuleiro.rules.chess.Position p = org.tabuleiro.rules.chess.Position.initial();
    for (int ply = 0; ply < 6; ply++) {
      JsonNode moves = ana.explorer(id, LibraryBruteForce.four(p)).json().get("moves");
      String top = moves.get(0).get("uci").asText();
      p = p.play(p.legalMoves().stream().filter(m -> m.uci().equals(top)).findFirst().orElseThrow());
      walk.add(LibraryBruteForce.four(p));
    }
    walk.addAll(fens);
    for (String f : walk) {
      Map<String, long[]> expected = brute.explorer(f);
      JsonNode moves = ana.explorer(id, f).json().get("moves");
      Map<String, long[]> got = new HashMap<>();
      for (JsonNode m : moves) {
        got.put(m.get("uci").asText(), new long[] {m.get("games").asLong(), m.get("whiteWins").asLong(),
            m.get("draws").asLong(), m.get("blackWins").asLong()});
      }
      assertEquals(expected.keySet(), got.keySet(), f);
      expected.forEach((move, c) -> assertEquals(java.util.Arrays.toString(c), java.util.Arrays.toString(got.get(move)), f + " " + move));
      // The side panel: the best-rated game first, and the last game stored through the position first.
      JsonNode answer = ana.explorer(id, f).json();
      Integer best = brute.bestRating(f);
      JsonNode top = answer.get("topGames");
      assertEquals(best == null, top.isEmpty(), f + " " + top);
      if (best != null) {
        JsonNode first = ana.api.get("/api/library/games/" + top.get(0).get("id").asLong()).json();
        assertEquals((long) best, first.get("whiteElo").asLong() + first.get("blackElo").asLong(), f);
      }
      long total = brute.gamesReaching(f);
      JsonNode last = ana.search("collection=" + id + "&limit=1&offset=" + (total - 1) + "&fen=" + LibraryClient.enc(f))
          .json().get("games").get(0);
      assertEquals(last.get("id").asLong(), answer.get("recentGames").get(0).get("id").asLong(), f);
    }

    // A game keeps its comments, clock comments and variations.
    JsonNode lichess = ana.search("collection=" + id + "&site=lichess.org&limit=1").json().get("games").get(0);
    String text = ana.api.get("/api/library/games/" + lichess.get("id").asLong()).json().get("text").asText();
    assertTrue(text.contains("[%clk"), text);
    boolean variations = false;
    for (JsonNode g : ana.search("collection=" + id + "&white=Ponomariov").json().get("games")) {
      String t = ana.api.get("/api/library/games/" + g.get("id").asLong()).json().get("text").asText();
      variations |= t.contains("( 3. e5") || t.contains("(3. e5");
    }
    assertTrue(variations, "Linares 2002's first game keeps its variations");
  }

  @OnBothDatabases
  void badInputIsAnsweredClearly(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    long id = ana.collection("Escolar", "chess", false);
    assertEquals("no_criteria", ana.search("").errorCode());
    var bad = ana.search("collection=" + id + "&fen=" + LibraryClient.enc("isto não é um FEN"));
    assertEquals(400, bad.status());
    assertEquals("invalid_fen", bad.errorCode());
    assertTrue(bad.json().get("error").get("message").asText().contains("não é uma posição"));
    assertEquals("empty_file", ana.upload(id, new byte[0]).errorCode());
    assertEquals("invalid_game", ana.api.post("/api/library/collections", Map.of("name", "x", "game", "go")).errorCode());
    // A private collection is nobody else's business.
    LibraryClient rui = LibraryClient.signedIn(server, "rui");
    assertEquals(404, rui.search("collection=" + id).status());
    assertEquals(404, rui.upload(id, "1. e4 *".getBytes(StandardCharsets.US_ASCII)).status());

    // The engine's analysis: a bad FEN refused, a real one analysed, one at a time per account.
    assertEquals("invalid_fen", ana.api.post("/api/library/analysis", Map.of("fen", "8/8/8 w")).errorCode());
    var started = ana.api.post("/api/library/analysis", Map.of("fen", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -"));
    assertEquals(202, started.status(), started.body());
    assertEquals("analysis_running", ana.api.post("/api/library/analysis", Map.of("fen", "8/8/8/8/8/8/8/K6k w - -")).errorCode());
    assertEquals(404, rui.api.get("/api/library/analysis/" + started.json().get("id").asLong()).status());
    JsonNode run;
    do {
      Thread.sleep(200);
      run = ana.api.get("/api/library/analysis/" + started.json().get("id").asLong()).json();
    } while (!run.get("state").asText().equals("done"));
    JsonNode last = run.get("lines").get(run.get("lines").size() - 1);
    assertTrue(last.get("depth").asInt() >= 4, run.toString());
    assertTrue(last.get("pv").asText().matches("^(C|B|T|D|R)?[a-h]?[1-8]?x?[a-h][1-8].*"), last.toString());
    var draughts = ana.api.post("/api/library/analysis", Map.of("game", "brazilian",
        "fen", "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"));
    assertEquals(202, draughts.status(), draughts.body());
    do {
      Thread.sleep(200);
      run = ana.api.get("/api/library/analysis/" + draughts.json().get("id").asLong()).json();
    } while (!run.get("state").asText().equals("done"));
    last = run.get("lines").get(run.get("lines").size() - 1);
    assertTrue(last.get("pv").asText().matches("^2[1-4]-1[7-9]( .*)?|^2[1-4]-20( .*)?"), last.toString());
  }

  /**
   * An upload whose Content-Type names an unknown charset is refused with 400 (a 1 MiB body too: the answer comes
   * back whole); a PGN's player names are shown without invisible or direction-changing characters, the game kept.
   */
  @OnBothDatabases
  void anUnknownCharsetIsRefusedAndHiddenCharactersLeaveThePlayersNames(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    long id = ana.collection("Escolar", "chess", false);
    byte[] big = "[White \"A\"]\n\n1. e4 *\n\n".repeat(1 << 16).getBytes(StandardCharsets.US_ASCII);
    for (byte[] body : List.of("1. e4 *".getBytes(StandardCharsets.US_ASCII), big)) {
      var r = ana.upload(id, () -> new java.io.ByteArrayInputStream(body), "application/x-chess-pgn; charset=x-bogus");
      assertEquals(400, r.status(), r.body());
      assertEquals("invalid_charset", r.errorCode());
    }
    String pgn = "[Event \"Aberto\u200B\"]\n[White \"Ana\u202Eadmin\"]\n[Black \"Bia\u200B Lima\u2066\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
    JsonNode job = ana.importFile(id, pgn.getBytes(StandardCharsets.UTF_8));
    assertEquals(1, job.get("imported").asInt(), job.toString());
    JsonNode game = ana.search("collection=" + id).json().get("games").get(0);
    assertEquals("Anaadmin", game.get("white").asText());
    assertEquals("Bia Lima", game.get("black").asText());
    assertEquals("Aberto", game.get("event").asText());
  }

  @OnBothDatabases
  void draughtsImportAndExplorerAgreeWithABruteForceReplay(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    for (String variant : new String[] {"international", "brazilian"}) {
      byte[] file = Files.readAllBytes(LibraryTestFiles.pdn(variant + ".pdn"));
      LibraryBruteForce brute = LibraryBruteForce.draughts(file,
          variant.equals("international") ? Variant.INTERNATIONAL : Variant.BRAZILIAN);
      long id = ana.collection("Damas " + variant, variant, true);
      JsonNode report = ana.importFile(id, file);
      assertEquals(brute.read, report.get("gamesRead").asInt(), report.toString());
      assertEquals(brute.games.size(), report.get("imported").asInt(), report.toString());
      Random rnd = new Random(7);
      List<String> fens = new ArrayList<>();
      fens.add(brute.games.get(0).fens().get(0));
      for (int i = 0; i < 10; i++) {
        LibraryBruteForce.Game g = brute.games.get(rnd.nextInt(brute.games.size()));
        fens.add(g.fens().get(rnd.nextInt(Math.min(g.fens().size(), 8))));
      }
      for (String fen : fens) {
        assertEquals(brute.gamesReaching(fen),
            ana.search("collection=" + id + "&fen=" + LibraryClient.enc(fen)).json().get("total").asLong(), fen);
        Map<String, long[]> expected = brute.explorer(fen);
        JsonNode moves = ana.explorer(id, fen).json().get("moves");
        assertEquals(expected.size(), moves.size(), fen);
        for (JsonNode m : moves) {
          long[] c = expected.get(m.get("uci").asText());
          assertTrue(c != null, m.toString());
          assertEquals(c[0], m.get("games").asLong());
          assertEquals(c[1] + "/" + c[2] + "/" + c[3], m.get("whiteWins").asLong() + "/" + m.get("draws").asLong()
              + "/" + m.get("blackWins").asLong());
        }
      }
    }
  }
}
