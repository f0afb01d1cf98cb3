package org.tabuleiro.rules.chess;

import java.util.List;

/**
 * Standard Algebraic Notation (FIDE Laws, Appendix C; PGN standard 8.2.3), written and read, with English
 * (K Q R B N) or Portuguese (R D T B C) piece letters. The language is always a parameter: B and R mean
 * different pieces in the two, so it is never guessed from a move.
 *
 * <pre>{@code
 * San.write(Position.initial(), move, Language.PORTUGUESE);   // "Cf3"
 * San.parse(Position.initial(), "Cf3", Language.PORTUGUESE); // g1f3
 * }</pre>
 */
public final class San {
  private San() {}

  /** The SAN of a legal move, with "+" or "#" and the minimal disambiguation of Appendix C. */
  public static String write(Position position, Move move, Language language) {
    if (move.isNull()) return "--";
    Position after = position.play(move);
    StringBuilder sb = new StringBuilder(8);
    appendWithoutSuffix(sb, position, move, language);
    if (after.isCheck()) sb.append(after.legalMoveCount() == 0 ? '#' : '+');
    return sb.toString();
  }

  /** The SAN of a legal move, without the check suffix (used by {@link #write} and by the PGN writer). */
  static void appendWithoutSuffix(StringBuilder sb, Position position, Move move, Language language) {
    if (move.isCastling()) {
      sb.append(move.to().file() > move.from().file() ? "O-O" : "O-O-O");
      return;
    }
    Piece piece = position.pieceAt(move.from());
    boolean capture = move.isEnPassant() || position.pieceAt(move.to()) != null;
    if (piece.role() == Role.PAWN) {
      if (capture) sb.append(move.from().fileChar()).append('x');
      sb.append(move.to().key());
      if (move.promotion() != null) sb.append('=').append(language.letter(move.promotion()));
      return;
    }
    sb.append(language.letter(piece.role()));
    // Appendix C.10: another piece of the same kind reaching the same square -> file, else rank, else both.
    boolean ambiguous = false, sameFile = false, sameRank = false;
    for (Move other : position.legalMoves()) {
      if (other.to() != move.to() || other.from() == move.from()) continue;
      if (position.pieceAt(other.from()).role() != piece.role()) continue;
      ambiguous = true;
      sameFile |= other.from().file() == move.from().file();
      sameRank |= other.from().rank() == move.from().rank();
    }
    if (ambiguous) {
      if (!sameFile) sb.append(move.from().fileChar());
      else if (!sameRank) sb.append(move.from().rankChar());
      else sb.append(move.from().key());
    }
    if (capture) sb.append('x');
    sb.append(move.to().key());
  }

  /**
   * Reads a move as real files write it: SAN with or without "+"/"#" (wrong ones forgiven), "!"/"?"
   * annotations, {@code O-O} or {@code 0-0}, {@code e.p.}, {@code =Q} or {@code Q} promotions, redundant
   * disambiguation, long algebraic ({@code d7d8B}, {@code Ng1-f3}, {@code e2xe4}) and the null moves
   * {@code --} and {@code Z0}.
   *
   * @throws SanException naming what is wrong: unreadable, illegal, or ambiguous
   */
  public static Move parse(Position position, String text, Language language) {
    String s = clean(text);
    if (s.isEmpty()) throw new SanException("empty move");
    if (s.equals("--") || s.equals("Z0") || s.equals("0000") || s.equals("@@@@")) {
      if (position.isCheck()) throw new SanException("null move '" + text.strip() + "' while in check");
      return Move.NULL;
    }
    String castle = s.replace('0', 'O').replace('o', 'O');
    if (castle.equals("O-O") || castle.equals("O-O-O")) return castling(position, castle.length() == 3, text);
    return SanReader.read(position, s, text.strip(), language);
  }

  private static Move castling(Position position, boolean kingside, String text) {
    for (Move m : position.legalMoves()) {
      if (m.isCastling() && (m.to().file() == 6) == kingside) return m;
    }
    throw new SanException("illegal castling '" + text.strip() + "' in " + position.fen());
  }

  /** Strips what carries no move information: check marks, annotation glyphs, "e.p.". */
  private static String clean(String text) {
    String s = text.strip();
    int end = s.length();
    while (end > 0 && "+#!?".indexOf(s.charAt(end - 1)) >= 0) end--;
    s = s.substring(0, end);
    for (String suffix : List.of("e.p.", "ep", "e.p")) {
      if (s.length() > suffix.length() + 1 && s.endsWith(suffix)) {
        s = s.substring(0, s.length() - suffix.length()).strip();
        break;
      }
    }
    return s;
  }
}
