package org.tabuleiro.server.event.registration;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.SchoolCycle;

/**
 * A list's pupils placed in the event's age groups before anything is stored: each pupil with a birth year must land
 * in exactly one group ({@link AgeGroups#place}).
 */
public final class EventAgeGroups {
  private EventAgeGroups() {}

  /**
   * The rows, each pupil whose line names no cycle given {@code importCycle} (the cycle the arbiter chose for the
   * import; null: none, the usual one for the age is taken when placing). The first pupil that fits no group or more
   * than one is a {@link EventCsv.Fault} at its line, in the column of the cycle when the line gave one, else of the
   * birth year (or date).
   */
  public static List<EventCsv.Row> place(List<EventCsv.Row> rows, List<EventCategory> scheme, int season, SchoolCycle importCycle) {
    List<EventCsv.Row> out = new ArrayList<>(rows.size());
    for (EventCsv.Row r : rows) {
      boolean listed = r.player().cycle() != null;
      NewPlayer p = listed || importCycle == null ? r.player() : r.player().withCycle(importCycle);
      if (AgeGroups.place(scheme, p.yearOfBirth(), p.cycle(), season) instanceof AgeGroups.Placement.Refused refused) {
        int column = listed ? r.column("cycle") : r.column("birth_year") != 0 ? r.column("birth_year") : r.column("birth_date");
        throw new EventCsv.Fault(r.line(), column, "\"" + p.name() + "\": " + refused.message());
      }
      out.add(r.with(p));
    }
    return out;
  }
}
