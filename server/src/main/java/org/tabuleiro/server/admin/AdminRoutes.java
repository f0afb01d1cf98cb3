package org.tabuleiro.server.admin;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.InstantSource;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.auth.PasswordResets;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.auth.SignedIn;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.mail.MailConfig;

/**
 * The admin page's routes, for the club's admins only (403 {@code not_an_admin} for anyone else, 401 signed out),
 * under {@code /api/admin}: the accounts (search), the staff, roles granted and revoked, one-time reset links,
 * closing an account, and the admin log. Changes need the session's CSRF token, as every cookie route.
 */
final class AdminRoutes {
  private static final int LOG_LINES = 50;

  private final AdminService admin;
  private final Sessions sessions;
  private final MailConfig mail;
  private final InstantSource clock;

  AdminRoutes(AdminService admin, Sessions sessions, MailConfig mail, InstantSource clock) {
    this.admin = admin;
    this.sessions = sessions;
    this.mail = mail;
    this.clock = clock;
  }

  void addTo(RoutesConfig routes) {
    routes.get("/api/admin/accounts", ctx -> {
      requireAdmin(ctx);
      String q = ctx.queryParam("q");
      ctx.json(new AdminJson.Accounts(admin.search(q).stream().map(AdminJson::row).toList(), admin.countMatching(q),
          AdminService.SEARCH_LIMIT));
    });
    routes.get("/api/admin/staff", ctx -> {
      requireAdmin(ctx);
      ctx.json(AdminJson.staff(admin.staff()));
    });
    routes.get("/api/admin/log", ctx -> {
      requireAdmin(ctx);
      ctx.json(new AdminJson.Log(admin.recentLog(LOG_LINES).stream().map(AdminJson::entry).toList()));
    });
    routes.put("/api/admin/accounts/{name}/roles/{role}", ctx -> changeRole(ctx, true));
    routes.delete("/api/admin/accounts/{name}/roles/{role}", ctx -> changeRole(ctx, false));
    routes.post("/api/admin/accounts/{name}/reset-link", this::resetLink);
    routes.post("/api/admin/accounts/{name}/close", this::close);
  }

  private void changeRole(Context ctx, boolean grant) {
    AdminActor actor = AdminActor.of(requireAdmin(ctx).account());
    String name = ctx.pathParam("name");
    Role role = role(ctx.pathParam("role"));
    Account changed = ApiException.unwrap(grant ? admin.grant(actor, name, role) : admin.revoke(actor, name, role));
    ctx.json(AdminJson.row(changed));
  }

  private void resetLink(Context ctx) {
    AdminActor actor = AdminActor.of(requireAdmin(ctx).account());
    String name = ctx.pathParam("name");
    AdminService.IssuedReset issued = ApiException.unwrap(admin.resetToken(actor, name));
    String token = issued.token();
    ctx.status(201).json(new AdminJson.ResetLink(issued.account().username(), MailConfig.resetLink("", token),
        mail.publicUrl() == null ? null : MailConfig.resetLink(mail.publicUrl(), token),
        clock.instant().plus(PasswordResets.ADMIN_LIFETIME).toString()));
  }

  private void close(Context ctx) {
    AdminActor actor = AdminActor.of(requireAdmin(ctx).account());
    Account closed = ApiException.unwrap(admin.close(actor, ctx.pathParam("name")));
    ctx.json(AdminJson.row(closed));
  }

  private SignedIn requireAdmin(Context ctx) {
    SignedIn me = sessions.require(ctx);
    if (!me.account().hasRole(Role.ADMIN)) {
      throw new ApiException(403, "not_an_admin", "Só um administrador do clube pode fazer isto.");
    }
    return me;
  }

  static Role role(String text) {
    return Role.parse(text).orElseThrow(() -> ApiException.badRequest("unknown_role",
        "Papel desconhecido: \"" + text + "\" (use player, arbiter, moderator ou admin)."));
  }
}
