package org.tabuleiro.server.lichess;

import java.time.InstantSource;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import org.tabuleiro.play.Game;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.challenge.Challenge;
import org.tabuleiro.server.challenge.ChallengeService;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.live.GameEndListener;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.live.LiveSnapshot;

/**
 * The players' event streams ({@code GET /lichess/api/stream/event}) on this server: each open stream of an account
 * gets its {@code challenge}, {@code challengeCanceled}, {@code challengeDeclined}, {@code gameStart} and
 * {@code gameFinish}. Told by the challenges ({@link ChallengeService.Events}), the games' ends
 * ({@link GameEndListener}) and the live games' registry, whose games this class compares on each change to find
 * the new ones, whatever made them (a challenge, the lobby, an event, an arena, the computer).
 */
final class EventStreams implements ChallengeService.Events, GameEndListener {
  private final Map<Long, Set<NdjsonStream>> open = new ConcurrentHashMap<>();
  private final LichessJson json;
  private final ChallengeJson challenges;
  private final LiveGames games;
  private final InstantSource clock;
  private final Set<Long> playing = new HashSet<>();   // guarded by itself: the games known in progress
  private volatile String origin = "http://localhost";

  EventStreams(LichessJson json, ChallengeJson challenges, LiveGames games, InstantSource clock) {
    this.json = json;
    this.challenges = challenges;
    this.games = games;
    this.clock = clock;
    games.onHeldChanged(this::gamesChanged);
    synchronized (playing) {
      for (LiveGame g : games.inProgress()) playing.add(g.id());
    }
  }

  /** Adds a stream of {@code accountId}'s; returns what removes it. */
  Runnable listen(long accountId, NdjsonStream stream, String origin) {
    this.origin = origin;
    open.computeIfAbsent(accountId, id -> new CopyOnWriteArraySet<>()).add(stream);
    return () -> open.computeIfPresent(accountId, (id, set) -> {
      set.remove(stream);
      return set.isEmpty() ? null : set;
    });
  }

  /** The event a game in progress gives its player {@code me} when a stream opens or the game starts. */
  Map<String, Object> gameStart(LiveSnapshot s, Color me) {
    return Map.of("type", "gameStart", "game", json.eventGame(s, me));
  }

  Map<String, Object> challenge(Challenge c, String type, String status) {
    return Map.of("type", type, "challenge", challenges.of(c, status, origin));
  }

  private void send(long accountId, Map<String, Object> event) {
    Set<NdjsonStream> streams = open.get(accountId);
    if (streams != null) streams.forEach(s -> s.send(event));
  }

  @Override
  public void made(Challenge c) {
    if (!open.containsKey(c.toId()) && !open.containsKey(c.fromId())) return;
    Map<String, Object> event = challenge(c, "challenge", "created");
    send(c.toId(), event);
    send(c.fromId(), event);
  }

  @Override
  public void accepted(Challenge c, LiveGame game) {
    // the game's start reaches both players through gamesChanged
  }

  @Override
  public void declined(Challenge c) {
    if (!open.containsKey(c.toId()) && !open.containsKey(c.fromId())) return;
    Map<String, Object> event = challenge(c, "challengeDeclined", "declined");
    send(c.fromId(), event);
    send(c.toId(), event);
  }

  @Override
  public void cancelled(Challenge c) {
    if (!open.containsKey(c.toId()) && !open.containsKey(c.fromId())) return;
    Map<String, Object> event = challenge(c, "challengeCanceled", "canceled");
    send(c.toId(), event);
    send(c.fromId(), event);
  }

  @Override
  public void gameEnded(StoredGame stored, Game game) {
    synchronized (playing) {
      playing.remove(stored.id());
    }
    LiveSnapshot s = new LiveSnapshot(stored, game, 0, clock.instant());
    for (Color c : Color.values()) {
      Long id = c == Color.WHITE ? stored.whiteId() : stored.blackId();
      if (id != null && open.containsKey(id)) send(id, Map.of("type", "gameFinish", "game", json.eventGame(s, c)));
    }
  }

  /** The live games changed: those not seen before have started. */
  private void gamesChanged() {
    List<LiveGame> now = games.inProgress();
    List<LiveGame> started = new java.util.ArrayList<>();
    synchronized (playing) {
      Set<Long> ids = new HashSet<>();
      for (LiveGame g : now) {
        ids.add(g.id());
        if (playing.add(g.id())) started.add(g);
      }
      playing.retainAll(ids);
    }
    for (LiveGame g : started) {
      StoredGame stored = g.stored();
      if (!(stored.whiteId() != null && open.containsKey(stored.whiteId()))
          && !(stored.blackId() != null && open.containsKey(stored.blackId()))) {
        continue;
      }
      LiveSnapshot s = g.snapshot();
      if (stored.whiteId() != null) send(stored.whiteId(), gameStart(s, Color.WHITE));
      if (stored.blackId() != null) send(stored.blackId(), gameStart(s, Color.BLACK));
    }
  }
}
