package org.tabuleiro.server.chat;

import java.time.Instant;

/** A message someone reported to the moderators, with the message as it was said. */
public record ChatReport(long id, ChatLine line, String reportedBy, String reason, Instant at) {}
