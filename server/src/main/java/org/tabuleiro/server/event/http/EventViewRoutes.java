package org.tabuleiro.server.event.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.auth.SignedIn;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.EventTeam;
import org.tabuleiro.server.event.RequestedBye;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.server.event.access.EventReads;
import org.tabuleiro.server.event.standings.EventAwards;
import org.tabuleiro.server.event.standings.EventCrosstable;
import org.tabuleiro.server.event.standings.EventStandings;
import org.tabuleiro.server.event.standings.EventTeamStandings;
import org.tabuleiro.server.event.standings.EventTiebreakNames;
import org.tabuleiro.server.event.trf.EventTrf;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.tournament.team.TeamStanding;
import org.tabuleiro.tournament.tiebreak.TeamTiebreak;
import org.tabuleiro.tournament.tiebreak.Tiebreak;

/**
 * The reads behind the public event pages (module {@code web}): the event's version to poll, its age groups, the
 * standings as JSON with every tiebreak named, the crosstable and a player's card. The same access as the rest of
 * {@code /api/events}: everyone reads a published event. Standings, crosstable and age groups are computed once per
 * change of the event and kept ({@link EventReads#text}).
 */
final class EventViewRoutes {
  private final EventApi api;
  private final Sessions sessions;
  private final ObjectMapper json;

  EventViewRoutes(EventApi api, Sessions sessions, ObjectMapper json) {
    this.api = api;
    this.sessions = sessions;
    this.json = json;
  }

  void addRoutes(RoutesConfig routes) {
    routes.get("/api/events/{id}/version", this::version);
    routes.get("/api/events/{id}/categories", ctx -> kept(ctx, "categories.json", this::categories));
    routes.get("/api/events/{id}/standings", this::standings);
    routes.get("/api/events/{id}/crosstable", ctx -> kept(ctx, "crosstable.json", this::crosstable));
    routes.get("/api/events/{id}/players/{no}/card", this::card);
    routes.get("/api/events/{id}/team-standings", ctx -> kept(ctx, "team-standings.json", this::teamStandings));
    routes.get("/api/age-groups/school", this::schoolSport);
  }

  /** {@code ?season=2022}: the school-sport preset's age groups with that season's years (this year's without it). */
  private void schoolSport(Context ctx) {
    String text = ctx.queryParam("season");
    int thisYear = api.reads().thisYear();
    int season = thisYear;
    if (text != null && !text.isBlank()) {
      if (!text.strip().matches("\\d{4}") || Integer.parseInt(text.strip()) < 1900 || Integer.parseInt(text.strip()) > thisYear + 1) {
        throw ApiException.badRequest("invalid_season", "\"season\" deve ser um ano entre 1900 e " + (thisYear + 1) + ".");
      }
      season = Integer.parseInt(text.strip());
    }
    ctx.json(Map.of("season", season, "groups", EventJson.groups(AgeGroups.schoolSport(season))));
  }

  /** One indexed read: what a page polls every few seconds to know whether to read anything else. */
  private void version(Context ctx) {
    long v = ApiException.unwrap(api.reads().version(viewer(ctx), id(ctx)));
    String etag = "\"" + v + "\"";
    ctx.header("Cache-Control", "no-cache");
    ctx.header("ETag", etag);
    if (etag.equals(ctx.header("If-None-Match"))) {
      ctx.status(304);
      return;
    }
    ctx.json(Map.of("version", v));
  }

  private Object categories(EventState s) {
    List<Map<String, Object>> out = new ArrayList<>();
    int thisYear = api.reads().thisYear();
    for (EventCategory c : EventAwards.categories(s.event(), thisYear)) {
      int all = 0, f = 0, m = 0;
      Predicate<EventPlayer> in = EventAwards.inGroup(s.event(), thisYear, c);
      for (EventPlayer p : s.players()) {
        if (!in.test(p)) continue;
        all++;
        if ("F".equals(p.gender())) f++;
        if ("M".equals(p.gender())) m++;
      }
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("name", c.name());
      row.put("fromYear", c.fromYear());
      row.put("toYear", c.toYear());
      row.put("cycles", c.cyclesInOrder().stream().map(SchoolCycle::code).toList());
      row.put("players", all);
      row.put("F", f);
      row.put("M", m);
      out.add(row);
    }
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("season", EventAwards.season(s.event(), api.reads().thisYear()));
    answer.put("categories", out);
    return answer;
  }

  private void standings(Context ctx) {
    String category = blankToNull(ctx.queryParam("category"));
    String gender = blankToNull(ctx.queryParam("gender"));
    String g = gender == null ? null : gender.strip().toUpperCase(Locale.ROOT);
    if (g != null && !g.equals("F") && !g.equals("M")) throw ApiException.badRequest("invalid_gender", "\"gender\" deve ser F ou M.");
    String key = "standings.json|" + (category == null ? "" : EventCategory.key(category)) + "|" + (g == null ? "" : g);
    kept(ctx, key, s -> {
      Predicate<EventPlayer> include = null;
      EventCategory c = category == null ? null : category(s, category);
      if (c != null) include = EventAwards.inGroup(s.event(), api.reads().thisYear(), c);
      if (g != null) {
        Predicate<EventPlayer> byGender = p -> g.equals(p.gender());
        include = include == null ? byGender : include.and(byGender);
      }
      List<Tiebreak> tiebreaks = EventStandings.tiebreaks(s);
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("round", s.event().pairedRounds());
      out.put("complete", complete(s));
      out.put("category", c == null ? null : c.name());
      out.put("gender", g);
      out.put("tiebreaks", EventTiebreakNames.of(tiebreaks));
      out.put("rows", EventCrosstable.rows(s, EventStandings.table(s, include)).stream()
          .map(r -> EventCrosstable.standingJson(r, tiebreaks, s)).toList());
      return out;
    });
  }

  private Object crosstable(EventState s) {
    List<Tiebreak> tiebreaks = EventStandings.tiebreaks(s);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("round", s.event().pairedRounds());
    out.put("complete", complete(s));
    out.put("tiebreaks", EventTiebreakNames.of(tiebreaks));
    out.put("players", EventCrosstable.rows(s, EventStandings.table(s, null)).stream()
        .map(r -> EventCrosstable.crosstableJson(r, tiebreaks, s)).toList());
    return out;
  }

  /**
   * A team event's table, as its {@code standings.tsv} prints it (the teams' names as registered), every tiebreak
   * named; 400 for an individual event.
   */
  private Object teamStandings(EventState s) {
    if (s.teams() == null) throw ApiException.badRequest("not_team_event", "Este torneio é individual: a sua classificação é GET .../standings.");
    List<TeamTiebreak> tiebreaks = EventTeamStandings.tiebreaks(s);
    Map<Integer, String> names = new java.util.HashMap<>();  // as registered: the TRF's record 310 cuts a long name
    for (EventTeam t : s.teams().teams()) names.put(t.number(), t.name());
    List<Map<String, Object>> rows = new ArrayList<>();
    for (TeamStanding t : EventTeamStandings.table(s)) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("rank", t.rank());
      m.put("team", t.team().number());
      m.put("name", names.getOrDefault(t.team().number(), t.team().name()));
      m.put("matchPoints", t.matchPoints().toPlainString());
      m.put("gamePoints", t.gamePoints().toPlainString());
      List<String> values = new ArrayList<>();
      for (int k = 0; k < tiebreaks.size(); k++) {
        BigDecimal v = t.values().get(k);
        values.add(v == null ? null : v.setScale(tiebreaks.get(k).decimals(), RoundingMode.HALF_UP).toPlainString());
      }
      m.put("values", values);
      rows.add(m);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("round", s.event().pairedRounds());
    out.put("complete", complete(s));
    out.put("tiebreaks", EventTiebreakNames.ofTeams(tiebreaks));
    out.put("rows", rows);
    return out;
  }

  /** One player's rounds with each opponent's name, rating and points, and the age groups the player is in. */
  private void card(Context ctx) {
    int no = number(ctx, "no");
    // The published rounds, as everyone sees them (an arbiter's draft round is not on the card).
    EventState s = ApiException.unwrap(api.reads().state(viewer(ctx), id(ctx))).withoutDraft();
    List<Tiebreak> tiebreaks = EventStandings.tiebreaks(s);
    List<EventCrosstable.Row> rows = EventCrosstable.rows(s, EventStandings.table(s, null));
    Map<Integer, EventCrosstable.Row> byNo = new LinkedHashMap<>();
    for (EventCrosstable.Row r : rows) byNo.put(r.player().startNo(), r);
    EventCrosstable.Row row = byNo.get(no);
    if (row == null) throw new ApiException(404, "player_not_found", "Não há jogador com o número " + no + ".");
    Map<String, Object> player = EventCrosstable.standingJson(row, tiebreaks, s);
    player.put("categories", EventAwards.groupOf(s.event(), api.reads().thisYear(), row.player()).map(EventCategory::name).stream().toList());
    Map<String, String> byes = new LinkedHashMap<>();
    for (RequestedBye b : s.byes()) if (b.startNo() == no) byes.put(Integer.toString(b.round()), String.valueOf(b.kind()));
    player.put("byes", byes);
    List<Map<String, Object>> rounds = new ArrayList<>();
    for (EventCrosstable.Entry e : row.rounds()) {
      Map<String, Object> m = EventCrosstable.entryJson(e);
      if (e.opponent() != null) {
        EventCrosstable.Row o = byNo.get(e.opponent());
        Map<String, Object> opponent = new LinkedHashMap<>();
        opponent.put("startNo", o.player().startNo());
        opponent.put("name", o.player().name());
        opponent.put("club", o.player().club());
        opponent.put("rating", EventTrf.rating(s, o.player()));
        opponent.put("rank", o.standing().rank());
        opponent.put("points", o.standing().points().toPlainString());
        m.put("opponent", opponent);
      }
      rounds.add(m);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("round", s.event().pairedRounds());
    out.put("tiebreaks", EventTiebreakNames.of(tiebreaks));
    out.put("player", player);
    out.put("rounds", rounds);
    ctx.json(out);
  }

  /** Has every board of the last paired round a result (an adjourned game's is not one yet)? */
  private static boolean complete(EventState s) {
    int last = s.event().pairedRounds();
    return s.boards().stream().noneMatch(b -> b.round() == last && !b.isBye() && (b.result() == null || !b.result().isFinal()));
  }

  /** Answers the JSON of {@code compute}, kept until the event changes. */
  private void kept(Context ctx, String key, java.util.function.Function<EventState, Object> compute) {
    String text = ApiException.unwrap(api.reads().text(viewer(ctx), id(ctx), key, s -> {
      try {
        return json.writeValueAsString(compute.apply(s));
      } catch (JsonProcessingException e) {
        throw new IllegalStateException(e);
      }
    }));
    ctx.contentType("application/json").result(text);
  }

  private EventCategory category(EventState s, String name) {
    List<EventCategory> all = EventAwards.categories(s.event(), api.reads().thisYear());
    return EventCategory.byName(all, name).orElseThrow(() -> ApiException.badRequest("invalid_category",
        "Categoria desconhecida \"" + name + "\": use " + String.join(", ", all.stream().map(EventCategory::name).toList()) + "."));
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s;
  }

  private Optional<Account> viewer(Context ctx) {
    return sessions.current(ctx).map(SignedIn::account);
  }

  private static long id(Context ctx) {
    String v = ctx.pathParam("id");
    if (!v.matches("\\d{1,18}")) throw new ApiException(404, "event_not_found", "Torneio não encontrado: " + v + ".");
    return Long.parseLong(v);
  }

  private static int number(Context ctx, String param) {
    String v = ctx.pathParam(param);
    if (!v.matches("\\d{1,6}")) throw ApiException.badRequest("invalid_number", "\"" + v + "\" não é um número.");
    return Integer.parseInt(v);
  }
}
