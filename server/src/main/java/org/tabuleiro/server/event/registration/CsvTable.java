package org.tabuleiro.server.event.registration;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A CSV's lines as spreadsheets save them in Portugal and Brazil: {@code ;} or {@code ,} between fields (the first
 * line's decides), quoted as RFC 4180 (Commons CSV). A quote never closed is refused at its line, in Portuguese.
 */
final class CsvTable {
  private CsvTable() {}

  static PlayerTable read(String text) {
    int firstEnd = text.indexOf('\n');
    String first = firstEnd < 0 ? text : text.substring(0, firstEnd);
    char delimiter = delimiter(first);
    int[] lineStarts = lineStarts(text);
    CSVFormat format = CSVFormat.RFC4180.builder().setDelimiter(delimiter).setIgnoreEmptyLines(true).get();
    List<PlayerTable.Line> lines = new ArrayList<>();
    try (CSVParser parser = CSVParser.builder().setReader(new StringReader(text)).setFormat(format).get()) {
      for (CSVRecord record : parser) {
        lines.add(new PlayerTable.Line(lineOf(lineStarts, record.getCharacterPosition()), record.toList()));
      }
    } catch (UncheckedIOException e) {
      throw malformed(e.getCause());
    } catch (IOException | IllegalStateException e) {
      throw malformed(e);
    }
    return new PlayerTable("CSV", lines);
  }

  /** The separator a first line uses: {@code ;} when it has as many as commas and at least one. */
  private static char delimiter(String firstLine) {
    return count(firstLine, ';') >= count(firstLine, ',') && count(firstLine, ';') > 0 ? ';' : ',';
  }

  /**
   * Commons CSV's fault in Portuguese, at the line it names: a quoted field never closed, or something after the
   * quote that closes one. Its own message (in English, naming its exception class) is never shown.
   */
  private static EventCsv.Fault malformed(Throwable e) {
    String m = e == null || e.getMessage() == null ? "" : e.getMessage();
    if (m.contains("EOF reached before encapsulated token finished")) {
      return new EventCsv.Fault(number(m, "startline"), 0, "as aspas abertas nesta linha não se fecham até o fim do arquivo"
          + " (um campo que começa por \" termina com outras \"; aspas dentro dele escrevem-se \"\")");
    }
    if (m.contains("Invalid character between encapsulated token and delimiter")) {
      return new EventCsv.Fault(number(m, "line:"), 0, "depois das aspas que fecham um campo vem o separador ou o fim da linha"
          + " (aspas dentro de um campo escrevem-se \"\", e o campo todo vai entre aspas)");
    }
    return new EventCsv.Fault(0, 0, "CSV mal formado (aspas por fechar?)");
  }

  /** The number after {@code word} in Commons CSV's message ("line: 1,234"), 0 when there is none. */
  private static int number(String message, String word) {
    Matcher m = Pattern.compile(Pattern.quote(word) + "\\s*([\\d.,\\u00A0\\u202F]+)").matcher(message);
    if (!m.find()) return 0;
    String digits = m.group(1).replaceAll("\\D", "");
    return digits.isEmpty() || digits.length() > 9 ? 0 : Integer.parseInt(digits);
  }

  private static int count(String s, char c) {
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) == c) n++;
    }
    return n;
  }

  private static int[] lineStarts(String text) {
    List<Integer> starts = new ArrayList<>();
    starts.add(0);
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') starts.add(i + 1);
    }
    return starts.stream().mapToInt(Integer::intValue).toArray();
  }

  private static int lineOf(int[] starts, long position) {
    int lo = 0, hi = starts.length - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (starts[mid] <= position) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}
