package org.tabuleiro.server.event;

import java.util.Optional;
import org.tabuleiro.tournament.team.TeamPointSystem;

/**
 * What a team event adds to its settings.
 *
 * @param boards boards per match: each team fields its first {@code boards} active players in board order
 * @param matchPoints {@code 2/1/0} (FIDE) or {@code 3/2/1/0} (school sport: 0 for a no-show)
 */
public record EventTeamSettings(int boards, MatchPoints matchPoints) {
  public static final int MAX_BOARDS = 20;

  public EventTeamSettings {
    if (boards < 1 || boards > MAX_BOARDS) throw new IllegalArgumentException("boards " + boards);
  }

  /** The match point systems an event chooses from, by the word of the API and the database. */
  public enum MatchPoints {
    /** Win 2, draw 1, loss 0, a no-show 0 (FIDE, TRF-2026's default). */
    FIDE("2/1/0", TeamPointSystem.FIDE),
    /** Win 3, draw 2, loss 1, a no-show 0 (school sport). */
    SCHOOL("3/2/1/0", TeamPointSystem.SCHOOL);

    private final String key;
    private final TeamPointSystem system;

    MatchPoints(String key, TeamPointSystem system) {
      this.key = key;
      this.system = system;
    }

    public String key() {
      return key;
    }

    /** In half points, the pairing-allocated bye as a win (record 362). */
    public TeamPointSystem system() {
      return system;
    }

    public static Optional<MatchPoints> byKey(String key) {
      String k = key.strip().replace('-', '/').replace(' ', '/');
      for (MatchPoints m : values()) {
        if (m.key.equals(k)) return Optional.of(m);
      }
      return Optional.empty();
    }
  }
}
