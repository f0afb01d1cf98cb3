package org.tabuleiro.server.lobby;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.InstantSource;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.chat.ChatService;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.live.SocketGate;

/**
 * {@code /api/seeks}: post, list, cancel and accept seeks (accepting, or posting a seek that meets a compatible one,
 * answers the new game's id and socket path); {@code /ws/lobby}: the live feed.
 */
public final class LobbyModule implements HttpModule {
  private final LobbyService lobby;
  private final LobbyFeed feed;
  private final LobbySocket socket;
  private final Sessions sessions;
  private final ObjectMapper json;

  /** @param gate the check of every WebSocket upgrade (shared with the games' sockets) */
  public LobbyModule(LiveGames games, InstantSource clock, RandomGenerator random, Sessions sessions,
      ObjectMapper json, SocketGate gate, ChatService chat, LobbyService.Ratings ratings) {
    this(games, clock, random, sessions, json, gate, chat, ratings, null);
  }

  /** @param seeks where the open seeks are kept, null for a single server's memory ({@link SeekBook}) */
  public LobbyModule(LiveGames games, InstantSource clock, RandomGenerator random, Sessions sessions,
      ObjectMapper json, SocketGate gate, ChatService chat, LobbyService.Ratings ratings, Seeks seeks) {
    this.feed = new LobbyFeed(json);
    this.lobby = new LobbyService(games, clock, random, feed, ratings, seeks == null ? new SeekBook() : seeks);
    this.socket = new LobbySocket(lobby, feed, sessions, gate, clock, json, chat);
    this.sessions = sessions;
    this.json = json;
  }

  /** The feed of this node's lobby sockets (a cluster node relays it, {@link LobbyFeed#relayThrough}). */
  public LobbyFeed feed() {
    return feed;
  }

  /** @param rating the seeker's in the seek's game and pool (null before a rated game there) */
  public record SeekJson(long id, String username, String game, String timeControl, boolean rated, String color,
      String createdAt, Integer rating, boolean provisional) {
    static SeekJson of(Seek s) {
      return new SeekJson(s.id(), s.username(), s.variant().key(), s.control().toString(), s.rated(), s.color().key(),
          s.createdAt().toString(), s.rating(), s.provisional());
    }
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/seeks", ctx -> ctx.json(Map.of("seeks", lobby.open().stream().map(SeekJson::of).toList())));
    routes.post("/api/seeks", this::post);
    routes.delete("/api/seeks/{id}", ctx -> {
      ApiException.unwrap(lobby.cancel(seekId(ctx), me(ctx)));
      ctx.status(204);
    });
    socket.addTo(routes);
    routes.post("/api/seeks/{id}/accept", ctx -> {
      LiveGame game = ApiException.unwrap(lobby.accept(seekId(ctx), me(ctx)));
      ctx.status(201).json(Map.of("gameId", game.id(), "socket", "/ws/game/" + game.id()));
    });
  }

  private void post(Context ctx) {
    Account me = me(ctx);
    JsonNode body = JsonBody.object(ctx, json);
    JsonNode rated = body.path("rated");
    if (!rated.isMissingNode() && !rated.isBoolean()) {
      throw ApiException.badRequest("invalid_rated", "\"rated\" é true ou false.");
    }
    switch (ApiException.unwrap(lobby.post(me, JsonBody.optionalText(body, "game"), JsonBody.optionalText(body, "timeControl"),
        rated.asBoolean(false), JsonBody.optionalText(body, "color")))) {
      case LobbyService.Posted.Waiting w -> ctx.status(201).json(SeekJson.of(w.seek()));
      // A compatible seek was open: no seek is left, the game has begun.
      case LobbyService.Posted.Paired p -> ctx.status(201).json(Map.of("paired", true, "gameId", p.game().id(),
          "socket", "/ws/game/" + p.game().id()));
    }
  }

  private Account me(Context ctx) {
    return sessions.require(ctx).account();
  }

  private static long seekId(Context ctx) {
    try {
      return Long.parseLong(ctx.pathParam("id"));
    } catch (NumberFormatException e) {
      throw new ApiException(404, "seek_not_found", "Convite não encontrado.");
    }
  }

}
