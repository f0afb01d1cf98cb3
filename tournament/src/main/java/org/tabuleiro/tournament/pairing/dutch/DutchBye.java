package org.tabuleiro.tournament.pairing.dutch;

import java.util.Map;

/**
 * What the round knows about its pairing-allocated bye once C5 has fixed the assignee's score.
 *
 * @param score the assignee's score in half points (0 with an even number of players)
 * @param single C9 applies: the bracket being paired downfloats exactly one player, who gets the bye
 * @param ranks for players on that score, the C9 rank of their number of played games (more games, lower rank)
 */
record DutchBye(int score, boolean single, Map<Integer, Integer> ranks) {
  DutchBye {
    ranks = Map.copyOf(ranks);
  }

  static final DutchBye NONE = new DutchBye(0, false, Map.of());

  /** C2 and C5: may this player still end up with the bye? */
  boolean isCandidate(DutchWeights w, int v) {
    return w.eligible[v] && w.score[v] <= score;
  }

  int rank(int playedGames) {
    return ranks.getOrDefault(playedGames, 0);
  }

  DutchBye withSingle(boolean value) {
    return new DutchBye(score, value, ranks);
  }
}
