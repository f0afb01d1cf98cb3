package org.tabuleiro.server.event;

/**
 * A team match of a paired round.
 *
 * @param match 1-based, in pairing order; its boards are {@code (match - 1) × boards + 1} to {@code match × boards}
 * @param white the team with White on board 1 (and the other odd boards)
 * @param black the other team; null for the team with the bye
 */
public record EventMatch(int round, int match, int white, Integer black) {
  public boolean isBye() {
    return black == null;
  }
}
