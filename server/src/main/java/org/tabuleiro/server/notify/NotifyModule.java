package org.tabuleiro.server.notify;

import io.javalin.config.RoutesConfig;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.http.ApiErrors;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.live.SocketGate;

/**
 * {@code /ws/me}, the signed-in player's own feed on every page (notices as they come; who is online is who has it
 * open), and {@code GET /api/notifications}, {@code POST /api/notifications/read}, {@code GET /api/online}
 * (docs/protocol.md, Notifications). The socket only speaks; what a client sends is not read. Closing it stores the
 * notices still waiting.
 */
public final class NotifyModule implements HttpModule, AutoCloseable {
  /** Players listed by {@code GET /api/online} at most. */
  static final int ONLINE_LISTED = 200;
  private static final String ACCOUNT = "tabuleiro.notify.accountId";
  private static final String USERNAME = "tabuleiro.notify.username";

  private final Notifications notifications;
  private final AutoCloseable store;
  private final LiveGames games;
  private final Sessions sessions;
  private final SocketGate gate;
  private final Map<String, Runnable> open = new ConcurrentHashMap<>();   // by socket session id

  /** @param store where {@code notifications} keeps its notices, closed with the module */
  public NotifyModule(Notifications notifications, AutoCloseable store, LiveGames games, Sessions sessions,
      SocketGate gate) {
    this.notifications = notifications;
    this.store = store;
    this.games = games;
    this.sessions = sessions;
    this.gate = gate;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/notifications", ctx -> ctx.json(notifications.list(sessions.require(ctx).account().id())));
    routes.post("/api/notifications/read", ctx -> {
      notifications.markRead(sessions.require(ctx).account().id());
      ctx.status(204);
    });
    routes.get("/api/online", ctx -> ctx.json(Map.of("players", online())));
    routes.wsBeforeUpgrade("/ws/me", gate::admit);
    routes.wsBeforeUpgrade("/ws/me", ApiErrors.onUpgrade(ctx -> sessions.current(ctx).ifPresent(s -> {
      ctx.attribute(ACCOUNT, s.account().id());
      ctx.attribute(USERNAME, s.account().username());
    })));
    routes.ws("/ws/me", ws -> {
      ws.onConnect(this::connect);
      ws.onClose(this::close);
      ws.onError(this::close);
    });
  }

  private void connect(WsConnectContext ctx) {
    if (gate.open(ctx) == null) return;
    Long accountId = ctx.attribute(ACCOUNT);
    if (accountId == null) {
      ctx.send("{\"t\":\"error\",\"code\":\"not_signed_in\",\"message\":\"É preciso entrar na sua conta.\"}");
      ctx.closeSession(4401, "not_signed_in");
      return;
    }
    ctx.enableAutomaticPings();
    open.put(ctx.sessionId(), notifications.connect(accountId, ctx.attribute(USERNAME), ctx.sessionId(), ctx::send));
  }

  private void close(WsContext ctx) {
    Runnable leave = open.remove(ctx.sessionId());
    if (leave != null) leave.run();
    gate.close(ctx);
  }

  /** Who is online, by name, each with the game they are playing now (null when none). */
  private List<Map<String, Object>> online() {
    Map<Long, Long> playing = playingHere(games);
    notifications.playingElsewhere().forEach(playing::putIfAbsent);
    return notifications.online().entrySet().stream()
        .sorted(Map.Entry.comparingByValue(String.CASE_INSENSITIVE_ORDER))
        .limit(ONLINE_LISTED)
        .map(e -> {
          Map<String, Object> m = new LinkedHashMap<>();
          m.put("username", e.getValue());
          m.put("playing", playing.get(e.getKey()));
          return m;
        })
        .toList();
  }


  /** The game each player of a game in progress on this node is playing: account id to game id. */
  public static Map<Long, Long> playingHere(LiveGames games) {
    Map<Long, Long> playing = new HashMap<>();
    for (LiveGame g : games.inProgress()) {
      if (g.stored().whiteId() != null) playing.put(g.stored().whiteId(), g.id());
      if (g.stored().blackId() != null) playing.put(g.stored().blackId(), g.id());
    }
    return playing;
  }

  @Override
  public void close() throws Exception {
    store.close();
  }
}
