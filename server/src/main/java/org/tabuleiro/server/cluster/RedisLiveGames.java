package org.tabuleiro.server.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lettuce.core.ScriptOutputType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.common.UnavailableException;
import org.tabuleiro.server.watch.GamesElsewhere;

/**
 * The live games' list across the nodes (docs/protocol.md, "Between a cluster's nodes"): each node writes the games
 * it owns, as the list shows them, into the hash {@code live:NODE} (game id → the list's JSON entry), whole, every
 * {@link #REFRESH_MILLIS} ms, with an expiry of {@link #TTL_SECONDS} s, and adds its name to the set {@code nodes}.
 * A node reads the other nodes' hashes. A node that stops or dies leaves its hash to expire: its games, taken over
 * by the others within seconds, stay listed meanwhile (the TV page follows a game until it leaves the list).
 */
public final class RedisLiveGames implements GamesElsewhere, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(RedisLiveGames.class);
  private static final TypeReference<Map<String, Object>> ENTRY = new TypeReference<>() {};
  static final long REFRESH_MILLIS = 2_000;
  static final int TTL_SECONDS = 10;

  private final RedisNode redis;
  private final ObjectMapper json;
  private final ScheduledExecutorService writer = Executors.newSingleThreadScheduledExecutor(
      Thread.ofPlatform().name("redis-live-games").daemon().factory());
  private volatile Supplier<List<Map<String, Object>>> here = List::of;

  public RedisLiveGames(RedisNode redis, ObjectMapper json) {
    this.redis = redis;
    this.json = json;
  }

  @Override
  public void start(Supplier<List<Map<String, Object>>> here) {
    this.here = here;
    writer.scheduleWithFixedDelay(this::write, 0, REFRESH_MILLIS, TimeUnit.MILLISECONDS);
  }

  private void write() {
    try {
      List<String> args = new ArrayList<>();
      args.add(Integer.toString(TTL_SECONDS));
      for (Map<String, Object> game : here.get()) {
        args.add(String.valueOf(game.get("id")));
        args.add(json.writeValueAsString(game));
      }
      redis.call(c -> c.sadd(redis.key(RedisOnline.NODES), redis.node()));
      redis.call(c -> c.<Long>eval(RedisOnline.REPLACE, ScriptOutputType.INTEGER, new String[] {key(redis.node())},
          args.toArray(String[]::new)));
    } catch (UnavailableException e) {
      LOG.debug("node {}: live games not written ({}); again in {} ms", redis.node(), e.getMessage(), REFRESH_MILLIS);
    } catch (JsonProcessingException | RuntimeException e) {
      LOG.warn("node {}: live games not written: {}", redis.node(), e.toString());   // the writer goes on
    }
  }

  @Override
  public List<Map<String, Object>> games() {
    List<Map<String, Object>> out = new ArrayList<>();
    for (String node : redis.call(c -> c.smembers(redis.key(RedisOnline.NODES)))) {
      if (node.equals(redis.node())) continue;   // this node's own are read where they are
      for (String entry : redis.call(c -> c.hgetall(key(node))).values()) {
        try {
          out.add(json.readValue(entry, ENTRY));
        } catch (JsonProcessingException e) {
          LOG.debug("node {}: an entry of live:{} could not be read: {}", redis.node(), node, e.getOriginalMessage());
        }
      }
    }
    return out;
  }

  private String key(String node) {
    return redis.key("live:" + node);
  }

  /** Stops writing; the hash expires by itself (above). */
  @Override
  public void close() {
    writer.shutdownNow();
  }
}
