package org.tabuleiro.server.health;

import io.javalin.config.RoutesConfig;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.jdbi.v3.core.Handle;
import org.tabuleiro.server.config.DataFolder;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.http.HttpModule;

/**
 * {@code GET /api/health}, for a load balancer or a probe: 200 when the database answers and accepts writes, the
 * move journal's folder can be written and the data folder's disk has room; 503 otherwise. The body says which:
 *
 * <pre>{@code
 * {"status": "ok", "database": "ok", "journal": "ok", "pendingEvents": 12, "disk": "ok",
 *  "freeBytes": 85899345920, "minFreeBytes": 104857600}
 * }</pre>
 *
 * A cluster's node adds its name and whether its Redis answers, {@code "node": "a", "redis": "up"} (or
 * {@code "down"}). Redis being away does not make the node unhealthy (still 200 when the rest is ok): the node goes on
 * with the games it holds, and a balancer that took every node out because their shared Redis failed would stop
 * them all (docs/server/cluster.md).
 */
public final class HealthModule implements HttpModule {
  private final Database database;
  private final DataFolder folder;
  private final Path journalDir;
  private final IntSupplier pendingEvents;
  private final String node;
  private final Supplier<String> redis;

  /**
   * @param journalDir the move journal's folder, probed with a small file written and deleted
   * @param pendingEvents the journal's events not yet stored in the database
   */
  public HealthModule(Database database, DataFolder folder, Path journalDir, IntSupplier pendingEvents) {
    this(database, folder, journalDir, pendingEvents, null, null);
  }

  /**
   * @param node the cluster node's name, null on a single server
   * @param redis {@code up} or {@code down}: the node's Redis now; null on a single server
   */
  public HealthModule(Database database, DataFolder folder, Path journalDir, IntSupplier pendingEvents, String node,
      Supplier<String> redis) {
    this.node = node;
    this.redis = redis;
    this.database = database;
    this.folder = folder;
    this.journalDir = journalDir;
    this.pendingEvents = pendingEvents;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/health", ctx -> {
      String db = database();
      String journal = folder.writeProblem(journalDir) == null ? "ok" : "unwritable";
      String disk = folder.hasRoom() ? "ok" : "low";
      boolean up = db.equals("ok") && journal.equals("ok") && disk.equals("ok");
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("status", up ? "ok" : "degraded");
      body.put("database", db);
      body.put("journal", journal);
      body.put("pendingEvents", pendingEvents.getAsInt());
      body.put("disk", disk);
      body.put("freeBytes", folder.freeBytes());
      body.put("minFreeBytes", folder.minFreeBytes());
      if (node != null) {
        body.put("node", node);
        body.put("redis", redis.get());
      }
      ctx.header("Cache-Control", "no-store").status(up ? 200 : 503).json(body);
    });
  }

  /** {@code ok}; {@code read_only} (a PostgreSQL standby, an H2 file opened read-only); or {@code unreachable}. */
  private String database() {
    try {
      return database.jdbi().withHandle(h -> {
        if (!h.getConnection().isValid(1)) return "unreachable";
        return readOnly(h) ? "read_only" : "ok";
      });
    } catch (SQLException | RuntimeException e) {
      return "unreachable";   // H2 closes itself after a failed write (a full disk): this is where that shows
    }
  }

  private boolean readOnly(Handle h) {
    String sql = database.config().isH2() ? "SELECT READONLY()"
        : "SELECT current_setting('transaction_read_only') = 'on'";
    return h.createQuery(sql).mapTo(Boolean.class).one();
  }
}
