package org.tabuleiro.server.event.registration;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dhatim.fastexcel.VisibilityState;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;

/**
 * Real {@code .xlsx} files for the tests, written with FastExcel's writer (the reader's sister library). A cell is
 * given as a value: a {@code String} (text, or a formula when it starts with {@code =}), a {@code Number}, or a
 * {@code LocalDate} (a number formatted as a date, as Excel stores a birth date).
 */
public final class XlsxFiles {
  private XlsxFiles() {}

  /** One sheet named "Folha1" holding {@code rows}. */
  public static byte[] sheet(List<List<Object>> rows) {
    Map<String, List<List<Object>>> sheets = new LinkedHashMap<>();
    sheets.put("Folha1", rows);
    return book(sheets, List.of());
  }

  /** Sheets in order, by name; those named in {@code hidden} are hidden. */
  public static byte[] book(Map<String, List<List<Object>>> sheets, List<String> hidden) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (Workbook book = new Workbook(out, "Teste", "1.0")) {
      for (Map.Entry<String, List<List<Object>>> s : sheets.entrySet()) {
        Worksheet ws = book.newWorksheet(s.getKey());
        if (hidden.contains(s.getKey())) ws.setVisibilityState(VisibilityState.HIDDEN);
        List<List<Object>> rows = s.getValue();
        for (int r = 0; r < rows.size(); r++) {
          for (int c = 0; c < rows.get(r).size(); c++) {
            Object v = rows.get(r).get(c);
            switch (v) {
              case null -> {}
              case String t when t.startsWith("=") -> ws.formula(r, c, t.substring(1));
              case String t -> ws.value(r, c, t);
              case Number n -> ws.value(r, c, n);
              case LocalDate d -> {
                ws.value(r, c, d);
                ws.style(r, c).format("dd/mm/yyyy").set();
              }
              default -> throw new IllegalArgumentException("cell " + v);
            }
          }
        }
        ws.finish();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }
}
