package org.tabuleiro.server.config;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.tabuleiro.server.auth.LoginLimits;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.mail.MailConfig;

/**
 * Everything the server is started with; {@link ServerConfigLoader} builds it from flags, environment and a file.
 *
 * @param port 0 picks a free port (tests)
 * @param dataDir where the H2 database and other local files live
 * @param https the club is served over https (directly or by a proxy): session cookies get {@code Secure}
 * @param trustProxy requests come through a reverse proxy: the client address is read from X-Forwarded-For
 * @param maxRequestBytes larger request bodies are refused with 413
 * @param socketLimits what one client address may hold (WebSockets, connections)
 * @param allowedOrigins origins besides the club's own Host whose pages may open its WebSockets (a reverse proxy's
 *     public name, {@code https://xadrez.clube.pt})
 * @param mail how the club sends e-mail (password resets) and its public address, {@link MailConfig#NONE} for none
 * @param tuning the waits and limits a club seldom changes
 * @param cluster the club's only server ({@link ClusterConfig#SINGLE}) or one node of several, which needs PostgreSQL
 */
public record ServerConfig(String host, int port, Path dataDir, DatabaseConfig database, boolean https,
    boolean trustProxy, LoginLimits loginLimits, long maxRequestBytes, SocketLimits socketLimits,
    List<String> allowedOrigins, MailConfig mail, Tuning tuning, ClusterConfig cluster) {
  public static final int DEFAULT_PORT = 8080;
  public static final long DEFAULT_MAX_REQUEST_BYTES = 64 * 1024;

  public ServerConfig {
    Objects.requireNonNull(host);
    Objects.requireNonNull(dataDir);
    Objects.requireNonNull(database);
    Objects.requireNonNull(loginLimits);
    Objects.requireNonNull(socketLimits);
    allowedOrigins = List.copyOf(allowedOrigins);
    Objects.requireNonNull(mail);
    Objects.requireNonNull(tuning);
    Objects.requireNonNull(cluster);
    if (cluster.isNode() && database.isH2()) {
      throw new IllegalArgumentException("node " + cluster.node() + ": a cluster node needs PostgreSQL, shared by every"
          + " node (TABULEIRO_DB_URL=jdbc:postgresql://host:5432/db); H2 keeps the data in one process's folder");
    }
    if (port < 0 || port > 65535) throw new IllegalArgumentException("port out of range: " + port);
  }

  /** The club's only server ({@link ClusterConfig#SINGLE}). */
  public ServerConfig(String host, int port, Path dataDir, DatabaseConfig database, boolean https, boolean trustProxy,
      LoginLimits loginLimits, long maxRequestBytes, SocketLimits socketLimits, List<String> allowedOrigins,
      MailConfig mail, Tuning tuning) {
    this(host, port, dataDir, database, https, trustProxy, loginLimits, maxRequestBytes, socketLimits, allowedOrigins,
        mail, tuning, ClusterConfig.SINGLE);
  }

  /** The tuning of the JVM properties ({@link Tuning#fromSystemProperties}). */
  public ServerConfig(String host, int port, Path dataDir, DatabaseConfig database, boolean https, boolean trustProxy,
      LoginLimits loginLimits, long maxRequestBytes, SocketLimits socketLimits, List<String> allowedOrigins,
      MailConfig mail) {
    this(host, port, dataDir, database, https, trustProxy, loginLimits, maxRequestBytes, socketLimits, allowedOrigins,
        mail, Tuning.fromSystemProperties());
  }

  /** Without mail ({@link MailConfig#NONE}). */
  public ServerConfig(String host, int port, Path dataDir, DatabaseConfig database, boolean https, boolean trustProxy,
      LoginLimits loginLimits, long maxRequestBytes, SocketLimits socketLimits, List<String> allowedOrigins) {
    this(host, port, dataDir, database, https, trustProxy, loginLimits, maxRequestBytes, socketLimits, allowedOrigins,
        MailConfig.NONE);
  }

  /** Loopback on a free port, the given database, defaults for the rest: what tests start. */
  public static ServerConfig forTests(DatabaseConfig database, Path dataDir) {
    return new ServerConfig("127.0.0.1", 0, dataDir, database, false, false, LoginLimits.DEFAULT,
        DEFAULT_MAX_REQUEST_BYTES, SocketLimits.DEFAULT, List.of(), MailConfig.NONE, Tuning.fromSystemProperties());
  }

  public ServerConfig withLoginLimits(LoginLimits limits) {
    return new ServerConfig(host, port, dataDir, database, https, trustProxy, limits, maxRequestBytes, socketLimits,
        allowedOrigins, mail, tuning, cluster);
  }

  public ServerConfig withSocketLimits(SocketLimits limits) {
    return new ServerConfig(host, port, dataDir, database, https, trustProxy, loginLimits, maxRequestBytes, limits,
        allowedOrigins, mail, tuning, cluster);
  }

  public ServerConfig withAllowedOrigins(List<String> origins) {
    return new ServerConfig(host, port, dataDir, database, https, trustProxy, loginLimits, maxRequestBytes,
        socketLimits, origins, mail, tuning, cluster);
  }

  public ServerConfig withMail(MailConfig m) {
    return new ServerConfig(host, port, dataDir, database, https, trustProxy, loginLimits, maxRequestBytes, socketLimits,
        allowedOrigins, m, tuning, cluster);
  }

  public ServerConfig withTuning(Tuning t) {
    return new ServerConfig(host, port, dataDir, database, https, trustProxy, loginLimits, maxRequestBytes, socketLimits,
        allowedOrigins, mail, t, cluster);
  }

  public ServerConfig withDataDir(Path dir) {
    return new ServerConfig(host, port, dir, database, https, trustProxy, loginLimits, maxRequestBytes, socketLimits,
        allowedOrigins, mail, tuning, cluster);
  }

  public ServerConfig withCluster(ClusterConfig c) {
    return new ServerConfig(host, port, dataDir, database, https, trustProxy, loginLimits, maxRequestBytes, socketLimits,
        allowedOrigins, mail, tuning, c);
  }

  public ServerConfig withTrustProxy(boolean trust) {
    return new ServerConfig(host, port, dataDir, database, https, trust, loginLimits, maxRequestBytes, socketLimits,
        allowedOrigins, mail, tuning, cluster);
  }
}
