package org.tabuleiro.server.event.championship;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.registration.EventCsv;

/**
 * A list's pupils placed in the championship's sections before anything is stored: each pupil's age group (one, by
 * {@link AgeGroups}) and gender must be taken by exactly one section. Pure.
 */
public final class SectionPlacement {
  private SectionPlacement() {}

  /** A section with the name the messages give it (its event's name). */
  public record Named(ChampionshipSection section, String name) {}

  /**
   * The rows of each section (by event id, in the sections' order), every row placed; the first pupil taken by no
   * section or by two is a {@link EventCsv.Fault} at its line, in the column of the gender when only the gender
   * decides, else of the birth year (or date, or cycle when the line gave one).
   *
   * @param rows the list's rows, each already placed in one age group ({@code EventAgeGroups.place})
   */
  public static Map<Long, List<EventCsv.Row>> place(List<EventCsv.Row> rows, List<Named> sections,
      List<EventCategory> scheme, int season) {
    Map<Long, List<EventCsv.Row>> out = new LinkedHashMap<>();
    for (Named s : sections) out.put(s.section().eventId(), new ArrayList<>());
    for (EventCsv.Row r : rows) {
      NewPlayer p = r.player();
      EventCategory group = AgeGroups.groupOf(scheme, p.yearOfBirth(), p.cycle(), season).orElse(null);
      List<Named> fit = sections.stream().filter(s -> s.section().takes(group, p.gender())).toList();
      if (fit.size() == 1) {
        out.get(fit.get(0).section().eventId()).add(r);
        continue;
      }
      String who = "\"" + p.name() + "\" (" + (group == null ? "sem ano de nascimento" : group.name()) + ", "
          + (p.gender() == null ? "sem sexo" : p.gender()) + ")";
      boolean byGroupAlone = sections.stream().anyMatch(s -> s.section().takes(group, "F") || s.section().takes(group, "M"));
      int column = fit.isEmpty() && byGroupAlone && r.column("gender") != 0 ? r.column("gender") : yearColumn(r);
      if (fit.isEmpty()) {
        throw new EventCsv.Fault(r.line(), column, who + " não cabe em nenhuma seção do campeonato (" + describe(sections) + ")");
      }
      throw new EventCsv.Fault(r.line(), column, who + " cabe em " + fit.size() + " seções, "
          + fit.stream().map(Named::name).collect(Collectors.joining(" e ")) + ": cada aluno joga numa só seção");
    }
    return out;
  }

  private static int yearColumn(EventCsv.Row r) {
    if (r.player().cycle() != null && r.column("cycle") != 0) return r.column("cycle");
    return r.column("birth_year") != 0 ? r.column("birth_year") : r.column("birth_date");
  }

  /** The sections in words: "Sub 8 F: Sub 8, F; Infantis: Infantis 1, Infantis, F e M". */
  public static String describe(List<Named> sections) {
    return sections.stream().map(s -> s.name() + ": "
        + (s.section().ageGroups().isEmpty() ? "todas as categorias" : String.join(", ", s.section().ageGroups())) + ", "
        + (s.section().genders().size() == 2 ? "F e M" : s.section().gendersCode()))
        .collect(Collectors.joining("; "));
  }
}
