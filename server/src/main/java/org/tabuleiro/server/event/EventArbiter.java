package org.tabuleiro.server.event;

/** An arbiter of an event: an account with the arbiter role; {@code chief} for the chief arbiter. */
public record EventArbiter(long accountId, String username, String displayName, boolean chief) {}
