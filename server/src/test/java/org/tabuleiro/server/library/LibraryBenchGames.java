package org.tabuleiro.server.library;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;

/**
 * The large benchmark's games: distinct games as large a library has them, made from the shared real games.
 *
 * <p>Game {@code i} is built on real game {@code i mod R} (R: the playable games of {@link LibraryTestFiles#chessFile}
 * that start from the initial position, each once), copy {@code k = i / R}. Copy 0 is the real game itself. Every other copy
 * plays the real game's first {@code d} plies ({@code d} uniform in 8..40, at most the game's length less one) and
 * then, up to the real game's length, moves chosen at random among the legal ones (the game ends early at a mate or
 * stalemate), so that past the opening its positions are its own, as in a real database where almost every game
 * leaves known theory by move 20. Players: two names drawn from the real games' players; ratings: the real game's
 * shifted by up to ±150 (none where it had none); event: the real game's with " #k"; result: the real game's.
 * Everything comes from a seeded {@link Random} per game, so a run is reproducible.
 */
final class LibraryBenchGames {
  private record Base(Map<String, String> tags, Position[] positions, long[] keys, List<String> moves,
      List<String> sans, String result) {}

  private final List<Base> bases = new ArrayList<>();
  private final List<String> players = new ArrayList<>();

  LibraryBenchGames() throws Exception {
    try (ChessFileReader r = new ChessFileReader(new ByteArrayInputStream(LibraryTestFiles.chessFile()))) {
      java.util.Set<String> names = new java.util.LinkedHashSet<>();
      java.util.Set<Long> fingerprints = new java.util.HashSet<>();
      ParsedGame g;
      while ((g = r.next()) != null) {
        if (!(g instanceof ParsedGame.Playable p) || p.tags().containsKey("FEN") || p.moves().isEmpty()) continue;
        if (p.moves().contains("0000")) continue;   // null moves: not replayable with Position.play
        if (!fingerprints.add(LibraryImporter.fingerprint(p))) continue;   // a game two of the files hold
        Position[] positions = new Position[p.moves().size() + 1];
        positions[0] = Position.initial();
        for (int i = 0; i < p.moves().size(); i++) {
          positions[i + 1] = positions[i].play(positions[i].parseUci(p.moves().get(i)));
        }
        bases.add(new Base(p.tags(), positions, p.keys(), p.moves(), p.sans(), p.result()));
        for (String side : new String[] {"White", "Black"}) {
          String n = p.tags().getOrDefault(side, "").strip();
          if (!n.isEmpty() && !n.equals("?")) names.add(n);
        }
      }
      players.addAll(names);
    }
  }

  int realGames() {
    return bases.size();
  }

  /** Game {@code i} as the PGN reader gives it to the importer. */
  ParsedGame.Playable game(int i) {
    Base b = bases.get(i % bases.size());
    int k = i / bases.size();
    Random rnd = new Random(0x9E3779B97F4A7C15L * (i + 1));
    Map<String, String> tags = new LinkedHashMap<>(b.tags());
    int n = b.moves().size();
    List<String> moves;
    List<String> sans;
    long[] keys;
    if (k == 0) {
      moves = b.moves();
      sans = b.sans();
      keys = b.keys();
    } else {
      tags.put("Event", tags.getOrDefault("Event", "?") + " #" + k);
      tags.put("White", players.get(rnd.nextInt(players.size())));
      tags.put("Black", players.get(rnd.nextInt(players.size())));
      for (String elo : new String[] {"WhiteElo", "BlackElo"}) {
        String v = tags.get(elo);
        if (v != null && v.strip().matches("\\d+")) tags.put(elo, Integer.toString(Integer.parseInt(v.strip()) + rnd.nextInt(301) - 150));
      }
      int d = Math.min(8 + rnd.nextInt(33), n - 1);
      moves = new ArrayList<>(b.moves().subList(0, d));
      sans = new ArrayList<>(b.sans().subList(0, d));
      long[] k0 = java.util.Arrays.copyOf(b.keys(), n + 1);
      Position p = b.positions()[d];
      int ply = d;
      while (ply < n) {
        List<Move> legal = p.legalMoves();
        if (legal.isEmpty()) break;
        Move m = legal.get(rnd.nextInt(legal.size()));
        sans.add(San.write(p, m, Language.ENGLISH));
        moves.add(m.uci());
        p = p.play(m);
        k0[++ply] = PositionKey.of(p);
      }
      keys = java.util.Arrays.copyOf(k0, ply + 1);
    }
    StringBuilder text = new StringBuilder(64 * 16 + sans.size() * 6);
    tags.forEach((name, value) -> text.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\")
        .replace("\"", "\\\"")).append("\"]\n"));
    text.append('\n');
    for (int ply = 0; ply < sans.size(); ply++) {
      if (ply % 2 == 0) text.append(ply / 2 + 1).append(". ");
      text.append(sans.get(ply)).append(' ');
    }
    text.append(b.result() == null ? "*" : b.result()).append('\n');
    return new ParsedGame.Playable(i + 1, 1, tags, text.toString(), keys, moves, sans, b.result());
  }

  /** The FEN (first four fields) of real game {@code g}'s position at {@code ply}, for the queries. */
  String fen(int g, int ply) {
    return PositionKey.firstFourFields(org.tabuleiro.rules.chess.Fen.write(bases.get(g).positions()[ply], true))
        + " 0 1";
  }

  int plies(int g) {
    return bases.get(g).moves().size();
  }
}
