package org.tabuleiro.engine.chess;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Reads the EPD suites under src/test/resources/chess. */
final class Suites {
  private Suites() {}

  static List<TestPosition> load(String name) {
    try (InputStream in = Suites.class.getResourceAsStream("/chess/" + name)) {
      if (in == null) throw new IllegalStateException("missing test resource /chess/" + name);
      return TestPosition.parseAll(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
