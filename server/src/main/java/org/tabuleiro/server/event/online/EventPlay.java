package org.tabuleiro.server.event.online;

import java.time.Instant;
import java.time.InstantSource;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.Result;
import org.tabuleiro.play.Termination;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.common.Leadership;
import org.tabuleiro.server.common.Result.Ok;
import org.tabuleiro.server.common.Result.Rejected;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventOnline;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.EventResult;
import org.tabuleiro.server.event.director.EventDirector;
import org.tabuleiro.server.event.results.EventResults;
import org.tabuleiro.server.event.store.EventRepository;
import org.tabuleiro.server.event.store.EventStore;
import org.tabuleiro.server.game.GameOrigin;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.live.FlagScheduler;
import org.tabuleiro.server.live.GameEndListener;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.notify.Notifications;

/**
 * Events played in the club: a published round's online boards become club games (created once per board,
 * {@link GameOrigin#eventKey}), each player is told on their open pages, a game's end enters its result through
 * the arbiter's path ({@link EventResults#enterResult}: audit line, version, standings), and the next round is
 * paired by the server once the last result is in (after the event's pause), round 1 at the event's start.
 *
 * <p>Nothing here is kept that a restart would need: {@link #resume} (at start) opens the games a killed server
 * had not opened or noted (found again by their origin, never created twice), enters the results of games that
 * ended unrecorded, and schedules the pairings that were due.
 */
public final class EventPlay implements GameEndListener, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(EventPlay.class);

  private final EventDirector director;
  private final EventResults results;
  private final EventRepository events;
  private final LiveGames live;
  private final Notifications notices;
  private final InstantSource clock;
  private final FlagScheduler timer;
  private final ExecutorService work = Executors.newVirtualThreadPerTaskExecutor();
  /** The next round's pairing waiting for its time, by event. */
  private final Map<Long, Pending> pending = new ConcurrentHashMap<>();

  private record Pending(int round, Instant at, FlagScheduler.Scheduled task) {}

  /** On a cluster, how often the events' leader looks for rounds due that another node saw become due. */
  static final long RESCAN_SECONDS = 2;
  private volatile Leadership lead = Leadership.SOLE;
  private final java.util.concurrent.ScheduledExecutorService rescans = Executors.newSingleThreadScheduledExecutor(
      Thread.ofPlatform().name("event-rounds").daemon().factory());
  private volatile java.util.concurrent.ScheduledFuture<?> rescan;
  /** The round the server could not pair, by event: the leader's looks leave it to the arbiter. */
  private final Map<Long, Integer> refused = new ConcurrentHashMap<>();

  public EventPlay(EventRepository events, EventDirector director, EventResults results, LiveGames live, Notifications notices,
      InstantSource clock, FlagScheduler timer) {
    this.director = director;
    this.results = results;
    this.events = events;
    this.live = live;
    this.notices = notices;
    this.clock = clock;
    this.timer = timer;
    director.onPublish(this::roundPublished);
  }

  /** When the next round will be paired by the server, if it is waiting for its time. */
  public Optional<Instant> nextRoundAt(long eventId) {
    Pending p = pending.get(eventId);
    return p == null ? Optional.empty() : Optional.of(p.at());
  }

  // ---- games opened ----

  private void roundPublished(long eventId, int round) {
    Pending p = pending.remove(eventId);
    if (p != null) p.task().cancel();
    openGames(eventId, round);
  }

  /** What opening a round's games needs, read in one transaction. */
  private record RoundView(Event event, Map<Integer, EventPlayer> players, Set<Integer> remote, List<EventBoard> boards,
      Map<Integer, Long> gameIds, Map<Long, String> usernames) {}

  private Optional<RoundView> view(long eventId, int round) {
    return events.read(store -> store.event(eventId).filter(e -> e.settings().online() != null).map(e -> {
      Map<Integer, EventPlayer> players = new HashMap<>();
      for (EventPlayer p : store.players(eventId)) players.put(p.startNo(), p);
      List<EventBoard> boards = store.boards(eventId).stream().filter(b -> b.round() == round).toList();
      return new RoundView(e, players, store.remotePlayers(eventId), boards, store.gameIds(eventId, round), store.usernames(eventId));
    }));
  }

  /** Is this board played as a club game? Both players are accounts (and, in a hybrid event, both remote). */
  static boolean isOnline(EventOnline online, EventBoard b, Map<Integer, EventPlayer> players, Set<Integer> remote) {
    if (b.isBye()) return false;
    EventPlayer w = players.get(b.white()), k = players.get(b.black());
    if (w == null || k == null || w.accountId() == null || k.accountId() == null) return false;
    return online.mode() == EventOnline.Mode.ONLINE || remote.contains(b.white()) && remote.contains(b.black());
  }

  /**
   * Opens the club games of a published round's online boards that have none noted, notes them, tells the players;
   * enters the results of noted games that are over without one (a restart).
   */
  void openGames(long eventId, int round) {
    Optional<RoundView> found = view(eventId, round);
    if (found.isEmpty() || round > found.get().event().publishedRounds()) return;
    RoundView v = found.get();
    EventOnline online = v.event().settings().online();
    GameSetup setup = GameSetup.online(v.event().settings().game(), TimeControl.parse(v.event().settings().timeControl()),
        online.rated());
    List<EventBoard> toOpen = new java.util.ArrayList<>();
    List<LiveGames.Opening> openings = new java.util.ArrayList<>();
    for (EventBoard b : v.boards()) {
      if (b.result() != null || !isOnline(online, b, v.players(), v.remote())) continue;
      Long noted = v.gameIds().get(b.board());
      if (noted != null) {
        live.find(noted).filter(g -> g.snapshot().game().isOver())
            .ifPresent(g -> record(eventId, round, b.board(), noted, g.snapshot().game()));
        continue;
      }
      toOpen.add(b);
      openings.add(new LiveGames.Opening(setup, v.players().get(b.white()).accountId(), v.players().get(b.black()).accountId(),
          new GameOrigin(GameOrigin.eventKey(eventId, round, b.board()), online.waitTime())));
    }
    if (openings.isEmpty()) return;
    // One transaction for the round's games; the players are told at once (a game found again by its origin after
    // a restart is the same game), and the boards note their games after.
    long t0 = System.nanoTime();
    List<LiveGame> games = live.openAll(openings);
    LOG.info("event {}: round {}: {} games opened in {} ms", eventId, round, games.size(), (System.nanoTime() - t0) / 1_000_000);
    Map<Integer, LiveGame> opened = new LinkedHashMap<>();
    for (int i = 0; i < toOpen.size(); i++) {
      EventBoard b = toOpen.get(i);
      LiveGame g = games.get(i);
      opened.put(b.board(), g);
      if (g.snapshot().game().isOver()) continue;
      EventPlayer white = v.players().get(b.white()), black = v.players().get(b.black());
      tell(white, notice(v.event(), b, g.id(), "white", black), v.usernames());
      tell(black, notice(v.event(), b, g.id(), "black", white), v.usernames());
    }
    events.write(eventId, store -> {
      StringBuilder list = new StringBuilder();
      Map<Integer, Long> ids = new LinkedHashMap<>();
      opened.forEach((board, g) -> {
        ids.put(board, g.id());
        list.append(list.isEmpty() ? "" : "; ").append(board).append(": partida ").append(g.id());
      });
      store.setGameIds(eventId, round, ids);
      store.audit(eventId, null, clock.instant(), "open_games", "rodada " + round, null, list.toString());
      return org.tabuleiro.server.common.Result.ok(opened.size());
    });
    for (EventBoard b : v.boards()) {
      LiveGame g = opened.get(b.board());
      // Found by its origin, over already (a restart): its result goes in.
      if (g != null && g.snapshot().game().isOver()) record(eventId, round, b.board(), g.id(), g.snapshot().game());
    }
  }

  private void tell(EventPlayer p, Map<String, Object> data, Map<Long, String> usernames) {
    String username = usernames.get(p.accountId());
    if (username != null) notices.push(p.accountId(), username, "eventGame", data);
  }

  /** {@code eventGame}: the notice that tells a player their game of a round has begun (docs/protocol.md). */
  private static Map<String, Object> notice(Event e, EventBoard b, long gameId, String color, EventPlayer opponent) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("event", e.id());
    m.put("eventName", e.settings().name());
    m.put("round", b.round());
    m.put("board", b.board());
    m.put("gameId", gameId);
    m.put("color", color);
    m.put("opponent", opponent.name());
    m.put("waitSeconds", e.settings().online().waitSeconds());
    return m;
  }

  // ---- results ----

  @Override
  public void gameEnded(StoredGame stored, Game game) {
    if (stored.origin() == null || !stored.origin().kind().equals("event")) return;
    long[] n = stored.origin().numbers();
    // Not on the game's thread: the move that ended it is acknowledged without waiting for the event's lock.
    work.execute(() -> record(n[0], (int) n[1], (int) n[2], stored.id(), game));
  }

  /**
   * The result of a club game as the event's board takes it: the game's outcome, or, for a game the server called
   * off because a side did not make its first move in time, that side's forfeit loss.
   */
  static EventResult result(Game game) {
    Result r = game.result();
    if (r.termination() == Termination.ABORTED) {
      return game.sideToMove() == Color.WHITE ? EventResult.BLACK_WINS_BY_FORFEIT : EventResult.WHITE_WINS_BY_FORFEIT;
    }
    return switch (r.outcome()) {
      case WHITE_WINS -> EventResult.WHITE_WINS;
      case BLACK_WINS -> EventResult.BLACK_WINS;
      case DRAW -> EventResult.DRAW;
    };
  }

  private void record(long eventId, int round, int board, long gameId, Game game) {
    try {
      EventResult result = result(game);
      EventResults.MovesEntry moves = result.isPlayed() && game.plies() > 0
          ? new EventResults.MovesEntry(String.join(" ", game.moves()), false) : null;
      var done = enter(eventId, round, board, gameId, result, moves);
      if (done instanceof Rejected<EventBoard> r && moves != null
          && (r.rejection().code().equals("invalid_moves") || r.rejection().code().equals("moves_contradict_result"))) {
        LOG.warn("event {} round {} board {}: the moves of game {} were not kept: {}", eventId, round, board, gameId,
            r.rejection().message());
        done = enter(eventId, round, board, gameId, result, null);
      }
      if (done instanceof Rejected<EventBoard> r) {
        LOG.info("event {} round {} board {}: game {} ended {}, the board keeps its own result: {}", eventId, round, board,
            gameId, result.text(), r.rejection().message());
      }
      afterResult(eventId);
    } catch (RuntimeException e) {
      // The game is stored; the next start enters its result (resume).
      LOG.error("event {} round {} board {}: the result of game {} was not entered: {}", eventId, round, board, gameId, e.toString());
    }
  }

  private org.tabuleiro.server.common.Result<EventBoard> enter(long eventId, int round, int board, long gameId,
      EventResult result, EventResults.MovesEntry moves) {
    return events.write(eventId, store -> {
      Optional<Event> e = store.event(eventId);
      if (e.isEmpty()) return EventRefusals.notFound(eventId);
      Long noted = store.gameIds(eventId, round).get(board);
      if (noted != null && noted != gameId) {
        return EventRefusals.conflict("other_game", "O tabuleiro " + board + " da rodada " + round + " é da partida " + noted + ".");
      }
      if (noted == null) store.setGameId(eventId, round, board, gameId);
      Optional<EventBoard> b = store.board(eventId, round, board);
      if (b.isPresent() && b.get().result() == result) return org.tabuleiro.server.common.Result.ok(b.get());
      return results.enterResult(store, e.get(), null, round, board, result, null, moves);
    });
  }

  // ---- the next round ----

  /** After a result: when the round is complete and the server pairs, the next round waits for its pause. */
  private void afterResult(long eventId) {
    Optional<Event> found = events.read(store -> store.event(eventId));
    if (found.isEmpty()) return;
    Event e = found.get();
    EventOnline online = e.settings().online();
    if (online == null || !online.autoPair() || e.draftRound() != 0 || !e.lastRoundComplete() || e.isFinished()) return;
    if (e.pairedRounds() >= e.settings().rounds()) return;
    schedule(eventId, e.pairedRounds() + 1, clock.instant().plusSeconds(online.pauseSeconds()));
  }

  private void schedule(long eventId, int round, Instant at) {
    pending.compute(eventId, (id, before) -> {
      if (before != null && before.round() == round && !before.at().isAfter(at)) return before;
      if (before != null) before.task().cancel();
      return new Pending(round, at, timer.schedule(at, () -> work.execute(() -> pairNow(eventId, round))));
    });
  }

  private void pairNow(long eventId, int round) {
    pending.computeIfPresent(eventId, (id, p) -> p.round() == round ? null : p);
    if (!lead.isLeader(Leadership.Work.EVENTS)) {   // the leader pairs it: it finds it due at its next look
      LOG.debug("event {}: round {} is the events' leader's to pair", eventId, round);
      return;
    }
    try {
      switch (director.pairByServer(eventId, round)) {
        case Ok<List<EventBoard>> ok -> LOG.info("event {}: round {} paired by the server ({} boards)", eventId, round, ok.value().size());
        case Rejected<List<EventBoard>> r -> {
          refused.put(eventId, round);
          LOG.info("event {}: round {} not paired by the server: {}", eventId, round, r.rejection().message());
        }
      }
    } catch (RuntimeException e) {
      LOG.error("event {}: pairing round {} failed: {}", eventId, round, e.toString());
    }
  }

  /**
   * The event's settings changed (or it was created): round 1 waits for its start, or no longer does. The pairing of a
   * later round keeps its time.
   */
  public void settingsChanged(long eventId) {
    Optional<Event> found = events.read(store -> store.event(eventId));
    if (found.isEmpty()) return;
    Event e = found.get();
    EventOnline online = e.settings().online();
    if (e.pairedRounds() == 0) {
      Pending p = pending.remove(eventId);
      if (p != null) p.task().cancel();
      if (online != null && online.autoPair() && online.startsAt() != null) schedule(eventId, 1, online.startsAt());
    }
  }

  /**
   * Resumes the events while this node leads them ({@link Leadership.Work#EVENTS}): {@link #resume} each time the
   * lead is gained (at once on a single server); on a cluster, the leader also looks every {@link #RESCAN_SECONDS} s
   * for rounds due (a round complete, or an event's start set, on another node) and schedules them.
   */
  public void lead(Leadership lead) {
    this.lead = lead;
    if (lead.isSole()) {
      lead.whenLeader(Leadership.Work.EVENTS, this::resume, () -> { });
      return;
    }
    lead.whenLeader(Leadership.Work.EVENTS, () -> {
      resume();
      var before = rescan;
      if (before != null) before.cancel(false);
      rescan = rescans.scheduleWithFixedDelay(this::rescan, RESCAN_SECONDS, RESCAN_SECONDS, TimeUnit.SECONDS);
    }, () -> {
      var before = rescan;
      if (before != null) before.cancel(false);
    });
  }

  /** The leader's look for rounds due: round 1 at the event's start, the next round after a complete one. */
  private void rescan() {
    if (!lead.isLeader(Leadership.Work.EVENTS)) return;
    try {
      for (long id : events.read(EventStore::playedInClub)) {
        Event e = events.read(store -> store.event(id)).orElse(null);
        if (e == null || e.isFinished()) continue;
        EventOnline online = e.settings().online();
        if (Integer.valueOf(e.pairedRounds() + 1).equals(refused.get(id))) continue;
        if (e.pairedRounds() > 0) afterResult(id);
        else if (online != null && online.autoPair() && online.startsAt() != null) schedule(id, 1, online.startsAt());
      }
    } catch (RuntimeException x) {
      LOG.error("events: looking for rounds due failed: {}", x.toString());
    }
  }

  /**
   * At start: for every event played in the club that is not finished, round 1 waits for its start; the last
   * published round's games are opened (or found again) and noted, the results of those that ended are entered;
   * and when that round is complete the next one is scheduled.
   */
  int resume() {
    List<Long> ids = events.read(EventStore::playedInClub);
    int resumed = 0;
    for (long id : ids) {
      try {
        Event e = events.read(store -> store.event(id)).orElseThrow();
        if (e.isFinished()) continue;
        resumed++;
        if (e.publishedRounds() == 0) {
        settingsChanged(id);
          continue;
        }
        openGames(id, e.publishedRounds());
        afterResult(id);
      } catch (RuntimeException x) {
        LOG.error("event {} could not be resumed: {}", id, x.toString());
      }
    }
    if (resumed > 0) LOG.info("{} event(s) played in the club resumed", resumed);
    return resumed;
  }

  /** The club games of a round's boards, by board (for the live pages). */
  public Map<Integer, Long> games(long eventId, int round) {
    return events.read(store -> store.gameIds(eventId, round));
  }

  @Override
  public void close() {
    rescans.shutdownNow();
    pending.values().forEach(p -> p.task().cancel());
    pending.clear();
    timer.close();
    work.shutdown();
  }
}
