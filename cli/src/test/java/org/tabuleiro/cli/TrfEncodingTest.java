package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** TRF files come from Windows programs in Latin-1, and sometimes are not TRF at all. */
class TrfEncodingTest {
  @TempDir Path dir;

  @Test
  void aLatin1TrfIsReadLikeItsUtf8Twin() throws IOException {
    Path source = CliRun.testdata().resolve("tiebreak/rr").resolve("rr01.trf");
    String text = Files.readString(source, StandardCharsets.UTF_8).replaceFirst("(?m)^(001 .{10})(.{4})", "$1João");
    Path utf8 = dir.resolve("utf8.trf"), latin1 = dir.resolve("latin1.trf");
    Files.writeString(utf8, text, StandardCharsets.UTF_8);
    Files.writeString(latin1, text, StandardCharsets.ISO_8859_1);
    CliRun a = CliRun.of("standings", utf8.toString(), "--tiebreaks", "SB");
    CliRun b = CliRun.of("standings", latin1.toString(), "--tiebreaks", "SB");
    assertEquals(a.exitCode(), b.exitCode(), a.err() + b.err());
    assertEquals(a.out(), b.out());
  }

  @Test
  void randomBytesAreInvalidInputNotAFileError() throws IOException {
    byte[] bytes = new byte[5000];
    new Random(7).nextBytes(bytes);
    Path noise = dir.resolve("noise.trf");
    Files.write(noise, bytes);
    CliRun pair = CliRun.of("pair", "--dutch", noise.toString(), "-p");
    CliRun standings = CliRun.of("standings", noise.toString(), "--tiebreaks", "BH");
    assertEquals(3, pair.exitCode(), pair.err());
    assertEquals(3, standings.exitCode(), standings.err());
    assertTrue(standings.err().contains("line"), standings.err());
  }
}
