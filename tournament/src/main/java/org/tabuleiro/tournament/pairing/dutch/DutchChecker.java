package org.tabuleiro.tournament.pairing.dutch;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tabuleiro.tournament.pairing.Board;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfGame;
import org.tabuleiro.tournament.trf.TrfPlayer;

/**
 * The free pairings checker (C.04.2): re-pairs every round of a played tournament from the history before it and
 * reports the rounds whose actual pairing differs (pairs, colours or the pairing-allocated bye).
 */
public final class DutchChecker {
  private DutchChecker() {}

  /**
   * One checked round.
   *
   * @param round the round number
   * @param played the pairing the tournament has
   * @param engine what the engine pairs from the same history
   */
  public record RoundCheck(int round, PairingResult played, PairingResult engine) {
    public boolean agrees() {
      return played instanceof PairingResult.Paired a && engine instanceof PairingResult.Paired b
          && a.bye() == b.bye() && new HashSet<>(a.boards()).equals(new HashSet<>(b.boards()));
    }
  }

  public static List<RoundCheck> check(Trf trf) {
    return check(trf, Acceleration.forTrf(trf, false));
  }

  /** Every played round re-paired with these virtual points (an acceleration, C.04.5). */
  public static List<RoundCheck> check(Trf trf, Acceleration acceleration) {
    List<RoundCheck> out = new ArrayList<>();
    int rounds = trf.playedRounds();
    for (int r = 1; r <= rounds; r++) {
      int round = r;
      DutchTournament before = DutchTrfAdapter.beforeRound(trf, round, p -> isPaired(p.game(round)), acceleration);
      out.add(new RoundCheck(round, actual(trf, round), DutchEngine.pair(before)));
    }
    return out;
  }

  private static boolean isPaired(TrfGame g) {
    return g.opponent() != 0 || g.result() == 'U';
  }

  /** The pairing the tournament actually had in a round, white first. */
  public static PairingResult.Paired actual(Trf trf, int round) {
    List<Board> boards = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    int bye = 0;
    for (TrfPlayer p : trf.players()) {
      TrfGame g = p.game(round);
      if (g.result() == 'U' && g.opponent() == 0) bye = p.startNumber();
      if (g.opponent() == 0 || seen.contains(p.startNumber())) continue;
      seen.add(p.startNumber());
      seen.add(g.opponent());
      boolean white = g.color() == 'w';
      boards.add(white ? new Board(p.startNumber(), g.opponent()) : new Board(g.opponent(), p.startNumber()));
    }
    return new PairingResult.Paired(boards, bye);
  }
}
