package org.tabuleiro.server.event.registration;

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
import org.tabuleiro.server.common.NameRules;
import org.tabuleiro.server.event.EventNames;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.server.http.RequestCharset;

/**
 * Reads a list of players from its lines ({@link PlayerTable}: a CSV by {@link CsvTable}, an {@code .xlsx} by
 * {@link XlsxTable}). The header names the columns in any order, in Portuguese or English ({@link PlayerColumns}):
 * the name (required), gender (F/M), birth year or birth date (AAAA-MM-DD or DD/MM/AAAA; a year alone is read as the
 * year), club or school, school cycle (1, 2, 3 or sec, read as {@link SchoolCycle#parse} does), FIDE id, federation, rating; for a team event the team
 * (its name) and board (the player's place in the team's board order, 1-99). Lines above the header (a title) are
 * skipped, and so are the columns schools keep for themselves (Nº, Turma, Observações). The first fault stops the
 * reading, with its line and column.
 */
public final class EventCsv {
  private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
  private static final DateTimeFormatter DAY_FIRST = DateTimeFormatter.ofPattern("d/M/uuuu");
  /** How many lines from the top the header may be (under a title or two). */
  private static final int HEADER_WITHIN = 10;

  private EventCsv() {}

  /**
   * One line read: the player and the line it came from; its team and board when the list has those columns.
   *
   * @param teamColumn the 1-based column of {@code team}, 0 without it
   * @param columns the list's columns by their names in {@link PlayerColumns#columns()}, 1-based (to say where a fault is)
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

  /** A CSV's text (see {@link #decode}). */
  public static List<Row> read(String text, int thisYear) {
    return read(CsvTable.read(text), thisYear);
  }

  /** The list's players, in its order; the first fault stops the reading. */
  public static List<Row> read(PlayerTable table, int thisYear) {
    List<Fault> faults = new ArrayList<>();
    List<Row> rows = read(table, thisYear, faults);
    if (!faults.isEmpty()) throw faults.getFirst();
    return rows;
  }

  /**
   * The list's players, in its order, reading on past a line at fault: each line's first fault goes to
   * {@code faults} and the line is left out (for a preview that shows them all). A fault of the header still stops.
   */
  public static List<Row> read(PlayerTable table, int thisYear, List<Fault> faults) {
    List<PlayerTable.Line> lines = table.lines().stream().filter(l -> !l.isBlank()).toList();
    if (lines.isEmpty()) throw new Fault(1, 0, "O arquivo está vazio: falta o cabeçalho (Nome;Sexo;Ano de nascimento;Escola...)");
    int at = headerAt(lines);
    Map<String, Integer> columns = header(lines.get(at));
    int width = lines.get(at).cells().size();
    List<Row> rows = new ArrayList<>();
    for (PlayerTable.Line l : lines.subList(at + 1, lines.size())) {
      try {
        int line = l.number();
        if (l.cells().size() > width && !extraBlank(l.cells(), width)) {
          throw new Fault(line, width + 1, "a linha tem " + l.cells().size() + " campos e o cabeçalho " + width
              + " (num CSV, um nome com o separador deve ir entre aspas)");
        }
        NewPlayer player = player(l.cells(), columns, line, thisYear);
        Cells c = new Cells(l.cells(), columns, line);
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
      } catch (Fault f) {
        faults.add(f);
      }
    }
    return rows;
  }

  /** The header: the first line that names the name column, within the first lines; else the first line (refused). */
  private static int headerAt(List<PlayerTable.Line> lines) {
    for (int i = 0; i < Math.min(HEADER_WITHIN, lines.size()); i++) {
      if (lines.get(i).cells().stream().anyMatch(h -> PlayerColumns.column(h).filter("name"::equals).isPresent())) return i;
    }
    return 0;
  }

  /** The columns a line writes, in the order of {@link PlayerColumns#columns()}: the headers as shown in messages. */
  public static List<String> headers(PlayerTable table) {
    List<PlayerTable.Line> lines = table.lines().stream().filter(l -> !l.isBlank()).toList();
    return lines.isEmpty() ? List.of() : lines.get(headerAt(lines)).cells();
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

  private static boolean extraBlank(List<String> cells, int from) {
    for (int i = from; i < cells.size(); i++) {
      if (!cells.get(i).isBlank()) return false;
    }
    return true;
  }

  private static Map<String, Integer> header(PlayerTable.Line header) {
    Map<String, Integer> columns = new HashMap<>();
    Map<String, String> written = new HashMap<>();
    List<String> cells = header.cells();
    for (int i = 0; i < cells.size(); i++) {
      String title = cells.get(i).strip();
      if (title.isEmpty() && i == cells.size() - 1 && i > 0) continue; // a trailing separator
      if (title.isEmpty()) {
        throw new Fault(header.number(), i + 1, "a coluna " + (i + 1) + " do cabeçalho não tem nome; as colunas aceitas são "
            + PlayerColumns.accepted());
      }
      if (PlayerColumns.ignored(title)) continue;
      int at = i + 1;
      String column = PlayerColumns.column(title).orElseThrow(() -> new Fault(header.number(), at, "coluna desconhecida \""
          + title + "\"; mude o nome dela ou apague-a. As colunas aceitas são " + PlayerColumns.accepted()
          + "; Nº, Turma e Observações são ignoradas"));
      if (columns.put(column, i) != null) {
        throw new Fault(header.number(), i + 1, "as colunas \"" + written.get(column) + "\" e \"" + title
            + "\" dizem a mesma coisa; deixe só uma");
      }
      written.put(column, title);
    }
    if (!columns.containsKey("name")) {
      throw new Fault(header.number(), 0, "falta a coluna do nome (Nome) no cabeçalho; as colunas aceitas são " + PlayerColumns.accepted());
    }
    return columns;
  }

  private static NewPlayer player(List<String> r, Map<String, Integer> columns, int line, int thisYear) {
    Cells c = new Cells(r, columns, line);
    String name = c.name("name", "o nome (name)", 100);
    if (name == null) throw c.fault("name", "falta o nome");
    String gender = gender(c.text("gender", 12));
    if (c.text("gender", 12) != null && gender == null) {
      throw c.fault("gender", "o gênero deve ser F ou M (Feminino, Masculino), não \"" + c.raw("gender") + "\"");
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
    if (dateText != null && dateText.matches("\\d{4}") && year == null) {   // "Nascimento: 2013", a year alone
      year = Integer.parseInt(dateText);
      if (year < 1900 || year > thisYear) throw c.fault("birth_date", "ano de nascimento fora de 1900-" + thisYear + ": " + year);
    } else if (dateText != null) {
      try {
        date = dateText.matches("\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{4}")
            ? LocalDate.parse(dateText.replaceAll("[.-]", "/"), DAY_FIRST) : LocalDate.parse(dateText);
      } catch (DateTimeParseException e) {
        throw c.fault("birth_date", "data de nascimento inválida \"" + dateText + "\" (use DD/MM/AAAA ou AAAA-MM-DD)");
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

  /** F or M from the ways school lists write it (F, M, Feminino, Masculino, Fem., Rapariga, Rapaz...); null for none. */
  private static String gender(String cell) {
    if (cell == null) return null;
    return switch (EventNames.key(cell).replace(".", "")) {
      case "f", "w", "fem", "feminino", "feminina", "female", "rapariga", "menina" -> "F";
      case "m", "masc", "masculino", "male", "rapaz", "menino" -> "M";
      default -> null;
    };
  }

  /**
   * The cells of one record by column name, with the fault of a cell located at its column. A cell loses the spaces
   * (U+0020) at its ends and nothing else: a leading tab stays, so {@code "\t=1+1"} is refused as a name with a
   * control character instead of becoming the formula {@code =1+1}.
   */
  private record Cells(List<String> r, Map<String, Integer> columns, int line) {
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
}
