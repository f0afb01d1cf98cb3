package org.tabuleiro.tournament.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.pairing.Board;

/** C.04.3 article 5: colour allocation. */
class DutchColorAllocationTest {

  @Test
  void inRoundOneOddPairingNumbersGetTheInitialColour() throws Exception {
    String trf = """
        012 Colours
        XXR 5
        XXC black1
        001    1      A                                 2400                             0.0    1
        001    2      B                                 2300                             0.0    2
        001    3      C                                 2200                             0.0    3
        001    4      D                                 2100                             0.0    4
        """;
    // S1 = {1, 2}, S2 = {3, 4}: 1 (odd) gets black, 2 (even) gets white.
    assertEquals(List.of(new Board(3, 1), new Board(2, 4)), DutchByeTest.pair(trf).boards());
  }

  @Test
  void bothPreferencesAreGrantedWhenTheyDiffer() throws Exception {
    String trf = """
        012 Colours
        XXR 5
        XXC white1
        001    1      A                                 2400                             1.0    1     3 w 1
        001    2      B                                 2300                             1.0    2     4 b 1
        001    3      C                                 2200                             0.0    3     1 b 0
        001    4      D                                 2100                             0.0    4     2 w 0
        """;
    // 1 had White and prefers Black, 2 had Black and prefers White.
    assertEquals(new Board(2, 1), DutchByeTest.pair(trf).boards().get(0));
  }
}
