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
import org.jdbi.v3.core.statement.Query;

/** The library's tables: collections, games and the positions of their main lines. */
final class LibraryStore {
  /**
   * @param ownerId 0 for a club collection (nobody's: the club's rated games of one pool)
   * @param club    the club collection's pool ("chess/blitz"), null for a collection someone made
   */
  record Collection(long id, String name, String game, boolean isPublic, long ownerId, String owner, Instant createdAt,
      long games, String club) {}

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
             (SELECT COUNT(*) FROM library_games g WHERE g.collection_id = c.id) AS games, c.club_pool
      FROM library_collections c LEFT JOIN accounts a ON a.id = c.owner_id""";

  /**
   * The collection without its count of games ({@code games} is -1): what the explorer, the search and the import
   * check on every request, where counting every game of a large collection would cost more than the query.
   */
  Optional<Collection> collectionUncounted(long id) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT c.id, c.name, c.game, c.is_public, c.owner_id, a.username, c.created_at, -1 AS games, c.club_pool
            FROM library_collections c LEFT JOIN accounts a ON a.id = c.owner_id WHERE c.id = :id""").bind("id", id)
        .map((rs, ctx) -> collection(rs)).findOne());
  }

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
        rs.getString(6), rs.getObject(7, java.time.OffsetDateTime.class).toInstant(), rs.getLong(8), rs.getString(9));
  }

  /** The club collection of a pool ("chess/blitz"), if it was made. */
  Optional<Collection> clubCollection(String club) {
    return jdbi.withHandle(h -> h.createQuery(COLLECTION_SELECT + " WHERE c.club_pool = :club").bind("club", club)
        .map((rs, ctx) -> collection(rs)).findOne());
  }

  /** The club collection of a pool, made now (public, nobody's) if it does not exist yet. */
  Collection clubCollection(String club, String name, String game, Instant now) {
    return clubCollection(club).orElseGet(() -> {
      try {
        jdbi.useHandle(h -> h.createUpdate("""
                INSERT INTO library_collections (name, game, is_public, owner_id, created_at, club_pool)
                VALUES (:name, :game, TRUE, NULL, :now, :club)""")
            .bind("name", name).bind("game", game).bind("now", now).bind("club", club).execute());
      } catch (RuntimeException e) {
        // made a moment ago by another server process: the unique index refused the second
      }
      return clubCollection(club).orElseThrow();
    });
  }

  /** Whether any club collection exists. */
  boolean hasClubCollections() {
    return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM library_collections WHERE club_pool IS NOT NULL")
        .mapTo(Long.class).one()) > 0;
  }

  /** Notes the club's games as held by their pool's club collection (those noted already are left as they are). */
  void markClubGames(long collectionId, List<Long> gameIds) {
    jdbi.useTransaction(h -> {
      var batch = h.prepareBatch("""
          INSERT INTO library_club_games (game_id, collection_id)
          SELECT :g, :c FROM library_collections WHERE id = :c
            AND NOT EXISTS (SELECT 1 FROM library_club_games WHERE game_id = :g)""");
      for (long g : gameIds) batch.bind("g", g).bind("c", collectionId).add();
      if (!gameIds.isEmpty()) batch.execute();
    });
  }

  void deleteCollection(long id) {
    jdbi.useTransaction(h -> {
      h.createUpdate("DELETE FROM library_moves WHERE collection_id = :id").bind("id", id).execute();
      h.createUpdate("DELETE FROM library_positions WHERE collection_id = :id").bind("id", id).execute();
      h.createUpdate("DELETE FROM library_games WHERE collection_id = :id").bind("id", id).execute();
      h.createUpdate("DELETE FROM library_club_games WHERE collection_id = :id").bind("id", id).execute();
      h.createUpdate("DELETE FROM library_job_refusals WHERE job_id IN (SELECT id FROM library_jobs WHERE collection_id = :id)")
          .bind("id", id).execute();
      h.createUpdate("DELETE FROM library_jobs WHERE collection_id = :id").bind("id", id).execute();
      h.createUpdate("DELETE FROM library_collections WHERE id = :id").bind("id", id).execute();
    });
  }

  /**
   * Stores the games in one transaction, each with all its positions, and adds them to the explorer's counts; a game
   * whose fingerprint the collection already holds (or an earlier game of the batch) is skipped. Returns, per game,
   * whether it was stored. The rows go in a few statements per batch ({@link LibraryRows}), not one per game.
   */
  boolean[] store(long collectionId, List<NewGame> games) {
    return store(collectionId, games, (h, stored) -> { });
  }

  /** What is written with a batch's games, in their transaction: the import job's progress (LibraryJobs). */
  interface WithGames {
    /** @param stored per game, whether it was stored (else it was a duplicate) */
    void write(Handle h, boolean[] stored);
  }

  /**
   * As {@link #store(long, List)}, and {@code with} in the same transaction (the games and the job's position are
   * committed together or not at all); with no games, only {@code with}.
   */
  boolean[] store(long collectionId, List<NewGame> games, WithGames with) {
    return jdbi.inTransaction(h -> {
      try {
        boolean[] stored = games.isEmpty() ? new boolean[0] : store(h, collectionId, games);
        with.write(h, stored);
        return stored;
      } catch (java.sql.SQLException e) {
        throw new org.jdbi.v3.core.statement.UnableToExecuteStatementException(e, null);
      }
    });
  }

  private boolean[] store(Handle h, long collectionId, List<NewGame> games) throws java.sql.SQLException {
    boolean[] stored = new boolean[games.size()];
    Set<Long> present = existing(h, collectionId, games);
    List<NewGame> fresh = new ArrayList<>();
    for (int i = 0; i < games.size(); i++) {
      if (!present.add(games.get(i).fingerprint())) continue;
      stored[i] = true;
      fresh.add(games.get(i));
    }
    if (fresh.isEmpty()) return stored;
    java.sql.Connection c = h.getConnection();
    boolean pg = isPostgres(c);
    long[] ids = LibraryRows.insertGames(c, collectionId, fresh, pg);
    LibraryRows.insertWords(c, collectionId, ids, fresh, pg);
    LibraryRows.Counts counts = new LibraryRows.Counts();
    LibraryRows.Positions positions = new LibraryRows.Positions(c, collectionId, pg);
    Set<Long> seen = new HashSet<>();
    Set<LibraryRows.Counts.Key> played = new HashSet<>();
    for (int i = 0; i < fresh.size(); i++) {
      NewGame g = fresh.get(i);
      seen.clear();
      played.clear();
      Integer rating = g.whiteElo() != null && g.blackElo() != null ? g.whiteElo() + g.blackElo() : null;
      for (int ply = 0; ply < g.keys().length; ply++) {
        long key = g.keys()[ply];
        boolean last = ply == g.moves().size();
        String move = last ? "" : g.moves().get(ply);
        // The search's index: a position's first time. The explorer: every move played from it, once per game
        // (a repetition left by another move counts that move too; the same move again does not count twice).
        boolean first = seen.add(key);
        if (first) positions.add(ids[i], ply, key);
        if (!played.add(new LibraryRows.Counts.Key(key, move))) continue;
        counts.add(key, move, last ? "" : g.sans().get(ply), g.outcome(), rating, ids[i]);
        // That game is in two rows of the position now: noted, so that the games through it are counted once.
        if (!first) counts.add(key, REVISITS, "", g.outcome(), rating, ids[i]);
      }
    }
    positions.finish();
    counts.store(c, collectionId, pg);
    return stored;
  }

  /**
   * Writes the name words of the games stored before {@code library_name_words} ({@code V26}), 1,000 games a
   * transaction, each noting how far it got: a stop midway goes on at the next start. Returns the games done.
   */
  long fillNameWords() {
    long done = 0;
    while (true) {
      int n;
      try {
        n = jdbi.inTransaction(h -> fillNameWords(h));
      } catch (java.sql.SQLException e) {
        throw new org.jdbi.v3.core.statement.UnableToExecuteStatementException(e, null);
      }
      if (n == 0) return done;
      done += n;
    }
  }

  private int fillNameWords(Handle h) throws java.sql.SQLException {
    var fill = h.createQuery("SELECT next_game_id, last_game_id FROM library_name_words_fill").mapToMap().findOne();
    if (fill.isEmpty()) return 0;
    long next = ((Number) fill.get().get("next_game_id")).longValue();
    long last = ((Number) fill.get().get("last_game_id")).longValue();
    if (next >= last) return 0;
    var rows = h.createQuery("SELECT id, collection_id, white, black FROM library_games WHERE id > :next AND id <= :last"
        + " ORDER BY id LIMIT 1000").bind("next", next).bind("last", last).mapToMap().list();
    java.sql.Connection c = h.getConnection();
    boolean pg = isPostgres(c);
    Map<Long, List<String[]>> byCollection = new java.util.HashMap<>();
    long upTo = last;
    for (var r : rows) {
      long id = ((Number) r.get("id")).longValue();
      long collection = ((Number) r.get("collection_id")).longValue();
      List<String[]> words = byCollection.computeIfAbsent(collection, k -> new ArrayList<>());
      for (String w : Names.words((String) r.get("white"))) words.add(new String[] {w, "w", Long.toString(id)});
      for (String w : Names.words((String) r.get("black"))) words.add(new String[] {w, "b", Long.toString(id)});
      upTo = id;
    }
    if (rows.size() < 1000) upTo = last;
    for (var e : byCollection.entrySet()) LibraryRows.insertWords(c, e.getKey(), e.getValue(), pg);
    h.createUpdate("UPDATE library_name_words_fill SET next_game_id = :upTo").bind("upTo", upTo).execute();
    return rows.size();
  }

  private Boolean postgres;

  private boolean isPostgres(java.sql.Connection c) throws java.sql.SQLException {
    if (postgres == null) postgres = c.getMetaData().getDatabaseProductName().toLowerCase(java.util.Locale.ROOT).contains("postgres");
    return postgres;
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
  private static final String GAME_COLUMNS_SHORT = """
      SELECT g.id, g.collection_id, g.white, g.black, g.event, g.site, g.game_date, g.result, g.white_elo, g.black_elo,
             g.eco, g.opening, g.plies""";
  static final String GAME_SELECT_SHORT = GAME_COLUMNS_SHORT + " FROM library_games g";

  static GameRow gameRow(java.sql.ResultSet rs, boolean withText) throws java.sql.SQLException {
    return new GameRow(rs.getLong(1), rs.getLong(2), rs.getString(3), rs.getString(4), rs.getString(5),
        rs.getString(6), rs.getString(7), rs.getString(8), (Integer) rs.getObject(9, Integer.class),
        (Integer) rs.getObject(10, Integer.class), rs.getString(11), rs.getString(12), rs.getInt(13),
        withText ? rs.getString(14) : null);
  }

  /**
   * The statements of a search: its page with the total of every game found beside each row ({@code COUNT(*) OVER
   * ()}), then the total alone (only for a page past the last game). One statement, and one plan for both: the
   * page's {@code ORDER BY g.id LIMIT} alone let PostgreSQL walk the games in id order and test each against the
   * player index until it had a page, which for a name of a few games read the whole collection (the slow 1 % of
   * player searches); with the total in it every game found is needed, so the plan starts from the index.
   */
  static List<String> searchStatements(String where) {
    return List.of(GAME_COLUMNS_SHORT + ", COUNT(*) OVER () FROM library_games g WHERE " + where
        + " ORDER BY g.id LIMIT :limit OFFSET :offset", "SELECT COUNT(*) FROM library_games g WHERE " + where);
  }

  /** Runs a search built by {@link LibrarySearch}: the total and one page. */
  SearchPage search(String where, Map<String, Object> binds, int limit, int offset) {
    List<String> sql = searchStatements(where);
    return jdbi.withHandle(h -> {
      Query page = h.createQuery(sql.get(0));
      binds.forEach(page::bind);
      long[] total = {0};
      List<GameRow> rows = page.bind("limit", limit).bind("offset", offset).map((rs, ctx) -> {
        total[0] = rs.getLong(14);
        return gameRow(rs, false);
      }).list();
      if (rows.isEmpty() && offset > 0) {   // past the last page: the total alone
        Query count = h.createQuery(sql.get(1));
        binds.forEach(count::bind);
        total[0] = count.mapTo(Long.class).one();
      }
      return new SearchPage(total[0], rows);
    });
  }

  record SearchPage(long total, List<GameRow> games) {}

  record ExplorerMove(String move, String san, long games, long whiteWins, long draws, long blackWins,
      Double averageRating) {}

  /**
   * From a position of a collection: the moves played next, most played first, and the side panel's games (the
   * last stored and the best-rated), all read from the position's rows of {@code library_moves}: as many rows as
   * there are next moves (plus one for the games that ended there), however many games reached the position.
   */
  record Explorer(List<ExplorerMove> moves, List<GameRow> recentGames, List<GameRow> topGames) {}

  Explorer explorer(long collectionId, long key) {
    return jdbi.withHandle(h -> {
      record Row(ExplorerMove move, long lastGame, Long bestGame, Integer bestRating) {}
      List<Row> rows = h.createQuery("""
              SELECT move, san, games, white_wins, draws, black_wins, rating_sum, rated_games, last_game_id,
                     best_game_id, best_rating
              FROM library_moves WHERE collection_id = :c AND position_key = :key AND move <> :revisits""")
          .bind("key", key).bind("c", collectionId).bind("revisits", REVISITS)
          .map((rs, ctx) -> new Row(new ExplorerMove(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getLong(4),
              rs.getLong(5), rs.getLong(6), rs.getLong(8) == 0 ? null : rs.getLong(7) / (2.0 * rs.getLong(8))),
              rs.getLong(9), (Long) rs.getObject(10, Long.class), (Integer) rs.getObject(11, Integer.class)))
          .list();
      List<ExplorerMove> moves = rows.stream().map(Row::move).filter(m -> !m.move().isEmpty())
          .sorted(java.util.Comparator.comparingLong(ExplorerMove::games).reversed().thenComparing(ExplorerMove::move))
          .toList();
      // The last game through each move, and the best-rated game through each move: five of each are shown.
      List<Long> recent = rows.stream().map(Row::lastGame).filter(id -> id > 0).distinct()
          .sorted(java.util.Comparator.reverseOrder()).limit(5).toList();
      List<Long> top = rows.stream().filter(r -> r.bestGame() != null && r.bestRating() != null)
          .sorted(java.util.Comparator.comparing(Row::bestRating).reversed().thenComparing(Row::bestGame))
          .map(Row::bestGame).distinct().limit(5).toList();
      Set<Long> wanted = new HashSet<>(recent);
      wanted.addAll(top);
      Map<Long, GameRow> byId = new java.util.HashMap<>();
      if (!wanted.isEmpty()) {
        h.createQuery(GAME_SELECT_SHORT + " WHERE g.id IN (<ids>)").bindList("ids", new ArrayList<>(wanted))
            .map((rs, ctx) -> gameRow(rs, false)).forEach(g -> byId.put(g.id(), g));
      }
      return new Explorer(moves, recent.stream().map(byId::get).filter(java.util.Objects::nonNull).toList(),
          top.stream().map(byId::get).filter(java.util.Objects::nonNull).toList());
    });
  }

  /**
   * The explorer's row ({@code move}) counting, per position, the games' moves from it beyond each game's first: a
   * game that came back to the position and left it by another move (or ended there) is in two rows of it, and in
   * this one once. Never a move (a UCI or PDN move has no "~"); the explorer does not show it.
   */
  static final String REVISITS = "~";

  /**
   * How many games of the collection reached the position: the explorer's counts, with the games that ended there,
   * less {@link #REVISITS} (each game once however many of the position's rows it is in).
   */
  long gamesThrough(long collectionId, long key) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT COALESCE(SUM(CASE WHEN move = :revisits THEN -games ELSE games END), 0)
            FROM library_moves WHERE collection_id = :c AND position_key = :key""")
        .bind("c", collectionId).bind("key", key).bind("revisits", REVISITS).mapTo(Long.class).one());
  }

  /**
   * A page of the games through a position, by id, read in the position index's order (the ORDER BY names the whole
   * index so that H2 too reads it in order and stops at the page instead of sorting every game through it).
   */
  List<GameRow> gamesAt(long collectionId, long key, int limit, int offset) {
    return jdbi.withHandle(h -> {
      List<Long> ids = h.createQuery("""
              SELECT game_id FROM library_positions WHERE position_key = :key AND collection_id = :c
              ORDER BY position_key, collection_id, game_id LIMIT :limit OFFSET :offset""")
          .bind("key", key).bind("c", collectionId).bind("limit", limit).bind("offset", offset).mapTo(Long.class).list();
      if (ids.isEmpty()) return List.of();
      return h.createQuery(GAME_SELECT_SHORT + " WHERE g.id IN (<ids>) ORDER BY g.id").bindList("ids", ids)
          .map((rs, ctx) -> gameRow(rs, false)).list();
    });
  }

  static List<Long> ids(List<GameRow> rows) {
    List<Long> out = new ArrayList<>();
    for (GameRow r : rows) out.add(r.id());
    return out;
  }
}
