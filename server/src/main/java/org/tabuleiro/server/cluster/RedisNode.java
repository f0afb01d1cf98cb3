package org.tabuleiro.server.cluster;

import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisException;
import io.lettuce.core.RedisURI;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import io.lettuce.core.resource.ClientResources;
import io.lettuce.core.resource.Delay;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.common.UnavailableException;
import org.tabuleiro.server.config.ClusterConfig;

/**
 * This node's link to the cluster's Redis (Lettuce): one connection for commands, one for pub/sub. Every key and
 * channel is under the configured prefix. While Redis is away, commands fail at once ({@link UnavailableException})
 * instead of queueing, so a request that needs Redis is refused quickly and everything else (the games this node
 * holds) goes on; Lettuce reconnects by itself, every 100 ms to 2 s, and subscribes again to every channel.
 */
public final class RedisNode implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(RedisNode.class);
  /** How long one command may take before it counts as failed. */
  static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(2);

  private final ClusterConfig config;
  private final ClientResources resources;
  private final RedisClient client;
  private final StatefulRedisConnection<String, String> connection;
  private final StatefulRedisPubSubConnection<String, String> pubSub;
  private final Map<String, Consumer<String>> handlers = new ConcurrentHashMap<>();   // by full channel name
  private final List<AutoCloseable> parts = new CopyOnWriteArrayList<>();
  /** Runs the handlers, one message after the other, in the order Redis sent them. */
  private final ExecutorService deliveries = Executors.newSingleThreadExecutor(
      Thread.ofPlatform().name("redis-deliveries").daemon().factory());
  /** Looks every {@link #LINK_LOOK} whether the link is up ({@link #linked}) and tells {@link #onLinkLost}'s listeners. */
  private final ScheduledExecutorService links = Executors.newSingleThreadScheduledExecutor(
      Thread.ofPlatform().name("redis-link").daemon().factory());
  private final List<Runnable> linkLost = new CopyOnWriteArrayList<>();
  private boolean wasLinked = true;   // on the link thread only
  /** How often the link's state is looked at. */
  static final Duration LINK_LOOK = Duration.ofMillis(200);

  private RedisNode(ClusterConfig config, ClientResources resources, RedisClient client,
      StatefulRedisConnection<String, String> connection, StatefulRedisPubSubConnection<String, String> pubSub) {
    this.config = config;
    this.resources = resources;
    this.client = client;
    this.connection = connection;
    this.pubSub = pubSub;
    pubSub.addListener(new RedisPubSubAdapter<>() {
      @Override
      public void message(String channel, String message) {
        Consumer<String> handler = handlers.get(channel);
        if (handler == null) return;
        // Off Lettuce's I/O thread, which a slow socket's send must not hold; one thread keeps Redis's order.
        deliveries.execute(() -> {
          try {
            handler.accept(message);
          } catch (RuntimeException e) {
            LOG.warn("node {}: a message on {} failed: {}", config.node(), channel, e.toString());
          }
        });
      }
    });
    links.scheduleWithFixedDelay(this::lookAtLink, LINK_LOOK.toMillis(), LINK_LOOK.toMillis(), TimeUnit.MILLISECONDS);
  }

  private void lookAtLink() {
    boolean now = linked();
    if (wasLinked && !now) {
      LOG.warn("node {}: Redis at {} is away: the games' sockets on other nodes' games go to their owners",
          config.node(), config.redisUrl());
      for (Runnable l : linkLost) {
        try {
          l.run();
        } catch (RuntimeException e) {
          LOG.warn("node {}: a listener of the lost link failed: {}", config.node(), e.toString());
        }
      }
    } else if (!wasLinked && now) {
      LOG.info("node {}: Redis at {} is back", config.node(), config.redisUrl());
    }
    wasLinked = now;
  }

  /**
   * Whether both connections are open now, as far as this node knows without a round trip: false from the moment a
   * connection breaks (Redis stopped or killed, the network cut) until Lettuce has connected again. A Redis that
   * hangs with its connections open is seen only by its commands' timeouts ({@link #COMMAND_TIMEOUT}).
   */
  public boolean linked() {
    return connection.isOpen() && pubSub.isOpen();
  }

  /** {@code listener} is called each time the link goes down ({@link #linked} turns false), on a thread of its own. */
  public void onLinkLost(Runnable listener) {
    linkLost.add(listener);
  }

  /**
   * Connects to the configured Redis; an {@link UnavailableException} when it does not answer (a node does not
   * start without it: what it would show of the lobby and the chat would be only its own).
   */
  public static RedisNode connect(ClusterConfig config) {
    if (!config.isNode()) throw new IllegalArgumentException("not a cluster node");
    ClientResources resources = ClientResources.builder()
        .reconnectDelay(Delay.exponential(Duration.ofMillis(100), Duration.ofSeconds(2), 2, TimeUnit.MILLISECONDS))
        .build();
    RedisURI uri = RedisURI.create(config.redisUrl());
    uri.setTimeout(COMMAND_TIMEOUT);
    RedisClient client = RedisClient.create(resources, uri);
    client.setOptions(ClientOptions.builder()
        .autoReconnect(true)
        .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
        .timeoutOptions(TimeoutOptions.enabled(COMMAND_TIMEOUT))
        .build());
    try {
      var connection = client.connect();
      var pubSub = client.connectPubSub();
      return new RedisNode(config, resources, client, connection, pubSub);
    } catch (RedisException e) {
      client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
      resources.shutdown(0, 2, TimeUnit.SECONDS);
      throw new UnavailableException("redis_unavailable", "node " + config.node() + ": Redis at " + config.redisUrl()
          + " does not answer (" + e.getMessage() + "); a cluster node needs it to start", e);
    }
  }

  public String node() {
    return config.node();
  }

  /** {@code prefix + name}: the key or channel {@code name} of this club. */
  public String key(String name) {
    return config.redisPrefix() + name;
  }

  /** {@code up} when both connections are open and Redis answers a PING within a second, else {@code down}. */
  public String state() {
    if (!connection.isOpen() || !pubSub.isOpen()) return "down";
    try {
      String pong = connection.async().ping().get(1, TimeUnit.SECONDS);
      return "PONG".equals(pong) ? "up" : "down";
    } catch (Exception e) {
      return "down";
    }
  }

  /**
   * Calls {@code handler} with every message published on the channel {@code name} (under the prefix), in the order
   * Redis received them, on this node's one delivery thread (every channel's messages, one after the other); once
   * per channel.
   */
  public void subscribe(String name, Consumer<String> handler) {
    String channel = key(name);
    if (handlers.putIfAbsent(channel, handler) != null) throw new IllegalStateException("already subscribed: " + channel);
    call(c -> {
      pubSub.sync().subscribe(channel);
      return null;
    });
  }

  /** Stops the messages of {@code name}. */
  public void unsubscribe(String name) {
    String channel = key(name);
    if (handlers.remove(channel) == null) return;
    try {
      pubSub.sync().unsubscribe(channel);
    } catch (RedisException e) {
      // gone with the connection: Lettuce resubscribes only what is still subscribed
    }
  }

  /** Publishes {@code message} on the channel {@code name}; returns how many nodes' subscriptions got it. */
  public long publish(String name, String message) {
    return call(c -> c.publish(key(name), message));
  }

  /** How many subscriptions (nodes) listen on the channel {@code name} now. */
  public long listeners(String name) {
    String channel = key(name);
    return call(c -> c.pubsubNumsub(channel).getOrDefault(channel, 0L));
  }

  /**
   * Publishes without waiting for Redis's answer, in order with every other command of this node's connection (a
   * later {@link #publish} reaches the subscribers after it); a failure is logged, not thrown.
   */
  public void publishAsync(String name, String message) {
    try {
      connection.async().publish(key(name), message).exceptionally(e -> {
        LOG.debug("node {}: publishing on {} failed: {}", config.node(), name, e.toString());
        return 0L;
      });
    } catch (RedisException e) {
      LOG.debug("node {}: publishing on {} failed: {}", config.node(), name, e.toString());
    }
  }

  /**
   * Runs {@code work} with the commands' connection; a Redis that is away or too slow is an
   * {@link UnavailableException} (code {@code redis_unavailable}).
   */
  public <T> T call(Function<RedisCommands<String, String>, T> work) {
    try {
      return work.apply(connection.sync());
    } catch (RedisException e) {
      throw new UnavailableException("redis_unavailable",
          "Parte do clube está indisponível por um momento (Redis); tente de novo em alguns segundos.", e);
    }
  }

  /** {@code part} is closed with this node's link, before the connections. */
  public <T extends AutoCloseable> T closing(T part) {
    parts.add(part);
    return part;
  }

  @Override
  public void close() {
    for (AutoCloseable part : parts.reversed()) {
      try {
        part.close();
      } catch (Exception e) {
        LOG.warn("node {}: closing {}: {}", config.node(), part, e.toString());
      }
    }
    links.shutdownNow();
    pubSub.close();
    deliveries.shutdown();
    connection.close();
    client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
    resources.shutdown(0, 2, TimeUnit.SECONDS);
  }
}
