package org.tabuleiro.server.event.championship;

import java.time.Instant;
import java.util.List;

/**
 * A championship's day: its season (the age groups are the school-sport preset of that season) and its sections in
 * the picker's order.
 *
 * @param schoolBest pupils counted per school in the school classification across the sections
 */
public record Championship(long id, String name, int season, int schoolBest, long createdBy, Instant createdAt,
    List<ChampionshipSection> sections) {
  public Championship {
    sections = List.copyOf(sections);
  }
}
