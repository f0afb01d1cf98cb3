package org.tabuleiro.tournament.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.trf.TrfReader;

/** C2, C5 and C9: who receives the pairing-allocated bye. */
class DutchByeTest {

  static PairingResult.Paired pair(String trf) throws Exception {
    return assertInstanceOf(PairingResult.Paired.class, DutchEngine.pair(DutchTrfAdapter.read(TrfReader.read(trf))));
  }

  @Test
  void theLowestRankedPlayerGetsTheByeInRoundOne() throws Exception {
    String trf = """
        012 Bye round one
        XXR 5
        XXC white1
        001    1      A                                 2400                             0.0    1
        001    2      B                                 2300                             0.0    2
        001    3      C                                 2200                             0.0    3
        """;
    PairingResult.Paired p = pair(trf);
    assertEquals(3, p.bye());
    assertEquals(1, p.boards().get(0).white());
  }

  @Test
  void theByeGoesToTheLowestScoreEvenFromALowerBracket() throws Exception {
    // bbpPairings' C5 fixture: the zero-point player gets the bye, not a one-point player (C.04.3 2026 C5).
    String trf = """
        012 Dutch 2025 C5 test
        001    1      Test0001 Player0001               2720                             2.0    1     4 w 1     2 b 1
        001    2      Test0002 Player0002               2701                             1.0    3     5 b 1     1 w 0
        001    3      Test0003 Player0003               2697                             2.0    2     6 w 1     4 b 1
        001    4      Test0004 Player0004               2689                             0.0    5     1 b 0     3 w 0  0000 - Z
        001    5      Test0005 Player0005               2673                             1.0    4     2 w 0     6 b 1
        001    6      Test0006 Player0006               2664                             0.0    6     3 b 0     5 w 0
        XXR 3
        """;
    assertEquals(6, pair(trf).bye());
  }

  @Test
  void aPlayerWhoHadTheByeCannotHaveItAgain() throws Exception {
    String trf = """
        012 No second bye
        XXR 5
        XXC white1
        001    1      A                                 2400                             2.0    1     2 w 1
        001    2      B                                 2300                             0.0    3     1 b 0
        001    3      C                                 2200                             1.0    2  0000 - U
        """;
    PairingResult.Paired p = pair(trf);
    assertEquals(2, p.bye());
  }
}
