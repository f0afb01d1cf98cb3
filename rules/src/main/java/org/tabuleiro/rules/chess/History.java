package org.tabuleiro.rules.chess;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A game's moves from a starting position, and what follows from them by the Laws: the automatic endings
 * ({@link #status()}) and the draws a player may claim ({@link #claimableDraws()}), which need the earlier
 * positions for repetitions. Immutable: {@link #play(Move)} returns a longer history sharing this one.
 *
 * <pre>{@code
 * History h = History.start(Position.initial());
 * for (String san : List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1")) h = h.play(san, Language.ENGLISH);
 * h.claimableDraws(); // [THREEFOLD_BY_MOVE]: ...Ng8 would repeat the start position a third time
 * }</pre>
 */
public final class History {
  private final History previous; // null at the start
  private final Position position;
  private final Move lastMove;
  private final int plies;

  private History(History previous, Position position, Move lastMove, int plies) {
    this.previous = previous;
    this.position = position;
    this.lastMove = lastMove;
    this.plies = plies;
  }

  /** A history that starts here; repetitions count only positions from here on. */
  public static History start(Position position) {
    return new History(null, position, null, 0);
  }

  public History play(Move move) {
    return new History(this, position.play(move), move, plies + 1);
  }

  public History play(String san, Language language) {
    return play(San.parse(position, san, language));
  }

  public Position position() {
    return position;
  }

  public Position initialPosition() {
    History h = this;
    while (h.previous != null) h = h.previous;
    return h.position;
  }

  /** Half-moves played since the start. */
  public int plies() {
    return plies;
  }

  /** The moves from the start, in order. */
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>(plies);
    for (History h = this; h.previous != null; h = h.previous) moves.add(h.lastMove);
    Collections.reverse(moves);
    return moves;
  }

  /** How many times the current position has appeared (Art. 9.2.2 sameness), this time included. */
  public int repetitions() {
    return occurrences(position.repetitionKey());
  }

  private int occurrences(long key) {
    int n = 0;
    // Positions before a pawn move or capture cannot recur; the halfmove clock says how far back to look.
    int lookBack = position.halfmoveClock();
    int seen = 0;
    for (History h = this; h != null && seen <= lookBack; h = h.previous, seen++) {
      if (h.position.repetitionKey() == key) n++;
    }
    return n;
  }

  /** The automatic ending, if any, in the Laws' order of precedence. */
  public Status status() {
    boolean noMoves = position.legalMoveCount() == 0;
    if (noMoves && position.isCheck()) return Status.CHECKMATE;
    if (position.isInsufficientMaterial()) return Status.INSUFFICIENT_MATERIAL;
    if (noMoves) return Status.STALEMATE;
    if (position.halfmoveClock() >= 150) return Status.SEVENTYFIVE_MOVES;
    if (repetitions() >= 5) return Status.FIVEFOLD_REPETITION;
    return Status.ONGOING;
  }

  /**
   * The draws the player to move may claim now. "By move" claims are listed only when the draw has not
   * already happened (a player who can claim a threefold repetition needs no move for it).
   */
  public Set<DrawClaim> claimableDraws() {
    Set<DrawClaim> claims = EnumSet.noneOf(DrawClaim.class);
    List<Move> legal = position.legalMoves();
    if (legal.isEmpty()) return claims; // mate or stalemate already ended the game
    if (repetitions() >= 3) {
      claims.add(DrawClaim.THREEFOLD);
    } else {
      for (Move m : legal) {
        Position next = position.play(m);
        // The new position appears a third time if it already appeared twice (positions before this move).
        if (next.halfmoveClock() > 0 && occurrencesBefore(next.repetitionKey(), next.halfmoveClock()) >= 2) {
          claims.add(DrawClaim.THREEFOLD_BY_MOVE);
          break;
        }
      }
    }
    if (position.halfmoveClock() >= 100) {
      claims.add(DrawClaim.FIFTY);
    } else if (position.halfmoveClock() == 99) {
      for (Move m : legal) {
        if (position.play(m).halfmoveClock() == 100) {
          claims.add(DrawClaim.FIFTY_BY_MOVE);
          break;
        }
      }
    }
    return claims;
  }

  /**
   * The draws the player to move could claim by declaring {@code move} before making it (FIDE 9.2.1.1 and
   * 9.3.1: the move is written on the scoresheet, not played): {@link DrawClaim#THREEFOLD_BY_MOVE} when it
   * would make a position appear the third time, {@link DrawClaim#FIFTY_BY_MOVE} when it would complete 50
   * moves without pawn move or capture.
   */
  public Set<DrawClaim> claimableDrawsWith(Move move) {
    Set<DrawClaim> claims = EnumSet.noneOf(DrawClaim.class);
    Position next = move.isNull() ? position.playNull() : position.play(move);
    if (next.halfmoveClock() > 0 && occurrencesBefore(next.repetitionKey(), next.halfmoveClock()) >= 2) {
      claims.add(DrawClaim.THREEFOLD_BY_MOVE);
    }
    if (next.halfmoveClock() >= 100) claims.add(DrawClaim.FIFTY_BY_MOVE);
    return claims;
  }

  public boolean canClaimDraw() {
    return !claimableDraws().isEmpty();
  }

  /** Occurrences of a key in this history, looking back as far as a position one move ahead could repeat. */
  private int occurrencesBefore(long key, int lookBack) {
    int n = 0, seen = 0;
    for (History h = this; h != null && seen < lookBack; h = h.previous, seen++) {
      if (h.position.repetitionKey() == key) n++;
    }
    return n;
  }
}
