package org.tabuleiro.rules.chess;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the shared reference data (../shared/testdata). Surefire passes its location as the system property
 * {@code tabuleiro.testdata}; an IDE run without it falls back to the path relative to the rules module.
 */
public final class TestData {
  private TestData() {}

  public static final String PROPERTY = "tabuleiro.testdata";

  /** The testdata root folder. */
  public static Path root() {
    String configured = System.getProperty(PROPERTY);
    Path root = configured == null || configured.isBlank() ? Path.of("../../shared/testdata") : Path.of(configured);
    if (!Files.isDirectory(root)) {
      throw new IllegalStateException("test data not found at " + root.toAbsolutePath().normalize()
          + " (set -D" + PROPERTY + "=<path to shared/testdata>)");
    }
    return root;
  }

  /** A file of the chess reference data, e.g. {@code chess("perft.epd")}. */
  public static Path chess(String name) {
    return root().resolve("chess").resolve(name);
  }

  /** The lines of a chess data file, in order (line 1 first), without line terminators. */
  public static List<String> chessLines(String name) {
    try {
      return Files.readAllLines(chess(name), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The rows of a TSV file of the chess data, header skipped; each row split on TAB (trailing empties kept). */
  public static List<TsvRow> chessTsv(String name) {
    List<String> lines = chessLines(name);
    List<TsvRow> rows = new ArrayList<>();
    for (int i = 1; i < lines.size(); i++) {
      if (lines.get(i).isEmpty()) continue;
      rows.add(new TsvRow(i + 1, lines.get(i).split("\t", -1)));
    }
    return rows;
  }

  /** One TSV data row with its 1-based line number in the file. */
  public record TsvRow(int lineNumber, String[] columns) {
    public String column(int index) {
      return columns[index];
    }

    @Override
    public String toString() {
      return "line " + lineNumber;
    }
  }

  /** One line of perft.epd: the FEN and the node counts for depths 1..n ({@code counts[d - 1]}). */
  public record PerftLine(int lineNumber, String fen, long[] counts) {
    public int maxDepth() {
      return counts.length;
    }
  }

  /** All lines of perft.epd ({@code <fen> ;D1 n ;D2 n ...}). */
  public static List<PerftLine> perftLines() {
    List<String> lines = chessLines("perft.epd");
    List<PerftLine> result = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) continue;
      String[] parts = line.split(";");
      long[] counts = new long[parts.length - 1];
      for (int p = 1; p < parts.length; p++) {
        String[] depthAndCount = parts[p].strip().split("\\s+");
        if (!depthAndCount[0].equals("D" + p)) {
          throw new IllegalStateException("perft.epd line " + (i + 1) + ": expected D" + p + ", found " + parts[p]);
        }
        counts[p - 1] = Long.parseLong(depthAndCount[1]);
      }
      result.add(new PerftLine(i + 1, parts[0].strip(), counts));
    }
    return result;
  }
}
