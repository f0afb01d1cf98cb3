package org.tabuleiro.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;

/** One wording and one exit code (5) for a file that cannot be read, in every command. */
final class FileProblem {
  private FileProblem() {}

  static final int EXIT_CODE = 5;

  /** Says what went wrong with {@code file} on {@code err}; returns the exit code for a file error. */
  static int report(Object file, IOException e, PrintStream err) {
    err.println("tabuleiro: " + message(file, e));
    return EXIT_CODE;
  }

  /** The same for a failure surfacing from a streaming reader. */
  static int report(Object file, UncheckedIOException e, PrintStream err) {
    return report(file, e.getCause(), err);
  }

  static String message(Object file, IOException e) {
    return e instanceof NoSuchFileException ? "no such file: " + file : "cannot read " + file + ": " + e.getMessage();
  }
}
