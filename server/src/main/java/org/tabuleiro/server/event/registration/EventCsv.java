package org.tabuleiro.server.event.registration;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.tabuleiro.server.common.NameRules;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.server.http.RequestCharset;

/**
 * Reads a list of players from CSV as spreadsheets save it in Portugal and Brazil: {@code ;} or {@code ,} between
 * fields (the header line's decides), quotes as RFC 4180, UTF-8 (with or without a BOM) or Windows-1252 (the bytes
 * decide, unless the request names a charset). The header names the columns in any order: {@code name} (required),
 * {@code gender} (F/M), {@code birth_year} or {@code birth_date} (AAAA-MM-DD or DD/MM/AAAA), {@code club},
 * {@code fide_id}, {@code federation}, {@code rating}, {@code cycle} (or {@code ciclo}: the pupil's school cycle, 1, 2,
 * 3 or sec, read as {@link SchoolCycle#parse} does); for a team event {@code team} (the team's name) and
 * {@code board} (the player's place in the team's board order, 1-99). The first fault stops the reading, with its
 * line and column.
 */
public final class EventCsv {
  static final List<String> COLUMNS = List.of("name", "gender", "birth_year", "birth_date", "club", "fide_id", "federation", "rating",
      "team", "board", "cycle");
  private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
  private static final DateTimeFormatter DAY_FIRST = DateTimeFormatter.ofPattern("dd/MM/uuuu");

  private EventCsv() {}

  /**
   * One line read: the player and the line it came from; its team and board when the CSV has those columns.
   *
   * @param teamColumn the 1-based column of {@code team}, 0 without it
   * @param columns the list's columns by their names in {@link #COLUMNS}, 1-based (to say where a fault is)
   */
  public record Row(int line, NewPlayer player, String team, Integer board, int teamColumn, Map<String, Integer> columns) {
    public Row {
      columns = Map.copyOf(columns);
    }

    /** A player without team (an individual event's line, or a TRF's record). */
    Row(int line, NewPlayer player) {
      this(line, player, null, null, 0, Map.of());
    }

    /** The same line with another player (its cycle set by the import, say). */
    public Row with(NewPlayer p) {
      return new Row(line, p, team, board, teamColumn, columns);
    }

    /** The 1-based column of {@code name}, 0 when the list has none. */
    public int column(String name) {
      return columns.getOrDefault(name, 0);
    }
  }

  /** The first fault: 1-based line and column (0 when the fault is the whole line), and why, in Portuguese. */
  public static final class Fault extends RuntimeException {
    public final int line;
    public final int column;

    public Fault(int line, int column, String message) {
      super(message, null, false, false);
      this.line = line;
      this.column = column;
    }
  }

  /** The text of the body: the request's charset if it names one, else UTF-8 when the bytes are valid UTF-8, else Windows-1252. */
  public static String decode(byte[] bytes, String contentType) {
    Charset declared = RequestCharset.declared(contentType);
    String text;
    if (declared != null) {
      text = new String(bytes, declared);
    } else {
      try {
        text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
      } catch (CharacterCodingException e) {
        text = new String(bytes, WINDOWS_1252);
      }
    }
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }

  public static List<Row> read(String text, int thisYear) {
    int headerEnd = text.indexOf('\n');
    String header = headerEnd < 0 ? text : text.substring(0, headerEnd);
    if (header.isBlank()) throw new Fault(1, 0, "A primeira linha deve ser o cabeçalho com os nomes das colunas (name, gender, birth_year...).");
    char delimiter = count(header, ';') >= count(header, ',') && count(header, ';') > 0 ? ';' : ',';
    int[] lineStarts = lineStarts(text);
    CSVFormat format = CSVFormat.RFC4180.builder().setDelimiter(delimiter).setIgnoreEmptyLines(true).get();
    List<Row> rows = new ArrayList<>();
    try (CSVParser parser = CSVParser.builder().setReader(new StringReader(text)).setFormat(format).get()) {
      Map<String, Integer> columns = null;
      for (CSVRecord record : parser) {
        int line = lineOf(lineStarts, record.getCharacterPosition());
        if (columns == null) {
          columns = header(record, line);
          continue;
        }
        if (record.size() == 1 && record.get(0).isBlank()) continue;
        if (record.size() > columns.size() && !extraBlank(record, columns.size())) {
          throw new Fault(line, columns.size() + 1, "a linha tem " + record.size() + " campos e o cabeçalho "
              + columns.size() + " (separador '" + delimiter + "'; um nome com '" + delimiter + "' deve ir entre aspas)");
        }
        NewPlayer player = player(record, columns, line, thisYear);
        Cells c = new Cells(record, columns, line);
        String team = c.name("team", "a equipe (team)", 100);
        Integer board = null;
        String boardText = c.text("board", 2);
        if (boardText != null) {
          if (!boardText.matches("\\d{1,2}") || Integer.parseInt(boardText) < 1) {
            throw c.fault("board", "o tabuleiro (board) é o lugar na ordem da equipe, de 1 a 99, não \"" + boardText + "\"");
          }
          board = Integer.parseInt(boardText);
        }
        Map<String, Integer> numbered = new HashMap<>();
        columns.forEach((k, v) -> numbered.put(k, v + 1));
        rows.add(new Row(line, player, team, board, columns.containsKey("team") ? columns.get("team") + 1 : 0, numbered));
      }
      if (columns == null) throw new Fault(1, 0, "O arquivo está vazio: falta o cabeçalho.");
    } catch (UncheckedIOException e) {
      throw malformed(e.getCause());
    } catch (IOException | IllegalStateException e) {
      throw malformed(e);
    }
    return rows;
  }

  /**
   * A team event needs every player's team; an individual one takes no team or board. Reported at the first line
   * (and column) that breaks it, as a reading fault.
   */
  public static void checkTeams(List<Row> rows, boolean teamEvent) {
    for (Row r : rows) {
      if (teamEvent && r.team() == null) {
        throw new Fault(r.line(), r.teamColumn(), r.teamColumn() == 0
            ? "num torneio por equipes o CSV precisa da coluna \"team\" (o nome da equipe de cada jogador)"
            : "falta a equipe (coluna \"team\") de \"" + r.player().name() + "\"");
      }
      if (!teamEvent && (r.team() != null || r.board() != null)) {
        throw new Fault(r.line(), r.team() != null ? r.teamColumn() : 0,
            "as colunas \"team\" e \"board\" são de torneios por equipes; este é individual");
      }
    }
  }

  private static boolean extraBlank(CSVRecord r, int from) {
    for (int i = from; i < r.size(); i++) {
      if (!r.get(i).isBlank()) return false;
    }
    return true;
  }

  private static Map<String, Integer> header(CSVRecord record, int line) {
    Map<String, Integer> columns = new HashMap<>();
    for (int i = 0; i < record.size(); i++) {
      String name = record.get(i).strip().toLowerCase(Locale.ROOT);
      if (name.isEmpty() && i == record.size() - 1 && i > 0) continue; // a trailing separator
      if (name.equals("ciclo")) name = "cycle";
      if (!COLUMNS.contains(name)) {
        throw new Fault(line, i + 1, "coluna desconhecida \"" + record.get(i).strip() + "\"; as colunas são " + String.join(", ", COLUMNS));
      }
      if (columns.put(name, i) != null) throw new Fault(line, i + 1, "a coluna \"" + name + "\" aparece duas vezes");
    }
    if (!columns.containsKey("name")) throw new Fault(line, 0, "falta a coluna \"name\" no cabeçalho");
    return columns;
  }

  private static NewPlayer player(CSVRecord r, Map<String, Integer> columns, int line, int thisYear) {
    Cells c = new Cells(r, columns, line);
    String name = c.name("name", "o nome (name)", 100);
    if (name == null) throw c.fault("name", "falta o nome");
    String gender = c.text("gender", 1);
    if (gender != null) {
      gender = gender.toUpperCase(Locale.ROOT);
      if (gender.equals("W")) gender = "F";
      if (!gender.equals("F") && !gender.equals("M")) throw c.fault("gender", "o gênero deve ser F ou M, não \"" + c.raw("gender") + "\"");
    }
    Integer year = null;
    String yearText = c.text("birth_year", 4);
    if (yearText != null) {
      if (!yearText.matches("\\d{4}")) throw c.fault("birth_year", "o ano de nascimento deve ter 4 algarismos, não \"" + yearText + "\"");
      year = Integer.parseInt(yearText);
      if (year < 1900 || year > thisYear) throw c.fault("birth_year", "ano de nascimento fora de 1900-" + thisYear + ": " + year);
    }
    LocalDate date = null;
    String dateText = c.text("birth_date", 10);
    if (dateText != null) {
      try {
        date = dateText.contains("/") ? LocalDate.parse(dateText, DAY_FIRST) : LocalDate.parse(dateText);
      } catch (DateTimeParseException e) {
        throw c.fault("birth_date", "data de nascimento inválida \"" + dateText + "\" (use AAAA-MM-DD ou DD/MM/AAAA)");
      }
      if (date.getYear() < 1900 || date.getYear() > thisYear) throw c.fault("birth_date", "data de nascimento fora de 1900-" + thisYear);
      if (year != null && year != date.getYear()) throw c.fault("birth_year", "o ano " + year + " não é o da data de nascimento " + date);
    }
    String fideId = c.text("fide_id", 12);
    if (fideId != null && !fideId.matches("\\d{1,11}")) throw c.fault("fide_id", "o FIDE id deve ter só algarismos (até 11), não \"" + fideId + "\"");
    String federation = c.text("federation", 3);
    if (federation != null) {
      federation = federation.toUpperCase(Locale.ROOT);
      if (!federation.matches("[A-Z]{3}")) throw c.fault("federation", "a federação deve ter 3 letras (POR, BRA, ANG...), não \"" + c.raw("federation") + "\"");
    }
    String ratingText = c.text("rating", 4);
    int rating = 0;
    if (ratingText != null) {
      if (!ratingText.matches("\\d{1,4}") || Integer.parseInt(ratingText) > 3500) {
        throw c.fault("rating", "o rating deve ser um número de 0 a 3500, não \"" + c.raw("rating") + "\"");
      }
      rating = Integer.parseInt(ratingText);
    }
    SchoolCycle cycle = null;
    String cycleText = c.text("cycle", 30);
    if (cycleText != null) {
      cycle = SchoolCycle.parse(cycleText).orElseThrow(() -> c.fault("cycle", "o ciclo deve ser 1, 2, 3 ou sec (secundário), não \"" + c.raw("cycle") + "\""));
    }
    return new NewPlayer(name, gender, year, date, c.name("club", "o clube (club)", 100), fideId, federation, rating, null, cycle);
  }

  /**
   * The cells of one record by column name, with the fault of a cell located at its column. A cell loses the spaces
   * (U+0020) at its ends and nothing else: a leading tab stays, so {@code "\t=1+1"} is refused as a name with a
   * control character instead of becoming the formula {@code =1+1}.
   */
  private record Cells(CSVRecord r, Map<String, Integer> columns, int line) {
    String raw(String column) {
      Integer i = columns.get(column);
      return i == null || i >= r.size() ? "" : NameRules.strip(r.get(i));
    }

    /** A name (of a player, club or team) by {@link NameRules}; null when the cell is empty. */
    String name(String column, String field, int max) {
      String t = raw(column);
      if (t.isEmpty()) return null;
      NameRules.problem(field, t, max).ifPresent(p -> {
        throw fault(column, p);
      });
      return t;
    }

    String text(String column, int max) {
      String t = raw(column);
      if (t.isEmpty()) return null;
      if (t.length() > max) throw fault(column, "\"" + column + "\" tem mais de " + max + " caracteres");
      if (t.chars().anyMatch(Character::isISOControl)) throw fault(column, "\"" + column + "\" tem caracteres de controle");
      return t;
    }

    Fault fault(String column, String message) {
      return new Fault(line, columns.get(column) + 1, message);
    }
  }

  /**
   * Commons CSV's fault in Portuguese, at the line it names: a quoted field never closed, or something after the
   * quote that closes one. Its own message (in English, naming its exception class) is never shown.
   */
  private static Fault malformed(Throwable e) {
    String m = e == null || e.getMessage() == null ? "" : e.getMessage();
    if (m.contains("EOF reached before encapsulated token finished")) {
      return new Fault(number(m, "startline"), 0, "as aspas abertas nesta linha não se fecham até o fim do arquivo"
          + " (um campo que começa por \" termina com outras \"; aspas dentro dele escrevem-se \"\")");
    }
    if (m.contains("Invalid character between encapsulated token and delimiter")) {
      return new Fault(number(m, "line:"), 0, "depois das aspas que fecham um campo vem o separador ou o fim da linha"
          + " (aspas dentro de um campo escrevem-se \"\", e o campo todo vai entre aspas)");
    }
    return new Fault(0, 0, "CSV mal formado (aspas por fechar?)");
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
