package org.tabuleiro.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabuleiro.tournament.TestData;

class TrfRoundTripTest {
  static Stream<Path> everySharedTrf() {
    List<Path> pairing = TestData.files("pairing", ".trf");
    List<Path> tiebreak = TestData.files("tiebreak", ".trf");
    assertFalse(pairing.isEmpty(), "no pairing TRFs under " + TestData.root());
    assertFalse(tiebreak.isEmpty(), "no tiebreak TRFs under " + TestData.root());
    return Stream.concat(pairing.stream(), tiebreak.stream());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("everySharedTrf")
  void writingWhatWasReadGivesTheSameText(Path file) throws TrfException {
    String text = TestData.read(file);
    Trf trf = TrfReader.read(new StringReader(text));
    assertEquals(text, TrfWriter.write(trf));
    assertTrue(trf.plannedRounds() > 0, "XXR is read");
    assertFalse(trf.players().isEmpty());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("everySharedTrf")
  void formattingEachPlayerReproducesItsLine(Path file) throws TrfException {
    Trf trf = TrfReader.read(TestData.read(file));
    int i = 0;
    for (TrfLine line : trf.lines()) {
      if (line.isPlayer()) assertEquals(line.text().stripTrailing(), trf.players().get(i++).format(), "line " + line.number());
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("everySharedTrf")
  void theRoundResultsAddUpToThePointsColumn(Path file) throws TrfException {
    Trf trf = TrfReader.read(TestData.read(file));
    for (TrfPlayer p : trf.players()) {
      // pairing inputs list an announced bye of the round to pair, which the points column does not count yet
      int pending = p.games().size() > trf.playedRounds() ? p.game(trf.playedRounds() + 1).halfPoints() : 0;
      assertEquals(p.halfPoints(), p.resultHalfPoints() - pending, "player " + p.startNumber());
    }
  }

  @Test
  void lineEndingsAndAMissingFinalNewlineSurvive() throws TrfException {
    String text = "012 Mixed\r\nXXR 3\r001    1      A                                 1500                             0.0    1\n\n###";
    assertEquals(text, TrfWriter.write(TrfReader.read(text)));
  }

  @Test
  void theTournamentRecordsAreInterpreted() throws TrfException {
    Trf trf = TrfReader.read(TestData.read(TestData.root().resolve("pairing/dutch/t003-r04.trf")));
    assertEquals("Generated Swiss test t003", trf.name());
    assertEquals(6, trf.plannedRounds());
    assertEquals(InitialColor.BLACK, trf.initialColor());
    assertEquals(3, trf.playedRounds(), "the announced H bye of round 4 is not a paired round");
    TrfPlayer first = trf.player(1);
    assertEquals(2650, first.rating());
    assertEquals("3.0", first.points());
    assertEquals(6, first.halfPoints());
    assertEquals(new TrfGame(1, 5, 'b', '1'), first.game(1));
    assertEquals(new TrfGame(4, 0, '-', 'H'), first.game(4));
    assertEquals(TrfGame.absent(5), first.game(5));
  }

  @Test
  void aChangedPlayerIsWrittenInTheFixedColumns() throws TrfException {
    Trf trf = TrfReader.read(TestData.read(TestData.root().resolve("pairing/dutch/t003-r04.trf")));
    TrfPlayer p = trf.player(2);
    List<TrfGame> games = new java.util.ArrayList<>(p.games());
    games.add(new TrfGame(4, 4, 'b', '1'));
    Trf changed = trf.withPlayer(p.withGames(games).withPointsAndRank("3.0", 2));
    Trf again = TrfReader.read(TrfWriter.write(changed));
    assertEquals(new TrfGame(4, 4, 'b', '1'), again.player(2).game(4));
    assertEquals("3.0", again.player(2).points());
    assertEquals(trf.lines().size(), again.lines().size());
  }
}
