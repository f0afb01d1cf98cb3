package org.tabuleiro.rules.draughts;

import java.util.List;

/**
 * A draw by a short endgame: once the material on the board is one of {@link #endings}, the game is drawn
 * after {@link #movesEach} further moves by each player (the FMJD 16- and 5-move rules, the Brazilian 5-move rule).
 * The count restarts whenever the material changes.
 *
 * @param movesEach moves by each player (a count of 16 is 32 plies)
 * @param endings the material pairs, one side against the other, either colour
 */
public record ShortEndgameRule(int movesEach, List<Ending> endings) {
  /** One side's material against the other's (order does not matter: either colour may have either). */
  public record Ending(Material one, Material other) {
    public boolean matches(Material white, Material black) {
      return (one.equals(white) && other.equals(black)) || (one.equals(black) && other.equals(white));
    }
  }

  public ShortEndgameRule {
    if (movesEach <= 0) throw new IllegalArgumentException("movesEach must be positive");
    endings = List.copyOf(endings);
  }

  /** Shorthand: {@code ending(3, 0, 1, 0)} is three kings against one king. */
  public static Ending ending(int kings, int men, int otherKings, int otherMen) {
    return new Ending(new Material(kings, men), new Material(otherKings, otherMen));
  }

  public boolean applies(Material white, Material black) {
    for (Ending e : endings) if (e.matches(white, black)) return true;
    return false;
  }
}
