package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.PlayedGames;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/** The club's own games in the library: an event's games, a finished game, and the club explorer by pool. */
class LibraryClubGamesTest {
  @OnBothDatabases
  void anEventsGamesAndAFinishedGameAreAddedToACollection(TestServer server) throws Exception {
    LibraryClient arbitra = LibraryClient.signedIn(server, "arbitra");
    new AccountModule(server.server().database().jdbi(), InstantSource.system()).service().grant("arbitra", Role.ARBITER);
    var created = arbitra.api.post("/api/events", Map.of("name", "Aberto do Clube 2026", "place", "Braga",
        "system", "swiss", "rounds", 2, "timeControl", "15+5"));
    assertEquals(201, created.status(), created.body());
    long event = created.json().get("id").asLong();
    for (String[] p : new String[][] {{"Ana Souza", "2000"}, {"Bruno Lima", "1900"}, {"Carla Reis", "1800"}, {"Duarte Sá", "1700"}}) {
      var r = arbitra.api.post("/api/events/" + event + "/players", Map.of("name", p[0], "rating", Integer.parseInt(p[1])));
      assertEquals(201, r.status(), r.body());
    }
    long chess = arbitra.collection("Aberto do Clube", "chess", true);
    // No game with moves yet: said so, nothing imported.
    assertEquals(200, arbitra.api.post("/api/events/" + event + "/rounds", null).status());
    assertEquals("no_games", arbitra.api.post("/api/library/collections/" + chess + "/add", Map.of("event", event)).errorCode());
    String path = "/api/events/" + event + "/rounds/1/boards/";
    assertEquals(200, arbitra.api.send("PUT", path + "1", Map.of("result", "1-0", "moves", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0")).status());
    assertEquals(200, arbitra.api.send("PUT", path + "2", Map.of("result", "0-1", "moves", "f2f3 e7e5 g2g4 d8h4")).status());

    var added = arbitra.api.post("/api/library/collections/" + chess + "/add", Map.of("event", event));
    assertEquals(202, added.status(), added.body());
    JsonNode report = arbitra.waitFor(added.json().get("job").asLong());
    assertEquals(2, report.get("imported").asInt(), report.toString());
    JsonNode found = arbitra.search("collection=" + chess + "&player=duarte%20sa").json();
    assertEquals(1, found.get("total").asInt(), found.toString());
    JsonNode g = found.get("games").get(0);
    assertEquals("Aberto do Clube 2026", g.get("event").asText());
    String text = arbitra.api.get("/api/library/games/" + g.get("id").asLong()).json().get("text").asText();
    assertTrue(text.contains("[Round \"1\"]") && text.contains("[Site \"Braga\"]") && text.contains("Qh4"), text);
    // Added again: duplicates, nothing stored twice.
    JsonNode again = arbitra.waitFor(arbitra.api.post("/api/library/collections/" + chess + "/add", Map.of("event", event))
        .json().get("job").asLong());
    assertEquals(2, again.get("duplicates").asInt(), again.toString());

    // A chess event does not go into a draughts collection; nor into someone else's collection.
    long draughts = arbitra.collection("Damas", "brazilian", false);
    var wrong = arbitra.api.post("/api/library/collections/" + draughts + "/add", Map.of("event", event));
    assertEquals("wrong_game", wrong.errorCode());
    assertTrue(wrong.body().contains("damas brasileiras"), wrong.body());
    LibraryClient rui = LibraryClient.signedIn(server, "rui");
    assertEquals(403, rui.api.post("/api/library/collections/" + chess + "/add", Map.of("event", event)).status());
    assertEquals("invalid_source", arbitra.api.post("/api/library/collections/" + chess + "/add", Map.of("event", "x")).errorCode());
    assertEquals(404, arbitra.api.post("/api/library/collections/" + chess + "/add", Map.of("event", 987654)).status());

    // A finished casual game of the club, from its page.
    long game = PlayedGames.play(server, rui.api, arbitra.api, "chess", "10+0", false, List.of("d2d4", "d7d5", "c2c4"), "black");
    var one = arbitra.api.post("/api/library/collections/" + chess + "/add", Map.of("gameId", game));
    assertEquals(202, one.status(), one.body());
    assertEquals(1, arbitra.waitFor(one.json().get("job").asLong()).get("imported").asInt());
    JsonNode byRui = arbitra.search("collection=" + chess + "&player=rui").json();
    assertEquals(1, byRui.get("total").asInt(), byRui.toString());
    assertEquals("1-0", byRui.get("games").get(0).get("result").asText());
    assertEquals("D06", byRui.get("games").get(0).get("eco").asText(), "the Queen's Gambit named from the table");
    assertEquals(404, arbitra.api.post("/api/library/collections/" + chess + "/add", Map.of("gameId", 987654)).status());
  }

  @OnBothDatabases
  void aRatedGamePlayedInTheClubIsInTheClubExplorerOfItsPool(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    LibraryClient bruno = LibraryClient.signedIn(server, "bruno");
    assertEquals("invalid_club", ana.api.get("/api/library/explorer?club=chess/slow").errorCode());
    assertEquals(0, ana.api.get("/api/library/explorer?club=chess/blitz").json().get("moves").size());
    PlayedGames.play(server, ana.api, bruno.api, "chess", "5+3", true, List.of("e2e4", "c7c5", "g1f3"), "black");
    PlayedGames.play(server, ana.api, bruno.api, "chess", "5+3", true, List.of("d2d4", "g8f6"), "white");
    PlayedGames.play(server, ana.api, bruno.api, "chess", "5+3", false, List.of("c2c4"), "white");   // casual: not in it

    JsonNode moves = null;
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (System.nanoTime() < deadline) {
      moves = ana.api.get("/api/library/explorer?club=chess/blitz").json().get("moves");
      if (moves.size() >= 2) break;
      Thread.sleep(100);
    }
    assertEquals(2, moves.size(), moves.toString());
    for (JsonNode m : moves) {
      assertEquals(1, m.get("games").asInt(), m.toString());
      assertTrue(m.get("averageRating").asInt() > 0, "the players' ratings before the game: " + m);
    }
    assertEquals(1, moves.findValues("uci").stream().filter(u -> u.asText().equals("e2e4")).count());
    assertEquals(1, moves.findValues("uci").stream().filter(u -> u.asText().equals("d2d4")).count());
    // The club's collection is listed, public and nobody's: no one may import into it or delete it.
    JsonNode club = null;
    for (JsonNode c : bruno.api.get("/api/library/collections").json().get("collections")) {
      if ("chess/blitz".equals(c.path("club").asText(null))) club = c;
    }
    assertTrue(club != null && club.get("public").asBoolean() && club.get("games").asInt() == 2, String.valueOf(club));
    long id = club.get("id").asLong();
    assertEquals(moves, ana.explorer(id, null).json().get("moves"), "the same explorer by its id");
    assertEquals(403, ana.api.delete("/api/library/collections/" + id).status());
    assertEquals(403, ana.api.post("/api/library/collections/" + id + "/add", Map.of("gameId", 1)).status());
    assertEquals(0, ana.api.get("/api/library/explorer?club=chess/rapid").json().get("moves").size());
  }

  /** The club collection's games by its pool, once there are {@code expected}; fails after a minute. */
  private static JsonNode clubGames(LibraryClient c, String club, int expected) throws InterruptedException {
    JsonNode found = null;
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (System.nanoTime() < deadline) {
      for (JsonNode x : c.api.get("/api/library/collections").json().get("collections")) {
        if (club.equals(x.path("club").asText(null))) found = x;
      }
      if (found != null && found.get("games").asInt() >= expected) return found;
      Thread.sleep(100);
    }
    throw new AssertionError(club + ": " + found);
  }

  @org.junit.jupiter.api.Test
  void theRatedGamesFinishedBeforeTheClubCollectionsExistedAreAddedAtTheNextStart(@org.junit.jupiter.api.io.TempDir
      java.nio.file.Path dir) throws Exception {
    var config = org.tabuleiro.server.config.ServerConfig.forTests(org.tabuleiro.server.db.DatabaseConfig.h2File(dir), dir);
    try (TestServer first = TestServer.start(config)) {
      LibraryClient ana = LibraryClient.signedIn(first, "ana");
      LibraryClient bruno = LibraryClient.signedIn(first, "bruno");
      PlayedGames.play(first, ana.api, bruno.api, "chess", "5+3", true, List.of("e2e4", "e7e5"), "black");
      PlayedGames.play(first, bruno.api, ana.api, "chess", "5+3", true, List.of("d2d4"), "white");
      List<String> firstLegal = new java.util.ArrayList<>();
      for (int i = 0; i < 4; i++) firstLegal.add(null);
      PlayedGames.play(first, ana.api, bruno.api, "brazilian", "3+2", true, firstLegal, "black");
      clubGames(ana, "chess/blitz", 2);
      clubGames(ana, "brazilian/blitz", 1);
      // As on a server that played these games before the club explorer: no club collection at all.
      LibraryStore store = new LibraryStore(first.server().database().jdbi());
      for (String club : List.of("chess/blitz", "brazilian/blitz")) store.deleteCollection(store.clubCollection(club).orElseThrow().id());
      assertTrue(!store.hasClubCollections());
    }
    try (TestServer second = TestServer.start(config)) {
      LibraryClient rui = LibraryClient.signedIn(second, "rui");
      JsonNode chess = clubGames(rui, "chess/blitz", 2);
      assertEquals(2, chess.get("games").asInt());
      assertEquals(1, clubGames(rui, "brazilian/blitz", 1).get("games").asInt());
      JsonNode moves = rui.explorer(chess.get("id").asLong(), null).json().get("moves");
      assertEquals(2, moves.size(), moves.toString());
    }
  }

  /**
   * A server stopped between a rated game's end and its addition to the club explorer (the import thread had not got
   * to it): at the next start the game is added, and the games already there are not read again.
   */
  @OnBothDatabases
  void aRatedGameAStoppedServerDidNotAddIsInTheClubExplorerAfterTheRestart(TestDatabase.Fresh fresh,
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    var db = fresh.kind() == TestDatabase.H2 ? org.tabuleiro.server.db.DatabaseConfig.h2File(dir) : fresh.config();
    var config = org.tabuleiro.server.config.ServerConfig.forTests(db, dir);
    try (TestServer first = TestServer.start(config)) {
      LibraryClient ana = LibraryClient.signedIn(first, "ana");
      LibraryClient bruno = LibraryClient.signedIn(first, "bruno");
      long kept = PlayedGames.play(first, ana.api, bruno.api, "chess", "5+3", true, List.of("e2e4", "e7e5"), "black");
      PlayedGames.play(first, bruno.api, ana.api, "chess", "5+3", true, List.of("d2d4"), "white");
      clubGames(ana, "chess/blitz", 2);
      // What a kill leaves: the collection holds the first game, and the second never reached it.
      var jdbi = first.server().database().jdbi();
      LibraryStore store = new LibraryStore(jdbi);
      store.deleteCollection(store.clubCollection("chess/blitz").orElseThrow().id());
      var club = store.clubCollection("chess/blitz", LibraryModule.clubName("chess", "blitz"), "chess", TestServer.START);
      java.nio.file.Path file = dir.resolve("kept.pgn");
      java.nio.file.Files.writeString(file, ana.api.get("/api/games/" + kept + ".pgn").body());
      ImportJob job = new ImportJob(1, club.id(), 0, java.nio.file.Files.size(file));
      new LibraryImporter(store).run(job, "chess", file);
      assertEquals(1L, job.json().get("imported"), job.json().toString());
      store.markClubGames(club.id(), List.of(kept));
      assertEquals(1, ana.explorer(club.id(), null).json().get("moves").size());
    }
    try (TestServer second = TestServer.start(config)) {
      LibraryClient rui = LibraryClient.signedIn(second, "rui");
      JsonNode chess = clubGames(rui, "chess/blitz", 2);
      JsonNode moves = rui.explorer(chess.get("id").asLong(), null).json().get("moves");
      assertEquals(2, moves.size(), moves.toString());
      for (JsonNode m : moves) assertEquals(1, m.get("games").asInt(), m.toString());
      // Every finished rated game is now held: a third start finds none to add.
      var left = new LibraryClubSources(second.server().database().jdbi(), null, null, null, null).finishedRatedGamesNotInClub();
      long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (!left.isEmpty() && System.nanoTime() < deadline) {
        Thread.sleep(100);
        left = new LibraryClubSources(second.server().database().jdbi(), null, null, null, null).finishedRatedGamesNotInClub();
      }
      assertEquals(List.of(), left);
      assertEquals(2, clubGames(rui, "chess/blitz", 2).get("games").asInt());
    }
  }
}
