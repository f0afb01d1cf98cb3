package org.tabuleiro.server.event.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.trf.EventTeamTrf;
import org.tabuleiro.server.event.trf.EventTrf;
import org.tabuleiro.tournament.Standing;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.team.TeamStanding;
import org.tabuleiro.tournament.tiebreak.Standings;
import org.tabuleiro.tournament.tiebreak.TeamStandings;
import org.tabuleiro.tournament.tiebreak.TeamStandingsTsv;
import org.tabuleiro.tournament.tiebreak.TeamTiebreak;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * A team event's standings and export, computed as {@code ./tabuleiro standings FILE --teams --tiebreaks CODES}
 * computes them on the exported TRF: the TRF's text read back, its teams (records 310), match points (record 362)
 * and system (record 192), and the event's tiebreak list.
 */
public final class EventTeamStandings {
  private EventTeamStandings() {}

  public static List<TeamTiebreak> tiebreaks(EventState s) {
    return TeamTiebreak.parseList(String.join(",", s.event().settings().tiebreaks()));
  }

  /** The team table: {@code rank team_no name match_points game_points CODES...}. */
  static String tsv(EventState s) {
    return TeamStandingsTsv.write(table(read(EventTrf.write(s, Map.of())), s), tiebreaks(s));
  }

  public static List<TeamStanding> table(EventState s) {
    return table(read(EventTrf.write(s, Map.of())), s);
  }

  /** The export: players ranked by points, teams by the team table (record 310's points and rank). */
  static String trf(EventState s, EventTrf.Format format) {
    Trf trf = read(EventTrf.write(s, Map.of()));
    Map<Integer, Integer> ranks = new HashMap<>();
    for (Standing st : Standings.compute(trf.tournament(null), List.of())) ranks.put(st.player().startNumber(), st.rank());
    List<EventTeamTrf.Row> teams = new ArrayList<>();
    for (TeamStanding t : table(trf, s)) {
      teams.add(new EventTeamTrf.Row(t.team().number(), t.matchPoints().multiply(java.math.BigDecimal.TWO).intValueExact(),
          t.gamePoints().multiply(java.math.BigDecimal.TWO).intValueExact(), t.rank()));
    }
    return EventTrf.write(s, ranks, format, teams);
  }

  private static List<TeamStanding> table(Trf trf, EventState s) {
    if (trf.teams().isEmpty()) return List.of(); // no team registered yet
    return TeamStandings.compute(trf.teamEvent(null), tiebreaks(s));
  }

  private static Trf read(String text) {
    try {
      return TrfReader.read(text);
    } catch (TrfException e) {
      throw new IllegalStateException("the event's own TRF does not read back: " + e.getMessage(), e);
    }
  }
}
