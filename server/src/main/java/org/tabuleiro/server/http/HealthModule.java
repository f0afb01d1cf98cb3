package org.tabuleiro.server.http;

import io.javalin.config.RoutesConfig;
import java.util.Map;
import org.tabuleiro.server.db.Database;

/** {@code GET /api/health}: 200 when the database answers, 503 when it does not (for a load balancer or a probe). */
public final class HealthModule implements HttpModule {
  private final Database database;

  public HealthModule(Database database) {
    this.database = database;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/health", ctx -> {
      boolean up = database.isReachable();
      ctx.status(up ? 200 : 503).json(Map.of("status", up ? "ok" : "degraded", "database", up ? "ok" : "unreachable"));
    });
  }
}
