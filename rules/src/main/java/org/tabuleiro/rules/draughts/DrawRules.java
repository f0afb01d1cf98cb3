package org.tabuleiro.rules.draughts;

import java.util.List;

/**
 * The draw rules of a variant, as numbers an arbiter can read and change. A game is drawn when the same
 * position (same side to move) appears {@link #repetitions} times, when only kings have moved, without
 * captures, for {@link #kingMovesEach} moves by each player, or by a {@link ShortEndgameRule}.
 *
 * @param repetitions occurrences of one position that draw the game
 * @param kingMovesEach moves by each player with only kings moving and no capture
 * @param shortEndgames the short-endgame rules, first match wins
 * @param source where the numbers come from
 */
public record DrawRules(int repetitions, int kingMovesEach, List<ShortEndgameRule> shortEndgames, String source) {
  public DrawRules {
    if (repetitions < 2 || kingMovesEach <= 0) throw new IllegalArgumentException("implausible draw rules");
    shortEndgames = List.copyOf(shortEndgames);
  }

  /** The rule in force for this material, or null. */
  public ShortEndgameRule shortEndgame(Material white, Material black) {
    for (ShortEndgameRule r : shortEndgames) if (r.applies(white, black)) return r;
    return null;
  }
}
