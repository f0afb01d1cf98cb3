package org.tabuleiro.server.live;

import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.Update;
import org.tabuleiro.server.game.GameLeases;
import org.tabuleiro.server.game.GameOrigin;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.StoredEvent;
import org.tabuleiro.server.game.StoredGame;

/**
 * The games being played in this process, one {@link LiveGame} each. Games are created here, found here (a
 * finished game is rebuilt from storage for each look and never kept), and rebuilt here when the server starts.
 *
 * <p>Downtime policy ({@link #restoreAll}): the time the server was down is not charged. A game whose clock was
 * running gets, in its log, {@code Adjourned} at its last stored event and {@code Resumed} at the restart: the
 * side to move has its turn again from the restart with the time it had when that turn began. Standing offers
 * lapse. A flag that would have fallen while the server was down does not fall.
 */
public final class LiveGames implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(LiveGames.class);

  private final GameRepository games;
  private final GameEventBus bus;
  private final InstantSource clock;
  private final FlagScheduler flags;
  private final GameEndListener onEnd;
  private final Map<Long, LiveGame> playing = new ConcurrentHashMap<>();
  private final java.util.concurrent.locks.ReentrantLock opening = new java.util.concurrent.locks.ReentrantLock();
  private final LiveTimeouts timeouts;
  private final GameLeases leases;   // null on a single server
  private final List<LongConsumer> onDropped = new java.util.concurrent.CopyOnWriteArrayList<>();
  private final List<java.util.function.Consumer<LiveGame>> onTaken = new java.util.concurrent.CopyOnWriteArrayList<>();
  private final List<Runnable> onHeldChanged = new java.util.concurrent.CopyOnWriteArrayList<>();
  private final List<Runnable> onUnlinked = new java.util.concurrent.CopyOnWriteArrayList<>();
  private volatile GameForwarder forwarder;   // a cluster node's way to the owners of the games it does not own
  /** A cluster node's takeovers under way, one per game: a second asker waits for the first's. */
  private final Map<Long, CompletableFuture<Optional<LiveGame>>> taking = new ConcurrentHashMap<>();
  private volatile boolean closed;
  /**
   * A cluster node's copies of games other nodes own, one a game, shared by this node's sockets on it
   * ({@link #watch}) and forgotten with the last of them, or when this node takes the game over.
   */
  private final Map<Long, LiveGame> copies = new ConcurrentHashMap<>();
  /** How many games a cluster node takes over at the same time (each a few queries and one append). */
  static final int TAKERS = 4;
  /**
   * How many games a takeover leases at a time: a node slow to rebuild them (busy, or just started) holds only these,
   * and the others' next look takes the rest.
   */
  static final int LEASED_AT_ONCE = 2 * TAKERS;

  /** @param onEnd told when a game ends (ratings); the registry forgets the game first */
  public LiveGames(GameRepository games, GameEventBus bus, InstantSource clock, FlagScheduler flags,
      GameEndListener onEnd) {
    this(games, bus, clock, flags, onEnd, LiveTimeouts.DEFAULT);
  }

  public LiveGames(GameRepository games, GameEventBus bus, InstantSource clock, FlagScheduler flags,
      GameEndListener onEnd, LiveTimeouts timeouts) {
    this(games, bus, clock, flags, onEnd, timeouts, null);
  }

  /**
   * @param leases on a cluster node, which games this node owns ({@code games} is then fenced by them); null on a
   *     single server, which owns every game
   */
  public LiveGames(GameRepository games, GameEventBus bus, InstantSource clock, FlagScheduler flags,
      GameEndListener onEnd, LiveTimeouts timeouts, GameLeases leases) {
    this.timeouts = timeouts;
    this.games = games;
    this.bus = bus;
    this.clock = clock;
    this.flags = flags;
    this.leases = leases;
    this.onEnd = (stored, game) -> {
      playing.remove(stored.id());
      if (leases != null) leases.forget(stored.id());
      heldChanged();
      onEnd.gameEnded(stored, game);
    };
  }

  /** A game this process holds (owns): the only kind that stores events and checks flags. */
  private LiveGame owning(StoredGame stored, Game game, int version, List<StoredEvent> recent) {
    return new LiveGame(stored, game, version, recent, games, bus, clock, flags, onEnd, timeouts, true,
        g -> drop(stored.id(), "another node took it over"), null);
  }

  public LiveGame create(GameSetup setup, Long whiteId, Long blackId) {
    Instant now = clock.instant();
    Update.Applied start = Game.start(setup, now);
    StoredGame stored = games.create(setup, whiteId, blackId, new StoredEvent(1, start.events().getFirst()), now);
    LiveGame live = playing.computeIfAbsent(stored.id(),
        id -> owning(stored, start.game(), 1, List.of(new StoredEvent(1, start.events().getFirst()))));
    live.scheduleFlagCheck();
    heldChanged();
    return live;
  }

  /**
   * The game of an event's board or an arena's pairing: created the first time, the same game every later time
   * (its origin's key is unique in storage), whether it is being played or over.
   */
  public LiveGame open(GameSetup setup, Long whiteId, Long blackId, GameOrigin origin) {
    opening.lock();   // one at a time in this process: a game found by its origin is never half created
    try {
      Optional<StoredGame> existing = games.findByOrigin(origin.key());
      if (existing.isPresent()) return find(existing.get().id()).orElseThrow();
      Instant now = clock.instant();
      Update.Applied start = Game.start(setup, now);
      StoredEvent started = new StoredEvent(1, start.events().getFirst());
      StoredGame stored = games.create(setup, whiteId, blackId, started, now, origin);
      if (!stored.createdAt().equals(now)) return find(stored.id()).orElseThrow();   // another process's, just made
      LiveGame live = playing.computeIfAbsent(stored.id(),
          id -> owning(stored, start.game(), 1, List.of(started)));
      live.scheduleFlagCheck();
      heldChanged();
      return live;
    } finally {
      opening.unlock();
    }
  }

  /** A game to open with {@link #openAll}. */
  public record Opening(GameSetup setup, Long whiteId, Long blackId, GameOrigin origin) {}

  /**
   * The games of many boards at once (a round's), as {@link #open} each, in order: the new ones stored in one
   * transaction, the ones that exist found again.
   */
  public List<LiveGame> openAll(List<Opening> openings) {
    if (openings.isEmpty()) return List.of();
    opening.lock();
    try {
      Instant now = clock.instant();
      Map<String, StoredGame> existing = games.findByOrigins(openings.stream().map(o -> o.origin().key()).toList());
      List<Opening> fresh = openings.stream().filter(o -> !existing.containsKey(o.origin().key())).toList();
      Map<String, Update.Applied> starts = new java.util.HashMap<>();
      List<org.tabuleiro.server.game.NewGame> rows = new java.util.ArrayList<>();
      for (Opening o : fresh) {
        Update.Applied start = Game.start(o.setup(), now);
        starts.put(o.origin().key(), start);
        rows.add(new org.tabuleiro.server.game.NewGame(o.setup(), o.whiteId(), o.blackId(),
            new StoredEvent(1, start.events().getFirst()), now, o.origin()));
      }
      Map<String, StoredGame> created = new java.util.HashMap<>();
      for (StoredGame g : games.createAll(rows)) created.put(g.origin().key(), g);
      List<LiveGame> out = new java.util.ArrayList<>();
      for (Opening o : openings) {
        String key = o.origin().key();
        StoredGame old = existing.get(key);
        StoredGame made = created.get(key);
        if (old != null || !made.createdAt().equals(now)) {
          out.add(find((old != null ? old : made).id()).orElseThrow());
          continue;
        }
        Update.Applied start = starts.get(key);
        StoredEvent started = new StoredEvent(1, start.events().getFirst());
        LiveGame live = playing.computeIfAbsent(made.id(),
            id -> owning(made, start.game(), 1, List.of(started)));
        live.scheduleFlagCheck();
        out.add(live);
      }
      if (!fresh.isEmpty()) heldChanged();
      return out;
    } finally {
      opening.unlock();
    }
  }

  /** Where this registry's games publish their events (the computer players listen there). */
  public GameEventBus bus() {
    return bus;
  }

  /** The games being played now, in no particular order. */
  public java.util.List<LiveGame> inProgress() {
    return java.util.List.copyOf(playing.values());
  }

  /**
   * The game's owner while it is played; a finished game's read-only view; empty when there is no such game. On a
   * cluster node, a game being played that this node does not hold is taken over when its owner is gone (as
   * {@link #restoreAll} resumes it), and is a read-only copy ({@code game_moved} to every command) while another
   * living node owns it: never a second owner.
   */
  public Optional<LiveGame> find(long gameId) {
    return find(gameId, false);
  }

  /**
   * As {@link #find}, for a socket that will attach to the game: a game another living node owns is this node's one
   * copy of it, shared by all its sockets on the game (read from storage once, then only the events after it).
   */
  public Optional<LiveGame> watch(long gameId) {
    return find(gameId, true);
  }

  private Optional<LiveGame> find(long gameId, boolean shared) {
    LiveGame live = playing.get(gameId);
    if (live != null) return Optional.of(live);
    Optional<StoredGame> stored = games.find(gameId);
    if (stored.isEmpty()) return Optional.empty();
    if (stored.get().isOver()) return Optional.of(load(stored.get(), true));
    if (leases != null) {
      Optional<LiveGame> taken = takeOver(gameId);
      if (taken.isPresent()) return taken;
      return Optional.of(shared ? copyOf(stored.get()) : load(stored.get(), false));
    }
    return Optional.of(playing.computeIfAbsent(gameId, id -> {
      LiveGame loaded = load(stored.get(), true);
      loaded.scheduleFlagCheck();
      return loaded;
    }));
  }

  /**
   * Rebuilds every unfinished game from its log, applies the downtime policy, and schedules its flag check. On a
   * cluster node, only the games it can lease: those without a living owner, and its own earlier run's.
   */
  public int restoreAll() {
    if (leases != null) {
      int taken = takeOverAll(leases.orphans(true), () -> false);
      if (taken > 0) LOG.info("node {}: {} game(s) in progress taken", leases.node(), taken);
      return taken;
    }
    List<Long> ids = games.unfinished();
    int restored = 0;
    for (long id : ids) {
      try {
        restore(id);
        restored++;
      } catch (RuntimeException e) {
        // One unreadable log must not keep the club closed: that game waits for a fix, the others go on.
        LOG.error("game {} could not be resumed: {}", id, e.toString());
      }
    }
    if (!ids.isEmpty()) LOG.info("{} of {} game(s) in progress resumed", restored, ids.size());
    return restored;
  }

  /**
   * Takes over those of these games that have no living owner: leased {@link #LEASED_AT_ONCE} at a time (one
   * statement), then rebuilt from their logs with the downtime policy of {@link #restoreAll}, {@link #TAKERS} at a
   * time (their downtime appends share commits), so that a dead node's games are on again within a few round trips
   * to the database, not one game after the other. {@code stop} is asked before each game is rebuilt. The number
   * taken.
   */
  int takeOverAll(List<Long> ids, BooleanSupplier stop) {
    if (ids.isEmpty() || closed) return 0;
    long started = System.nanoTime();
    int taken = 0;
    ExecutorService takers = ids.size() == 1 ? null : Executors.newFixedThreadPool(TAKERS,
        Thread.ofPlatform().name("game-takeover-", 1).daemon().factory());
    try {
      for (int from = 0; from < ids.size() && !stop.getAsBoolean() && !closed; from += LEASED_AT_ONCE) {
        taken += takeOver(ids.subList(from, Math.min(ids.size(), from + LEASED_AT_ONCE)), stop, takers);
      }
    } catch (RuntimeException e) {
      LOG.error("node {}: taking games over failed: {}", leases.node(), e.toString());
    } finally {
      if (takers != null) takers.shutdown();
    }
    if (taken > 0) {   // a batch (a failover) at INFO; a single game taken for a socket at DEBUG
      LOG.atLevel(ids.size() == 1 ? Level.DEBUG : Level.INFO)
          .log("node {}: took {} of {} game(s) without a living owner in {} ms", leases.node(), taken, ids.size(),
              TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
    }
    return taken;
  }

  /** One lease of {@link #takeOverAll}: the games claimed here, leased in one statement, rebuilt on {@code takers}. */
  private int takeOver(List<Long> ids, BooleanSupplier stop, ExecutorService takers) {
    Map<Long, CompletableFuture<Optional<LiveGame>>> claimed = new java.util.LinkedHashMap<>();
    for (long id : ids) {
      var mine = new CompletableFuture<Optional<LiveGame>>();
      if (!playing.containsKey(id) && taking.putIfAbsent(id, mine) == null) claimed.put(id, mine);
    }
    try {
      // A taker that finished between the look above and the claim has put its game in playing: not leased again.
      List<Long> free = claimed.keySet().stream().filter(id -> !playing.containsKey(id)).toList();
      Map<Long, Long> leased = leases.acquireAll(free);
      List<CompletableFuture<Optional<LiveGame>>> rebuilt = new java.util.ArrayList<>(leased.size());
      for (long id : free) {
        if (!leased.containsKey(id)) continue;
        CompletableFuture<Optional<LiveGame>> f = claimed.get(id);
        Runnable rebuild = () -> {
          Optional<LiveGame> done = Optional.empty();
          try {
            done = stop.getAsBoolean() || closed ? forgotten(id) : rebuild(id);
          } finally {
            f.complete(done);   // once, whatever was thrown: never left waiting
          }
        };
        if (takers == null) rebuild.run();
        else takers.execute(rebuild);
        rebuilt.add(f);
      }
      int taken = 0;
      for (var f : rebuilt) if (f.join().isPresent()) taken++;
      return taken;
    } finally {
      for (var c : claimed.entrySet()) {
        taking.remove(c.getKey(), c.getValue());   // after the game is in playing: a later asker finds it there
        c.getValue().complete(Optional.ofNullable(playing.get(c.getKey())));   // none left waiting (no-op if done)
      }
    }
  }

  /**
   * A cluster node takes the game over when it can lease it (no living owner): as {@link #takeOverAll}. Empty when
   * another living node owns it, or it is over, or this registry is closed. One game is taken by one taker at a
   * time in this process (a second lease would raise the token again): a second asker gets the first's answer.
   */
  Optional<LiveGame> takeOver(long gameId) {
    LiveGame held = playing.get(gameId);
    if (held != null) return Optional.of(held);
    if (closed) return Optional.empty();
    var under = taking.get(gameId);
    if (under != null) return under.join();
    takeOverAll(List.of(gameId), () -> false);
    under = taking.get(gameId);   // another asker's, begun between the look and the claim
    if (under != null) return under.join();
    return Optional.ofNullable(playing.get(gameId));
  }

  /** A leased game rebuilt and held here, its takeover's listeners told; empty when over or it failed. */
  private Optional<LiveGame> rebuild(long gameId) {
    LiveGame taken;
    try {
      taken = restore(gameId);
    } catch (RuntimeException e) {
      leases.forget(gameId);
      LOG.error("node {}: game {} could not be taken over: {}", leases.node(), gameId, e.toString());
      return Optional.empty();
    }
    if (taken == null) return Optional.empty();
    for (var l : onTaken) {
      try {
        l.accept(taken);
      } catch (RuntimeException e) {
        LOG.warn("game {}: a listener of its takeover failed: {}", gameId, e.toString());
      }
    }
    return Optional.of(taken);
  }

  /** A leased game not rebuilt (this node stops): forgotten, so its lease lapses with this node's. */
  private Optional<LiveGame> forgotten(long gameId) {
    leases.forget(gameId);
    return Optional.empty();
  }

  /**
   * Forgets a game this node no longer owns (another node took it over): its flag checks stop, and the listeners of
   * {@link #onDropped} close its sockets, whose clients reconnect and find it where it is now.
   */
  void drop(long gameId, String why) {
    LiveGame live = playing.remove(gameId);
    if (leases != null) leases.forget(gameId);
    if (live == null) return;
    heldChanged();
    live.cancelFlagCheck();
    LOG.warn("game {} dropped: {}", gameId, why);
    for (LongConsumer l : onDropped) l.accept(gameId);
  }

  /** {@code listener} is told the id of each game this process stops holding while it is played ({@link #drop}). */
  public void onDropped(LongConsumer listener) {
    onDropped.add(listener);
  }

  /** {@code listener} is given each game a cluster node takes over ({@link #takeOver}), once it is held here. */
  public void onTakenOver(java.util.function.Consumer<LiveGame> listener) {
    onTaken.add(listener);
  }

  /**
   * {@code listener} is told, after the fact, each time the games this process holds change: a game made, taken
   * over, dropped or ended here (a cluster node's presence shows its players playing at once).
   */
  public void onHeldChanged(Runnable listener) {
    onHeldChanged.add(listener);
  }

  private void heldChanged() {
    for (Runnable l : onHeldChanged) {
      try {
        l.run();
      } catch (RuntimeException e) {
        LOG.warn("a listener of the games held failed: {}", e.toString());
      }
    }
  }

  /** A cluster node's copies of games owned elsewhere forward their commands through {@code forwarder}. */
  public void forwardThrough(GameForwarder forwarder) {
    this.forwarder = forwarder;
  }

  /**
   * The way to the other nodes went down (Redis away): the listeners of {@link #onUnlinked} (the game socket) send
   * this node's sockets on other nodes' games to those games' owners ({@link #sendAwayTo}).
   */
  public void unlinked() {
    for (Runnable l : onUnlinked) l.run();
  }

  /** {@code listener} is told each time the way to the other nodes goes down ({@link #unlinked}). */
  void onUnlinked(Runnable listener) {
    onUnlinked.add(listener);
  }

  /**
   * Where a socket on this game must go instead of staying here: the living node that owns it, when that is another
   * node and this node cannot reach it now (Redis away: neither the moves nor the events would cross). Null when the
   * socket can stay: a single server, a game this node holds, the way up, or no living owner (this node takes the
   * game over, or another does within seconds: the socket then finds it where it is).
   */
  String sendAwayTo(long gameId) {
    GameForwarder f = forwarder;
    if (leases == null || f == null || f.linked() || playing.containsKey(gameId)) return null;
    try {
      return leases.ownerOf(gameId).filter(node -> !node.equals(leases.node())).orElse(null);
    } catch (RuntimeException e) {
      LOG.warn("game {}: its owner could not be read: {}", gameId, e.getMessage());
      return null;
    }
  }

  /** The game when this process holds it now (owns it, on a cluster), else null. */
  LiveGame held(long gameId) {
    return playing.get(gameId);
  }

  /**
   * As {@link #held}, but a game this cluster node is taking over now is waited for (its lease is this node's
   * already; it is rebuilt in a moment): another node's command for it is then answered here, not sent back.
   */
  LiveGame heldOnceTaken(long gameId) {
    LiveGame live = playing.get(gameId);
    if (live != null) return live;
    var under = taking.get(gameId);
    return under == null ? null : under.join().orElse(null);
  }

  /** This node's leases, null on a single server. */
  GameLeases leases() {
    return leases;
  }

  /** The game as restored (null when it turned out to be over), held and with its flag check scheduled. */
  private LiveGame restore(long id) {
    StoredGame stored = games.find(id).orElseThrow();
    if (stored.isOver()) {
      if (leases != null) leases.forget(id);
      return null;
    }
    List<StoredEvent> log = games.events(id, 0);
    LiveGame live = owning(stored, replay(stored, log), log.getLast().seq(), log);
    if (live.snapshot().game().flagInstant() != null) {
      Instant lastSeen = log.getLast().event().at();
      Instant now = clock.instant();
      Instant resumed = now.isBefore(lastSeen) ? lastSeen : now;
      Submission adjourned = live.record(List.of(new GameEvent.Adjourned(lastSeen), new GameEvent.Resumed(resumed)));
      if (adjourned == LiveGame.ELSEWHERE) return null;   // taken over by another node meanwhile
    }
    playing.put(id, live);
    copies.remove(id);   // this node's sockets on it from now on get the owner; those on the copy forward to it
    live.scheduleFlagCheck();
    heldChanged();
    return live;
  }

  /** This node's shared copy of a game another node owns: the one its sockets on the game have, else a new one. */
  private LiveGame copyOf(StoredGame stored) {
    LiveGame copy = copies.get(stored.id());
    if (copy != null) return copy;
    LiveGame made = load(stored, false);
    LiveGame first = copies.putIfAbsent(stored.id(), made);
    return first != null ? first : made;
  }

  /** The game rebuilt from its log; {@code owned} false: a read-only copy of a game another node owns. */
  private LiveGame load(StoredGame stored, boolean owned) {
    List<StoredEvent> log = games.events(stored.id(), 0);
    if (owned) return owning(stored, replay(stored, log), log.getLast().seq(), log);
    return new LiveGame(stored, replay(stored, log), log.getLast().seq(), log, games, bus, clock, flags, onEnd,
        timeouts, false, copy -> copies.remove(stored.id(), copy), forwarder);
  }

  private static Game replay(StoredGame stored, List<StoredEvent> log) {
    return Game.replay(stored.setup(), log.stream().map(StoredEvent::event).toList());
  }

  /** Stops the flag checks; the games stay in storage, to be restored by the next start. */
  @Override
  public void close() {
    closed = true;   // before the flags close: nothing is taken over from now on
    playing.values().forEach(LiveGame::cancelFlagCheck);
    playing.clear();
    copies.clear();
    flags.close();
  }
}
