package org.tabuleiro.rules.draughts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.MoveTextException;
import org.tabuleiro.rules.draughts.internal.Board;
import org.tabuleiro.rules.draughts.internal.Geometry;
import org.tabuleiro.rules.draughts.internal.MoveGen;
import org.tabuleiro.rules.draughts.internal.MoveList;

/**
 * A draughts position: the pieces on the board, the side to move and the variant whose rules apply.
 * Immutable; {@link #play(DraughtsMove)} returns a new position. Squares are Manoury numbers (1-50 on
 * 10x10, 1-32 on 8x8; square 1 is top left as White sees the board).
 *
 * <pre>{@code
 * DraughtsPosition p = DraughtsPosition.initial(Variant.INTERNATIONAL);
 * p.legalMoves().size();                          // 9
 * p.play(p.parseMove("32-28")).fen();                  // "B:W28,31,33,...,50:B1,...,20"
 * }</pre>
 */
public final class DraughtsPosition {
  private final Variant variant;
  private final Geometry geometry;
  private final long white, black, kings; // Geometry bit layout
  private final Color sideToMove;
  private List<DraughtsMove> legal; // lazily generated; a benign race (any thread computes the same list)

  private DraughtsPosition(Variant variant, long white, long black, long kings, Color sideToMove) {
    this.variant = variant;
    this.geometry = Geometry.ofSize(variant.boardSize());
    this.white = white;
    this.black = black;
    this.kings = kings;
    this.sideToMove = sideToMove;
  }

  /** The starting position: Black's men on the first rows, White's on the last; White moves first. */
  public static DraughtsPosition initial(Variant variant) {
    Geometry g = Geometry.ofSize(variant.boardSize());
    int men = variant.menRows() * g.half;
    long white = 0, black = 0;
    for (int s = 1; s <= men; s++) {
      black |= 1L << g.bit(s);
      white |= 1L << g.bit(g.squareCount + 1 - s);
    }
    return new DraughtsPosition(variant, white, black, 0, Color.WHITE);
  }

  /**
   * A position from square -> piece. Any placement is accepted (men on their promotion row included:
   * such a man simply cannot move forward), since problems and perft suites use them.
   *
   * @throws IllegalArgumentException for a square outside 1..{@link Variant#squareCount()}
   */
  public static DraughtsPosition of(Variant variant, Color sideToMove, Map<Integer, Piece> pieces) {
    Geometry g = Geometry.ofSize(variant.boardSize());
    long white = 0, black = 0, kings = 0;
    for (Map.Entry<Integer, Piece> e : pieces.entrySet()) {
      int s = e.getKey();
      if (s < 1 || s > g.squareCount) throw new IllegalArgumentException("no square " + s + " on the " + variant.name() + " board (1-" + g.squareCount + ")");
      long bit = 1L << g.bit(s);
      if (e.getValue().color() == Color.WHITE) white |= bit; else black |= bit;
      if (e.getValue().isKing()) kings |= bit;
    }
    return new DraughtsPosition(variant, white, black, kings, Objects.requireNonNull(sideToMove));
  }

  /** Takes the position of an internal board (the engine, perft). */
  public static DraughtsPosition of(Variant variant, Board board) {
    return new DraughtsPosition(variant, board.white(), board.black(), board.kings(), board.side() == Board.WHITE ? Color.WHITE : Color.BLACK);
  }

  /** A copy of the internal board, for search and perft. */
  public Board toBoard() {
    return new Board(geometry, white, black, kings, sideToMove == Color.WHITE ? Board.WHITE : Board.BLACK);
  }

  public Variant variant() {
    return variant;
  }

  public Color sideToMove() {
    return sideToMove;
  }

  /** The piece on a square, or null. */
  public Piece pieceAt(int square) {
    if (square < 1 || square > geometry.squareCount) return null;
    long bit = 1L << geometry.bit(square);
    if (((white | black) & bit) == 0) return null;
    return Piece.of((white & bit) != 0 ? Color.WHITE : Color.BLACK, (kings & bit) != 0);
  }

  /** Every piece, by square, ascending. */
  public SortedMap<Integer, Piece> pieces() {
    SortedMap<Integer, Piece> map = new TreeMap<>();
    for (long b = white | black; b != 0; b &= b - 1) {
      int s = geometry.square(Long.numberOfTrailingZeros(b));
      map.put(s, pieceAt(s));
    }
    return Collections.unmodifiableSortedMap(map);
  }

  public Material material(Color color) {
    long own = color == Color.WHITE ? white : black;
    return new Material(Long.bitCount(own & kings), Long.bitCount(own & ~kings));
  }

  /** Every legal move, sorted by from, to and captured squares. */
  public List<DraughtsMove> legalMoves() {
    List<DraughtsMove> moves = legal;
    if (moves == null) {
      MoveList list = generate();
      List<DraughtsMove> out = new ArrayList<>(list.size());
      for (int i = 0; i < list.size(); i++) out.add(toMove(list, i, list.paths(i).get(0)));
      out.sort(DraughtsPosition::compare);
      legal = moves = List.copyOf(out);
    }
    return moves;
  }

  /**
   * The legal moves that some capture sequence (or the plain move) realises while landing on the given
   * squares in order: the first is the start, the last the end, the others intermediate landing squares
   * (any subset of them, in order), as in a PDN path {@code 47x20x3x17}.
   */
  public List<DraughtsMove> legalMovesVia(List<Integer> squares) {
    if (squares.size() < 2) return List.of();
    MoveList list = generate();
    List<DraughtsMove> out = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      for (int[] path : list.paths(i)) {
        if (visits(path, squares)) {
          out.add(toMove(list, i, path));
          break;
        }
      }
    }
    out.sort(DraughtsPosition::compare);
    return out;
  }

  private boolean visits(int[] path, List<Integer> squares) {
    if (geometry.square(path[0]) != squares.get(0) || geometry.square(path[path.length - 1]) != squares.get(squares.size() - 1)) return false;
    int at = 1;
    for (int k = 1; k < squares.size() - 1; k++) {
      int want = squares.get(k);
      while (at < path.length - 1 && geometry.square(path[at]) != want) at++;
      if (at >= path.length - 1) return false;
      at++;
    }
    return true;
  }

  private MoveList generate() {
    MoveList list = MoveList.withPaths();
    new MoveGen(geometry, variant.menMayNotStartCaptureBackwards()).generate(toBoard(), list);
    return list;
  }

  private DraughtsMove toMove(MoveList list, int i, int[] pathBits) {
    List<Integer> path = new ArrayList<>(pathBits.length);
    for (int b : pathBits) path.add(geometry.square(b));
    List<Integer> captured = new ArrayList<>();
    for (long c = list.captured(i); c != 0; c &= c - 1) captured.add(geometry.square(Long.numberOfTrailingZeros(c)));
    Collections.sort(captured);
    return new DraughtsMove(geometry.square(list.from(i)), geometry.square(list.to(i)), path, captured);
  }

  private static int compare(DraughtsMove a, DraughtsMove b) {
    if (a.from() != b.from()) return Integer.compare(a.from(), b.from());
    if (a.to() != b.to()) return Integer.compare(a.to(), b.to());
    List<Integer> x = a.captured(), y = b.captured();
    for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
      if (!x.get(i).equals(y.get(i))) return Integer.compare(x.get(i), y.get(i));
    }
    return Integer.compare(x.size(), y.size());
  }

  /**
   * The legal move a text in Manoury's numeric notation names here: {@code 32-28}, {@code 19x30}, a landing
   * path {@code 47x20x3x17} or the captured-squares form; see {@link #movesMatching}. Surrounding blanks and
   * {@code !}/{@code ?} marks are ignored.
   *
   * @throws MoveTextException naming the text and this position: {@code UNREADABLE}, {@code ILLEGAL}, or
   *     {@code AMBIGUOUS} (two captures share their first and last squares: the message lists their paths)
   */
  public DraughtsMove parseMove(String text) {
    String s = text == null ? "" : text.strip();
    List<DraughtsMove> matches = movesMatching(s);
    if (matches.size() == 1) return matches.get(0);
    if (matches.size() > 1) {
      List<String> paths = new ArrayList<>();
      for (DraughtsMove m : matches) paths.add(PdnMoves.write(this, m));
      throw new MoveTextException(MoveTextException.Reason.AMBIGUOUS, text, fen(),
          "ambiguous move " + s + " in " + fen() + ": give the path, one of " + paths);
    }
    if (!PdnMoves.isMoveText(s)) {
      throw new MoveTextException(MoveTextException.Reason.UNREADABLE, text, fen(),
          "cannot read '" + s + "' as a draughts move (like 32-28, 19x30 or 47x20x3x17) in " + fen());
    }
    throw new MoveTextException(MoveTextException.Reason.ILLEGAL, text, fen(), "no legal move " + s + " in " + fen());
  }

  /**
   * The legal moves a move text may mean: {@code 32-28}, {@code 19x30}, a landing path {@code 47x20x3x17},
   * or the captured-squares form {@code 19x30(24,25)} that {@code PdnMoves} writes for ambiguous captures.
   * Squares may be zero-padded ({@code 09-04}). Empty when the text names no legal move or cannot be read.
   */
  public List<DraughtsMove> movesMatching(String notation) {
    return PdnMoves.matching(this, notation);
  }

  /** Plays a legal move (matched by from, to and captured squares). */
  public DraughtsPosition play(DraughtsMove move) {
    for (DraughtsMove m : legalMoves()) {
      if (m.sameAs(move)) return apply(m);
    }
    throw new IllegalArgumentException("illegal move " + move + " in " + fen());
  }

  private DraughtsPosition apply(DraughtsMove m) {
    Board b = toBoard();
    long captured = 0;
    for (int s : m.captured()) captured |= 1L << geometry.bit(s);
    b.make(geometry.bit(m.from()), geometry.bit(m.to()), captured);
    return of(variant, b);
  }

  /** The canonical PDN FEN: {@code W:W31,32:BK5}. */
  public String fen() {
    return PdnFen.write(this);
  }

  /**
   * Drops the cached legal moves (they are generated again if asked for): a game's earlier positions keep only
   * their pieces, so that a long game holds little memory.
   */
  void forgetLegalMoves() {
    legal = null;
  }

  /** Whether the side to move has lost: no legal move (blocked, or no pieces left). */
  public boolean isLost() {
    return legalMoves().isEmpty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DraughtsPosition p && p.variant.equals(variant) && p.white == white && p.black == black
        && p.kings == kings && p.sideToMove == sideToMove;
  }

  @Override
  public int hashCode() {
    return Objects.hash(variant.name(), white, black, kings, sideToMove);
  }

  @Override
  public String toString() {
    return fen();
  }
}
