package org.tabuleiro.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.Result;
import org.tabuleiro.play.Termination;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.testing.OnBothDatabases;

/** The journal in front of the database: what is acknowledged is readable at once, stored later, and survives a crash. */
class JournaledGameRepositoryTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private static final Duration NEVER = Duration.ofHours(1);   // no timed flush during a test
  private static final String[] MOVES = {"22-18", "11-15", "18x11", "8x15", "21-17", "9-13"};

  @TempDir
  Path dir;

  private final GameEventJson json = new GameEventJson(Json.mapper());

  @OnBothDatabases
  void pendingMovesAreReadAtOnceAndReachTheDatabaseOnFlush(Database db) {
    var direct = new JdbiGameRepository(db.jdbi(), json);
    try (var repo = JournaledGameRepository.open(direct, json, dir, NEVER)) {
      long id = newGame(repo);
      play(repo, id, 2, 4);
      assertEquals(5, repo.events(id, 0).size(), "Started and four moves, two of them not in the database");
      assertEquals(1, direct.events(id, 0).size(), "only Started was stored directly");
      assertEquals(List.of(4, 5), repo.events(id, 3).stream().map(StoredEvent::seq).toList(), "since 3");

      repo.flush();
      assertEquals(repo.events(id, 0), direct.events(id, 0));
      assertEquals(0, repo.pendingEvents());
      assertEquals(List.of(), segmentsWithText(), "a flushed segment is deleted");
    }
  }

  @OnBothDatabases
  void aKilledServerLosesNoAcknowledgedMove(Database db) {
    var direct = new JdbiGameRepository(db.jdbi(), json);
    long a;
    long b;
    var crashed = JournaledGameRepository.open(direct, json, dir, NEVER);   // never closed: as after kill -9
    a = newGame(crashed);
    b = newGame(crashed);
    play(crashed, a, 2, 3);
    crashed.flush();
    play(crashed, a, 5, 2);
    play(crashed, b, 2, 4);
    List<StoredEvent> acknowledged = crashed.events(a, 0);
    assertEquals(4, direct.events(a, 0).size(), "two of a's moves only in the journal");

    try (var restarted = JournaledGameRepository.open(direct, json, dir, NEVER)) {
      assertEquals(acknowledged, direct.events(a, 0), "read back from the journal at start");
      assertEquals(5, direct.events(b, 0).size());
      play(restarted, a, 7, 1);
      assertEquals(7, restarted.events(a, 0).size());
    }
  }

  @OnBothDatabases
  void aTornLastRecordIsSkippedAndTheRestRecovered(Database db) throws IOException {
    var direct = new JdbiGameRepository(db.jdbi(), json);
    var crashed = JournaledGameRepository.open(direct, json, dir, NEVER);
    long id = newGame(crashed);
    play(crashed, id, 2, 3);
    Path segment = segmentsWithText().getFirst();
    String half = id + "\t5\t{\"type\":\"mo";   // a write cut short by the crash
    Files.writeString(segment, half, StandardCharsets.UTF_8, StandardOpenOption.APPEND);

    try (var restarted = JournaledGameRepository.open(direct, json, dir, NEVER)) {
      assertEquals(List.of(1, 2, 3, 4), direct.events(id, 0).stream().map(StoredEvent::seq).toList());
      play(restarted, id, 5, 1);
    }
  }

  @OnBothDatabases
  void aGameEndedInTheJournalIsEndedForEveryRead(Database db) {
    var direct = new JdbiGameRepository(db.jdbi(), json);
    try (var repo = JournaledGameRepository.open(direct, json, dir, NEVER)) {
      long id = newGame(repo);
      play(repo, id, 2, 2);
      repo.append(id, List.of(new StoredEvent(4, new GameEvent.Ended(T0.plusSeconds(9),
          new Result(Outcome.BLACK_WINS, Termination.RESIGNATION)))));
      assertNull(direct.find(id).orElseThrow().result(), "the row is not ended yet");
      assertEquals(Termination.RESIGNATION, repo.find(id).orElseThrow().result().termination());
      assertEquals(List.of(), repo.unfinished());
    }
  }

  @OnBothDatabases
  void aSecondWriterOfAVersionIsRefusedAtOnce(Database db) {
    var direct = new JdbiGameRepository(db.jdbi(), json);
    try (var repo = JournaledGameRepository.open(direct, json, dir, NEVER)) {
      long id = newGame(repo);
      play(repo, id, 2, 2);
      assertThrows(StorageException.class, () -> play(repo, id, 3, 1), "seq 3 is taken, in the journal only");
      assertThrows(StorageException.class, () -> play(repo, id, 5, 1), "a gap");
      assertThrows(StorageException.class, () -> play(repo, id + 1000, 2, 1), "no such game");
      assertEquals(3, repo.events(id, 0).size(), "the refused batches left nothing");
      repo.flush();
      assertEquals(3, direct.events(id, 0).size());
    }
  }

  @OnBothDatabases
  void aGameTheDatabaseRefusesStaysInTheJournalAndTheOthersAreStored(Database db) {
    var direct = new JdbiGameRepository(db.jdbi(), json);
    try (var repo = JournaledGameRepository.open(direct, json, dir, NEVER)) {
      long kept = newGame(repo);
      long fine = newGame(repo);
      play(repo, kept, 2, 2);
      play(repo, fine, 2, 2);
      // Another writer stores seq 3 of `kept` behind the journal's back: its flush must fail, the other's not.
      direct.storeAll(List.of(new JdbiGameRepository.Append(kept, List.of(move(3, 0)))));
      repo.flush();
      assertEquals(3, direct.events(fine, 0).size(), "the other game was stored");
      assertEquals(2, repo.pendingEvents(), "the refused game's two events stay pending");
      assertTrue(segmentsWithText().stream().anyMatch(p -> read(p).contains(kept + "\t2\t")),
          "and journaled again, so a crash does not lose them");
    }
  }

  @OnBothDatabases
  void aReadDoesNotWaitForAPeriodicFlushToFinishResting(Database db) throws Exception {
    var direct = new JdbiGameRepository(db.jdbi(), json);
    try (var repo = JournaledGameRepository.open(direct, json, dir, NEVER)) {   // spread over 40 minutes
      long[] ids = {newGame(repo), newGame(repo), newGame(repo)};
      for (long id : ids) play(repo, id, 2, 3_000);   // two transactions: the first two games, then the third
      var periodic = new Thread(repo::flushPaced);
      periodic.start();
      long until = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (direct.events(ids[0], 0).size() < 3_001 && System.nanoTime() < until) Thread.sleep(20);
      assertEquals(3_001, direct.events(ids[0], 0).size(), "the first transaction is stored, then the flush rests");
      assertEquals(1, direct.events(ids[2], 0).size(), "the third game waits for the next transaction");

      assertTimeoutPreemptively(Duration.ofSeconds(60), () -> repo.unfinished());
      periodic.join(60_000);
      assertFalse(periodic.isAlive(), "the paced flush stopped resting and ended");
      assertEquals(3_001, direct.events(ids[2], 0).size());
      assertEquals(0, repo.pendingEvents());
    }
  }

  private long newGame(GameRepository repo) {
    GameSetup setup = GameSetup.online(GameVariant.BRAZILIAN, TimeControl.parse("unlimited"), false);
    return repo.create(setup, null, null, new StoredEvent(1, new GameEvent.Started(T0)), T0).id();
  }

  /** Appends {@code count} moves as separate acknowledged appends, the first with seq {@code from}. */
  private static void play(GameRepository repo, long id, int from, int count) {
    for (int seq = from; seq < from + count; seq++) repo.append(id, List.of(move(seq, seq)));
  }

  private static StoredEvent move(int seq, int ply) {
    Color by = seq % 2 == 0 ? Color.WHITE : Color.BLACK;
    return new StoredEvent(seq, new GameEvent.MovePlayed(T0.plusSeconds(seq), by, MOVES[ply % MOVES.length], 0,
        Long.MAX_VALUE));
  }

  private List<Path> segmentsWithText() {
    try (Stream<Path> files = Files.list(dir)) {
      return new ArrayList<>(files.filter(p -> read(p).length() > 0).sorted().toList());
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
