package org.tabuleiro.tournament.trf;

import java.util.ArrayList;
import java.util.List;

/**
 * The pairing-allocated byes of a team event (TRF-2026 record 320): match points in columns 5-8, game points
 * 10-13, then the team with the bye in round 1 at 15-17, round 2 at 19-21, and so on ({@code 000}: none).
 * Example: {@code 320  2.0  2.0 007 000 012}.
 *
 * @param matchHalfPoints the bye's match points, half points
 * @param gameHalfPoints the bye's game points, half points
 * @param teams the team with the bye in rounds 1, 2, ... (0 for none)
 */
public record TrfTeamByes(int matchHalfPoints, int gameHalfPoints, List<Integer> teams) {
  public TrfTeamByes {
    teams = List.copyOf(teams);
  }

  /** Reads a 320 line. */
  public static TrfTeamByes parse(TrfLine line) throws TrfException {
    TrfColumns c = new TrfColumns(line);
    int match = c.halfPoints(5, 8, -1, "the bye's match points (columns 5-8)");
    if (match < 0) throw c.error(5, "needs the bye's match points in columns 5-8");
    int game = c.halfPoints(10, 13, -1, "the bye's game points (columns 10-13)");
    if (game < 0) throw c.error(10, "needs the bye's game points in columns 10-13");
    List<Integer> teams = new ArrayList<>();
    for (int end = 17; end - 2 <= c.length(); end += 4) {
      teams.add(c.number(end - 2, end, 0, "round " + ((end - 17) / 4 + 1) + "'s team (columns " + (end - 2) + "-" + end + ")"));
    }
    return new TrfTeamByes(match, game, teams);
  }

  /** The team with the bye in {@code round}, 0 for none. */
  public int team(int round) {
    return round >= 1 && round <= teams.size() ? teams.get(round - 1) : 0;
  }

  /** The first column of round {@code round}'s team. */
  static int column(int round) {
    return 15 + 4 * (round - 1);
  }
}
