package org.tabuleiro.rules.vectors;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The reference vectors of ../shared/testdata, made with trusted tools (see its README). */
final class SharedVectors {
  private SharedVectors() {}

  static Path root() {
    String property = System.getProperty("tabuleiro.testdata");
    Path path = property != null ? Path.of(property) : Path.of("../../shared/testdata");
    if (!Files.isDirectory(path)) throw new IllegalStateException("shared test data not found at " + path.toAbsolutePath());
    return path;
  }

  static Path chess(String name) {
    return root().resolve("chess").resolve(name);
  }

  /** A TSV file as rows of column -> value; each row also has "_line", its 1-based line number. */
  static List<Map<String, String>> tsv(Path file) {
    try {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      String[] header = lines.get(0).split("\t", -1);
      List<Map<String, String>> rows = new ArrayList<>();
      for (int i = 1; i < lines.size(); i++) {
        if (lines.get(i).isEmpty()) continue;
        String[] cells = lines.get(i).split("\t", -1);
        Map<String, String> row = new HashMap<>();
        for (int c = 0; c < header.length; c++) row.put(header[c], c < cells.length ? cells[c] : "");
        row.put("_line", String.valueOf(i + 1));
        rows.add(row);
      }
      return rows;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
