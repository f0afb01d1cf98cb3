package org.tabuleiro.tournament.pairing.dutch;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tabuleiro.tournament.pairing.Board;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.trf.InitialColor;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfGame;
import org.tabuleiro.tournament.trf.TrfPlayer;

/**
 * Random test tournaments for benchmarks and soak tests: {@code players} rated players, {@code rounds} rounds
 * paired by this engine with results drawn by rating (Elo expectation, a third of close games drawn), in a TRF
 * ready to pair the next round. Deterministic for a given seed.
 */
public final class DutchGenerator {
  private DutchGenerator() {}

  public static Trf generate(int players, int rounds, int plannedRounds, long seed) {
    Random random = new Random(seed);
    List<TrfPlayer> list = new ArrayList<>();
    int[] ratings = new int[players];
    for (int i = 0; i < players; i++) ratings[i] = 2700 - (int) ((long) i * 1500 / Math.max(1, players)) - random.nextInt(5);
    for (int i = 0; i < players; i++) {
      String name = String.format("Player%05d, Test", i + 1);
      list.add(new TrfPlayer(i + 1, "m", "", name, ratings[i], "POR", "", "", "0.0", 0, List.of()));
    }
    Trf trf = Trf.of("Generated Dutch test, seed " + seed, plannedRounds, InitialColor.WHITE, list);
    for (int r = 1; r <= rounds; r++) {
      PairingResult result = DutchEngine.pair(DutchTrfAdapter.read(trf));
      if (!(result instanceof PairingResult.Paired paired)) break;
      TrfGame[] games = new TrfGame[players + 1];
      for (Board b : paired.boards()) {
        double expected = 1 / (1 + Math.pow(10, (ratings[b.black() - 1] - ratings[b.white() - 1]) / 400.0));
        double x = random.nextDouble();
        char white = x < expected - 0.15 ? '1' : x < expected + 0.15 ? '=' : '0';
        char black = white == '1' ? '0' : white == '0' ? '1' : '=';
        games[b.white()] = new TrfGame(r, b.black(), 'w', white);
        games[b.black()] = new TrfGame(r, b.white(), 'b', black);
      }
      if (paired.bye() > 0) games[paired.bye()] = new TrfGame(r, 0, '-', 'U');
      for (TrfPlayer p : trf.players()) {
        TrfGame g = games[p.startNumber()] != null ? games[p.startNumber()] : new TrfGame(r, 0, '-', 'Z');
        List<TrfGame> history = new ArrayList<>(p.games());
        history.add(g);
        TrfPlayer next = p.withGames(history);
        int half = next.resultHalfPoints();
        trf = trf.withPlayer(next.withPointsAndRank(half / 2 + "." + (half % 2 == 0 ? "0" : "5"), 0));
      }
    }
    return trf;
  }
}
