package org.tabuleiro.server.library;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;

/**
 * The CC0 opening table ({@code library/openings/a.tsv} … {@code e.tsv}, from lichess-org/chess-openings), by
 * position: each line is replayed and its final position's key maps to it; a position reached by several lines
 * takes the longest line's name. A game's opening is the named position it reached last (the deepest).
 */
public final class Openings {
  private static final Openings TABLE = load();

  private final Map<Long, Opening> byPosition;

  private Openings(Map<Long, Opening> byPosition) {
    this.byPosition = byPosition;
  }

  public static Openings table() {
    return TABLE;
  }

  public int size() {
    return byPosition.size();
  }

  /** The named opening of this position key, or null. */
  public Opening at(long positionKey) {
    return byPosition.get(positionKey);
  }

  private static Openings load() {
    Map<Long, Opening> map = new HashMap<>();
    for (String file : new String[] {"a", "b", "c", "d", "e"}) {
      String path = "/library/openings/" + file + ".tsv";
      try (InputStream in = Openings.class.getResourceAsStream(path)) {
        if (in == null) throw new IllegalStateException("missing resource " + path);
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String line = r.readLine(); // header
        int n = 1;
        while ((line = r.readLine()) != null) {
          n++;
          if (line.isBlank()) continue;
          String[] cols = line.split("\t");
          if (cols.length < 3) throw new IllegalStateException(path + " line " + n + ": expected eco, name, pgn");
          Position p = Position.initial();
          int plies = 0;
          for (String token : cols[2].trim().split("\\s+")) {
            if (token.isEmpty() || token.matches("\\d+\\.+")) continue;
            Move m = San.parse(p, token, Language.ENGLISH);
            p = p.play(m);
            plies++;
          }
          Opening o = new Opening(cols[0], cols[1], plies);
          map.merge(PositionKey.of(p), o, (a, b) -> b.plies() > a.plies() ? b : a);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return new Openings(Map.copyOf(map));
  }
}
