package org.tabuleiro.tournament.matching;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * A wide signed integer for edge weights: criteria are packed as bit fields, most important highest, so a single
 * sum compares them lexicographically. Weights of big tournaments need hundreds of bits, more than a {@code long}.
 *
 * <p>Stored as {@code limbs} digits in base 2<sup>62</sup>, least significant first; every digit but the top one
 * is in [0, 2<sup>62</sup>), the top one carries the sign. Mutable on purpose: weights are built and adjusted in
 * the pairing hot path. {@link #copy()} before sharing.
 */
public final class Weight implements Comparable<Weight> {
  static final int BITS = 62;
  static final long MASK = (1L << BITS) - 1;

  final long[] digits;

  private Weight(long[] digits) {
    this.digits = digits;
  }

  /** Zero, able to hold about {@code 62 * limbs} bits. */
  public static Weight zero(int limbs) {
    return new Weight(new long[limbs]);
  }

  /** The number of limbs needed for values below 2<sup>bits</sup> plus headroom for sums and doubling. */
  public static int limbsFor(int bits) {
    return (bits + 16) / BITS + 1;
  }

  public int limbs() {
    return digits.length;
  }

  public Weight copy() {
    return new Weight(digits.clone());
  }

  public boolean isZero() {
    for (long d : digits) {
      if (d != 0) return false;
    }
    return true;
  }

  public boolean isPositive() {
    return compareTo(zero(digits.length)) > 0;
  }

  /** Adds {@code value << bit} (value may be negative). */
  public Weight addShifted(long value, int bit) {
    if (value == 0) return this;
    int limb = bit / BITS;
    int shift = bit % BITS;
    if (limb + 1 >= digits.length) {
      digits[limb] += value << shift;
    } else {
      // value * 2^shift = high * 2^62 + low, with low in [0, 2^62); arithmetic shift floors negatives.
      digits[limb] += (value << shift) & MASK;
      digits[limb + 1] += value >> (BITS - shift);
    }
    normalize(digits, 0, digits.length);
    return this;
  }

  /** Adds a small value to the lowest bits. */
  public Weight add(long value) {
    digits[0] += value;
    normalize(digits, 0, digits.length);
    return this;
  }

  public Weight add(Weight other) {
    for (int i = 0; i < digits.length; i++) digits[i] += other.digits[i];
    normalize(digits, 0, digits.length);
    return this;
  }

  /** Sets every weight digit to zero. */
  public Weight clear() {
    Arrays.fill(digits, 0);
    return this;
  }

  /** 2<sup>bits</sup> - 1. */
  public static Weight allOnes(int limbs, int bits) {
    Weight w = zero(limbs);
    w.addShifted(1, bits);
    w.add(-1);
    return w;
  }

  @Override
  public int compareTo(Weight o) {
    return compare(digits, 0, o.digits, 0, digits.length);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Weight w && Arrays.equals(digits, w.digits);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(digits);
  }

  public BigInteger toBigInteger() {
    BigInteger r = BigInteger.ZERO;
    for (int i = digits.length - 1; i >= 0; i--) r = r.shiftLeft(BITS).add(BigInteger.valueOf(digits[i]));
    return r;
  }

  @Override
  public String toString() {
    return toBigInteger().toString();
  }

  // --- digit-array arithmetic shared with the matcher (a[off .. off+k)) ---

  static void normalize(long[] a, int off, int k) {
    for (int i = 0; i < k - 1; i++) {
      long c = a[off + i] >> BITS;
      a[off + i] &= MASK;
      a[off + i + 1] += c;
    }
  }

  /** dst[do..do+k) = 4 * src[so..so+k): digits below the top one are in [0, 2^62), so the carry is src >>> 60. */
  static void times4(long[] src, int so, long[] dst, int dOff, int k) {
    long carry = 0;
    for (int i = 0; i < k - 1; i++) {
      long d = src[so + i];
      dst[dOff + i] = ((d << 2) & MASK) + carry;
      carry = d >>> (BITS - 2);
    }
    dst[dOff + k - 1] = (src[so + k - 1] << 2) + carry;
    normalize(dst, dOff, k);
  }

  /** dst[0..k) = src[so..so+k) / 4, for a multiple of 4. */
  static void quarter(long[] src, int so, long[] dst, int k) {
    for (int i = 0; i < k - 1; i++) dst[i] = (src[so + i] >>> 2) | ((src[so + i + 1] & 3L) << (BITS - 2));
    dst[k - 1] = src[so + k - 1] >> 2;
  }

  static int compare(long[] a, int ao, long[] b, int bo, int k) {
    for (int i = k - 1; i >= 0; i--) {
      int c = Long.compare(a[ao + i], b[bo + i]);
      if (c != 0) return c;
    }
    return 0;
  }

  /**
   * The sign of a - b - c for normalized a, b (non-negative) and c, top limb first: the lower limbs add less than
   * 2 units of the limb above, so most comparisons are decided after one or two limbs and the rest is not read.
   */
  static int signOfDifference(long[] a, int ao, long[] b, int bo, long[] c, int co, int k) {
    long acc = a[ao + k - 1] - b[bo + k - 1] - c[co + k - 1];
    for (int i = k - 2; i >= 0; i--) {
      if (acc >= 2) return 1;
      if (acc <= -1) return -1;
      acc = (acc << BITS) + a[ao + i] - b[bo + i] - c[co + i];
    }
    return Long.signum(acc);
  }

  /** {@link #signOfDifference} with b's top limb read from {@code bTop} (a copy kept apart for locality). */
  static int signOfDifference(long[] a, int ao, long bTop, long[] b, int bo, long[] c, int co, int k) {
    long acc = a[ao + k - 1] - bTop - c[co + k - 1];
    for (int i = k - 2; i >= 0; i--) {
      if (acc >= 2) return 1;
      if (acc <= -1) return -1;
      acc = (acc << BITS) + a[ao + i] - b[bo + i] - c[co + i];
    }
    return Long.signum(acc);
  }

  static int signum(long[] a, int off, int k) {
    long top = a[off + k - 1];
    if (top != 0) return Long.signum(top);
    for (int i = k - 2; i >= 0; i--) {
      if (a[off + i] != 0) return 1;
    }
    return 0;
  }
}
