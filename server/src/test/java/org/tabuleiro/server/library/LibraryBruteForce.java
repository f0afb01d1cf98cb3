package org.tabuleiro.server.library;

import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.draughts.PdnFen;
import org.tabuleiro.rules.format.pdn.PdnGame;
import org.tabuleiro.rules.draughts.PdnMoves;
import org.tabuleiro.rules.format.pdn.PdnReader;
import org.tabuleiro.rules.format.pdn.PdnReplay;
import org.tabuleiro.rules.format.pgn.PgnGame;
import org.tabuleiro.rules.format.pgn.PgnGameBuilder;
import org.tabuleiro.rules.format.pgn.PgnNode;
import org.tabuleiro.rules.format.pgn.PgnReader;

/**
 * Every game of a file replayed in memory, with no hashing and no database: each game's positions as FEN text (the
 * first four fields for chess) and the move from each, its outcome and ratings. The library's answers must equal
 * what this finds.
 */
final class LibraryBruteForce {
  /** One distinct playable game: its positions in order (every ply's) and the move played from each. */
  record Game(Map<String, String> tags, List<String> fens, List<String> moves, String outcome) {}

  final List<Game> games = new ArrayList<>();
  int read;

  static LibraryBruteForce chess(byte[] file) {
    LibraryBruteForce b = new LibraryBruteForce();
    Set<String> seen = new HashSet<>();
    try (PgnReader reader = new PgnReader(new ByteArrayInputStream(file))) {
      PgnGameBuilder builder = new PgnGameBuilder();
      while (reader.readGame(builder)) {
        b.read++;
        PgnGame g = builder.game();
        if (g.mainLine().isEmpty() && g.result() == null) continue;   // tags without movetext: refused
        Map<String, String> tags = new LinkedHashMap<>();
        g.tags().forEach(t -> tags.putIfAbsent(t.name(), t.value()));
        if (tags.containsKey("Variant") && !ChessFileReader.isStandard(tags.get("Variant"))) continue;
        Position p;
        try {
          p = tags.containsKey("FEN") ? Fen.read(tags.get("FEN")) : Position.initial();
        } catch (RuntimeException e) {
          continue;
        }
        List<String> fens = new ArrayList<>();
        List<String> moves = new ArrayList<>();
        fens.add(four(p));
        boolean ok = true;
        for (PgnNode n : g.mainLine()) {
          try {
            Move m = San.parse(p, n.san(), Language.ENGLISH);
            moves.add(m.isNull() ? "0000" : m.uci());
            p = m.isNull() ? p.playNull() : p.play(m);
            fens.add(four(p));
          } catch (RuntimeException e) {
            ok = false;
            break;
          }
        }
        if (!ok) continue;
        String result = g.result() != null && !g.result().equals("*") ? g.result() : tags.getOrDefault("Result", "*");
        b.add(seen, tags, fens, moves, result);
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return b;
  }

  static LibraryBruteForce draughts(byte[] file, Variant variant) {
    LibraryBruteForce b = new LibraryBruteForce();
    Set<String> seen = new HashSet<>();
    PdnReader reader = new PdnReader(new InputStreamReader(new ByteArrayInputStream(file), StandardCharsets.UTF_8));
    PdnGame g;
    while ((g = reader.next()) != null) {
      b.read++;
      PdnReplay.Result r = PdnReplay.replay(g, variant);
      if (!r.isClean()) continue;
      Map<String, String> tags = new LinkedHashMap<>();
      g.tags().forEach(t -> tags.putIfAbsent(t.name(), t.value()));
      DraughtsPosition p = r.start();
      List<String> fens = new ArrayList<>();
      List<String> moves = new ArrayList<>();
      fens.add(PdnFen.write(p));
      for (DraughtsMove m : r.moves()) {
        moves.add(PdnMoves.write(p, m));
        p = p.play(m);
        fens.add(PdnFen.write(p));
      }
      b.add(seen, tags, fens, moves, g.result() != null ? g.result() : tags.getOrDefault("Result", "*"));
    }
    return b;
  }

  private void add(Set<String> seen, Map<String, String> tags, List<String> fens, List<String> moves, String result) {
    StringBuilder id = new StringBuilder();
    for (String t : new String[] {"Event", "Site", "Date", "Round", "White", "Black", "Result", "FEN"}) {
      id.append(tags.getOrDefault(t, "")).append('|');
    }
    id.append(String.join(" ", moves));
    if (!seen.add(id.toString())) return;
    String outcome = switch (result) {
      case "1-0", "2-0" -> "w";
      case "0-1", "0-2" -> "b";
      case "1/2-1/2", "1-1" -> "d";
      default -> null;
    };
    games.add(new Game(tags, fens, moves, outcome));
  }

  static String four(Position p) {
    String[] f = Fen.write(p, true).split(" ");
    return f[0] + " " + f[1] + " " + f[2] + " " + f[3];
  }

  /** The games that reached the position at any ply. */
  long gamesReaching(String fen) {
    return games.stream().filter(g -> g.fens().contains(fen)).count();
  }

  /** The highest sum of both players' ratings (WhiteElo + BlackElo, each 1-3999) over the games that reached the position, or null. */
  Integer bestRating(String fen) {
    Integer best = null;
    for (Game g : games) {
      if (!g.fens().contains(fen)) continue;
      Integer w = rating(g.tags().get("WhiteElo")), b = rating(g.tags().get("BlackElo"));
      if (w != null && b != null && (best == null || w + b > best)) best = w + b;
    }
    return best;
  }

  private static Integer rating(String value) {
    if (value == null) return null;
    try {
      int r = Integer.parseInt(value.strip());
      return r > 0 && r < 4000 ? r : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /**
   * Per move from the position (every time a game is there, each move once per game): games, white wins, draws,
   * black wins.
   */
  Map<String, long[]> explorer(String fen) {
    Map<String, long[]> out = new LinkedHashMap<>();
    for (Game g : games) {
      Set<String> played = new HashSet<>();
      for (int i = 0; i < g.moves().size(); i++) {
        if (!g.fens().get(i).equals(fen) || !played.add(g.moves().get(i))) continue;
        long[] c = out.computeIfAbsent(g.moves().get(i), k -> new long[4]);
        c[0]++;
        if ("w".equals(g.outcome())) c[1]++;
        if ("d".equals(g.outcome())) c[2]++;
        if ("b".equals(g.outcome())) c[3]++;
      }
    }
    return out;
  }
}
