package org.tabuleiro.tournament;

/** What one player did in one round: a scheduled {@link Game} (played or forfeited) or a {@link Bye}. */
public sealed interface RoundEntry permits Game, Bye {
  /** 1-based round number. */
  int round();

  /** Points scored in this round under the standard scoring, in half points. */
  int halfPoints();

  /** The scheduled opponent's start number, 0 for none. */
  int opponent();

  /** Was a game played over the board this round? */
  boolean isPlayed();
}
