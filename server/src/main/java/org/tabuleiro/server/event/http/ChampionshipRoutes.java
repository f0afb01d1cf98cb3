package org.tabuleiro.server.event.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.auth.SignedIn;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventSettings;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.server.event.championship.Championship;
import org.tabuleiro.server.event.championship.ChampionshipSection;
import org.tabuleiro.server.event.championship.Championships;
import org.tabuleiro.server.event.director.EventPairingJobs;
import org.tabuleiro.server.event.registration.EventAgeGroups;
import org.tabuleiro.server.event.registration.EventCsv;
import org.tabuleiro.server.event.registration.PlayerListFile;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.JsonBody;

/**
 * Championships under {@code /api/championships} (docs/server/events.md, "Championships and sections"): a day's
 * sections, each an event; pair all sections; one list for all; the section picker's read of an event.
 */
final class ChampionshipRoutes {
  private final Championships championships;
  private final EventApi api;
  private final Sessions sessions;
  private final ObjectMapper json;

  ChampionshipRoutes(Championships championships, EventApi api, Sessions sessions, ObjectMapper json) {
    this.championships = championships;
    this.api = api;
    this.sessions = sessions;
    this.json = json;
  }

  /** Why a section's pupil, corrected to {@code p}, cannot stay in the section (empty for an event that is no section). */
  Optional<Rejection> sectionRefusal(long eventId, org.tabuleiro.server.event.NewPlayer p) {
    return championships.sectionRefusal(eventId, p);
  }

  void addRoutes(RoutesConfig routes) {
    routes.post("/api/championships", this::create);
    routes.get("/api/championships", ctx -> ctx.json(Map.of("championships",
        championships.list().stream().map(c -> championship(c, viewer(ctx))).toList())));
    routes.get("/api/championships/{id}", ctx -> ctx.json(championship(ApiException.unwrap(championships.find(id(ctx))), viewer(ctx))));
    routes.post("/api/championships/{id}/sections", this::addSection);
    routes.post("/api/championships/{id}/rounds", this::pairAll);
    routes.post("/api/championships/{id}/players", this::importList);
    routes.post("/api/championships/{id}/players/preview", this::preview);
    routes.get("/api/championships/{id}/schools", this::schools);
    routes.get("/api/events/{id}/championship", ctx -> {
      long event = eventId(ctx);
      ApiException.unwrap(api.reads().event(viewer(ctx), event));
      Championship c = championships.ofEvent(event).orElseThrow(() -> new ApiException(404, "championship_not_found",
          "O torneio " + event + " não é seção de nenhum campeonato."));
      ctx.json(championship(c, viewer(ctx)));
    });
  }

  private void create(Context ctx) {
    Account actor = sessions.require(ctx).account();
    JsonNode body = JsonBody.object(ctx, json);
    String name = JsonBody.optionalText(body, "name");
    if (name == null || name.isBlank() || name.strip().length() > 100) {
      throw ApiException.badRequest("missing_field", "Dê um nome ao campeonato (\"name\", até 100 caracteres).");
    }
    int season = integer(body, "season", api.reads().thisYear(), 2000, 2100, "invalid_season",
        "\"season\" é o ano em que a temporada começa (2022 para 2022/2023).");
    int best = integer(body, "schoolBest", 3, 1, 20, "invalid_field", "\"schoolBest\" (alunos que contam por escola) vai de 1 a 20.");
    Championship c = ApiException.unwrap(championships.create(actor, name.strip(), season, best));
    ctx.status(201).json(Map.of("id", c.id(), "championship", championship(c, Optional.of(actor))));
  }

  /** The body of {@code POST /api/events} plus {@code ageGroups} and {@code genders}; the season is the championship's. */
  private void addSection(Context ctx) {
    Account actor = sessions.require(ctx).account();
    Championship c = ApiException.unwrap(championships.find(id(ctx)));
    ObjectNode body = JsonBody.object(ctx, json);
    List<String> groups = strings(body.remove("ageGroups"), "ageGroups", "[\"Sub 8\", \"Sub 10\"] (vazio: todas)");
    JsonNode g = body.remove("genders");
    Set<String> genders = new LinkedHashSet<>(g == null || g.isNull() ? List.of("F", "M") : strings(g, "genders", "[\"F\"], [\"M\"] ou [\"F\", \"M\"]"));
    if (body.has("categories")) {
      throw ApiException.badRequest("invalid_field", "As categorias de uma seção são as do campeonato (o escalonamento escolar da temporada): use \"ageGroups\".");
    }
    body.put("season", c.season());
    if (!body.has("schoolBest")) body.put("schoolBest", c.schoolBest());
    EventSettings settings = ApiException.unwrap(EventJson.settings(body, api.reads().thisYear()));
    if (settings.teams() != null) throw ApiException.badRequest("invalid_field", "Uma seção é individual (swiss, round-robin ou double-round-robin).");
    Championships.SectionEvent s = ApiException.unwrap(championships.addSection(actor, c.id(), settings, groups, genders));
    ctx.status(201).json(section(s));
  }

  /**
   * Pairs every section's next round as pairing jobs, side by side, waiting for them up to the inline wait events use:
   * each section {@code paired} (round, boards), {@code refused} (code, message) or, still pairing after the wait,
   * {@code running} (its job as {@code GET /api/events/{id}/pairing} gives it, which the page then reads).
   */
  private void pairAll(Context ctx) {
    Account actor = sessions.require(ctx).account();
    List<Championships.SectionPairing> done = ApiException.unwrap(championships.pairAll(actor, id(ctx), EventPairingRoutes.inlineWait()));
    List<Map<String, Object>> out = new ArrayList<>();
    for (Championships.SectionPairing p : done) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("event", p.section().event().id());
      m.put("name", p.section().event().settings().name());
      Optional<Rejection> refused = switch (p.job()) {
        case Result.Rejected<EventPairingJobs.Job> r -> Optional.of(r.rejection());
        case Result.Ok<EventPairingJobs.Job> ok -> {
          EventPairingJobs.Job job = ok.value();
          if (job.state() == EventPairingJobs.State.RUNNING) {
            m.put("status", "running");
            m.put("job", job.id());
            m.put("round", job.round());
            m.put("phase", job.phase() == null ? null : job.phase().wireName());
            yield Optional.empty();
          }
          if (job.state() == EventPairingJobs.State.DONE) {
            List<EventBoard> boards = ((Result.Ok<List<EventBoard>>) job.result()).value();
            m.put("status", "paired");
            m.put("round", boards.isEmpty() ? job.round() : boards.get(0).round());
            m.put("boards", boards.size());
            yield Optional.empty();
          }
          yield job.refusal();
        }
      };
      refused.ifPresent(r -> {
        m.put("status", "refused");
        m.put("code", r.code());
        m.put("message", r.message());
      });
      out.add(m);
    }
    ctx.json(Map.of("sections", out));
  }

  /** A list ({@code text/csv} or {@code .xlsx}, read as an event's is): one for every section, placed and imported all or nothing. */
  private void importList(Context ctx) {
    Account actor = sessions.require(ctx).account();
    Championship c = ApiException.unwrap(championships.writable(actor, id(ctx)));
    String type = ctx.contentType() == null ? "" : ctx.contentType().toLowerCase(Locale.ROOT);
    boolean known = type.startsWith("text/csv") || type.startsWith("text/plain") || type.startsWith(PlayerListFile.XLSX_TYPE)
        || type.startsWith("application/octet-stream");
    if (!known) {
      throw new ApiException(415, "unsupported_media_type", "Envie a lista como text/csv (cabeçalho: Nome;Sexo;Ano de nascimento;Escola;Ciclo) ou .xlsx.");
    }
    SchoolCycle importCycle = null;
    String cycle = ctx.queryParam("cycle");
    if (cycle != null && !cycle.isBlank()) {
      importCycle = SchoolCycle.parse(cycle).orElseThrow(() -> ApiException.badRequest("invalid_cycle",
          "\"cycle\" (o ciclo dos alunos da lista) deve ser 1, 2, 3 ou sec, não \"" + cycle.strip() + "\"."));
    }
    Map<Long, Integer> counts;
    boolean xlsx = false;
    try {
      // The same reader as an event's list (Portuguese or English headers, CSV or .xlsx).
      byte[] body = EventListRoutes.body(ctx);
      xlsx = PlayerListFile.isSpreadsheet(body, type);
      List<EventCsv.Row> rows = EventCsv.read(xlsx ? PlayerListFile.spreadsheet(body)
          : PlayerListFile.csv(EventCsv.decode(body, ctx.contentType())), api.reads().thisYear());
      EventCsv.checkTeams(rows, false);
      if (rows.isEmpty()) throw ApiException.badRequest("invalid_csv", "O CSV não tem nenhum jogador (só o cabeçalho).");
      rows = EventAgeGroups.place(rows, Championships.scheme(c), c.season(), importCycle);
      counts = ApiException.unwrap(championships.importList(actor, c.id(), rows));
    } catch (EventCsv.Fault f) {
      String where = f.line == 0 ? "" : f.column == 0 ? "Linha " + f.line + ": " : "Linha " + f.line + ", coluna " + f.column + ": ";
      Map<String, Object> error = new LinkedHashMap<>();
      error.put("code", xlsx ? "invalid_xlsx" : "invalid_csv");
      error.put("message", where + f.getMessage() + ". Nada foi importado.");
      error.put("line", f.line);
      error.put("column", f.column);
      ctx.status(400).json(Map.of("error", error));
      return;
    }
    List<Map<String, Object>> sections = new ArrayList<>();
    int total = 0;
    for (var en : counts.entrySet()) {
      total += en.getValue();
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("event", en.getKey());
      m.put("imported", en.getValue());
      sections.add(m);
    }
    ctx.json(Map.of("imported", total, "sections", sections));
  }

  /**
   * {@code POST .../players/preview[?cycle=]}: the list as the import would place it (each line's age group and
   * section, every refusal with line and column), nothing stored; the championship's writers only.
   */
  private void preview(Context ctx) {
    Account actor = sessions.require(ctx).account();
    Championship c = ApiException.unwrap(championships.writable(actor, id(ctx)));
    SchoolCycle importCycle = EventModule.importCycle(ctx);
    if (!EventListRoutes.acceptsType(ctx.contentType())) {
      throw new ApiException(415, "unsupported_media_type", "Envie a lista como text/csv ou como Excel (.xlsx).");
    }
    byte[] body = EventListRoutes.body(ctx);
    org.tabuleiro.server.event.registration.PlayerTable table;
    try {
      table = PlayerListFile.read(body, ctx.contentType());
    } catch (EventCsv.Fault f) {
      ctx.json(EventListJson.refused(f));
      return;
    }
    List<org.tabuleiro.server.event.championship.SectionPlacement.Named> named = championships.sections(Optional.of(actor), c).stream()
        .map(s -> new org.tabuleiro.server.event.championship.SectionPlacement.Named(s.section(), s.event().settings().name())).toList();
    var p = org.tabuleiro.server.event.championship.ChampionshipListPreview.of(table, named, Championships.scheme(c), c.season(),
        api.reads().thisYear(), importCycle);
    Map<String, Object> out = EventListJson.preview(p.list());
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> rows = (List<Map<String, Object>>) out.get("rows");
    for (Map<String, Object> r : rows) r.put("section", p.sections().get((Integer) r.get("line")));
    ctx.json(out);
  }

  /** {@code ?category=NAME} (required): the school classification of that age group across the sections. */
  private void schools(Context ctx) {
    Championship c = ApiException.unwrap(championships.find(id(ctx)));
    List<org.tabuleiro.server.event.EventCategory> scheme = Championships.scheme(c);
    String name = ctx.queryParam("category");
    org.tabuleiro.server.event.EventCategory group = name == null ? null : org.tabuleiro.server.event.EventCategory.byName(scheme, name).orElse(null);
    if (group == null) {
      throw ApiException.badRequest("invalid_category", "Indique a categoria (category=): "
          + String.join(", ", scheme.stream().map(org.tabuleiro.server.event.EventCategory::name).toList()) + ".");
    }
    List<org.tabuleiro.server.event.EventState> states = new ArrayList<>();
    for (Championships.SectionEvent s : championships.sections(viewer(ctx), c)) {
      if (s.section().ageGroups().isEmpty() || s.section().ageGroups().stream().anyMatch(g -> org.tabuleiro.server.event.EventCategory.key(g)
          .equals(org.tabuleiro.server.event.EventCategory.key(group.name())))) {
        states.add(ApiException.unwrap(api.reads().state(viewer(ctx), s.event().id())));
      }
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("category", group.name());
    out.put("best", c.schoolBest());
    out.put("schools", org.tabuleiro.server.event.championship.ChampionshipSchools.schools(states, group, c.schoolBest(), api.reads().thisYear()));
    ctx.json(out);
  }

  private Map<String, Object> championship(Championship c, Optional<Account> viewer) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", c.id());
    m.put("name", c.name());
    m.put("season", c.season());
    m.put("schoolBest", c.schoolBest());
    m.put("canManage", viewer.map(a -> a.id() == c.createdBy() || a.hasRole(org.tabuleiro.server.account.Role.ADMIN)).orElse(false));
    m.put("sections", championships.sections(viewer, c).stream().map(ChampionshipRoutes::section).toList());
    return m;
  }

  private static Map<String, Object> section(Championships.SectionEvent s) {
    ChampionshipSection sec = s.section();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("event", s.event().id());
    m.put("name", s.event().settings().name());
    m.put("position", sec.position());
    m.put("ageGroups", sec.ageGroups());
    m.put("genders", sec.genders().size() == 2 ? List.of("F", "M") : List.copyOf(sec.genders()));
    m.put("system", s.event().settings().system().key());
    m.put("rounds", s.event().settings().rounds());
    m.put("roundsPaired", s.event().pairedRounds());
    m.put("players", s.event().playerCount());
    return m;
  }

  private static List<String> strings(JsonNode n, String field, String example) {
    if (n == null || n.isNull()) return List.of();
    if (!n.isArray()) throw ApiException.badRequest("invalid_field", "\"" + field + "\" é uma lista: " + example + ".");
    List<String> out = new ArrayList<>();
    for (JsonNode v : n) {
      if (!v.isTextual() || v.textValue().isBlank()) throw ApiException.badRequest("invalid_field", "\"" + field + "\" é uma lista de textos: " + example + ".");
      out.add(v.textValue().strip());
    }
    return out;
  }

  private static int integer(JsonNode body, String field, int fallback, int min, int max, String code, String message) {
    JsonNode n = body.path(field);
    if (n.isMissingNode() || n.isNull()) return fallback;
    if (!n.isIntegralNumber() || !n.canConvertToInt() || n.intValue() < min || n.intValue() > max) throw ApiException.badRequest(code, message);
    return n.intValue();
  }

  private Optional<Account> viewer(Context ctx) {
    return sessions.current(ctx).map(SignedIn::account);
  }

  private static long id(Context ctx) {
    String v = ctx.pathParam("id");
    if (!v.matches("\\d{1,18}")) throw new ApiException(404, "championship_not_found", "Campeonato não encontrado: " + v + ".");
    return Long.parseLong(v);
  }

  private static long eventId(Context ctx) {
    String v = ctx.pathParam("id");
    if (!v.matches("\\d{1,18}")) throw new ApiException(404, "event_not_found", "Torneio não encontrado: " + v + ".");
    return Long.parseLong(v);
  }
}
