package org.tabuleiro.server.event.championship;

import java.util.List;
import java.util.Set;
import org.tabuleiro.server.event.EventCategory;

/**
 * A section: an event of the championship and the pupils it takes, by age group (names of the season's preset; empty:
 * every group) and gender ({@code F}, {@code M} or both).
 */
public record ChampionshipSection(long eventId, int position, List<String> ageGroups, Set<String> genders) {
  public ChampionshipSection {
    ageGroups = List.copyOf(ageGroups);
    genders = Set.copyOf(genders);
  }

  /** Does the section take a pupil of this age group ({@code null}: none, no birth year) and gender ({@code null}: unknown)? */
  public boolean takes(EventCategory group, String gender) {
    boolean byGroup = ageGroups.isEmpty() || group != null && ageGroups.stream().anyMatch(n -> EventCategory.key(n).equals(EventCategory.key(group.name())));
    boolean byGender = genders.size() == 2 || gender != null && genders.contains(gender);
    return byGroup && byGender;
  }

  /** Does it take some pupil the other one takes too? */
  public boolean overlaps(ChampionshipSection other) {
    boolean genders = this.genders.stream().anyMatch(other.genders::contains);
    boolean groups = ageGroups.isEmpty() || other.ageGroups.isEmpty()
        || ageGroups.stream().anyMatch(a -> other.ageGroups.stream().anyMatch(b -> EventCategory.key(a).equals(EventCategory.key(b))));
    return genders && groups;
  }

  /** The genders as stored: {@code F}, {@code M} or {@code FM}. */
  public String gendersCode() {
    return genders.size() == 2 ? "FM" : genders.iterator().next();
  }
}
