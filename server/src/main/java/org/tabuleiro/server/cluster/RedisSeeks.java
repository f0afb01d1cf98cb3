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
import org.tabuleiro.server.lobby.Seek;
import org.tabuleiro.server.lobby.SeekColor;
import org.tabuleiro.server.lobby.Seeks;

/**
 * The lobby's open seeks in Redis, seen by every node (docs/protocol.md, "Between a cluster's nodes"): the hash
 * {@code seeks} holds each seek's JSON by id, the counter {@code seeks:ids} gives ids. A seek is added by a Lua script
 * that first counts its player's open ones, so the limit holds across nodes; it is taken by a Lua script that reads
 * and deletes it in one step, so of two nodes accepting it at once exactly one gets it.
 */
public final class RedisSeeks implements Seeks {
  static final String SEEKS = "seeks";
  static final String IDS = "seeks:ids";
  /** HGET and HDEL in one step: the seek's JSON to the one caller that removed it, nil to every other. */
  private static final String TAKE = """
      local v = redis.call('HGET', KEYS[1], ARGV[1])
      if v then redis.call('HDEL', KEYS[1], ARGV[1]) end
      return v""";

  /**
   * HSET unless the player (ARGV[2]) has ARGV[3] seeks open already, counted over the hash in the same step: 1 added,
   * 0 refused.
   */
  private static final String ADD_WITHIN = """
      local n = 0
      for _, v in ipairs(redis.call('HVALS', KEYS[1])) do
        if cjson.decode(v)['accountId'] == tonumber(ARGV[2]) then n = n + 1 end
      end
      if n >= tonumber(ARGV[3]) then return 0 end
      redis.call('HSET', KEYS[1], ARGV[1], ARGV[4])
      return 1""";

  private final RedisNode redis;
  private final ObjectMapper json;

  public RedisSeeks(RedisNode redis, ObjectMapper json) {
    this.redis = redis;
    this.json = json;
  }

  @Override
  public long nextId() {
    return redis.call(c -> c.incr(redis.key(IDS)));
  }

  @Override
  public boolean addWithin(Seek seek, int max) {
    Long added = redis.call(c -> c.<Long>eval(ADD_WITHIN, ScriptOutputType.INTEGER, new String[] {redis.key(SEEKS)},
        Long.toString(seek.id()), Long.toString(seek.accountId()), Integer.toString(max), write(seek)));
    return added != null && added == 1;
  }

  @Override
  public List<Seek> all() {
    Map<String, String> stored = redis.call(c -> c.hgetall(redis.key(SEEKS)));
    List<Seek> seeks = new ArrayList<>();
    for (String text : stored.values()) seeks.add(read(text));
    seeks.sort(Comparator.comparingLong(Seek::id));   // ids rise in posting order
    return List.copyOf(seeks);
  }

  @Override
  public long countBy(long accountId) {
    return all().stream().filter(s -> s.accountId() == accountId).count();
  }

  @Override
  public Optional<Seek> find(long id) {
    return Optional.ofNullable(redis.call(c -> c.hget(redis.key(SEEKS), Long.toString(id)))).map(this::read);
  }

  @Override
  public Optional<Seek> take(long id) {
    String text = redis.call(c -> c.<String>eval(TAKE, ScriptOutputType.VALUE, new String[] {redis.key(SEEKS)},
        Long.toString(id)));
    return Optional.ofNullable(text).map(this::read);
  }

  @Override
  public Optional<Seek> takeMatch(Seek seek) {
    for (Seek other : all()) {
      if (!Seeks.fit(other, seek)) continue;
      Optional<Seek> taken = take(other.id());
      if (taken.isPresent()) return taken;   // else another node took it first: try the next
    }
    return Optional.empty();
  }

  @Override
  public List<Seek> takeAllBy(long accountId) {
    List<Seek> taken = new ArrayList<>();
    for (Seek s : all()) {
      if (s.accountId() == accountId) take(s.id()).ifPresent(taken::add);
    }
    return taken;
  }

  @Override
  public void putBack(Seek seek) {
    redis.call(c -> c.hsetnx(redis.key(SEEKS), Long.toString(seek.id()), write(seek)));
  }

  /**
   * Takes and returns the seeks posted through nodes other than this one for which {@code alive} says no (a node
   * gone without withdrawing them: its players' lobby sockets went with it).
   */
  public List<Seek> takeOrphans(java.util.function.Predicate<String> alive) {
    Map<String, String> stored = redis.call(c -> c.hgetall(redis.key(SEEKS)));
    Map<String, Boolean> known = new java.util.HashMap<>();
    List<Seek> taken = new ArrayList<>();
    for (String text : stored.values()) {
      String node = node(text);
      if (node == null || node.equals(redis.node()) || known.computeIfAbsent(node, alive::test)) continue;
      Seek s = read(text);
      take(s.id()).ifPresent(taken::add);
    }
    return taken;
  }

  private String node(String text) {
    try {
      JsonNode n = json.readTree(text).path("node");
      return n.isTextual() ? n.asText() : null;
    } catch (JsonProcessingException e) {
      return null;
    }
  }

  private String write(Seek s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", s.id());
    m.put("accountId", s.accountId());
    m.put("username", s.username());
    m.put("game", s.variant().key());
    m.put("timeControl", s.control().toString());
    m.put("rated", s.rated());
    m.put("color", s.color().key());
    m.put("createdAt", s.createdAt().toString());
    m.put("rating", s.rating());
    m.put("provisional", s.provisional());
    m.put("node", redis.node());   // whose players' sockets hold it: a dead node's are withdrawn by the others
    try {
      return json.writeValueAsString(m);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("seek", e);
    }
  }

  private Seek read(String text) {
    JsonNode m;
    try {
      m = json.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a stored seek is not JSON: " + e.getOriginalMessage());
    }
    return new Seek(m.path("id").asLong(), m.path("accountId").asLong(), m.path("username").asText(),
        GameVariant.byKey(m.path("game").asText()), TimeControl.parse(m.path("timeControl").asText()),
        m.path("rated").asBoolean(), SeekColor.byKey(m.path("color").asText()), Instant.parse(m.path("createdAt").asText()),
        m.path("rating").isNull() ? null : m.path("rating").asInt(), m.path("provisional").asBoolean());
  }
}
