package org.tabuleiro.tournament.tiebreak;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.tabuleiro.tournament.TestData;

/**
 * Three shared Swiss tournaments rescored 3 / 1 / 0 (record 162 {@code W 3.0 D 1.0 L 0.0}, the points column
 * recomputed) and their tables by FIDE's calculator, TieBreakServer 1.9.57, in {@code scoring/three-one-zero/}:
 * {@code tiebreakchecker.py -i tNNN.trf -f TRF -o - -d T -s -t PTS BH BH/C1 BH/C2 BH/M1 SB SB/C1 WIN WON BPG BWG PS
 * AOB FB} ({@code .all.tsv}) and {@code -t PTS DE BH/C1 BH SB WIN} ({@code .school.tsv}). They hold half-point
 * and zero-point byes, absences after a withdrawal and forfeits: the dummy opponent of C.07 16.4 with its cap of a
 * draw a round (16.4.2) and the cuts of 16.5 in points of the file's own system.
 */
class ThreeOneZeroVectorsTest {
  private static final List<String> TABLES = List.of("t065", "t125", "t132");

  @TestFactory
  Stream<DynamicTest> everyTableMatchesTheReferenceCalculator() {
    return TABLES.stream().flatMap(n -> Stream.of(n + ".all.tsv", n + ".school.tsv")
        .map(tsv -> DynamicTest.dynamicTest(tsv, () -> TiebreakVectorsTest.check(
            TestData.resource("scoring/three-one-zero/" + n + ".trf"), TestData.resource("scoring/three-one-zero/" + tsv), false))));
  }
}
