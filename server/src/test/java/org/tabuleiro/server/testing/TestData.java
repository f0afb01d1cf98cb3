package org.tabuleiro.server.testing;

import java.nio.file.Path;

/**
 * Where the tests' servers keep their data folders (the move journal, library uploads, cluster nodes' folders, logs):
 * {@code -Dtabuleiro.test.dataDir}, which the server's pom sets to {@code target/test-data/fork-N}, one folder per
 * Surefire fork, so that forks running side by side never share a journal or an upload folder; {@code
 * target/test-data} when the property is not set (a test run from an IDE).
 */
public final class TestData {
  private TestData() {}

  /** The folder of this test JVM. */
  public static Path root() {
    String dir = System.getProperty("tabuleiro.test.dataDir");
    return dir == null || dir.isBlank() ? Path.of("target", "test-data") : Path.of(dir);
  }

  /** {@code first} and {@code more} under {@link #root}. */
  public static Path dir(String first, String... more) {
    return root().resolve(Path.of(first, more));
  }
}
