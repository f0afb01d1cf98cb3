package org.tabuleiro.engine.hub;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.tabuleiro.engine.draughts.DraughtsSearchInfo;
import org.tabuleiro.rules.draughts.Variant;

/**
 * The engine's process for {@link HubClient}: the Hub loop on standard input and output, wired as
 * {@code ./tabuleiro engine hub} wires it. Options make every search fail or hang at an iteration, as a bug
 * in the searcher would: {@code --fail-at-depth N} throws there, {@code --hang-at-depth N} never returns.
 */
final class HubChild {
  private HubChild() {}

  public static void main(String[] args) throws IOException {
    Consumer<DraughtsSearchInfo> onIteration = info -> { };
    for (int i = 0; i + 1 < args.length; i += 2) {
      int depth = Integer.parseInt(args[i + 1]);
      onIteration = switch (args[i]) {
        case "--fail-at-depth" -> info -> {
          if (info.depth() >= depth) throw new IllegalStateException("a searcher bug at depth " + info.depth());
        };
        case "--hang-at-depth" -> info -> {
          while (info.depth() >= depth) {
            try {
              Thread.sleep(60_000);
            } catch (InterruptedException e) {
              // a hung searcher hears nothing
            }
          }
        };
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      };
    }
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    HubLoop loop = new HubLoop(Variant.INTERNATIONAL, line -> {
      out.println(line);
      out.flush();
    }, onIteration);
    loop.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    System.exit(0);
  }
}
