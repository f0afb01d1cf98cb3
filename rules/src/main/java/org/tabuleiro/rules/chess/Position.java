package org.tabuleiro.rules.chess;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.rules.chess.internal.Bitboards;
import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.MoveGen;
import org.tabuleiro.rules.chess.internal.Moves;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.MoveTextException;

/**
 * A chess position: the placement of the pieces, the side to move, castling rights, the en passant square,
 * the halfmove clock and the fullmove number (everything a FEN holds). Immutable: {@link #play(Move)}
 * returns a new position.
 *
 * <pre>{@code
 * Position p = Position.initial().play(San.parse(Position.initial(), "e4", Language.ENGLISH));
 * p.fen(); // "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
 * }</pre>
 */
public final class Position {
  private static final Position INITIAL = Fen.read(Fen.INITIAL);

  private final Board board; // never changed after construction
  private int[] legal; // lazily generated legal moves; a benign race (any thread computes the same array)

  private Position(Board board) {
    this.board = board;
  }

  /** Takes ownership of a board set up by a reader; the caller must not touch it afterwards. */
  static Position own(Board board) {
    return new Position(board);
  }

  public static Position initial() {
    return INITIAL;
  }

  /** Reads a FEN strictly (impossible positions are rejected); see {@link Fen} for the lenient reader. */
  public static Position fromFen(String fen) {
    return Fen.read(fen);
  }

  /** A copy of the internal board, for move generation and search (the engine, perft). */
  public Board toBoard() {
    return board.copy();
  }

  public Color sideToMove() {
    return board.sideToMove() == Board.WHITE ? Color.WHITE : Color.BLACK;
  }

  /** The piece on the square, or null. */
  public Piece pieceAt(Square square) {
    int code = board.pieceAt(square.ordinal());
    return code == Board.EMPTY ? null : Piece.ofCode(code);
  }

  public boolean canCastleKingside(Color color) {
    return (board.castling() & (color == Color.WHITE ? Board.WHITE_KINGSIDE : Board.BLACK_KINGSIDE)) != 0;
  }

  public boolean canCastleQueenside(Color color) {
    return (board.castling() & (color == Color.WHITE ? Board.WHITE_QUEENSIDE : Board.BLACK_QUEENSIDE)) != 0;
  }

  /** The square a pawn passed over with a double step on the last move (FEN field 4), or null. */
  public Square enPassantSquare() {
    return board.epSquare() < 0 ? null : Square.of(board.epSquare());
  }

  public boolean hasLegalEnPassant() {
    return board.hasLegalEnPassant();
  }

  /** Half-moves since the last capture or pawn move (FIDE 9.3, 9.6.2). */
  public int halfmoveClock() {
    return board.halfmoveClock();
  }

  public int fullmoveNumber() {
    return board.fullmoveNumber();
  }

  /** Zobrist key, for hash tables. */
  public long zobristKey() {
    return board.key();
  }

  /** Equal for positions that are "the same" by FIDE Art. 9.2.2 (and, with very high probability, only those). */
  public long repetitionKey() {
    return board.repetitionKey();
  }

  public List<Move> legalMoves() {
    int[] codes = legalCodes();
    List<Move> list = new ArrayList<>(codes.length);
    for (int code : codes) list.add(Move.ofCode(code));
    return list;
  }

  /** The legal moves in the internal int encoding (see {@code Moves}); do not modify the array. */
  int[] legalCodes() {
    int[] codes = legal;
    if (codes == null) {
      int[] moves = SCRATCH.get();
      codes = java.util.Arrays.copyOf(moves, MoveGen.generate(board, moves));
      legal = codes;
    }
    return codes;
  }

  /** Generation space, one per thread: a live game generates each position's moves once, keeping only the list. */
  private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[MoveGen.MAX_MOVES]);

  /** The number of legal moves (generated once and kept: the next move is checked against the same list). */
  public int legalMoveCount() {
    return legalCodes().length;
  }

  public boolean isLegal(Move move) {
    if (move.isNull()) return false;
    int code = move.code();
    for (int c : legalCodes()) if (c == code) return true;
    return false;
  }

  /**
   * The legal move a UCI text names here, as python-chess's {@code Board.parse_uci}: {@code e2e4}, {@code e7e8q}
   * (the promotion letter in either case), castling as the king's two-square step ({@code e1g1}), and
   * {@code 0000}, the null move (which {@link #play} refuses in check). Surrounding blanks are ignored.
   *
   * @throws MoveTextException naming the text and this position: {@code UNREADABLE} when it is not UCI,
   *     {@code ILLEGAL} when it names no legal move here (a pawn reaching the last rank without its piece too)
   */
  public Move parseUci(String text) {
    String s = text == null ? "" : text.strip();
    if (s.equals("0000")) return Move.NULL;
    int from = s.length() >= 4 ? square(s.charAt(0), s.charAt(1)) : -1;
    int to = s.length() >= 4 ? square(s.charAt(2), s.charAt(3)) : -1;
    int promotion = s.length() == 5 ? "nbrq".indexOf(Character.toLowerCase(s.charAt(4))) + 1 : 0;
    if (from < 0 || to < 0 || s.length() > 5 || (s.length() == 5 && promotion == 0)) {
      throw new MoveTextException(MoveTextException.Reason.UNREADABLE, text, fen(),
          "cannot read '" + s + "' as a UCI move (like e2e4 or e7e8q) in " + fen());
    }
    boolean promotes = false;
    for (int m : legalCodes()) {
      if (Moves.from(m) != from || Moves.to(m) != to) continue;
      if (Moves.promotion(m) == promotion) return Move.ofCode(m);
      promotes |= Moves.promotion(m) != 0;
    }
    if (promotes && promotion == 0) {
      throw new MoveTextException(MoveTextException.Reason.ILLEGAL, text, fen(),
          "illegal move '" + s + "': a pawn reaching the last rank must name its promotion piece (" + s + "q) in " + fen());
    }
    throw new MoveTextException(MoveTextException.Reason.ILLEGAL, text, fen(), "illegal move '" + s + "' in " + fen());
  }

  private static int square(char file, char rank) {
    return file < 'a' || file > 'h' || rank < '1' || rank > '8' ? -1 : (rank - '1') * 8 + (file - 'a');
  }

  /**
   * The legal move a SAN text names here, read as forgivingly as {@link San#parse} (python-chess's
   * {@code Board.parse_san}), with the piece letters of {@code language}.
   *
   * @throws SanException naming the text: unreadable, illegal or ambiguous
   */
  public Move parseSan(String text, Language language) {
    return San.parse(this, text, language);
  }

  /** The position after a legal move. Throws IllegalArgumentException for an illegal one. */
  public Position play(Move move) {
    if (move.isNull()) return playNull();
    if (!isLegal(move)) throw new IllegalArgumentException("illegal move " + move.uci() + " in " + fen());
    Board next = board.copy();
    next.make(move.code());
    return new Position(next);
  }

  /**
   * The position after PGN's null move ("--"): the other side to move, no en passant square. Not a legal
   * chess move (it is refused when in check), but analysis files contain it.
   */
  public Position playNull() {
    if (isCheck()) throw new IllegalArgumentException("a null move is not possible in check");
    Board next = board.copy();
    next.make(Move.NULL.code());
    return new Position(next);
  }

  public boolean isCheck() {
    return board.isCheck();
  }

  public boolean isCheckmate() {
    return board.isCheck() && MoveGen.count(board) == 0;
  }

  public boolean isStalemate() {
    return !board.isCheck() && MoveGen.count(board) == 0;
  }

  /** Neither side can checkmate by any series of legal moves, judged from material (FIDE 5.2.2, 9.6.2). */
  public boolean isInsufficientMaterial() {
    return hasInsufficientMaterial(Color.WHITE) && hasInsufficientMaterial(Color.BLACK);
  }

  /**
   * Whether {@code color} cannot checkmate by any series of legal moves, whatever the opponent does, judged
   * from material: the question of a flag fall (FIDE 6.9). A knight mates only with help from enemy pieces
   * other than queens (which block their own king); bishops all on one colour never mate unless a pawn or
   * knight can block a flight square.
   */
  public boolean hasInsufficientMaterial(Color color) {
    int us = color.ordinal(), them = us ^ 1;
    long ours = board.pieces(us);
    long heavy = board.role(Board.PAWN) | board.role(Board.ROOK) | board.role(Board.QUEEN);
    if ((ours & heavy) != 0) return false;
    if ((ours & board.role(Board.KNIGHT_ROLE)) != 0) {
      long theirsButKingsAndQueens = board.pieces(them) & ~board.role(Board.KING_ROLE) & ~board.role(Board.QUEEN);
      return Long.bitCount(ours) <= 2 && theirsButKingsAndQueens == 0;
    }
    if ((ours & board.role(Board.BISHOP)) != 0) {
      long bishops = board.role(Board.BISHOP);
      boolean oneColour = (bishops & Bitboards.DARK_SQUARES) == 0 || (bishops & Bitboards.LIGHT_SQUARES) == 0;
      return oneColour && board.role(Board.PAWN) == 0 && board.role(Board.KNIGHT_ROLE) == 0;
    }
    return true; // a lone king
  }

  /** FEN with the en passant square after every double step (FEN standard, PGN 16.1.3.4). */
  public String fen() {
    return Fen.write(this);
  }

  @Override
  public String toString() {
    return fen();
  }

  /** Positions are equal when every FEN field is equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof Position p && fen().equals(p.fen());
  }

  @Override
  public int hashCode() {
    return Long.hashCode(board.key());
  }

  /** Internal: the board itself, for readers and writers in this module. Never mutate it. */
  public Board board() {
    return board;
  }
}
