package org.tabuleiro.server.arena;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An arena's scores from its finished games, in the order they ended (lichess's arena rules, from its FAQ): a win is
 * worth 2 points, a draw 1, a loss 0; after two wins in a row a player is "on fire" and each game is worth double (a
 * win 4, a draw 2) until they fail to win; a player who went berserk scores 1 point more for a win (not a forfeit
 * win). A side that made no first move in time loses (0, the streak broken) and its opponent wins.
 */
public final class ArenaScores {
  private ArenaScores() {}

  /**
   * A player's sheet.
   *
   * @param marks each game's points, in order
   * @param streak wins in a row now (2 or more: on fire)
   */
  public record Sheet(long account, int score, int games, int wins, int draws, int losses, int berserks, int streak,
      List<Integer> marks) {
    public boolean onFire() {
      return streak >= 2;
    }
  }

  /** Every player's sheet, by account; {@code games} in any order (the finished ones are sorted by their end). */
  public static Map<Long, Sheet> compute(List<ArenaGame> games) {
    List<ArenaGame> ended = new ArrayList<>(games.stream().filter(ArenaGame::isOver).toList());
    ended.sort(Comparator.comparing(ArenaGame::endedAt).thenComparingLong(ArenaGame::gameId));
    Map<Long, Sheet> sheets = new HashMap<>();
    for (ArenaGame g : ended) {
      for (long p : new long[] {g.white(), g.black()}) sheets.put(p, next(sheets.get(p), p, g));
    }
    return sheets;
  }

  private static Sheet next(Sheet s, long p, ArenaGame g) {
    if (s == null) s = new Sheet(p, 0, 0, 0, 0, 0, 0, 0, List.of());
    int half = g.halfPointsOf(p);
    boolean win = half == 2, draw = half == 1;
    int points = half * (s.onFire() ? 2 : 1);
    boolean berserkWin = win && g.berserked(p) && !g.isForfeit();
    if (berserkWin) points += 1;
    List<Integer> marks = new ArrayList<>(s.marks());
    marks.add(points);
    return new Sheet(p, s.score() + points, s.games() + 1, s.wins() + (win ? 1 : 0), s.draws() + (draw ? 1 : 0),
        s.losses() + (!win && !draw ? 1 : 0), s.berserks() + (g.berserked(p) ? 1 : 0), win ? s.streak() + 1 : 0,
        List.copyOf(marks));
  }
}
