package org.tabuleiro.server.event.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.trf.EventTrf;
import org.tabuleiro.tournament.Standing;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.tiebreak.Standings;
import org.tabuleiro.tournament.tiebreak.StandingsTsv;
import org.tabuleiro.tournament.tiebreak.Tiebreak;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * The standings and the exported TRF, computed as {@code ./tabuleiro standings} computes them: from the TRF text
 * (read back with {@link TrfReader}), the system of its record 192 and the event's tiebreak list. A team event's
 * table and export are the teams' ({@link EventTeamStandings}); its players are ranked by points alone.
 */
public final class EventStandings {
  private EventStandings() {}

  /** The TRF-2026 export, its rank column filled from the standings. */
  public static String trf(EventState s) {
    return trf(s, EventTrf.Format.TRF2026);
  }

  /** The export in this format, its rank column filled from the standings. */
  public static String trf(EventState s, EventTrf.Format format) {
    if (s.teams() != null) return EventTeamStandings.trf(s, format);
    List<Standing> table = table(EventTrf.write(s, Map.of()), s);
    Map<Integer, Integer> ranks = new HashMap<>();
    for (Standing st : table) ranks.put(st.player().startNumber(), st.rank());
    return EventTrf.write(s, ranks, format);
  }

  /** The whole table, or the players {@code include} keeps ranked among themselves (rank = 1 + those ahead). */
  public static String tsv(EventState s, Predicate<EventPlayer> include) {
    if (s.teams() != null && include == null) return EventTeamStandings.tsv(s);
    return StandingsTsv.write(table(s, include), tiebreaks(s));
  }

  /**
   * The standings of the whole event, or of the players {@code include} keeps (null: all), ranked among themselves:
   * rank = 1 + the players of the selection ahead; players tied in the whole table stay tied.
   */
  public static List<Standing> table(EventState s, Predicate<EventPlayer> include) {
    List<Standing> table = table(EventTrf.write(s, Map.of()), s);
    if (include == null) return table;
    Set<Integer> kept = s.players().stream().filter(include).map(EventPlayer::startNo).collect(Collectors.toSet());
    List<Standing> filtered = new ArrayList<>();
    int position = 0;
    int previousRank = -1;
    int rank = 0;
    for (Standing st : table) {
      if (!kept.contains(st.player().startNumber())) continue;
      position++;
      if (st.rank() != previousRank) rank = position;
      previousRank = st.rank();
      filtered.add(new Standing(rank, st.player(), st.points(), st.values()));
    }
    return filtered;
  }

  /** The event's tiebreaks; none for the players of a team event, whose list is of team codes. */
  public static List<Tiebreak> tiebreaks(EventState s) {
    if (s.event().settings().teams() != null) return List.of();
    return Tiebreak.parseList(String.join(",", s.event().settings().tiebreaks()));
  }

  private static List<Standing> table(String text, EventState s) {
    try {
      return Standings.compute(TrfReader.read(text).tournament(null), tiebreaks(s));
    } catch (TrfException e) {
      throw new IllegalStateException("the event's own TRF does not read back: " + e.getMessage(), e);
    }
  }
}
