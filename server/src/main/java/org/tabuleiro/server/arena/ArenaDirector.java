package org.tabuleiro.server.arena;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.locks.ReentrantLock;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.game.GameOrigin;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.notify.Notifications;

/**
 * One arena being played: its players (waiting, playing or paused), its scores, and its pairings, made at once when
 * a player finishes a game or joins ({@link ArenaPairing}), and by a tick every quarter of a second (a rematch whose
 * wait is over, the start). The owner of the arena's state: everything under one lock. Its games are club games
 * ({@link LiveGames#open}, origin {@code arena:A:N}); a player is told of a new game on their feed
 * ({@code arenaGame}). Rebuilt from storage at start: the scores from the finished games, the players of games under
 * way playing on.
 */
final class ArenaDirector {
  private static final Logger LOG = LoggerFactory.getLogger(ArenaDirector.class);

  private final Arena arena;
  private final ArenaRepository repo;
  private final LiveGames live;
  private final Notifications notices;
  private final InstantSource clock;
  private final RandomGenerator random;
  private final ReentrantLock lock = new ReentrantLock();
  private final Map<Long, Player> players = new LinkedHashMap<>();
  private final List<ArenaGame> finished = new ArrayList<>();
  private Map<Long, ArenaScores.Sheet> sheets = Map.of();
  private long pairings;
  /** How many pairing numbers given already by another leader are passed over before giving up. */
  private static final int MAX_NUMBERS_TAKEN = 100;
  private final Map<Long, Integer> ratings;
  /** The games counted in the colour balances, and those among them whose result counts: by game id. */
  private final java.util.Set<Long> counted = new java.util.HashSet<>();
  private final java.util.Set<Long> ended = new java.util.HashSet<>();
  /** Does this node pair? On a cluster only the arenas' leader does (the others keep a copy, for the pages). */
  private final java.util.function.BooleanSupplier pairs;
  private final String pool;

  /** A player's state between games. */
  private static final class Player {
    final long account;
    String username;
    boolean paused;
    Long playing;            // the game being played, or null
    Instant waitingSince;    // when they last became free to pair
    long lastOpponent;
    int colorBalance;

    Player(long account, String username) {
      this.account = account;
      this.username = username;
    }
  }

  ArenaDirector(Arena arena, ArenaRepository repo, LiveGames live, Notifications notices, InstantSource clock,
      RandomGenerator random, Map<Long, Integer> ratings, String pool, java.util.function.BooleanSupplier pairs) {
    this.pool = pool;
    this.pairs = pairs;
    this.arena = arena;
    this.repo = repo;
    this.live = live;
    this.notices = notices;
    this.clock = clock;
    this.random = random;
    this.ratings = new HashMap<>(ratings);
  }

  Arena arena() {
    return arena;
  }

  /** Reads the players and games back from storage (at start, or when the arena is first used in this process). */
  void restore() {
    lock.lock();
    try {
      Map<Long, Boolean> stored = repo.players(arena.id());
      Map<Long, String> names = repo.usernames(stored.keySet());
      Instant now = clock.instant();
      for (var e : stored.entrySet()) {
        Player p = new Player(e.getKey(), names.get(e.getKey()));
        p.paused = e.getValue();
        p.waitingSince = now;
        players.put(p.account, p);
      }
      for (ArenaGame g : repo.games(arena.id())) {
        pairings = Math.max(pairings, g.pairing());
        Player w = players.get(g.white()), b = players.get(g.black());
        if (w == null || b == null) continue;
        counted.add(g.gameId());
        w.colorBalance++;
        b.colorBalance--;
        if (g.isOver()) {
          ended.add(g.gameId());
          finished.add(g);
          w.lastOpponent = b.account;
          b.lastOpponent = w.account;
        } else {
          w.playing = g.gameId();
          b.playing = g.gameId();
        }
      }
      sheets = ArenaScores.compute(finished);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Catches up with what a cluster's other nodes stored (docs/server/cluster.md, "One leader for the timed work"):
   * players who joined or paused there, games the leader paired, games that ended there. The database is the truth
   * of an arena on a cluster; each node's director is a copy, and only the leader's pairs.
   */
  void catchUp() {
    Map<Long, Boolean> stored = repo.players(arena.id());
    List<ArenaRepository.GameRow> rows = repo.gameRows(arena.id());
    boolean scored = false;
    lock.lock();
    try {
      Instant now = clock.instant();
      List<Long> newcomers = stored.keySet().stream().filter(id -> !players.containsKey(id)).toList();
      if (!newcomers.isEmpty()) {
        Map<Long, String> names = repo.usernames(newcomers);
        repo.ratings(newcomers, arena.game().key(), pool).forEach(ratings::putIfAbsent);
        for (long id : newcomers) {
          Player p = new Player(id, names.get(id));
          p.waitingSince = now;
          players.put(id, p);
        }
      }
      stored.forEach((id, paused) -> players.get(id).paused = paused);
      for (ArenaRepository.GameRow r : rows) {
        pairings = Math.max(pairings, r.pairing());
        Player w = players.get(r.white()), b = players.get(r.black());
        if (w == null || b == null) continue;
        if (counted.add(r.id())) {
          w.colorBalance++;
          b.colorBalance--;
          if (!r.ended()) {
            w.playing = r.id();
            b.playing = r.id();
          }
        }
        if (!r.ended() || ended.contains(r.id())) continue;
        ArenaGame g = repo.game(r);
        if (!g.isOver()) continue;
        ended.add(r.id());
        finished.add(g);
        scored = true;
        for (Player p : new Player[] {w, b}) {
          p.lastOpponent = g.opponentOf(p.account);
          if (Long.valueOf(r.id()).equals(p.playing)) {
            p.playing = null;
            p.waitingSince = now;
          }
        }
        // The idle side is paused by the node the game ended on, maybe after this read: as gameEnded does.
        if ("+-".equals(g.result())) b.paused = true;
        if ("-+".equals(g.result())) w.paused = true;
      }
      if (scored) sheets = ArenaScores.compute(finished);
    } finally {
      lock.unlock();
    }
    if (arena.rated() && scored) {   // games ended on another node: their ratings moved
      Map<Long, Integer> now = freshRatings(List.copyOf(stored.keySet()));
      lock.lock();
      try {
        ratings.putAll(now);
      } finally {
        lock.unlock();
      }
    }
  }

  /** Joins (or comes back): free to be paired at once. */
  void join(long account, String username, int rating) {
    lock.lock();
    try {
      ratings.put(account, rating);
      repo.join(arena.id(), account, clock.instant());
      Player p = players.computeIfAbsent(account, id -> new Player(id, username));
      p.paused = false;
      if (p.playing == null) p.waitingSince = clock.instant();
    } finally {
      lock.unlock();
    }
    pairNow();
  }

  /** Leaves the waiting list: not paired again until {@link #join}. A game under way goes on. */
  boolean pause(long account) {
    lock.lock();
    try {
      Player p = players.get(account);
      if (p == null) return false;
      repo.pause(arena.id(), account);
      p.paused = true;
      return true;
    } finally {
      lock.unlock();
    }
  }

  /** A game of this arena ended: its result counts, its players are free again (an idle side is paused). */
  void gameEnded(StoredGame stored, long pairing, Game game) {
    // A rated game has changed both ratings already (the ratings hear of a game's end first): the leaderboard shows
    // them as they are now, not as they were when the players joined.
    Map<Long, Integer> fresh = arena.rated() ? freshRatings(List.of(stored.whiteId(), stored.blackId())) : Map.of();
    lock.lock();
    try {
      ratings.putAll(fresh);
      Long whiteId = stored.whiteId(), blackId = stored.blackId();
      String result = ArenaRepository.result(game.result(), game.sideToMove() == Color.WHITE);
      ArenaGame g = new ArenaGame(stored.id(), pairing, whiteId, blackId, stored.createdAt(), clock.instant(), result,
          game.hasBerserked(Color.WHITE), game.hasBerserked(Color.BLACK));
      if (ended.add(g.gameId())) {   // else already read back from the database (catchUp)
        finished.add(g);
        sheets = ArenaScores.compute(finished);
      }
      Instant now = clock.instant();
      for (long id : new long[] {whiteId, blackId}) {
        Player p = players.get(id);
        if (p == null) continue;
        p.playing = null;
        p.lastOpponent = g.opponentOf(id);
        p.waitingSince = now;
        // A player who did not make a first move in time has left: not paired again until they come back.
        if ("+-".equals(result) && id == blackId || "-+".equals(result) && id == whiteId) {
          p.paused = true;
          repo.pause(arena.id(), id);
        }
      }
    } finally {
      lock.unlock();
    }
    pairNow();
  }

  private Map<Long, Integer> freshRatings(List<Long> accounts) {
    try {
      return repo.ratings(accounts, arena.game().key(), pool);
    } catch (RuntimeException e) {
      LOG.warn("arena {}: ratings not read again: {}", arena.id(), e.toString());
      return Map.of();
    }
  }

  /** Pairs the waiting players that can be paired now, and opens their games. */
  void pairNow() {
    if (!arena.isRunning(clock.instant()) || !pairs.getAsBoolean()) return;
    lock.lock();
    try {
      Instant now = clock.instant();
      List<ArenaPairing.Waiting> waiting = new ArrayList<>();
      for (Player p : players.values()) {
        if (p.paused || p.playing != null) continue;
        ArenaScores.Sheet s = sheets.get(p.account);
        waiting.add(new ArenaPairing.Waiting(p.account, s == null ? 0 : s.score(), ratings.getOrDefault(p.account, 1500),
            p.lastOpponent, p.waitingSince, p.colorBalance));
      }
      if (waiting.size() < 2) return;
      GameSetup setup = GameSetup.online(arena.game(), TimeControl.parse(arena.timeControl()), arena.rated());
      for (ArenaPairing.Pair pair : ArenaPairing.pair(waiting, now, random)) {
        LiveGame g = open(setup, pair);
        if (g == null) return;
        Player w = players.get(pair.white()), b = players.get(pair.black());
        counted.add(g.id());
        w.playing = g.id();
        b.playing = g.id();
        w.colorBalance++;
        b.colorBalance--;
        tell(w, b, g.id(), "white");
        tell(b, w, g.id(), "black");
      }
    } finally {
      lock.unlock();
    }
  }

  /**
   * The pair's game under the next pairing number. A number another leader gave a moment ago (stored after this
   * director last caught up: a change of leader) names that leader's game, of other players: it is passed over, and
   * the next number tried. The same pair under the same number is the same game, opened once. Null when it could not
   * be created.
   */
  private LiveGame open(GameSetup setup, ArenaPairing.Pair pair) {
    for (int tries = 0; tries < MAX_NUMBERS_TAKEN; tries++) {
      long n = ++pairings;
      LiveGame g;
      try {
        g = live.open(setup, pair.white(), pair.black(), new GameOrigin(GameOrigin.arenaKey(arena.id(), n),
            Duration.ofSeconds(arena.waitSeconds()), arena.berserk()));
      } catch (RuntimeException e) {
        LOG.error("arena {}: game {} could not be created: {}", arena.id(), n, e.toString());
        return null;
      }
      if (Objects.equals(g.stored().whiteId(), pair.white()) && Objects.equals(g.stored().blackId(), pair.black())) {
        return g;
      }
      LOG.warn("arena {}: pairing {} was given already (game {}), the next number is tried", arena.id(), n, g.id());
    }
    LOG.error("arena {}: {} pairing numbers in a row were given already", arena.id(), MAX_NUMBERS_TAKEN);
    return null;
  }

  /**
   * Tells a player of their new game: one notice per arena in their bell, the last game's (the one before is taken
   * back, so a player paired 29 times in 4 minutes holds one notice, not 29).
   */
  private void tell(Player p, Player opponent, long gameId, String color) {
    long arenaId = arena.id();
    notices.remove(p.account, n -> n.type().equals("arenaGame")
        && n.data().get("arena") instanceof Number a && a.longValue() == arenaId);   // a Long, or an Integer read back from the store
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("arena", arena.id());
    data.put("arenaName", arena.name());
    data.put("gameId", gameId);
    data.put("color", color);
    data.put("opponent", opponent.username == null ? "" : opponent.username);
    data.put("berserk", arena.berserk());
    notices.push(p.account, p.username == null ? "" : p.username, "arenaGame", data);
  }

  /** The leaderboard: players by score, then rating; each with their sheet and whether they wait, play or pause. */
  List<Map<String, Object>> leaderboard() {
    lock.lock();
    try {
      List<Player> order = new ArrayList<>(players.values());
      order.sort((a, b) -> {
        int sa = score(a), sb = score(b);
        if (sa != sb) return Integer.compare(sb, sa);
        int ra = ratings.getOrDefault(a.account, 1500), rb = ratings.getOrDefault(b.account, 1500);
        return ra != rb ? Integer.compare(rb, ra) : Long.compare(a.account, b.account);
      });
      List<Map<String, Object>> out = new ArrayList<>();
      int rank = 0, shown = 0, lastScore = Integer.MIN_VALUE;
      for (Player p : order) {
        shown++;
        ArenaScores.Sheet s = sheets.get(p.account);
        int score = s == null ? 0 : s.score();
        if (score != lastScore) rank = shown;
        lastScore = score;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rank", rank);
        m.put("username", p.username);
        m.put("score", score);
        m.put("games", s == null ? 0 : s.games());
        m.put("wins", s == null ? 0 : s.wins());
        m.put("draws", s == null ? 0 : s.draws());
        m.put("losses", s == null ? 0 : s.losses());
        m.put("berserks", s == null ? 0 : s.berserks());
        m.put("onFire", s != null && s.onFire());
        m.put("sheet", s == null ? List.of() : s.marks());
        m.put("rating", ratings.getOrDefault(p.account, 1500));
        m.put("state", p.playing != null ? "playing" : p.paused ? "paused" : "waiting");
        m.put("pausedFor", p.playing == null && p.paused ? pauseReason(p.account) : null);
        m.put("game", p.playing);
        out.add(m);
      }
      return out;
    } finally {
      lock.unlock();
    }
  }

  /**
   * Why a paused player is paused: {@code "noFirstMove"} when their last game ended with them not moving in time
   * (the server paused them), else {@code "left"} (they paused). Called holding the lock.
   */
  private String pauseReason(long account) {
    for (int i = finished.size() - 1; i >= 0; i--) {
      ArenaGame g = finished.get(i);
      if (g.white() != account && g.black() != account) continue;
      boolean idle = "-+".equals(g.result()) && g.white() == account || "+-".equals(g.result()) && g.black() == account;
      return idle ? "noFirstMove" : "left";
    }
    return "left";
  }

  private int score(Player p) {
    ArenaScores.Sheet s = sheets.get(p.account);
    return s == null ? 0 : s.score();
  }

  int playerCount() {
    lock.lock();
    try {
      return players.size();
    } finally {
      lock.unlock();
    }
  }

  /** Is {@code account} in the arena and not paused? */
  boolean isIn(long account) {
    lock.lock();
    try {
      Player p = players.get(account);
      return p != null && !p.paused;
    } finally {
      lock.unlock();
    }
  }
}
