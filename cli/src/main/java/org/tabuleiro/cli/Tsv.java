package org.tabuleiro.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/** Reads a tab-separated file with a header line, handing each row to a consumer as column -> value. */
final class Tsv {
  private Tsv() {}

  /** Thrown for a file that cannot be read (exit code 5) or a missing column (exit code 3). */
  static final class TsvException extends RuntimeException {
    final int exitCode;

    TsvException(String message, int exitCode) {
      super(message);
      this.exitCode = exitCode;
    }
  }

  static void forEachRow(Path file, String[] required, Consumer<Map<String, String>> consumer) {
    try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String header = reader.readLine();
      if (header == null) throw new TsvException(file + ": empty file, expected a header line", 3);
      if (!header.isEmpty() && header.charAt(0) == '\uFEFF') header = header.substring(1);
      String[] names = header.split("\t", -1);
      for (String r : required) {
        if (!java.util.Arrays.asList(names).contains(r)) {
          throw new TsvException(file + ": line 1: no column '" + r + "' in the header", 3);
        }
      }
      String line;
      while ((line = reader.readLine()) != null) {
        if (line.isEmpty()) continue;
        String[] cells = line.split("\t", -1);
        Map<String, String> row = new HashMap<>();
        for (int i = 0; i < names.length; i++) row.put(names[i], i < cells.length ? cells[i] : "");
        consumer.accept(row);
      }
    } catch (IOException e) {
      throw new TsvException(FileProblem.message(file, e), FileProblem.EXIT_CODE);
    }
  }
}
