package org.tabuleiro.server.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lettuce.core.ScriptOutputType;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.notify.Notice;
import org.tabuleiro.server.notify.NoticeRelay;
import org.tabuleiro.server.notify.Notifications;

/**
 * The bell's notices across the nodes (docs/protocol.md, "Between a cluster's nodes"): what one node makes, takes
 * back or marks read is published on the channel {@code notices}; the other nodes update the copy they hold and
 * tell the player's sockets there (a node skips its own messages: it has done that already). Ids come from the
 * counter {@code notices:ids}, raised at start above every id the store holds.
 */
public final class RedisNotices implements NoticeRelay {
  static final String CHANNEL = "notices";
  static final String IDS = "notices:ids";
  /** The counter raised to ARGV[1] when it is below (never lowered: another node may have given more). */
  private static final String AT_LEAST = """
      local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
      if cur < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1]) end
      return 0""";
  private static final TypeReference<Map<String, Object>> FIELDS = new TypeReference<>() {};

  private final RedisNode redis;
  private final ObjectMapper json;

  private RedisNotices(RedisNode redis, ObjectMapper json) {
    this.redis = redis;
    this.json = json;
  }

  /** Relays {@code notifications} through {@code redis}: raises the id counter, subscribes, hands over the relay. */
  public static RedisNotices attach(RedisNode redis, ObjectMapper json, Notifications notifications) {
    RedisNotices relay = new RedisNotices(redis, json);
    redis.call(c -> c.<Long>eval(AT_LEAST, ScriptOutputType.INTEGER, new String[] {redis.key(IDS)},
        Long.toString(notifications.lastId())));
    redis.subscribe(CHANNEL, message -> relay.receive(message, notifications));
    notifications.relayThrough(relay);
    return relay;
  }

  private void receive(String message, Notifications notifications) {
    JsonNode m;
    try {
      m = json.readTree(message);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage());
    }
    if (redis.node().equals(m.path("node").asText())) return;
    long account = m.path("accountId").asLong();
    switch (m.path("kind").asText()) {
      case "push" -> {
        JsonNode n = m.path("notice");
        Map<String, Object> data = json.convertValue(n.path("data"), FIELDS);
        notifications.deliverPush(account, m.path("username").asText(), new Notice(n.path("id").asLong(),
            n.path("type").asText(), data, Instant.parse(n.path("at").asText()), n.path("read").asBoolean()));
      }
      case "remove" -> {
        List<Long> ids = new ArrayList<>();
        m.path("ids").forEach(id -> ids.add(id.asLong()));
        notifications.deliverRemove(account, ids);
      }
      case "read" -> notifications.deliverRead(account);
      default -> throw new IllegalArgumentException("unknown kind " + m.path("kind"));
    }
  }

  @Override
  public long nextId() {
    return redis.call(c -> c.incr(redis.key(IDS)));
  }

  @Override
  public void pushed(long accountId, String username, Notice notice) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("id", notice.id());
    n.put("type", notice.type());
    n.put("data", notice.data());
    n.put("at", notice.at().toString());
    n.put("read", notice.read());
    Map<String, Object> m = message("push", accountId);
    m.put("username", username);
    m.put("notice", n);
    publish(m);
  }

  @Override
  public void removed(long accountId, List<Long> ids) {
    Map<String, Object> m = message("remove", accountId);
    m.put("ids", ids);
    publish(m);
  }

  @Override
  public void read(long accountId) {
    publish(message("read", accountId));
  }

  private Map<String, Object> message(String kind, long accountId) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("node", redis.node());
    m.put("kind", kind);
    m.put("accountId", accountId);
    return m;
  }

  private void publish(Map<String, Object> m) {
    try {
      redis.publish(CHANNEL, json.writeValueAsString(m));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("notice message", e);
    }
  }
}
