package org.tabuleiro.tournament.team;

/**
 * Match points for a team match (TRF-2026 record 362), in half points. FIDE team events give 2 / 1 / 0 (win /
 * draw / loss, {@link #FIDE}); school and club leagues often give 3 / 2 / 1 and 0 to a team that did not show up
 * ({@link #SCHOOL}). Game (board) points are kept beside the match points and come from the individual point
 * system (record 162).
 *
 * @param win TW, half points
 * @param draw TD, half points
 * @param loss TL, half points
 * @param noShow a match lost by forfeit (the team did not show up, or forfeited every board), half points
 * @param pairingAllocatedBye the pairing-allocated bye (record 320's match points; else as a win), half points
 */
public record TeamPointSystem(int win, int draw, int loss, int noShow, int pairingAllocatedBye) {
  /** 2 / 1 / 0, the TRF-2026 default and the FIDE Olympiad scoring. */
  public static final TeamPointSystem FIDE = new TeamPointSystem(4, 2, 0, 0);
  /** 3 / 2 / 1 / 0: win / draw / loss / no-show. */
  public static final TeamPointSystem SCHOOL = new TeamPointSystem(6, 4, 2, 0);

  public TeamPointSystem {
    if (win < 0 || draw < 0 || loss < 0 || noShow < 0 || pairingAllocatedBye < 0) throw new IllegalArgumentException("match points cannot be negative");
  }

  /** A system whose pairing-allocated bye scores as a win. */
  public TeamPointSystem(int win, int draw, int loss, int noShow) {
    this(win, draw, loss, noShow, win);
  }

  /** The same system with this value for the pairing-allocated bye. */
  public TeamPointSystem withPairingAllocatedBye(int halfPoints) {
    return new TeamPointSystem(win, draw, loss, noShow, halfPoints);
  }

  /** The match points of an outcome, half points. */
  public int halfPoints(MatchOutcome outcome) {
    return switch (outcome) {
      case WIN -> win;
      case DRAW -> draw;
      case LOSS -> loss;
      case NO_SHOW -> noShow;
    };
  }

  /** The match points of a round: its outcome's, the bye's for the pairing-allocated bye, 0 when absent. */
  public int halfPoints(TeamMatch match) {
    if (match.opponent() == 0 && match.pairingAllocatedBye()) return pairingAllocatedBye;
    return match.outcome() == null ? 0 : halfPoints(match.outcome());
  }
}
