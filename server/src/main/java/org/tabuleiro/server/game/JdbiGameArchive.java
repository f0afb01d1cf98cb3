package org.tabuleiro.server.game;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.core.statement.Query;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.db.StorageException;

/**
 * A player's games, newest first, a page at a time (migration V4's indexes). Each page is the merge of two backward
 * index scans, the games as White and the games as Black, each stopped after a page, so a page costs the same on
 * the first visit and deep in a long archive.
 */
public final class JdbiGameArchive {
  // Correctness depends on GameEventJson writing "type" first: the log's move rows are found by their prefix.
  private static final String MOVE_PREFIX = "{\"type\":\"move\"";
  private static final String TAKEBACK_PREFIX = "{\"type\":\"takenBack\"";

  private final Jdbi jdbi;
  private final GameEventJson json;
  private final Runnable catchUp;

  public JdbiGameArchive(Jdbi jdbi, GameEventJson json) {
    this(jdbi, json, () -> {});
  }

  /** @param catchUp run before each read: brings the database up to date (the journal's pending moves) */
  public JdbiGameArchive(Jdbi jdbi, GameEventJson json, Runnable catchUp) {
    this.jdbi = jdbi;
    this.json = json;
    this.catchUp = catchUp;
  }

  /** At most {@code limit} of the account's games passing {@code filter}, newest (highest id) first. */
  public List<ArchivedGame> page(long accountId, GameFilter filter, int limit) {
    if (limit < 1) throw new IllegalArgumentException("limit " + limit);
    catchUp.run();
    // The repository's columns, each qualified with "g.", so that its row mapper reads these rows too.
    String sql = "SELECT g." + JdbiGameRepository.COLUMNS.replace(", ", ", g.") + """
        , g.white_rating_before, g.white_rating_after, g.black_rating_before, g.black_rating_after,
          w.username AS white_name, b.username AS black_name,
          (SELECT COUNT(*) FROM game_events e WHERE e.game_id = g.id AND e.event LIKE :movePrefix) AS moves_played
        FROM games g LEFT JOIN accounts w ON w.id = g.white_id LEFT JOIN accounts b ON b.id = g.black_id
        WHERE g.id IN (SELECT id FROM (%s) AS as_white UNION ALL SELECT id FROM (%s) AS as_black)
        ORDER BY g.id DESC FETCH FIRST %d ROWS ONLY""".formatted(
        side(Color.WHITE, filter, limit), side(Color.BLACK, filter, limit), limit);
    return guarded(() -> jdbi.withHandle(h -> {
      Query q = h.createQuery(sql).bind("a", accountId).bind("movePrefix", MOVE_PREFIX + "%");
      bindFilter(q, filter);
      List<Row> rows = q.map((rs, ctx) -> row(rs)).list();
      Map<Long, Integer> takenBack = takenBack(rows.stream().map(r -> r.game.id()).toList());
      List<ArchivedGame> page = new ArrayList<>(rows.size());
      for (Row r : rows) {
        page.add(new ArchivedGame(r.game, r.white, r.black, r.whiteRating, r.blackRating,
            r.movesPlayed - takenBack.getOrDefault(r.game.id(), 0)));
      }
      return page;
    }));
  }

  /** The event logs of the given games, each in order: one query for a page of a download. */
  public Map<Long, List<GameEvent>> events(List<Long> gameIds) {
    if (gameIds.isEmpty()) return Map.of();
    catchUp.run();
    return guarded(() -> jdbi.withHandle(h -> {
      Map<Long, List<GameEvent>> logs = new LinkedHashMap<>();
      h.createQuery("SELECT game_id, event FROM game_events WHERE game_id IN (<ids>) ORDER BY game_id, seq")
          .bindList("ids", gameIds)
          .map((rs, ctx) -> Map.entry(rs.getLong("game_id"), json.read(rs.getString("event"))))
          .forEach(e -> logs.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(e.getValue()));
      return logs;
    }));
  }

  /** The account id of a username (any case), or null. */
  public Long accountId(String username) {
    return guarded(() -> jdbi.withHandle(h -> h.createQuery(
            "SELECT id FROM accounts WHERE username_lower = :n").bind("n", username.toLowerCase(java.util.Locale.ROOT))
        .mapTo(Long.class).findOne().orElse(null)));
  }

  /** One colour's games: a backward scan of that colour's index, stopped after a page. */
  private static String side(Color color, GameFilter f, int limit) {
    boolean white = color == Color.WHITE;
    StringBuilder sql = new StringBuilder("SELECT id FROM games WHERE ").append(white ? "white_id" : "black_id")
        .append(" = :a");
    if (f.variants() != null) sql.append(" AND variant IN (<variants>)");
    if (f.rated() != null) sql.append(" AND rated = :rated");
    if (f.playing() != null) sql.append(" AND status = :status");
    if (f.result() != null) sql.append(" AND outcome = '").append(f.result().outcomeFor(color)).append('\'');
    if (f.opponentId() != null) sql.append(" AND ").append(white ? "black_id" : "white_id").append(" = :opponent");
    if (f.beforeId() != null) sql.append(" AND id < :before");
    return sql.append(" ORDER BY id DESC FETCH FIRST ").append(limit).append(" ROWS ONLY").toString();
  }

  private static void bindFilter(Query q, GameFilter f) {
    if (f.variants() != null) q.bindList("variants", f.variants().stream().map(GameVariant::key).toList());
    if (f.rated() != null) q.bind("rated", f.rated().booleanValue());
    if (f.playing() != null) q.bind("status", f.playing() ? "playing" : "ended");
    if (f.opponentId() != null) q.bind("opponent", f.opponentId().longValue());
    if (f.beforeId() != null) q.bind("before", f.beforeId().longValue());
  }

  /** Plies taken back per game, for the few games of the page that had a takeback. */
  private Map<Long, Integer> takenBack(List<Long> gameIds) {
    if (gameIds.isEmpty()) return Map.of();
    return jdbi.withHandle(h -> h.createQuery(
            "SELECT game_id, event FROM game_events WHERE game_id IN (<ids>) AND event LIKE :prefix")
        .bindList("ids", gameIds).bind("prefix", TAKEBACK_PREFIX + "%")
        .map((rs, ctx) -> Map.entry(rs.getLong("game_id"),
            json.read(rs.getString("event")) instanceof GameEvent.TakenBack t ? t.plies() : 0))
        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, Integer::sum, HashMap::new)));
  }

  /**
   * The players' ratings before and after a rated game that moved them ({@code white}, {@code black}), or null
   * (a casual game, one not over, or one against no account).
   */
  public Map<String, ArchivedGame.RatingChange> ratings(long gameId) {
    return guarded(() -> jdbi.withHandle(h -> h.createQuery("""
            SELECT white_rating_before, white_rating_after, black_rating_before, black_rating_after
            FROM games WHERE id = :id""")
        .bind("id", gameId)
        .map((rs, ctx) -> {
          ArchivedGame.RatingChange white = change(rs, "white"), black = change(rs, "black");
          return white == null || black == null ? null : Map.of("white", white, "black", black);
        })
        .findOne().orElse(null)));
  }

  private record Row(StoredGame game, String white, String black, ArchivedGame.RatingChange whiteRating,
      ArchivedGame.RatingChange blackRating, int movesPlayed) {}

  private static Row row(ResultSet rs) throws SQLException {
    return new Row(JdbiGameRepository.game(rs), rs.getString("white_name"), rs.getString("black_name"),
        change(rs, "white"), change(rs, "black"), rs.getInt("moves_played"));
  }

  private static ArchivedGame.RatingChange change(ResultSet rs, String color) throws SQLException {
    int before = rs.getInt(color + "_rating_before");
    if (rs.wasNull()) return null;
    return new ArchivedGame.RatingChange(before, rs.getInt(color + "_rating_after"));
  }

  private static <T> T guarded(java.util.function.Supplier<T> work) {
    try {
      return work.get();
    } catch (JdbiException e) {
      throw new StorageException("cannot read the game archive: " + e.getMessage(), e);
    }
  }
}
