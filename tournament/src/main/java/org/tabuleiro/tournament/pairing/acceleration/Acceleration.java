package org.tabuleiro.tournament.pairing.acceleration;

import org.tabuleiro.tournament.trf.Trf;

/**
 * Virtual points added to some players' scores for pairing only (C.04.5, FIDE-approved accelerated systems): the
 * pairing score is the standings score plus these points, and standings never see them.
 *
 * <p>{@link #forTrf} picks the one a TRF asks for: its records 250 if it has any (TRF-2026: they replace the
 * acceleration named in record 192), else the Baku method when record 192 ends in {@code _BAKU} or the caller
 * asks for it, else none.
 */
public sealed interface Acceleration permits Acceleration.None, BakuAcceleration, RecordedAcceleration {
  /** The virtual points of player {@code startNumber} when round {@code round} is paired, in half points. */
  int virtualHalfPoints(int startNumber, int round);

  /** No acceleration. */
  record None() implements Acceleration {
    @Override
    public int virtualHalfPoints(int startNumber, int round) {
      return 0;
    }
  }

  /** No acceleration. */
  Acceleration NONE = new None();

  /**
   * The acceleration of this file.
   *
   * @param baku the caller asks for the Baku method (the CLI's {@code --baku}) even if record 192 does not
   * @throws IllegalArgumentException when the Baku method cannot apply (see {@link BakuAcceleration#of})
   */
  static Acceleration forTrf(Trf trf, boolean baku) {
    if (!trf.accelerations().isEmpty()) return new RecordedAcceleration(trf.accelerations());
    if (baku || trf.isBakuAccelerated()) return BakuAcceleration.of(trf);
    return NONE;
  }
}
