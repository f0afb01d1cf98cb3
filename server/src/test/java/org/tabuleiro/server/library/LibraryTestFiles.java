package org.tabuleiro.server.library;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The files the library's tests import: shared real PGN files with a broken, a transposed and a Latin-1 game. */
public final class LibraryTestFiles {
  private LibraryTestFiles() {}

  static final Path PGN = Path.of("../../shared/testdata/chess/pgn");
  static final Path PDN = Path.of("../../shared/testdata/draughts/pdn");
  static final String[] FILES = {"twic-232games.pgn", "morphy-utf8.pgn", "linares-2002.pgn", "lichess-db-sample.pgn",
      "najdorf-variations.pgn", "kasparov-deep-blue-1997.pgn", "null-moves.pgn", "fen-start-move100.pgn"};
  static final String BROKEN = """
      [Event "Quebrado"]
      [White "Alguém"]
      [Black "Outro"]
      [Result "1-0"]

      1. e4 e5 2. Ke3 Nc6 1-0
      """;
  static final String NIMZO_BY_TRANSPOSITION = """
      [Event "Transposição"]
      [White "Fulano"]
      [Black "Beltrano"]
      [Result "0-1"]

      1. c4 e6 2. Nc3 Nf6 3. d4 Bb4 0-1
      """;

  static Path base() {
    Path p = PGN;
    if (!Files.isDirectory(p)) p = Path.of("../shared/testdata/chess/pgn");
    return p;
  }

  public static byte[] chessFile() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (String f : FILES) {
      out.write(Files.readAllBytes(base().resolve(f)));
      out.write("\n\n".getBytes(StandardCharsets.US_ASCII));
    }
    out.write(BROKEN.getBytes(StandardCharsets.UTF_8));
    out.write("\n".getBytes(StandardCharsets.US_ASCII));
    out.write(NIMZO_BY_TRANSPOSITION.getBytes(StandardCharsets.UTF_8));
    out.write("\n".getBytes(StandardCharsets.US_ASCII));
    // A Latin-1 game: é and ú as single bytes.
    out.write("""
        [Event "Nova Iorque"]
        [White "Capablanca, José Raúl"]
        [Black "Marshall, Frank"]
        [Date "1909.??.??"]
        [Result "1-0"]

        1. d4 d5 2. c4 e6 {Gambito da Dama} 1-0
        """.getBytes(StandardCharsets.ISO_8859_1));
    return out.toByteArray();
  }

  public static int lineOf(byte[] file, String needle) {
    String text = new String(file, StandardCharsets.ISO_8859_1);
    int at = text.indexOf(needle);
    return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
  }

  public static Path pdn(String name) {
    Path dir = Path.of("../../shared/testdata/draughts/pdn");
    if (!Files.isDirectory(dir)) dir = Path.of("../shared/testdata/draughts/pdn");
    return dir.resolve(name).toAbsolutePath();
  }

  /** A shared real PDN file of the variant ("international" or "brazilian"), then a game with an illegal move. */
  public static byte[] draughtsFile(String variant) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(Files.readAllBytes(pdn(variant + ".pdn")));
    out.write(("\n\n[Event \"Quebrado\"]\n[White \"Alguém\"]\n[Black \"Outro\"]\n[Result \"2-0\"]\n\n"
        + (variant.equals("international") ? "1. 32-28 19-23 2. 36-31 2-0\n" : "1. 22-17 9-14 2. 25-21 2-0\n"))
        .getBytes(StandardCharsets.UTF_8));
    return out.toByteArray();
  }
}
