package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabuleiro.rules.chess.TestData.PerftLine;
import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.MoveGen;
import org.tabuleiro.rules.chess.internal.Moves;

/**
 * The mutable board's make/unmake against the immutable truth. Random playouts (fixed seed) from every
 * perft.epd position; at every node every legal move is made and taken back, and:
 * <ul>
 *   <li>unmake restores the FEN and the Zobrist key exactly,
 *   <li>the incrementally updated key equals a from-scratch rehash and the key of the FEN read afresh,
 *   <li>the position after the move is playable (the mover's king is not left in check),
 *   <li>{@link MoveGen#count} agrees with {@link MoveGen#generate} (perft counts the last ply with it).
 * </ul>
 * The playouts go deeper than the board's initial undo stack (64 plies) so that its growth is covered.
 */
class MakeUnmakeTest {
  private static final long SEED = 0x7AB01E1L;
  private static final int PLAYOUTS_PER_POSITION = 3;
  private static final int MAX_PLIES = 90;

  static Stream<Arguments> positions() {
    List<Arguments> args = new ArrayList<>();
    for (PerftLine line : TestData.perftLines()) args.add(Arguments.of(line.lineNumber(), line.fen()));
    return args.stream();
  }

  @ParameterizedTest(name = "line {0}: {1}")
  @MethodSource("positions")
  void makeThenUnmakeRestoresTheBoardAndTheKeyStaysConsistent(int lineNumber, String fen) {
    SplittableRandom random = new SplittableRandom(SEED + lineNumber);
    Board start = Fen.readLenient(fen).toBoard();
    String startFen = fenOf(start);
    for (int playout = 0; playout < PLAYOUTS_PER_POSITION; playout++) {
      Board board = start.copy();
      int[] path = new int[MAX_PLIES];
      String[] fenBefore = new String[MAX_PLIES];
      long[] keyBefore = new long[MAX_PLIES];
      int plies = 0;
      while (plies < MAX_PLIES) {
        int[] moves = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generate(board, moves);
        String where = "line " + lineNumber + ", playout " + playout + ", ply " + plies + ", " + fenOf(board);
        assertEquals(n, MoveGen.count(board), () -> "count vs generate at " + where);
        if (n == 0) break;
        checkEveryMove(board, moves, n, where);
        int move = moves[random.nextInt(n)];
        path[plies] = move;
        fenBefore[plies] = fenOf(board);
        keyBefore[plies] = board.key();
        board.make(move);
        plies++;
      }
      // Take the whole playout back: the deep undo stack must restore every step.
      while (plies > 0) {
        plies--;
        board.unmake(path[plies]);
        int ply = plies;
        assertEquals(fenBefore[ply], fenOf(board), () -> "line " + lineNumber + " unwinding ply " + ply);
        assertEquals(keyBefore[ply], board.key(), () -> "line " + lineNumber + " unwinding ply " + ply);
      }
      assertEquals(startFen, fenOf(board));
    }
  }

  private static void checkEveryMove(Board board, int[] moves, int n, String where) {
    String fen = fenOf(board);
    long key = board.key();
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      String what = Moves.uci(move) + " at " + where;
      board.make(move);
      String after = fenOf(board);
      Board rehashed = board.copy();
      rehashed.rehash();
      assertEquals(rehashed.key(), board.key(), () -> "incremental vs rehashed key after " + what);
      // Reading the FEN afresh also checks legality: the lenient reader refuses a side not to move in check.
      assertEquals(Fen.readLenient(after).zobristKey(), board.key(), () -> "key vs FEN read afresh after " + what);
      board.unmake(move);
      assertEquals(fen, fenOf(board), () -> "FEN after make/unmake of " + what);
      assertEquals(key, board.key(), () -> "key after make/unmake of " + what);
    }
  }

  private static String fenOf(Board board) {
    return Fen.write(Position.own(board.copy()));
  }
}
