package org.tabuleiro.server.event.championship;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.EventNames;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.standings.EventAwards;
import org.tabuleiro.server.event.standings.EventStandings;
import org.tabuleiro.tournament.Standing;

/**
 * The school classification of one age group across a championship's sections: the group's pupils are in one
 * section each (a pupil is placed in exactly one), so each counts once. A school's points are its best {@code best}
 * pupils' points in the group, whatever section (gender) they played in; ranked by points, then by the number of
 * pupils counted, then by name. Pure.
 */
public final class ChampionshipSchools {
  private ChampionshipSchools() {}

  public static List<Map<String, Object>> schools(List<EventState> sections, EventCategory group, int best, int thisYear) {
    record Pupil(String name, String section, BigDecimal points, int rank) {}
    Map<String, List<Pupil>> bySchool = new LinkedHashMap<>();
    Map<String, String> names = new HashMap<>();
    for (EventState s : sections) {
      Map<Integer, EventPlayer> byNo = new HashMap<>();
      for (EventPlayer p : s.players()) byNo.put(p.startNo(), p);
      for (Standing st : EventStandings.table(s, EventAwards.inGroup(s.event(), thisYear, group))) {
        EventPlayer p = byNo.get(st.player().startNumber());
        if (p == null || p.club() == null) continue;
        String key = EventNames.key(p.club());
        names.putIfAbsent(key, p.club());
        bySchool.computeIfAbsent(key, k -> new ArrayList<>()).add(new Pupil(p.name(), s.event().settings().name(), st.points(), st.rank()));
      }
    }
    record School(String name, BigDecimal points, int pupils, List<Pupil> counted) {}
    List<School> schools = new ArrayList<>();
    for (var en : bySchool.entrySet()) {
      List<Pupil> pupils = new ArrayList<>(en.getValue());
      pupils.sort(Comparator.comparing(Pupil::points, Comparator.reverseOrder()).thenComparingInt(Pupil::rank));
      List<Pupil> counted = pupils.subList(0, Math.min(best, pupils.size()));
      BigDecimal sum = counted.stream().map(Pupil::points).reduce(BigDecimal.ZERO, BigDecimal::add);
      schools.add(new School(names.get(en.getKey()), sum, pupils.size(), List.copyOf(counted)));
    }
    schools.sort(Comparator.comparing(School::points, Comparator.reverseOrder())
        .thenComparing(sc -> sc.counted().size(), Comparator.reverseOrder()).thenComparing(School::name));
    List<Map<String, Object>> out = new ArrayList<>();
    int rank = 0;
    int position = 0;
    School previous = null;
    for (School sc : schools) {
      position++;
      if (previous == null || previous.points().compareTo(sc.points()) != 0 || previous.counted().size() != sc.counted().size()) rank = position;
      previous = sc;
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("rank", rank);
      m.put("school", sc.name());
      m.put("points", sc.points());
      m.put("pupils", sc.pupils());
      m.put("incomplete", sc.pupils() < best);
      m.put("counted", sc.counted().stream().map(p -> {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("name", p.name());
        c.put("section", p.section());
        c.put("points", p.points());
        return c;
      }).toList());
      out.add(m);
    }
    return out;
  }
}
