package org.tabuleiro.server.event.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.auth.SignedIn;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventResult;
import org.tabuleiro.server.event.EventSettings;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.EventSystem;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.server.event.access.EventReads;
import org.tabuleiro.server.event.director.EventDirector;
import org.tabuleiro.server.event.director.EventDrafts;
import org.tabuleiro.server.event.director.EventPairingJobs;
import org.tabuleiro.server.event.registration.PlayerCorrection;
import org.tabuleiro.server.event.online.EventPlay;
import org.tabuleiro.server.event.registration.EventAgeGroups;
import org.tabuleiro.server.event.registration.EventCsv;
import org.tabuleiro.server.event.registration.EventEntries;
import org.tabuleiro.server.event.registration.EventRegistration;
import org.tabuleiro.server.event.registration.EventTeamRegistration;
import org.tabuleiro.server.event.registration.EventTrfImport;
import org.tabuleiro.server.event.results.EventResults;
import org.tabuleiro.server.event.setup.EventSetup;
import org.tabuleiro.server.event.standings.EventAwards;
import org.tabuleiro.server.event.standings.EventExports;
import org.tabuleiro.server.event.standings.EventStandings;
import org.tabuleiro.server.event.store.EventRepository;
import org.tabuleiro.server.event.store.JdbiEventRepository;
import org.tabuleiro.server.event.trf.EventTrf;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.server.live.ExecutorFlagScheduler;
import org.tabuleiro.server.live.GameEnds;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.notify.Notifications;

/**
 * Over-the-board events under {@code /api/events}: the automation contract of {@code docs/server/events.md} (create,
 * register from CSV, pair, enter results, standings.tsv, export.trf) and the reads behind it.
 */
public final class EventModule implements HttpModule, AutoCloseable {
  /** The fields of {@code PATCH /api/events/{id}} that change how the event is played and joined. */
  private static final List<String> PLAY_FIELDS = List.of("timeControl", "mode", "rated", "waitSeconds", "autoPair",
      "pauseSeconds", "startsAt", "entry");

  private static final String RESULTS = "1-0, 1/2-1/2, 0-1, +-, -+, --, 0-0 (ambos perdem) ou * (adiada ou por acabar)";

  private final EventApi api;
  private final Sessions sessions;
  private final ObjectMapper json;

  private final EventPlay play;
  private final EventEntries entries;
  private final EventOnlineRoutes online;
  private final EventListRoutes lists;
  private final EventPairingJobs pairings;
  private final EventPairingRoutes pairing;
  private final ChampionshipRoutes championships;

  /**
   * @param live where an event played in the club creates its games
   * @param notices how its players are told their games have begun (their feed on every page, {@code /ws/me})
   * @param ends where it hears of the games' ends (to enter their results)
   */
  public EventModule(Jdbi jdbi, InstantSource clock, AccountService accounts, Sessions sessions, ObjectMapper json,
      LiveGames live, Notifications notices, GameEnds ends) {
    EventRepository events = new JdbiEventRepository(jdbi);
    EventDirector director = new EventDirector(events, clock);
    EventResults results = new EventResults(events, clock);
    this.api = new EventApi(clock, new EventReads(events, accounts, clock),
        new EventSetup(events, accounts, clock, e -> EventJson.event(e).toString()), new EventRegistration(events, clock),
        new EventTeamRegistration(events, clock), director, results);
    this.sessions = sessions;
    this.json = json;
    this.play = new EventPlay(events, director, results, live, notices, clock, new ExecutorFlagScheduler(clock));
    this.entries = new EventEntries(events, api.reads(), clock);
    this.online = new EventOnlineRoutes(api, entries, play, live, sessions, json);
    this.lists = new EventListRoutes(api, sessions);
    this.pairings = new EventPairingJobs(director, events, clock);
    this.championships = new ChampionshipRoutes(new org.tabuleiro.server.event.championship.Championships(
        new org.tabuleiro.server.event.championship.JdbiChampionshipStore(jdbi), api.setup(), api.registration(), pairings,
        api.reads(), clock), api, sessions, json);
    ends.add(play);
    this.pairing = new EventPairingRoutes(api, pairings, sessions, json);
  }

  /** The pairings run as jobs (one at a time per event), e.g. for pairing several events' next rounds at once. */
  public EventPairingJobs pairings() {
    return pairings;
  }

  /**
   * Resumes the events played in the club: opens the games a stopped server had not opened, enters the results of
   * those that ended unrecorded and schedules the pairings that are due. After the live games' {@code start}.
   */
  public void start() {
    start(org.tabuleiro.server.common.Leadership.SOLE);
  }

  /** As {@link #start()}, on the node leading the events' timed work only (docs/server/cluster.md). */
  public void start(org.tabuleiro.server.common.Leadership lead) {
    play.lead(lead);
  }

  @Override
  public void close() {
    play.close();
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.post("/api/events", this::create);
    routes.get("/api/events", ctx -> ctx.json(Map.of("events",
        api.reads().list(viewer(ctx)).stream().map(EventJson::event).toList())));
    routes.get("/api/events/{id}", ctx -> ctx.json(EventJson.event(ApiException.unwrap(api.reads().event(viewer(ctx), id(ctx))))));
    routes.patch("/api/events/{id}", this::update);
    routes.get("/api/events/{id}/players", this::players);
    routes.post("/api/events/{id}/players", this::register);
    routes.patch("/api/events/{id}/players/{no}", this::updatePlayer);
    routes.get("/api/events/{id}/rounds", ctx -> rounds(ctx, 0));
    pairing.addRoutes(routes);
    routes.get("/api/events/{id}/rounds/{r}", ctx -> rounds(ctx, number(ctx, "r")));
    routes.delete("/api/events/{id}/rounds/{r}", ctx -> {
      int r = ApiException.unwrap(api.director().unpair(writer(ctx), id(ctx), number(ctx, "r")));
      ctx.json(Map.of("round", r, "unpaired", true));
    });
    routes.post("/api/events/{id}/rounds/{r}/publish", this::publish);
    routes.post("/api/events/{id}/rounds/{r}/changes", this::change);
    routes.put("/api/events/{id}/rounds/{r}/boards/{b}", this::result);
    routes.get("/api/events/{id}/standings.tsv", this::standings);
    routes.get("/api/events/{id}/export.trf", this::exportTrf);
    routes.get("/api/events/{id}/standings.csv", this::standingsCsv);
    routes.get("/api/events/{id}/games.pgn", ctx -> games(ctx, false));
    routes.get("/api/events/{id}/games.pdn", ctx -> games(ctx, true));
    routes.get("/api/events/{id}/medals", ctx -> {
      EventState s = ApiException.unwrap(api.reads().state(viewer(ctx), id(ctx)));
      ctx.json(Map.of("medals", EventAwards.medals(s, api.reads().thisYear())));
    });
    routes.get("/api/events/{id}/schools", this::schools);
    routes.get("/api/events/{id}/audit", ctx -> ctx.json(Map.of("entries",
        ApiException.unwrap(api.reads().auditLog(writer(ctx), id(ctx))))));
    new EventViewRoutes(api, sessions, json).addRoutes(routes);
    new EventTeamRoutes(api, sessions, json).addRoutes(routes);
    lists.addRoutes(routes);
    online.addRoutes(routes);
    championships.addRoutes(routes);
  }

  private void create(Context ctx) {
    Account actor = writer(ctx);
    EventSettings settings = ApiException.unwrap(EventJson.settings(JsonBody.object(ctx, json), api.reads().thisYear()));
    Event e = ApiException.unwrap(api.setup().create(actor, settings));
    play.settingsChanged(e.id());
    ctx.status(201).json(Map.of("id", e.id(), "event", EventJson.event(e)));
  }

  private void update(Context ctx) {
    JsonNode body = JsonBody.object(ctx, json);
    JsonNode published = body.path("published");
    boolean playChange = PLAY_FIELDS.stream().anyMatch(body::has);
    if (!published.isMissingNode() && !published.isBoolean() || !playChange && !published.isBoolean()) {
      throw ApiException.badRequest("invalid_field", "Envie {\"published\": true} ou false, ou o que muda no jogo no clube: "
          + String.join(", ", PLAY_FIELDS) + ".");
    }
    Account actor = writer(ctx);
    long id = id(ctx);
    Event e = null;
    if (playChange) {
      e = ApiException.unwrap(api.setup().updatePlay(actor, id, EventOnlineJson.playEdit(body)));
      play.settingsChanged(id);
    }
    if (published.isBoolean()) e = ApiException.unwrap(api.setup().setPublished(actor, id, published.booleanValue()));
    ctx.json(EventJson.event(e));
  }

  private void players(Context ctx) {
    EventState s = ApiException.unwrap(api.reads().state(viewer(ctx), id(ctx)));
    Map<Long, String> usernames = api.reads().usernames(s.players());
    java.util.Set<Integer> remote = api.reads().read(store -> store.remotePlayers(s.event().id()));
    ctx.json(Map.of("players", s.players().stream().map(p -> {
      Map<String, Object> m = EventJson.player(p, usernames, s.byes());
      m.put("remote", remote.contains(p.startNo()));
      return m;
    }).toList()));
  }

  /**
   * {@code text/csv} or an {@code .xlsx} ({@link EventListRoutes}): the whole list, all or nothing; a TRF ({@code application/x-trf}, or a {@code text/plain} or
   * {@code text/csv} body whose first line is a TRF record): its 001 records, all or nothing; {@code application/json}:
   * one player.
   */
  private void register(Context ctx) {
    Account actor = writer(ctx);
    long id = id(ctx);
    String type = ctx.contentType() == null ? "" : ctx.contentType().toLowerCase(Locale.ROOT);
    Event event = ApiException.unwrap(api.reads().event(Optional.of(actor), id));
    boolean teamEvent = event.settings().teams() != null;
    SchoolCycle importCycle = importCycle(ctx);
    int thisYear = api.reads().thisYear();
    if (type.startsWith("application/json")) {
      JsonNode body = JsonBody.object(ctx, json);
      NewPlayer p = EventPlayerJson.read(body, thisYear);
      if (p.cycle() == null && importCycle != null) p = p.withCycle(importCycle);
      if (!teamEvent && AgeGroups.place(EventAwards.categories(event, thisYear), p.yearOfBirth(), p.cycle(),
          EventAwards.season(event, thisYear)) instanceof AgeGroups.Placement.Refused refused) {
        throw ApiException.badRequest("invalid_age_group", "\"" + p.name() + "\": " + refused.message() + ".");
      }
      String account = JsonBody.optionalText(body, "account");
      if (account != null) {
        long accountId = ApiException.unwrap(api.reads().accountId(account.strip()));
        p = new NewPlayer(p.name(), p.gender(), p.birthYear(), p.birthDate(), p.club(), p.fideId(), p.federation(), p.rating(), accountId, p.cycle());
      }
      if (teamEvent) {
        EventTeamRegistration.Entry entry = EventTeamRoutes.entry(body, p);
        ApiException.unwrap(api.teams().register(actor, id, List.of(entry), false));
      } else {
        ApiException.unwrap(api.registration().register(actor, id, List.of(p), List.of("")));
      }
      ctx.status(201).json(Map.of("imported", 1));
      return;
    }
    if (!EventListRoutes.acceptsType(type)) {
      throw new ApiException(415, "unsupported_media_type", "Envie a lista como text/csv (cabeçalho: Nome;Sexo;Ano de nascimento;Escola...),"
          + " como Excel (.xlsx), um TRF (application/x-trf) ou um jogador como application/json.");
    }
    lists.register(ctx, actor, event, importCycle);
  }

  /** {@code ?cycle=}: the school cycle of the pupils of a list that does not say theirs (1, 2, 3, sec); null without it. */
  static SchoolCycle importCycle(Context ctx) {
    String text = ctx.queryParam("cycle");
    if (text == null || text.isBlank()) return null;
    return SchoolCycle.parse(text).orElseThrow(() -> ApiException.badRequest("invalid_cycle",
        "\"cycle\" (o ciclo dos alunos da lista) deve ser 1, 2, 3 ou sec, não \"" + text.strip() + "\"."));
  }

  private void updatePlayer(Context ctx) {
    JsonNode body = JsonBody.object(ctx, json);
    Optional<Integer> withdrawn = null;
    if (body.has("withdrawnFrom")) {
      JsonNode w = body.get("withdrawnFrom");
      if (w.isNull()) withdrawn = Optional.empty();
      else if (w.isIntegralNumber() && w.canConvertToInt()) withdrawn = Optional.of(w.intValue());
      else throw ApiException.badRequest("invalid_field", "\"withdrawnFrom\" deve ser o número da primeira rodada em que já não joga, ou null.");
    }
    Optional<Long> account = null;
    if (body.has("account")) {
      String username = JsonBody.optionalText(body, "account");
      account = username == null ? Optional.empty() : Optional.of(ApiException.unwrap(api.reads().accountId(username.strip())));
    }
    Map<Integer, Character> byes = new LinkedHashMap<>();
    JsonNode b = body.path("byes");
    if (!b.isMissingNode() && !b.isNull()) {
      if (!b.isObject()) throw ApiException.badRequest("invalid_field", "\"byes\" deve ser um objeto: {\"5\": \"H\", \"6\": null}.");
      for (var it = b.properties().iterator(); it.hasNext(); ) {
        var en = it.next();
        if (!en.getKey().matches("\\d{1,2}")) throw ApiException.badRequest("invalid_field", "Rodada inválida em \"byes\": " + en.getKey());
        JsonNode k = en.getValue();
        if (k.isNull()) byes.put(Integer.parseInt(en.getKey()), null);
        else if (k.isTextual() && k.textValue().matches("[HZF]")) byes.put(Integer.parseInt(en.getKey()), k.textValue().charAt(0));
        else throw ApiException.badRequest("invalid_field", "Uma isenção pedida é \"H\" (meio ponto), \"Z\" (zero) ou \"F\" (ponto inteiro, se o torneio o permitir), ou null para a retirar.");
      }
    }
    JsonNode remote = body.path("remote");
    if (!remote.isMissingNode() && !remote.isBoolean()) {
      throw ApiException.badRequest("invalid_field", "\"remote\" deve ser true (joga online num torneio híbrido) ou false.");
    }
    PlayerCorrection correction = EventPlayerJson.correction(body, api.reads().thisYear());
    if (correction != null) {
      long event = id(ctx);
      ApiException.unwrap(api.registration().correct(writer(ctx), event, number(ctx, "no"), correction, api.reads().thisYear(),
          p -> championships.sectionRefusal(event, p)));
    }
    if (remote.isBoolean()) ApiException.unwrap(api.registration().setRemote(writer(ctx), id(ctx), number(ctx, "no"), remote.booleanValue()));
    EventPlayer p = ApiException.unwrap(api.registration().updatePlayer(writer(ctx), id(ctx), number(ctx, "no"), withdrawn, account, byes));
    EventState s = ApiException.unwrap(api.reads().state(viewer(ctx), id(ctx)));
    ctx.json(EventJson.player(p, api.reads().usernames(List.of(p)), s.byes()));
  }

  private void publish(Context ctx) {
    int round = number(ctx, "r");
    List<EventBoard> boards = ApiException.unwrap(api.director().publish(writer(ctx), id(ctx), round));
    EventSystem system = ApiException.unwrap(api.reads().event(viewer(ctx), id(ctx))).settings().system();
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("round", round);
    out.put("published", true);
    out.put("boards", boards.stream().map(b -> EventJson.board(b, system)).toList());
    ctx.json(out);
  }

  /**
   * A change to a draft round: {@code {"swap": [a, b]}} (two players' seats), {@code {"move": {"player", "board",
   * "color"}}} (a player to a seat, whose occupant takes theirs) or {@code {"colors": board}}; {@code "confirm": true}
   * makes it even when it breaks a rule (409 {@code breaks_rules} otherwise, with what it breaks).
   */
  private void change(Context ctx) {
    Account actor = writer(ctx);
    long id = id(ctx);
    int round = number(ctx, "r");
    JsonNode body = JsonBody.object(ctx, json);
    JsonNode confirm = body.path("confirm");
    if (!confirm.isMissingNode() && !confirm.isBoolean()) throw ApiException.badRequest("invalid_field", "\"confirm\" deve ser true ou false.");
    EventDrafts.Change change = change(body, round, id, actor);
    EventDirector.RoundChange done = ApiException.unwrap(api.director().changeRound(actor, id, round, change, confirm.asBoolean(false)));
    EventSystem system = ApiException.unwrap(api.reads().event(viewer(ctx), id)).settings().system();
    List<Map<String, Object>> breaks = done.breaks().stream().map(b -> {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("rule", b.rule());
      m.put("absolute", b.absolute());
      m.put("players", b.players());
      m.put("message", b.message());
      return m;
    }).toList();
    if (!done.applied()) {
      Map<String, Object> error = new LinkedHashMap<>();
      error.put("code", "breaks_rules");
      error.put("message", "A alteração quebra regras do sistema suíço; nada foi alterado. Para a fazer mesmo assim (decisão do árbitro), "
          + "envie-a de novo com \"confirm\": true. " + done.breaks().stream().map(EventDrafts.Break::message).collect(java.util.stream.Collectors.joining(" ")));
      error.put("breaks", breaks);
      error.put("boards", done.boards().stream().map(b -> EventJson.pairedBoard(b, system)).toList());
      ctx.status(409).json(Map.of("error", error));
      return;
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("round", round);
    out.put("published", false);
    out.put("boards", done.boards().stream().map(b -> EventJson.board(b, system)).toList());
    out.put("breaks", breaks);
    ctx.json(out);
  }

  private EventDrafts.Change change(JsonNode body, int round, long id, Account actor) {
    int kinds = (body.has("swap") ? 1 : 0) + (body.has("move") ? 1 : 0) + (body.has("colors") ? 1 : 0);
    if (kinds != 1) {
      throw ApiException.badRequest("invalid_change", "Envie uma alteração: {\"swap\": [3, 17]}, {\"move\": {\"player\": 3, \"board\": 5, \"color\": \"black\"}} ou {\"colors\": 5}.");
    }
    if (body.has("colors")) return new EventDrafts.Change.Colors(positive(body.get("colors"), "colors"));
    if (body.has("swap")) {
      JsonNode pair = body.get("swap");
      if (!pair.isArray() || pair.size() != 2) throw ApiException.badRequest("invalid_change", "\"swap\" deve ser dois números de jogador: [3, 17].");
      return new EventDrafts.Change.Swap(positive(pair.get(0), "swap"), positive(pair.get(1), "swap"));
    }
    JsonNode move = body.get("move");
    if (!move.isObject()) throw ApiException.badRequest("invalid_change", "\"move\" deve ser {\"player\": 3, \"board\": 5, \"color\": \"white\"|\"black\"}.");
    int player = positive(move.path("player"), "move.player");
    int board = positive(move.path("board"), "move.board");
    String color = move.path("color").asText("");
    if (!color.equals("white") && !color.equals("black")) throw ApiException.badRequest("invalid_change", "\"move.color\" deve ser white ou black (numa isenção: white).");
    // The seat's occupant takes the mover's seat: a swap.
    EventState s = ApiException.unwrap(api.reads().state(Optional.of(actor), id));
    EventBoard target = s.boards().stream().filter(b -> b.round() == round && b.board() == board).findFirst()
        .orElseThrow(() -> new ApiException(404, "board_not_found", "A rodada " + round + " não tem o tabuleiro " + board + "."));
    Integer occupant = color.equals("white") ? Integer.valueOf(target.white()) : target.black();
    if (occupant == null) throw ApiException.badRequest("invalid_change", "O tabuleiro " + board + " é a isenção: só tem o lugar \"white\".");
    return new EventDrafts.Change.Swap(player, occupant);
  }

  private static int positive(JsonNode v, String field) {
    if (v == null || !v.isIntegralNumber() || !v.canConvertToInt() || v.intValue() < 1) {
      throw ApiException.badRequest("invalid_change", "\"" + field + "\" deve ser um número inteiro positivo.");
    }
    return v.intValue();
  }

  /** One round ({@code round} > 0) or all of them, each board with its result and version. */
  private void rounds(Context ctx, int round) {
    EventState s = ApiException.unwrap(api.reads().state(viewer(ctx), id(ctx)));
    EventSystem system = s.event().settings().system();
    if (round > 0 && round > s.event().pairedRounds()) {
      throw new ApiException(404, "round_not_found", "A rodada " + round + " não está emparceirada (rodadas emparceiradas: " + s.event().pairedRounds() + ").");
    }
    List<Map<String, Object>> out = new ArrayList<>();
    for (int r = 1; r <= s.event().pairedRounds(); r++) {
      if (round > 0 && r != round) continue;
      int rr = r;
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("round", r);
      m.put("published", r != s.event().draftRound());
      m.put("boards", s.boards().stream().filter(b -> b.round() == rr).map(b -> EventJson.board(b, system)).toList());
      out.add(m);
    }
    ctx.json(round > 0 ? out.get(0) : Map.of("rounds", out));
  }

  private void result(Context ctx) {
    Account actor = writer(ctx);
    JsonNode body = JsonBody.object(ctx, json);
    if (!body.has("result")) throw ApiException.badRequest("missing_field", "Falta o campo \"result\" (" + RESULTS + " ou null).");
    JsonNode r = body.get("result");
    EventResult result = null;
    if (!r.isNull()) {
      if (!r.isTextual()) throw ApiException.badRequest("invalid_result", "\"result\" deve ser um texto: " + RESULTS + ".");
      result = EventResult.parse(r.textValue()).orElseThrow(() -> ApiException.badRequest("invalid_result",
          "Resultado desconhecido \"" + r.textValue() + "\": use " + RESULTS + "."));
    }
    Integer version = EventJson.integer(body, "version");
    String ifMatch = ctx.header("If-Match");
    if (ifMatch != null && !ifMatch.isBlank()) {
      String v = ifMatch.strip().replace("\"", "").replaceFirst("^W/", "");
      if (!v.matches("\\d{1,9}")) throw ApiException.badRequest("invalid_if_match", "If-Match deve ser a versão do tabuleiro, ex.: \"3\".");
      if (version != null && version != Integer.parseInt(v)) throw ApiException.badRequest("invalid_if_match", "If-Match e \"version\" diferem.");
      version = Integer.parseInt(v);
    }
    EventResults.MovesEntry moves = body.has("moves") || body.has("pgn") || body.has("pdn")
        ? moves(body, ApiException.unwrap(api.reads().event(Optional.of(actor), id(ctx))).settings().game()) : null;
    EventBoard b = ApiException.unwrap(api.results().setResult(actor, id(ctx), number(ctx, "r"), number(ctx, "b"), result, version, moves));
    ctx.header("ETag", "\"" + b.version() + "\"");
    // A board that takes a result is never the bye, whose letter alone depends on the system: no need to read it.
    ctx.json(EventJson.board(b, EventSystem.SWISS));
  }

  /**
   * {@code "moves"} (SAN or UCI; draughts: PDN moves) or {@code "pgn"} (draughts: {@code "pdn"}), a whole game;
   * null when neither is sent (the moves kept stay), a null text when one is sent as null (they go).
   */
  private static EventResults.MovesEntry moves(JsonNode body, org.tabuleiro.play.GameVariant game) {
    String gameField = game.isDraughts() ? "pdn" : "pgn";
    String other = game.isDraughts() ? "pgn" : "pdn";
    if (body.has(other)) {
      throw ApiException.badRequest("invalid_field", "Um torneio de " + (game.isDraughts() ? "damas" : "xadrez") + " recebe \""
          + gameField + "\", não \"" + other + "\".");
    }
    if (body.has("moves") && body.has(gameField)) {
      throw ApiException.badRequest("invalid_field", "Envie \"moves\" ou \"" + gameField + "\", não os dois.");
    }
    String field = body.has("moves") ? "moves" : body.has(gameField) ? gameField : null;
    if (field == null) return null;
    JsonNode v = body.get(field);
    if (v.isNull()) return new EventResults.MovesEntry(null, false);
    if (!v.isTextual()) throw ApiException.badRequest("invalid_field", "\"" + field + "\" deve ser um texto.");
    return new EventResults.MovesEntry(v.textValue(), !field.equals("moves"));
  }

  /** {@code ?format=2026} (the default) or {@code 16}. */
  private void exportTrf(Context ctx) {
    long id = id(ctx);
    String f = blankToNull(ctx.queryParam("format"));
    EventTrf.Format format;
    if (f == null || f.strip().equals("2026")) format = EventTrf.Format.TRF2026;
    else if (f.strip().equals("16")) format = EventTrf.Format.TRF16;
    else throw ApiException.badRequest("invalid_format", "\"format\" deve ser 2026 (TRF-2026, por omissão) ou 16 (TRF-16).");
    String trf = ApiException.unwrap(api.reads().text(viewer(ctx), id, "export.trf|" + format, s -> EventStandings.trf(s, format)));
    ctx.contentType("text/plain; charset=utf-8");
    String suffix = format == EventTrf.Format.TRF16 ? "-trf16" : "";
    ctx.header("Content-Disposition", "attachment; filename=\"event-" + id + suffix + ".trf\"");
    ctx.result(trf);
  }

  private void standingsCsv(Context ctx) {
    long id = id(ctx);
    String tsv = standingsText(ctx);
    ctx.contentType("text/csv; charset=utf-8");
    ctx.header("Content-Disposition", "attachment; filename=\"event-" + id + "-standings.csv\"");
    ctx.result(EventExports.standingsCsv(tsv));
  }

  /**
   * The event's games entered with moves, as {@code games.pgn} / {@code games.pdn} has them, for the library's
   * "Adicionar à biblioteca": {@code game} is the event's game key (chess, international, brazilian).
   *
   * @throws ApiException when the event does not exist or the viewer may not see it
   */
  public GamesFile gamesFile(Optional<Account> viewer, long id) {
    Event e = ApiException.unwrap(api.reads().event(viewer, id));
    String text = ApiException.unwrap(api.reads().gamesText(viewer, id, "games", EventExports::games));
    return new GamesFile(e.settings().game().key(), e.settings().name(), text);
  }

  /** An event's games as one PGN or PDN file. */
  public record GamesFile(String game, String name, String text) {}

  /** The games entered with moves: {@code games.pgn} for a chess event, {@code games.pdn} for draughts. */
  private void games(Context ctx, boolean pdn) {
    long id = id(ctx);
    Event e = ApiException.unwrap(api.reads().event(viewer(ctx), id));
    if (e.settings().game().isDraughts() != pdn) {
      throw new ApiException(404, "wrong_game_format", pdn
          ? "Este torneio é de xadrez: as partidas estão em games.pgn."
          : "Este torneio é de damas: as partidas estão em games.pdn.");
    }
    String text = ApiException.unwrap(api.reads().gamesText(viewer(ctx), id, "games", EventExports::games));
    ctx.contentType((pdn ? "application/x-draughts-pdn" : "application/x-chess-pgn") + "; charset=utf-8");
    ctx.header("Content-Disposition", "attachment; filename=\"event-" + id + (pdn ? ".pdn" : ".pgn") + "\"");
    ctx.result(text);
  }

  private void standings(Context ctx) {
    String tsv = standingsText(ctx);
    ctx.contentType("text/tab-separated-values; charset=utf-8");
    ctx.result(tsv);
  }

  /** {@code standings.tsv} of the request's {@code category} and {@code gender}. */
  private String standingsText(Context ctx) {
    String category = blankToNull(ctx.queryParam("category"));
    String gender = blankToNull(ctx.queryParam("gender"));
    String g = gender == null ? null : gender.strip().toUpperCase(Locale.ROOT);
    if (g != null && !g.equals("F") && !g.equals("M")) throw ApiException.badRequest("invalid_gender", "\"gender\" deve ser F ou M.");
    if ((category != null || g != null) && ApiException.unwrap(api.reads().event(viewer(ctx), id(ctx))).settings().teams() != null) {
      throw ApiException.badRequest("invalid_filter", "A classificação de um torneio por equipes é das equipes: sem categoria nem gênero.");
    }
    String key = "standings.tsv|" + (category == null ? "" : EventCategory.key(category)) + "|" + (g == null ? "" : g);
    String tsv = ApiException.unwrap(api.reads().text(viewer(ctx), id(ctx), key, s -> {
      Predicate<EventPlayer> include = null;
      if (category != null) {
        include = EventAwards.inGroup(s.event(), api.reads().thisYear(), category(s, category));
      }
      if (g != null) {
        Predicate<EventPlayer> byGender = p -> g.equals(p.gender());
        include = include == null ? byGender : include.and(byGender);
      }
      return EventStandings.tsv(s, include);
    }));
    return tsv;
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s;
  }

  /** {@code ?category=NAME&best=N}: the school classification of one age group (best 1-20 pupils; the event's count by default). */
  private void schools(Context ctx) {
    EventState s = ApiException.unwrap(api.reads().state(viewer(ctx), id(ctx)));
    String category = ctx.queryParam("category");
    Predicate<EventPlayer> in = p -> true;
    if (category != null && !category.isBlank()) {
      in = EventAwards.inGroup(s.event(), api.reads().thisYear(), category(s, category));
    }
    String best = ctx.queryParam("best");
    int n = s.event().settings().schoolBest();
    if (best != null && !best.isBlank()) {
      if (!best.strip().matches("\\d{1,2}") || Integer.parseInt(best.strip()) < 1 || Integer.parseInt(best.strip()) > 20) {
        throw ApiException.badRequest("invalid_best", "\"best\" é quantos alunos contam por escola: de 1 a 20.");
      }
      n = Integer.parseInt(best.strip());
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("category", category == null || category.isBlank() ? null : category(s, category).name());
    out.put("best", n);
    out.put("schools", EventAwards.schools(s, in, n));
    ctx.json(out);
  }

  private EventCategory category(EventState s, String name) {
    List<EventCategory> all = EventAwards.categories(s.event(), api.reads().thisYear());
    return EventCategory.byName(all, name).orElseThrow(() -> ApiException.badRequest("invalid_category",
        "Categoria desconhecida \"" + name + "\": use " + String.join(", ", all.stream().map(EventCategory::name).toList()) + "."));
  }

  private Optional<Account> viewer(Context ctx) {
    return sessions.current(ctx).map(SignedIn::account);
  }

  private Account writer(Context ctx) {
    return sessions.require(ctx).account();
  }

  static long id(Context ctx) {
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
