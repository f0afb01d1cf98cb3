package org.tabuleiro.server.library;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An import under way or finished: what {@code GET /api/library/jobs/{id}} answers. Thread-safe. */
final class ImportJob {
  /** Refused games listed in the report; beyond, only counted. */
  static final int MAX_LISTED = 1000;

  final long id;
  final long collectionId;
  final long ownerId;
  final long bytes;
  private String state = "running";
  private long bytesRead;
  private long gamesRead;
  private long imported;
  private long duplicates;
  private long refusedCount;
  private String error;
  private final List<Map<String, Object>> refused = new ArrayList<>();

  ImportJob(long id, long collectionId, long ownerId, long bytes) {
    this.id = id;
    this.collectionId = collectionId;
    this.ownerId = ownerId;
    this.bytes = bytes;
  }

  synchronized void progress(long bytesRead, long gamesRead, long imported, long duplicates) {
    this.bytesRead = bytesRead;
    this.gamesRead = gamesRead;
    this.imported = imported;
    this.duplicates = duplicates;
  }

  synchronized void refuse(int game, long line, String message) {
    refusedCount++;
    if (refused.size() >= MAX_LISTED) return;
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("game", game);
    r.put("line", line);
    r.put("message", message);
    refused.add(r);
  }

  synchronized void finish(String error) {
    this.error = error;
    this.state = "done";
    this.bytesRead = bytes;
  }

  /** Why the import stopped early, or null. */
  synchronized String failed() {
    return error;
  }

  synchronized boolean done() {
    return state.equals("done");
  }

  synchronized Map<String, Object> json() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("job", id);
    m.put("collection", collectionId);
    m.put("state", state);
    m.put("bytes", bytes);
    m.put("bytesRead", bytesRead);
    m.put("gamesRead", gamesRead);
    m.put("imported", imported);
    m.put("duplicates", duplicates);
    m.put("refusedCount", refusedCount);
    List<Map<String, Object>> inOrder = new java.util.ArrayList<>(refused);   // the writer's refusals come later
    inOrder.sort(java.util.Comparator.comparingInt(r -> (Integer) r.get("game")));
    m.put("refused", inOrder);
    if (error != null) m.put("error", error);
    return m;
  }
}
