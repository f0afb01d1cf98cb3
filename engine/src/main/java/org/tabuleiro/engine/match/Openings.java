package org.tabuleiro.engine.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;

/**
 * Starting points for match games. The built-in set is fifty short lines of main openings, so a match is not one game
 * played over and over; a file gives one opening per line: a FEN (EPD fields after the fourth are allowed), or
 * SAN moves from the initial position ({@code 1. e4 c5 2. Nf3 d6}).
 */
public final class Openings {
  private Openings() {}

  // name | moves; every line is checked as legal when loaded (OpeningsTest)
  private static final String[] BUILT_IN = {
      "Ruy Lopez, Morphy|e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6", "Ruy Lopez, Berlin|e4 e5 Nf3 Nc6 Bb5 Nf6 O-O Nxe4",
      "Italian, Giuoco Piano|e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6", "Two Knights|e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7",
      "Scotch|e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Nf6", "Petrov|e4 e5 Nf3 Nf6 Nxe5 d6 Nf3 Nxe4",
      "Four Knights|e4 e5 Nf3 Nc6 Nc3 Nf6 Bb5 Bb4", "Vienna|e4 e5 Nc3 Nf6 f4 d5 fxe5 Nxe4",
      "King's Gambit Accepted|e4 e5 f4 exf4 Nf3 d6 d4 g5", "Philidor|e4 d6 d4 Nf6 Nc3 e5 Nf3 Nbd7",
      "Sicilian, Najdorf|e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6", "Sicilian, Dragon|e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 g6",
      "Sicilian, Sveshnikov|e4 c5 Nf3 Nc6 d4 cxd4 Nxd4 Nf6 Nc3 e5", "Sicilian, Taimanov|e4 c5 Nf3 e6 d4 cxd4 Nxd4 Nc6",
      "Sicilian, Alapin|e4 c5 c3 Nf6 e5 Nd5 d4 cxd4", "Sicilian, Closed|e4 c5 Nc3 Nc6 g3 g6 Bg2 Bg7",
      "French, Winawer|e4 e6 d4 d5 Nc3 Bb4 e5 c5", "French, Tarrasch|e4 e6 d4 d5 Nd2 Nf6 e5 Nfd7",
      "French, Advance|e4 e6 d4 d5 e5 c5 c3 Nc6", "Caro-Kann, Classical|e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5",
      "Caro-Kann, Advance|e4 c6 d4 d5 e5 Bf5 Nf3 e6", "Scandinavian|e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6",
      "Alekhine|e4 Nf6 e5 Nd5 d4 d6 Nf3 Bg4", "Pirc|e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7",
      "Modern|e4 g6 d4 Bg7 Nc3 d6 Be3 a6", "Queen's Gambit Declined|d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7",
      "Queen's Gambit Accepted|d4 d5 c4 dxc4 Nf3 Nf6 e3 e6", "Slav|d4 d5 c4 c6 Nf3 Nf6 Nc3 dxc4",
      "Semi-Slav|d4 d5 c4 c6 Nf3 Nf6 Nc3 e6 e3 Nbd7", "Tarrasch Defence|d4 d5 c4 e6 Nc3 c5 cxd5 exd5",
      "Nimzo-Indian|d4 Nf6 c4 e6 Nc3 Bb4 Qc2 O-O", "Queen's Indian|d4 Nf6 c4 e6 Nf3 b6 g3 Bb7",
      "Bogo-Indian|d4 Nf6 c4 e6 Nf3 Bb4+ Bd2 Qe7", "Catalan|d4 Nf6 c4 e6 g3 d5 Bg2 Be7",
      "King's Indian|d4 Nf6 c4 g6 Nc3 Bg7 e4 d6 Nf3 O-O", "Grünfeld|d4 Nf6 c4 g6 Nc3 d5 cxd5 Nxd5",
      "Benoni|d4 Nf6 c4 c5 d5 e6 Nc3 exd5", "Benko Gambit|d4 Nf6 c4 c5 d5 b5 cxb5 a6",
      "Dutch, Leningrad|d4 f5 g3 Nf6 Bg2 g6 Nf3 Bg7", "Dutch, Stonewall|d4 e6 c4 f5 g3 Nf6 Bg2 d5",
      "London System|d4 d5 Bf4 Nf6 e3 c5 c3 Nc6", "Trompowsky|d4 Nf6 Bg5 Ne4 Bf4 c5 f3 Qa5+",
      "Colle|d4 d5 Nf3 Nf6 e3 e6 Bd3 c5", "English, Symmetrical|c4 c5 Nc3 Nc6 g3 g6 Bg2 Bg7",
      "English, Reversed Sicilian|c4 e5 Nc3 Nf6 g3 d5 cxd5 Nxd5", "Réti|Nf3 d5 c4 e6 g3 Nf6 Bg2 Be7",
      "King's Indian Attack|Nf3 Nf6 g3 d5 Bg2 c5 O-O Nc6", "Bird|f4 d5 Nf3 Nf6 e3 g6 Be2 Bg7",
      "Larsen|b3 e5 Bb2 Nc6 e3 d5 Bb5 Bd6", "Old Indian|d4 Nf6 c4 d6 Nc3 e5 Nf3 Nbd7",
  };

  /** The fifty built-in openings, all from the initial position. */
  public static List<Opening> builtIn() {
    List<Opening> list = new ArrayList<>(BUILT_IN.length);
    for (String line : BUILT_IN) {
      int bar = line.indexOf('|');
      list.add(fromSan(line.substring(0, bar), Position.initial(), line.substring(bar + 1)));
    }
    return list;
  }

  /** Reads one opening per line (FEN or SAN moves); blank lines and lines starting with {@code #} are skipped. */
  public static List<Opening> read(Reader reader, String source) throws IOException {
    List<Opening> list = new ArrayList<>();
    BufferedReader r = new BufferedReader(reader);
    int lineNo = 0;
    for (String line = r.readLine(); line != null; line = r.readLine()) {
      lineNo++;
      String text = line.strip();
      if (text.isEmpty() || text.startsWith("#")) continue;
      String name = source + ":" + lineNo;
      try {
        list.add(looksLikeFen(text) ? new Opening(name, fen(text), List.of()) : fromSan(name, Position.initial(), text));
      } catch (IllegalArgumentException e) { // FenException and SanException among them
        throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
      }
    }
    if (list.isEmpty()) throw new IllegalArgumentException(source + ": no openings in the file");
    return list;
  }

  private static boolean looksLikeFen(String text) {
    return text.split("\\s+")[0].chars().filter(c -> c == '/').count() == 7;
  }

  private static Position fen(String text) {
    String[] f = text.split("\\s+");
    // EPD has four fields and then operations; a FEN has six.
    if (f.length >= 6 && f[4].matches("\\d+") && f[5].matches("\\d+;?")) {
      return Position.fromFen(String.join(" ", f[0], f[1], f[2], f[3], f[4], f[5].replace(";", "")));
    }
    return Position.fromFen(String.join(" ", f[0], f[1], f[2], f[3], "0", "1"));
  }

  static Opening fromSan(String name, Position start, String movetext) {
    List<Move> moves = new ArrayList<>();
    Position p = start;
    for (String token : movetext.trim().split("\\s+")) {
      if (token.isEmpty() || token.matches("\\d+\\.+")) continue;
      String san = token.replaceFirst("^\\d+\\.+", "");
      Move m = San.parse(p, san, Language.ENGLISH);
      moves.add(m);
      p = p.play(m);
    }
    return new Opening(name, start, moves);
  }
}
