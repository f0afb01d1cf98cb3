package org.tabuleiro.server.event.registration;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;

/**
 * The players' list to fill in, as a school would: the Portuguese headers in the order of a school's list and one
 * example row to replace. A CSV (UTF-8 with a byte-order mark, {@code ;}, CRLF: Excel in Portugal and Brazil opens
 * it as it is) and an {@code .xlsx} (FastExcel's writer; one sheet, headers in bold, the year a number) that the
 * import reads back unchanged.
 */
public final class PlayerListTemplate {
  /** The template's columns, in order. */
  static final List<String> COLUMNS = List.of("name", "gender", "birth_year", "club", "cycle", "federation", "fide_id", "rating");
  /** The example row, one cell per column (the year a number in the .xlsx). */
  static final List<String> EXAMPLE = List.of("Ana Sá", "F", "2014", "Escola Básica de Exemplo", "1", "POR", "", "");

  private PlayerListTemplate() {}

  public static byte[] csv() {
    StringBuilder b = new StringBuilder("\uFEFF");
    b.append(String.join(";", COLUMNS.stream().map(PlayerColumns::title).toList())).append("\r\n");
    b.append(String.join(";", EXAMPLE)).append("\r\n");
    return b.toString().getBytes(StandardCharsets.UTF_8);
  }

  public static byte[] xlsx() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (Workbook book = new Workbook(out, "Tabuleiro", "1.0")) {
      Worksheet sheet = book.newWorksheet("Jogadores");
      for (int c = 0; c < COLUMNS.size(); c++) {
        sheet.value(0, c, PlayerColumns.title(COLUMNS.get(c)));
        sheet.style(0, c).bold().set();
        sheet.width(c, c == 0 || c == 3 ? 32 : 16);
        String example = EXAMPLE.get(c);
        if (example.isEmpty()) continue;
        if (COLUMNS.get(c).equals("birth_year")) sheet.value(1, c, Integer.parseInt(example));
        else sheet.value(1, c, example);
      }
      sheet.freezePane(0, 1);
      sheet.finish();
    } catch (IOException e) {
      throw new UncheckedIOException(e);   // writing to memory
    }
    return out.toByteArray();
  }
}
