package org.tabuleiro.server.live;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import java.time.InstantSource;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongFunction;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.chat.ChatService;
import org.tabuleiro.server.http.ApiErrors;

/**
 * {@code /ws/game/{id}}: the game's socket. The upgrade passes the {@link SocketGate} first (origin, sockets per
 * client), then the session cookie is read (a player), or is absent or not a player of this game (a spectator, who
 * only receives). Every socket has a flood guard of {@link #MESSAGES_PER_SECOND} messages a second.
 */
final class GameSocket {
  static final String PATH = "/ws/game/{id}";
  static final int MESSAGES_PER_SECOND = 20;
  /** Close code of a game's sockets when another cluster node has taken the game over: reconnect. */
  static final int GAME_MOVED = 4503;
  /**
   * Close code of a socket on a game another cluster node owns while this node cannot reach it (Redis away): the
   * reason is {@code game_elsewhere:NODE}, and the client reconnects with {@code ?node=NODE}, which the balancer
   * sends to that node (deploy/haproxy.cfg), where the game is played without Redis.
   */
  static final int GAME_ELSEWHERE = 4307;
  private static final String ACCOUNT = "tabuleiro.live.accountId";

  private final LiveGames live;
  private final SocketGate gate;
  private final Sessions sessions;
  private final LongFunction<String> names;
  private final LiveJson json;
  private final ClientMessages messages;
  private final InstantSource clock;
  private final Map<String, GameConnection> connections = new ConcurrentHashMap<>();
  private final Map<String, WsContext> contexts = new ConcurrentHashMap<>();   // by session id, as connections
  private final ChatService chat;
  private final ChatFlush chatFlush = new ChatFlush();

  GameSocket(LiveGames live, SocketGate gate, Sessions sessions, LongFunction<String> names, LiveJson json,
      ClientMessages messages, InstantSource clock, ChatService chat) {
    this.chat = chat;
    this.live = live;
    this.gate = gate;
    this.sessions = sessions;
    this.names = names;
    this.json = json;
    this.messages = messages;
    this.clock = clock;
    live.onDropped(this::closeGame);
    live.onUnlinked(this::sendCopiesAway);
  }

  /**
   * The way to the other nodes is down: every socket here on a game another node owns is sent to that owner (or,
   * when it has none alive, closed to reconnect: the game is taken over by then).
   */
  private void sendCopiesAway() {
    Map<Long, Optional<String>> owners = new java.util.HashMap<>();
    connections.forEach((session, c) -> {
      if (c.owned()) return;
      WsContext ctx = contexts.get(session);
      if (ctx == null) return;
      away(ctx, owners.computeIfAbsent(c.gameId(), id -> Optional.ofNullable(live.sendAwayTo(id))).orElse(null));
    });
  }

  /** Closes the socket so that its client reconnects to {@code owner} (null: anywhere, as after a takeover). */
  private static void away(WsContext ctx, String owner) {
    if (owner == null) ctx.closeSession(GAME_MOVED, "game_moved");
    else ctx.closeSession(GAME_ELSEWHERE, "game_elsewhere:" + owner);
  }

  /** A game this node no longer holds: its sockets are closed ({@link #GAME_MOVED}); their clients reconnect. */
  private void closeGame(long gameId) {
    connections.forEach((session, c) -> {
      if (c.gameId() != gameId) return;
      WsContext ctx = contexts.get(session);
      if (ctx != null) c.closeWhenAnswered(() -> ctx.closeSession(GAME_MOVED, "game_moved"));
    });
  }

  void addTo(RoutesConfig routes) {
    routes.wsBeforeUpgrade("/ws/game/*", gate::admit);   // first: a refused upgrade costs no session lookup
    routes.wsBeforeUpgrade("/ws/game/*", ApiErrors.onUpgrade(this::identify));
    routes.ws(PATH, ws -> {
      ws.onConnect(this::connect);
      ws.onMessage(ctx -> {
        GameConnection c = connections.get(ctx.sessionId());
        if (c != null) c.receive(ctx.message());
      });
      ws.onClose(ctx -> close(ctx));
      ws.onError(ctx -> close(ctx));
    });
  }

  /** On the HTTP upgrade request, where the cookie and the session lookup live. */
  private void identify(Context ctx) {
    sessions.current(ctx).ifPresent(s -> ctx.attribute(ACCOUNT, s.account().id()));
  }

  private void connect(WsConnectContext ctx) {
    SocketGate.Admission admission = gate.open(ctx);
    if (admission == null) return;
    ctx.enableAutomaticPings();
    Optional<Long> id = parseId(ctx.pathParam("id"));
    String owner = id.map(live::sendAwayTo).orElse(null);
    if (owner != null) {   // Redis away and the game is another node's: played there, not here
      away(ctx, owner);
      return;
    }
    Optional<LiveGame> game = id.flatMap(live::watch);
    if (game.isEmpty()) {
      ctx.send(json.error(null, "game_not_found", "Partida não encontrada."));
      ctx.closeSession(4404, "game_not_found");
      return;
    }
    Long accountId = ctx.attribute(ACCOUNT);
    var stored = game.get().stored();
    Color color = accountId == null ? null : stored.colorOf(accountId);
    var connection = new GameConnection(game.get(), color, json, messages, new FloodGuard(clock, MESSAGES_PER_SECOND),
        admission.syncs(), clock, Outbox.of(ctx), chat,
        accountId == null ? null : new ChatService.Speaker(accountId, name(accountId), color != null), chatFlush,
        () -> away(ctx, live.sendAwayTo(game.get().id())));
    contexts.put(ctx.sessionId(), ctx);
    connections.put(ctx.sessionId(), connection);
    connection.start(name(stored.whiteId()), name(stored.blackId()));
  }

  /** Stops the chat's flush timer. */
  void stop() {
    chatFlush.close();
  }

  private void close(WsContext ctx) {
    contexts.remove(ctx.sessionId());
    GameConnection c = connections.remove(ctx.sessionId());
    if (c != null) c.close();
    gate.close(ctx);
  }

  private String name(Long accountId) {
    return accountId == null ? null : names.apply(accountId);
  }

  private static Optional<Long> parseId(String text) {
    try {
      return Optional.of(Long.parseLong(text));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
