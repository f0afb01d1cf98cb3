package org.tabuleiro.server.library;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * The import jobs someone started ({@code library_jobs}, {@code V22}): their file, their state and their committed
 * progress, written with each batch's games ({@link #advance}), and the refused games their reports list.
 */
final class LibraryJobs {
  static final String RUNNING = "running";
  static final String DONE = "done";
  static final String INTERRUPTED = "interrupted";
  /** A file sent to {@code POST .../import}. */
  static final String UPLOAD = "upload";
  /** An event's or a club game's games ({@code POST .../add}), written to a file by the server. */
  static final String ADDED = "added";

  /** A job's row. {@code node}: '' on a single server; {@code file}: the upload's name, null once ended. */
  record Row(long id, long collectionId, long ownerId, String source, String state, String node, String file,
      long bytes, long crc, long bytesRead, long gamesDone, long imported, long duplicates, long refusedCount,
      int resumed, String error) {}

  /** The job's row was deleted with its collection, or the job was taken over by another node: the import stops. */
  static final class Gone extends RuntimeException {
    Gone(long job) {
      super("a importação " + job + " já não existe", null, false, false);
    }
  }

  private static final int MAX_MESSAGE = 2000;
  private static final String SELECT = """
      SELECT id, collection_id, owner_id, source, state, node, upload_file, file_bytes, file_crc, bytes_read,
             games_done, imported, duplicates, refused_count, resumed, error FROM library_jobs""";

  private final Jdbi jdbi;

  LibraryJobs(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  /**
   * A new running job, unless its owner has {@code maxRunning} running already: -1 then. Counted and inserted under
   * the owner's account row lock, so uploads ending at once (on any node) never make more.
   */
  long create(long collection, long owner, String source, String node, String file, long bytes, long crc,
      Instant now, int maxRunning) {
    return jdbi.inTransaction(h -> {
      if (lockAndCount(h, owner, 0) >= maxRunning) return -1L;
      return h.createUpdate("""
              INSERT INTO library_jobs (collection_id, owner_id, source, state, node, upload_file, file_bytes, file_crc,
                                        created_at, updated_at)
              VALUES (:c, :o, :source, 'running', :node, :file, :bytes, :crc, :now, :now)""")
          .bind("c", collection).bind("o", owner).bind("source", source).bind("node", node).bind("file", file)
          .bind("bytes", bytes).bind("crc", crc).bind("now", now)
          .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one();
    });
  }

  /** The owner's account row locked (till the transaction ends), then their running jobs but {@code except} counted. */
  private static long lockAndCount(Handle h, long owner, long except) {
    h.createQuery("SELECT id FROM accounts WHERE id = :o FOR UPDATE").bind("o", owner).mapTo(Long.class).findOne();
    return h.createQuery("SELECT COUNT(*) FROM library_jobs WHERE owner_id = :o AND state = 'running' AND id <> :except")
        .bind("o", owner).bind("except", except).mapTo(Long.class).one();
  }

  Optional<Row> find(long id) {
    return jdbi.withHandle(h -> h.createQuery(SELECT + " WHERE id = :id").bind("id", id)
        .map((rs, ctx) -> row(rs)).findOne());
  }

  /** The collection's latest jobs, newest first. */
  List<Row> ofCollection(long collection, int limit) {
    return jdbi.withHandle(h -> h.createQuery(SELECT + " WHERE collection_id = :c ORDER BY id DESC LIMIT :limit")
        .bind("c", collection).bind("limit", limit).map((rs, ctx) -> row(rs)).list());
  }

  /** The account's jobs being read or waiting, on any node. */
  long running(long owner) {
    return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM library_jobs WHERE owner_id = :o AND state = 'running'")
        .bind("o", owner).mapTo(Long.class).one());
  }

  /** The jobs this node was running when it stopped, oldest first. */
  List<Row> running(String node) {
    return jdbi.withHandle(h -> h.createQuery(SELECT + " WHERE node = :node AND state = 'running' ORDER BY id")
        .bind("node", node).map((rs, ctx) -> row(rs)).list());
  }

  List<ImportJob.Refusal> refusals(long job) {
    return jdbi.withHandle(h -> h.createQuery(
            "SELECT game, line, message FROM library_job_refusals WHERE job_id = :j ORDER BY game")
        .bind("j", job).map((rs, ctx) -> new ImportJob.Refusal(rs.getLong(1), rs.getLong(2), rs.getString(3))).list());
  }

  /**
   * In the transaction of a batch's games: the file's first {@code position} games are done, with their counts and
   * the refused games listed. Throws {@link Gone} when the job is no longer this node's to run (the transaction then
   * rolls back, games and all).
   */
  void advance(Handle h, long job, String node, long position, long bytesRead, long imported, long duplicates,
      long refused, List<ImportJob.Refusal> listed, Instant now) {
    int n = h.createUpdate("""
            UPDATE library_jobs SET games_done = :p, bytes_read = :b, imported = imported + :i,
                   duplicates = duplicates + :d, refused_count = refused_count + :r, updated_at = :now
            WHERE id = :id AND node = :node AND state = 'running'""")
        .bind("p", position).bind("b", bytesRead).bind("i", imported).bind("d", duplicates).bind("r", refused)
        .bind("now", now).bind("id", job).bind("node", node).execute();
    if (n != 1) throw new Gone(job);
    if (listed.isEmpty()) return;
    var batch = h.prepareBatch("INSERT INTO library_job_refusals (job_id, game, line, message) VALUES (:j, :g, :l, :m)");
    for (ImportJob.Refusal r : listed) {
      String m = r.message().length() <= MAX_MESSAGE ? r.message() : r.message().substring(0, MAX_MESSAGE - 1) + "…";
      batch.bind("j", job).bind("g", r.game()).bind("l", r.line()).bind("m", m).add();
    }
    batch.execute();
  }

  /** The job has ended (read to its end, or stopped by {@code error}): its file is no longer needed. */
  void finish(long job, String node, String error, long bytesRead, Instant now) {
    jdbi.useHandle(h -> h.createUpdate("""
            UPDATE library_jobs SET state = 'done', upload_file = NULL, error = :e, bytes_read = :b, updated_at = :now
            WHERE id = :id AND node = :node AND state = 'running'""")
        .bind("e", error).bind("b", bytesRead).bind("now", now).bind("id", job).bind("node", node).execute());
  }

  /** The node's file of the job is gone: the owner must send it again ({@link #claim}). */
  void interrupt(long job, String node, String why, Instant now) {
    jdbi.useHandle(h -> h.createUpdate("""
            UPDATE library_jobs SET state = 'interrupted', upload_file = NULL, error = :e, updated_at = :now
            WHERE id = :id AND node = :node AND state = 'running'""")
        .bind("e", why).bind("now", now).bind("id", job).bind("node", node).execute());
  }

  /** At a node's start: its job goes on where its last batch ended. False if it is no longer this node's. */
  boolean restart(long job, String node, Instant now) {
    return jdbi.withHandle(h -> h.createUpdate("""
            UPDATE library_jobs SET resumed = resumed + 1, error = NULL, updated_at = :now
            WHERE id = :id AND node = :node AND state = 'running'""")
        .bind("now", now).bind("id", job).bind("node", node).execute()) == 1;
  }

  /**
   * "Continuar": the owner sent the file again to this node, {@code file} in its uploads. Only an interrupted job,
   * or one still running on a node that has stopped for good (its lease in {@code node_leases} has run out), is
   * taken; false otherwise.
   */
  /** What became of a claim of an interrupted job. */
  enum Claim { CLAIMED, NOT_INTERRUPTED, TOO_MANY }

  Claim claim(long job, long owner, String node, String file, Instant now, int maxRunning) {
    return jdbi.inTransaction(h -> {
      if (lockAndCount(h, owner, job) >= maxRunning) return Claim.TOO_MANY;   // itself not counted
      return h.createUpdate("""
              UPDATE library_jobs SET state = 'running', node = :node, upload_file = :file, resumed = resumed + 1,
                     error = NULL, updated_at = :now
              WHERE id = :id AND (state = 'interrupted' OR (state = 'running' AND node <> :node AND node <> ''
                AND NOT EXISTS (SELECT 1 FROM node_leases n WHERE n.node = library_jobs.node
                                AND n.expires_at > CURRENT_TIMESTAMP)))""")
          .bind("node", node).bind("file", file).bind("now", now).bind("id", job).execute() == 1
          ? Claim.CLAIMED : Claim.NOT_INTERRUPTED;
    });
  }

  /** Whether a cluster node's lease is alive ('' is a single server: always). */
  boolean alive(String node) {
    if (node.isEmpty()) return true;
    return jdbi.withHandle(h -> h.createQuery(
            "SELECT COUNT(*) FROM node_leases WHERE node = :node AND expires_at > CURRENT_TIMESTAMP")
        .bind("node", node).mapTo(Long.class).one()) > 0;
  }

  private static Row row(java.sql.ResultSet rs) throws java.sql.SQLException {
    return new Row(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getString(4), rs.getString(5), rs.getString(6),
        rs.getString(7), rs.getLong(8), rs.getLong(9), rs.getLong(10), rs.getLong(11), rs.getLong(12), rs.getLong(13),
        rs.getLong(14), rs.getInt(15), rs.getString(16));
  }
}
