package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabuleiro.rules.chess.TestData.PerftLine;
import org.tabuleiro.rules.chess.TestData.TsvRow;

/** Reading and writing FEN: round trips over the shared data, EPD input, and errors that say where. */
class FenTest {
  static Stream<Arguments> sharedFens() {
    List<Arguments> args = new ArrayList<>();
    for (PerftLine line : TestData.perftLines()) args.add(Arguments.of("perft.epd line " + line.lineNumber(), line.fen()));
    for (TsvRow row : TestData.chessTsv("san.tsv")) args.add(Arguments.of("san.tsv " + row, row.column(0)));
    return args.stream();
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("sharedFens")
  void readingThenWritingGivesTheSameSixFields(String source, String fen) {
    assertEquals(fen, Fen.write(Fen.readLenient(fen)));
  }

  @Test
  void theInitialPositionRoundTrips() {
    assertEquals(Fen.INITIAL, Fen.write(Position.initial()));
    assertEquals(Fen.INITIAL, Fen.write(Fen.read(Fen.INITIAL)));
  }

  @Test
  void aFourFieldEpdPositionGetsClocksZeroAndOne() {
    Position p = Fen.read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3");
    assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", Fen.write(p));
    assertEquals(0, p.halfmoveClock());
    assertEquals(1, p.fullmoveNumber());
  }

  @Test
  void surroundingAndRepeatedWhitespaceIsAccepted() {
    assertEquals(Fen.INITIAL, Fen.write(Fen.read("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq -   0 1\n")));
  }

  @Test
  void theEnPassantSquareIsWrittenOnlyWhenLegalOnRequest() {
    Position p = Fen.read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Fen.write(p, true));
    Position capturable = Fen.read("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assertEquals("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", Fen.write(capturable, true));
  }

  /** Columns are 1-based positions in the text given; the FenException message repeats field and column. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      bad piece letter          | rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1  | piece placement | 14
      nine pawns in a rank      | rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | piece placement | 18
      5 + 4 empty squares       | rnbqkbnr/pppppppp/54/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | piece placement | 20
      digit 9                   | rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1  | piece placement | 19
      seven squares in a rank   | rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1   | piece placement | 17
      nine ranks                | rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | piece placement | 37
      side x                    | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1  | side to move    | 45
      castling X                | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KXkq - 0 1  | castling        | 48
      castling given twice      | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQKq - 0 1  | castling        | 49
      en passant e5, White to move | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1 | en passant   | 53
      en passant z6             | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z6 0 1 | en passant      | 52
      halfmove abc              | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - abc 1 | halfmove clock | 54
      halfmove -1               | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1 | halfmove clock  | 54
      fullmove 1x               | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1x | fullmove number | 57
      fullmove 0                | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0  | fullmove number | 56
      """)
  void aMalformedFieldIsReportedWithItsNameAndColumn(String what, String fen, String field, int column) {
    FenException e = assertThrows(FenException.class, () -> Fen.readLenient(fen));
    assertEquals(field, e.field(), e.getMessage());
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.getMessage().contains(field) && e.getMessage().contains("column " + column), e.getMessage());
  }

  @Test
  void sevenRanksAreReportedAtTheEndOfThePlacement() {
    String placement = "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR";
    FenException e = assertThrows(FenException.class, () -> Fen.read(placement + " w KQkq - 0 1"));
    assertEquals("piece placement", e.field());
    assertEquals(placement.length() + 1, e.column(), e.getMessage());
    assertTrue(e.getMessage().contains("7 ranks"), e.getMessage());
  }

  @Test
  void columnsCountFromTheStartOfTheTextGivenIncludingLeadingSpaces() {
    FenException e = assertThrows(FenException.class, () -> Fen.read("   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"));
    assertEquals(48, e.column(), e.getMessage());
  }

  @ParameterizedTest(name = "[{0}]")
  @CsvSource(delimiter = '|', textBlock = """
      rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq
      rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0
      rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra
      rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR
      """)
  void aWrongNumberOfFieldsIsReported(String fen) {
    FenException e = assertThrows(FenException.class, () -> Fen.read(fen));
    assertTrue(e.getMessage().contains("fields"), e.getMessage());
  }

  @Test
  void emptyOrMissingTextIsReported() {
    assertThrows(FenException.class, () -> Fen.read(""));
    assertThrows(FenException.class, () -> Fen.read("   "));
    assertThrows(FenException.class, () -> Fen.read(null));
  }
}
