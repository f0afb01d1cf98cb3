package org.tabuleiro.rules.draughts;

import static org.tabuleiro.rules.draughts.ShortEndgameRule.ending;

import java.util.List;

/**
 * A draughts variant as data: the board, the starting rows, the PDN GameType number, the draw rules and
 * the optional house rule. International and Brazilian draughts play by the same FMJD move rules and differ
 * only in these numbers, so another variant of the family is one more constant here.
 *
 * @param name lower-case name used by the CLI and in messages
 * @param boardSize squares per side: 10 or 8
 * @param menRows rows of men per side at the start
 * @param gameType the PDN {@code GameType} tag number (20 International, 26 Brazilian)
 * @param drawRules when the game is drawn
 * @param menMayNotStartCaptureBackwards house rule offered by some Brazilian software: a man's capture may
 *     not begin with a backward jump (it may still continue backwards). Off in every official rule set.
 */
public record Variant(String name, int boardSize, int menRows, int gameType, DrawRules drawRules,
    boolean menMayNotStartCaptureBackwards) {

  /**
   * FMJD Official Rules of International Draughts, the drawn game: threefold repetition; 25 moves each
   * with only kings and no capture; 16 moves each for three pieces including at least one king against one
   * king; 5 moves each for at most two pieces including a king against one king.
   */
  public static final DrawRules FMJD_DRAWS = new DrawRules(3, 25, List.of(
      new ShortEndgameRule(16, List.of(ending(3, 0, 1, 0), ending(2, 1, 1, 0), ending(1, 2, 1, 0))),
      new ShortEndgameRule(5, List.of(ending(2, 0, 1, 0), ending(1, 1, 1, 0), ending(1, 0, 1, 0)))),
      "FMJD Official Rules, the drawn game");

  /**
   * Confederação Brasileira de Damas (CBD), official rules of draughts on 64 squares, the drawn game: threefold
   * repetition; 20 moves each with only kings and no capture ("20 lances sucessivos de damas"); 5 moves
   * each in the endings 2 kings v 2 kings, 2 kings v 1 king, 2 kings v king + man, king v king,
   * king v king + man.
   */
  public static final DrawRules BRAZILIAN_DRAWS = new DrawRules(3, 20, List.of(
      new ShortEndgameRule(5, List.of(ending(2, 0, 2, 0), ending(2, 0, 1, 0), ending(2, 0, 1, 1),
          ending(1, 0, 1, 0), ending(1, 0, 1, 1)))),
      "CBD official rules (64 squares), drawn game");

  public static final Variant INTERNATIONAL = new Variant("international", 10, 4, 20, FMJD_DRAWS, false);
  public static final Variant BRAZILIAN = new Variant("brazilian", 8, 3, 26, BRAZILIAN_DRAWS, false);

  public Variant {
    java.util.Objects.requireNonNull(name);
    java.util.Objects.requireNonNull(drawRules);
    if (boardSize != 8 && boardSize != 10) throw new IllegalArgumentException("board size must be 8 or 10, not " + boardSize);
    if (menRows < 1 || 2 * menRows >= boardSize) throw new IllegalArgumentException("men rows must leave an empty middle");
  }

  /** The standard variants, in the order the CLI lists them. */
  public static List<Variant> standard() {
    return List.of(INTERNATIONAL, BRAZILIAN);
  }

  /** A standard variant by its name (case-insensitive), or null. */
  public static Variant byName(String name) {
    for (Variant v : standard()) if (v.name.equalsIgnoreCase(name.strip())) return v;
    return null;
  }

  /** A standard variant by PDN GameType number, or null. */
  public static Variant byGameType(int gameType) {
    for (Variant v : standard()) if (v.gameType == gameType) return v;
    return null;
  }

  /** The same variant with the house rule "men may not start a capture backwards" on or off. */
  public Variant withMenMayNotStartCaptureBackwards(boolean on) {
    return new Variant(name, boardSize, menRows, gameType, drawRules, on);
  }

  /** Number of playing (dark) squares: 50 or 32. */
  public int squareCount() {
    return boardSize * boardSize / 2;
  }
}
