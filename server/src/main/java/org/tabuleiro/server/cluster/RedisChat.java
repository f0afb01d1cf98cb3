package org.tabuleiro.server.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import io.lettuce.core.ScriptOutputType;
import org.tabuleiro.server.chat.ChatLimits;
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
  /** A writer's lines: {@code chat:rate:ACCOUNT} in all rooms, {@code chat:rate:ACCOUNT:GAME} in one game's (0: club). */
  static final String RATE = "chat:rate:";
  /**
   * The two sliding windows of a writer's lines (sorted sets, scored by milliseconds): lines older than each window
   * dropped, both counted, and the line added to both only when both have room. 1 said, 0 refused.
   */
  private static final String ALLOW = """
      local now = tonumber(ARGV[1])
      redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
      redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[4]))
      if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) or redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then
        return 0
      end
      redis.call('ZADD', KEYS[1], now, ARGV[6])
      redis.call('ZADD', KEYS[2], now, ARGV[6])
      redis.call('PEXPIRE', KEYS[1], ARGV[2])
      redis.call('PEXPIRE', KEYS[2], ARGV[4])
      return 1""";

  private final RedisNode redis;
  private final ObjectMapper json;
  private final AtomicLong lines = new AtomicLong();   // this node's share of the members' names

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
  public boolean allow(long accountId, long gameId, Instant now, ChatLimits limits) {
    String[] keys = {redis.key(RATE + accountId + ":" + gameId), redis.key(RATE + accountId)};
    Long said = redis.call(c -> c.<Long>eval(ALLOW, ScriptOutputType.INTEGER, keys,
        Long.toString(now.toEpochMilli()), Long.toString(limits.roomWindow().toMillis()),
        Integer.toString(limits.roomLines()), Long.toString(limits.accountWindow().toMillis()),
        Integer.toString(limits.accountLines()), redis.node() + ":" + lines.incrementAndGet()));
    return said != null && said == 1;
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
