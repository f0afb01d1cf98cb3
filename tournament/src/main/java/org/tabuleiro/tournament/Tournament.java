package org.tabuleiro.tournament;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A tournament's results: players with one entry for each of {@code rounds} rounds.
 *
 * @param rounds the number of rounds played so far (standings are computed after these)
 * @param pointSystem what each result is worth (TRF-2026 record 162); standings and tiebreaks use it
 */
public record Tournament(String name, int rounds, TournamentSystem system, List<Player> players, PointSystem pointSystem) {
  /** A tournament scored 1 / ½ / 0. */
  public Tournament(String name, int rounds, TournamentSystem system, List<Player> players) {
    this(name, rounds, system, players, PointSystem.STANDARD);
  }

  public Tournament {
    players = List.copyOf(players);
    Objects.requireNonNull(pointSystem, "pointSystem");
    for (Player p : players) {
      if (p.rounds().size() != rounds) throw new IllegalArgumentException("player " + p.startNumber() + " needs " + rounds + " rounds");
    }
  }

  /** The player with this start number, or null. */
  public Player player(int startNumber) {
    for (Player p : players) {
      if (p.startNumber() == startNumber) return p;
    }
    return null;
  }

  /** Players by start number. */
  public Map<Integer, Player> byStartNumber() {
    Map<Integer, Player> m = new HashMap<>();
    for (Player p : players) m.put(p.startNumber(), p);
    return m;
  }
}
