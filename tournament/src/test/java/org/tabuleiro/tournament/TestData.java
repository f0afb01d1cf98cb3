package org.tabuleiro.tournament;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Where the shared reference vectors live: system property {@code tabuleiro.testdata}, else ../../shared/testdata. */
public final class TestData {
  private TestData() {}

  public static Path root() {
    String property = System.getProperty("tabuleiro.testdata");
    return property != null ? Path.of(property) : Path.of("../../shared/testdata");
  }

  public static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every file under {@code dir} (relative to the root) whose name ends with {@code suffix}, sorted. */
  public static List<Path> files(String dir, String suffix) {
    try (Stream<Path> s = Files.walk(root().resolve(dir))) {
      return s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A test resource of this module as text, e.g. {@code resource("baku/round1.trf")}. */
  public static String resource(String name) {
    try (java.io.InputStream in = TestData.class.getResourceAsStream("/" + name)) {
      if (in == null) throw new IllegalArgumentException("no test resource " + name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
