package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameLeases;
import org.tabuleiro.server.game.JdbiGameRepository;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.testing.MutableClock;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.server.testing.TypedMoves;

/**
 * A cluster node's sockets on a game another node owns share one copy of it ({@link LiveGames#watch}), on
 * PostgreSQL as a cluster runs: the copy is read once, brought up to date with the events stored after it when a
 * socket attaches, let go with its last socket, and never handed out once the node owns the game.
 */
class SharedCopyTest {
  private final MutableClock clock = new MutableClock(TestServer.START);

  @Test
  void aNodesSocketsOnAGameOwnedElsewhereShareOneCopy() throws Exception {
    try (var fresh = TestDatabase.POSTGRESQL.fresh(); var db = Database.open(fresh.config())) {
      LiveGames a = node(db, "a"), b = node(db, "b");
      LiveGame owned = a.create(GameSetup.online(GameVariant.CHESS, TimeControl.parse("5+3"), true), null, null);
      long id = owned.id();

      LiveGame copy = b.watch(id).orElseThrow();
      assertFalse(copy.owned(), "a owns it: b has a copy");
      assertSame(copy, b.watch(id).orElseThrow(), "a second socket on b gets the same copy");
      assertNotSame(copy, b.find(id).orElseThrow(), "a look that does not attach (a page's GET) reads its own");

      var white = copy.attach(e -> { });
      clock.advance(Duration.ofSeconds(2));
      assertEquals(new Submission.Accepted(2), TypedMoves.submit(owned, Color.WHITE, "e2e4"));
      var black = copy.attach(e -> { });
      assertEquals(2, black.view().version(), "a socket attaching later sees the move stored since the copy was read");
      assertEquals(List.of("e2e4"), black.view().game().moves());
      assertEquals(owned.snapshot().game(), black.view().game(), "the same game as its owner holds");
      assertSame(copy, b.watch(id).orElseThrow());

      white.subscription().close();
      assertSame(copy, b.watch(id).orElseThrow(), "kept while a socket is on it");
      black.subscription().close();
      LiveGame next = b.watch(id).orElseThrow();
      assertNotSame(copy, next, "let go with its last socket: the next socket's copy is read anew");
      assertEquals(2, next.snapshot().version());

      db.jdbi().useHandle(h -> h.execute("UPDATE node_leases SET expires_at = now() - INTERVAL '1 second' WHERE node = 'a'"));
      LiveGame taken = b.watch(id).orElseThrow();
      assertTrue(taken.owned(), "a is dead: b's next socket takes the game over");
      assertSame(taken, b.watch(id).orElseThrow(), "and later sockets get the owner, not the copy");
      a.close();
      b.close();
    }
  }

  private LiveGames node(Database db, String name) {
    var leases = new GameLeases(db.jdbi(), db.jdbi(), name, Duration.ZERO);
    leases.join();
    var repo = new JdbiGameRepository(db.jdbi(), new GameEventJson(Json.mapper()), Duration.ZERO, leases);
    return new LiveGames(repo, new InMemoryGameEventBus(), clock, new ManualFlagScheduler(), (stored, game) -> { },
        LiveTimeouts.DEFAULT, leases);
  }
}
