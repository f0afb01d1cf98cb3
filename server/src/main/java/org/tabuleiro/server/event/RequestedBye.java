package org.tabuleiro.server.event;

/** A bye a player asked for ahead: {@code H} (half point), {@code Z} (zero) or {@code F} (full point) in {@code round}. */
public record RequestedBye(int startNo, int round, char kind) {}
