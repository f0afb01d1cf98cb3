package org.tabuleiro.rules.chess;

import org.tabuleiro.rules.chess.internal.Moves;

/** The forgiving part of SAN input: piece, disambiguation, capture mark, destination and promotion. */
final class SanReader {
  private SanReader() {}

  static Move read(Position position, String s, String original, Language language) {
    int end = s.length();
    // Promotion: "=Q", "Q", or lower-case "q" after a rank digit (long algebraic e7e8q).
    Role promotion = null;
    char last = s.charAt(end - 1);
    if (end >= 3 && !Character.isDigit(last)) {
      Role role = Character.isUpperCase(last) ? language.role(last) : Language.ENGLISH.role(Character.toUpperCase(last));
      if (role == null || role == Role.PAWN || role == Role.KING || !Character.isDigit(s.charAt(end - 2)) && s.charAt(end - 2) != '=' && s.charAt(end - 2) != '/') {
        throw new SanException("cannot read '" + original + "': '" + last + "' is not a promotion piece");
      }
      promotion = role;
      end--;
      if (s.charAt(end - 1) == '=' || s.charAt(end - 1) == '/') end--;
    }
    if (end < 2) throw new SanException("cannot read '" + original + "': no destination square");
    Square to = Square.parse(s.substring(end - 2, end));
    if (to == null) throw new SanException("cannot read '" + original + "': '" + s.substring(end - 2, end) + "' is not a square");
    int i = 0;
    Role role = null;
    char first = s.charAt(0);
    if (Character.isUpperCase(first)) {
      role = language.role(first);
      if (role == null) {
        throw new SanException("cannot read '" + original + "': '" + first + "' is not a piece letter in "
            + (language == Language.ENGLISH ? "English (K Q R B N)" : "Portuguese (R D T B C)"));
      }
      i = 1;
    }
    int fromFile = -1, fromRank = -1;
    for (; i < end - 2; i++) {
      char c = s.charAt(i);
      if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0) fromFile = c - 'a';
      else if (c >= '1' && c <= '8' && fromRank < 0) fromRank = c - '1';
      else if ((c == 'x' || c == ':' || c == '-') && i == end - 3) continue;
      else throw new SanException("cannot read '" + original + "': unexpected '" + c + "'");
    }
    // Without a piece letter it is a pawn move, unless a whole origin square is given (long algebraic).
    boolean anyRole = role == null && fromFile >= 0 && fromRank >= 0;
    if (role == null && !anyRole) role = Role.PAWN;

    int found = 0;
    int matches = 0;
    int wantPromotion = promotion == null ? 0 : promotion.ordinal();
    org.tabuleiro.rules.chess.internal.Board board = position.board();
    for (int m : position.legalCodes()) {
      int mFrom = Moves.from(m), mTo = Moves.to(m);
      if (mTo != to.ordinal() && !(anyRole && castlesOnto(position, m, to))) continue;
      if (!anyRole && board.pieceAt(mFrom) % 6 != role.ordinal()) continue;
      if (fromFile >= 0 && (mFrom & 7) != fromFile) continue;
      if (fromRank >= 0 && (mFrom >>> 3) != fromRank) continue;
      if (Moves.promotion(m) != wantPromotion) continue;
      found = m;
      matches++;
    }
    if (matches == 1) return Move.ofCode(found);
    if (matches > 1) throw new SanException("ambiguous move '" + original + "' in " + position.fen());
    if (promotion == null && role == Role.PAWN && (to.rank() == 7 || to.rank() == 0)) {
      throw new SanException("illegal move '" + original + "': a pawn reaching the last rank must name its promotion piece");
    }
    throw new SanException("illegal move '" + original + "' in " + position.fen());
  }

  /** Long algebraic castling written as the king taking its own rook (e1h1), as some programs do. */
  private static boolean castlesOnto(Position position, int m, Square to) {
    if (Moves.kind(m) != Moves.CASTLING) return false;
    Piece rook = position.pieceAt(to);
    return rook != null && rook.role() == Role.ROOK && rook.color() == position.sideToMove()
        && (to.file() == 7) == ((Moves.to(m) & 7) == 6) && to.rank() == (Moves.from(m) >>> 3);
  }
}
