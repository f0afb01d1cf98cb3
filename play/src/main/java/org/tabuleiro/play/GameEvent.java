package org.tabuleiro.play;

import java.time.Instant;
import org.tabuleiro.rules.common.Color;

/**
 * What happened to a game, in order. A game is the fold of its events ({@link Game#replay}): the server stores
 * them and rebuilds games from them after a restart.
 */
public sealed interface GameEvent {
  Instant at();

  /** The game exists; with {@link ClockStart#AT_START}, White's clock runs from now. */
  record Started(Instant at) implements GameEvent {}

  /**
   * A move was played (the clock pressed at {@code at}).
   *
   * @param move        canonical notation: UCI for chess, the PDN move for draughts (full path when ambiguous)
   * @param lagMillis   the lag the transport measured, compensated within the lag quota
   * @param clockMillis the mover's remaining time after the move (for {@code [%clk]})
   */
  record MovePlayed(Instant at, Color by, String move, long lagMillis, long clockMillis)
      implements GameEvent {}

  record Offered(Instant at, Color by, Proposal what) implements GameEvent {}

  record Declined(Instant at, Color by, Proposal what) implements GameEvent {}

  /** A standing draw offer or takeback request lapsed because the player it was made to moved. */
  record Lapsed(Instant at, Proposal what) implements GameEvent {}

  /** An accepted takeback removed the last {@code plies} moves. */
  record TakenBack(Instant at, int plies) implements GameEvent {}

  /** Saved by agreement: the clocks stopped. */
  record Adjourned(Instant at) implements GameEvent {}

  record Resumed(Instant at) implements GameEvent {}

  /** {@code by} went berserk: their time halved ({@link Clock#halve}). */
  record Berserked(Instant at, Color by) implements GameEvent {}

  record Ended(Instant at, Result result) implements GameEvent {}
}
