package org.tabuleiro.server.event.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabuleiro.play.Clock;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.auth.SignedIn;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.online.EventPlay;
import org.tabuleiro.server.event.registration.EventEntries;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;

/**
 * The routes of events played in the club: a player joins and withdraws by themselves, the current round's boards
 * live (positions and clocks of the top boards, each board's club game), and a player's own games of the events
 * being played (the home page's "your game").
 */
final class EventOnlineRoutes {
  static final int DEFAULT_TOP = 8;
  static final int MAX_TOP = 50;

  private final EventApi api;
  private final EventEntries entries;
  private final EventPlay play;
  private final LiveGames live;
  private final Sessions sessions;
  private final ObjectMapper json;

  EventOnlineRoutes(EventApi api, EventEntries entries, EventPlay play, LiveGames live, Sessions sessions,
      ObjectMapper json) {
    this.api = api;
    this.entries = entries;
    this.play = play;
    this.live = live;
    this.sessions = sessions;
    this.json = json;
  }

  void addRoutes(RoutesConfig routes) {
    routes.get("/api/events/{id}/join", this::standing);
    routes.post("/api/events/{id}/join", this::join);
    routes.post("/api/events/{id}/withdraw", this::withdraw);
    routes.get("/api/events/{id}/live", this::live);
    routes.get("/api/me/event-games", this::myGames);
  }

  private void standing(Context ctx) {
    Optional<Account> me = viewer(ctx);
    EventEntries.Standing s = ApiException.unwrap(entries.standing(me, id(ctx)));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("signedIn", me.isPresent());
    boolean joined = s.player() != null && s.player().withdrawnFrom() == null;
    out.put("joined", joined);
    out.put("player", s.player() == null ? null : player(s.player()));
    out.put("canJoin", me.isPresent() && !joined && s.refusal() == null);
    out.put("refusal", s.refusal() == null ? null : refusal(s.refusal()));
    ctx.json(out);
  }

  private void join(Context ctx) {
    Account me = sessions.require(ctx).account();
    String code = null;
    if (ctx.body() != null && !ctx.body().isBlank()) {
      JsonNode body = JsonBody.object(ctx, json);
      code = JsonBody.optionalText(body, "code");
    }
    EventPlayer p = ApiException.unwrap(entries.join(me, id(ctx), code));
    ctx.status(201).json(Map.of("player", player(p)));
  }

  private void withdraw(Context ctx) {
    Account me = sessions.require(ctx).account();
    Optional<EventPlayer> p = ApiException.unwrap(entries.withdraw(me, id(ctx)));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("player", p.map(this::player).orElse(null));
    out.put("withdrawnFrom", p.map(EventPlayer::withdrawnFrom).orElse(null));
    out.put("removed", p.isEmpty());
    ctx.json(out);
  }

  private Map<String, Object> player(EventPlayer p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("startNo", p.startNo());
    m.put("name", p.name());
    m.put("club", p.club());
    m.put("rating", p.rating());
    m.put("withdrawnFrom", p.withdrawnFrom());
    return m;
  }

  private static Map<String, Object> refusal(Rejection r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("code", r.code());
    m.put("message", r.message());
    return m;
  }

  /**
   * {@code ?top=N}: the last published round's boards, each with its club game; the first N boards whose game is
   * being played with their position and clocks (8 by default, at most 50).
   */
  private void live(Context ctx) {
    long id = id(ctx);
    EventState s = ApiException.unwrap(api.reads().state(viewer(ctx), id));
    int top = DEFAULT_TOP;
    String t = ctx.queryParam("top");
    if (t != null && !t.isBlank()) {
      if (!t.strip().matches("\\d{1,3}") || Integer.parseInt(t.strip()) > MAX_TOP) {
        throw ApiException.badRequest("invalid_top", "\"top\" é quantos tabuleiros mostrar ao vivo: de 0 a " + MAX_TOP + ".");
      }
      top = Integer.parseInt(t.strip());
    }
    Event e = s.event();
    int round = e.publishedRounds();
    Map<Integer, Long> games = round == 0 ? Map.of() : play.games(id, round);
    Map<Integer, EventPlayer> players = new HashMap<>();
    for (EventPlayer p : s.players()) players.put(p.startNo(), p);
    Map<Long, String> usernames = api.reads().usernames(s.players());
    Instant now = api.clock().instant();
    List<Map<String, Object>> boards = new ArrayList<>();
    int shown = 0;
    for (EventBoard b : s.boards()) {
      if (b.round() != round) continue;
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("board", b.board());
      m.put("white", side(players.get(b.white()), usernames));
      m.put("black", b.black() == null ? null : side(players.get(b.black()), usernames));
      m.put("result", b.result() == null ? null : b.result().text());
      Long gameId = games.get(b.board());
      m.put("gameId", gameId);
      if (gameId != null && b.result() == null && shown < top) {
        Optional<LiveGame> g = live.find(gameId);
        if (g.isPresent()) {
          shown++;
          Game game = g.get().snapshot().game();
          m.put("variant", game.variant().key());
          m.put("fen", game.fen());
          m.put("turn", game.sideToMove() == Color.WHITE ? "white" : "black");
          m.put("plies", game.plies());
          m.put("lastMove", game.moves().isEmpty() ? null : game.moves().getLast());
          if (!(game.setup().control() instanceof TimeControl.Unlimited)) {
            Clock c = game.clock();
            Map<String, Object> clock = new LinkedHashMap<>();
            clock.put("white", c.remainingMillis(Color.WHITE, now));
            clock.put("black", c.remainingMillis(Color.BLACK, now));
            clock.put("running", c.running() == null ? null : c.running() == Color.WHITE ? "white" : "black");
            m.put("clock", clock);
          }
        }
      }
      boards.add(m);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("round", round);
    out.put("status", e.status());
    out.put("mode", e.settings().online() == null ? "otb" : e.settings().online().mode().key());
    out.put("startsAt", e.settings().online() == null || e.settings().online().startsAt() == null ? null
        : e.settings().online().startsAt().toString());
    out.put("nextRoundAt", play.nextRoundAt(id).map(Instant::toString).orElse(null));
    out.put("now", now.toString());
    out.put("boards", boards);
    ctx.header("Cache-Control", "no-cache");
    ctx.json(out);
  }

  private static Map<String, Object> side(EventPlayer p, Map<Long, String> usernames) {
    if (p == null) return null;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("startNo", p.startNo());
    m.put("name", p.name());
    m.put("account", p.accountId() == null ? null : usernames.get(p.accountId()));
    m.put("rating", p.rating());
    return m;
  }

  /** The signed-in player's club games of events that have no result yet, and the events they are in. */
  private void myGames(Context ctx) {
    Account me = sessions.require(ctx).account();
    ctx.header("Cache-Control", "no-cache");
    ctx.json(Map.of("games", api.reads().read(store -> store.currentGames(me.id()))));
  }

  private Optional<Account> viewer(Context ctx) {
    return sessions.current(ctx).map(SignedIn::account);
  }

  private static long id(Context ctx) {
    String v = ctx.pathParam("id");
    if (!v.matches("\\d{1,18}")) throw new ApiException(404, "event_not_found", "Torneio não encontrado: " + v + ".");
    return Long.parseLong(v);
  }
}
