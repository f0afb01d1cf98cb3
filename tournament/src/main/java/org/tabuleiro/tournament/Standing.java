package org.tabuleiro.tournament;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One line of the final table.
 *
 * @param rank 1-based; equal for players tied on points and every tiebreak
 * @param points total points
 * @param values one value per requested tiebreak, in the order asked; null when undefined (e.g. a rating
 *     tiebreak in an event with unrated players)
 */
public record Standing(int rank, Player player, BigDecimal points, List<BigDecimal> values) {
  public Standing {
    values = Collections.unmodifiableList(new ArrayList<>(values));
  }
}
