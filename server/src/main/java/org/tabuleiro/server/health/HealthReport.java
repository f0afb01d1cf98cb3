package org.tabuleiro.server.health;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code GET /api/health} says, as {@link HealthMonitor} last saw it (fields: docs/server/api.md "Health").
 *
 * @param redis {@code up} or {@code down} on a cluster's node; null on a single server
 */
record HealthReport(String database, String journal, int pendingEvents, String disk, long freeBytes,
    long minFreeBytes, String redis) {

  /** Every check but Redis's is {@code ok}: Redis away leaves the node serving the games it holds. */
  boolean isUp() {
    return database.equals("ok") && journal.equals("ok") && disk.equals("ok");
  }

  /** The body, in the documented order; {@code node} and {@code redis} only on a cluster's node. */
  Map<String, Object> body(String node) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("status", isUp() ? "ok" : "degraded");
    body.put("database", database);
    body.put("journal", journal);
    body.put("pendingEvents", pendingEvents);
    body.put("disk", disk);
    body.put("freeBytes", freeBytes);
    body.put("minFreeBytes", minFreeBytes);
    if (node != null) {
      body.put("node", node);
      body.put("redis", redis);
    }
    return body;
  }
}
