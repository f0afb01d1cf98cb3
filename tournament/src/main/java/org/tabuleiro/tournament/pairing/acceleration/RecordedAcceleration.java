package org.tabuleiro.tournament.pairing.acceleration;

import java.util.List;
import org.tabuleiro.tournament.trf.TrfAcceleration;

/**
 * The fictitious points written in a TRF's records 250, as a pairing program or an arbiter chose them. A player
 * covered by several records gets their sum. In an individual event the game points count (columns 10-13).
 */
public record RecordedAcceleration(List<TrfAcceleration> records) implements Acceleration {
  public RecordedAcceleration {
    records = List.copyOf(records);
  }

  @Override
  public int virtualHalfPoints(int startNumber, int round) {
    int sum = 0;
    for (TrfAcceleration a : records) {
      if (a.covers(startNumber, round)) sum += a.gameHalfPoints();
    }
    return sum;
  }
}
