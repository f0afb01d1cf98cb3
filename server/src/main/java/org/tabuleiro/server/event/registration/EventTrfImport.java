package org.tabuleiro.server.event.registration;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tabuleiro.server.common.NameRules;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfLine;
import org.tabuleiro.tournament.trf.TrfPlayer;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * Registration from a TRF (TRF-16 or TRF-2026, read by the tournament module's {@link TrfReader}): each player
 * record {@code 001} gives a player, in start-number order, with its name (15-47), sex (10: {@code m}, {@code w} or
 * {@code f}), FIDE rating (49-52), federation (54-56), FIDE id (58-68) and birth date (70-79: {@code AAAA/MM/DD},
 * {@code AAAA/00/00} or the year alone). TRF has no club column; the TRFx extension lines {@code DAT nnnn GROUP name}
 * (or {@code CLUB}) give it where the file has them. Round blocks, points and ranks are not imported. A fault is
 * reported at its line and column, as the CSV's are; names and clubs follow {@link NameRules}.
 */
public final class EventTrfImport {
  private static final Pattern CODE = Pattern.compile("^(\\d{3}|XX[A-Z]|###)( |$)");
  private static final Pattern DAT = Pattern.compile("^\\s*(\\d{1,4})\\s+(GROUP|CLUB)\\s+(.+)$", Pattern.CASE_INSENSITIVE);

  private EventTrfImport() {}

  /** Does the body read as a TRF: its first line that is not blank starts with a record code (001, 012, XXR, ###)? */
  public static boolean looksLikeTrf(String text) {
    for (String line : text.split("\r\n|\r|\n", 50)) {
      if (line.isBlank()) continue;
      return CODE.matcher(line).find();
    }
    return false;
  }

  /** The players of the file's 001 records, or the first fault. */
  public static List<EventCsv.Row> read(String text, int thisYear) {
    Trf trf;
    try {
      trf = TrfReader.read(text);
    } catch (TrfException e) {
      throw new EventCsv.Fault(e.line(), e.column(), "registro TRF ilegível" + field(e.column()) + " (" + e.reason() + ")");
    }
    Map<Integer, String> clubs = new HashMap<>();
    for (TrfLine l : trf.lines()) {
      if (!l.code().equals("DAT")) continue;
      Matcher m = DAT.matcher(l.value());
      if (m.matches()) clubs.put(Integer.parseInt(m.group(1)), NameRules.strip(m.group(3)));
    }
    Map<Integer, Integer> lineOf = new HashMap<>();
    for (TrfLine l : trf.lines()) {
      if (l.isPlayer()) lineOf.put(Integer.parseInt(l.text().substring(4, Math.min(8, l.text().length())).strip()), l.number());
    }
    List<TrfPlayer> players = new ArrayList<>(trf.players());
    players.sort(java.util.Comparator.comparingInt(TrfPlayer::startNumber));
    List<EventCsv.Row> rows = new ArrayList<>();
    for (TrfPlayer p : players) {
      int line = lineOf.get(p.startNumber());
      rows.add(new EventCsv.Row(line, player(p, line, clubs.get(p.startNumber()), thisYear)));
    }
    return rows;
  }

  private static NewPlayer player(TrfPlayer p, int line, String club, int thisYear) {
    String name = NameRules.strip(p.name());
    if (name.isEmpty()) throw new EventCsv.Fault(line, 15, "falta o nome (colunas 15-47)");
    NameRules.problem("o nome (colunas 15-47)", name, 100).ifPresent(why -> {
      throw new EventCsv.Fault(line, 15, why);
    });
    String gender = switch (p.sex().strip().toLowerCase(Locale.ROOT)) {
      case "m" -> "M";
      case "w", "f" -> "F";
      case "" -> null;
      default -> throw new EventCsv.Fault(line, 10, "o sexo (coluna 10) deve ser m, w ou em branco, não \"" + p.sex() + "\"");
    };
    if (p.rating() > 3500) throw new EventCsv.Fault(line, 49, "o rating (colunas 49-52) deve ir de 0 a 3500, não " + p.rating());
    String federation = p.federation().strip().toUpperCase(Locale.ROOT);
    if (!federation.isEmpty() && !federation.matches("[A-Z]{3}")) {
      throw new EventCsv.Fault(line, 54, "a federação (colunas 54-56) deve ter 3 letras, não \"" + p.federation().strip() + "\"");
    }
    String fideId = p.fideId().strip();
    if (!fideId.isEmpty() && !fideId.matches("\\d{1,11}")) {
      throw new EventCsv.Fault(line, 58, "o FIDE id (colunas 58-68) deve ter só algarismos, não \"" + fideId + "\"");
    }
    if (fideId.matches("0+")) fideId = "";
    Integer year = null;
    LocalDate date = null;
    String birth = p.birthDate().strip();
    if (!birth.isEmpty()) {
      Matcher full = Pattern.compile("(\\d{4})[/.-](\\d{2})[/.-](\\d{2})").matcher(birth);
      if (birth.matches("\\d{4}")) {
        year = Integer.parseInt(birth);
      } else if (full.matches()) {
        year = Integer.parseInt(full.group(1));
        if (!full.group(2).equals("00") && !full.group(3).equals("00")) {
          try {
            date = LocalDate.of(year, Integer.parseInt(full.group(2)), Integer.parseInt(full.group(3)));
          } catch (DateTimeException e) {
            throw new EventCsv.Fault(line, 70, "data de nascimento inválida \"" + birth + "\" (colunas 70-79)");
          }
          year = null;
        }
      } else {
        throw new EventCsv.Fault(line, 70, "a data de nascimento (colunas 70-79) deve ser AAAA/MM/DD ou o ano, não \"" + birth + "\"");
      }
      int y = date != null ? date.getYear() : year;
      if (y < 1900 || y > thisYear) throw new EventCsv.Fault(line, 70, "ano de nascimento fora de 1900-" + thisYear + ": " + y);
    }
    if (club != null) {
      NameRules.problem("o clube do jogador " + p.startNumber() + " (DAT)", club, 100).ifPresent(why -> {
        throw new EventCsv.Fault(line, 0, why);
      });
    }
    return new NewPlayer(name, gender, year, date, club == null || club.isEmpty() ? null : club,
        fideId.isEmpty() ? null : fideId, federation.isEmpty() ? null : federation, p.rating(), null);
  }

  /** The 001 field at a column, named in Portuguese. */
  private static String field(int column) {
    if (column < 1) return "";
    String name;
    if (column <= 3) name = "código do registro, colunas 1-3";
    else if (column <= 8) name = "número inicial, colunas 5-8";
    else if (column == 10) name = "sexo, coluna 10";
    else if (column <= 13) name = "título, colunas 11-13";
    else if (column <= 47) name = "nome, colunas 15-47";
    else if (column <= 52) name = "rating, colunas 49-52";
    else if (column <= 56) name = "federação, colunas 54-56";
    else if (column <= 68) name = "FIDE id, colunas 58-68";
    else if (column <= 79) name = "data de nascimento, colunas 70-79";
    else if (column <= 84) name = "pontos, colunas 81-84";
    else if (column <= 89) name = "lugar, colunas 86-89";
    else if (column < 92) return "";
    else name = "rodada " + Math.max(1, (column - 92) / 10 + 1) + ", colunas " + (92 + 10 * ((column - 92) / 10)) + "-" + (99 + 10 * ((column - 92) / 10));
    return " (" + name + ")";
  }
}
