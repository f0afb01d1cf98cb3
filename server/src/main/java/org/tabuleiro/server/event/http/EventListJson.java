package org.tabuleiro.server.event.http;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.registration.EventCsv;
import org.tabuleiro.server.event.registration.PlayerListPreview;

/** A players' list preview as JSON ({@code POST /api/events/{id}/players/preview}). */
final class EventListJson {
  private EventListJson() {}

  static Map<String, Object> preview(PlayerListPreview p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("format", p.format());
    m.put("importable", p.importable());
    m.put("columns", p.columns().stream().map(c -> {
      Map<String, Object> col = new LinkedHashMap<>();
      col.put("column", c.column());
      col.put("header", c.header());
      col.put("reads", c.reads());
      return col;
    }).toList());
    List<Map<String, Object>> rows = new ArrayList<>();
    for (PlayerListPreview.Line l : p.lines()) {
      NewPlayer n = l.row().player();
      Map<String, Object> r = new LinkedHashMap<>();
      r.put("line", l.row().line());
      r.put("name", n.name());
      r.put("gender", n.gender());
      r.put("birthYear", n.birthYear() != null ? n.birthYear() : n.birthDate() != null ? n.birthDate().getYear() : null);
      r.put("birthDate", n.birthDate() == null ? null : n.birthDate().toString());
      r.put("club", n.club());
      AgeGroups.Placement placed = l.placement();
      r.put("cycle", placed instanceof AgeGroups.Placement.Placed pl ? pl.cycle().code() : n.cycle() == null ? null : n.cycle().code());
      r.put("cycleAssumed", placed instanceof AgeGroups.Placement.Placed pl && pl.cycleAssumed());
      r.put("fideId", n.fideId());
      r.put("federation", n.federation());
      r.put("rating", n.rating() == 0 ? null : n.rating());
      r.put("team", l.row().team());
      r.put("board", l.row().board());
      r.put("groups", switch (placed) {
        case AgeGroups.Placement.Placed pl -> List.of(pl.group().name());
        case AgeGroups.Placement.Refused refused -> refused.groups().stream().map(EventCategory::name).toList();
        case AgeGroups.Placement.NoBirthYear none -> List.of();
      });
      rows.add(r);
    }
    m.put("rows", rows);
    m.put("refusals", p.refusals().stream().map(f -> refusal(f.line(), f.column(), f.message())).toList());
    return m;
  }

  /** A file the reader could not open as a list at all (several sheets, not an .xlsx, a quote never closed). */
  static Map<String, Object> refused(EventCsv.Fault f) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("format", null);
    m.put("importable", false);
    m.put("columns", List.of());
    m.put("rows", List.of());
    m.put("refusals", List.of(refusal(f.line, f.column, f.getMessage())));
    return m;
  }

  /** {@code {"line", "column", "message"}}: the message as the import would say it ("Linha 3, coluna 2: ..."). */
  private static Map<String, Object> refusal(int line, int column, String message) {
    String where = line == 0 ? "" : column == 0 ? "Linha " + line + ": " : "Linha " + line + ", coluna " + column + ": ";
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("line", line);
    m.put("column", column);
    m.put("message", where + message);
    return m;
  }
}
