package org.tabuleiro.server.event.registration;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.server.event.standings.EventAwards;

/**
 * A players' list as it would be imported, before anything is stored: how each header was read, every line read
 * with the age groups its pupil lands in, and every refusal (line, column, message) the import would meet: a cell
 * at fault, a team missing or out of place, a player repeated in the list or already registered, more players than
 * an event holds. A pure function of the list and the event's state; the import itself checks again under the
 * event's lock.
 *
 * @param columns the header's cells in order, each with the column it is read as (null: ignored)
 */
public record PlayerListPreview(String format, List<Column> columns, List<Line> lines, List<Refusal> refusals) {
  public PlayerListPreview {
    columns = List.copyOf(columns);
    lines = List.copyOf(lines);
    refusals = List.copyOf(refusals);
  }

  /** A header cell (1-based column) and the column it is read as, null when skipped (Nº, Turma, Observações). */
  public record Column(int column, String header, String reads) {}

  /** A line read (its player with the cycle the import gives), with where its player lands. */
  public record Line(EventCsv.Row row, AgeGroups.Placement placement) {}

  /** Why the import would be refused, at a 1-based line and column (0: the whole line or file). */
  public record Refusal(int line, int column, String message) {}

  /** Would the import store the list as it is? */
  public boolean importable() {
    return refusals.isEmpty() && !lines.isEmpty();
  }

  /**
   * The preview of {@code table} for event {@code e} with its {@code existing} players. A header the reader refuses
   * gives that one refusal and no line.
   */
  public static PlayerListPreview of(PlayerTable table, Event e, List<EventPlayer> existing, int thisYear, SchoolCycle importCycle) {
    List<EventCsv.Fault> faults = new ArrayList<>();
    List<EventCsv.Row> rows;
    try {
      rows = EventCsv.read(table, thisYear, faults);
    } catch (EventCsv.Fault f) {
      return new PlayerListPreview(table.format(), columns(table), List.of(), List.of(refusal(f)));
    }
    List<Refusal> refusals = new ArrayList<>(faults.stream().map(PlayerListPreview::refusal).toList());
    boolean teamEvent = e.settings().teams() != null;
    Map<String, String> seen = new HashMap<>();
    for (EventPlayer p : existing) seen.put(EventRegistration.identity(p), "já inscrito com o número " + p.startNo());
    int room = EventRegistration.MAX_PLAYERS - existing.size();
    List<Line> lines = new ArrayList<>();
    for (EventCsv.Row row : rows) {
      EventCsv.Row r = row;
      try {
        EventCsv.checkTeams(List.of(r), teamEvent);
      } catch (EventCsv.Fault f) {
        refusals.add(refusal(f));
      }
      String before = seen.putIfAbsent(r.player().identity(), "linha " + r.line());
      if (before != null) {
        refusals.add(new Refusal(r.line(), 0, "jogador repetido \"" + r.player().name() + "\" (mesmo nome, ano de nascimento e "
            + "escola, ou mesmo ID FIDE: " + before + ")"));
      }
      if (lines.size() == room) {
        refusals.add(new Refusal(r.line(), 0, "um torneio tem no máximo " + EventRegistration.MAX_PLAYERS + " jogadores"
            + (existing.isEmpty() ? "" : " (já tem " + existing.size() + ")") + "; a lista tem " + rows.size()
            + ": daqui em diante não cabem"));
      }
      if (!teamEvent) {
        try {
          r = EventAgeGroups.place(List.of(r), EventAwards.categories(e, thisYear), EventAwards.season(e, thisYear), importCycle).getFirst();
        } catch (EventCsv.Fault f) {
          refusals.add(refusal(f));
        }
      }
      lines.add(new Line(r, placement(e, r.player(), thisYear)));
    }
    refusals.sort(Comparator.comparingInt(Refusal::line).thenComparingInt(Refusal::column));
    if (rows.isEmpty() && refusals.isEmpty()) refusals.add(new Refusal(0, 0, "a lista não tem nenhum jogador (só o cabeçalho)"));
    return new PlayerListPreview(table.format(), columns(table), lines, refusals);
  }

  /** Where a pupil lands in the event's age groups ({@link AgeGroups#place}, the import's own placement). */
  static AgeGroups.Placement placement(Event e, NewPlayer p, int thisYear) {
    return AgeGroups.place(EventAwards.categories(e, thisYear), p.yearOfBirth(), p.cycle(), EventAwards.season(e, thisYear));
  }

  private static Refusal refusal(EventCsv.Fault f) {
    return new Refusal(f.line, f.column, f.getMessage());
  }

  /** The header's cells, each with the column it is read as. */
  public static List<Column> columns(PlayerTable table) {
    List<String> headers = EventCsv.headers(table);
    List<Column> columns = new ArrayList<>();
    for (int i = 0; i < headers.size(); i++) {
      String h = headers.get(i).strip();
      if (h.isEmpty()) continue;
      columns.add(new Column(i + 1, h, PlayerColumns.ignored(h) ? null : PlayerColumns.column(h).orElse(null)));
    }
    return columns;
  }
}
