package org.tabuleiro.server.library;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import org.tabuleiro.server.testing.TestDatabase;

/**
 * Copies a large benchmark collection that {@link LibraryBenchTest}'s fill left in PostgreSQL into an H2 file
 * database migrated by the server, row for row (the same game ids, positions, player index and explorer counts), so that the
 * queries can be timed on H2 at a size its importer would take hours to reach: on an H2 file each commit rewrites
 * every index page it touched, and the position index is keyed by position hashes, so an import's batch touches a
 * page for almost every position once the index outgrows the page cache (about 40 games/s at 16,000 games).
 *
 * <p>Each table is read in its primary key's order and appended to in that order (sequential inserts, a commit every
 * {@value #COMMIT_ROWS} rows); the position index ({@code library_positions_key}), which would take its rows in
 * random order, is dropped first and created again at the end, as the migration defines it, which H2 does by
 * sorting. Referential checks are off while copying (the rows come from a database that checked them).
 */
final class LibraryBenchCopy {
  private static final int COMMIT_ROWS = 500_000;

  private LibraryBenchCopy() {}

  /**
   * @param schema the PostgreSQL schema (in {@code TABULEIRO_TEST_PG_URL}'s database) holding collection "Bench"
   * @param h2 a connection to the H2 database, migrated and holding an empty collection {@code h2Collection}
   */
  /**
   * Copies the games (with their positions) stored in PostgreSQL after the last one the H2 database holds; with
   * {@code finish}, then the explorer's counts (whole), and creates the position index. Run without {@code finish}
   * while a fill is still going on, it copies what the fill has committed so far (one snapshot), and can be run
   * again; run with it once, when the fill is done.
   *
   * @param schema the PostgreSQL schema (in {@code TABULEIRO_TEST_PG_URL}'s database) holding collection "Bench"
   * @param h2 a connection to the H2 database, migrated and holding collection {@code h2Collection}
   */
  static void copy(String schema, Connection h2, long h2Collection, boolean finish) throws SQLException {
    try (Connection pg = DriverManager.getConnection(TestDatabase.PG_URL, TestDatabase.PG_USER,
        TestDatabase.PG_PASSWORD)) {
      pg.setAutoCommit(false);   // the driver streams a result set (fetch size) only inside a transaction
      pg.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);   // one snapshot for every table
      try (Statement s = pg.createStatement()) {
        s.execute("SET search_path TO " + schema);
      }
      long pgCollection = one(pg, "SELECT id FROM library_collections WHERE name = 'Bench'");
      long upTo = one(pg, "SELECT COALESCE(MAX(id), 0) FROM library_games");
      long from = one(h2, "SELECT COALESCE(MAX(id), 0) FROM library_games");
      h2.setAutoCommit(false);
      try (Statement s = h2.createStatement()) {
        s.execute("SET REFERENTIAL_INTEGRITY FALSE");
        s.execute("DROP INDEX IF EXISTS library_positions_key");
      }
      String games = "id, collection_id, fingerprint, white, black, white_key, black_key, event, event_key, site,"
          + " site_key, game_date, game_year, result, outcome, white_elo, black_elo, eco, opening, plies, text";
      String range = " AND %s > " + from + " AND %s <= " + upTo;
      table(pg, h2, "library_games", games, range.formatted("id", "id"), "id", pgCollection, h2Collection);
      table(pg, h2, "library_positions", "game_id, ply, collection_id, position_key",
          range.formatted("game_id", "game_id"), "game_id, ply", pgCollection, h2Collection);
      // The player index (V26): without it a player search on the copy finds nothing.
      table(pg, h2, "library_name_words", "collection_id, word, side, game_id", range.formatted("game_id", "game_id"),
          "word, side, game_id", pgCollection, h2Collection);
      if (finish) {
        table(pg, h2, "library_moves", "collection_id, position_key, move, san, games, white_wins, draws, black_wins,"
            + " rating_sum, rated_games, last_game_id, best_game_id, best_rating", "",
            "collection_id, position_key, move", pgCollection, h2Collection);
        long t = System.nanoTime();
        try (Statement s = h2.createStatement()) {
          s.execute("CREATE INDEX library_positions_key ON library_positions (position_key, collection_id, game_id)");
          h2.commit();
          s.execute("ALTER TABLE library_games ALTER COLUMN id RESTART WITH " + (upTo + 1));
        }
        System.out.printf(Locale.ROOT, "library bench copy: library_positions_key created in %.1f s%n",
            (System.nanoTime() - t) / 1e9);
      }
      try (Statement s = h2.createStatement()) {
        s.execute("SET REFERENTIAL_INTEGRITY TRUE");
      }
      h2.commit();
      h2.setAutoCommit(true);
      pg.commit();
      System.out.printf(Locale.ROOT, "library bench copy: games %,d to %,d copied%s%n", from + 1, upTo,
          finish ? ", the explorer's counts too" : " (the explorer's counts and the position index wait for the last copy)");
    }
  }

  private static long one(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      if (!rs.next()) throw new AssertionError("no row: " + sql);
      return rs.getLong(1);
    }
  }

  private static void table(Connection pg, Connection h2, String table, String columns, String where,
      String order, long pgCollection, long h2Collection) throws SQLException {
    long t = System.nanoTime();
    List<String> names = List.of(columns.split(",\\s*"));
    int collectionColumn = names.indexOf("collection_id") + 1;
    String marks = String.join(", ", java.util.Collections.nCopies(names.size(), "?"));
    long rows = 0;
    try (PreparedStatement read = pg.prepareStatement("SELECT " + columns + " FROM " + table
            + " WHERE collection_id = ?" + where + " ORDER BY " + order);
         PreparedStatement write = h2.prepareStatement("INSERT INTO " + table + " (" + columns + ") VALUES (" + marks
            + ")")) {
      read.setFetchSize(10_000);
      read.setLong(1, pgCollection);
      try (ResultSet rs = read.executeQuery()) {
        ResultSetMetaData meta = rs.getMetaData();
        while (rs.next()) {
          for (int i = 1; i <= names.size(); i++) {
            if (i == collectionColumn) write.setLong(i, h2Collection);
            else write.setObject(i, rs.getObject(i), meta.getColumnType(i));
          }
          write.addBatch();
          if (++rows % 10_000 == 0) write.executeBatch();
          if (rows % COMMIT_ROWS == 0) {
            h2.commit();
            if (rows % (COMMIT_ROWS * 10L) == 0) {
              System.out.printf(Locale.ROOT, "library bench copy: %s %,d rows in %.0f s%n", table, rows,
                  (System.nanoTime() - t) / 1e9);
            }
          }
        }
      }
      write.executeBatch();
      h2.commit();
    }
    System.out.printf(Locale.ROOT, "library bench copy: %s %,d rows in %.1f s%n", table, rows,
        (System.nanoTime() - t) / 1e9);
  }
}
