package org.tabuleiro.server.event.registration;

import java.util.List;

/**
 * A players' list as a file holds it, before any cell is understood: its lines (a CSV's lines, a sheet's rows),
 * each with its number in the file as the arbiter sees it (the spreadsheet's row number) and its cells as text. The
 * header is the first line that names a known column; lines above it (a title) are skipped.
 *
 * @param format what was read, for messages: "CSV" or "Excel (.xlsx)"
 */
public record PlayerTable(String format, List<Line> lines) {
  public PlayerTable {
    lines = List.copyOf(lines);
  }

  /** One line: its 1-based number in the file and its cells (column 1 first), as text; empty cells are "". */
  public record Line(int number, List<String> cells) {
    public Line {
      cells = List.copyOf(cells);
    }

    boolean isBlank() {
      return cells.stream().allMatch(String::isBlank);
    }

    String cell(int index) {
      return index < cells.size() ? cells.get(index) : "";
    }
  }
}
