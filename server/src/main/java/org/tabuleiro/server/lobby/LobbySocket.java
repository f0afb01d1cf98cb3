package org.tabuleiro.server.lobby;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import org.tabuleiro.server.auth.Sessions;

/**
 * {@code /ws/lobby}: the lobby's feed for browsers (docs/protocol.md). It only speaks: the first frame is every open
 * seek, then seeks added and gone, and {@code paired} to the players of a new game. When a player's last lobby
 * socket closes, their seeks are withdrawn: nobody is paired with someone who has left.
 */
final class LobbySocket {
  private static final String ACCOUNT = "tabuleiro.lobby.accountId";

  private final LobbyService lobby;
  private final LobbyFeed feed;
  private final Sessions sessions;

  LobbySocket(LobbyService lobby, LobbyFeed feed, Sessions sessions) {
    this.lobby = lobby;
    this.feed = feed;
    this.sessions = sessions;
  }

  void addTo(RoutesConfig routes) {
    routes.wsBeforeUpgrade("/ws/lobby", this::identify);
    routes.ws("/ws/lobby", ws -> {
      ws.onConnect(this::connect);
      ws.onMessage(ctx -> ctx.send("{\"t\":\"error\",\"code\":\"read_only\",\"message\":\"O salão só envia; use a API para convites.\"}"));
      ws.onClose(this::leave);
      ws.onError(this::leave);
    });
  }

  private void identify(Context ctx) {
    sessions.current(ctx).ifPresent(s -> ctx.attribute(ACCOUNT, s.account().id()));
  }

  private void connect(WsConnectContext ctx) {
    ctx.enableAutomaticPings();
    Long accountId = ctx.attribute(ACCOUNT);
    // Joined before the snapshot is taken, so a seek posted in between is sent (at worst twice, never lost).
    feed.join(ctx.sessionId(), accountId, ctx::send);
    ctx.send(lobby.snapshot());
  }

  private void leave(WsContext ctx) {
    Long accountId = ctx.attribute(ACCOUNT);
    if (feed.leave(ctx.sessionId()) && accountId != null) lobby.withdrawAll(accountId);
  }
}
