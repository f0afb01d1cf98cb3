package org.tabuleiro.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.Termination;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.play.Update;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TypedMoves;

class GameRepositoryTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  @OnBothDatabases
  void aStoredLogReplaysToTheSameGameAndItsEndIsOnTheRow(Database db) {
    var repo = new JdbiGameRepository(db.jdbi(), new GameEventJson(Json.mapper()));
    long alice = account(db, "alice"), bob = account(db, "bob");
    GameSetup setup = GameSetup.online(GameVariant.CHESS, TimeControl.parse("5+3"), true);
    Update.Applied start = Game.start(setup, T0);
    StoredGame stored = repo.create(setup, alice, bob, new StoredEvent(1, start.events().get(0)), T0);
    assertEquals(List.of(stored.id()), repo.unfinished());

    Game g = start.game();
    int seq = 1;
    String[] foolsMate = {"f2f3", "e7e5", "g2g4", "d8h4"};
    for (int i = 0; i < foolsMate.length; i++) {
      Color by = i % 2 == 0 ? Color.WHITE : Color.BLACK;
      var applied = (Update.Applied) g.apply(TypedMoves.move(g, by, foolsMate[i], 40), T0.plusSeconds(3 + i));
      List<StoredEvent> batch = new ArrayList<>();
      for (GameEvent e : applied.events()) batch.add(new StoredEvent(++seq, e));
      repo.append(stored.id(), batch);
      g = applied.game();
    }

    StoredGame found = repo.find(stored.id()).orElseThrow();
    assertEquals(setup, found.setup());
    assertEquals(Color.WHITE, found.colorOf(alice));
    assertEquals(Outcome.BLACK_WINS, found.result().outcome());
    assertEquals(Termination.CHECKMATE, found.result().termination());
    assertEquals(T0.plusSeconds(6), found.endedAt());
    List<StoredEvent> events = repo.events(stored.id(), 0);
    assertEquals(seq, events.getLast().seq());
    assertEquals(g, Game.replay(found.setup(), events.stream().map(StoredEvent::event).toList()));
    assertEquals(2, repo.events(stored.id(), seq - 2).size(), "since N gives the events after N");
    assertEquals(List.of(), repo.unfinished());
    assertEquals(List.of(stored.id()), repo.byPlayer(bob, 10).stream().map(StoredGame::id).toList());
  }

  @OnBothDatabases
  void aSecondWriterOfTheSameVersionFailsAndLeavesTheLogAsItWas(Database db) {
    var repo = new JdbiGameRepository(db.jdbi(), new GameEventJson(Json.mapper()));
    GameSetup setup = GameSetup.online(GameVariant.BRAZILIAN, TimeControl.parse("unlimited"), false);
    StoredGame stored = repo.create(setup, null, null, new StoredEvent(1, new GameEvent.Started(T0)), T0);
    var move = new GameEvent.MovePlayed(T0.plusSeconds(1), Color.WHITE, "22-18", 0, Long.MAX_VALUE);
    repo.append(stored.id(), List.of(new StoredEvent(2, move)));

    var resign = new GameEvent.Ended(T0.plusSeconds(2),
        new org.tabuleiro.play.Result(Outcome.WHITE_WINS, Termination.RESIGNATION));
    assertThrows(StorageException.class, () -> repo.append(stored.id(),
        List.of(new StoredEvent(3, resign), new StoredEvent(2, move))));
    assertEquals(2, repo.events(stored.id(), 0).size(), "the failed batch left nothing behind");
    assertNull(repo.find(stored.id()).orElseThrow().result(), "nor ended the game");
    assertTrue(repo.find(stored.id() + 1).isEmpty());
  }

  private static long account(Database db, String name) {
    return new JdbiAccountRepository(db.jdbi()).create(name, "x", new Profile(null, null, null, null, null), T0).orElseThrow().id();
  }
}
