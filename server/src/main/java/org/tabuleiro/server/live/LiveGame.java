package org.tabuleiro.server.live;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.Command;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.Update;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.LeaseLost;
import org.tabuleiro.server.game.StoredEvent;
import org.tabuleiro.server.game.StoredGame;

/**
 * The one owner of a game in progress. Every command for the game goes through {@link #submit}, under this
 * object's lock: the command is decided at the server clock's now, its events are stored, and only then is the
 * game value replaced, the command acknowledged and the events published. A failed store changes nothing.
 *
 * <p>Correctness depends on a single LiveGame per game id in the process ({@link LiveGames} keeps them); the
 * (game_id, seq) key in storage refuses a second writer should that ever break. On a cluster, one process in the
 * cluster owns the game ({@code game/GameLeases}); a LiveGame of a game another node owns is a read-only copy
 * ({@code game_moved} to every command), and an owner whose store finds the game taken over ({@link LeaseLost})
 * stops there: nothing is stored, the game is dropped and its sockets are closed so their clients reconnect.
 */
public final class LiveGame {
  private static final Logger LOG = LoggerFactory.getLogger(LiveGame.class);
  static final Submission.Refused ELSEWHERE = new Submission.Refused("game_moved",
      "A partida está noutro servidor do clube; a ligar de novo.");

  private final StoredGame stored;
  private final GameRepository games;
  private final GameEventBus bus;
  private final InstantSource clock;
  private final FlagScheduler flags;
  private final GameEndListener onEnd;
  private final ReentrantLock lock = new ReentrantLock();
  private Game game;
  private int version;
  private FlagScheduler.Scheduled flagCheck;
  private FlagScheduler.Scheduled abortCheck;
  private final LiveTimeouts timeouts;
  private final Presence presence;
  private volatile LiveView view;   // replaced under the lock, after game and version; read without it
  private final boolean owned;
  private final Consumer<LiveGame> gone;
  private final AtomicInteger watchers = new AtomicInteger();   // a copy's sockets
  private final GameForwarder forwarder;
  private volatile int relayed;   // a copy's: the last seq the bus brought, ahead of its view until it reads again

  /** @param recent the game's last events, up to {@code version} (the most recent {@link LiveView#RECENT} are kept) */
  LiveGame(StoredGame stored, Game game, int version, List<StoredEvent> recent, GameRepository games,
      GameEventBus bus, InstantSource clock, FlagScheduler flags, GameEndListener onEnd, LiveTimeouts timeouts) {
    this(stored, game, version, recent, games, bus, clock, flags, onEnd, timeouts, true, g -> { }, null);
  }

  /**
   * @param owned false for a game another cluster node owns, read here: it refuses every command
   * @param gone called with this game when this node no longer holds it: an owner whose store found that another
   *     node has taken the game over ({@link LeaseLost}); a copy whose last socket left
   * @param forwarder where a copy's commands go (its owner), null: refused with {@code game_moved}
   */
  LiveGame(StoredGame stored, Game game, int version, List<StoredEvent> recent, GameRepository games,
      GameEventBus bus, InstantSource clock, FlagScheduler flags, GameEndListener onEnd, LiveTimeouts timeouts,
      boolean owned, Consumer<LiveGame> gone, GameForwarder forwarder) {
    this.forwarder = forwarder;
    this.owned = owned;
    this.gone = gone;
    this.view = new LiveView(stored, game, version, recent);
    this.timeouts = timeouts;
    this.presence = new Presence(clock.instant());
    this.stored = stored;
    this.game = game;
    this.version = version;
    this.games = games;
    this.bus = bus;
    this.clock = clock;
    this.flags = flags;
    this.onEnd = onEnd;
  }

  public long id() {
    return stored.id();
  }

  /** False for a copy of a game another cluster node owns. */
  public boolean owned() {
    return owned;
  }

  /** A copy's command, decided by the game's owner ({@link GameForwarder}); {@code message} as the client wrote it. */
  Submission forward(Color color, String message) {
    if (owned) throw new IllegalStateException("game " + id() + " is decided here");
    return forwarder == null ? ELSEWHERE : forwarder.forward(id(), color, message);
  }

  public StoredGame stored() {
    return stored;
  }

  /** Decides, stores, then publishes; the answer comes only once the events are in storage. */
  public Submission submit(Command command) {
    if (!owned) return ELSEWHERE;
    if (command instanceof Command.Berserk && (stored.origin() == null || !stored.origin().berserk())) {
      return new Submission.Refused("not_allowed", "Só numa arena que o permita se pode jogar \"berserk\" (metade do relógio).");
    }
    if (command instanceof Command.Abort && stored.origin() != null) {
      return new Submission.Refused("not_allowed", "Uma partida de torneio não se anula: quem não fizer o primeiro lance em "
          + stored.origin().firstMoveWait().toSeconds() + " s perde por W.O.");
    }
    lock.lock();
    try {
      return switch (game.apply(command, clock.instant())) {
        case Update.Rejected r -> Submission.refused(r);
        case Update.Applied a -> commit(a.game(), a.events());
      };
    } finally {
      lock.unlock();
    }
  }

  /**
   * Stores events the server decides itself (restart bookkeeping) as if a command had produced them. The events
   * must be ones {@code Game} would fold: they are checked by folding them before anything is stored.
   */
  Submission record(List<GameEvent> events) {
    if (!owned) return ELSEWHERE;
    lock.lock();
    try {
      return commit(game.then(events), events);
    } finally {
      lock.unlock();
    }
  }

  private Submission commit(Game next, List<GameEvent> events) {
    List<StoredEvent> batch = new ArrayList<>(events.size());
    for (GameEvent e : events) batch.add(new StoredEvent(version + batch.size() + 1, e));
    try {
      games.append(id(), batch);
    } catch (LeaseLost e) {
      LOG.warn("game {}: {}", id(), e.getMessage());
      gone.accept(this);
      return ELSEWHERE;
    } catch (StorageException e) {
      LOG.error("game {}: {}", id(), e.getMessage());
      return new Submission.Refused("storage_failed", "O lance não pôde ser salvo; tente de novo.");
    }
    boolean ended = !game.isOver() && next.isOver();
    game = next;
    version += batch.size();
    view = view.next(game, batch);
    LiveSnapshot after = new LiveSnapshot(stored, game, version, clock.instant());
    List<EventFrame> frames = new ArrayList<>(batch.size());
    for (StoredEvent e : batch) frames.add(new EventFrame(e, e.seq() == version ? after : null));
    bus.publish(id(), frames);
    scheduleFlagCheck();
    if (ended) onEnd.gameEnded(stored, game);
    return new Submission.Accepted(version);
  }

  /**
   * The next flag check, replacing any earlier one: a flag falls at its instant even with nobody connected. While
   * the game may still be aborted, also the abort check: a side that has not made its first move
   * {@link LiveTimeouts#firstMove} after the last event gets the game called off (a game of an event or an arena:
   * its origin's wait, and the game's owner counts that abort as the idle side's forfeit).
   */
  void scheduleFlagCheck() {
    if (!owned) return;
    if (flagCheck != null) flagCheck.cancel();
    Instant at = game.flagInstant();
    flagCheck = at == null ? null : flags.schedule(at, () -> submit(new Command.CheckFlag()));
    if (abortCheck != null) abortCheck.cancel();
    abortCheck = null;
    if (game.canAbort() && !game.isAdjourned()) {
      int seen = version;
      Duration wait = stored.origin() != null ? stored.origin().firstMoveWait() : timeouts.firstMove();
      abortCheck = flags.schedule(clock.instant().plus(wait), () -> abortIfIdle(seen));
    }
  }

  /** The server aborts for the side that did not move, if nothing happened since version {@code seen}. */
  Submission abortIfIdle(int seen) {
    if (!owned) return ELSEWHERE;
    lock.lock();
    try {
      if (version != seen || !game.canAbort() || game.isAdjourned()) return new Submission.Accepted(version);
      return switch (game.apply(new Command.Abort(game.sideToMove()), clock.instant())) {
        case Update.Rejected r -> Submission.refused(r);
        case Update.Applied a -> commit(a.game(), a.events());
      };
    } finally {
      lock.unlock();
    }
  }

  /**
   * A socket of {@code color} opened ({@code open}) or closed: the abandonment clock of that player. Public for the
   * other ways a player is connected (a lichess client's game stream).
   */
  public void presence(Color color, boolean open) {
    if (!owned) {
      if (forwarder != null) forwarder.presence(id(), color, open);
      return;
    }
    if (open) presence.joined(color); else presence.left(color, clock.instant());
  }

  /**
   * {@code by} claims the game (the win, or a draw) because the opponent left: allowed once the opponent has had no
   * socket open for {@link LiveTimeouts#abandonment}, and after both sides moved (before, the game is aborted).
   */
  public Submission claimAbandonment(Color by, boolean win) {
    if (!owned) return ELSEWHERE;
    lock.lock();
    try {
      Instant now = clock.instant();
      if (!game.isOver()) {
        if (game.canAbort()) {
          return new Submission.Refused("too_early", "Antes de ambos jogarem a partida é anulada, não reclamada.");
        }
        Duration gone = presence.absence(by.opposite(), now);
        if (gone == null) return new Submission.Refused("opponent_present", "O adversário está ligado à partida.");
        if (gone.compareTo(timeouts.abandonment()) < 0) {
          long wait = timeouts.abandonment().minus(gone).toSeconds() + 1;
          return new Submission.Refused("too_early", "O adversário saiu há pouco; espere mais " + wait + " s.");
        }
      }
      return switch (game.apply(new Command.ClaimAbandonment(by, win), now)) {
        case Update.Rejected r -> Submission.refused(r);
        case Update.Applied a -> game.isOver()
            ? new Submission.Refused("game_over", "A partida já terminou.")
            : commit(a.game(), a.events());
      };
    } finally {
      lock.unlock();
    }
  }

  public LiveSnapshot snapshot() {
    lock.lock();
    try {
      return new LiveSnapshot(stored, game, version, clock.instant());
    } finally {
      lock.unlock();
    }
  }

  /**
   * The game as its sockets see it now, without taking the lock: a socket reading it while it holds its own lock
   * (which a commit's publishing waits for) sees every version it has been sent, or a later one.
   */
  LiveView view() {
    if (!owned && relayed > view.version()) readAgain();
    return view;
  }

  /**
   * A copy reads from storage, where every acknowledged event of its owner is, the events after its version, and
   * applies them to the game it holds (as a replay of the whole log would give).
   */
  private void readAgain() {
    lock.lock();
    try {
      List<StoredEvent> newer = games.events(id(), version);
      if (newer.isEmpty()) return;
      game = game.then(newer.stream().map(StoredEvent::event).toList());
      version = newer.getLast().seq();
      view = view.next(game, newer);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Subscribes and takes the view with nothing published in between: the listener gets exactly the events after
   * the view's version, each batch's last event with the game after it.
   */
  Attached attach(Consumer<EventFrame> listener) {
    if (!owned) {
      // A copy: subscribed first (the other nodes' batches from now on), then the events stored since it was read;
      // what comes in between is in both, and the listener drops it by seq. The copy is shared by the node's sockets
      // on the game ({@link LiveGames#watch}) and let go with the last of them.
      watchers.incrementAndGet();
      GameEventBus.Subscription subscription = bus.subscribe(id(), e -> {
        if (e.seq() > relayed) relayed = e.seq();
        listener.accept(e);
      });
      readAgain();
      return new Attached(view, () -> {
        subscription.close();
        if (watchers.decrementAndGet() == 0) gone.accept(this);
      });
    }
    lock.lock();
    try {
      return new Attached(view, bus.subscribe(id(), listener));
    } finally {
      lock.unlock();
    }
  }

  record Attached(LiveView view, GameEventBus.Subscription subscription) {}

  void cancelFlagCheck() {
    lock.lock();
    try {
      if (flagCheck != null) flagCheck.cancel();
      flagCheck = null;
      if (abortCheck != null) abortCheck.cancel();
      abortCheck = null;
    } finally {
      lock.unlock();
    }
  }
}
