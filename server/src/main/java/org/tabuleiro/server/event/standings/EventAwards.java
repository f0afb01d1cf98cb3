package org.tabuleiro.server.event.standings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.EventNames;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventSettings;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.tournament.Standing;

/**
 * What the school-sport regulation hands out at the end: medals to the first three of every age group and gender,
 * and the school classification (per age group, the points of each school's best N pupils).
 */
public final class EventAwards {
  private EventAwards() {}

  /** The season's year the ages count from: the event's season, else its start date's year, else this year. */
  public static int season(Event e, int thisYear) {
    EventSettings s = e.settings();
    return s.season() != null ? s.season() : s.startsOn() != null ? s.startsOn().getYear() : thisYear;
  }

  /** The event's age groups: its own, else the school-sport preset of its season. */
  public static List<EventCategory> categories(Event e, int thisYear) {
    return e.settings().categories().isEmpty() ? EventCategory.school(season(e, thisYear)) : e.settings().categories();
  }

  /** The age group a player counts in (one at most: see {@link AgeGroups#groupOf}); empty without a birth year. */
  public static Optional<EventCategory> groupOf(Event e, int thisYear, EventPlayer p) {
    return AgeGroups.groupOf(categories(e, thisYear), p.yearOfBirth(), p.cycle(), season(e, thisYear));
  }

  /** The players who count in the age group {@code c} of the event. */
  public static Predicate<EventPlayer> inGroup(Event e, int thisYear, EventCategory c) {
    List<EventCategory> scheme = categories(e, thisYear);
    int season = season(e, thisYear);
    return p -> AgeGroups.groupOf(scheme, p.yearOfBirth(), p.cycle(), season).map(c::equals).orElse(false);
  }

  /**
   * For every age group of the event with players and each gender: the players ranked 1 to 3 within it (ties share a
   * rank, so a place may hold more than one). Each player is in one age group at most, so on one list at most.
   */
  public static List<Map<String, Object>> medals(EventState s, int thisYear) {
    Map<Integer, EventPlayer> byNo = byStartNo(s);
    List<Map<String, Object>> out = new ArrayList<>();
    for (EventCategory c : categories(s.event(), thisYear)) {
      Predicate<EventPlayer> inC = inGroup(s.event(), thisYear, c);
      for (String gender : List.of("F", "M")) {
        Predicate<EventPlayer> in = inC.and(p -> gender.equals(p.gender()));
        List<Map<String, Object>> podium = new ArrayList<>();
        for (Standing st : EventStandings.table(s, in)) {
          if (st.rank() > 3) break;
          podium.add(row(st, byNo.get(st.player().startNumber())));
        }
        if (podium.isEmpty()) continue;
        Map<String, Object> group = new LinkedHashMap<>();
        group.put("category", c.name());
        group.put("gender", gender);
        group.put("players", podium);
        out.add(group);
      }
    }
    return out;
  }

  /**
   * The school classification of one age group: each school's points are the sum of its best {@code best} pupils'
   * points (whatever their gender), ranked by that sum, then by the best-placed counted pupil. A school with fewer
   * than {@code best} pupils in the group is ranked and marked {@code incomplete} (falta administrativa); one whose
   * pupils there played no round is marked {@code absent} (falta de comparência) and ranked last.
   */
  public static List<Map<String, Object>> schools(EventState s, Predicate<EventPlayer> in, int best) {
    Map<Integer, EventPlayer> byNo = byStartNo(s);
    Map<String, List<Standing>> bySchool = new LinkedHashMap<>();
    Map<String, String> names = new HashMap<>();
    for (Standing st : EventStandings.table(s, in)) {
      EventPlayer p = byNo.get(st.player().startNumber());
      if (p.club() == null) continue;
      String key = EventNames.key(p.club());
      names.putIfAbsent(key, p.club());
      bySchool.computeIfAbsent(key, k -> new ArrayList<>()).add(st);
    }
    record School(String name, BigDecimal points, int bestRank, int pupils, boolean absent, List<Standing> counted) {}
    List<School> schools = new ArrayList<>();
    for (var en : bySchool.entrySet()) {
      List<Standing> pupils = en.getValue();  // already in rank order
      List<Standing> counted = pupils.subList(0, Math.min(best, pupils.size()));
      BigDecimal sum = counted.stream().map(Standing::points).reduce(BigDecimal.ZERO, BigDecimal::add);
      boolean absent = s.event().pairedRounds() > 0 && pupils.stream().allMatch(st -> st.player().rounds().stream()
          .allMatch(r -> r.opponent() == 0 && r.halfPoints() == 0));
      schools.add(new School(names.get(en.getKey()), sum, counted.isEmpty() ? Integer.MAX_VALUE : counted.get(0).rank(),
          pupils.size(), absent, counted));
    }
    schools.sort(Comparator.comparing(School::absent)
        .thenComparing(School::points, Comparator.reverseOrder())
        .thenComparingInt(School::bestRank)
        .thenComparing(School::name));
    List<Map<String, Object>> out = new ArrayList<>();
    int position = 0;
    School previous = null;
    int rank = 0;
    for (School sc : schools) {
      position++;
      boolean tied = previous != null && previous.absent() == sc.absent() && previous.points().compareTo(sc.points()) == 0
          && previous.bestRank() == sc.bestRank();
      if (!tied) rank = position;
      previous = sc;
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("rank", rank);
      m.put("school", sc.name());
      m.put("points", sc.points());
      m.put("pupils", sc.pupils());
      m.put("incomplete", sc.pupils() < best);
      m.put("absent", sc.absent());
      m.put("counted", sc.counted().stream().map(st -> row(st, byNo.get(st.player().startNumber()))).toList());
      out.add(m);
    }
    return out;
  }

  private static Map<String, Object> row(Standing st, EventPlayer p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("rank", st.rank());
    m.put("startNo", p.startNo());
    m.put("name", p.name());
    m.put("club", p.club());
    m.put("points", st.points());
    return m;
  }

  private static Map<Integer, EventPlayer> byStartNo(EventState s) {
    Map<Integer, EventPlayer> m = new HashMap<>();
    for (EventPlayer p : s.players()) m.put(p.startNo(), p);
    return m;
  }
}
