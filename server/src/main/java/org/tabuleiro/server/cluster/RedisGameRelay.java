package org.tabuleiro.server.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.server.live.GameRelay;
import org.tabuleiro.server.live.RelayedGameEventBus;

/**
 * A game's events across the nodes (docs/protocol.md, "Between a cluster's nodes"): the owner publishes each stored
 * batch on the channel {@code game:ID}, as the frames its own sockets got; a node subscribes to that channel while it
 * has sockets on the game and hands the other nodes' batches to them. Published without waiting (after the batch's
 * commit, in the game's order: one connection, one order), so a move's ack never waits for Redis.
 */
public final class RedisGameRelay implements GameRelay {
  private final RedisNode redis;
  private final ObjectMapper json;
  private final RelayedGameEventBus bus;

  private RedisGameRelay(RedisNode redis, ObjectMapper json, RelayedGameEventBus bus) {
    this.redis = redis;
    this.json = json;
    this.bus = bus;
  }

  /** Relays {@code bus} through {@code redis}. */
  public static RedisGameRelay attach(RedisNode redis, ObjectMapper json, RelayedGameEventBus bus) {
    var relay = new RedisGameRelay(redis, json, bus);
    bus.relayThrough(relay);
    return relay;
  }

  static String channel(long gameId) {
    return "game:" + gameId;
  }

  @Override
  public void publish(long gameId, List<String> frames) {
    ObjectNode m = json.createObjectNode().put("node", redis.node()).put("game", gameId);
    ArrayNode texts = m.putArray("frames");
    frames.forEach(texts::add);
    redis.publishAsync(channel(gameId), m.toString());
  }

  @Override
  public void watch(long gameId) {
    redis.subscribe(channel(gameId), message -> {
      JsonNode m;
      try {
        m = json.readTree(message);
      } catch (JsonProcessingException e) {
        throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage());
      }
      if (redis.node().equals(m.path("node").asText())) return;   // this node's own: its sockets had it
      List<String> frames = new ArrayList<>();
      m.path("frames").forEach(f -> frames.add(f.asText()));
      bus.receive(gameId, frames);
    });
  }

  @Override
  public void unwatch(long gameId) {
    redis.unsubscribe(channel(gameId));
  }
}
