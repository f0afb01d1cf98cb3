package org.tabuleiro.engine.chess.tune;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.tabuleiro.engine.chess.EvalParameters;
import org.tabuleiro.engine.chess.EvalTrace;
import org.tabuleiro.rules.chess.Position;

/**
 * Texel tuning of {@link EvalWeights}: minimises the mean squared error between each position's label (white's
 * score: a game's result 1, 0.5, 0, or a reference engine's expected score between them) and
 * {@code sigmoid(K * eval)}, the evaluation (white's view, centipawns) taken as a prediction of it, with
 * {@code sigmoid(x) = 1 / (1 + 10^(-x / 400))}. K is fitted first on the current weights and then held. The
 * evaluation is linear in the weights ({@link EvalTrace}), so the error's gradient is exact and cheap: full-batch
 * Adam over every mg and eg weight, the non-linear parts (endgame scale, mop-up) held as they are at the current
 * weights. The last tenth of the positions (other games) is kept aside, and the
 * weights returned are those with the lowest error on it.
 *
 * <pre>{@code
 * TexelTuner tuner = new TexelTuner(lines); // "FEN;1", "FEN;0.5", "FEN;0"
 * tuner.fitK();
 * tuner.train(2000, 0.5, System.err);
 * String java = tuner.javaSource("Tuned on ...");
 * }</pre>
 */
public final class TexelTuner {
  private static final int CHUNK = 4096;

  private final int size, trainSize;
  private final byte[] phase;
  private final float[] egFactor, egBonus, tempo, result;
  private final int[] start, index, coefficient;
  private double[][] weights = EvalParameters.current();
  private double k = 1;
  private double l2;

  /** Lines {@code FEN;result}, a game's positions together; the last tenth is kept aside for validation. */
  public TexelTuner(List<String> lines) {
    size = lines.size();
    phase = new byte[size];
    egFactor = new float[size];
    egBonus = new float[size];
    tempo = new float[size];
    result = new float[size];
    start = new int[size + 1];
    EvalTrace.Features[] traced = new EvalTrace.Features[size];
    // The last tenth is kept aside: the lines of a game are together, so these are mostly other games.
    trainSize = size - size / 10;
    EvalTrace trace = new EvalTrace();
    int total = 0;
    for (int n = 0; n < size; n++) {
      String line = lines.get(n);
      int semi = line.lastIndexOf(';');
      if (semi < 0) throw new IllegalArgumentException("not FEN;result: " + line);
      result[n] = Float.parseFloat(line.substring(semi + 1).trim());
      EvalTrace.Features f = trace.trace(Position.fromFen(line.substring(0, semi).trim()).toBoard());
      traced[n] = f;
      phase[n] = (byte) f.phase();
      egFactor[n] = (float) f.egFactor();
      egBonus[n] = (float) f.egBonus();
      tempo[n] = f.tempo();
      start[n] = total;
      total += f.index().length;
    }
    start[size] = total;
    index = new int[total];
    coefficient = new int[total];
    for (int n = 0; n < size; n++) {
      System.arraycopy(traced[n].index(), 0, index, start[n], traced[n].index().length);
      System.arraycopy(traced[n].coefficient(), 0, coefficient, start[n], traced[n].coefficient().length);
    }
  }

  public int size() {
    return size;
  }

  public double k() {
    return k;
  }

  /** White's evaluation of position {@code n} under weights {@code w}. */
  private double evaluate(int n, double[][] w) {
    double mg = 0, eg = 0;
    for (int i = start[n]; i < start[n + 1]; i++) {
      mg += coefficient[i] * w[0][index[i]];
      eg += coefficient[i] * w[1][index[i]];
    }
    int p = phase[n];
    return (mg * p + (eg * egFactor[n] + egBonus[n]) * (24 - p)) / 24 + tempo[n];
  }

  private static double sigmoid(double k, double eval) {
    return 1 / (1 + Math.pow(10, -k * eval / 400));
  }

  private double error(double k, double[][] w, int from, int to) {
    return IntStream.range(0, (to - from + CHUNK - 1) / CHUNK).parallel().mapToDouble(c -> {
      double sum = 0;
      for (int n = from + c * CHUNK; n < Math.min(to, from + (c + 1) * CHUNK); n++) {
        double d = result[n] - sigmoid(k, evaluate(n, w));
        sum += d * d;
      }
      return sum;
    }).sum() / Math.max(1, to - from);
  }

  /**
   * Pulls every weight towards its value before training by {@code lambda} times its distance (an L2 penalty
   * {@code lambda / 2 * (w - w0)^2} on the error). Adam moves a weight seen in a hundred positions as far as one
   * seen in every position; the penalty keeps the rarely seen ones (a queen reaching 25 squares, a king attacked
   * by 40 units) near their start unless the data insists. 0 (the default) is no penalty.
   */
  public void setRegularisation(double lambda) {
    l2 = lambda;
  }

  /** The mean squared error on the training positions, at the current K and weights. */
  public double trainingError() {
    return error(k, weights, 0, trainSize);
  }

  /** The mean squared error on the positions kept aside. */
  public double validationError() {
    return error(k, weights, trainSize, size);
  }

  /** Fits K on the current weights (golden-section search on the training positions); returns it. */
  public double fitK() {
    double lo = 0.05, hi = 5;
    double g = (Math.sqrt(5) - 1) / 2;
    double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
    double fa = error(a, weights, 0, trainSize), fb = error(b, weights, 0, trainSize);
    while (hi - lo > 1e-4) {
      if (fa < fb) {
        hi = b;
        b = a;
        fb = fa;
        a = hi - g * (hi - lo);
        fa = error(a, weights, 0, trainSize);
      } else {
        lo = a;
        a = b;
        fa = fb;
        b = lo + g * (hi - lo);
        fb = error(b, weights, 0, trainSize);
      }
    }
    k = (lo + hi) / 2;
    return k;
  }

  /** The error's gradient on the training positions, [0] mg and [1] eg. */
  private double[][] gradient(double[][] w) {
    int count = EvalParameters.COUNT;
    double kk = k * Math.log(10) / 400;
    return IntStream.range(0, (trainSize + CHUNK - 1) / CHUNK).parallel().mapToObj(c -> {
      double[][] g = new double[2][count];
      for (int n = c * CHUNK; n < Math.min(trainSize, (c + 1) * CHUNK); n++) {
        double s = sigmoid(k, evaluate(n, w));
        double common = -2 * (result[n] - s) * s * (1 - s) * kk / trainSize;
        int p = phase[n];
        double mgPart = common * p / 24, egPart = common * egFactor[n] * (24 - p) / 24;
        for (int i = start[n]; i < start[n + 1]; i++) {
          g[0][index[i]] += mgPart * coefficient[i];
          g[1][index[i]] += egPart * coefficient[i];
        }
      }
      return g;
    }).reduce((x, y) -> {
      for (int h = 0; h < 2; h++) for (int i = 0; i < count; i++) x[h][i] += y[h][i];
      return x;
    }).orElse(new double[2][count]);
  }

  /**
   * Adam for {@code epochs} full passes at step {@code rate} (centipawns); keeps the weights with the lowest
   * validation error (checked every 25 epochs). Progress lines go to {@code log}.
   */
  public void train(int epochs, double rate, PrintStream log) {
    train(epochs, rate, Tables.SQUARES, log);
  }

  /** What of the piece-square tables moves: nothing, each table as a whole (its material value), or every square. */
  public enum Tables { FIXED, MATERIAL, SQUARES }

  /**
   * As {@link #train(int, double, PrintStream)}, with the piece-square tables held ({@code FIXED}), moved as a
   * whole ({@code MATERIAL}: 12 weights instead of 768, for data from few games) or square by square.
   */
  public void train(int epochs, double rate, Tables tables, PrintStream log) {
    train(epochs, rate, tables, java.util.Set.of(), log);
  }

  /** As {@link #train(int, double, Tables, PrintStream)}, holding the named groups of {@link EvalParameters} as they are. */
  public void train(int epochs, double rate, Tables tables, java.util.Set<String> hold, PrintStream log) {
    boolean[] held = new boolean[EvalParameters.COUNT];
    int at = 0;
    for (EvalParameters.Group group : EvalParameters.GROUPS) {
      if (hold.contains(group.name())) java.util.Arrays.fill(held, at, at + group.length(), true);
      at += group.length();
    }
    for (String name : hold) {
      if (EvalParameters.GROUPS.stream().noneMatch(g -> g.name().equals(name))) throw new IllegalArgumentException("no weight " + name);
    }
    int count = EvalParameters.COUNT;
    double[][] w = copy(weights), m = new double[2][count], v = new double[2][count];
    double[][] initial = copy(weights);
    double[][] best = copy(w);
    double bestValidation = error(k, w, trainSize, size);
    double beta1 = 0.9, beta2 = 0.999;
    for (int epoch = 1; epoch <= epochs; epoch++) {
      double[][] g = gradient(w);
      if (tables != Tables.SQUARES) tieRows(g, tables == Tables.FIXED);
      if (l2 > 0) for (int h = 0; h < 2; h++) for (int i = 0; i < count; i++) g[h][i] += l2 * (w[h][i] - initial[h][i]);
      for (int i = 0; i < count; i++) if (held[i]) g[0][i] = g[1][i] = 0;
      for (int h = 0; h < 2; h++) {
        for (int i = 0; i < count; i++) {
          m[h][i] = beta1 * m[h][i] + (1 - beta1) * g[h][i];
          v[h][i] = beta2 * v[h][i] + (1 - beta2) * g[h][i] * g[h][i];
          double mHat = m[h][i] / (1 - Math.pow(beta1, epoch)), vHat = v[h][i] / (1 - Math.pow(beta2, epoch));
          w[h][i] -= rate * mHat / (Math.sqrt(vHat) + 1e-12);
        }
      }
      if (epoch % 25 == 0 || epoch == epochs) {
        double validation = error(k, w, trainSize, size);
        if (validation < bestValidation) {
          bestValidation = validation;
          best = copy(w);
        }
        if (log != null && (epoch % 100 == 0 || epoch == epochs)) {
          log.printf(Locale.ROOT, "epoch %d: training %.6f, validation %.6f%n", epoch, error(k, w, 0, trainSize), validation);
        }
      }
    }
    weights = best;
  }

  /** Each piece-square row's gradient becomes the sum over its squares (the row moves by one amount), or 0. */
  private static void tieRows(double[][] g, boolean hold) {
    for (double[] half : g) {
      for (int role = 0; role < 6; role++) {
        int from = EvalParameters.PIECE_SQUARE + 64 * role;
        double sum = 0;
        for (int sq = 0; sq < 64; sq++) sum += half[from + sq];
        java.util.Arrays.fill(half, from, from + 64, hold ? 0 : sum);
      }
    }
  }

  private static double[][] copy(double[][] w) {
    return new double[][] {w[0].clone(), w[1].clone()};
  }

  /** The tuned weights as {@code EvalWeights.java}. */
  public String javaSource(String provenance) {
    return EvalParameters.javaSource(weights, provenance);
  }

  /** The weights' mg ([0]) and eg ([1]) values, in {@link EvalParameters} order (for tests). */
  double[][] weights() {
    return copy(weights);
  }
}
