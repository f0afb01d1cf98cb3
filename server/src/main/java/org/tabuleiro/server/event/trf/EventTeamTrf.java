package org.tabuleiro.server.event.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.EventTeam;
import org.tabuleiro.tournament.trf.TrfLine;
import org.tabuleiro.tournament.trf.TrfTeam;

/**
 * The team records of a team event's TRF: one record 310 per team (its number, name, and its players' start numbers
 * in board order, reserves last) with, in the export, its match points, game points and rank. Record 362 (the match
 * points, in the layout FIDE's calculator reads) and record 192 ({@code FIDE_TEAM_MP_GP} or
 * {@code FIDE_TEAM_ROUNDROBIN}) are written by {@link EventTrf}.
 */
public final class EventTeamTrf {
  private EventTeamTrf() {}

  /** A team's line of the standings, half points. */
  public record Row(int team, int matchHalfPoints, int gameHalfPoints, int rank) {}

  static List<TrfLine> teams(EventState s, List<Row> standings) {
    Map<Integer, Row> byTeam = new HashMap<>();
    for (Row r : standings) byTeam.put(r.team(), r);
    List<TrfLine> out = new ArrayList<>();
    for (EventTeam t : s.teams().teams()) {
      if (t.players().isEmpty()) continue; // record 310 lists at least one player
      Row r = byTeam.get(t.number());
      out.add(TrfLine.of(new TrfTeam(t.number(), t.name(), "", r == null ? -1 : r.matchHalfPoints(),
          r == null ? -1 : r.gameHalfPoints(), r == null ? 0 : r.rank(), t.players()).format()));
    }
    return out;
  }
}
