package org.tabuleiro.server.chat;

import java.time.Instant;

/** One message said in a game's room. {@code id} is unique in this process (reports name it). */
public record ChatLine(long id, long gameId, ChatRoom room, long accountId, String user, String text, Instant at) {}
