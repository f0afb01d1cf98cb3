package org.tabuleiro.play;

/**
 * Network lag compensation, lichess's published scheme (scalachess {@code LagTracker}): each move may be credited
 * with the lag measured for it, but only from a quota that refills by {@code gainMillis} per move.
 *
 * <p>For a control with estimated duration E seconds ({@link TimeControl#estimatedSeconds()}) the gain is
 * {@code min(100, E * 2 / 5 + 15)} centiseconds (integer arithmetic, as lichess); the quota starts at 3 x gain
 * and never exceeds 7 x gain. A move with measured lag L is credited {@code min(L, quota)}, and the quota becomes
 * {@code min(quota - credit + gain, 7 x gain)}. (Lichess also lowers the gain to the client's frame lag; we do not.)
 *
 * @param quotaMillis what the next move may be credited at most
 * @param gainMillis what each move adds back to the quota
 */
public record LagQuota(long quotaMillis, long gainMillis) {
  private static final long MAX_GAIN_CENTIS = 100;

  public LagQuota {
    if (gainMillis < 0 || quotaMillis < 0 || quotaMillis > 7 * gainMillis) {
      throw new IllegalArgumentException("lag quota must be within 0..7 x gain: " + quotaMillis + " / " + gainMillis);
    }
  }

  /** A fresh quota for a game with this control: 3 x gain. */
  public static LagQuota forControl(TimeControl control) {
    long estimate = Math.min(control.estimatedSeconds(), 1000); // past 213 s the gain is capped: avoid overflow
    long gainCentis = Math.min(MAX_GAIN_CENTIS, estimate * 2 / 5 + 15); // scalachess maxQuotaGainFor
    long gain = gainCentis * 10;
    return new LagQuota(3 * gain, gain);
  }

  /** The ceiling of the quota: 7 x gain. */
  public long maxMillis() {
    return 7 * gainMillis;
  }

  /** Credits a move whose lag was measured as {@code measuredLagMillis} (a negative measure counts as 0). */
  public Compensated compensate(long measuredLagMillis) {
    long credit = Math.min(Math.max(0, measuredLagMillis), quotaMillis);
    long next = Math.min(quotaMillis - credit + gainMillis, maxMillis());
    return new Compensated(credit, new LagQuota(next, gainMillis));
  }

  /** What one move was credited, and the quota for the next. */
  public record Compensated(long compensationMillis, LagQuota next) {}
}
