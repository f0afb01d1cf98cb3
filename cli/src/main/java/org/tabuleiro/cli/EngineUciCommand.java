package org.tabuleiro.cli;

import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.tabuleiro.engine.uci.UciEngine;

/** {@code engine uci}: the chess engine speaking UCI on standard input and output, for GUIs and match tools. */
final class EngineUciCommand {
  private EngineUciCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    if (argv.length != 0) throw new UsageException("engine uci takes no arguments");
    new UciEngine(new InputStreamReader(System.in, StandardCharsets.UTF_8), new OutputStreamWriter(out, StandardCharsets.UTF_8)).run();
    return 0;
  }
}
