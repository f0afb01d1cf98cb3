package org.tabuleiro.server.event.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.auth.SignedIn;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventMatch;
import org.tabuleiro.server.event.EventNames;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.EventTeam;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.registration.EventTeamRegistration;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.tournament.PointSystem;

/**
 * The team routes of a team event: its teams (read, or one registered with its players in board order) and the
 * matches of a round with their boards and game points. Registration from CSV (a {@code team} column) and the
 * pairing, results and standings go through the routes every event has ({@link EventModule}).
 */
final class EventTeamRoutes {
  private final EventApi api;
  private final Sessions sessions;
  private final ObjectMapper json;

  EventTeamRoutes(EventApi api, Sessions sessions, ObjectMapper json) {
    this.api = api;
    this.sessions = sessions;
    this.json = json;
  }

  void addRoutes(RoutesConfig routes) {
    routes.get("/api/events/{id}/teams", this::teams);
    routes.post("/api/events/{id}/teams", this::addTeam);
    routes.get("/api/events/{id}/rounds/{r}/matches", this::roundMatches);
  }

  private void teams(Context ctx) {
    EventState s = ApiException.unwrap(api.reads().state(viewer(ctx), id(ctx)));
    Map<Integer, EventPlayer> players = new HashMap<>();
    for (EventPlayer p : s.players()) players.put(p.startNo(), p);
    List<Map<String, Object>> out = new ArrayList<>();
    if (s.teams() != null) for (EventTeam t : s.teams().teams()) out.add(EventTeamJson.team(t, players));
    ctx.json(Map.of("teams", out));
  }

  /** {@code {"name", "players": [{"name", "gender"?, ...}, ...]}}: a new team, its players in board order. */
  private void addTeam(Context ctx) {
    Account actor = writer(ctx);
    long id = id(ctx);
    JsonNode body = JsonBody.object(ctx, json);
    String name;
    try {
      name = EventJson.name(body, "name", 100, true);
    } catch (EventJson.Invalid e) {
      throw ApiException.badRequest(e.code, e.getMessage());
    }
    JsonNode list = body.path("players");
    if (!list.isArray() || list.isEmpty()) {
      throw ApiException.badRequest("invalid_players", "\"players\" deve ser a lista dos jogadores da equipe, pela ordem dos tabuleiros.");
    }
    List<EventTeamRegistration.Entry> entries = new ArrayList<>();
    for (JsonNode p : list) {
      if (!p.isObject()) throw ApiException.badRequest("invalid_players", "Cada jogador é um objeto {\"name\", \"gender\"...}.");
      NewPlayer player = EventPlayerJson.read(p, api.reads().thisYear());
      entries.add(new EventTeamRegistration.Entry(name, entries.size() + 1, player, "jogador " + (entries.size() + 1)));
    }
    int n = ApiException.unwrap(api.teams().register(actor, id, entries, true));
    EventState s = ApiException.unwrap(api.reads().state(Optional.of(actor), id));
    EventTeam team = s.teams().teams().stream().filter(t -> EventNames.key(t.name()).equals(EventNames.key(name))).findFirst().orElseThrow();
    ctx.status(201).json(Map.of("team", team.number(), "imported", n));
  }

  private void roundMatches(Context ctx) {
    EventState s = ApiException.unwrap(api.reads().state(viewer(ctx), id(ctx)));
    int round = number(ctx, "r");
    if (s.teams() == null) throw new ApiException(404, "not_team_event", "Este torneio não é por equipes: não tem encontros.");
    if (round < 1 || round > s.event().pairedRounds()) {
      throw new ApiException(404, "round_not_found", "A rodada " + round + " não está emparceirada (rodadas emparceiradas: " + s.event().pairedRounds() + ").");
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("round", round);
    out.put("matches", matches(s, round));
    ctx.json(out);
  }

  /**
   * The matches of a round: {@code match, white, black} (team numbers; black null for the bye), the teams' names,
   * their boards (board numbers of {@code PUT .../boards/{b}}) and game points so far, and whether every board has
   * its result.
   */
  static List<Map<String, Object>> matches(EventState s, int round) {
    int boards = s.event().settings().teams().boards();
    PointSystem points = s.event().settings().points();
    Map<Integer, EventBoard> byNumber = new HashMap<>();
    for (EventBoard b : s.boards()) if (b.round() == round) byNumber.put(b.board(), b);
    Map<Integer, Integer> teamOf = s.teams().teamOf();
    List<Map<String, Object>> out = new ArrayList<>();
    for (EventMatch m : s.teams().matches(round)) {
      Map<String, Object> e = new LinkedHashMap<>();
      e.put("match", m.match());
      e.put("white", m.white());
      e.put("whiteName", s.teams().team(m.white()).name());
      e.put("black", m.black());
      e.put("blackName", m.isBye() ? null : s.teams().team(m.black()).name());
      List<Integer> numbers = new ArrayList<>();
      int white = 0;
      int black = 0;
      boolean finished = !m.isBye();
      for (int k = 1; k <= boards; k++) {
        EventBoard b = byNumber.get((m.match() - 1) * boards + k);
        if (b == null) continue;
        numbers.add(b.board());
        if (b.isBye()) continue;
        if (b.result() == null || !b.result().isFinal()) {
          finished = false; // no result yet, or adjourned (*)
          continue;
        }
        boolean whiteIsWhiteTeam = teamOf.get(b.white()) == m.white();
        int w = points.halfPoints(b.result().whiteCode());
        int bl = points.halfPoints(b.result().blackCode());
        white += whiteIsWhiteTeam ? w : bl;
        black += whiteIsWhiteTeam ? bl : w;
      }
      e.put("boards", numbers);
      if (m.isBye()) {
        e.put("bye", true);
      } else {
        e.put("whiteGamePoints", EventJson.halves(white));
        e.put("blackGamePoints", EventJson.halves(black));
        e.put("finished", finished);
      }
      out.add(e);
    }
    return out;
  }

  /** A player registered by hand in a team event: {@code "team"} (required) and {@code "board"} (its place, optional). */
  static EventTeamRegistration.Entry entry(JsonNode body, NewPlayer player) {
    String team;
    Integer board;
    try {
      team = EventJson.name(body, "team", 100, true);
      board = EventJson.integer(body, "board");
    } catch (EventJson.Invalid e) {
      throw ApiException.badRequest(e.code.equals("missing_field") ? "team_required" : e.code,
          e.code.equals("missing_field") ? "Num torneio por equipes o jogador precisa de \"team\" (o nome da equipe)." : e.getMessage());
    }
    if (board != null && (board < 1 || board > 99)) throw ApiException.badRequest("invalid_board", "\"board\" é o lugar na ordem da equipe, de 1 a 99.");
    return new EventTeamRegistration.Entry(team, board, player, "");
  }

  private Optional<Account> viewer(Context ctx) {
    return sessions.current(ctx).map(SignedIn::account);
  }

  private Account writer(Context ctx) {
    return sessions.require(ctx).account();
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
