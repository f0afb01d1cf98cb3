package org.tabuleiro.server.admin;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import java.nio.file.Path;
import java.time.InstantSource;
import org.jdbi.v3.core.Jdbi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.auth.PasswordResets;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.mail.MailConfig;

/**
 * The admin page's routes ({@link AdminRoutes}) and {@code ./tabuleiro admin}'s way into the running server
 * ({@link AdminLocalRoutes}, found through {@link AdminEndpoint}'s file, published once the server listens).
 */
public final class AdminModule implements HttpModule, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(AdminModule.class);

  private final AdminRoutes routes;
  private final AdminLocalRoutes local;
  private final Path dataDir;
  private volatile AdminEndpoint endpoint;

  public AdminModule(Jdbi jdbi, AccountService accounts, Sessions sessions, MailConfig mail, ObjectMapper json,
      InstantSource clock, Path dataDir) {
    AdminService admin = new AdminService(accounts, new PasswordResets(jdbi, accounts, clock), new AdminAudit(jdbi),
        sessions::endAllOf, clock);
    this.routes = new AdminRoutes(admin, sessions, mail, clock);
    this.local = new AdminLocalRoutes(admin, () -> endpoint, json);
    this.dataDir = dataDir;
  }

  @Override
  public void addRoutes(RoutesConfig config) {
    routes.addTo(config);
    local.addTo(config);
  }

  /** The server listens on {@code host:port}: the command line may now find it. */
  public void listening(String host, int port) {
    AdminEndpoint created = AdminEndpoint.create(host, port);
    try {
      created.publish(dataDir);
      endpoint = created;
    } catch (RuntimeException e) {   // the club runs on; ./tabuleiro admin needs the server stopped (H2) meanwhile
      LOG.warn("./tabuleiro admin cannot reach this server: {}", e.getMessage());
    }
  }

  @Override
  public void close() {
    AdminEndpoint published = endpoint;
    endpoint = null;
    if (published != null) published.withdraw(dataDir);
  }
}
