package org.tabuleiro.tournament.trf;

/**
 * One round block of a TRF-16 player line (columns 92-99 for round 1, then every 10 columns).
 *
 * <p>Result codes (TRF-16): {@code 1 = 0} game played; {@code + -} forfeit win / loss (not played); {@code W D L}
 * win / draw / loss in a game played but not rated; {@code H} half-point bye; {@code F} full-point bye; {@code U}
 * pairing-allocated bye; {@code Z} zero-point bye; blank: no result yet (a pairing of a round in progress) or,
 * with no opponent, absent without a result.
 *
 * @param round 1-based round number
 * @param opponent the opponent's start number, 0 for none (bye or absence)
 * @param color {@code 'w'}, {@code 'b'} or {@code '-'} (no colour)
 * @param result one of {@code 1 = 0 + - W D L H F U Z} or {@code ' '}
 */
public record TrfGame(int round, int opponent, char color, char result) {
  /** The result codes a round block may hold. */
  public static final String RESULTS = "1=0+-WDLHFUZ ";

  public TrfGame {
    if (round < 1) throw new IllegalArgumentException("round " + round);
    if (opponent < 0) throw new IllegalArgumentException("opponent " + opponent);
    if (color != 'w' && color != 'b' && color != '-') throw new IllegalArgumentException("colour '" + color + "'");
    if (RESULTS.indexOf(result) < 0) throw new IllegalArgumentException("result '" + result + "'");
  }

  /** A round with no entry: no opponent, no colour, no result. */
  public static TrfGame absent(int round) {
    return new TrfGame(round, 0, '-', ' ');
  }

  /**
   * Was the game played over the board? An opponent and a result among {@code 1 = 0 W D L} (the unrated
   * {@code W D L} are games played; forfeits {@code + -} and byes are not).
   */
  public boolean isPlayed() {
    return opponent != 0 && "1=0WDL".indexOf(result) >= 0;
  }

  /** A scheduled game that one side forfeited ({@code +} or {@code -}). */
  public boolean isForfeit() {
    return opponent != 0 && (result == '+' || result == '-');
  }

  /** A round without a scheduled opponent (any bye, or absence). */
  public boolean isUnpaired() {
    return opponent == 0;
  }

  /** The pairing-allocated bye, C.04.1: {@code U} (with no opponent). */
  public boolean isPairingAllocatedBye() {
    return opponent == 0 && result == 'U';
  }

  /** Has the round a result (anything but blank)? */
  public boolean hasResult() {
    return result != ' ';
  }

  /**
   * The points for this round under the standard scoring, in half points: 2 for {@code 1 + W F U}, 1 for
   * {@code = D H}, 0 otherwise.
   */
  public int halfPoints() {
    return switch (result) {
      case '1', '+', 'W', 'F', 'U' -> 2;
      case '=', 'D', 'H' -> 1;
      default -> 0;
    };
  }

  /** The 8 characters of the block as written in columns 92-99 (opponent, colour, result). */
  public String format() {
    if (opponent == 0 && color == '-' && result == ' ') return "        ";
    String opp = opponent == 0 ? "0000" : String.format("%4d", opponent);
    return opp + " " + color + " " + result;
  }
}
