package org.tabuleiro.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.testing.TestDatabase;

/**
 * A dead node's games leased by the living nodes at once ({@link GameLeases#acquireAll}), on PostgreSQL as a
 * cluster runs: overlapping sets taken by two nodes at the same moment, in opposite orders, give each game to exactly
 * one node, its token raised once, and never deadlock; a game with a living owner is not taken.
 */
class GameLeasesTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  @Test
  void twoNodesTakingADeadNodesGamesAtOnceGetEachGameOnce() throws Exception {
    try (var fresh = TestDatabase.POSTGRESQL.fresh(); var db = Database.open(fresh.config())) {
      var dead = new GameLeases(db.jdbi(), "z");
      dead.join();
      var repo = new JdbiGameRepository(db.jdbi(), new GameEventJson(Json.mapper()), java.time.Duration.ZERO, dead);
      long ana = account(db, "ana"), bruno = account(db, "bruno");
      GameSetup setup = GameSetup.online(GameVariant.CHESS, TimeControl.parse("5+3"), true);
      List<Long> games = new ArrayList<>();
      for (int i = 0; i < 40; i++) {
        games.add(repo.create(setup, ana, bruno, new StoredEvent(1, Game.start(setup, T0).events().getFirst()), T0)
            .id());
      }
      var living = new GameLeases(db.jdbi(), db.jdbi(), "y", java.time.Duration.ZERO);
      living.join();
      long ownedByY = games.getLast();
      dead.renew();   // alive for TTL from now, however long making the games took on a busy machine
      assertEquals(Map.of(), living.acquireAll(List.of(ownedByY)), "z is alive: its game is not taken");
      db.jdbi().useHandle(h -> h.execute("UPDATE node_leases SET expires_at = now() - INTERVAL '1 second' WHERE node = 'z'"));
      assertEquals(Map.of(ownedByY, 2L), living.acquireAll(List.of(ownedByY)), "z is dead: y takes one of its games");
      var x = new GameLeases(db.jdbi(), db.jdbi(), "x", java.time.Duration.ZERO);
      x.join();

      // One taker a node (a node never takes a game twice at once: LiveGames claims it first), on overlapping sets
      // in opposite orders: x the first 32, y the 32 after the first 7, from the end.
      var start = new CountDownLatch(1);
      List<CompletableFuture<Map<Long, Long>>> takes = new ArrayList<>();
      for (int t = 0; t < 2; t++) {
        GameLeases node = t == 0 ? x : living;
        List<Long> some = new ArrayList<>(games.subList(t * 7, t * 7 + 32));   // y's own game (the last) not asked
        if (t == 1) java.util.Collections.reverse(some);
        takes.add(CompletableFuture.supplyAsync(() -> {
          try {
            start.await();
          } catch (InterruptedException e) {
            throw new IllegalStateException(e);
          }
          return node.acquireAll(some);
        }));
      }
      start.countDown();
      Map<Long, Integer> timesTaken = new HashMap<>();
      for (var take : takes) {
        take.join().forEach((game, token) -> {
          timesTaken.merge(game, 1, Integer::sum);
          assertEquals(2L, token, "game " + game + ": its token raised once");
        });
      }
      assertTrue(timesTaken.values().stream().allMatch(n -> n == 1), "each game taken once: " + timesTaken);
      assertEquals(39, timesTaken.size(), "every game of the dead node (the takers asked for all 40 between them)");

      Map<Long, String> owners = new HashMap<>();
      db.jdbi().useHandle(h -> h.createQuery("SELECT game_id, node || '/' || token AS lease FROM game_leases")
          .map((rs, ctx) -> owners.put(rs.getLong("game_id"), rs.getString("lease"))).list());
      for (long game : games) {
        String expected = game == ownedByY ? "y/2"
            : timesTaken.containsKey(game) ? null : "z/1";
        if (expected != null) assertEquals(expected, owners.get(game), "game " + game);
        else assertTrue(owners.get(game).equals("x/2") || owners.get(game).equals("y/2"), "game " + game + ": " + owners.get(game));
      }
      assertEquals(List.of("x", "y"), x.living(), "z's lease has lapsed");
    }
  }

  private static long account(Database db, String name) {
    return new JdbiAccountRepository(db.jdbi()).create(name, "x", new Profile(null, null, null, null, null), T0)
        .orElseThrow().id();
  }
}
