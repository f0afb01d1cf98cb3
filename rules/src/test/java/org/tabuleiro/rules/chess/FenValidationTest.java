package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabuleiro.rules.chess.TestData.TsvRow;

/** Strict reading refuses positions that cannot arise in a game; lenient reading keeps what perft needs. */
class FenValidationTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      two white kings                        | 4k3/8/8/8/8/8/8/3KK3 w - - 0 1     | piece placement
      no black king                          | 8/8/8/8/8/8/8/4K3 w - - 0 1        | piece placement
      side not to move in check              | 4k3/8/8/8/8/8/8/4RK2 w - - 0 1     | position
      castling K without a rook on h1        | 4k3/8/8/8/8/8/8/4K3 w K - 0 1      | castling
      castling q without the king on e8      | r2k4/8/8/8/8/8/8/4K3 w q - 0 1     | castling
      castling Q with a black rook on a1     | 4k3/8/8/8/8/8/8/r3K3 w Q - 0 1     | castling
      en passant e3 with no pawn on e4       | 4k3/8/8/8/8/8/8/4K3 b - e3 0 1     | en passant
      en passant e3 with a black pawn on e4  | 4k3/8/8/8/4p3/8/8/4K3 b - e3 0 1   | en passant
      en passant e3 with e2 occupied         | 4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1 | en passant
      en passant e3 with e3 occupied         | 4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1 | en passant
      """)
  void bothReadersRefuseUnplayablePositions(String what, String fen, String field) {
    assertEquals(field, assertThrows(FenException.class, () -> Fen.read(fen)).field());
    assertEquals(field, assertThrows(FenException.class, () -> Fen.readLenient(fen)).field());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      white pawn on rank 1                   | 4k3/8/8/8/8/8/8/P3K3 w - - 0 1
      white pawn on rank 8                   | P3k3/8/8/8/8/8/8/4K3 w - - 0 1
      black pawn on rank 1                   | 4k3/8/8/8/8/8/8/p3K3 w - - 0 1
      black pawn on rank 8                   | p3k3/8/8/8/8/8/8/4K3 w - - 0 1
      nine white pawns                       | 4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1
      two knights giving check               | 4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1
      rooks checking from both sides         | 4R3/8/8/8/4k3/8/8/4R1K1 b - - 0 1
      a check the double step cannot explain | 8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1
      """)
  void strictReadingRefusesImpossiblePositions(String what, String fen) {
    assertThrows(FenException.class, () -> Fen.read(fen));
  }

  @Test
  void lenientReadingAcceptsThePerftImpossibleCheck() {
    String fen = "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1";
    assertEquals(fen, Fen.write(Fen.readLenient(fen)));
    assertThrows(FenException.class, () -> Position.fromFen(fen));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      a knight and a rook in double check     | 4k3/8/3N4/8/8/8/8/4RK2 b - - 0 1
      check from the pawn that double-stepped | 8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1
      a check discovered by the double step   | 2b1k3/8/8/2Pp4/6K1/8/8/8 w - d6 0 1
      """)
  void strictReadingAcceptsChecksThatCanArise(String what, String fen) {
    assertEquals(fen, Fen.write(Fen.read(fen)));
  }

  static Stream<TsvRow> sanRows() {
    return TestData.chessTsv("san.tsv").stream();
  }

  /** Every san.tsv position comes from play or was checked valid by python-chess. */
  @ParameterizedTest(name = "san.tsv {0}")
  @MethodSource("sanRows")
  void strictReadingAcceptsRealPositions(TsvRow row) {
    assertEquals(row.column(0), Fen.write(Fen.read(row.column(0))));
  }
}
