package org.tabuleiro.server.arena;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.StoredEvent;

/**
 * Arenas and their players (migration V12), and an arena's games read back from the club's games (their origin
 * {@code arena:A:N}) with their events (the journal's too, through the game repository): what the scores come from.
 */
final class ArenaRepository {
  private final Jdbi jdbi;
  private final GameRepository games;

  ArenaRepository(Jdbi jdbi, GameRepository games) {
    this.jdbi = jdbi;
    this.games = games;
  }

  long create(String name, GameVariant game, String timeControl, boolean rated, boolean berserk, int waitSeconds,
      Instant startsAt, int minutes, long createdBy, Instant now) {
    return jdbi.withHandle(h -> h.createUpdate("""
            INSERT INTO arenas (name, game, time_control, rated, berserk, wait_seconds, starts_at, minutes, created_by,
                                created_at)
            VALUES (:name, :game, :tc, :rated, :berserk, :wait, :startsAt, :minutes, :by, :at)""")
        .bind("name", name).bind("game", game.key()).bind("tc", timeControl).bind("rated", rated).bind("berserk", berserk)
        .bind("wait", waitSeconds).bind("startsAt", startsAt).bind("minutes", minutes).bind("by", createdBy).bind("at", now)
        .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one());
  }

  Optional<Arena> find(long id) {
    return jdbi.withHandle(h -> h.createQuery("SELECT * FROM arenas WHERE id = :id").bind("id", id)
        .map((rs, ctx) -> arena(rs)).findOne());
  }

  List<Arena> all() {
    return jdbi.withHandle(h -> h.createQuery("SELECT * FROM arenas ORDER BY starts_at DESC, id DESC")
        .map((rs, ctx) -> arena(rs)).list());
  }

  /** The arenas not yet over at {@code now} (their games under way are resumed at start). */
  List<Arena> notOver(Instant now) {
    return all().stream().filter(a -> a.endsAt().isAfter(now.minusSeconds(3600))).toList();
  }

  private static Arena arena(java.sql.ResultSet rs) throws java.sql.SQLException {
    return new Arena(rs.getLong("id"), rs.getString("name"), GameVariant.byKey(rs.getString("game")),
        rs.getString("time_control"), rs.getBoolean("rated"), rs.getBoolean("berserk"), rs.getInt("wait_seconds"),
        rs.getObject("starts_at", java.time.OffsetDateTime.class).toInstant(), rs.getInt("minutes"),
        rs.getLong("created_by"), rs.getObject("created_at", java.time.OffsetDateTime.class).toInstant());
  }

  /** Joins, or comes back after a pause. */
  void join(long arenaId, long accountId, Instant now) {
    jdbi.useTransaction(h -> {
      int changed = h.createUpdate("UPDATE arena_players SET paused = FALSE WHERE arena_id = :a AND account_id = :p")
          .bind("a", arenaId).bind("p", accountId).execute();
      if (changed == 0) {
        h.createUpdate("INSERT INTO arena_players (arena_id, account_id, joined_at, paused) VALUES (:a, :p, :at, FALSE)")
            .bind("a", arenaId).bind("p", accountId).bind("at", now).execute();
      }
    });
  }

  void pause(long arenaId, long accountId) {
    jdbi.useHandle(h -> h.createUpdate("UPDATE arena_players SET paused = TRUE WHERE arena_id = :a AND account_id = :p")
        .bind("a", arenaId).bind("p", accountId).execute());
  }

  /** The players, by account: paused or not. */
  Map<Long, Boolean> players(long arenaId) {
    Map<Long, Boolean> out = new java.util.LinkedHashMap<>();
    jdbi.useHandle(h -> h.createQuery("SELECT account_id, paused FROM arena_players WHERE arena_id = :a ORDER BY joined_at, account_id")
        .bind("a", arenaId).map((rs, ctx) -> Map.entry(rs.getLong(1), rs.getBoolean(2)))
        .forEach(e -> out.put(e.getKey(), e.getValue())));
    return out;
  }

  /** The club rating (rounded) of each account in a game and pool; a newcomer has none (1500 is assumed). */
  Map<Long, Integer> ratings(java.util.Collection<Long> ids, String game, String pool) {
    Map<Long, Integer> out = new java.util.HashMap<>();
    if (ids.isEmpty()) return out;
    jdbi.useHandle(h -> h.createQuery("SELECT account_id, rating FROM ratings WHERE game = :g AND pool = :p AND account_id IN (<ids>)")
        .bind("g", game).bind("p", pool).bindList("ids", List.copyOf(ids))
        .map((rs, ctx) -> Map.entry(rs.getLong(1), (int) Math.round(rs.getDouble(2)))).forEach(e -> out.put(e.getKey(), e.getValue())));
    return out;
  }

  /** The usernames of accounts. */
  Map<Long, String> usernames(java.util.Collection<Long> ids) {
    Map<Long, String> out = new java.util.HashMap<>();
    if (ids.isEmpty()) return out;
    jdbi.useHandle(h -> h.createQuery("SELECT id, username FROM accounts WHERE id IN (<ids>)").bindList("ids", List.copyOf(ids))
        .map((rs, ctx) -> Map.entry(rs.getLong(1), rs.getString(2))).forEach(e -> out.put(e.getKey(), e.getValue())));
    return out;
  }

  /** An arena's game as its row says: enough to know who plays whom, and whether it has ended. */
  record GameRow(long id, long pairing, long white, long black, Instant createdAt, boolean ended) {}

  /** The rows of the arena's games, by id (one query, no events). */
  List<GameRow> gameRows(long arenaId) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT id, origin, white_id, black_id, created_at, status FROM games WHERE origin LIKE :prefix ORDER BY id""")
        .bind("prefix", "arena:" + arenaId + ":%")
        .map((rs, ctx) -> {
          String origin = rs.getString(2);
          return new GameRow(rs.getLong(1), Long.parseLong(origin.substring(origin.lastIndexOf(':') + 1)), rs.getLong(3),
              rs.getLong(4), rs.getObject(5, java.time.OffsetDateTime.class).toInstant(), "ended".equals(rs.getString(6)));
        }).list());
  }

  /** One game read from its events (the truth, journal included). */
  ArenaGame game(GameRow r) {
    return read(r.id(), r.pairing(), r.white(), r.black(), r.createdAt(), games.events(r.id(), 0));
  }

  /** Every game of the arena, by pairing number, each read from its events (the truth, journal included). */
  List<ArenaGame> games(long arenaId) {
    List<ArenaGame> out = new java.util.ArrayList<>();
    for (GameRow r : gameRows(arenaId)) out.add(game(r));
    out.sort(java.util.Comparator.comparingLong(ArenaGame::pairing));
    return out;
  }

  /** A game as the arena reads it from its events. */
  static ArenaGame read(long id, long pairing, long white, long black, Instant createdAt, List<StoredEvent> events) {
    boolean wb = false, bb = false;
    int plies = 0;
    GameEvent.Ended ended = null;
    for (StoredEvent e : events) {
      switch (e.event()) {
        case GameEvent.Berserked b -> {
          if (b.by() == org.tabuleiro.rules.common.Color.WHITE) wb = true; else bb = true;
        }
        case GameEvent.MovePlayed m -> plies++;
        case GameEvent.TakenBack t -> plies -= t.plies();
        case GameEvent.Ended x -> ended = x;
        default -> { }
      }
    }
    String result = ended == null ? null : result(ended.result(), plies % 2 == 0);
    return new ArenaGame(id, pairing, white, black, createdAt, ended == null ? null : ended.at(), result, wb, bb);
  }

  /** The arena's reading of a result; a game called off for want of a first move is the idle side's forfeit. */
  static String result(org.tabuleiro.play.Result r, boolean whiteToMove) {
    if (r.outcome() == null) return whiteToMove ? "-+" : "+-";
    return switch (r.outcome()) {
      case WHITE_WINS -> "1-0";
      case BLACK_WINS -> "0-1";
      case DRAW -> "1/2-1/2";
    };
  }
}
