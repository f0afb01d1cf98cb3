package org.tabuleiro.tournament;

/**
 * What each result is worth to an individual (TRF-2026 record 162), in half points so that every value the record
 * can hold ({@code 11.5} format: whole and half points) is exact. The standard system is 1 / ½ / 0 with forfeit
 * losses and zero-point byes 0 ({@link #STANDARD}); a "football" system 3 / 1 / 0 is {@code new PointSystem(6, 2, 0,
 * 0, 6, 2)}.
 *
 * <p>TRF-2026 groups the results by what they score: {@code W} a win over the board, a forfeit win and the
 * full-point bye; {@code D} a draw and the half-point bye; {@code L} a loss over the board; {@code A} absence (the
 * zero-point bye and the forfeit loss); {@code P} the pairing-allocated bye (default: as {@code W}); {@code X} an
 * unknown result such as an adjourned game (default: as {@code D}).
 *
 * @param win W, half points
 * @param draw D, half points
 * @param loss L, half points
 * @param absence A, half points
 * @param pairingAllocatedBye P, half points
 * @param unknown X, half points
 */
public record PointSystem(int win, int draw, int loss, int absence, int pairingAllocatedBye, int unknown) {
  /** 1 / ½ / 0, forfeit loss and zero-point bye 0, pairing-allocated bye 1 (C.04.1, C.07). */
  public static final PointSystem STANDARD = new PointSystem(2, 1, 0, 0, 2, 1);

  public PointSystem {
    if (win < 0 || draw < 0 || loss < 0 || absence < 0 || pairingAllocatedBye < 0 || unknown < 0) {
      throw new IllegalArgumentException("points cannot be negative");
    }
  }

  /** The points of a scheduled game's result, half points. */
  public int halfPoints(GameResult result) {
    return switch (result) {
      case WIN, UNRATED_WIN, FORFEIT_WIN -> win;
      case DRAW, UNRATED_DRAW -> draw;
      case LOSS, UNRATED_LOSS -> loss;
      case FORFEIT_LOSS -> absence;
    };
  }

  /** The points of a round without an opponent, half points. */
  public int halfPoints(ByeKind bye) {
    return switch (bye) {
      case PAIRING_ALLOCATED -> pairingAllocatedBye;
      case FULL_POINT -> win;
      case HALF_POINT -> draw;
      case ZERO_POINT, ABSENT -> absence;
    };
  }

  /** The points of one round entry, half points. */
  public int halfPoints(RoundEntry entry) {
    return switch (entry) {
      case Game g -> halfPoints(g.result());
      case Bye b -> halfPoints(b.kind());
    };
  }

  /** The points of a TRF result code (one of {@code 1 = 0 + - W D L H F U Z} or blank), half points. */
  public int halfPoints(char trfResult) {
    return switch (trfResult) {
      case '1', '+', 'W', 'F' -> win;
      case '=', 'D', 'H' -> draw;
      case '0', 'L' -> loss;
      case 'U' -> pairingAllocatedBye;
      default -> absence; // '-', 'Z', blank
    };
  }

  /** Is this the standard 1 / ½ / 0 system? */
  public boolean isStandard() {
    return equals(STANDARD);
  }
}
