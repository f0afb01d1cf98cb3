package org.tabuleiro.rules.chess;

import org.tabuleiro.rules.chess.internal.Board;

/**
 * Forsyth-Edwards Notation, read and written. All six fields are read; a four-field EPD position (no clocks)
 * is accepted with halfmove clock 0 and fullmove number 1.
 *
 * <p>{@link #read(String)} is strict: it also rejects positions that cannot arise in a game (see
 * {@link FenValidator}). {@link #readLenient(String)} accepts any position the move generator can work with
 * (one king each, the side not to move not in check), which is what perft suites need: they contain
 * "impossible check" positions.
 */
public final class Fen {
  private Fen() {}

  public static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private static final String PIECE_LETTERS = "PNBRQKpnbrqk";

  /** Reads a FEN and rejects impossible positions. */
  public static Position read(String fen) {
    Board board = parse(fen);
    FenValidator.strict(board);
    return Position.own(board);
  }

  /** Reads a FEN, accepting impossible-but-playable positions (perft suites). */
  public static Position readLenient(String fen) {
    Board board = parse(fen);
    FenValidator.playable(board);
    return Position.own(board);
  }

  private static Board parse(String text) {
    if (text == null) throw new FenException("text", 0, "no FEN given");
    String fen = text.strip();
    if (fen.isEmpty()) throw new FenException("text", 0, "empty FEN");
    int offset = text.indexOf(fen); // columns are reported in the caller's text
    String[] fields = fen.split("\\s+");
    if (fields.length != 4 && fields.length != 6) {
      throw new FenException("text", 0, "expected 6 fields (or 4 for EPD), found " + fields.length + " in '" + fen + "'");
    }
    int[] starts = new int[fields.length];
    for (int i = 0, at = 0; i < fields.length; i++) {
      at = fen.indexOf(fields[i], at);
      starts[i] = offset + at + 1;
      at += fields[i].length();
    }
    Board b = new Board();
    placement(b, fields[0], starts[0]);
    side(b, fields[1], starts[1]);
    castling(b, fields[2], starts[2]);
    enPassant(b, fields[3], starts[3]);
    if (fields.length == 6) {
      b.setHalfmoveClock(number(fields[4], starts[4], "halfmove clock", 0));
      b.setFullmoveNumber(number(fields[5], starts[5], "fullmove number", 1));
    }
    b.rehash();
    return b;
  }

  private static void placement(Board b, String field, int start) {
    int rank = 7, file = 0;
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      int column = start + i;
      if (c == '/') {
        if (file != 8) throw new FenException("piece placement", column, "rank " + (rank + 1) + " has " + file + " squares, not 8");
        if (rank == 0) throw new FenException("piece placement", column, "more than 8 ranks");
        rank--;
        file = 0;
      } else if (c >= '1' && c <= '8') {
        file += c - '0';
        if (file > 8) throw new FenException("piece placement", column, "rank " + (rank + 1) + " has more than 8 squares");
      } else {
        int piece = PIECE_LETTERS.indexOf(c);
        if (piece < 0) throw new FenException("piece placement", column, "'" + c + "' is no piece letter (use KQRBNP and kqrbnp)");
        if (file > 7) throw new FenException("piece placement", column, "rank " + (rank + 1) + " has more than 8 squares");
        b.put(piece, rank * 8 + file);
        file++;
      }
    }
    if (rank != 0) throw new FenException("piece placement", start + field.length(), "only " + (8 - rank) + " ranks, expected 8");
    if (file != 8) throw new FenException("piece placement", start + field.length(), "rank 1 has " + file + " squares, not 8");
  }

  private static void side(Board b, String field, int start) {
    switch (field) {
      case "w" -> b.setSideToMove(Board.WHITE);
      case "b" -> b.setSideToMove(Board.BLACK);
      default -> throw new FenException("side to move", start, "'" + field + "' is neither 'w' nor 'b'");
    }
  }

  private static void castling(Board b, String field, int start) {
    if (field.equals("-")) return;
    int rights = 0;
    for (int i = 0; i < field.length(); i++) {
      int bit = switch (field.charAt(i)) {
        case 'K' -> Board.WHITE_KINGSIDE;
        case 'Q' -> Board.WHITE_QUEENSIDE;
        case 'k' -> Board.BLACK_KINGSIDE;
        case 'q' -> Board.BLACK_QUEENSIDE;
        default -> throw new FenException("castling", start + i, "'" + field.charAt(i) + "' is not one of K, Q, k, q or -");
      };
      if ((rights & bit) != 0) throw new FenException("castling", start + i, "'" + field.charAt(i) + "' given twice");
      rights |= bit;
    }
    b.setCastling(rights);
  }

  private static void enPassant(Board b, String field, int start) {
    if (field.equals("-")) return;
    if (field.length() != 2 || field.charAt(0) < 'a' || field.charAt(0) > 'h' || field.charAt(1) < '1' || field.charAt(1) > '8') {
      throw new FenException("en passant", start, "'" + field + "' is neither a square nor '-'");
    }
    int rank = field.charAt(1) - '1';
    int expected = b.sideToMove() == Board.WHITE ? 5 : 2;
    if (rank != expected) {
      throw new FenException("en passant", start + 1, "square " + field + " must be on rank " + (expected + 1) + " when "
          + (b.sideToMove() == Board.WHITE ? "White" : "Black") + " is to move");
    }
    b.setEpSquare(rank * 8 + field.charAt(0) - 'a');
  }

  private static int number(String field, int start, String name, int min) {
    for (int i = 0; i < field.length(); i++) {
      if (!Character.isDigit(field.charAt(i)) || field.charAt(i) > '9') {
        throw new FenException(name, start + i, "'" + field.charAt(i) + "' in '" + field + "' is not a digit");
      }
    }
    if (field.length() > 6) throw new FenException(name, start, "'" + field + "' is too large");
    int n = Integer.parseInt(field);
    if (n < min) throw new FenException(name, start, "must be at least " + min + ", not " + n);
    return n;
  }

  /** Writes all six fields; the en passant square after every double step, as the FEN standard says. */
  public static String write(Position position) {
    return write(position, false);
  }

  /**
   * Writes all six fields. With {@code legalEnPassantOnly}, the en passant square is written only when an en
   * passant capture is legal (as lichess and python-chess do by default).
   */
  public static String write(Position position, boolean legalEnPassantOnly) {
    Board b = position.board();
    StringBuilder sb = new StringBuilder(90);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        int piece = b.pieceAt(rank * 8 + file);
        if (piece == Board.EMPTY) {
          empty++;
        } else {
          if (empty > 0) sb.append(empty);
          empty = 0;
          sb.append(PIECE_LETTERS.charAt(piece));
        }
      }
      if (empty > 0) sb.append(empty);
      if (rank > 0) sb.append('/');
    }
    sb.append(b.sideToMove() == Board.WHITE ? " w " : " b ");
    int c = b.castling();
    if (c == 0) sb.append('-');
    if ((c & Board.WHITE_KINGSIDE) != 0) sb.append('K');
    if ((c & Board.WHITE_QUEENSIDE) != 0) sb.append('Q');
    if ((c & Board.BLACK_KINGSIDE) != 0) sb.append('k');
    if ((c & Board.BLACK_QUEENSIDE) != 0) sb.append('q');
    sb.append(' ');
    int ep = b.epSquare();
    if (ep < 0 || (legalEnPassantOnly && !b.hasLegalEnPassant())) {
      sb.append('-');
    } else {
      sb.append((char) ('a' + (ep & 7))).append((char) ('1' + (ep >>> 3)));
    }
    sb.append(' ').append(b.halfmoveClock()).append(' ').append(b.fullmoveNumber());
    return sb.toString();
  }
}
