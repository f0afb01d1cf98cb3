package org.tabuleiro.tournament.pairing.dutch;

/**
 * What one player did in one past round, as the Dutch rules need it.
 *
 * @param opponent start number of the scheduled opponent, 0 for none (bye, absence)
 * @param color {@code 'w'}, {@code 'b'}, or {@code '-'} when no game was played over the board
 * @param played a game was played over the board (forfeits and byes are not: C.04.2 3.4)
 * @param halfPoints points scored in the round, in half points
 * @param paired the player took part in the pairing of the round (a game, a forfeit or the pairing-allocated bye)
 */
public record DutchRound(int opponent, char color, boolean played, int halfPoints, boolean paired) {
  /** A round the player was not paired in and scored nothing (absence, zero-point bye). */
  public static final DutchRound ABSENT = new DutchRound(0, '-', false, 0, false);
}
