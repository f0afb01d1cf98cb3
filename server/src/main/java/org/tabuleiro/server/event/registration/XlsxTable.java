package org.tabuleiro.server.event.registration;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.ExcelReaderException;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.ReadingOptions;
import org.dhatim.fastexcel.reader.Row;
import org.dhatim.fastexcel.reader.Sheet;
import org.dhatim.fastexcel.reader.SheetVisibility;

/**
 * A players' list saved by Excel or LibreOffice as {@code .xlsx}, read with FastExcel (streaming: a 5,000-row list
 * is read in well under a second). Line numbers are the sheet's row numbers and columns count from A = 1, as the
 * spreadsheet shows them. The list is the one visible sheet that has data; empty and hidden sheets (a template's
 * lists for its drop-downs) are passed over, and data on two visible sheets is refused naming them. A cell with a
 * formula is refused at its row and column (its saved value may be stale, or absent in a file a program wrote): the
 * arbiter pastes the values instead. A number formatted as a date is a date ({@code 2013-05-04}); another number is
 * written plainly ({@code 2013}, not {@code 2013.0}).
 */
final class XlsxTable {
  /** More lines than an event could take: past them the file is refused before it is all read. */
  static final int MAX_LINES = 10_000;
  private static final int MAX_COLUMNS = 100;
  /** Excel's built-in number formats that are dates (ECMA-376 18.8.30). */
  private static final Set<Integer> DATE_FORMATS = Set.of(14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51,
      52, 53, 54, 57, 58);

  private XlsxTable() {}

  /** Does the body start as a zip (an .xlsx) does? */
  static boolean looksLikeXlsx(byte[] bytes) {
    return bytes.length >= 4 && bytes[0] == 'P' && bytes[1] == 'K' && bytes[2] == 3 && bytes[3] == 4;
  }

  /** Does it start as an old Excel file (.xls, OLE2)? */
  static boolean looksLikeXls(byte[] bytes) {
    return bytes.length >= 4 && (bytes[0] & 0xFF) == 0xD0 && (bytes[1] & 0xFF) == 0xCF && (bytes[2] & 0xFF) == 0x11
        && (bytes[3] & 0xFF) == 0xE0;
  }

  static PlayerTable read(byte[] bytes) {
    if (looksLikeXls(bytes)) {
      throw new EventCsv.Fault(0, 0, "o arquivo é do Excel antigo (.xls); abra-o e salve-o como \"Livro do Excel (.xlsx)\" ou CSV");
    }
    try (ReadableWorkbook book = new ReadableWorkbook(new ByteArrayInputStream(bytes), new ReadingOptions(true, false))) {
      List<String> withData = new ArrayList<>();
      PlayerTable found = null;
      for (Sheet sheet : book.getSheets().toList()) {
        if (sheet.getVisibility() != SheetVisibility.VISIBLE) continue;
        List<PlayerTable.Line> lines = lines(sheet);
        if (lines.isEmpty()) continue;
        withData.add(sheet.getName());
        if (found == null) found = new PlayerTable("Excel (.xlsx)", lines);
      }
      if (withData.size() > 1) {
        throw new EventCsv.Fault(0, 0, "o arquivo tem dados em " + withData.size() + " folhas (" + String.join(", ", withData)
            + "); deixe a lista dos jogadores numa só folha (apague ou esvazie as outras) ou envie cada folha à parte");
      }
      if (found == null) throw new EventCsv.Fault(1, 0, "a folha do Excel está vazia: falta o cabeçalho");
      return found;
    } catch (IOException | UncheckedIOException | ExcelReaderException | IllegalStateException | IllegalArgumentException e) {
      throw new EventCsv.Fault(0, 0, "o arquivo não é um Excel (.xlsx) legível; abra-o e salve-o de novo como .xlsx ou CSV");
    }
  }

  private static List<PlayerTable.Line> lines(Sheet sheet) throws IOException {
    List<PlayerTable.Line> lines = new ArrayList<>();
    try (Stream<Row> rows = sheet.openStream()) {
      for (Row row : (Iterable<Row>) rows::iterator) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < Math.min(row.getCellCount(), MAX_COLUMNS); i++) {
          cells.add(text(row.getOptionalCell(i).orElse(null), row.getRowNum(), i + 1));
        }
        while (!cells.isEmpty() && cells.getLast().isBlank()) cells.removeLast();
        if (cells.isEmpty()) continue;
        if (lines.size() == MAX_LINES) {
          throw new EventCsv.Fault(row.getRowNum(), 0, "a folha tem mais de " + MAX_LINES + " linhas com dados; um torneio tem no máximo "
              + EventRegistration.MAX_PLAYERS + " jogadores");
        }
        lines.add(new PlayerTable.Line(row.getRowNum(), cells));
      }
    }
    return lines;
  }

  private static String text(Cell cell, int line, int column) {
    if (cell == null) return "";
    return switch (cell.getType()) {
      case EMPTY -> "";
      case STRING -> cell.asString();
      case BOOLEAN -> cell.asBoolean() ? "VERDADEIRO" : "FALSO";
      case NUMBER -> isDate(cell) ? cell.asDate().toLocalDate().toString() : plain(cell.asNumber());
      case ERROR -> throw new EventCsv.Fault(line, column, "a célula " + cell.getAddress() + " tem o erro " + cell.getRawValue()
          + " do Excel; corrija-a ou apague-a");
      case FORMULA -> throw new EventCsv.Fault(line, column, "a célula " + cell.getAddress() + " tem uma fórmula (="
          + cell.getFormula() + "); a lista leva valores: copie as colunas e cole-as com \"Colar especial\" → \"Valores\"");
    };
  }

  private static String plain(BigDecimal n) {
    BigDecimal s = n.stripTrailingZeros();
    return (s.scale() < 0 ? s.setScale(0) : s).toPlainString();
  }

  /** A number shown as a date: a built-in date format, or a format of its own with day, month or year in it. */
  private static boolean isDate(Cell cell) {
    Integer id = cell.getDataFormatId();
    if (id != null && DATE_FORMATS.contains(id)) return true;
    String f = cell.getDataFormatString();
    if (f == null || id != null && id < 164) return false;
    String bare = f.replaceAll("\"[^\"]*\"", "").replaceAll("\\[[^]]*]", "").replaceAll("\\\\.", "");
    return bare.matches("(?is).*[dmy].*");
  }
}
