package org.tabuleiro.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Runs the CLI in-process, capturing what it prints. */
record CliRun(int exitCode, String out, String err) {
  static CliRun of(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      try {
        code = Main.run(args, o, e);
      } catch (UsageException ex) {
        code = 2;
        e.println(ex.getMessage());
      }
    }
    return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  String[] lines() {
    return out.isEmpty() ? new String[0] : out.split("\n");
  }

  String lastLine() {
    String[] l = lines();
    return l[l.length - 1];
  }

  static Path testdata() {
    String property = System.getProperty("tabuleiro.testdata");
    return property != null ? Path.of(property) : Path.of("../../shared/testdata");
  }
}
