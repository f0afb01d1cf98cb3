package org.tabuleiro.tournament;

/**
 * One board of a round: white and black start numbers. A bye is written with 0 for the missing side
 * ({@code Pairing(7, 0)}: player 7 has the bye), as the pairing engines print it.
 */
public record Pairing(int white, int black) {
  public Pairing {
    if (white < 0 || black < 0 || (white == 0 && black == 0)) throw new IllegalArgumentException(white + " - " + black);
  }

  /** Is this the bye, not a game? */
  public boolean isBye() {
    return white == 0 || black == 0;
  }

  /** The player who has the bye (0 if this is a game). */
  public int byePlayer() {
    return white == 0 ? black : black == 0 ? white : 0;
  }
}
