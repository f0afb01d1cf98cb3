package org.tabuleiro.server.event.championship;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.server.event.registration.EventAgeGroups;
import org.tabuleiro.server.event.registration.EventCsv;
import org.tabuleiro.server.event.registration.PlayerListPreview;
import org.tabuleiro.server.event.registration.PlayerTable;

/**
 * A list as the championship's import would read it, before anything is stored: the list's preview (columns, lines
 * with the age group each pupil lands in, refusals with line and column) and the section each line lands in. Every
 * line is tried, so all refusals show at once: a cell at fault, a pupil in no age group or two, in no section or two,
 * a pupil repeated in the list. Players already registered in a section are checked by the import itself. Pure.
 *
 * @param sections the section's name by line, for the lines placed in exactly one
 */
public record ChampionshipListPreview(PlayerListPreview list, Map<Integer, String> sections) {
  public ChampionshipListPreview {
    sections = Map.copyOf(sections);
  }

  public static ChampionshipListPreview of(PlayerTable table, List<SectionPlacement.Named> named, List<EventCategory> scheme,
      int season, int thisYear, SchoolCycle importCycle) {
    List<EventCsv.Fault> faults = new ArrayList<>();
    List<EventCsv.Row> rows;
    try {
      rows = EventCsv.read(table, thisYear, faults);
    } catch (EventCsv.Fault f) {
      return new ChampionshipListPreview(new PlayerListPreview(table.format(), PlayerListPreview.columns(table), List.of(),
          List.of(refusal(f))), Map.of());
    }
    List<PlayerListPreview.Refusal> refusals = new ArrayList<>(faults.stream().map(ChampionshipListPreview::refusal).toList());
    List<PlayerListPreview.Line> lines = new ArrayList<>();
    Map<Integer, String> sections = new LinkedHashMap<>();
    Map<String, Integer> seen = new HashMap<>();
    for (EventCsv.Row row : rows) {
      EventCsv.Row r = row;
      Integer before = seen.putIfAbsent(r.player().identity(), r.line());
      if (before != null) {
        refusals.add(new PlayerListPreview.Refusal(r.line(), 0, "aluno repetido \"" + r.player().name()
            + "\" (mesmo nome, ano de nascimento e escola: linha " + before + ")"));
      }
      try {
        r = EventAgeGroups.place(List.of(r), scheme, season, importCycle).getFirst();
        if (named.isEmpty()) throw new EventCsv.Fault(r.line(), 0, "o campeonato ainda não tem seções: crie-as antes de importar a lista");
        Map<Long, List<EventCsv.Row>> placed = SectionPlacement.place(List.of(r), named, scheme, season);
        for (SectionPlacement.Named s : named) {
          if (!placed.get(s.section().eventId()).isEmpty()) sections.put(r.line(), s.name());
        }
      } catch (EventCsv.Fault f) {
        refusals.add(refusal(f));
      }
      lines.add(new PlayerListPreview.Line(r, AgeGroups.place(scheme, r.player().yearOfBirth(), r.player().cycle(), season)));
    }
    refusals.sort(Comparator.comparingInt(PlayerListPreview.Refusal::line).thenComparingInt(PlayerListPreview.Refusal::column));
    if (rows.isEmpty() && refusals.isEmpty()) refusals.add(new PlayerListPreview.Refusal(0, 0, "a lista não tem nenhum aluno (só o cabeçalho)"));
    return new ChampionshipListPreview(new PlayerListPreview(table.format(), PlayerListPreview.columns(table), lines, refusals), sections);
  }

  private static PlayerListPreview.Refusal refusal(EventCsv.Fault f) {
    return new PlayerListPreview.Refusal(f.line, f.column, f.getMessage());
  }
}
