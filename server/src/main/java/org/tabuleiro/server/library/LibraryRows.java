package org.tabuleiro.server.library;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The import's writes, a batch of games in a few statements on the transaction's connection: the games in one JDBC
 * batch (their ids back from it), their positions as multi-row inserts, and the explorer's counts added per
 * position and move (PostgreSQL: multi-row {@code INSERT ... ON CONFLICT DO UPDATE}; H2, embedded with no round
 * trips: a batch of updates, then inserts for the rows not there yet). Correctness depends on one import writing a
 * collection's counts at a time (the importer's single thread), as the update-then-insert reads no lock.
 */
final class LibraryRows {
  /** Rows per multi-row statement (PostgreSQL takes at most 32,767 parameters in one). */
  private static final int ROWS = 500;

  private LibraryRows() {}

  /** Inserts the games; returns their ids in the list's order. */
  static long[] insertGames(Connection c, long collectionId, List<LibraryStore.NewGame> games, boolean postgres)
      throws SQLException {
    if (postgres) return copyGames(c, collectionId, games);
    long[] ids = new long[games.size()];
    try (PreparedStatement ps = c.prepareStatement("""
        INSERT INTO library_games (collection_id, fingerprint, white, black, white_key, black_key, event, event_key,
          site, site_key, game_date, game_year, result, outcome, white_elo, black_elo, eco, opening, plies, text)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", new String[] {"id"})) {
      for (LibraryStore.NewGame g : games) {
        int i = 0;
        ps.setLong(++i, collectionId);
        ps.setLong(++i, g.fingerprint());
        ps.setString(++i, g.white());
        ps.setString(++i, g.black());
        ps.setString(++i, cut(Names.key(g.white())));
        ps.setString(++i, cut(Names.key(g.black())));
        ps.setString(++i, g.event());
        ps.setString(++i, cut(Names.key(g.event())));
        ps.setString(++i, g.site());
        ps.setString(++i, cut(Names.key(g.site())));
        ps.setString(++i, g.date());
        setInt(ps, ++i, g.year());
        ps.setString(++i, g.result());
        ps.setString(++i, g.outcome());
        setInt(ps, ++i, g.whiteElo());
        setInt(ps, ++i, g.blackElo());
        ps.setString(++i, g.eco());
        ps.setString(++i, g.opening());
        ps.setInt(++i, g.moves().size());
        ps.setString(++i, g.text());
        ps.addBatch();
      }
      ps.executeBatch();
      try (ResultSet keys = ps.getGeneratedKeys()) {
        int n = 0;
        while (keys.next()) {
          if (n == ids.length) throw new SQLException("more generated keys than games");
          ids[n++] = keys.getLong(1);
        }
        if (n != ids.length) throw new SQLException(n + " generated keys for " + ids.length + " games");
      }
    }
    return ids;
  }

  /** PostgreSQL: the games' ids taken from the table's sequence, then the games in one {@code COPY}. */
  private static long[] copyGames(Connection c, long collectionId, List<LibraryStore.NewGame> games)
      throws SQLException {
    long[] ids = new long[games.size()];
    try (PreparedStatement ps = c.prepareStatement(
        "SELECT nextval(pg_get_serial_sequence('library_games', 'id')) FROM generate_series(1, ?)")) {
      ps.setInt(1, ids.length);
      try (ResultSet rs = ps.executeQuery()) {
        int n = 0;
        while (rs.next()) ids[n++] = rs.getLong(1);
        if (n != ids.length) throw new SQLException(n + " ids for " + ids.length + " games");
      }
    }
    java.util.Arrays.sort(ids);
    StringBuilder rows = new StringBuilder(games.size() * 2048);
    for (int i = 0; i < ids.length; i++) {
      LibraryStore.NewGame g = games.get(i);
      rows.append(ids[i]).append('\t').append(collectionId).append('\t').append(g.fingerprint());
      for (String v : new String[] {g.white(), g.black(), cut(Names.key(g.white())), cut(Names.key(g.black())),
          g.event(), cut(Names.key(g.event())), g.site(), cut(Names.key(g.site())), g.date()}) {
        copyText(rows.append('\t'), v);
      }
      copyText(rows.append('\t'), g.year());
      copyText(rows.append('\t'), g.result());
      copyText(rows.append('\t'), g.outcome());
      copyText(rows.append('\t'), g.whiteElo());
      copyText(rows.append('\t'), g.blackElo());
      copyText(rows.append('\t'), g.eco());
      copyText(rows.append('\t'), g.opening());
      rows.append('\t').append(g.moves().size());
      copyText(rows.append('\t'), g.text());
      rows.append('\n');
    }
    copyIn(c, """
        COPY library_games (id, collection_id, fingerprint, white, black, white_key, black_key, event, event_key, site,
          site_key, game_date, game_year, result, outcome, white_elo, black_elo, eco, opening, plies, text) FROM STDIN""",
        rows);
    return ids;
  }

  /** A value in COPY's text format: {@code \N} for null, backslash, tab, newline and return escaped. */
  private static void copyText(StringBuilder out, Object value) {
    if (value == null) {
      out.append("\\N");
      return;
    }
    String v = value.toString();
    for (int i = 0; i < v.length(); i++) {
      char ch = v.charAt(i);
      switch (ch) {
        case '\\' -> out.append("\\\\");
        case '\t' -> out.append("\\t");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        default -> out.append(ch);
      }
    }
  }

  /**
   * The rows of {@code library_positions}: on PostgreSQL the batch's rows in one {@code COPY}, elsewhere multi-row
   * inserts of {@value #ROWS} rows.
   */
  static final class Positions {
    private final Connection c;
    private final long collectionId;
    private final long[] rows = new long[ROWS * 3];   // game, ply, key
    private final StringBuilder copy;
    private int n;
    private PreparedStatement full;

    Positions(Connection c, long collectionId, boolean postgres) {
      this.c = c;
      this.collectionId = collectionId;
      this.copy = postgres ? new StringBuilder(1 << 16) : null;
    }

    void add(long game, int ply, long key) throws SQLException {
      if (copy != null) {
        copy.append(game).append('\t').append(ply).append('\t').append(collectionId).append('\t').append(key).append('\n');
        return;
      }
      rows[n * 3] = game;
      rows[n * 3 + 1] = ply;
      rows[n * 3 + 2] = key;
      if (++n == ROWS) flush();
    }

    void flush() throws SQLException {
      if (n == 0) return;
      PreparedStatement ps = n == ROWS ? (full != null ? full : (full = prepare(ROWS))) : prepare(n);
      try {
        int p = 0;
        for (int i = 0; i < n; i++) {
          ps.setLong(++p, rows[i * 3]);
          ps.setInt(++p, (int) rows[i * 3 + 1]);
          ps.setLong(++p, collectionId);
          ps.setLong(++p, rows[i * 3 + 2]);
        }
        ps.executeUpdate();
      } finally {
        if (ps != full) ps.close();
      }
      n = 0;
    }

    /** Writes the rows still held and closes the statement. */
    void finish() throws SQLException {
      if (copy != null) {
        if (!copy.isEmpty()) {
          copyIn(c, "COPY library_positions (game_id, ply, collection_id, position_key) FROM STDIN", copy);
          copy.setLength(0);
        }
        return;
      }
      flush();
      if (full != null) full.close();
      full = null;
    }

    private PreparedStatement prepare(int count) throws SQLException {
      return c.prepareStatement("INSERT INTO library_positions (game_id, ply, collection_id, position_key) VALUES "
          + values(count, 4));
    }
  }

  /** A batch's additions to the explorer's rows, one per position and move. */
  static final class Counts {
    record Key(long position, String move) {}

    static final class Row {
      String san;
      long games, whiteWins, draws, blackWins, ratingSum, rated, lastGame;
      Long bestGame;
      Integer bestRating;
    }

    private final Map<Key, Row> rows = new HashMap<>();

    void add(long position, String move, String san, String outcome, Integer rating, long game) {
      Row r = rows.computeIfAbsent(new Key(position, move), k -> new Row());
      if (r.san == null) r.san = san;
      r.games++;
      if ("w".equals(outcome)) r.whiteWins++;
      if ("d".equals(outcome)) r.draws++;
      if ("b".equals(outcome)) r.blackWins++;
      if (rating != null) {
        r.ratingSum += rating;
        r.rated++;
        if (r.bestRating == null || rating > r.bestRating) {   // games come in id order: the first of equals stays
          r.bestRating = rating;
          r.bestGame = game;
        }
      }
      r.lastGame = Math.max(r.lastGame, game);
    }

    void store(Connection c, long collectionId, boolean postgres) throws SQLException {
      if (rows.isEmpty()) return;
      List<Map.Entry<Key, Row>> all = new ArrayList<>(rows.entrySet());
      if (postgres) upsert(c, collectionId, all);
      else updateThenInsert(c, collectionId, all);
    }

    private static final String COLUMNS = "collection_id, position_key, move, san, games, white_wins, draws, black_wins,"
        + " rating_sum, rated_games, last_game_id, best_game_id, best_rating";

    /**
     * PostgreSQL: the batch's rows as arrays, added in one {@code INSERT ... SELECT FROM unnest(...) ON CONFLICT DO
     * UPDATE} (a row per position and move, so no row is touched twice), in key order.
     */
    private static void upsert(Connection c, long collectionId, List<Map.Entry<Key, Row>> all) throws SQLException {
      all.sort(Map.Entry.comparingByKey(java.util.Comparator.comparingLong(Key::position).thenComparing(Key::move)));
      int n = all.size();
      Long[] position = new Long[n], games = new Long[n], white = new Long[n], draws = new Long[n],
          black = new Long[n], ratingSum = new Long[n], rated = new Long[n], last = new Long[n], bestGame = new Long[n];
      String[] move = new String[n], san = new String[n];
      Integer[] bestRating = new Integer[n];
      for (int i = 0; i < n; i++) {
        Key k = all.get(i).getKey();
        Row r = all.get(i).getValue();
        position[i] = k.position();
        move[i] = k.move();
        san[i] = r.san;
        games[i] = r.games;
        white[i] = r.whiteWins;
        draws[i] = r.draws;
        black[i] = r.blackWins;
        ratingSum[i] = r.ratingSum;
        rated[i] = r.rated;
        last[i] = r.lastGame;
        bestGame[i] = r.bestGame;
        bestRating[i] = r.bestRating;
      }
      try (PreparedStatement ps = c.prepareStatement("INSERT INTO library_moves AS m (" + COLUMNS + ")"
          + " SELECT CAST(? AS BIGINT), u.* FROM unnest(CAST(? AS BIGINT[]), CAST(? AS VARCHAR[]),"
          + " CAST(? AS VARCHAR[]), CAST(? AS BIGINT[]), CAST(? AS BIGINT[]), CAST(? AS BIGINT[]), CAST(? AS BIGINT[]),"
          + " CAST(? AS BIGINT[]), CAST(? AS BIGINT[]), CAST(? AS BIGINT[]), CAST(? AS BIGINT[]), CAST(? AS INTEGER[]))"
          + " AS u WHERE TRUE " + ON_CONFLICT)) {   // WHERE: else ON CONFLICT reads as a join's ON
        int p = 0;
        ps.setLong(++p, collectionId);
        ps.setArray(++p, c.createArrayOf("bigint", position));
        ps.setArray(++p, c.createArrayOf("varchar", move));
        ps.setArray(++p, c.createArrayOf("varchar", san));
        for (Long[] a : List.of(games, white, draws, black, ratingSum, rated, last, bestGame)) {
          ps.setArray(++p, c.createArrayOf("bigint", a));
        }
        ps.setArray(++p, c.createArrayOf("integer", bestRating));
        ps.executeUpdate();
      }
    }

    private static final String ON_CONFLICT = """
         ON CONFLICT (collection_id, position_key, move) DO UPDATE SET games = m.games + EXCLUDED.games,
          white_wins = m.white_wins + EXCLUDED.white_wins, draws = m.draws + EXCLUDED.draws,
          black_wins = m.black_wins + EXCLUDED.black_wins, rating_sum = m.rating_sum + EXCLUDED.rating_sum,
          rated_games = m.rated_games + EXCLUDED.rated_games,
          last_game_id = CASE WHEN m.last_game_id IS NULL OR EXCLUDED.last_game_id > m.last_game_id
            THEN EXCLUDED.last_game_id ELSE m.last_game_id END,
          best_game_id = CASE WHEN EXCLUDED.best_rating > COALESCE(m.best_rating, -1)
            THEN EXCLUDED.best_game_id ELSE m.best_game_id END,
          best_rating = CASE WHEN EXCLUDED.best_rating > COALESCE(m.best_rating, -1)
            THEN EXCLUDED.best_rating ELSE m.best_rating END""";

    private static int bindRow(PreparedStatement ps, int p, long collectionId, Map.Entry<Key, Row> e)
        throws SQLException {
      Row r = e.getValue();
      ps.setLong(++p, collectionId);
      ps.setLong(++p, e.getKey().position());
      ps.setString(++p, e.getKey().move());
      ps.setString(++p, r.san);
      ps.setLong(++p, r.games);
      ps.setLong(++p, r.whiteWins);
      ps.setLong(++p, r.draws);
      ps.setLong(++p, r.blackWins);
      ps.setLong(++p, r.ratingSum);
      ps.setLong(++p, r.rated);
      ps.setLong(++p, r.lastGame);
      if (r.bestGame == null) ps.setNull(++p, Types.BIGINT);
      else ps.setLong(++p, r.bestGame);
      setInt(ps, ++p, r.bestRating);
      return p;
    }

    private static void updateThenInsert(Connection c, long collectionId, List<Map.Entry<Key, Row>> all)
        throws SQLException {
      int[] updated;
      try (PreparedStatement ps = c.prepareStatement("""
          UPDATE library_moves SET games = games + ?, white_wins = white_wins + ?, draws = draws + ?,
            black_wins = black_wins + ?, rating_sum = rating_sum + ?, rated_games = rated_games + ?,
            last_game_id = CASE WHEN last_game_id IS NULL OR ? > last_game_id THEN ? ELSE last_game_id END,
            best_game_id = CASE WHEN CAST(? AS INTEGER) > COALESCE(best_rating, -1) THEN ? ELSE best_game_id END,
            best_rating = CASE WHEN CAST(? AS INTEGER) > COALESCE(best_rating, -1) THEN ? ELSE best_rating END
          WHERE collection_id = ? AND position_key = ? AND move = ?""")) {
        for (Map.Entry<Key, Row> e : all) {
          Row r = e.getValue();
          int p = 0;
          ps.setLong(++p, r.games);
          ps.setLong(++p, r.whiteWins);
          ps.setLong(++p, r.draws);
          ps.setLong(++p, r.blackWins);
          ps.setLong(++p, r.ratingSum);
          ps.setLong(++p, r.rated);
          ps.setLong(++p, r.lastGame);
          ps.setLong(++p, r.lastGame);
          setInt(ps, ++p, r.bestRating);
          if (r.bestGame == null) ps.setNull(++p, Types.BIGINT);
          else ps.setLong(++p, r.bestGame);
          setInt(ps, ++p, r.bestRating);
          setInt(ps, ++p, r.bestRating);
          ps.setLong(++p, collectionId);
          ps.setLong(++p, e.getKey().position());
          ps.setString(++p, e.getKey().move());
          ps.addBatch();
        }
        updated = ps.executeBatch();
      }
      try (PreparedStatement ps = c.prepareStatement("INSERT INTO library_moves (" + COLUMNS + ") VALUES "
          + values(1, 13))) {
        boolean any = false;
        for (int i = 0; i < all.size(); i++) {
          if (updated[i] != 0) continue;
          bindRow(ps, 0, collectionId, all.get(i));
          ps.addBatch();
          any = true;
        }
        if (any) ps.executeBatch();
      }
    }
  }

  /** PostgreSQL's {@code COPY ... FROM STDIN} of rows in its text format. */
  /** The words of the games' White and Black names ({@code library_name_words}), for the player index. */
  static void insertWords(Connection c, long collectionId, long[] ids, List<LibraryStore.NewGame> games,
      boolean postgres) throws SQLException {
    List<String[]> rows = new ArrayList<>();
    for (int i = 0; i < games.size(); i++) {
      for (String w : Names.words(games.get(i).white())) rows.add(new String[] {w, "w", Long.toString(ids[i])});
      for (String w : Names.words(games.get(i).black())) rows.add(new String[] {w, "b", Long.toString(ids[i])});
    }
    insertWords(c, collectionId, rows, postgres);
  }

  /** Rows of (word, side, game id) into {@code library_name_words}. */
  static void insertWords(Connection c, long collectionId, List<String[]> rows, boolean postgres) throws SQLException {
    if (rows.isEmpty()) return;
    if (postgres) {
      StringBuilder copy = new StringBuilder();
      for (String[] r : rows) {
        copy.append(collectionId).append('\t').append(r[0]).append('\t').append(r[1]).append('\t').append(r[2]).append('\n');
      }
      copyIn(c, "COPY library_name_words (collection_id, word, side, game_id) FROM STDIN", copy);
      return;
    }
    try (PreparedStatement ps = c.prepareStatement(
        "INSERT INTO library_name_words (collection_id, word, side, game_id) VALUES (?, ?, ?, ?)")) {
      for (String[] r : rows) {
        ps.setLong(1, collectionId);
        ps.setString(2, r[0]);
        ps.setString(3, r[1]);
        ps.setLong(4, Long.parseLong(r[2]));
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  static void copyIn(Connection c, String sql, CharSequence rows) throws SQLException {
    try {
      c.unwrap(org.postgresql.PGConnection.class).getCopyAPI().copyIn(sql, new java.io.StringReader(rows.toString()));
    } catch (java.io.IOException e) {
      throw new SQLException(e);
    }
  }

  /** {@code (?, ?), (?, ?)}: {@code rows} rows of {@code columns} parameters. */
  private static String values(int rows, int columns) {
    StringBuilder row = new StringBuilder("(");
    for (int i = 0; i < columns; i++) row.append(i == 0 ? "?" : ", ?");
    row.append(')');
    StringBuilder s = new StringBuilder(rows * (row.length() + 2));
    for (int i = 0; i < rows; i++) s.append(i == 0 ? "" : ", ").append(row);
    return s.toString();
  }

  private static void setInt(PreparedStatement ps, int i, Integer value) throws SQLException {
    if (value == null) ps.setNull(i, Types.INTEGER);
    else ps.setInt(i, value);
  }

  static String cut(String s) {
    return s.length() <= 200 ? s : s.substring(0, 200);
  }
}
