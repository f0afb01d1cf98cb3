package org.tabuleiro.tournament.pairing;

/** One game of a round: the start numbers of the player with White and the player with Black. */
public record Board(int white, int black) {
  public Board {
    if (white <= 0 || black <= 0 || white == black) throw new IllegalArgumentException(white + " - " + black);
  }
}
