package org.tabuleiro.server.event;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An age group: birth years, both included (null for no bound), and the school cycles it is for (empty: any). The
 * groups of an event are its age-group scheme; {@link AgeGroups} places a pupil in one of them.
 */
public record EventCategory(String name, Integer fromYear, Integer toYear, Set<SchoolCycle> cycles) {
  public EventCategory {
    cycles = cycles == null || cycles.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(cycles));
  }

  /** A group by birth years only, for any cycle. */
  public EventCategory(String name, Integer fromYear, Integer toYear) {
    this(name, fromYear, toYear, Set.of());
  }

  /** Desporto Escolar's age groups ("escalões") in the season {@code season}: see {@link AgeGroups#schoolSport}. */
  public static List<EventCategory> school(int season) {
    return AgeGroups.schoolSport(season);
  }

  /** Is a player born in {@code birthYear} within the years (whatever the cycle)? */
  public boolean includes(Integer birthYear) {
    if (birthYear == null) return false;
    return (fromYear == null || birthYear >= fromYear) && (toYear == null || birthYear <= toYear);
  }

  /** Is the group for pupils of this cycle? */
  public boolean isFor(SchoolCycle cycle) {
    return cycles.isEmpty() || cycles.contains(cycle);
  }

  /** The cycles in their order ({@code 1}, {@code 2}, {@code 3}, {@code sec}). */
  public List<SchoolCycle> cyclesInOrder() {
    return cycles.isEmpty() ? List.of() : List.copyOf(EnumSet.copyOf(cycles));
  }

  /** The category with this name, ignoring case, blanks, dashes and accents ("infantis 1", "Sub8"). */
  public static Optional<EventCategory> byName(List<EventCategory> categories, String name) {
    String key = key(name);
    return categories.stream().filter(c -> key(c.name).equals(key)).findFirst();
  }

  public static String key(String s) {
    return EventNames.key(s).replaceAll("[\\s_-]", "");
  }
}
