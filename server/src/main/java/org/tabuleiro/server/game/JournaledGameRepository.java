package org.tabuleiro.server.game;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.server.game.JdbiGameRepository.Append;

/**
 * The game store of a running server: moves go to an append-only journal file ({@link EventJournal}) before they
 * are acknowledged, and reach the database in bulk, every {@code flushEvery} of {@link #open} ({@link
 * org.tabuleiro.server.config.Tuning#journalFlush}, 30 s by default), when the server stops, and before any read that needs them.
 *
 * <p>Why: a live game's moves land at scattered places of the {@code game_events} index (one place per game), so
 * each commit rewrote one index page per move, and on an H2 file that page writing was most of the server's work
 * under load. Written in bulk, a page takes all the moves its game made since the last flush at once. The journal
 * keeps the promise that a move is acknowledged only once stored: a killed server reads it back at the next start
 * and stores what the database lacks, before any game is resumed.
 *
 * <p>Reads see every acknowledged event: {@link #events} merges the events not yet flushed with the database's;
 * the reads of rows ({@link #find}, {@link #unfinished}, {@link #byPlayer}, and the archive through
 * {@link #flush}) first flush what is pending.
 */
public final class JournaledGameRepository implements GameRepository, AutoCloseable {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();   // the flush's CPU time (debug)
  private static final Logger LOG = LoggerFactory.getLogger(JournaledGameRepository.class);
  /** Pending events beyond which a flush starts early, bounding their memory ({@code journal_flush_events}, config/Tuning). */
  static final int FLUSH_AT_EVENTS = 200_000;
  private int flushAtEvents = FLUSH_AT_EVENTS;
  /** Events a flush stores in one transaction. */
  private static final int CHUNK_EVENTS = 5_000;

  private long flushMillis;   // the periodic flush's interval
  private long spreadNanos;   // a periodic flush spreads its transactions over this time: two thirds of the interval
  private final AtomicInteger readersWaiting = new AtomicInteger();   // reads waiting for a flush: no resting
  private final JdbiGameRepository db;
  private final GameEventJson json;
  private final EventJournal journal;
  private final GroupCommit<Append> appends = new GroupCommit<>(this::journal, 0);
  private final ReentrantLock state = new ReentrantLock();      // guards journal, pending, beingFlushed, pendingCount
  private final ReentrantLock flushing = new ReentrantLock();   // one flush at a time; never taken under state
  private Map<Long, GameLog> pending = new LinkedHashMap<>();    // in the journal only
  private Map<Long, GameLog> beingFlushed = Map.of();            // being stored by a flush
  private int pendingCount;
  private final Map<Long, Integer> versions = new HashMap<>();   // last journaled seq of the games being played
  private final ScheduledExecutorService timer;

  private JournaledGameRepository(JdbiGameRepository db, GameEventJson json, EventJournal journal) {
    this.db = db;
    this.json = json;
    this.journal = journal;
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "tabuleiro-journal");
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * Opens the journal in {@code dir} and stores in the database whatever an earlier run left in it (a crash). The
   * periodic flush waits for {@link #start}.
   */
  public static JournaledGameRepository open(JdbiGameRepository db, GameEventJson json, Path dir,
      Duration flushEvery) {
    return open(db, json, dir, flushEvery, FLUSH_AT_EVENTS);
  }

  /** @param flushAtEvents pending events beyond which a flush starts early */
  public static JournaledGameRepository open(JdbiGameRepository db, GameEventJson json, Path dir,
      Duration flushEvery, int flushAtEvents) {
    EventJournal journal = EventJournal.open(dir);
    var repo = new JournaledGameRepository(db, json, journal);
    repo.flushAtEvents = flushAtEvents;
    repo.recover(journal.leftOver());
    repo.flushMillis = Math.max(1, flushEvery.toMillis());
    repo.spreadNanos = TimeUnit.MILLISECONDS.toNanos(repo.flushMillis) * 2 / 3;
    return repo;
  }

  /** Starts the periodic flush, every {@code flushEvery} of {@link #open}. */
  public void start() {
    timer.scheduleAtFixedRate(this::flushQuietly, flushMillis, flushMillis, TimeUnit.MILLISECONDS);
  }

  @Override
  public StoredGame create(GameSetup setup, Long whiteId, Long blackId, StoredEvent started, Instant createdAt) {
    return db.create(setup, whiteId, blackId, started, createdAt);
  }

  @Override
  public StoredGame create(GameSetup setup, Long whiteId, Long blackId, StoredEvent started, Instant createdAt,
      GameOrigin origin) {
    return db.create(setup, whiteId, blackId, started, createdAt, origin);
  }

  @Override
  public List<StoredGame> createAll(List<NewGame> games) {
    return db.createAll(games);
  }

  @Override
  public Map<String, StoredGame> findByOrigins(java.util.Collection<String> keys) {
    Map<String, StoredGame> found = db.findByOrigins(keys);
    if (found.values().stream().anyMatch(g -> !g.isOver() && hasPendingEnd(g.id()))) {
      flush();
      return db.findByOrigins(keys);
    }
    return found;
  }

  @Override
  public Optional<StoredGame> findByOrigin(String originKey) {
    Optional<StoredGame> found = db.findByOrigin(originKey);
    if (found.isPresent() && !found.get().isOver() && hasPendingEnd(found.get().id())) {
      flush();
      return db.findByOrigin(originKey);
    }
    return found;
  }

  @Override
  public void append(long gameId, List<StoredEvent> events) {
    if (events.isEmpty()) return;
    appends.write(new Append(gameId, events));
  }

  /** The group commit's store: one journal write for the batch, then the events join the pending ones. */
  private void journal(List<Append> batch) {
    List<EventJournal.Entry> entries = new ArrayList<>();
    for (Append a : batch) {
      for (StoredEvent e : a.events()) entries.add(new EventJournal.Entry(a.gameId(), e.seq(), json.write(e.event())));
    }
    boolean full;
    state.lock();
    try {
      Map<Long, Integer> after = checkFollows(batch);
      journal.write(entries);   // under the lock: a rotation never separates an event from its segment
      versions.putAll(after);
      int i = 0;
      for (Append a : batch) {
        GameLog log = pending.computeIfAbsent(a.gameId(), id -> new GameLog());
        for (StoredEvent e : a.events()) {
          log.add(e, entries.get(i++).json());
          if (e.event() instanceof GameEvent.Ended) versions.remove(a.gameId());   // no more appends expected
        }
        pendingCount += a.events().size();
      }
      full = pendingCount >= flushAtEvents;
    } finally {
      state.unlock();
    }
    if (full) timer.execute(this::flushQuietly);
  }

  /** A game's journaled events not yet in the database, with their JSON (written once, for the journal). */
  private static final class GameLog {
    final List<StoredEvent> events = new ArrayList<>();
    final List<String> texts = new ArrayList<>();

    void add(StoredEvent e, String text) {
      events.add(e);
      texts.add(text);
    }

    Append append(long gameId) {
      return new Append(gameId, events, texts);
    }
  }

  /**
   * Refuses a batch in which a game's events do not follow its stored ones (a second writer, or a gap), as the
   * database's key would; returns each game's version after the batch. Under the state lock.
   */
  private Map<Long, Integer> checkFollows(List<Append> batch) {
    Map<Long, Integer> after = new HashMap<>();
    for (Append a : batch) {
      Integer last = after.get(a.gameId());
      if (last == null) last = versions.get(a.gameId());
      if (last == null) last = db.lastSeq(a.gameId());   // once per game and run
      if (last < 0) throw new StorageException("game " + a.gameId() + " is not stored", null);
      for (StoredEvent e : a.events()) {
        if (e.seq() != last + 1) {
          throw new StorageException("game " + a.gameId() + ": event " + e.seq() + " does not follow " + last, null);
        }
        last = e.seq();
      }
      after.put(a.gameId(), last);
    }
    return after;
  }

  /**
   * Stores every pending event in the database, then deletes the journal segments that held them. The games go in
   * transactions of about {@link #CHUNK_EVENTS} events. Called by a read that needs the rows, it runs at full
   * speed, and so does a periodic flush under way while such a read waits for it. A transaction that fails is
   * stored again game by game; the events of a game that still fails are written again to the current segment and
   * stay pending (logged), so the next flush tries them again and nothing acknowledged is dropped.
   */
  public void flush() {
    readersWaiting.incrementAndGet();
    try {
      flush(false);
    } finally {
      readersWaiting.decrementAndGet();
    }
  }

  /**
   * {@code paced}: the transactions are spread evenly over two thirds of the interval (each starts no earlier than its
   * share of that time), so the flush is a small steady load beside the live moves rather than a burst that delays
   * them (in bursts of a third of a core it was most of the slowest acks at 5,000 games). It still ends before the
   * next one is due; when the machine is too busy for that, the transactions follow each other without rest.
   */
  private void flush(boolean paced) {
    flushing.lock();
    try {
      Map<Long, GameLog> batch;
      List<EventJournal.Segment> segments;
      state.lock();
      try {
        if (pending.isEmpty()) return;
        batch = pending;
        beingFlushed = pending;
        pending = new LinkedHashMap<>();
        pendingCount = 0;
        segments = journal.rotate();
      } finally {
        state.unlock();
      }
      long started = System.nanoTime();
      long cpuBefore = THREADS.getCurrentThreadCpuTime();
      List<Append> failed = new ArrayList<>();
      List<Append> chunk = new ArrayList<>();
      int events = 0;
      long total = batch.values().stream().mapToLong(log -> log.events.size()).sum();
      long stored = 0;
      for (var game : batch.entrySet()) {
        chunk.add(game.getValue().append(game.getKey()));
        events += game.getValue().events.size();
        if (events >= CHUNK_EVENTS) {
          failed.addAll(store(chunk));
          stored += events;
          if (paced && stored < total) restUntil(started + (long) (spreadNanos * ((double) stored / total)));
          chunk = new ArrayList<>();
          events = 0;
        }
      }
      if (!chunk.isEmpty()) failed.addAll(store(chunk));
      if (LOG.isDebugEnabled()) {
        LOG.debug("flushed {} game(s), {} event(s) in {} ms ({} ms of CPU)", batch.size(), total,
            (System.nanoTime() - started) / 1_000_000, (THREADS.getCurrentThreadCpuTime() - cpuBefore) / 1_000_000);
      }
      state.lock();
      try {
        beingFlushed = Map.of();
        if (failed.isEmpty()) {
          journal.delete(segments);
        } else {
          keepPending(failed, segments);
        }
      } finally {
        state.unlock();
      }
    } finally {
      flushing.unlock();
    }
  }

  /** Sleeps until {@code deadline} (a {@link System#nanoTime}), unless a read waits for the flush. */
  private void restUntil(long deadline) {
    try {
      for (long wait; (wait = deadline - System.nanoTime()) > 0 && readersWaiting.get() == 0; ) {
        TimeUnit.NANOSECONDS.sleep(Math.min(wait, TimeUnit.MILLISECONDS.toNanos(50)));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();   // finish the flush without resting
    }
  }

  /** Stores the appends in one transaction, or else game by game; returns the games that could not be stored. */
  private List<Append> store(List<Append> all) {
    try {
      db.storeAll(all);
      return List.of();
    } catch (StorageException e) {
      if (all.size() == 1) {
        LOG.error("storing the journal's events of game {} failed (kept): {}", all.getFirst().gameId(), e.getMessage());
        return all;
      }
    }
    List<Append> failed = new ArrayList<>();
    for (Append a : all) {
      try {
        db.storeAll(List.of(a));
      } catch (StorageException e) {
        LOG.error("storing the journal's events of game {} failed (kept): {}", a.gameId(), e.getMessage());
        failed.add(a);
      }
    }
    return failed;
  }

  /** Under the state lock: the failed games' events go back in front of their newer ones, journaled again. */
  private void keepPending(List<Append> failed, List<EventJournal.Segment> segments) {
    List<EventJournal.Entry> entries = new ArrayList<>();
    Map<Long, GameLog> merged = new LinkedHashMap<>();
    for (Append a : failed) {
      GameLog log = new GameLog();
      for (int i = 0; i < a.events().size(); i++) {
        StoredEvent e = a.events().get(i);
        String text = a.text(i, json);
        entries.add(new EventJournal.Entry(a.gameId(), e.seq(), text));
        log.add(e, text);
      }
      GameLog newer = pending.get(a.gameId());
      if (newer != null) {
        log.events.addAll(newer.events);
        log.texts.addAll(newer.texts);
      }
      merged.put(a.gameId(), log);
      pendingCount += a.events().size();
    }
    pending.forEach(merged::putIfAbsent);
    pending = merged;
    try {
      journal.write(entries);
      journal.delete(segments);
    } catch (StorageException e) {
      LOG.error("the kept events could not be journaled again; the old segments stay: {}", e.getMessage());
    }
  }

  /** The periodic flush, spread over two thirds of the interval (tests call it directly). */
  void flushPaced() {
    flush(true);
  }

  private void flushQuietly() {
    try {
      flushPaced();
    } catch (RuntimeException e) {
      LOG.error("storing the journal's moves in the database failed (kept, tried again): {}", e.getMessage());
    }
  }

  /** At start: stores the events an earlier run journaled but did not flush, then deletes its segments. */
  private void recover(List<EventJournal.Entry> entries) {
    if (entries.isEmpty()) {
      journal.delete(journal.rotate());
      return;
    }
    Map<Long, List<EventJournal.Entry>> byGame = new LinkedHashMap<>();
    for (EventJournal.Entry e : entries) byGame.computeIfAbsent(e.gameId(), id -> new ArrayList<>()).add(e);
    List<Append> missing = new ArrayList<>();
    int stored = 0;
    for (var game : byGame.entrySet()) {
      int last = db.lastSeq(game.getKey());
      if (last < 0) {
        LOG.warn("move journal: game {} is not in the database; its {} event(s) skipped", game.getKey(),
            game.getValue().size());
        continue;
      }
      List<StoredEvent> events = new ArrayList<>();
      List<String> texts = new ArrayList<>();
      for (EventJournal.Entry e : game.getValue()) {
        if (e.seq() <= last) continue;
        if (e.seq() != last + 1) {
          LOG.warn("move journal: game {} jumps from event {} to {}; the rest skipped", game.getKey(), last, e.seq());
          break;
        }
        events.add(new StoredEvent(e.seq(), json.read(e.json())));
        texts.add(e.json());   // stored as journaled, not written again
        last = e.seq();
      }
      if (!events.isEmpty()) {
        missing.add(new Append(game.getKey(), events, texts));
        stored += events.size();
      }
    }
    if (!missing.isEmpty()) db.storeAll(missing);
    journal.delete(journal.rotate());
    LOG.info("move journal: {} event(s) of {} game(s) read back, {} stored that the database lacked",
        entries.size(), byGame.size(), stored);
  }

  @Override
  public List<StoredEvent> events(long gameId, int since) {
    List<StoredEvent> unflushed = new ArrayList<>();
    state.lock();
    try {
      for (Map<Long, GameLog> logs : List.of(beingFlushed, pending)) {
        GameLog log = logs.get(gameId);
        if (log != null) unflushed.addAll(log.events);
      }
    } finally {
      state.unlock();
    }
    // Read after the copy: an event flushed in between is in the database, so none is missed.
    List<StoredEvent> stored = db.events(gameId, since);
    if (unflushed.isEmpty()) return stored;
    var bySeq = new TreeMap<Integer, StoredEvent>();
    for (StoredEvent e : stored) bySeq.put(e.seq(), e);
    for (StoredEvent e : unflushed) {
      if (e.seq() > since) bySeq.putIfAbsent(e.seq(), e);
    }
    return List.copyOf(bySeq.values());
  }

  @Override
  public Optional<StoredGame> find(long gameId) {
    if (hasPendingEnd(gameId)) flush();
    return db.find(gameId);
  }

  private boolean hasPendingEnd(long gameId) {
    state.lock();
    try {
      for (Map<Long, GameLog> logs : List.of(beingFlushed, pending)) {
        GameLog log = logs.get(gameId);
        if (log != null && log.events.stream().anyMatch(e -> e.event() instanceof GameEvent.Ended)) return true;
      }
      return false;
    } finally {
      state.unlock();
    }
  }

  @Override
  public List<Long> unfinished() {
    flush();
    return db.unfinished();
  }

  @Override
  public List<StoredGame> byPlayer(long accountId, int limit) {
    flush();
    return db.byPlayer(accountId, limit);
  }

  /** Events waiting for the next flush (tests, the bench's report, the health check). */
  public int pendingEvents() {
    state.lock();
    try {
      return pendingCount + beingFlushed.values().stream().mapToInt(log -> log.events.size()).sum();
    } finally {
      state.unlock();
    }
  }

  /** Stops the periodic flush, stores what is pending, closes the journal (emptied when the flush succeeded). */
  @Override
  public void close() {
    timer.shutdown();
    try {
      timer.awaitTermination(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try {
      flush();
    } finally {
      state.lock();
      try {
        journal.close();
      } finally {
        state.unlock();
      }
    }
  }
}
