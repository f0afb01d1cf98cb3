package org.tabuleiro.server.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lettuce.core.ScriptOutputType;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.challenge.Challenge;
import org.tabuleiro.server.challenge.Challenges;
import org.tabuleiro.server.lobby.SeekColor;

/**
 * The open challenges in Redis, seen by every node (docs/protocol.md, "Between a cluster's nodes"): the hash
 * {@code challenges} holds each challenge's JSON by id, the counter {@code challenges:ids} gives ids. A challenge is
 * added by a Lua script that first counts its challenger's open ones, so the limit holds across nodes; it is taken
 * (accepted, declined, cancelled, expired) by a Lua script that reads and deletes it in one step, so of two nodes
 * taking it at once exactly one gets it.
 */
public final class RedisChallenges implements Challenges {
  static final String CHALLENGES = "challenges";
  static final String IDS = "challenges:ids";
  /** HGET and HDEL in one step: the challenge's JSON to the one caller that removed it, nil to every other. */
  private static final String TAKE = """
      local v = redis.call('HGET', KEYS[1], ARGV[1])
      if v then redis.call('HDEL', KEYS[1], ARGV[1]) end
      return v""";

  /**
   * HSET unless the challenger (ARGV[2]) has ARGV[3] open already, counted over the hash in the same step: 1 added,
   * 0 refused.
   */
  private static final String ADD_WITHIN = """
      local n = 0
      for _, v in ipairs(redis.call('HVALS', KEYS[1])) do
        if cjson.decode(v)['fromId'] == tonumber(ARGV[2]) then n = n + 1 end
      end
      if n >= tonumber(ARGV[3]) then return 0 end
      redis.call('HSET', KEYS[1], ARGV[1], ARGV[4])
      return 1""";

  private final RedisNode redis;
  private final ObjectMapper json;

  public RedisChallenges(RedisNode redis, ObjectMapper json) {
    this.redis = redis;
    this.json = json;
  }

  @Override
  public long nextId() {
    return redis.call(c -> c.incr(redis.key(IDS)));
  }

  @Override
  public boolean addWithin(Challenge c, int max) {
    Long added = redis.call(r -> r.<Long>eval(ADD_WITHIN, ScriptOutputType.INTEGER, new String[] {redis.key(CHALLENGES)},
        Long.toString(c.id()), Long.toString(c.fromId()), Integer.toString(max), write(c)));
    return added != null && added == 1;
  }

  @Override
  public List<Challenge> all() {
    Map<String, String> stored = redis.call(c -> c.hgetall(redis.key(CHALLENGES)));
    List<Challenge> out = new ArrayList<>();
    for (String text : stored.values()) out.add(read(text));
    out.sort(Comparator.comparingLong(Challenge::id));   // ids rise in the order made
    return List.copyOf(out);
  }

  @Override
  public Optional<Challenge> find(long id) {
    return Optional.ofNullable(redis.call(c -> c.hget(redis.key(CHALLENGES), Long.toString(id)))).map(this::read);
  }

  @Override
  public Optional<Challenge> take(long id) {
    String text = redis.call(c -> c.<String>eval(TAKE, ScriptOutputType.VALUE, new String[] {redis.key(CHALLENGES)},
        Long.toString(id)));
    return Optional.ofNullable(text).map(this::read);
  }

  private String write(Challenge c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", c.id());
    m.put("fromId", c.fromId());
    m.put("from", c.from());
    m.put("toId", c.toId());
    m.put("to", c.to());
    m.put("game", c.variant().key());
    m.put("timeControl", c.control().toString());
    m.put("rated", c.rated());
    m.put("color", c.color().key());
    m.put("createdAt", c.createdAt().toString());
    m.put("expiresAt", c.expiresAt().toString());
    m.put("rematchOf", c.rematchOf());
    m.put("node", redis.node());   // where it was made (for the logs; any node answers it)
    try {
      return json.writeValueAsString(m);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("challenge", e);
    }
  }

  private Challenge read(String text) {
    JsonNode m;
    try {
      m = json.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a stored challenge is not JSON: " + e.getOriginalMessage());
    }
    return new Challenge(m.path("id").asLong(), m.path("fromId").asLong(), m.path("from").asText(),
        m.path("toId").asLong(), m.path("to").asText(), GameVariant.byKey(m.path("game").asText()),
        TimeControl.parse(m.path("timeControl").asText()), m.path("rated").asBoolean(),
        SeekColor.byKey(m.path("color").asText()), Instant.parse(m.path("createdAt").asText()),
        Instant.parse(m.path("expiresAt").asText()), m.path("rematchOf").isIntegralNumber() ? m.path("rematchOf").asLong() : null);
  }
}
