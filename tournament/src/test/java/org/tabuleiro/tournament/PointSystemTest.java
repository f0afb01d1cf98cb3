package org.tabuleiro.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.tiebreak.Standings;
import org.tabuleiro.tournament.tiebreak.Tiebreak;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;
import org.tabuleiro.tournament.trf.TrfWriter;

/** TRF-2026 record 162: the point system is read into its fields and applied to standings and tiebreaks. */
class PointSystemTest {
  static String resource(String name) {
    return TestData.resource(name);
  }

  private static PointSystem read(String record) throws TrfException {
    return TrfReader.read("012 x\n" + record + "\n").pointSystem();
  }

  @Test
  void aFileWithoutRecord162ScoresOneHalfZero() throws TrfException {
    assertEquals(PointSystem.STANDARD, TrfReader.read("012 x\n").pointSystem());
  }

  @Test
  void theFixedColumnsOfRecord162AreRead() throws TrfException {
    // TRF-2026: the code in column 6, its points in 7-10, the next field 9 columns on; unlisted codes keep their
    // defaults (P as W, X as D, A 0)
    PointSystem p = read("162  W 3.0    D 1.0    L 0.0");
    assertEquals(new PointSystem(6, 2, 0, 0, 6, 2), p);
  }

  @Test
  void fieldsSeparatedByAnyBlanksAreReadToo() throws TrfException {
    PointSystem p = read("162 W 2 D 1 L 0 P 1.5 A 0 X 0.5");
    assertEquals(new PointSystem(4, 2, 0, 0, 3, 1), p);
  }

  @Test
  void eachResultCodeScoresAsTheRecordGroupsIt() throws TrfException {
    PointSystem p = read("162  W 3.0    D 1.0    L 0.5    A 0.0    P 2.0");
    assertEquals(6, p.halfPoints('+'), "a forfeit win scores as W");
    assertEquals(6, p.halfPoints('F'), "a full-point bye scores as W");
    assertEquals(2, p.halfPoints('H'), "a half-point bye scores as D");
    assertEquals(1, p.halfPoints('0'), "a loss over the board scores L");
    assertEquals(0, p.halfPoints('-'), "a forfeit loss scores A");
    assertEquals(0, p.halfPoints('Z'), "a zero-point bye scores A");
    assertEquals(4, p.halfPoints('U'), "the pairing-allocated bye scores P");
  }

  @Test
  void anUnknownCodeIsReportedAtItsColumn() {
    TrfException e = assertThrows(TrfException.class, () -> read("162  W 3.0    Q 1.0"));
    assertEquals(2, e.line());
    assertEquals(15, e.column());
    assertTrue(e.getMessage().contains("'Q'"), e.getMessage());
  }

  @Test
  void pointsThatAreNotWholeOrHalfAreRejected() {
    TrfException e = assertThrows(TrfException.class, () -> read("162  W 0.25"));
    assertEquals(8, e.column());
    TrfException missing = assertThrows(TrfException.class, () -> read("162  W    D 0.5"));
    assertEquals(11, missing.column(), missing.getMessage()); // W is followed by another code, not points
  }

  @Test
  void aCodeGivenTwiceIsRejected() {
    TrfException e = assertThrows(TrfException.class, () -> read("162  W 3.0    W 2.0"));
    assertEquals(15, e.column());
  }

  // three-one-zero.trf, 3 rounds scored 3 / 1 / 0 (P and A by default: 3 and 0):
  //   1 Ana:  beats 4, draws 3, beats 2             3 + 1 + 3 = 7   (1/½/0: 2.5)
  //   2 Bia:  draws 5, beats 4, loses to 1          1 + 3 + 0 = 4
  //   3 Caio: pairing-allocated bye, draws 1, forfeit win over 5   3 + 1 + 3 = 7
  //   4 Davi: loses to 1 and 2, then the bye        0 + 0 + 3 = 3
  //   5 Edu:  draws 2, the bye, forfeits to 3       1 + 3 + 0 = 4
  @Test
  void standingsAddThePointsOfRecord162() throws TrfException {
    String text = resource("scoring/three-one-zero.trf");
    Trf trf = TrfReader.read(text);
    assertEquals(text, TrfWriter.write(trf));
    List<Standing> table = Standings.compute(trf.tournament(null), Tiebreak.parseList("BH,WIN"));
    // BH (C.07 8.1 with 16, 2026), in points of this system:
    //   Ana: played 4 (3), 3 (7), 2 (4)                                              = 14.0
    //   Caio: bye -> virtual opponent with his own 7 capped at a draw a round, 3 x 1 = 3 (not half the maximum,
    //         3 x 3 / 2 = 4.5); Ana 7; the forfeit -> own 7 capped at Edu's score 4   = 14.0
    // so Ana and Caio tie on BH (FIDE's calculator, TieBreakServer 1.9.57: 14.0 and 14.0, Ana and Caio both 1st);
    // WIN counts the bye and the forfeit win as wins, 2 each: rank 1 shared, Ana first by start number.
    assertEquals(List.of(1, 3), order(table).subList(0, 2));
    assertEquals(1, table.get(0).rank());
    assertEquals(1, table.get(1).rank());
    assertEquals("7.0", table.get(1).points().toPlainString());
    assertEquals("14.0", table.get(0).values().get(0).toPlainString());
    assertEquals("14.0", table.get(1).values().get(0).toPlainString());
    assertEquals("2", table.get(1).values().get(1).toPlainString());
    assertEquals(4, order(table).get(4));
    assertEquals("3.0", table.get(4).points().toPlainString());
  }

  @Test
  void aByeOrAnAbsenceCountsItsDummyOpponentAtADrawARound() throws TrfException {
    // C.07 16.4.2 as FIDE's calculator reads it under 3 / 1 / 0: the dummy opponent of a bye or an absence has the
    // player's own score, at most a draw in every round (3 rounds: 3), not half the maximum (4.5). Values from
    // TieBreakServer 1.9.57 on three-one-zero.trf (tiebreakchecker -s -t PTS BH BH/C1 SB SB/C1):
    //   Caio (U in round 1, forfeit win in round 3): BH 14.0, BH-C1 11.0, SB 28.00, SB-C1 19.00
    //   Edu (U in round 2, forfeit loss in round 3): BH 11.0, BH-C1 7.0, SB 13.00, SB-C1 4.00
    List<Standing> table = Standings.compute(TrfReader.read(resource("scoring/three-one-zero.trf")).tournament(null),
        Tiebreak.parseList("BH,BH-C1,SB,SB-C1"));
    assertEquals(List.of("14.0", "11.0", "28.00", "19.00"), values(table, 3));
    assertEquals(List.of("11.0", "7.0", "13.00", "4.00"), values(table, 5));
  }

  private static List<String> values(List<Standing> table, int startNumber) {
    Standing s = table.stream().filter(x -> x.player().startNumber() == startNumber).findFirst().orElseThrow();
    return s.values().stream().map(java.math.BigDecimal::toPlainString).toList();
  }

  private static List<Integer> order(List<Standing> table) {
    return table.stream().map(s -> s.player().startNumber()).toList();
  }

  @Test
  void theSameGamesUnderOneHalfZeroGiveTheOldPoints() throws TrfException {
    String text = resource("scoring/three-one-zero.trf").replace("162  W 3.0    D 1.0    L 0.0\n", "");
    List<Standing> table = Standings.compute(TrfReader.read(text).tournament(null), Tiebreak.parseList("BH"));
    assertEquals("2.5", table.get(0).points().toPlainString());
  }

  @Test
  void winCountsRoundsWorthAWinSoACheapByeIsNotOne() throws TrfException {
    // C.07 7.1: WIN counts the rounds scored, with or without playing, as many points as a win. With the
    // pairing-allocated bye worth 1 of 3 (P 1.0), Caio's round-1 bye is no win; his forfeit win still is.
    String text = resource("scoring/three-one-zero.trf").replace("162  W 3.0    D 1.0    L 0.0", "162  W 3.0    D 1.0    L 0.0    P 1.0");
    List<Standing> table = Standings.compute(TrfReader.read(text).tournament(null), Tiebreak.parseList("WIN"));
    Standing caio = table.stream().filter(s -> s.player().startNumber() == 3).findFirst().orElseThrow();
    assertEquals("5.0", caio.points().toPlainString()); // 1 + 1 + 3
    assertEquals("1", caio.values().get(0).toPlainString());
  }

  @Test
  void threeOneZeroIsWrittenWithTheCodesBothReferencesRead() {
    // bbpPairings refuses a record 162 with A or X (exit 3: "symbol X not supported"); FIDE's calculator reads
    // W D L P A X. With absences worth 0, P as W and X as D (the defaults), W D L is all either needs.
    PointSystem football = new PointSystem(6, 2, 0, 0, 6, 2);
    assertEquals("162  W 3.0    D 1.0    L 0.0", org.tabuleiro.tournament.trf.TrfScoringRecord.format(football));
  }

  @Test
  void aPointSystemWrittenByUsReadsBackTheSame() throws TrfException {
    PointSystem football = new PointSystem(6, 2, 0, 0, 3, 2);
    String line = org.tabuleiro.tournament.trf.TrfScoringRecord.format(football);
    assertEquals("162  W 3.0    D 1.0    L 0.0    P 1.5", line); // codes in columns 6, 15, 24...
    assertEquals(football, read(line));
    PointSystem odd = new PointSystem(6, 2, 1, 1, 6, 0);
    String oddLine = org.tabuleiro.tournament.trf.TrfScoringRecord.format(odd);
    assertEquals("162  W 3.0    D 1.0    L 0.5    A 0.5    X 0.0", oddLine);
    assertEquals(odd, read(oddLine));
    org.tabuleiro.tournament.team.TeamPointSystem school = org.tabuleiro.tournament.team.TeamPointSystem.SCHOOL;
    String team = org.tabuleiro.tournament.trf.TrfScoringRecord.format(school);
    assertEquals(school, TrfReader.read("012 x\n" + team + "\n").teamPointSystem());
  }
}
