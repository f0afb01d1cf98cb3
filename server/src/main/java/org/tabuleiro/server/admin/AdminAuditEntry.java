package org.tabuleiro.server.admin;

import java.time.Instant;

/**
 * One line of the admin log.
 *
 * @param action {@code grant}, {@code revoke}, {@code reset_link} or {@code close}
 * @param detail the role granted or revoked, else null
 */
public record AdminAuditEntry(long id, Instant at, String actor, String action, String target, String detail) {}
