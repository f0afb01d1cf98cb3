package org.tabuleiro.tournament.trf;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntBinaryOperator;
import org.tabuleiro.tournament.PointSystem;

/**
 * Checks that a TRF agrees with itself, as the FIDE-endorsed pairing engines do before pairing (bbpPairings and
 * JaVaFo refuse such a file as invalid input):
 *
 * <ul>
 *   <li>both players record each game alike: each names the other as opponent in that round, a game played over the
 *       board has one white and one black, and the results complement each other ({@code 1}/{@code W} against
 *       {@code 0}/{@code L}, {@code 0}/{@code L} against {@code 0}/{@code L} for a game both lost (0-0),
 *       {@code =}/{@code D} against {@code =}/{@code D}, {@code +} against {@code -},
 *       {@code -} against {@code -} for a double forfeit, blank against blank for a game not yet played);
 *   <li>the points column (81-84), when written, is what the round blocks of the paired rounds score under the
 *       file's own scoring: record 162's point system, record 240's byes on blank blocks, forfeits and byes as that
 *       system scores them. A pairing program may also have added the virtual points of an acceleration (records
 *       250, Baku) for the next or the last paired round, or the points of a bye already announced for the next
 *       round; those sums are accepted too.
 * </ul>
 *
 * <p>A disagreement between two player lines is reported on the later of the two, at the field that differs (the
 * opponent in columns 92-95 of the round's block, the colour in 97, the result in 99), naming the earlier line.
 */
public final class TrfConsistency {
  private TrfConsistency() {}

  /** {@link #check(Trf, IntBinaryOperator)} for a file paired without acceleration. */
  public static void check(Trf trf) throws TrfException {
    check(trf, (startNumber, round) -> 0);
  }

  /**
   * Throws the first disagreement found, in file order.
   *
   * @param virtualHalfPoints the acceleration's points of a player in a round, in half points ({@code (startNumber,
   *     round) -> halfPoints}), e.g. {@code acceleration::virtualHalfPoints}
   */
  public static void check(Trf trf, IntBinaryOperator virtualHalfPoints) throws TrfException {
    List<TrfPlayer> players = trf.players();
    List<Integer> lineNumbers = trf.lines().stream().filter(TrfLine::isPlayer).map(TrfLine::number).toList();
    Map<Integer, Integer> index = new HashMap<>();
    for (int i = 0; i < players.size(); i++) index.put(players.get(i).startNumber(), i);
    for (int i = 0; i < players.size(); i++) {
      TrfPlayer p = players.get(i);
      for (TrfGame g : p.games()) {
        if (g.opponent() == 0) continue;
        Integer j = index.get(g.opponent());
        if (j == null) continue; // TrfReader reports an unknown opponent
        // Each game is checked once, from the earlier line, and reported on the later one.
        if (j < i && players.get(j).game(g.round()).opponent() == p.startNumber()) continue;
        checkGame(p, lineNumbers.get(i), g, players.get(j), lineNumbers.get(j), j < i);
      }
    }
    checkPoints(trf, lineNumbers, virtualHalfPoints);
  }

  private static void checkGame(TrfPlayer p, int pLine, TrfGame g, TrfPlayer o, int oLine, boolean pIsLater) throws TrfException {
    int round = g.round();
    TrfGame h = o.game(round);
    int block = TrfPlayerParser.roundColumn(round);
    String first = pIsLater ? describe(o, h, oLine) : describe(p, g, pLine);
    // The later line's block, and the player who wrote it.
    TrfGame later = pIsLater ? g : h;
    TrfPlayer laterPlayer = pIsLater ? p : o;
    int laterLine = pIsLater ? pLine : oLine;
    if (h.opponent() != p.startNumber()) {
      String here = pIsLater ? "player " + p.startNumber() + " meets " + o.startNumber()
          : "player " + o.startNumber() + (h.opponent() == 0 ? " has no opponent" : " meets " + h.opponent());
      throw new TrfException(laterLine, block, "round " + round + ": " + here + ", but " + first);
    }
    boolean played = g.isPlayed() || h.isPlayed();
    if (played) {
      boolean opposite = g.color() == 'w' && h.color() == 'b' || g.color() == 'b' && h.color() == 'w';
      boolean bothUnknown = g.color() == '-' && h.color() == '-';
      if (!opposite && !bothUnknown) {
        throw new TrfException(laterLine, block + 5, "round " + round + ": player " + laterPlayer.startNumber()
            + " has colour '" + later.color() + "' against " + (pIsLater ? o : p).startNumber() + ", but " + first);
      }
    } else if (g.color() != '-' && g.color() == h.color()) {
      throw new TrfException(laterLine, block + 5, "round " + round + ": player " + laterPlayer.startNumber()
          + " has colour '" + later.color() + "' against " + (pIsLater ? o : p).startNumber() + ", but " + first);
    }
    if (!complement(g.result(), h.result())) {
      throw new TrfException(laterLine, block + 7, "round " + round + ": player " + laterPlayer.startNumber()
          + " records '" + later.result() + "' against " + (pIsLater ? o : p).startNumber() + ", but " + first);
    }
  }

  /** Can one player record {@code a} and the opponent {@code b} for the same game? */
  static boolean complement(char a, char b) {
    return switch (a) {
      case '1', 'W' -> b == '0' || b == 'L';
      // 0 against 0: a game both players lost (an arbiter's "0-0"), played, no point to either
      case '0', 'L' -> b == '1' || b == 'W' || b == '0' || b == 'L';
      case '=', 'D' -> b == '=' || b == 'D';
      case '+' -> b == '-';
      case '-' -> b == '+' || b == '-';
      case ' ' -> b == ' ';
      default -> false;
    };
  }

  /** "line 5 has player 1 against 2 with white, result '1'". */
  private static String describe(TrfPlayer p, TrfGame g, int line) {
    if (g.opponent() == 0) return "line " + line + " has player " + p.startNumber() + " without an opponent, result '" + g.result() + "'";
    String color = g.color() == 'w' ? "white" : g.color() == 'b' ? "black" : "no colour";
    return "line " + line + " has player " + p.startNumber() + " against " + g.opponent() + " with " + color
        + ", result '" + g.result() + "'";
  }

  private static void checkPoints(Trf trf, List<Integer> lineNumbers, IntBinaryOperator virtualHalfPoints) throws TrfException {
    PointSystem system = trf.pointSystem();
    int played = trf.playedRounds();
    boolean teamEvent = !trf.teams().isEmpty();
    List<TrfByes> byes = teamEvent ? List.of() : trf.byes();
    List<TrfPlayer> players = trf.players();
    for (int i = 0; i < players.size(); i++) {
      TrfPlayer p = players.get(i);
      if (p.points().isBlank()) continue;
      int expected = 0;
      for (int r = 1; r <= played; r++) expected += system.halfPoints(result(p, r, byes));
      BigDecimal twice = new BigDecimal(p.points().trim().replace(',', '.')).multiply(BigDecimal.TWO);
      if (twice.stripTrailingZeros().scale() <= 0 && accepted(twice.intValueExact(), expected, p, played, system, byes, virtualHalfPoints)) {
        continue;
      }
      throw new TrfException(lineNumbers.get(i), 81, "player " + p.startNumber() + " has " + p.points().trim()
          + " points, but the results of rounds 1-" + played + " give " + halves(expected)
          + (system.isStandard() ? "" : " (record 162: " + TrfScoringRecord.format(system).substring(4).trim() + ")"));
    }
  }

  private static boolean accepted(int written, int expected, TrfPlayer p, int played, PointSystem system, List<TrfByes> byes,
      IntBinaryOperator virtualHalfPoints) {
    int next = played + 1;
    TrfGame announced = p.game(next);
    int announcedBye = announced.opponent() == 0 && announced.hasResult() || byeOf(p.startNumber(), next, byes) != ' '
        ? system.halfPoints(result(p, next, byes)) : 0;
    int[] accelerations = {0, virtualHalfPoints.applyAsInt(p.startNumber(), next),
        played >= 1 ? virtualHalfPoints.applyAsInt(p.startNumber(), played) : 0};
    for (int a : accelerations) {
      if (written == expected + a || written == expected + a + announcedBye) return true;
    }
    return false;
  }

  /** The result code of round {@code r}: the block's, or record 240's bye where the block is blank. */
  private static char result(TrfPlayer p, int r, List<TrfByes> byes) {
    TrfGame g = p.game(r);
    if (g.opponent() == 0 && g.result() == ' ') {
      char bye = byeOf(p.startNumber(), r, byes);
      if (bye != ' ') return bye;
    }
    return g.result();
  }

  private static char byeOf(int startNumber, int round, List<TrfByes> byes) {
    char out = ' ';
    for (TrfByes b : byes) {
      if (b.round() == round && b.ids().contains(startNumber)) out = b.type();
    }
    return out;
  }

  private static String halves(int halfPoints) {
    return halfPoints / 2 + (halfPoints % 2 == 0 ? ".0" : ".5");
  }
}
