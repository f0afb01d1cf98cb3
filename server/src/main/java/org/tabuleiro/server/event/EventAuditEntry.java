package org.tabuleiro.server.event;

/**
 * One line of an event's audit log: who (username), when ({@code at}, ISO-8601 UTC), what, and the values before and
 * after.
 */
public record EventAuditEntry(long id, String username, String at, String action, String target, String before,
    String after) {}
