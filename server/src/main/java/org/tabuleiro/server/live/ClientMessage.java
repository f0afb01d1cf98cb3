package org.tabuleiro.server.live;

import org.tabuleiro.play.Proposal;

/** What a client may send on a game's socket ({@code docs/protocol.md}). Parsed by {@link ClientMessages}. */
public sealed interface ClientMessage {
  /** @param lagMillis the lag the client measured for this move, credited within the lag quota */
  record Move(String move, long lagMillis) implements ClientMessage {}

  record Resign() implements ClientMessage {}

  record Offer(Proposal what) implements ClientMessage {}

  record Accept(Proposal what) implements ClientMessage {}

  record Decline(Proposal what) implements ClientMessage {}

  /** @param move null to claim what has happened; else the move that brings the draw about */
  record Claim(String move) implements ClientMessage {}

  record Abort() implements ClientMessage {}

  record Resume() implements ClientMessage {}

  /** Half the sender's clock before their first move, in an arena that allows it. */
  record Berserk() implements ClientMessage {}

  /** The opponent has left (no socket for the abandonment time): take the win ({@code win}) or a draw. */
  record ClaimAbandonment(boolean win) implements ClientMessage {}

  /** A line of chat for one of the game's rooms (players' or spectators'); never part of the game's log. */
  record Chat(org.tabuleiro.server.chat.ChatRoom room, String text) implements ClientMessage {}

  /** The events after version {@code since}: what a reconnecting client missed. */
  record Sync(int since) implements ClientMessage {}

  /** A message with the client's correlation id, echoed in the {@code ack} (null when the client sent none). */
  record Framed(ClientMessage message, Long id) {}
}
