package org.tabuleiro.server.health;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import java.nio.file.Path;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.tabuleiro.server.config.DataFolder;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.http.Json;

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
 *
 * <p>The answer is read from {@link HealthMonitor}, which checks in the background every half second: a request
 * never waits for the database, the journal or a disk, so a balancer's check is answered at once under any load, and
 * a database gone away shows as {@code unreachable} within about a second (docs/server/running.md).
 */
public final class HealthModule implements HttpModule, AutoCloseable {
  private static final ObjectMapper JSON = Json.mapper();

  /** What to answer: the status, 200 or 503, and the body. */
  public record Answer(int status, byte[] json) {}

  private final HealthMonitor monitor;
  private final String node;

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
    this.monitor = new HealthMonitor(database.probe(), folder, journalDir, pendingEvents, node == null ? null : redis);
  }

  /** The answer now, from the latest checks: no waiting (the server's {@link HealthFastPath} writes it). */
  public Answer answer() {
    HealthReport report = monitor.report();
    try {
      return new Answer(report.isUp() ? 200 : 503, JSON.writeValueAsBytes(report.body(node)));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("health's body", e);
    }
  }

  /** The same answer as a Javalin route, for an app without {@link HealthFastPath} in front of it. */
  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/health", ctx -> {
      Answer answer = answer();
      ctx.header("Cache-Control", "no-store").status(answer.status()).contentType("application/json")
          .result(answer.json());
    });
  }

  /** Stops the checks and closes their database connection (before the database itself is closed). */
  @Override
  public void close() {
    monitor.close();
  }
}
