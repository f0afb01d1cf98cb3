package org.tabuleiro.server.admin;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import org.jdbi.v3.core.Jdbi;

/** The admin log ({@code admin_audit}): written with every change an admin makes to an account, never edited. */
final class AdminAudit {
  private final Jdbi jdbi;

  AdminAudit(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  void write(Instant at, AdminActor actor, String action, long targetId, String targetName, String detail) {
    jdbi.useHandle(h -> h.createUpdate("""
            INSERT INTO admin_audit (done_at, actor_id, actor_name, action_code, target_id, target_name, detail)
            VALUES (:at, :actorId, :actorName, :action, :targetId, :targetName, :detail)""")
        .bind("at", at)
        .bind("actorId", actor.accountId())
        .bind("actorName", actor.name())
        .bind("action", action)
        .bind("targetId", targetId)
        .bind("targetName", targetName)
        .bind("detail", detail)
        .execute());
  }

  /** The newest {@code limit} entries, newest first. */
  List<AdminAuditEntry> recent(int limit) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT id, done_at, actor_name, action_code, target_name, detail FROM admin_audit
            ORDER BY id DESC LIMIT :limit""")
        .bind("limit", limit)
        .map((rs, ctx) -> new AdminAuditEntry(rs.getLong("id"),
            rs.getObject("done_at", OffsetDateTime.class).toInstant(), rs.getString("actor_name"),
            rs.getString("action_code"), rs.getString("target_name"), rs.getString("detail")))
        .list());
  }
}
