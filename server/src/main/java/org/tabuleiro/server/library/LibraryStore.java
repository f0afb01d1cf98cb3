package org.tabuleiro.server.library;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.jdbi.v3.core.statement.Query;

/** The library's tables: collections, games and the positions of their main lines. */
final class LibraryStore {
  record Collection(long id, String name, String game, boolean isPublic, long ownerId, String owner, Instant createdAt,
      long games) {}

  /** A game ready to store: its searchable fields and its positions. */
  record NewGame(long fingerprint, String white, String black, String event, String site, String date, Integer year,
      String result, String outcome, Integer whiteElo, Integer blackElo, String eco, String opening, String text,
      long[] keys, List<String> moves, List<String> sans) {}

  record GameRow(long id, long collectionId, String white, String black, String event, String site, String date,
      String result, Integer whiteElo, Integer blackElo, String eco, String opening, int plies, String text) {}

  private final Jdbi jdbi;

  LibraryStore(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  Jdbi jdbi() {
    return jdbi;
  }

  long createCollection(String name, String game, boolean isPublic, long ownerId, Instant now) {
    return jdbi.withHandle(h -> h.createUpdate("""
            INSERT INTO library_collections (name, game, is_public, owner_id, created_at)
            VALUES (:name, :game, :public, :owner, :now)""")
        .bind("name", name).bind("game", game).bind("public", isPublic).bind("owner", ownerId).bind("now", now)
        .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one());
  }

  private static final String COLLECTION_SELECT = """
      SELECT c.id, c.name, c.game, c.is_public, c.owner_id, a.username, c.created_at,
             (SELECT COUNT(*) FROM library_games g WHERE g.collection_id = c.id) AS games
      FROM library_collections c JOIN accounts a ON a.id = c.owner_id""";

  Optional<Collection> collection(long id) {
    return jdbi.withHandle(h -> h.createQuery(COLLECTION_SELECT + " WHERE c.id = :id").bind("id", id)
        .map((rs, ctx) -> collection(rs)).findOne());
  }

  /** The public collections and the viewer's own (viewer 0: only the public ones). */
  List<Collection> collections(long viewer) {
    return jdbi.withHandle(h -> h.createQuery(COLLECTION_SELECT
            + " WHERE c.is_public OR c.owner_id = :viewer ORDER BY c.name, c.id").bind("viewer", viewer)
        .map((rs, ctx) -> collection(rs)).list());
  }

  private static Collection collection(java.sql.ResultSet rs) throws java.sql.SQLException {
    return new Collection(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getBoolean(4), rs.getLong(5),
        rs.getString(6), rs.getObject(7, java.time.OffsetDateTime.class).toInstant(), rs.getLong(8));
  }

  void deleteCollection(long id) {
    jdbi.useTransaction(h -> {
      h.createUpdate("DELETE FROM library_moves WHERE collection_id = :id").bind("id", id).execute();
      h.createUpdate("DELETE FROM library_positions WHERE collection_id = :id").bind("id", id).execute();
      h.createUpdate("DELETE FROM library_games WHERE collection_id = :id").bind("id", id).execute();
      h.createUpdate("DELETE FROM library_collections WHERE id = :id").bind("id", id).execute();
    });
  }

  /**
   * Stores the games in one transaction, each with all its positions; a game whose fingerprint the collection
   * already holds (or an earlier game of the batch) is skipped. Returns, per game, whether it was stored.
   */
  boolean[] store(long collectionId, List<NewGame> games) {
    return jdbi.inTransaction(h -> {
      boolean[] stored = new boolean[games.size()];
      Set<Long> present = existing(h, collectionId, games);
      Map<String, long[]> counts = new LinkedHashMap<>();   // "key move" -> games, w, d, b, rating sum, rated
      Map<String, String[]> names = new java.util.HashMap<>();
      PreparedBatch positions = h.prepareBatch("""
          INSERT INTO library_positions (game_id, ply, collection_id, position_key, move, san)
          VALUES (:game, :ply, :collection, :key, :move, :san)""");
      for (int i = 0; i < games.size(); i++) {
        NewGame g = games.get(i);
        if (!present.add(g.fingerprint())) continue;
        long id = h.createUpdate("""
                INSERT INTO library_games (collection_id, fingerprint, white, black, white_key, black_key, event,
                  event_key, site, site_key, game_date, game_year, result, outcome, white_elo, black_elo, eco, opening,
                  plies, text)
                VALUES (:collection, :fingerprint, :white, :black, :whiteKey, :blackKey, :event, :eventKey, :site,
                  :siteKey, :date, :year, :result, :outcome, :whiteElo, :blackElo, :eco, :opening, :plies, :text)""")
            .bind("collection", collectionId).bind("fingerprint", g.fingerprint())
            .bind("white", g.white()).bind("black", g.black())
            .bind("whiteKey", cut(Names.key(g.white()))).bind("blackKey", cut(Names.key(g.black())))
            .bind("event", g.event()).bind("eventKey", cut(Names.key(g.event())))
            .bind("site", g.site()).bind("siteKey", cut(Names.key(g.site())))
            .bind("date", g.date()).bind("year", g.year()).bind("result", g.result()).bind("outcome", g.outcome())
            .bind("whiteElo", g.whiteElo()).bind("blackElo", g.blackElo())
            .bind("eco", g.eco()).bind("opening", g.opening()).bind("plies", g.moves().size()).bind("text", g.text())
            .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one();
        Set<Long> seen = new HashSet<>();
        for (int ply = 0; ply < g.keys().length; ply++) {
          if (!seen.add(g.keys()[ply])) continue;   // a position again: only its first time is kept
          boolean last = ply == g.moves().size();
          positions.bind("game", id).bind("ply", ply).bind("collection", collectionId).bind("key", g.keys()[ply])
              .bind("move", last ? null : g.moves().get(ply)).bind("san", last ? null : g.sans().get(ply)).add();
          String move = last ? "" : g.moves().get(ply);
          String k = g.keys()[ply] + " " + move;
          long[] c = counts.computeIfAbsent(k, x -> new long[6]);
          names.putIfAbsent(k, new String[] {Long.toString(g.keys()[ply]), move, last ? "" : g.sans().get(ply)});
          c[0]++;
          if ("w".equals(g.outcome())) c[1]++;
          if ("d".equals(g.outcome())) c[2]++;
          if ("b".equals(g.outcome())) c[3]++;
          if (g.whiteElo() != null && g.blackElo() != null) {
            c[4] += g.whiteElo() + g.blackElo();
            c[5]++;
          }
        }
        stored[i] = true;
      }
      if (positions.size() > 0) positions.execute();
      addCounts(h, collectionId, counts, names);
      return stored;
    });
  }

  /** Adds a batch's counts to the explorer's table: an update per row, an insert for the rows not there yet. */
  private static void addCounts(Handle h, long collectionId, Map<String, long[]> counts, Map<String, String[]> names) {
    if (counts.isEmpty()) return;
    List<String> keys = new ArrayList<>(counts.keySet());
    PreparedBatch update = h.prepareBatch("""
        UPDATE library_moves SET games = games + :g, white_wins = white_wins + :w, draws = draws + :d,
          black_wins = black_wins + :b, rating_sum = rating_sum + :rs, rated_games = rated_games + :rg
        WHERE collection_id = :c AND position_key = :key AND move = :move""");
    for (String k : keys) bindCounts(update, collectionId, counts.get(k), names.get(k), false).add();
    int[] updated = update.execute();
    PreparedBatch insert = h.prepareBatch("""
        INSERT INTO library_moves (collection_id, position_key, move, san, games, white_wins, draws, black_wins,
          rating_sum, rated_games) VALUES (:c, :key, :move, :san, :g, :w, :d, :b, :rs, :rg)""");
    for (int i = 0; i < keys.size(); i++) {
      if (updated[i] == 0) bindCounts(insert, collectionId, counts.get(keys.get(i)), names.get(keys.get(i)), true).add();
    }
    if (insert.size() > 0) insert.execute();
  }

  private static PreparedBatch bindCounts(PreparedBatch b, long collectionId, long[] c, String[] name, boolean san) {
    if (san) b.bind("san", name[2]);
    return b.bind("c", collectionId).bind("key", Long.parseLong(name[0])).bind("move", name[1])
        .bind("g", c[0]).bind("w", c[1]).bind("d", c[2]).bind("b", c[3]).bind("rs", c[4]).bind("rg", c[5]);
  }

  private static String cut(String s) {
    return s.length() <= 200 ? s : s.substring(0, 200);
  }

  private static Set<Long> existing(Handle h, long collectionId, List<NewGame> games) {
    Set<Long> found = new HashSet<>();
    List<Long> prints = games.stream().map(NewGame::fingerprint).distinct().toList();
    for (int from = 0; from < prints.size(); from += 500) {
      List<Long> part = prints.subList(from, Math.min(prints.size(), from + 500));
      found.addAll(h.createQuery("SELECT fingerprint FROM library_games WHERE collection_id = :c AND fingerprint IN (<f>)")
          .bind("c", collectionId).bindList("f", part).mapTo(Long.class).list());
    }
    return found;
  }

  Optional<GameRow> game(long id) {
    return jdbi.withHandle(h -> h.createQuery(GAME_SELECT + " WHERE g.id = :id").bind("id", id)
        .map((rs, ctx) -> gameRow(rs, true)).findOne());
  }

  static final String GAME_SELECT = """
      SELECT g.id, g.collection_id, g.white, g.black, g.event, g.site, g.game_date, g.result, g.white_elo, g.black_elo,
             g.eco, g.opening, g.plies, g.text FROM library_games g""";
  static final String GAME_SELECT_SHORT = """
      SELECT g.id, g.collection_id, g.white, g.black, g.event, g.site, g.game_date, g.result, g.white_elo, g.black_elo,
             g.eco, g.opening, g.plies FROM library_games g""";

  static GameRow gameRow(java.sql.ResultSet rs, boolean withText) throws java.sql.SQLException {
    return new GameRow(rs.getLong(1), rs.getLong(2), rs.getString(3), rs.getString(4), rs.getString(5),
        rs.getString(6), rs.getString(7), rs.getString(8), (Integer) rs.getObject(9, Integer.class),
        (Integer) rs.getObject(10, Integer.class), rs.getString(11), rs.getString(12), rs.getInt(13),
        withText ? rs.getString(14) : null);
  }

  /** Runs a search built by {@link LibrarySearch}: the total and one page. */
  SearchPage search(String where, Map<String, Object> binds, int limit, int offset) {
    return jdbi.withHandle(h -> {
      Query count = h.createQuery("SELECT COUNT(*) FROM library_games g WHERE " + where);
      binds.forEach(count::bind);
      long total = count.mapTo(Long.class).one();
      Query page = h.createQuery(GAME_SELECT_SHORT + " WHERE " + where + " ORDER BY g.id LIMIT :limit OFFSET :offset");
      binds.forEach(page::bind);
      List<GameRow> rows = page.bind("limit", limit).bind("offset", offset).map((rs, ctx) -> gameRow(rs, false)).list();
      return new SearchPage(total, rows);
    });
  }

  record SearchPage(long total, List<GameRow> games) {}

  record ExplorerMove(String move, String san, long games, long whiteWins, long draws, long blackWins,
      Double averageRating) {}

  /** The moves played from a position in a collection, most played first. */
  List<ExplorerMove> explorer(long collectionId, long key) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT move, san, games, white_wins, draws, black_wins, rating_sum, rated_games FROM library_moves
            WHERE collection_id = :c AND position_key = :key AND move <> ''
            ORDER BY games DESC, move""")
        .bind("key", key).bind("c", collectionId)
        .map((rs, ctx) -> new ExplorerMove(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getLong(4),
            rs.getLong(5), rs.getLong(6), rs.getLong(8) == 0 ? null : rs.getLong(7) / (2.0 * rs.getLong(8))))
        .list());
  }

  /** How many games of the collection reached the position: the explorer's counts, with the games that ended there. */
  long gamesThrough(long collectionId, long key) {
    return jdbi.withHandle(h -> h.createQuery(
            "SELECT COALESCE(SUM(games), 0) FROM library_moves WHERE collection_id = :c AND position_key = :key")
        .bind("c", collectionId).bind("key", key).mapTo(Long.class).one());
  }

  /** A page of the games through a position, by id, read in the position index's order. */
  List<GameRow> gamesAt(long collectionId, long key, int limit, int offset) {
    return jdbi.withHandle(h -> {
      List<Long> ids = h.createQuery("""
              SELECT game_id FROM library_positions WHERE position_key = :key AND collection_id = :c
              ORDER BY game_id LIMIT :limit OFFSET :offset""")
          .bind("key", key).bind("c", collectionId).bind("limit", limit).bind("offset", offset).mapTo(Long.class).list();
      if (ids.isEmpty()) return List.of();
      return h.createQuery(GAME_SELECT_SHORT + " WHERE g.id IN (<ids>) ORDER BY g.id").bindList("ids", ids)
          .map((rs, ctx) -> gameRow(rs, false)).list();
    });
  }

  /** The last and the best-rated games through a position (for the explorer's side panel). */
  Map<String, List<GameRow>> explorerGames(long collectionId, long key) {
    return jdbi.withHandle(h -> {
      // Among the last 1,000 games imported through the position (an index range read backwards), not all of them.
      String base = GAME_SELECT_SHORT + " WHERE g.id IN (SELECT p.game_id FROM library_positions p"
          + " WHERE p.position_key = :key AND p.collection_id = :c ORDER BY p.game_id DESC LIMIT 1000)";
      Map<String, List<GameRow>> out = new LinkedHashMap<>();
      out.put("recentGames", h.createQuery(base + " ORDER BY g.game_date DESC, g.id DESC LIMIT 5")
          .bind("key", key).bind("c", collectionId).map((rs, ctx) -> gameRow(rs, false)).list());
      out.put("topGames", h.createQuery(base + " AND g.white_elo IS NOT NULL AND g.black_elo IS NOT NULL"
              + " ORDER BY (g.white_elo + g.black_elo) DESC, g.id LIMIT 5")
          .bind("key", key).bind("c", collectionId).map((rs, ctx) -> gameRow(rs, false)).list());
      return out;
    });
  }

  static List<Long> ids(List<GameRow> rows) {
    List<Long> out = new ArrayList<>();
    for (GameRow r : rows) out.add(r.id());
    return out;
  }
}
