package org.tabuleiro.server.cluster;

import io.lettuce.core.ScriptOutputType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.common.UnavailableException;
import org.tabuleiro.server.notify.OnlineElsewhere;

/**
 * Who is online across the nodes (docs/protocol.md, "Between a cluster's nodes"): each node writes the players with a
 * {@code /ws/me} socket open on it into the hash {@code online:NODE} (account id → username), whole, at each change
 * and every {@link #REFRESH_SECONDS} s, with an expiry of {@link #TTL_SECONDS} s, so a node that dies or loses Redis
 * drops out by itself and is written back whole when it returns; the set {@code nodes} names every node that ever
 * wrote. The list is the union of the hashes. Beside it, the same way and at the same times, the hash
 * {@code playing:NODE} (account id → game id) names the players of the games in progress the node holds: what
 * {@code /api/online} shows a player playing, wherever the game is. ({@link RedisLiveGames} adds its nodes to the set
 * too.)
 */
public final class RedisOnline implements OnlineElsewhere, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(RedisOnline.class);
  static final String NODES = "nodes";
  static final int REFRESH_SECONDS = 5;
  static final int TTL_SECONDS = 15;
  /** KEYS[1] the node's hash; ARGV[1] the expiry; then field, value pairs: the hash replaced whole. */
  static final String REPLACE = """
      redis.call('DEL', KEYS[1])
      for i = 2, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
      redis.call('EXPIRE', KEYS[1], ARGV[1])
      return 0""";

  private final RedisNode redis;
  private final ScheduledExecutorService writer = Executors.newSingleThreadScheduledExecutor(
      Thread.ofPlatform().name("redis-online").daemon().factory());
  private final AtomicBoolean pending = new AtomicBoolean();
  private volatile Supplier<Map<Long, String>> here = Map::of;
  private final Supplier<Map<Long, Long>> playingHere;

  /** {@code playingHere}: the players of the games in progress on this node, account id to game id. */
  public RedisOnline(RedisNode redis, Supplier<Map<Long, Long>> playingHere) {
    this.redis = redis;
    this.playingHere = playingHere;
  }

  @Override
  public void start(Supplier<Map<Long, String>> players) {
    this.here = players;
    redis.call(c -> c.sadd(redis.key(NODES), redis.node()));
    write();
    writer.scheduleWithFixedDelay(this::write, REFRESH_SECONDS, REFRESH_SECONDS, TimeUnit.SECONDS);
  }

  @Override
  public void changed() {
    if (pending.compareAndSet(false, true)) writer.execute(this::write);
  }

  private void write() {
    pending.set(false);
    List<String> args = new ArrayList<>();
    args.add(Integer.toString(TTL_SECONDS));
    here.get().forEach((id, name) -> {
      args.add(Long.toString(id));
      args.add(name);
    });
    List<String> games = new ArrayList<>();
    games.add(Integer.toString(TTL_SECONDS));
    playingHere.get().forEach((id, game) -> {
      games.add(Long.toString(id));
      games.add(Long.toString(game));
    });
    try {
      redis.call(c -> c.<Long>eval(REPLACE, ScriptOutputType.INTEGER, new String[] {redis.key("online:" + redis.node())},
          args.toArray(String[]::new)));
      redis.call(c -> c.<Long>eval(REPLACE, ScriptOutputType.INTEGER, new String[] {redis.key("playing:" + redis.node())},
          games.toArray(String[]::new)));
    } catch (UnavailableException e) {
      LOG.debug("node {}: presence not written ({}); again in {} s", redis.node(), e.getMessage(), REFRESH_SECONDS);
    }
  }

  @Override
  public Map<Long, String> everyone() {
    Map<Long, String> out = new HashMap<>();
    for (String node : redis.call(c -> c.smembers(redis.key(NODES)))) {
      redis.call(c -> c.hgetall(redis.key("online:" + node)))
          .forEach((id, name) -> out.putIfAbsent(Long.parseLong(id), name));
    }
    return out;
  }

  @Override
  public Map<Long, Long> playing() {
    Map<Long, Long> out = new HashMap<>();
    for (String node : redis.call(c -> c.smembers(redis.key(NODES)))) {
      redis.call(c -> c.hgetall(redis.key("playing:" + node)))
          .forEach((id, game) -> out.putIfAbsent(Long.parseLong(id), Long.parseLong(game)));
    }
    return out;
  }

  /** Stops writing and takes this node's players out of the list at once (else they expire). */
  @Override
  public void close() {
    writer.shutdownNow();
    try {
      redis.call(c -> c.del(redis.key("online:" + redis.node()), redis.key("playing:" + redis.node())));
    } catch (UnavailableException e) {
      // expires by itself
    }
  }
}
