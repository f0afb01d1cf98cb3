package org.tabuleiro.server.event;

/**
 * A board of a paired round, by start numbers. {@code black} null is the bye ({@code U} in a Swiss, {@code Z} in a
 * round robin with an odd number of players).
 *
 * @param result null until entered
 * @param version 1 when paired, one more at every change: a write made on an older version is refused
 */
public record EventBoard(int round, int board, int white, Integer black, EventResult result, int version) {
  public boolean isBye() {
    return black == null;
  }
}
