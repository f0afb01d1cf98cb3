package org.tabuleiro.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.tabuleiro.engine.hub.HubLoop;
import org.tabuleiro.rules.draughts.Variant;

/**
 * {@code engine hub [--variant international|brazilian]}: the draughts engine on standard input and output,
 * speaking the Hub protocol (version 2, as Scan does), for draughts GUIs and match tools.
 */
final class EngineHubCommand {
  private EngineHubCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    return run(argv, System.in, out, err);
  }

  static int run(String[] argv, InputStream in, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--variant"), Set.of());
    Variant variant = args.get("--variant") == null ? Variant.INTERNATIONAL : DraughtsCommand.variant(args.get("--variant"));
    HubLoop loop = new HubLoop(variant, line -> {
      out.println(line);
      out.flush();
    });
    try {
      loop.run(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
      return 0;
    } catch (IOException e) {
      err.println("tabuleiro: engine hub: cannot read the input: " + e.getMessage());
      return 5;
    }
  }
}
