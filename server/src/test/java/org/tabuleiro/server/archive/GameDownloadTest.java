package org.tabuleiro.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.format.pdn.PdnGame;
import org.tabuleiro.rules.format.pdn.PdnReader;
import org.tabuleiro.rules.format.pdn.PdnReplay;
import org.tabuleiro.rules.format.pgn.PgnReader;
import org.tabuleiro.rules.format.pgn.PgnReplay;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * {@code games.pgn} and {@code games.pdn}: more games than one database page ({@link GameDownload#PAGE}), each
 * read back by the rules module's own readers and replayed to the same length as the archive says.
 */
class GameDownloadTest {
  private static final int CHESS_GAMES = GameDownload.PAGE + 17;

  @OnBothDatabases
  void everyDownloadedGameParsesBackWithItsMoves(TestServer server) {
    ApiClient ana = server.client(), bruno = server.client();
    long a = PlayerArchiveTest.id(ana, "ana"), b = PlayerArchiveTest.id(bruno, "bruno");
    var games = new ArchiveGames(server.server().database().jdbi());
    for (int i = 0; i < CHESS_GAMES; i++) {
      games.play(GameVariant.CHESS, i % 2 == 0, i % 3 == 0 ? b : a, i % 3 == 0 ? a : b, 8 + i % 13, Color.WHITE);
    }
    for (int i = 0; i < 12; i++) {
      games.play(i % 2 == 0 ? GameVariant.BRAZILIAN : GameVariant.INTERNATIONAL, true, a, b, 10 + i, Color.BLACK);
    }
    Map<Long, Integer> plies = new HashMap<>();  // by game id, as the archive lists them
    ana.get("/api/players/ana/games?limit=100").json().path("games")
        .forEach(g -> plies.put(g.path("id").asLong(), g.path("plies").asInt()));
    String next = ana.get("/api/players/ana/games?limit=100").json().path("next").asText();
    ana.get("/api/players/ana/games?limit=100&before=" + next).json().path("games")
        .forEach(g -> plies.put(g.path("id").asLong(), g.path("plies").asInt()));
    assertEquals(CHESS_GAMES + 12, plies.size());

    var pgn = bruno.get("/api/players/ana/games.pgn");
    assertEquals(200, pgn.status());
    assertTrue(pgn.header("Content-Disposition").startsWith("attachment; filename=\"tabuleiro-ana.pgn\""));
    assertTrue(pgn.header("Content-Type").startsWith("application/x-chess-pgn"));
    assertEquals(null, pgn.header("Content-Length"), "streamed in chunks, its length unknown when it starts");
    List<PgnReplay.Game> chess = readPgn(pgn.body());
    assertEquals(CHESS_GAMES, chess.size(), "every chess game, none of the draughts");
    for (PgnReplay.Game g : chess) {
      assertTrue(g.isClean(), g.error());
      long id = gameId(g.tag("Site"));
      assertEquals(plies.get(id), g.plies(), "game " + id);
      assertEquals("0-1", g.result(), "White resigned every one");
    }
    assertEquals(CHESS_GAMES / 2 + 1, readPgn(ana.get("/api/players/ana/games.pgn?rated=true").body()).size());

    List<PdnGame> draughts = readPdn(ana.get("/api/players/ana/games.pdn").body());
    assertEquals(12, draughts.size());
    for (PdnGame g : draughts) {
      Variant variant = Variant.byGameType(Integer.parseInt(g.tag("GameType")));
      assertNotNull(variant, g.tag("GameType"));
      PdnReplay.Result replayed = PdnReplay.replay(g, variant);
      assertTrue(replayed.isClean(), String.valueOf(replayed.error()));
      assertEquals(plies.get(gameId(g.tag("Site"))), replayed.plies());
    }
    var brazilian = ana.get("/api/players/ana/games.pdn?game=brazilian");
    assertTrue(brazilian.header("Content-Disposition").contains("tabuleiro-ana.pdn"));
    List<PdnGame> onlyBrazilian = readPdn(brazilian.body());
    assertEquals(6, onlyBrazilian.size());
    onlyBrazilian.forEach(g -> assertEquals("26", g.tag("GameType")));
  }

  private static long gameId(String site) {
    return Long.parseLong(site.substring(site.lastIndexOf(' ') + 1));
  }

  private static List<PgnReplay.Game> readPgn(String text) {
    List<PgnReplay.Game> games = new ArrayList<>();
    PgnReader reader = new PgnReader(new StringReader(text));
    PgnReplay replay = new PgnReplay(reader, Language.ENGLISH);
    while (reader.readGame(replay)) games.add(replay.game());
    return games;
  }

  private static List<PdnGame> readPdn(String text) {
    List<PdnGame> games = new ArrayList<>();
    PdnReader reader = new PdnReader(new StringReader(text));
    for (PdnGame g = reader.next(); g != null; g = reader.next()) games.add(g);
    return games;
  }
}
