package org.tabuleiro.server.lobby;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.time.InstantSource;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.chat.ChatLine;
import org.tabuleiro.server.chat.ChatRoom;
import org.tabuleiro.server.chat.ChatService;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.http.ApiErrors;
import org.tabuleiro.server.live.ClientMessage;
import org.tabuleiro.server.live.ClientMessages;
import org.tabuleiro.server.live.FloodGuard;
import org.tabuleiro.server.live.SocketGate;

/**
 * {@code /ws/lobby}: the lobby's feed for browsers (docs/protocol.md): the first frame is every open seek, then seeks
 * added and gone, and {@code paired} to the players of a new game; and the club's chat room, its last lines first.
 * When a player's last lobby socket closes, their seeks are withdrawn: nobody is paired with someone who has left.
 * The upgrade passes the {@link SocketGate} (origin, sockets per client). The only frame a client sends is a line of
 * the club's chat; anything else gets {@code read_only}; at most {@link #MESSAGES_PER_SECOND} a second
 * ({@link FloodGuard}: one {@code rate_limited} beyond, then silence).
 */
final class LobbySocket {
  static final int MESSAGES_PER_SECOND = 20;
  private static final String ACCOUNT = "tabuleiro.lobby.accountId";
  private static final String USERNAME = "tabuleiro.lobby.username";
  private static final String READ_ONLY = "O salão só recebe linhas da conversa do clube; use a API para convites.";

  private final LobbyService lobby;
  private final LobbyFeed feed;
  private final Sessions sessions;
  private final SocketGate gate;
  private final InstantSource clock;
  private final ObjectMapper json;
  private final Map<String, FloodGuard> floods = new ConcurrentHashMap<>();   // by socket session id
  private final Map<String, Runnable> chatListeners = new ConcurrentHashMap<>();   // by socket session id
  private final ChatService chat;
  private final ClientMessages messages;

  LobbySocket(LobbyService lobby, LobbyFeed feed, Sessions sessions, SocketGate gate, InstantSource clock,
      ObjectMapper json, ChatService chat) {
    this.chat = chat;
    this.messages = new ClientMessages(json);
    this.lobby = lobby;
    this.feed = feed;
    this.sessions = sessions;
    this.gate = gate;
    this.clock = clock;
    this.json = json;
  }

  void addTo(RoutesConfig routes) {
    routes.wsBeforeUpgrade("/ws/lobby", gate::admit);   // first: a refused upgrade costs no session lookup
    routes.wsBeforeUpgrade("/ws/lobby", ApiErrors.onUpgrade(this::identify));
    routes.ws("/ws/lobby", ws -> {
      ws.onConnect(this::connect);
      ws.onMessage(this::receive);
      ws.onClose(this::leave);
      ws.onError(this::leave);
    });
  }

  private void identify(Context ctx) {
    sessions.current(ctx).ifPresent(s -> {
      ctx.attribute(ACCOUNT, s.account().id());
      ctx.attribute(USERNAME, s.account().username());
    });
  }

  private void connect(WsConnectContext ctx) {
    if (gate.open(ctx) == null) return;
    ctx.enableAutomaticPings();
    floods.put(ctx.sessionId(), new FloodGuard(clock, MESSAGES_PER_SECOND));
    Long accountId = ctx.attribute(ACCOUNT);
    // Joined before the snapshot is taken, so a seek posted in between is sent (at worst twice, never lost).
    feed.join(ctx.sessionId(), accountId, ctx::send);
    ctx.send(lobby.snapshot());
    // Then the club's room: its last lines, then each new one (sent under the room's lock, in order).
    chatListeners.put(ctx.sessionId(), chat.listenClub(ctx::send));
  }

  private void receive(WsMessageContext ctx) {
    FloodGuard flood = floods.get(ctx.sessionId());
    if (flood == null) return;
    switch (flood.check()) {
      case ALLOWED -> handle(ctx);
      case REFUSED -> ctx.send(error(ClientMessages.idOf(ctx.message()), "rate_limited",
          "Mensagens demais; espere um pouco."));
      case DROPPED -> { }
    }
  }

  /** A line for the club's room is said; anything else is refused. */
  private void handle(WsMessageContext ctx) {
    switch (messages.parse(ctx.message())) {
      // A chat line of the wrong shape is told so; anything else the lobby does not read at all.
      case ClientMessages.Bad bad when bad.code().equals("invalid_message") || bad.code().equals("frame_too_large") ->
          ctx.send(error(bad.id(), bad.code(), bad.message()));
      case ClientMessages.Bad bad -> ctx.send(error(bad.id(), "read_only", READ_ONLY));
      case ClientMessages.Good good when good.framed().message() instanceof ClientMessage.Chat c -> {
        Long accountId = ctx.attribute(ACCOUNT);
        var speaker = accountId == null ? null : new ChatService.Speaker(accountId, ctx.attribute(USERNAME), false);
        if (chat.say(ChatService.CLUB, c.room(), speaker, c.text()) instanceof Result.Rejected<ChatLine> r) {
          ctx.send(error(good.framed().id(), r.rejection().code(), r.rejection().message()));
        }
      }
      case ClientMessages.Good good -> ctx.send(error(good.framed().id(), "read_only", READ_ONLY));
    }
  }

  private String error(Long id, String code, String message) {
    ObjectNode n = json.createObjectNode().put("t", "error");
    if (id != null) n.put("id", id);
    return n.put("code", code).put("message", message).toString();
  }

  private void leave(WsContext ctx) {
    floods.remove(ctx.sessionId());
    Runnable stopListening = chatListeners.remove(ctx.sessionId());
    if (stopListening != null) stopListening.run();
    gate.close(ctx);
    Long accountId = ctx.attribute(ACCOUNT);
    if (feed.leave(ctx.sessionId()) && accountId != null) lobby.withdrawAll(accountId);
  }
}
