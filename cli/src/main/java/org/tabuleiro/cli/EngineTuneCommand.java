package org.tabuleiro.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.tabuleiro.engine.chess.tune.TexelTuner;

/**
 * {@code engine tune --data FILE [--out EvalWeights.java] [--epochs 2000] [--rate 0.5] [--tables fixed|material|squares]
 * [--hold NAME,...] [--l2 LAMBDA]}:
 * Texel tuning of the chess evaluation on the positions of {@code engine tune-data}; the piece-square tables are held
 * (the default), move as a whole (their material value) or square by square; {@code --hold} keeps the named
 * weights of {@code EvalWeights} as they are; {@code --l2} pulls each weight towards its start (see
 * {@link TexelTuner#setRegularisation}). Prints K and the error before and after; with
 * {@code --out}, writes the tuned weights as Java source (to be copied over the engine's {@code EvalWeights.java}).
 */
final class EngineTuneCommand {
  private EngineTuneCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--data", "--out", "--epochs", "--rate", "--tables", "--hold", "--l2"), Set.of());
    if (args.get("--data") == null) throw new UsageException("engine tune needs --data");
    Path data = Path.of(args.get("--data"));
    int epochs = (int) args.number("--epochs", 2000);
    String tablesName = args.get("--tables") == null ? "fixed" : args.get("--tables");
    TexelTuner.Tables tables = switch (tablesName) {
      case "fixed" -> TexelTuner.Tables.FIXED;
      case "material" -> TexelTuner.Tables.MATERIAL;
      case "squares" -> TexelTuner.Tables.SQUARES;
      default -> throw new UsageException("--tables must be fixed, material or squares, not " + tablesName);
    };
    double rate = Double.parseDouble(args.get("--rate") == null ? "0.5" : args.get("--rate"));
    List<String> lines;
    try {
      lines = Files.readAllLines(data, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList();
    } catch (IOException e) {
      err.println("tabuleiro: cannot read " + data + ": " + e.getMessage());
      return 3;
    }
    long start = System.nanoTime();
    TexelTuner tuner = new TexelTuner(lines);
    double k = tuner.fitK();
    double trainBefore = tuner.trainingError(), validBefore = tuner.validationError();
    out.printf(Locale.ROOT, "tune: %d positions, K %.4f; error before: training %.6f, validation %.6f%n", tuner.size(), k,
        trainBefore, validBefore);
    Set<String> hold = args.get("--hold") == null ? Set.of() : Set.of(args.get("--hold").split(","));
    if (args.get("--l2") != null) tuner.setRegularisation(Double.parseDouble(args.get("--l2")));
    tuner.train(epochs, rate, tables, hold, out);
    double trainAfter = tuner.trainingError(), validAfter = tuner.validationError();
    long seconds = (System.nanoTime() - start) / 1_000_000_000;
    out.printf(Locale.ROOT, "tune: error after: training %.6f, validation %.6f (%d s)%n", trainAfter, validAfter, seconds);
    if (args.get("--out") != null) {
      // Results other than 1, 0.5 and 0 are a reference engine's expected scores (engine tune-label).
      boolean scored = lines.stream().map(l -> l.substring(l.lastIndexOf(';') + 1).trim())
          .anyMatch(r -> !r.equals("1") && !r.equals("0") && !r.equals("0.5"));
      String provenance = String.format(Locale.ROOT, """
          <p>Tuned by {@code ./tabuleiro engine tune --data %s --epochs %d --rate %s%s} on %d quiet positions of our own
          engine's self-play ({@code engine tune-data}), %s: K %.4f, mean squared error %.6f to %.6f on the training
          positions, %.6f to %.6f on the tenth kept aside.""",
          data.getFileName(), epochs, args.get("--rate") == null ? "0.5" : args.get("--rate"), " --tables " + tablesName + (args.get("--hold") == null ? "" : " --hold " + args.get("--hold"))
          + (args.get("--l2") == null ? "" : " --l2 " + args.get("--l2")), tuner.size(),
          scored ? "each scored by a reference engine ({@code engine tune-label})" : "each with its game's result", k, trainBefore, trainAfter,
          validBefore, validAfter);
      try {
        Files.writeString(Path.of(args.get("--out")), tuner.javaSource(provenance.strip()), StandardCharsets.UTF_8);
      } catch (IOException e) {
        err.println("tabuleiro: cannot write " + args.get("--out") + ": " + e.getMessage());
        return 3;
      }
    }
    return 0;
  }
}
