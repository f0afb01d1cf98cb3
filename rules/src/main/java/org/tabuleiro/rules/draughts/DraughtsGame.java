package org.tabuleiro.rules.draughts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.tabuleiro.rules.common.Outcome;

/**
 * A draughts game from a starting position: the moves played and the end of the game by the variant's
 * rules ({@link #status()}). Immutable: {@link #play} returns a longer game sharing this one.
 *
 * <pre>{@code
 * DraughtsGame g = DraughtsGame.start(DraughtsPosition.initial(Variant.BRAZILIAN)).play("22-18").play("11-15");
 * g.status();   // ONGOING
 * }</pre>
 *
 * <p>Counting, in plies: {@link #kingOnlyPlies} restarts at every man move and every capture;
 * {@link #shortEndgamePlies} starts when the material enters a {@link ShortEndgameRule} and restarts at
 * every capture and whenever another rule comes into force (a promotion inside the same rule does not
 * restart it).
 */
public final class DraughtsGame {
  private final DraughtsGame previous; // null at the start
  private final DraughtsPosition position;
  // No move is kept: each one is found again from the two positions it joins (moves()), so a long game stays small.
  private final int plies;
  private final int kingOnlyPlies;
  private final ShortEndgameRule endgameRule; // in force now, or null
  private final int shortEndgamePlies;
  private final boolean drawAgreed;

  private DraughtsGame(DraughtsGame previous, DraughtsPosition position, int plies,
      int kingOnlyPlies, ShortEndgameRule endgameRule, int shortEndgamePlies, boolean drawAgreed) {
    this.previous = previous;
    this.position = position;
    this.plies = plies;
    this.kingOnlyPlies = kingOnlyPlies;
    this.endgameRule = endgameRule;
    this.shortEndgamePlies = shortEndgamePlies;
    this.drawAgreed = drawAgreed;
  }

  public static DraughtsGame start(DraughtsPosition position) {
    return new DraughtsGame(null, position, 0, 0, ruleFor(position), 0, false);
  }

  private static ShortEndgameRule ruleFor(DraughtsPosition p) {
    return p.variant().drawRules().shortEndgame(p.material(org.tabuleiro.rules.common.Color.WHITE),
        p.material(org.tabuleiro.rules.common.Color.BLACK));
  }

  /**
   * Plays a legal move.
   *
   * @throws IllegalArgumentException for an illegal move
   * @throws IllegalStateException once the game is over
   */
  public DraughtsGame play(DraughtsMove move) {
    if (status().isOver()) throw new IllegalStateException("the game is over: " + status().key());
    Piece mover = position.pieceAt(move.from());
    DraughtsPosition next = position.play(move);
    boolean kingQuiet = mover != null && mover.isKing() && !move.isCapture();
    ShortEndgameRule rule = ruleFor(next);
    int endgame = rule != null && rule == endgameRule && !move.isCapture() ? shortEndgamePlies + 1 : 0;
    position.forgetLegalMoves(); // an earlier position is kept for repetitions only
    return new DraughtsGame(this, next, plies + 1, kingQuiet ? kingOnlyPlies + 1 : 0, rule, endgame, false);
  }

  /** Plays a move given as text ({@code 32-28}, {@code 19x30}, a path); it must name one legal move. */
  public DraughtsGame play(String notation) {
    return play(position.parseMove(notation));
  }

  /** The game as it stood {@code plies} moves ago (a takeback): kept, not played again. */
  public DraughtsGame before(int plies) {
    if (plies < 0 || plies > this.plies) throw new IllegalArgumentException("cannot go back " + plies + " of " + this.plies + " plies");
    DraughtsGame g = this;
    for (int i = 0; i < plies; i++) g = g.previous;
    return g;
  }

  /** The game ended by agreement. */
  public DraughtsGame agreeDraw() {
    if (status().isOver()) throw new IllegalStateException("the game is over: " + status().key());
    return new DraughtsGame(previous, position, plies, kingOnlyPlies, endgameRule, shortEndgamePlies, true);
  }

  public DraughtsPosition position() {
    return position;
  }

  public int plies() {
    return plies;
  }

  /** Consecutive plies, up to now, in which a king moved without capturing. */
  public int kingOnlyPlies() {
    return kingOnlyPlies;
  }

  /** Plies played in the short endgame now in force (0 when none is). */
  public int shortEndgamePlies() {
    return shortEndgamePlies;
  }

  public List<DraughtsMove> moves() {
    List<DraughtsMove> moves = new ArrayList<>(plies);
    for (DraughtsGame g = this; g.previous != null; g = g.previous) moves.add(g.previous.moveTo(g.position));
    Collections.reverse(moves);
    return moves;
  }

  /**
   * The positions before the current one, oldest first (the start first): what an engine needs to see repetitions.
   * The game keeps them, so nothing is replayed.
   */
  public List<DraughtsPosition> history() {
    List<DraughtsPosition> positions = new ArrayList<>(plies);
    for (DraughtsGame g = previous; g != null; g = g.previous) positions.add(g.position);
    Collections.reverse(positions);
    return positions;
  }

  /** The legal move that leads from this game's position to {@code next} (unique: it fixes from, to and captures). */
  private DraughtsMove moveTo(DraughtsPosition next) {
    for (DraughtsMove m : position.legalMoves()) {
      if (position.play(m).equals(next)) {
        position.forgetLegalMoves();
        return m;
      }
    }
    throw new IllegalStateException("no move leads from " + position.fen() + " to " + next.fen());
  }

  /** How often the current position (same side to move) has appeared, this time included. */
  public int repetitions() {
    int n = 0;
    // Before a man move or a capture no position can recur: the king-only count says how far back to look.
    int seen = 0;
    for (DraughtsGame g = this; g != null && seen <= kingOnlyPlies; g = g.previous, seen++) {
      if (g.position.equals(position)) n++;
    }
    return n;
  }

  /** The end of the game, if reached: a loss for the side that cannot move first, then the draw rules. */
  public DraughtsStatus status() {
    if (drawAgreed) return DraughtsStatus.AGREEMENT;
    if (position.isLost()) return DraughtsStatus.NO_LEGAL_MOVE;
    DrawRules rules = position.variant().drawRules();
    if (repetitions() >= rules.repetitions()) return DraughtsStatus.REPETITION;
    if (endgameRule != null && shortEndgamePlies >= 2 * endgameRule.movesEach()) return DraughtsStatus.SHORT_ENDGAME;
    if (kingOnlyPlies >= 2 * rules.kingMovesEach()) return DraughtsStatus.KING_MOVES;
    return DraughtsStatus.ONGOING;
  }

  /** The result when the game is over, else null. */
  public Outcome outcome() {
    DraughtsStatus s = status();
    if (!s.isOver()) return null;
    return s == DraughtsStatus.NO_LEGAL_MOVE ? Outcome.winner(position.sideToMove().opposite()) : Outcome.DRAW;
  }
}
