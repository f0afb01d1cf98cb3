package org.tabuleiro.tournament.team;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One line of a team event's final table.
 *
 * @param rank 1-based; equal for teams tied on the primary score and every tiebreak
 * @param matchPoints total match points
 * @param gamePoints total game points
 * @param values one value per requested tiebreak, in the order asked
 */
public record TeamStanding(int rank, Team team, BigDecimal matchPoints, BigDecimal gamePoints, List<BigDecimal> values) {
  public TeamStanding {
    values = Collections.unmodifiableList(new ArrayList<>(values));
  }
}
