package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * What python-chess found the library got wrong on real files: a repetition's second move in the explorer, the
 * {@code Variant} tag, a {@code FEN} tag equal to the start, tag sections without moves, and search by opening and
 * player name without accents or in another name form.
 */
class LibraryImportRulesTest {
  static final String FILE = """
      [Event "Repetição"]
      [White "Praggnanandhaa, R"]
      [Black "Carlsen, Magnus"]
      [Result "1/2-1/2"]

      1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 1/2-1/2

      [Event "Antichess"]
      [Variant "Antichess"]
      [Result "1-0"]

      1. e3 b5 2. Bxb5 c6 1-0

      [Event "Chess960"]
      [Variant "Chess960"]
      [SetUp "1"]
      [FEN "bbrnqknr/pppppppp/8/8/8/8/PPPPPPPP/BBRNQKNR w KQkq - 0 1"]
      [Result "0-1"]

      1. d4 d5 0-1

      [Event "Do início"]
      [Variant "From Position"]
      [SetUp "1"]
      [FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]
      [White "Fulano"]
      [Black "Grünfeldiano"]
      [Result "0-1"]

      1. d4 Nf6 2. c4 g6 3. Nc3 d5 0-1

      [Event "Padrão"]
      [Variant "Standard"]
      [Result "1-0"]

      1. e4 c5 1-0

      [Event "Sem lances 1"]
      [White "A"]

      [Event "Sem lances 2"]
      [White "B"]
      [Event "Sem lances 3"]
      [White "C"]
      """;

  @OnBothDatabases
  void importReadsTheFileAsPythonChessDoes(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    long id = ana.collection("Casos", "chess", true);
    byte[] file = FILE.getBytes(StandardCharsets.UTF_8);
    JsonNode report = ana.importFile(id, file);
    assertEquals("done", report.get("state").asText(), report.toString());
    assertEquals(8, report.get("gamesRead").asInt(), report.toString());
    assertEquals(3, report.get("imported").asInt(), report.toString());
    assertEquals(5, report.get("refusedCount").asInt(), report.toString());
    Map<Integer, JsonNode> refused = new HashMap<>();
    for (JsonNode r : report.get("refused")) refused.put(r.get("game").asInt(), r);

    // Variant: refused by name, at the game's first line; From Position and Standard imported.
    assertTrue(refused.get(2).get("message").asText().contains("\"Antichess\" não é aceita"), refused.toString());
    assertEquals(LibraryTestFiles.lineOf(file, "[Event \"Antichess\"]"), refused.get(2).get("line").asInt());
    assertTrue(refused.get(3).get("message").asText().contains("\"Chess960\" não é aceita"), refused.toString());

    // Tag sections without moves: one refused line each, at its first line.
    for (int game = 6; game <= 8; game++) {
      JsonNode r = refused.get(game);
      assertNotNull(r, refused.toString());
      assertTrue(r.get("message").asText().contains("sem lances"), r.toString());
      assertEquals(LibraryTestFiles.lineOf(file, "[Event \"Sem lances " + (game - 5) + "\"]"), r.get("line").asInt());
    }

    // The explorer's start row: the repetition's second move counts, its first move once; the FEN game is there.
    Map<String, Integer> start = moves(ana.explorer(id, null).json());
    assertEquals(Map.of("g1f3", 1, "e2e4", 2, "d2d4", 1), start, start.toString());
    assertEquals(Map.of("g8f6", 1), moves(ana.explorer(id, "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq -").json()));

    // A FEN tag equal to the start: named by its opening; opening search without accents and in capitals.
    JsonNode grunfeld = ana.search("collection=" + id + "&black=Grunfeldiano").json().get("games").get(0);
    assertEquals("D80", grunfeld.get("eco").asText(), grunfeld.toString());
    assertTrue(grunfeld.get("opening").asText().startsWith("Grünfeld Defense"), grunfeld.toString());
    for (String q : new String[] {"Grunfeld", "grünfeld", "GRÜNFELD", "GRUNFELD DEFENSE"}) {
      assertEquals(1, ana.search("collection=" + id + "&opening=" + LibraryClient.enc(q)).json().get("total").asInt(), q);
    }

    // Player: the name with or without a comma and a space, either order, case and accents ignored.
    for (String q : new String[] {"Praggnanandhaa, R", "Praggnanandhaa,R", "R Praggnanandhaa", "PRAGGNANANDHAA r",
        "Magnus Carlsen", "carlsen,magnus"}) {
      assertEquals(1, ana.search("collection=" + id + "&player=" + LibraryClient.enc(q)).json().get("total").asInt(), q);
    }
    assertEquals(1, ana.search("collection=" + id + "&white=" + LibraryClient.enc("Praggnanandhaa,R")).json()
        .get("total").asInt());
    assertEquals(0, ana.search("collection=" + id + "&black=" + LibraryClient.enc("Praggnanandhaa,R")).json()
        .get("total").asInt());

    // The player index of games stored before it (V26) is written at the next start, and searched the same way.
    org.jdbi.v3.core.Jdbi jdbi = server.server().database().jdbi();
    jdbi.useHandle(h -> {
      h.execute("DELETE FROM library_name_words");
      h.execute("UPDATE library_name_words_fill SET next_game_id = 0, last_game_id = (SELECT MAX(id) FROM library_games)");
    });
    assertEquals(0, ana.search("collection=" + id + "&player=Carlsen").json().get("total").asInt(), "no words, no game");
    assertEquals(3, new LibraryStore(jdbi).fillNameWords());
    assertEquals(0, new LibraryStore(jdbi).fillNameWords(), "once");
    for (String q : new String[] {"carlsen", "R Praggnanandhaa", "grunfeldiano"}) {
      assertEquals(1, ana.search("player=" + LibraryClient.enc(q)).json().get("total").asInt(), q);
    }
  }

  private static Map<String, Integer> moves(JsonNode explorer) {
    Map<String, Integer> out = new HashMap<>();
    for (JsonNode m : explorer.get("moves")) out.put(m.get("uci").asText(), m.get("games").asInt());
    return out;
  }
}
