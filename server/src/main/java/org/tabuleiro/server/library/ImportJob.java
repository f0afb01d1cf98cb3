package org.tabuleiro.server.library;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An import under way, waiting, ended or interrupted: what {@code GET /api/library/jobs/{id}} answers. Thread-safe.
 * How far the file has been read ({@code bytesRead}, {@code gamesRead}) is live; the rest is what the committed batches
 * say ({@link #committed}), the same as the job's row in {@code library_jobs} (a job of the club explorer has none).
 */
final class ImportJob {
  /** Refused games listed in the report; beyond, only counted. */
  static final int MAX_LISTED = 1000;

  /** A refused game: its number in the file, the line where the problem is, and why (in Portuguese). */
  record Refusal(long game, long line, String message) {}

  final long id;
  final long collectionId;
  final long ownerId;
  final long bytes;
  /** {@link LibraryJobs#UPLOAD} or {@link LibraryJobs#ADDED}. */
  final String source;
  private String state = LibraryJobs.RUNNING;
  private long bytesRead;
  private long gamesRead;
  private long gamesDone;
  private long imported;
  private long duplicates;
  private long refusedCount;
  private int resumed;
  private String error;
  private final List<Refusal> refused = new ArrayList<>();

  ImportJob(long id, long collectionId, long ownerId, long bytes) {
    this(id, collectionId, ownerId, bytes, LibraryJobs.UPLOAD);
  }

  ImportJob(long id, long collectionId, long ownerId, long bytes, String source) {
    this.id = id;
    this.collectionId = collectionId;
    this.ownerId = ownerId;
    this.bytes = bytes;
    this.source = source;
  }

  /** The job as its row and listed refusals say: where a resumed import starts, or what another node shows. */
  static ImportJob of(LibraryJobs.Row row, List<Refusal> refusals) {
    ImportJob job = new ImportJob(row.id(), row.collectionId(), row.ownerId(), row.bytes(), row.source());
    job.state = row.state();
    job.bytesRead = row.bytesRead();
    job.gamesRead = row.gamesDone();
    job.gamesDone = row.gamesDone();
    job.imported = row.imported();
    job.duplicates = row.duplicates();
    job.refusedCount = row.refusedCount();
    job.resumed = row.resumed();
    job.error = row.error();
    job.refused.addAll(refusals);
    return job;
  }

  /** How far the reader is (never less than what was committed: a resumed import reads its first games again). */
  synchronized void read(long bytesRead, long gamesRead) {
    this.bytesRead = Math.max(this.bytesRead, bytesRead);
    this.gamesRead = Math.max(this.gamesRead, gamesRead);
  }

  /**
   * A transaction committed: the file's first {@code position} games are done, {@code refusals} more games refused
   * of which {@code listed} are kept for the report.
   */
  synchronized void committed(long position, long bytesRead, long imported, long duplicates, long refusals,
      List<Refusal> listed) {
    this.gamesDone = Math.max(gamesDone, position);
    this.gamesRead = Math.max(gamesRead, position);
    this.bytesRead = Math.max(this.bytesRead, bytesRead);
    this.imported += imported;
    this.duplicates += duplicates;
    this.refusedCount += refusals;
    this.refused.addAll(listed);
  }

  /** How many more refused games the report may list. */
  synchronized int listingRoom() {
    return MAX_LISTED - refused.size();
  }

  synchronized long gamesDone() {
    return gamesDone;
  }

  synchronized void finish(String error) {
    this.error = error;
    this.state = LibraryJobs.DONE;
    this.bytesRead = bytes;
  }

  /** Shown as interrupted: the import cannot go on until the owner sends the file again. */
  synchronized ImportJob interrupted(String why) {
    this.error = why;
    this.state = LibraryJobs.INTERRUPTED;
    return this;
  }

  /** Why the import stopped early, or null. */
  synchronized String failed() {
    return error;
  }

  synchronized boolean done() {
    return state.equals(LibraryJobs.DONE);
  }

  synchronized Map<String, Object> json() {
    Map<String, Object> m = summary();
    List<Refusal> inOrder = new ArrayList<>(refused);   // a batch's refusals by the database come after the reader's
    inOrder.sort(Comparator.comparingLong(Refusal::game));
    m.put("refused", inOrder.stream().map(r -> {
      Map<String, Object> j = new LinkedHashMap<>();
      j.put("game", r.game());
      j.put("line", r.line());
      j.put("message", r.message());
      return j;
    }).toList());
    return m;
  }

  /** The job without its list of refused games: a collection's list of imports. */
  synchronized Map<String, Object> summary() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("job", id);
    m.put("collection", collectionId);
    m.put("state", state);
    m.put("source", source);
    m.put("bytes", bytes);
    m.put("bytesRead", bytesRead);
    m.put("gamesRead", gamesRead);
    m.put("gamesDone", gamesDone);
    m.put("imported", imported);
    m.put("duplicates", duplicates);
    m.put("refusedCount", refusedCount);
    m.put("resumed", resumed);
    if (error != null) m.put("error", error);
    return m;
  }
}
