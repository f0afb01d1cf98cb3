package org.tabuleiro.server.admin;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Map;
import java.util.function.Supplier;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.server.mail.MailConfig;

/**
 * {@code ./tabuleiro admin} through the running server, under {@code /api/local/admin}: {@code POST .../grant} and
 * {@code .../revoke} ({@code {"username", "role"}}: the account's name and roles), {@code .../reset-link}
 * ({@code {"username", "base"}}: the link). Only from this machine (the loopback, or the server's own address, and
 * no proxy's {@code X-Forwarded-For}) and with the secret of {@code DATA/admin-endpoint.properties}
 * ({@link AdminEndpoint}); else 403 {@code not_local_admin}. No cookie is read: the secret stands for the CSRF token.
 */
final class AdminLocalRoutes {
  private final AdminService admin;
  private final Supplier<AdminEndpoint> endpoint;
  private final ObjectMapper json;

  AdminLocalRoutes(AdminService admin, Supplier<AdminEndpoint> endpoint, ObjectMapper json) {
    this.admin = admin;
    this.endpoint = endpoint;
    this.json = json;
  }

  void addTo(RoutesConfig routes) {
    routes.post("/api/local/admin/grant", ctx -> changeRole(ctx, true));
    routes.post("/api/local/admin/revoke", ctx -> changeRole(ctx, false));
    routes.post("/api/local/admin/reset-link", this::resetLink);
  }

  private void changeRole(Context ctx, boolean grant) {
    requireLocal(ctx);
    JsonBody body = JsonBody.of(ctx, json);
    String name = body.requiredText("username");
    Role role = AdminRoutes.role(body.requiredText("role"));
    Account changed = ApiException.unwrap(grant ? admin.grant(AdminActor.COMMAND_LINE, name, role)
        : admin.revoke(AdminActor.COMMAND_LINE, name, role));
    ctx.json(Map.of("username", changed.username(), "roles", AdminJson.roles(changed)));
  }

  private void resetLink(Context ctx) {
    requireLocal(ctx);
    JsonBody body = JsonBody.of(ctx, json);
    String base = body.requiredText("base");
    if (!base.matches("https?://[^/\\s]+(/[^\\s]*)?")) {
      throw ApiException.badRequest("invalid_base", "O endereço do clube deve ser http(s)://servidor[:porta], não \""
          + base + "\".");
    }
    var issued = ApiException.unwrap(admin.resetToken(AdminActor.COMMAND_LINE, body.requiredText("username")));
    ctx.json(Map.of("username", issued.account().username(), "link", MailConfig.resetLink(base, issued.token())));
  }

  private void requireLocal(Context ctx) {
    AdminEndpoint mine = endpoint.get();
    String given = ctx.header(AdminEndpoint.HEADER);
    boolean secret = mine != null && given != null && MessageDigest.isEqual(
        mine.secret().getBytes(StandardCharsets.UTF_8), given.getBytes(StandardCharsets.UTF_8));
    boolean proxied = ctx.header("X-Forwarded-For") != null || ctx.header("Forwarded") != null;
    if (!secret || proxied || !fromThisMachine(ctx)) {
      throw new ApiException(403, "not_local_admin", "Esta rota é do ./tabuleiro admin, na máquina do servidor,"
          + " com o segredo de " + AdminEndpoint.FILE + ".");
    }
  }

  private static boolean fromThisMachine(Context ctx) {
    String remote = ctx.req().getRemoteAddr();
    if (remote == null) return false;
    if (remote.equals(ctx.req().getLocalAddr())) return true;   // bound to one address: the machine calls itself there
    try {
      // A literal address (what the servlet gives) is parsed, never looked up.
      return InetAddress.getByName(remote.replace("[", "").replace("]", "")).isLoopbackAddress();
    } catch (UnknownHostException e) {
      return false;
    }
  }
}
