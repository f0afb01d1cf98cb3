package org.tabuleiro.tournament.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

class WeightTest {

  @Test
  void scalingByFourAndBackIsExact() {
    Random random = new Random(3);
    for (int round = 0; round < 2000; round++) {
      int limbs = 1 + random.nextInt(5);
      Weight w = randomWeight(random, limbs, 62 * limbs - 8);
      long[] scaled = new long[limbs];
      Weight.times4(w.digits, 0, scaled, 0, limbs);
      assertEquals(w.toBigInteger().shiftLeft(2), value(scaled, 0, limbs));
      Weight back = Weight.zero(limbs);
      Weight.quarter(scaled, 0, back.digits, limbs);
      assertEquals(w, back);
    }
  }

  @Test
  void theSignOfADifferenceIsReadFromTheTopLimbs() {
    Random random = new Random(4);
    for (int round = 0; round < 20000; round++) {
      int limbs = 1 + random.nextInt(5);
      int bits = 62 * limbs - 8;
      Weight a = randomWeight(random, limbs, bits);
      // Values close to each other too: the sign is then decided in the low limbs.
      Weight b = random.nextBoolean() ? randomWeight(random, limbs, bits) : a.copy().add(random.nextInt(5) - 2);
      if (!b.isPositive()) b = Weight.zero(limbs);
      // c near a - b (possibly negative) or anywhere.
      Weight c = random.nextInt(3) == 0
          ? randomWeight(random, limbs, bits)
          : Weight.zero(limbs).add(a).add(negate(b)).add(random.nextInt(3) - 1);
      int expected = a.toBigInteger().subtract(b.toBigInteger()).subtract(c.toBigInteger()).signum();
      String where = a + " - " + b + " - " + c;
      assertEquals(expected, Weight.signOfDifference(a.digits, 0, b.digits, 0, c.digits, 0, limbs), where);
      long bTop = b.digits[limbs - 1];
      assertEquals(expected, Weight.signOfDifference(a.digits, 0, bTop, b.digits, 0, c.digits, 0, limbs), where);
    }
  }

  private static Weight negate(Weight w) {
    Weight r = Weight.zero(w.limbs());
    for (int i = 0; i < w.limbs(); i++) r.digits[i] = -w.digits[i];
    Weight.normalize(r.digits, 0, w.limbs());
    return r;
  }

  private static Weight randomWeight(Random random, int limbs, int bits) {
    Weight w = Weight.zero(limbs);
    for (int f = 0; f < 4; f++) w.addShifted(random.nextInt(8), random.nextInt(bits - 3));
    return w;
  }

  private static BigInteger value(long[] digits, int off, int limbs) {
    BigInteger r = BigInteger.ZERO;
    for (int i = limbs - 1; i >= 0; i--) r = r.shiftLeft(Weight.BITS).add(BigInteger.valueOf(digits[off + i]));
    return r;
  }
}
