package org.tabuleiro.rules.draughts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The draughts reference vectors of ../shared/testdata/draughts (see its README), for the tests. */
public final class DraughtsTestData {
  private DraughtsTestData() {}

  public static Path root() {
    String property = System.getProperty("tabuleiro.testdata");
    Path path = (property != null ? Path.of(property) : Path.of("../../shared/testdata")).resolve("draughts");
    if (!Files.isDirectory(path)) throw new IllegalStateException("draughts test data not found at " + path.toAbsolutePath());
    return path;
  }

  /** A row of a tab-separated file: its 1-based line number and cells. */
  public record Row(int line, String[] cells) {
    public String get(int i) {
      return i < cells.length ? cells[i] : "";
    }
  }

  /** The rows of a TSV file, without blank lines and {@code #} comments. */
  public static List<Row> rows(String name) {
    try {
      List<String> lines = Files.readAllLines(root().resolve(name), StandardCharsets.UTF_8);
      List<Row> rows = new ArrayList<>();
      for (int i = 0; i < lines.size(); i++) {
        String l = lines.get(i);
        if (l.isBlank() || l.startsWith("#")) continue;
        rows.add(new Row(i + 1, l.split("\t", -1)));
      }
      return rows;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static Variant variant(String name) {
    Variant v = Variant.byName(name);
    if (v == null) throw new IllegalArgumentException("unknown variant " + name);
    return v;
  }

  /** The variant of a perft file by its name: perft-international.txt, perft-brazilian.txt. */
  public static Variant variantOfPerftFile(String file) {
    return file.contains("brazilian") ? Variant.BRAZILIAN : Variant.INTERNATIONAL;
  }
}
