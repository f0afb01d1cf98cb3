package org.tabuleiro.tournament.tiebreak;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.TournamentSystem;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfGame;
import org.tabuleiro.tournament.trf.TrfPlayer;
import org.tabuleiro.tournament.trf.TrfReader;
import org.tabuleiro.tournament.trf.TrfWriter;

/**
 * Draws a small tournament as text, one player per line, one round block per round:
 * {@code "2w1 3w1 0H"} = round 1 vs 2 with White won, round 2 vs 3 with White won, round 3 a half-point bye.
 * The result is written to TRF and read back, so the tests also go through the reader.
 */
final class Crosstables {
  private Crosstables() {}

  static Tournament of(TournamentSystem system, String... rows) {
    List<TrfPlayer> players = new ArrayList<>();
    for (int i = 0; i < rows.length; i++) {
      List<TrfGame> games = new ArrayList<>();
      String[] blocks = rows[i].trim().split("\\s+");
      int half = 0;
      for (int r = 0; r < blocks.length; r++) {
        String b = blocks[r];
        char result = b.charAt(b.length() - 1);
        int opponent = Integer.parseInt(b.replaceAll("[^0-9].*$", ""));
        char color = opponent == 0 ? '-' : b.charAt(b.length() - 2);
        TrfGame g = new TrfGame(r + 1, opponent, color, result);
        games.add(g);
        half += g.halfPoints();
      }
      String points = (half / 2) + "." + (half % 2 == 0 ? "0" : "5");
      players.add(new TrfPlayer(i + 1, "m", "", "Player " + (i + 1), 2000 - 10 * i, "POR", "", "", points, 0, games));
    }
    try {
      return TrfReader.read(TrfWriter.write(Trf.of("test", rows.length, null, players))).tournament(system);
    } catch (TrfException e) {
      throw new AssertionError(e);
    }
  }

  /** The value of the tiebreak {@code code} for every player, by start number (index 0 = player 1). */
  static List<String> values(Tournament t, String code) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < t.players().size(); i++) out.add(null);
    for (var s : Standings.compute(t, List.of(Tiebreak.parse(code)))) {
      var v = s.values().get(0);
      out.set(s.player().startNumber() - 1, v == null ? null : v.stripTrailingZeros().toPlainString());
    }
    return out;
  }
}
