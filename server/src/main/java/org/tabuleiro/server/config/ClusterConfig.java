package org.tabuleiro.server.config;

import java.net.URI;
import java.util.Objects;

/**
 * Whether this server is one node of several (docs/server/cluster.md). With no node name it is the club's only
 * server, as always: H2 or PostgreSQL, chat and the lobby in memory, no Redis. With a name it is a cluster node: the
 * database must be PostgreSQL (shared by every node) and what crosses nodes (chat, the lobby) goes through Redis.
 * Read by {@link ServerConfigLoader} as the {@link Tuning} is: the flag {@code --node}, else the JVM property
 * {@code tabuleiro.NAME}, else the environment {@code TABULEIRO_KEY}, else {@code key} in the config file:
 *
 * <pre>
 * flag     JVM property            file key (environment: TABULEIRO_ + upper case)  default
 * --node   tabuleiro.node          node                                           none: a single server
 * -        tabuleiro.redisUrl      redis_url                                      redis://127.0.0.1:6379 (nodes only)
 * -        tabuleiro.redisPrefix   redis_prefix                                   tabuleiro:
 * </pre>
 *
 * @param node this node's name ({@code a}, {@code node-2}), null for a single server
 * @param redisUrl where the nodes meet ({@code redis://host:port[/db]}), null for a single server
 * @param redisPrefix the start of every Redis key and channel the club uses, so two clubs (or two tests) can share
 *     one Redis
 */
public record ClusterConfig(String node, String redisUrl, String redisPrefix) {
  public static final ClusterConfig SINGLE = new ClusterConfig(null, null, "tabuleiro:");
  public static final String DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

  public ClusterConfig {
    Objects.requireNonNull(redisPrefix);
    if (node != null && !node.matches("[A-Za-z0-9][A-Za-z0-9_.-]{0,39}")) {
      throw new IllegalArgumentException("node name must be 1-40 letters, digits, '.', '_' or '-', not '" + node + "'");
    }
    if ((node == null) != (redisUrl == null)) throw new IllegalArgumentException("a node needs a Redis URL, and only a node");
    if (redisUrl != null) {
      try {
        URI uri = URI.create(redisUrl);
        if (!"redis".equals(uri.getScheme()) || uri.getHost() == null) throw new IllegalArgumentException();
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("redis_url must be redis://host[:port][/db], not '" + redisUrl + "'");
      }
    }
    if (!redisPrefix.matches("[A-Za-z0-9_.:-]{1,60}")) {
      throw new IllegalArgumentException("redis_prefix must be 1-60 letters, digits, '.', '_', ':' or '-', not '"
          + redisPrefix + "'");
    }
  }

  /** A cluster node named {@code node} on the Redis at {@code redisUrl}, keys and channels under {@code prefix}. */
  public static ClusterConfig node(String node, String redisUrl, String prefix) {
    return new ClusterConfig(node, redisUrl, prefix);
  }

  public boolean isNode() {
    return node != null;
  }

  /**
   * @param nodeFlag {@code --node}, null when not given
   */
  public static ClusterConfig read(Tuning.Source source, String nodeFlag) {
    String node = nodeFlag != null && !nodeFlag.isBlank() ? nodeFlag.strip() : blankless(source.find("node", "node"));
    String prefix = blankless(source.find("redisPrefix", "redis_prefix"));
    String url = blankless(source.find("redisUrl", "redis_url"));
    try {
      return new ClusterConfig(node, node == null ? null : url == null ? DEFAULT_REDIS_URL : url,
          prefix == null ? SINGLE.redisPrefix : prefix);
    } catch (IllegalArgumentException e) {
      throw new ConfigException(e.getMessage());
    }
  }

  private static String blankless(String text) {
    return text == null || text.isBlank() ? null : text.strip();
  }
}
