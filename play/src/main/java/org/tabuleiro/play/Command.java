package org.tabuleiro.play;

import java.util.Objects;
import org.tabuleiro.rules.common.Color;

/** What a player (or the server acting for the rules) asks of a game. {@link Game#apply} decides. */
public sealed interface Command {
  /**
   * A move, as a value: read from its text where the text arrives ({@link Game#read}: chess UCI {@code e2e4},
   * {@code e7e8q}, castling as the king's two-square move {@code e1g1}, or English SAN; draughts {@code 32-28},
   * {@code 19x30} or a path {@code 47x20x3x17}), or chosen by an engine.
   *
   * @param lagMillis the network lag the transport measured for this move, compensated within the lag quota
   */
  record Move(Color by, GameMove move, long lagMillis) implements Command {
    public Move {
      Objects.requireNonNull(by);
      Objects.requireNonNull(move);
      if (lagMillis < 0) throw new IllegalArgumentException("negative lag");
    }

    public Move(Color by, GameMove move) {
      this(by, move, 0);
    }
  }

  record Resign(Color by) implements Command {}

  record Offer(Color by, Proposal what) implements Command {}

  record Accept(Color by, Proposal what) implements Command {}

  record Decline(Color by, Proposal what) implements Command {}

  /**
   * A draw claim by the player to move (chess 9.2, 9.3): with {@code move} null, a repetition or 50 moves that
   * has happened; with a move, one that the move would bring about (the move is then played). A correct claim
   * draws; an incorrect one is rejected and changes nothing.
   */
  record ClaimDraw(Color by, String move) implements Command {}

  /** Calls the game off before both sides have moved: no result. */
  record Abort(Color by) implements Command {}

  /** Restarts an adjourned game: the clock of the side to move runs again. */
  record Resume() implements Command {}

  /** The server checks the flag (it schedules this at {@link Clock#flagInstant()}). */
  record CheckFlag() implements Command {}

  /**
   * The opponent of {@code by} has left and the server's waiting time has passed: {@code by} takes the win, or
   * settles for a draw.
   */
  record ClaimAbandonment(Color by, boolean win) implements Command {}

  /**
   * {@code by} halves their own clock before their first move, once (an arena's berserk: a win is worth a point more
   * there). Only with a clock.
   */
  record Berserk(Color by) implements Command {}
}
