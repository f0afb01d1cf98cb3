package org.tabuleiro.server.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tabuleiro.server.lobby.LobbyFeed;
import org.tabuleiro.server.lobby.LobbyRelay;

/**
 * The lobby's feed across the nodes (docs/protocol.md, "Between a cluster's nodes"): each frame for the lobby's
 * sockets (a seek added or gone, a pairing) is published on the channel {@code lobby}, with the account it is for
 * ({@code to}) or none for everyone; each node hands it to its own sockets.
 */
public final class RedisLobby implements LobbyRelay {
  static final String CHANNEL = "lobby";

  private final RedisNode redis;
  private final ObjectMapper json;

  private RedisLobby(RedisNode redis, ObjectMapper json) {
    this.redis = redis;
    this.json = json;
  }

  /** Relays {@code feed} through {@code redis}: subscribes to the channel, then hands the feed the relay. */
  public static RedisLobby attach(RedisNode redis, ObjectMapper json, LobbyFeed feed) {
    RedisLobby relay = new RedisLobby(redis, json);
    redis.subscribe(CHANNEL, message -> {
      JsonNode m;
      try {
        m = json.readTree(message);
      } catch (JsonProcessingException e) {
        throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage());
      }
      String frame = m.path("frame").asText();
      if (m.path("to").isIntegralNumber()) feed.deliverToAccount(m.path("to").asLong(), frame);
      else feed.deliverToAll(frame);
    });
    feed.relayThrough(relay);
    return relay;
  }

  @Override
  public void toAll(String frame) {
    publish(null, frame);
  }

  @Override
  public void toAccount(long accountId, String frame) {
    publish(accountId, frame);
  }

  private void publish(Long to, String frame) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("node", redis.node());
    m.put("to", to);
    m.put("frame", frame);
    try {
      redis.publish(CHANNEL, json.writeValueAsString(m));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("lobby message", e);
    }
  }
}
