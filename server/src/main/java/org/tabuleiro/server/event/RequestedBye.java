package org.tabuleiro.server.event;

/** A bye a player asked for ahead: {@code H} (half point) or {@code Z} (zero) in {@code round}. */
public record RequestedBye(int startNo, int round, char kind) {}
