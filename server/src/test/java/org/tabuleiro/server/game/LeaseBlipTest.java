package org.tabuleiro.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.testing.PrivatePostgres;

/**
 * A database blip longer than a lease moves no game ({@link GameLeases#steady}), on a PostgreSQL of the test's own
 * stopped for longer than {@link GameLeases#TTL}: when it returns, node y's lease has expired on the database's
 * clock, yet node x, whose renewals broke too, takes none of y's games before its own renewals have gone through
 * for its steady time, by which y has renewed. A node that really died is still taken over, once the taker is
 * steady; and two renewals more than {@link GameLeases#GAP} apart (a stall without an error) break steadiness too.
 * The nodes' steady time is 2 s here (4 s in a cluster, {@link GameLeases#STEADY}). About 10 s.
 */
class LeaseBlipTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private static final Duration STEADY = Duration.ofSeconds(2);

  @Test
  void noGameMovesAcrossADatabaseBlipButADeadNodesGamesStillDo() throws Exception {
    try (var pg = PrivatePostgres.running(); var db = Database.open(pg.config())) {
      var x = new GameLeases(db.jdbi(), db.beats(), "x", STEADY);
      var y = new GameLeases(db.jdbi(), db.beats(), "y", STEADY);
      x.join();
      y.join();
      var repo = new JdbiGameRepository(db.jdbi(), new GameEventJson(Json.mapper()), Duration.ZERO, y);
      List<Long> games = games(db, repo, 5);
      renewBoth(x, y, STEADY.plusMillis(500));
      assertTrue(x.steady(), "x renewed without a break for its steady time");
      assertEquals(Map.of(), x.acquireAll(games), "y is alive: none of its games is taken");

      pg.stop();
      assertThrows(StorageException.class, x::renew, "the database is away");
      assertFalse(x.steady(), "a failed renewal breaks x's steadiness");
      Thread.sleep(GameLeases.TTL.plusMillis(500).toMillis());   // longer than a lease: y's expires meanwhile
      pg.start();
      renewOnce(x);
      assertFalse(alive(db, "y"), "y's lease expired on the database's clock while the database was away");
      assertEquals(Map.of(), x.acquireAll(games), "x, not steady yet, takes none of y's games");
      assertFalse(renewOnce(y), "y finds its lease lapsed, and takes it again");
      renewBoth(x, y, STEADY.plusMillis(500));
      assertTrue(x.steady());
      assertEquals(Map.of(), x.acquireAll(games), "y renewed in time: its games stay its own");
      assertEquals(games.size(), owned(db, "y", 1), "every game still y's, token 1");

      // A stall: two renewals further apart than GAP, without an error.
      renewOnce(x);
      Thread.sleep(GameLeases.GAP.plusMillis(300).toMillis());
      renewOnce(x);
      assertFalse(x.steady(), "renewals " + GameLeases.GAP.toMillis() + " ms apart break the steadiness");

      // y dies (stops renewing): x, once steady again, takes its games.
      long deadline = System.nanoTime() + STEADY.plus(GameLeases.TTL).plusSeconds(1).toNanos();
      while (System.nanoTime() < deadline) {
        renewOnce(x);
        Thread.sleep(GameLeases.BEAT.toMillis());
      }
      assertTrue(x.steady());
      assertFalse(alive(db, "y"));
      assertEquals(games.size(), x.acquireAll(games).size(), "a dead node's games are taken by a steady node");
      assertEquals(games.size(), owned(db, "x", 2));
    }
  }

  /** Both nodes renew every beat for {@code time}, as their renewal threads do. */
  private static void renewBoth(GameLeases x, GameLeases y, Duration time) throws InterruptedException {
    long deadline = System.nanoTime() + time.toNanos();
    while (System.nanoTime() < deadline) {
      renewOnce(x);
      renewOnce(y);
      Thread.sleep(GameLeases.BEAT.toMillis());
    }
  }

  /** A renewal that goes through, trying again while the pool hands out connections the restart broke. */
  private static boolean renewOnce(GameLeases node) throws InterruptedException {
    for (int attempt = 0; ; attempt++) {
      try {
        return node.renew();
      } catch (StorageException e) {
        if (attempt == 20) throw e;
        Thread.sleep(100);
      }
    }
  }

  private static boolean alive(Database db, String node) {
    return db.jdbi().withHandle(h -> h.createQuery("SELECT expires_at > now() FROM node_leases WHERE node = :n")
        .bind("n", node).mapTo(Boolean.class).one());
  }

  private static int owned(Database db, String node, long token) {
    return db.jdbi().withHandle(h -> h.createQuery("SELECT count(*) FROM game_leases WHERE node = :n AND token = :t")
        .bind("n", node).bind("t", token).mapTo(Integer.class).one());
  }

  private static List<Long> games(Database db, JdbiGameRepository repo, int n) {
    var accounts = new JdbiAccountRepository(db.jdbi());
    long ana = accounts.create("ana", "x", new Profile(null, null, null, null, null), T0).orElseThrow().id();
    long bruno = accounts.create("bruno", "x", new Profile(null, null, null, null, null), T0).orElseThrow().id();
    GameSetup setup = GameSetup.online(GameVariant.CHESS, TimeControl.parse("5+3"), true);
    List<Long> games = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      games.add(repo.create(setup, ana, bruno, new StoredEvent(1, Game.start(setup, T0).events().getFirst()), T0).id());
    }
    return games;
  }
}
