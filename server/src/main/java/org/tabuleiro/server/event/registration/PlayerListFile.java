package org.tabuleiro.server.event.registration;

import java.util.Locale;

/**
 * Which reader a players' list takes, by what the request says and what the bytes are: an {@code .xlsx} when the
 * content type is Excel's ({@code application/vnd.openxmlformats-officedocument.spreadsheetml.sheet}) or the body
 * starts as a zip does ({@code PK\3\4}, whatever the content type: browsers send {@code .xlsx} files as
 * {@code application/octet-stream} too); an old {@code .xls} is refused by name; anything else is text, a CSV (or a
 * TRF, which the route tells apart).
 */
public final class PlayerListFile {
  public static final String XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

  private PlayerListFile() {}

  /** Is the body a spreadsheet file (xlsx, or the old xls to be refused by name) rather than text? */
  public static boolean isSpreadsheet(byte[] body, String contentType) {
    String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
    return type.startsWith(XLSX_TYPE) || type.startsWith("application/vnd.ms-excel") || XlsxTable.looksLikeXlsx(body)
        || XlsxTable.looksLikeXls(body);
  }

  /** The spreadsheet's lines; a fault when it is not a readable .xlsx (see {@link XlsxTable}). */
  public static PlayerTable spreadsheet(byte[] body) {
    return XlsxTable.read(body);
  }

  /** The list's lines, spreadsheet or CSV (decoded by its content type); a {@link EventCsv.Fault} when unreadable. */
  public static PlayerTable read(byte[] body, String contentType) {
    return isSpreadsheet(body, contentType) ? spreadsheet(body) : csv(EventCsv.decode(body, contentType));
  }

  /** A CSV's lines from its text (decoded by {@link EventCsv#decode}). */
  public static PlayerTable csv(String text) {
    return CsvTable.read(text);
  }
}
