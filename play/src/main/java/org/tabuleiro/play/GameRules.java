package org.tabuleiro.play;

import java.util.List;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.Variant;

/**
 * The rules module seen from a game in progress: the same questions asked of chess and of draughts. Immutable;
 * {@link #play} returns the next state. Package-private: {@link Game} is the public face.
 */
sealed interface GameRules permits ChessRules, DraughtsRules {
  static GameRules start(GameVariant variant, String initialFen) {
    return switch (variant.family()) {
      case GameVariant.Family.Chess c -> ChessRules.start(initialFen);
      case GameVariant.Family.Draughts(Variant rules) -> DraughtsRules.start(rules, initialFen);
    };
  }

  Color sideToMove();

  int plies();

  /** The legal move {@code text} names now: UCI or English SAN for chess, PDN for draughts. */
  GameMove read(String text) throws IllegalMoveException;

  /** The move played, once checked legal here (a typed move may come from an older position, or the other game). */
  Played play(GameMove move) throws IllegalMoveException;

  /** @param move the canonical notation of the move played */
  record Played(GameRules next, String move) {}

  /** The ending the rules impose by themselves after the last move, or null. */
  Result automaticResult();

  /**
   * The draw the player to move may claim now (chess 9.2, 9.3), with {@code move} (the move is then played) or
   * without (null), or null when the claim would be incorrect. Draughts draws need no claim: always null.
   */
  Termination claimableDraw(String move);

  /** Whether any draw can be claimed now, with or without a move: the "claim draw" button is shown only then. */
  boolean canClaimDraw();

  /** Whether {@code color} could still win by some series of legal moves (chess 6.9); draughts: always. */
  boolean canWin(Color color);

  /** The state before the last {@code plies} moves. */
  GameRules takeBack(int plies);

  /** The board as rules values, kept move by move. */
  Line line();

  String fen();

  /** The legal moves now, canonical notation (UCI for chess, PDN for draughts). */
  List<String> legalMoves();

  /** The moves from the start, canonical notation. */
  List<String> moves();

  /** The game as PGN (chess) or PDN (draughts) with the given tags, a comment after each move, and the result. */
  String export(List<String[]> tags, List<String> commentsAfterMoves, String result);

  /** The result as the export format writes it. */
  String resultText(Result result);
}
