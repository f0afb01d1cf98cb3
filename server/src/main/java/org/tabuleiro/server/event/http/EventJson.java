package org.tabuleiro.server.event.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.play.TimeControlException;
import org.tabuleiro.server.common.NameRules;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventArbiter;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.EventOnline;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventSettings;
import org.tabuleiro.server.event.EventSystem;
import org.tabuleiro.server.event.RatingUsed;
import org.tabuleiro.server.event.RequestedBye;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.tournament.PointSystem;
import org.tabuleiro.tournament.tiebreak.Tiebreak;

/** Events to and from JSON: the settings of {@code POST /api/events}, checked field by field, and the answers. */
final class EventJson {
  /** The school-sport regulation's individual list (Desporto Escolar): direct encounter, Buchholz cut 1... */
  static final List<String> SCHOOL_TIEBREAKS = List.of("DE", "BH-C1", "BH", "SB", "WIN");

  /**
   * The tiebreak lists an event may name instead of its codes: the school regulation's, and FIDE's recommended
   * lists for individual events (FIDE Handbook, the tie-break recommendations C.07 took over: a round robin; a Swiss
   * whose players' ratings are consistent, all or nearly all rated; a Swiss where they are not, such as a school
   * championship of unrated pupils).
   */
  static final Map<String, List<String>> TIEBREAK_PRESETS = presets();

  private static Map<String, List<String>> presets() {
    Map<String, List<String>> m = new LinkedHashMap<>();
    m.put("school", SCHOOL_TIEBREAKS);
    m.put("fide-swiss", List.of("BH-C1", "BH", "DE", "ARO-C1", "WIN", "BWG", "BPG", "SB"));
    m.put("fide-swiss-unrated", List.of("BH-C1", "BH", "SB", "PS", "DE", "WIN", "BWG"));
    m.put("fide-round-robin", List.of("DE", "WIN", "SB", "KS"));
    return java.util.Collections.unmodifiableMap(m);
  }
  static final int MAX_ROUNDS = 50;

  private EventJson() {}

  static Result<EventSettings> settings(JsonNode body, int thisYear) {
    try {
      return Result.ok(read(body, thisYear));
    } catch (Invalid e) {
      return Result.rejected(Rejection.invalid(e.code, e.getMessage()));
    }
  }

  private static EventSettings read(JsonNode b, int thisYear) {
    String name = text(b, "name", 100, true);
    GameVariant game;
    try {
      game = GameVariant.byKey(orDefault(text(b, "game", 20, false), "chess"));
    } catch (IllegalArgumentException e) {
      throw new Invalid("invalid_game", "Jogo desconhecido: use chess, international ou brazilian.");
    }
    EventSystem system = EventSystem.byKey(orDefault(text(b, "system", 30, false), "swiss")).orElseThrow(
        () -> new Invalid("invalid_system", "Sistema desconhecido: use swiss, round-robin, double-round-robin, team-swiss ou team-round-robin."));
    String timeControl = text(b, "timeControl", 40, true);
    try {
      timeControl = TimeControl.parse(timeControl).toString();
    } catch (TimeControlException e) {
      throw new Invalid("invalid_time_control", "Ritmo inválido: " + e.getMessage());
    }
    Integer rounds = integer(b, "rounds");
    if (rounds == null && !system.isRoundRobin()) throw new Invalid("missing_field", "Falta o campo \"rounds\".");
    if (rounds != null && (rounds < 1 || rounds > MAX_ROUNDS)) {
      throw new Invalid("invalid_rounds", "\"rounds\" deve estar entre 1 e " + MAX_ROUNDS + ".");
    }
    LocalDate startsOn = date(b, "startsOn");
    LocalDate endsOn = date(b, "endsOn");
    if (startsOn != null && endsOn != null && endsOn.isBefore(startsOn)) {
      throw new Invalid("invalid_dates", "O torneio não pode acabar (\"endsOn\") antes de começar (\"startsOn\").");
    }
    RatingUsed ratingUsed = RatingUsed.byKey(orDefault(text(b, "ratingUsed", 10, false), "fide")).orElseThrow(
        () -> new Invalid("invalid_rating_used", "\"ratingUsed\" deve ser fide, club ou none."));
    String color = orDefault(text(b, "initialColor", 10, false), "white");
    if (!color.equals("white") && !color.equals("black")) {
      throw new Invalid("invalid_initial_color", "\"initialColor\" deve ser white ou black.");
    }
    Integer season = integer(b, "season");
    if (season != null && (season < 1900 || season > thisYear + 1)) {
      throw new Invalid("invalid_season", "\"season\" deve ser um ano entre 1900 e " + (thisYear + 1) + ".");
    }
    JsonNode published = b.path("published");
    if (!published.isMissingNode() && !published.isNull() && !published.isBoolean()) {
      throw new Invalid("invalid_field", "O campo \"published\" deve ser true ou false.");
    }
    EventOnline online = EventOnlineJson.online(b, system, timeControl, null);
    if (online != null && text(b, "ratingUsed", 10, false) == null) ratingUsed = RatingUsed.CLUB;
    return new EventSettings(name, text(b, "place", 100, false), startsOn, endsOn, text(b, "organiser", 100, false),
        game, timeControl, system, rounds == null ? 0 : rounds, points(b.path("pointSystem")),
        system.isTeam() ? EventTeamJson.tiebreaks(b.path("tiebreaks")) : tiebreaks(b.path("tiebreaks")),
        ratingUsed, color.equals("white"), season, !published.isBoolean() || published.booleanValue(),
        usernames(b.path("arbiters")), categories(b.path("categories"), thisYear), schoolBest(b),
        requestedByes(b.path("requestedByes")), EventTeamJson.settings(b, system), online,
        EventOnlineJson.entry(b, online != null, null));
  }

  /** {@code ["H", "Z", "F"]}, any of them (none: no bye may be asked for); H and Z when absent. */
  private static String requestedByes(JsonNode v) {
    if (v.isMissingNode() || v.isNull()) return EventSettings.DEFAULT_REQUESTED_BYES;
    if (!v.isArray()) throw new Invalid("invalid_requested_byes", "\"requestedByes\" deve ser uma lista: [\"H\", \"Z\", \"F\"].");
    StringBuilder out = new StringBuilder();
    for (JsonNode k : v) {
      String t = k.isTextual() ? k.textValue().strip().toUpperCase(java.util.Locale.ROOT) : "";
      if (!t.equals("H") && !t.equals("Z") && !t.equals("F")) {
        throw new Invalid("invalid_requested_byes", "Isenção pedida desconhecida em \"requestedByes\": use \"H\" (meio ponto), \"Z\" (zero) ou \"F\" (ponto inteiro).");
      }
    }
    // Kept in one order, H Z F, whatever the order given.
    for (String k : List.of("H", "Z", "F")) {
      for (JsonNode n : v) {
        if (n.textValue().strip().equalsIgnoreCase(k) && out.indexOf(k) < 0) out.append(k);
      }
    }
    return out.toString();
  }

  private static int schoolBest(JsonNode b) {
    Integer best = integer(b, "schoolBest");
    if (best == null) return 3;
    if (best < 1 || best > 20) throw new Invalid("invalid_school_best", "\"schoolBest\" (alunos que contam por escola) deve estar entre 1 e 20.");
    return best;
  }

  /**
   * {@code "school"} (or absent): the preset of the season; else a list of {@code {"name", "fromYear"?, "toYear"?,
   * "cycles"?}} ({@code cycles}: the school cycles the group is for, any of {@code 1}, {@code 2}, {@code 3},
   * {@code sec}; absent or empty: any).
   */
  static List<EventCategory> categories(JsonNode v, int thisYear) {
    if (v.isMissingNode() || v.isNull() || (v.isTextual() && v.textValue().strip().equalsIgnoreCase("school"))) return List.of();
    if (!v.isArray() || v.isEmpty() || v.size() > 30) {
      throw new Invalid("invalid_categories", "\"categories\" deve ser \"school\" ou uma lista (1 a 30) de {\"name\", \"fromYear\", \"toYear\", \"cycles\"} (anos de nascimento, ciclos).");
    }
    List<EventCategory> out = new ArrayList<>();
    java.util.Set<String> names = new java.util.HashSet<>();
    for (JsonNode c : v) {
      if (!c.isObject()) throw new Invalid("invalid_categories", "Cada categoria é um objeto {\"name\", \"fromYear\", \"toYear\"}.");
      String name;
      Integer from, to;
      try {
        name = text(c, "name", 40, true);
        from = integer(c, "fromYear");
        to = integer(c, "toYear");
      } catch (Invalid e) {
        throw new Invalid("invalid_categories", "Categoria " + (out.size() + 1) + ": " + e.getMessage());
      }
      for (Integer y : new Integer[] {from, to}) {
        if (y != null && (y < 1900 || y > thisYear)) throw new Invalid("invalid_categories", "Categoria \"" + name + "\": ano fora de 1900-" + thisYear + ".");
      }
      if (from != null && to != null && from > to) throw new Invalid("invalid_categories", "Categoria \"" + name + "\": \"fromYear\" depois de \"toYear\".");
      if (!names.add(EventCategory.key(name))) throw new Invalid("invalid_categories", "Categoria repetida: \"" + name + "\".");
      out.add(new EventCategory(name, from, to, cycles(c.path("cycles"), name)));
    }
    return out;
  }

  /** A group's {@code "cycles"}: a list of {@code 1, 2, 3, sec} (or one of them alone); absent, null or empty: any. */
  private static java.util.Set<SchoolCycle> cycles(JsonNode v, String group) {
    java.util.Set<SchoolCycle> out = java.util.EnumSet.noneOf(SchoolCycle.class);
    if (v.isMissingNode() || v.isNull()) return out;
    for (JsonNode c : v.isArray() ? v : List.of(v)) {
      String text = c.isTextual() ? c.textValue() : c.isInt() ? Integer.toString(c.intValue()) : null;
      SchoolCycle cycle = SchoolCycle.parse(text).orElseThrow(() -> new Invalid("invalid_categories",
          "Categoria \"" + group + "\": ciclo desconhecido " + c + " (use 1, 2, 3 ou sec)."));
      out.add(cycle);
    }
    return out;
  }

  /** An event's own age groups as the API writes them: {@code name, fromYear, toYear, cycles} (codes). */
  public static List<Map<String, Object>> groups(List<EventCategory> groups) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (EventCategory c : groups) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("name", c.name());
      m.put("fromYear", c.fromYear());
      m.put("toYear", c.toYear());
      m.put("cycles", c.cyclesInOrder().stream().map(SchoolCycle::code).toList());
      out.add(m);
    }
    return out;
  }

  /** A list of codes, or the name of a preset ({@code "school"}); the school list when absent. */
  private static List<String> tiebreaks(JsonNode v) {
    if (v.isMissingNode() || v.isNull()) return SCHOOL_TIEBREAKS;
    if (v.isTextual()) {
      List<String> preset = TIEBREAK_PRESETS.get(v.textValue().strip().toLowerCase(java.util.Locale.ROOT));
      if (preset != null) return preset;
      StringBuilder known = new StringBuilder();
      TIEBREAK_PRESETS.forEach((k, codes) -> known.append(known.isEmpty() ? "" : ", ").append('"').append(k).append("\" (")
          .append(String.join(", ", codes)).append(')'));
      throw new Invalid("invalid_tiebreaks", "Lista de desempates desconhecida: \"" + v.textValue()
          + "\". Use " + known + " ou uma lista de códigos.");
    }
    if (!v.isArray()) throw new Invalid("invalid_tiebreaks", "\"tiebreaks\" deve ser uma lista de códigos, ex.: [\"DE\", \"BH-C1\"].");
    List<String> out = new ArrayList<>();
    for (JsonNode c : v) {
      if (!c.isTextual()) throw new Invalid("invalid_tiebreaks", "Cada desempate deve ser um código (texto).");
      try {
        out.add(Tiebreak.parse(c.textValue()).code());
      } catch (IllegalArgumentException e) {
        throw new Invalid("invalid_tiebreaks", "Desempate inválido: " + e.getMessage());
      }
    }
    if (out.size() > 12) throw new Invalid("invalid_tiebreaks", "No máximo 12 desempates.");
    return out;
  }

  /** {@code {"win": 1, "draw": 0.5, "loss": 0, "absence": 0}}, whole or half points; 1 / ½ / 0 when absent. */
  private static PointSystem points(JsonNode v) {
    if (v.isMissingNode() || v.isNull()) return PointSystem.STANDARD;
    if (!v.isObject()) throw new Invalid("invalid_point_system", "\"pointSystem\" deve ser um objeto: {\"win\": 1, \"draw\": 0.5, \"loss\": 0}.");
    int win = half(v, "win", 2), draw = half(v, "draw", 1), loss = half(v, "loss", 0), absence = half(v, "absence", 0);
    return new PointSystem(win, draw, loss, absence, win, draw);
  }

  private static int half(JsonNode v, String field, int fallback) {
    JsonNode n = v.path(field);
    if (n.isMissingNode() || n.isNull()) return fallback;
    if (!n.isNumber()) throw new Invalid("invalid_point_system", "\"pointSystem." + field + "\" deve ser um número.");
    BigDecimal twice = n.decimalValue().multiply(BigDecimal.TWO);
    if (twice.signum() < 0 || twice.compareTo(BigDecimal.valueOf(40)) > 0 || twice.stripTrailingZeros().scale() > 0) {
      throw new Invalid("invalid_point_system", "\"pointSystem." + field + "\" deve ser um ponto inteiro ou meio ponto, de 0 a 20.");
    }
    return twice.intValueExact();
  }

  private static List<String> usernames(JsonNode v) {
    if (v.isMissingNode() || v.isNull()) return List.of();
    if (!v.isArray()) throw new Invalid("invalid_arbiters", "\"arbiters\" deve ser uma lista de nomes de usuário.");
    List<String> out = new ArrayList<>();
    for (JsonNode n : v) {
      if (!n.isTextual() || n.textValue().isBlank()) throw new Invalid("invalid_arbiters", "Cada árbitro deve ser um nome de usuário.");
      out.add(n.textValue().strip());
    }
    return out;
  }

  static String text(JsonNode b, String field, int max, boolean required) {
    JsonNode v = b.path(field);
    if (v.isMissingNode() || v.isNull() || (v.isTextual() && v.textValue().isBlank())) {
      if (required) throw new Invalid("missing_field", "Falta o campo \"" + field + "\".");
      return null;
    }
    if (!v.isTextual()) throw new Invalid("invalid_field", "O campo \"" + field + "\" deve ser um texto.");
    String t = v.textValue().strip();
    if (t.length() > max) throw new Invalid("invalid_field", "O campo \"" + field + "\" tem mais de " + max + " caracteres.");
    if (t.chars().anyMatch(Character::isISOControl)) {
      throw new Invalid("invalid_field", "O campo \"" + field + "\" não pode ter quebras de linha nem caracteres de controlo.");
    }
    return t;
  }

  /**
   * A name (of a player, club or team) as {@link NameRules} says: the spaces at its ends dropped, nothing else; a
   * control, invisible or direction-changing character, too long, or a leading {@code =} or {@code +} is refused
   * naming the field.
   */
  static String name(JsonNode b, String field, int max, boolean required) {
    JsonNode v = b.path(field);
    if (v.isMissingNode() || v.isNull() || (v.isTextual() && v.textValue().isBlank())) {
      if (required) throw new Invalid("missing_field", "Falta o campo \"" + field + "\".");
      return null;
    }
    if (!v.isTextual()) throw new Invalid("invalid_field", "O campo \"" + field + "\" deve ser um texto.");
    String t = NameRules.strip(v.textValue());
    NameRules.problem("O campo \"" + field + "\"", t, max).ifPresent(why -> {
      throw new Invalid("invalid_field", why + ".");
    });
    return t;
  }

  static Integer integer(JsonNode b, String field) {
    JsonNode v = b.path(field);
    if (v.isMissingNode() || v.isNull()) return null;
    if (!v.isIntegralNumber() || !v.canConvertToInt()) throw new Invalid("invalid_field", "O campo \"" + field + "\" deve ser um número inteiro.");
    return v.intValue();
  }

  private static LocalDate date(JsonNode b, String field) {
    String t = text(b, field, 10, false);
    if (t == null) return null;
    try {
      return LocalDate.parse(t);
    } catch (DateTimeParseException e) {
      throw new Invalid("invalid_date", "\"" + field + "\" deve ser uma data AAAA-MM-DD, não \"" + t + "\".");
    }
  }

  private static String orDefault(String v, String fallback) {
    return v == null ? fallback : v;
  }

  /** A refusal found while reading; carries the API's code. */
  static final class Invalid extends RuntimeException {
    final String code;

    Invalid(String code, String message) {
      super(message, null, false, false);
      this.code = code;
    }
  }

  // ---- answers ----

  static Map<String, Object> event(Event e) {
    EventSettings s = e.settings();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", e.id());
    m.put("name", s.name());
    m.put("place", s.place());
    m.put("startsOn", s.startsOn() == null ? null : s.startsOn().toString());
    m.put("endsOn", s.endsOn() == null ? null : s.endsOn().toString());
    m.put("organiser", s.organiser());
    m.put("game", s.game().key());
    m.put("timeControl", s.timeControl());
    m.put("system", s.system().key());
    m.put("rounds", s.rounds());
    m.put("roundsPaired", e.pairedRounds());
    m.put("draftRound", e.draftRound() == 0 ? null : e.draftRound());
    Map<String, Object> points = new LinkedHashMap<>();
    points.put("win", halves(s.points().win()));
    points.put("draw", halves(s.points().draw()));
    points.put("loss", halves(s.points().loss()));
    points.put("absence", halves(s.points().absence()));
    m.put("pointSystem", points);
    m.put("tiebreaks", s.tiebreaks());
    m.put("ratingUsed", s.ratingUsed().key());
    m.put("initialColor", s.initialWhite() ? "white" : "black");
    m.put("requestedByes", s.requestedByes().chars().mapToObj(c -> String.valueOf((char) c)).toList());
    m.put("season", s.season());
    m.put("published", s.published());
    m.put("categories", s.categories().isEmpty() ? "school" : groups(s.categories()));
    m.put("schoolBest", s.schoolBest());
    EventTeamJson.put(m, s.teams());
    List<Map<String, Object>> arbiters = new ArrayList<>();
    for (EventArbiter a : e.arbiters()) arbiters.add(Map.of("username", a.username(), "chief", a.chief()));
    m.put("arbiters", arbiters);
    m.put("createdAt", e.createdAt().toString());
    EventOnlineJson.put(m, e);
    return m;
  }

  static BigDecimal halves(int halfPoints) {
    return BigDecimal.valueOf(halfPoints).divide(BigDecimal.TWO).stripTrailingZeros();
  }

  static Map<String, Object> player(EventPlayer p, Map<Long, String> usernames, List<RequestedBye> byes) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("startNo", p.startNo());
    m.put("name", p.name());
    m.put("gender", p.gender());
    m.put("birthYear", p.yearOfBirth());
    m.put("birthDate", p.birthDate() == null ? null : p.birthDate().toString());
    m.put("club", p.club());
    m.put("fideId", p.fideId());
    m.put("federation", p.federation());
    m.put("rating", p.rating());
    m.put("account", p.accountId() == null ? null : usernames.get(p.accountId()));
    m.put("withdrawnFrom", p.withdrawnFrom());
    m.put("cycle", p.cycle() == null ? null : p.cycle().code());
    Map<String, String> requested = new LinkedHashMap<>();
    for (RequestedBye b : byes) {
      if (b.startNo() == p.startNo()) requested.put(Integer.toString(b.round()), String.valueOf(b.kind()));
    }
    m.put("byes", requested);
    return m;
  }

  /** A board as {@code POST .../rounds} answers it: {@code board, white, black} and, for the bye, {@code bye}. */
  static Map<String, Object> pairedBoard(EventBoard b, EventSystem system) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("board", b.board());
    m.put("white", b.white());
    m.put("black", b.black());
    if (b.isBye()) m.put("bye", system.isRoundRobin() ? "Z" : "U");
    return m;
  }

  /** A board with its result and version, as the round's {@code GET} and a result's {@code PUT} answer it. */
  static Map<String, Object> board(EventBoard b, EventSystem system) {
    Map<String, Object> m = pairedBoard(b, system);
    m.put("result", b.result() == null ? null : b.result().text());
    m.put("version", b.version());
    return m;
  }
}
