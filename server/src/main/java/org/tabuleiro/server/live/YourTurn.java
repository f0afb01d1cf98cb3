package org.tabuleiro.server.live;

/**
 * Told when a move in a correspondence game leaves the other player to move, away from the board for days
 * (the notices tell them on whatever page they have open).
 */
public interface YourTurn {
  /**
   * @param player who is to move now
   * @param by the name of who has just moved ({@code ?} when the seat has no account)
   */
  void toMove(long gameId, long player, String playerName, String by);
}
