package org.tabuleiro.tournament.pairing.acceleration;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfGame;
import org.tabuleiro.tournament.trf.TrfPlayer;

/**
 * The Baku Acceleration Method (C.04.5.1).
 *
 * <ul>
 *   <li>Groups: before round 1 the players to be paired, in pairing order, are split into GA, the first half
 *       rounded up to an even number ({@code 2 × ceil(N / 4)}: 161 players give 82), and GB, the rest.
 *   <li>Late entries: the last GA player stays the same, so GA is every player whose pairing number is not
 *       after theirs (a late entry numbered among GA joins GA; GA may become odd).
 *   <li>Virtual points: the accelerated rounds are the first half of the tournament, rounded up. GA players get 1
 *       virtual point in the first half of them (rounded up) and ½ in the rest; GB players and every later round
 *       get none. Nine rounds: 1 point in rounds 1-3, ½ in rounds 4-5.
 * </ul>
 *
 * @param lastGroupA the pairing (start) number of the last GA player
 * @param plannedRounds the rounds of the tournament
 */
public record BakuAcceleration(int lastGroupA, int plannedRounds) implements Acceleration {
  public BakuAcceleration {
    if (plannedRounds < 1) throw new IllegalArgumentException("the Baku method needs the number of rounds");
  }

  /** Size of GA for {@code players} players to be paired in round 1: half of them, rounded up to an even number. */
  public static int groupASize(int players) {
    return 2 * ((players + 3) / 4);
  }

  /** Accelerated rounds: the first half of the tournament, rounded up. */
  public int acceleratedRounds() {
    return (plannedRounds + 1) / 2;
  }

  /** Rounds with a full virtual point: the first half of the accelerated ones, rounded up. */
  public int fullPointRounds() {
    return (acceleratedRounds() + 1) / 2;
  }

  @Override
  public int virtualHalfPoints(int startNumber, int round) {
    if (startNumber > lastGroupA || round < 1 || round > acceleratedRounds()) return 0;
    return round <= fullPointRounds() ? 2 : 1;
  }

  /**
   * The method for a TRF: the players to be paired in round 1 are those paired in it (an opponent or the
   * pairing-allocated bye) once it is played, else those without an announced bye or absence for it.
   *
   * @throws IllegalArgumentException when the file gives no number of rounds ({@code XXR} or 142) or the scoring
   *     is not 1 / ½ / 0, which the method requires (C.04.5.1, premise)
   */
  public static BakuAcceleration of(Trf trf) {
    if (trf.plannedRounds() < 1) throw new IllegalArgumentException("the Baku acceleration needs the number of rounds (XXR or record 142)");
    if (!trf.pointSystem().isStandard()) {
      throw new IllegalArgumentException("the Baku acceleration applies only to the standard scoring 1 / ½ / 0 (C.04.5.1), not to record 162's");
    }
    boolean roundOnePaired = trf.playedRounds() >= 1;
    List<Integer> groupList = new ArrayList<>();
    for (TrfPlayer p : trf.players()) {
      TrfGame first = p.game(1);
      boolean takesPart = roundOnePaired
          ? first.opponent() != 0 || first.result() == 'U'
          : p.games().isEmpty() || first.opponent() == 0 && first.result() == ' ';
      if (takesPart) groupList.add(p.startNumber());
    }
    groupList.sort(null);
    int size = groupASize(groupList.size());
    int last = groupList.isEmpty() ? 0 : groupList.get(Math.min(size, groupList.size()) - 1);
    return new BakuAcceleration(last, trf.plannedRounds());
  }
}
