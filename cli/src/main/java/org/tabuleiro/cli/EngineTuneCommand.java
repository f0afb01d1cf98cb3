package org.tabuleiro.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.tabuleiro.engine.chess.TexelTuner;

/**
 * {@code engine tune --data FILE [--out EvalWeights.java] [--epochs 2000] [--rate 0.5] [--squares]}: Texel tuning of
 * the chess evaluation on the positions of {@code engine tune-data}; the piece-square tables move as a whole (their
 * material value) unless {@code --squares} asks for every square. Prints K and the error before and after; with
 * {@code --out}, writes the tuned weights as Java source (to be copied over the engine's {@code EvalWeights.java}).
 */
final class EngineTuneCommand {
  private EngineTuneCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--data", "--out", "--epochs", "--rate"), Set.of("--squares"));
    if (args.get("--data") == null) throw new UsageException("engine tune needs --data");
    Path data = Path.of(args.get("--data"));
    int epochs = (int) args.number("--epochs", 2000);
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
    tuner.train(epochs, rate, !args.has("--squares"), out);
    double trainAfter = tuner.trainingError(), validAfter = tuner.validationError();
    long seconds = (System.nanoTime() - start) / 1_000_000_000;
    out.printf(Locale.ROOT, "tune: error after: training %.6f, validation %.6f (%d s)%n", trainAfter, validAfter, seconds);
    if (args.get("--out") != null) {
      String provenance = String.format(Locale.ROOT, """
          <p>Tuned by {@code ./tabuleiro engine tune --data %s --epochs %d --rate %s%s} on %d quiet positions of our own
          engine's self-play ({@code engine tune-data}), starting from the hand-set values of bfd33a3: K %.4f, mean
          squared error %.6f to %.6f on the training positions, %.6f to %.6f on the tenth kept aside.""",
          data.getFileName(), epochs, args.get("--rate") == null ? "0.5" : args.get("--rate"), args.has("--squares") ? " --squares" : "", tuner.size(), k, trainBefore, trainAfter,
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
