package org.tabuleiro.server.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tabuleiro.server.chat.ChatLine;
import org.tabuleiro.server.chat.ChatRelay;
import org.tabuleiro.server.chat.ChatRoom;
import org.tabuleiro.server.chat.ChatService;

/**
 * Chat across the nodes through Redis (docs/protocol.md, "Between a cluster's nodes"): every line of every room is
 * published on the one channel {@code chat}, so every node receives all lines in the one order Redis gives them; a
 * line's id comes from the counter {@code chat:line-ids}; mutes go on {@code chat:mute}.
 */
public final class RedisChat implements ChatRelay {
  static final String LINES = "chat";
  static final String MUTES = "chat:mute";
  static final String LINE_IDS = "chat:line-ids";

  private final RedisNode redis;
  private final ObjectMapper json;

  private RedisChat(RedisNode redis, ObjectMapper json) {
    this.redis = redis;
    this.json = json;
  }

  /** Relays {@code chat} through {@code redis}: subscribes to the channels, then hands the chat the relay. */
  public static RedisChat attach(RedisNode redis, ObjectMapper json, ChatService chat) {
    RedisChat relay = new RedisChat(redis, json);
    redis.subscribe(LINES, message -> chat.deliver(relay.line(message)));
    redis.subscribe(MUTES, message -> {
      JsonNode m = relay.read(message);
      chat.mutedElsewhere(m.path("accountId").asLong(), Instant.parse(m.path("until").asText()));
    });
    chat.relayThrough(relay);
    return relay;
  }

  @Override
  public long nextLineId() {
    return redis.call(c -> c.incr(redis.key(LINE_IDS)));
  }

  @Override
  public void send(ChatLine line) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("node", redis.node());
    m.put("id", line.id());
    m.put("game", line.gameId());
    m.put("room", line.room().key());
    m.put("accountId", line.accountId());
    m.put("user", line.user());
    m.put("text", line.text());
    m.put("at", line.at().toString());
    redis.publish(LINES, write(m));
  }

  @Override
  public void muted(long accountId, Instant until) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("node", redis.node());
    m.put("accountId", accountId);
    m.put("until", until.toString());
    redis.publish(MUTES, write(m));
  }

  private ChatLine line(String message) {
    JsonNode m = read(message);
    return new ChatLine(m.path("id").asLong(), m.path("game").asLong(),
        ChatRoom.byKey(m.path("room").asText()).orElseThrow(() -> new IllegalArgumentException("room " + m.path("room"))),
        m.path("accountId").asLong(), m.path("user").asText(), m.path("text").asText(), Instant.parse(m.path("at").asText()));
  }

  private JsonNode read(String message) {
    try {
      return json.readTree(message);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage());
    }
  }

  private String write(Object value) {
    try {
      return json.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("chat message", e);
    }
  }
}
