package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.Termination;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.JdbiGameRepository;
import org.tabuleiro.server.game.StoredEvent;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.testing.MutableClock;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.server.testing.TypedMoves;

class LiveGameTest {
  private final MutableClock clock = new MutableClock(TestServer.START);
  private final ManualFlagScheduler flags = new ManualFlagScheduler();
  private final InMemoryGameEventBus bus = new InMemoryGameEventBus();
  private final List<StoredGame> ended = new CopyOnWriteArrayList<>();

  private LiveGames liveGames(GameRepository repo) {
    return new LiveGames(repo, bus, clock, flags, (stored, game) -> ended.add(stored));
  }

  private static GameRepository repo(Database db) {
    return new JdbiGameRepository(db.jdbi(), new GameEventJson(Json.mapper()));
  }

  private static GameSetup blitz(String control) {
    return GameSetup.online(GameVariant.CHESS, TimeControl.parse(control), true);
  }

  @OnBothDatabases
  void aMoveIsStoredThenAcknowledgedThenPublished(Database db) {
    GameRepository repo = repo(db);
    LiveGame live = liveGames(repo).create(blitz("5+3"), null, null);
    List<StoredEvent> heard = new CopyOnWriteArrayList<>();
    var attached = live.attach(f -> heard.add(f.event()));
    assertEquals(1, attached.view().version());

    clock.advance(Duration.ofSeconds(2));
    assertEquals(new Submission.Accepted(2), TypedMoves.submit(live, Color.WHITE, "e2e4", 50));
    assertEquals(List.of(2), repo.events(live.id(), 1).stream().map(StoredEvent::seq).toList());
    assertEquals(repo.events(live.id(), 1), heard);

    attached.subscription().close();
    TypedMoves.submit(live, Color.BLACK, "e7e5");
    assertEquals(1, heard.size(), "a closed subscription hears nothing more");
    assertEquals(0, bus.listenerCount(live.id()));
  }

  @OnBothDatabases
  void twoCommandsAtOnceAreDecidedOneAfterTheOther(Database db) throws Exception {
    GameRepository repo = repo(db);
    LiveGame live = liveGames(repo).create(blitz("5+3"), null, null);
    var start = new java.util.concurrent.CountDownLatch(1);
    var pool = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor();
    List<java.util.concurrent.Future<Submission>> answers = new java.util.ArrayList<>();
    for (String move : new String[] {"e2e4", "d2d4", "c2c4", "g1f3"}) {
      answers.add(pool.submit(() -> {
        start.await();
        return TypedMoves.submit(live, Color.WHITE, move);
      }));
    }
    start.countDown();
    long accepted = 0;
    for (var a : answers) accepted += a.get() instanceof Submission.Accepted ? 1 : 0;
    pool.close();
    assertEquals(1, accepted, "White moves once; the others find it is Black's turn");
    assertEquals(List.of(1, 2), repo.events(live.id(), 0).stream().map(StoredEvent::seq).toList());
  }

  @OnBothDatabases
  void aRefusedCommandStoresAndPublishesNothing(Database db) {
    GameRepository repo = repo(db);
    LiveGame live = liveGames(repo).create(blitz("5+3"), null, null);
    List<StoredEvent> heard = new CopyOnWriteArrayList<>();
    live.attach(f -> heard.add(f.event()));
    var refused = assertInstanceOf(Submission.Refused.class, TypedMoves.submit(live, Color.BLACK, "e7e5"));
    assertEquals("not_your_turn", refused.code());
    assertEquals("illegal_move", ((Submission.Refused) TypedMoves.submit(live, Color.WHITE, "e2e5")).code());
    assertEquals(1, repo.events(live.id(), 0).size());
    assertEquals(1, live.snapshot().version());
    assertTrue(heard.isEmpty());
  }

  @OnBothDatabases
  void aMoveThatCannotBeStoredIsRefusedAndTheGameStaysAsItWas(Database db) {
    GameRepository real = repo(db);
    GameRepository failing = new GameRepository() {
      public StoredGame create(GameSetup s, Long w, Long b, StoredEvent e, java.time.Instant at) {
        return real.create(s, w, b, e, at);
      }

      public void append(long id, List<StoredEvent> events) {
        throw new StorageException("disk full", null);
      }

      public Optional<StoredGame> find(long id) {
        return real.find(id);
      }

      public List<StoredEvent> events(long id, int since) {
        return real.events(id, since);
      }

      public List<Long> unfinished() {
        return real.unfinished();
      }

      public List<StoredGame> byPlayer(long a, int limit) {
        return real.byPlayer(a, limit);
      }
    };
    LiveGame live = liveGames(failing).create(blitz("5+3"), null, null);
    List<StoredEvent> heard = new CopyOnWriteArrayList<>();
    live.attach(f -> heard.add(f.event()));
    var refused = assertInstanceOf(Submission.Refused.class, TypedMoves.submit(live, Color.WHITE, "e2e4"));
    assertEquals("storage_failed", refused.code());
    assertEquals(0, live.snapshot().game().plies());
    assertTrue(heard.isEmpty());
  }

  @OnBothDatabases
  void theFlagFallsWithNobodyConnected(Database db) {
    GameRepository repo = repo(db);
    LiveGame live = liveGames(repo).create(blitz("1+0"), null, null);
    TypedMoves.submit(live, Color.WHITE, "e2e4");
    clock.advance(Duration.ofSeconds(1));
    TypedMoves.submit(live, Color.BLACK, "e7e5");
    var flag = live.snapshot().game().flagInstant();
    assertEquals(flag, flags.next(), "the check is scheduled at the game's flag instant");

    clock.advance(Duration.between(clock.instant(), flag).minusMillis(1));
    flags.runDue(flag.minusMillis(1));
    assertFalse(live.snapshot().game().isOver(), "not a millisecond early");

    clock.advance(Duration.ofMillis(1));
    flags.runDue(clock.instant());
    StoredGame row = repo.find(live.id()).orElseThrow();
    assertEquals(Termination.TIME_FORFEIT, row.result().termination());
    assertEquals(Outcome.BLACK_WINS, row.result().outcome());
    assertEquals(List.of(live.id()), ended.stream().map(StoredGame::id).toList());
    assertNull(flags.next(), "a finished game has no flag to check");
  }

  @OnBothDatabases
  void aRestartDoesNotChargeTheDowntimeAndTheGameGoesOn(Database db) {
    GameRepository repo = repo(db);
    LiveGames before = liveGames(repo);
    LiveGame live = before.create(blitz("5+3"), null, null);
    TypedMoves.submit(live, Color.WHITE, "e2e4");
    clock.advance(Duration.ofSeconds(10));
    TypedMoves.submit(live, Color.BLACK, "e7e5");   // White's clock runs from here with 5:00
    clock.advance(Duration.ofSeconds(20));
    before.close();                                       // the server stops 20 s into White's turn ...
    clock.advance(Duration.ofMinutes(30));                // ... and is down for longer than the whole clock

    LiveGames after = liveGames(repo);
    assertEquals(1, after.restoreAll());
    LiveGame restored = after.find(live.id()).orElseThrow();
    LiveSnapshot s = restored.snapshot();
    assertEquals("e2e4 e7e5", String.join(" ", s.game().moves()));
    assertEquals(300_000, s.game().clock().remainingMillis(Color.WHITE, clock.instant()));
    assertEquals(290_000 + 3_000, s.game().clock().remainingMillis(Color.BLACK, clock.instant()));
    assertEquals(5, s.version(), "Started, two moves, Adjourned, Resumed");

    clock.advance(Duration.ofSeconds(4));
    assertEquals(new Submission.Accepted(6), TypedMoves.submit(restored, Color.WHITE, "g1f3"));
    assertEquals(299_000, restored.snapshot().game().clock().millis(Color.WHITE), "4 s used, 3 s bonus");
  }
}
