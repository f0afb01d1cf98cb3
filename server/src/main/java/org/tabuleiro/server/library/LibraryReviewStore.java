package org.tabuleiro.server.library;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * {@code library_reviews} (V28): one saved game review per game and engine version. The overwrite rule, decided in
 * one transaction under the row's lock: a review is replaced by the account that saved it (the same or more nodes
 * per position), or by anyone with an analysis of more nodes per position; otherwise it stays.
 */
final class LibraryReviewStore {
  /**
   * @param subject 'club', 'library' or 'moves'; {@code key} the game's id, or the moves' SHA-256
   * @param evals   the checked evaluations as JSON text (one object per position, the start first)
   */
  record Review(long id, String subject, String key, String engine, String initialFen, String moves, String white,
      String black, long nodes, String evals, Double whiteAccuracy, Double blackAccuracy, long savedBy,
      String savedByName, Instant savedAt) {}

  /** What a save did: stored (new or replacing), or refused because {@code existing} stays. */
  sealed interface Saved permits Stored, Kept {}

  record Stored(long id, boolean replaced) implements Saved {}

  record Kept(Review existing) implements Saved {}

  private final Jdbi jdbi;

  LibraryReviewStore(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  private static final String SELECT = """
      SELECT r.id, r.subject, r.subject_key, r.engine, r.initial_fen, r.moves, r.white, r.black, r.nodes, r.evals,
             r.white_accuracy, r.black_accuracy, r.saved_by, a.username, r.saved_at
      FROM library_reviews r JOIN accounts a ON a.id = r.saved_by""";

  /** The game's latest saved review (any engine), if any. */
  Optional<Review> find(String subject, String key) {
    return jdbi.withHandle(h -> h.createQuery(SELECT + " WHERE r.subject = :s AND r.subject_key = :k"
            + " ORDER BY r.saved_at DESC, r.id DESC")
        .bind("s", subject).bind("k", key).map((rs, ctx) -> row(rs)).findFirst());
  }

  /** The account's saves in the hour before {@code now} (the reviews it saved then and still holds). */
  int savedInHour(long accountId, Instant now) {
    return jdbi.withHandle(h -> h.createQuery(
            "SELECT COUNT(*) FROM library_reviews WHERE saved_by = :a AND saved_at > :since")
        .bind("a", accountId).bind("since", now.minus(Duration.ofHours(1))).mapTo(Integer.class).one());
  }

  /** Stores {@code r} (its id, name and time ignored) unless the rule above keeps the review already there. */
  Saved save(Review r, Instant now) {
    for (int attempt = 0; ; attempt++) {
      try {
        return jdbi.inTransaction(h -> saveIn(h, r, now));
      } catch (org.jdbi.v3.core.statement.UnableToExecuteStatementException e) {
        // Two first saves of one game at once: the unique key refuses the second insert; read again, once.
        if (attempt > 0) throw e;
      }
    }
  }

  private static Saved saveIn(Handle h, Review r, Instant now) {
    // The row alone is locked (a join's FOR UPDATE would lock the saver's account row too).
    Optional<long[]> old = h.createQuery("SELECT id, nodes, saved_by FROM library_reviews"
            + " WHERE subject = :s AND subject_key = :k AND engine = :e FOR UPDATE")
        .bind("s", r.subject()).bind("k", r.key()).bind("e", r.engine())
        .map((rs, ctx) -> new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3)}).findOne();
    if (old.isPresent()) {
      long[] o = old.get();
      boolean mayReplace = r.nodes() > o[1] || (o[2] == r.savedBy() && r.nodes() >= o[1]);
      if (!mayReplace) {
        return new Kept(h.createQuery(SELECT + " WHERE r.id = :id").bind("id", o[0]).map((rs, ctx) -> row(rs)).one());
      }
      h.createUpdate("""
              UPDATE library_reviews SET nodes = :nodes, evals = :evals, white_accuracy = :wa, black_accuracy = :ba,
                white = :white, black = :black, saved_by = :by, saved_at = :now WHERE id = :id""")
          .bind("nodes", r.nodes()).bind("evals", r.evals()).bind("wa", r.whiteAccuracy())
          .bind("ba", r.blackAccuracy()).bind("white", r.white()).bind("black", r.black())
          .bind("by", r.savedBy()).bind("now", now).bind("id", o[0]).execute();
      return new Stored(o[0], true);
    }
    long id = h.createUpdate("""
            INSERT INTO library_reviews (subject, subject_key, engine, initial_fen, moves, white, black, nodes, evals,
              white_accuracy, black_accuracy, saved_by, saved_at)
            VALUES (:s, :k, :e, :fen, :moves, :white, :black, :nodes, :evals, :wa, :ba, :by, :now)""")
        .bind("s", r.subject()).bind("k", r.key()).bind("e", r.engine()).bind("fen", r.initialFen())
        .bind("moves", r.moves()).bind("white", r.white()).bind("black", r.black()).bind("nodes", r.nodes())
        .bind("evals", r.evals()).bind("wa", r.whiteAccuracy()).bind("ba", r.blackAccuracy())
        .bind("by", r.savedBy()).bind("now", now)
        .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one();
    return new Stored(id, false);
  }

  private static Review row(java.sql.ResultSet rs) throws java.sql.SQLException {
    return new Review(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5),
        rs.getString(6), rs.getString(7), rs.getString(8), rs.getLong(9), rs.getString(10),
        (Double) rs.getObject(11, Double.class), (Double) rs.getObject(12, Double.class), rs.getLong(13),
        rs.getString(14), rs.getObject(15, java.time.OffsetDateTime.class).toInstant());
  }
}
