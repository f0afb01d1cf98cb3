package org.tabuleiro.rules.chess;

import org.tabuleiro.rules.chess.internal.Moves;

/**
 * A chess move as a player would describe it: from a square to a square, the piece promoted to, and whether
 * it castles or takes en passant. Castling is the king's move (e1g1). {@link #NULL} is PGN's null move
 * ({@code --}), which passes the turn.
 *
 * @param promotion the role promoted to, or null
 */
public record Move(Square from, Square to, Role promotion, Kind kind) {
  public enum Kind { NORMAL, PROMOTION, CASTLING, EN_PASSANT, NULL }

  public static final Move NULL = new Move(Square.A1, Square.A1, null, Kind.NULL);

  public Move {
    java.util.Objects.requireNonNull(from);
    java.util.Objects.requireNonNull(to);
    java.util.Objects.requireNonNull(kind);
    if ((kind == Kind.PROMOTION) != (promotion != null)) {
      throw new IllegalArgumentException("a promotion move needs a role, other moves none");
    }
  }

  public boolean isNull() {
    return kind == Kind.NULL;
  }

  public boolean isCastling() {
    return kind == Kind.CASTLING;
  }

  public boolean isEnPassant() {
    return kind == Kind.EN_PASSANT;
  }

  /** Long algebraic notation as UCI speaks it: e2e4, e7e8q, e1g1; 0000 for the null move. */
  public String uci() {
    return Moves.uci(code());
  }

  @Override
  public String toString() {
    return uci();
  }

  /** The internal int encoding (see {@code Moves}). */
  public int code() {
    return switch (kind) {
      case NULL -> Moves.NULL;
      case NORMAL -> Moves.of(from.ordinal(), to.ordinal());
      case PROMOTION -> Moves.of(from.ordinal(), to.ordinal(), promotion.ordinal());
      case CASTLING -> Moves.of(from.ordinal(), to.ordinal(), Moves.CASTLING);
      case EN_PASSANT -> Moves.of(from.ordinal(), to.ordinal(), Moves.EN_PASSANT);
    };
  }

  /** The move for an internal int encoding. */
  public static Move ofCode(int code) {
    if (code == Moves.NULL) return NULL;
    Square from = Square.of(Moves.from(code)), to = Square.of(Moves.to(code));
    int kind = Moves.kind(code);
    return switch (kind) {
      case Moves.NORMAL -> new Move(from, to, null, Kind.NORMAL);
      case Moves.CASTLING -> new Move(from, to, null, Kind.CASTLING);
      case Moves.EN_PASSANT -> new Move(from, to, null, Kind.EN_PASSANT);
      default -> new Move(from, to, Role.values()[kind], Kind.PROMOTION);
    };
  }
}
