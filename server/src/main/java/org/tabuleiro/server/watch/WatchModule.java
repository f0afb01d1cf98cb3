package org.tabuleiro.server.watch;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.common.UnavailableException;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.rating.PlayerRating;
import org.tabuleiro.server.rating.RatingRepository;
import org.tabuleiro.tournament.rating.Glicko2Rating;

/**
 * Who is playing: {@code GET /api/games/live} (the games in progress, highest-rated first, by game and pool) and
 * {@code GET /api/tv} (the best of them, which the TV page follows). The list is made at most once per
 * {@link #KEPT} and shared: many pages polling it cost one look at the games; a game's players (names, ratings) are
 * read from the database once, when it first appears.
 *
 * <p>On a cluster node ({@link #shareThrough}) the list is the club's: this node's own games, as above, with the
 * other nodes' as they last told them through {@link GamesElsewhere}. Each node tells its games every {@link #KEPT},
 * only the first {@link #MAX_LIMIT} of each game and pool ({@link #firstOfEach}): enough for the first
 * {@link #MAX_LIMIT} of any filter once merged.
 */
public final class WatchModule implements HttpModule {
  private static final Logger LOG = LoggerFactory.getLogger(WatchModule.class);
  static final Duration KEPT = Duration.ofSeconds(2);
  static final int MAX_LIMIT = 100;
  /** Highest-rated first; ties: the newer game first. */
  static final Comparator<Playing> ORDER = Comparator.comparingDouble(Playing::rank).reversed()
      .thenComparing(Playing::createdAt, Comparator.reverseOrder());

  /** A game of the list, and the rating it is ranked by: its better player's (a player unrated in it counts 1500). */
  record Playing(Map<String, Object> json, GameVariant variant, RatingPool pool, double rank, Instant createdAt) {
    long id() {
      return ((Number) json.get("id")).longValue();
    }

    int plies() {
      return ((Number) json.get("plies")).intValue();
    }

    /** An entry of the list's JSON, as another node told it (read back from JSON: its numbers may be narrower). */
    static Playing of(Map<String, Object> json) {
      GameVariant variant = GameVariant.byKey((String) json.get("game"));
      RatingPool pool = json.get("pool") instanceof String p ? RatingPool.valueOf(p.toUpperCase(Locale.ROOT)) : null;
      @SuppressWarnings("unchecked") Map<String, Object> white = (Map<String, Object>) json.get("white");
      @SuppressWarnings("unchecked") Map<String, Object> black = (Map<String, Object>) json.get("black");
      return new Playing(json, variant, pool, Math.max(rankOf(white), rankOf(black)),
          Instant.parse((String) json.get("createdAt")));
    }
  }

  private record Listed(Instant at, List<Playing> games) {
    boolean freshAt(Instant now) {
      return now.isBefore(at.plus(KEPT)) && !now.isBefore(at);
    }
  }

  private final LiveGames games;
  private final RatingRepository ratings;
  private final AccountService accounts;
  private final InstantSource clock;
  private final AtomicReference<Listed> here = new AtomicReference<>();     // the games this server holds
  private final AtomicReference<Listed> listed = new AtomicReference<>();   // a cluster node's: here's and the others'
  private final Map<Long, Sides> sides = new java.util.concurrent.ConcurrentHashMap<>();   // by game id, games in progress
  private volatile GamesElsewhere elsewhere;   // null on a single server

  public WatchModule(LiveGames games, RatingRepository ratings, AccountService accounts, InstantSource clock) {
    this.games = games;
    this.ratings = ratings;
    this.accounts = accounts;
    this.clock = clock;
  }

  /** A cluster node: lists the other nodes' games too, and tells them its own (made anew at each telling). */
  public void shareThrough(GamesElsewhere elsewhere) {
    if (this.elsewhere != null) throw new IllegalStateException("the live games already shared");
    this.elsewhere = elsewhere;
    elsewhere.start(() -> firstOfEach(here(true), MAX_LIMIT).stream().map(Playing::json).toList());
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/games/live", this::live);
    routes.get("/api/tv", this::tv);
  }

  private void live(Context ctx) {
    List<Playing> shown = filtered(ctx);
    int limit = limit(ctx.queryParam("limit"));
    ctx.json(Map.of("games", shown.stream().limit(limit).map(Playing::json).toList()));
  }

  private void tv(Context ctx) {
    Optional<Playing> best = filtered(ctx).stream().findFirst();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("gameId", best.map(p -> p.json().get("id")).orElse(null));
    m.put("game", best.map(Playing::json).orElse(null));
    ctx.json(m);
  }

  private List<Playing> filtered(Context ctx) {
    GameVariant variant = parse(ctx.queryParam("game"), GameVariant::byKey, "invalid_game",
        "\"game\" é chess, international ou brazilian.");
    RatingPool pool = parse(ctx.queryParam("pool"), p -> RatingPool.valueOf(p.toUpperCase(Locale.ROOT)), "invalid_pool",
        "\"pool\" é bullet, blitz, rapid, classical ou correspondence.");
    return list().stream()
        .filter(p -> variant == null || p.variant() == variant)
        .filter(p -> pool == null || p.pool() == pool)
        .toList();
  }

  /** The club's games: this server's; on a cluster node, with the other nodes' (made at most once per KEPT). */
  private List<Playing> list() {
    GamesElsewhere others = elsewhere;
    if (others == null) return here(false);
    Instant now = clock.instant();
    Listed held = listed.get();
    if (held != null && held.freshAt(now)) return held.games();
    Map<Long, Playing> byId = new HashMap<>();
    for (Playing p : here(false)) byId.put(p.id(), p);
    try {
      for (Map<String, Object> json : others.games()) {
        Playing p;
        try {
          p = Playing.of(json);
        } catch (RuntimeException e) {
          LOG.debug("a live game told by another node could not be read: {} ({})", json, e.toString());
          continue;
        }
        // Twice across a change of owner (the old owner's entry expires later): the further one is the newer.
        byId.merge(p.id(), p, (a, b) -> b.plies() > a.plies() ? b : a);
      }
    } catch (UnavailableException e) {
      LOG.debug("the other nodes' live games are not listed: {}", e.getMessage());
    }
    List<Playing> made = new ArrayList<>(byId.values());
    made.sort(ORDER);
    List<Playing> games = List.copyOf(made);
    listed.set(new Listed(now, games));
    return games;
  }

  /** The games this server holds, highest-rated first: made at most once per KEPT, or {@code anew}. */
  private List<Playing> here(boolean anew) {
    Instant now = clock.instant();
    Listed held = here.get();
    if (!anew && held != null && held.freshAt(now)) return held.games();
    List<Playing> made = new ArrayList<>();
    java.util.Set<Long> seen = new java.util.HashSet<>();
    for (LiveGame live : games.inProgress()) {
      Game game = live.snapshot().game();
      seen.add(live.id());
      if (game.isOver() || game.isAdjourned()) continue;
      made.add(playing(live.stored(), game));
    }
    sides.keySet().retainAll(seen);   // the games gone: their players forgotten
    made.sort(ORDER);
    List<Playing> games = List.copyOf(made);
    here.set(new Listed(now, games));
    return games;
  }

  /**
   * The first {@code n} of each game and pool of a list in its order: any filter's first {@code n} (a game, a pool,
   * both or neither) are among them, so the nodes' shares merged hold the club's first {@code n} of every filter.
   */
  static List<Playing> firstOfEach(List<Playing> sorted, int n) {
    record Shelf(GameVariant variant, RatingPool pool) {}
    Map<Shelf, Integer> taken = new HashMap<>();
    List<Playing> out = new ArrayList<>();
    for (Playing p : sorted) {
      if (taken.merge(new Shelf(p.variant(), p.pool()), 1, Integer::sum) <= n) out.add(p);
    }
    return out;
  }

  /** A game's two players as listed: looked up once per game (names and ratings do not change while it is played). */
  private record Sides(Map<String, Object> white, Map<String, Object> black) {}

  private Playing playing(StoredGame stored, Game game) {
    GameVariant variant = stored.setup().variant();
    RatingPool pool = stored.setup().control().ratingPool().orElse(null);
    Sides both = sides.computeIfAbsent(stored.id(), id -> new Sides(player(stored.whiteId(), variant, pool),
        player(stored.blackId(), variant, pool)));
    Map<String, Object> white = both.white(), black = both.black();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", stored.id());
    m.put("game", variant.key());
    m.put("timeControl", stored.setup().control().toString());
    m.put("pool", pool == null ? null : pool.name().toLowerCase(Locale.ROOT));
    m.put("rated", stored.setup().rated());
    m.put("white", white);
    m.put("black", black);
    m.put("plies", game.plies());
    m.put("turn", GameEventJson.color(game.sideToMove()));
    m.put("fen", game.fen());
    m.put("createdAt", stored.createdAt().toString());
    double rank = Math.max(rankOf(white), rankOf(black));
    return new Playing(m, variant, pool, rank, stored.createdAt());
  }

  private static double rankOf(Map<String, Object> player) {
    return player.get("rating") instanceof Integer r ? r : Glicko2Rating.newcomer().rating();
  }

  private Map<String, Object> player(Long accountId, GameVariant variant, RatingPool pool) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("username", accountId == null ? "?" : accounts.find(accountId).map(Account::username).orElse("?"));
    Optional<PlayerRating> r = accountId == null || pool == null ? Optional.empty() : ratings.find(accountId, variant, pool);
    m.put("rating", r.filter(p -> p.games() > 0).map(p -> p.rating().rounded()).orElse(null));
    m.put("provisional", r.map(p -> p.rating().isProvisional()).orElse(true));
    return m;
  }

  private static int limit(String text) {
    if (text == null || text.isBlank()) return 50;
    try {
      int n = Integer.parseInt(text.strip());
      if (n >= 1 && n <= MAX_LIMIT) return n;
    } catch (NumberFormatException e) {
      // below
    }
    throw ApiException.badRequest("invalid_limit", "\"limit\" é um inteiro de 1 a " + MAX_LIMIT + ".");
  }

  private static <T> T parse(String text, java.util.function.Function<String, T> read, String code, String message) {
    if (text == null || text.isBlank()) return null;
    try {
      return read.apply(text.strip());
    } catch (IllegalArgumentException e) {
      throw ApiException.badRequest(code, message);
    }
  }
}
