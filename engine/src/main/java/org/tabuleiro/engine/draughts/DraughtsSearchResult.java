package org.tabuleiro.engine.draughts;

import org.tabuleiro.rules.draughts.DraughtsMove;

/**
 * The outcome of a search: the move to play and what backs it.
 *
 * @param move the chosen move (legal in the searched position)
 * @param ponder the expected reply, or null
 * @param info the last finished iteration (its pv starts with {@code move}, unless the search was cut short)
 */
public record DraughtsSearchResult(DraughtsMove move, DraughtsMove ponder, DraughtsSearchInfo info) {
  public DraughtsSearchResult {
    java.util.Objects.requireNonNull(move, "a search result needs a move");
    java.util.Objects.requireNonNull(info);
  }
}
