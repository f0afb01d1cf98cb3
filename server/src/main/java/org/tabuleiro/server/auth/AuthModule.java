package org.tabuleiro.server.auth;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import java.time.InstantSource;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.http.HttpModule;

/**
 * Wires sessions, login throttling, sign-up limits and CSRF, and adds their routes and the CSRF check on
 * {@code /api/*}. Closing it stops the account module's password threads, which its routes are the users of.
 */
public final class AuthModule implements HttpModule, AutoCloseable {
  private final AccountModule accounts;
  private final Sessions sessions;
  private final CsrfGuard csrf;
  private final AuthRoutes routes;

  public AuthModule(Jdbi jdbi, InstantSource clock, AccountModule accounts, LoginLimits limits, boolean secureCookies,
      boolean trustProxy, ObjectMapper json) {
    this.accounts = accounts;
    var known = new JdbiKnownAddressRepository(jdbi);
    var service = new AuthService(accounts.repository(), new JdbiSessionRepository(jdbi),
        new JdbiLoginFailureRepository(jdbi), known, limits, accounts.hasher(), accounts.work(), clock);
    var signUps =
        new SignUps(accounts.service(), accounts.work(), new JdbiSignUpRepository(jdbi), known, limits, clock);
    var cookies = new SessionCookies(secureCookies);
    this.sessions = new Sessions(service, cookies);
    this.csrf = new CsrfGuard(sessions);
    this.routes = new AuthRoutes(service, signUps, sessions, cookies, json, trustProxy);
  }

  /** For other modules' routes: who is asking. */
  public Sessions sessions() {
    return sessions;
  }

  @Override
  public void addRoutes(RoutesConfig config) {
    config.before("/api/*", csrf::check);
    routes.addTo(config);
  }

  @Override
  public void close() {
    accounts.close();
  }
}
