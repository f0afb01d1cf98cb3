package org.tabuleiro.server.config;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.tabuleiro.server.auth.LoginLimits;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.mail.MailConfig;

/**
 * Builds a {@link ServerConfig}. Each setting is taken from the first place that has it:
 * command-line flag, environment variable, config file, default.
 *
 * <pre>
 * setting      flag       environment              file key (tabuleiro.properties)  default
 * data folder  --data     TABULEIRO_DATA           -                                ./data
 * host         --host     TABULEIRO_HOST           host                             localhost
 * port         --port     TABULEIRO_PORT           port                             8080
 * database     -          TABULEIRO_DB_URL         db.url                           H2 file in the data folder
 *              -          TABULEIRO_DB_USER        db.user
 *              -          TABULEIRO_DB_PASSWORD    db.password
 * https        -          TABULEIRO_HTTPS          https                            false
 * proxy        -          TABULEIRO_TRUST_PROXY    trust_proxy                      false
 * origins      -          TABULEIRO_ALLOWED_ORIGINS allowed_origins                 none (comma-separated)
 * sockets      -          TABULEIRO_SOCKETS_PER_ADDRESS sockets_per_address         1000
 * connections  -          TABULEIRO_CONNECTIONS_PER_ADDRESS connections_per_address twice the sockets
 * public URL   -          TABULEIRO_PUBLIC_URL     public_url                       none (links in e-mails need it)
 * SMTP         -          TABULEIRO_SMTP_HOST, _PORT, _USER, _PASSWORD, _FROM, _SECURITY: smtp.host, smtp.port,
 *                         smtp.user, smtp.password, smtp.from, smtp.security (starttls | ssl | none); none: no mail
 * </pre>
 *
 * and the {@link Tuning} and the {@link ClusterConfig} ({@code --node NAME}, {@code redis_url}), whose JVM
 * properties come before the rest. The file is {@code --config FILE}, or else {@code DATA/tabuleiro.properties} when it exists.
 */
public final class ServerConfigLoader {
  /** What the command line gave; null where it gave nothing. */
  public record Flags(Path dataDir, String host, Integer port, Path configFile, String node) {
    public static final Flags NONE = new Flags(null, null, null, null, null);

    /** Without {@code --node}: the club's only server unless the environment or the file names a node. */
    public Flags(Path dataDir, String host, Integer port, Path configFile) {
      this(dataDir, host, port, configFile, null);
    }
  }

  private final Map<String, String> env;

  public ServerConfigLoader(Map<String, String> env) {
    this.env = env;
  }

  public ServerConfig load(Flags flags) {
    Path dataDir = flags.dataDir() != null ? flags.dataDir() : Path.of(env.getOrDefault("TABULEIRO_DATA", "data"));
    Properties file = readFile(flags.configFile() != null ? flags.configFile() : dataDir.resolve("tabuleiro.properties"),
        flags.configFile() != null);
    String host = flags.host() != null ? flags.host() : pick("TABULEIRO_HOST", file, "host", "localhost");
    int port = flags.port() != null ? flags.port()
        : parsePort(pick("TABULEIRO_PORT", file, "port", Integer.toString(ServerConfig.DEFAULT_PORT)));
    String url = pick("TABULEIRO_DB_URL", file, "db.url", null);
    DatabaseConfig database;
    try {
      database = url == null ? DatabaseConfig.h2File(dataDir)
          : new DatabaseConfig(url, pick("TABULEIRO_DB_USER", file, "db.user", ""),
              pick("TABULEIRO_DB_PASSWORD", file, "db.password", ""), null);
    } catch (IllegalArgumentException e) {
      throw new ConfigException("database: " + e.getMessage());
    }
    SocketLimits sockets;
    int perAddress = parseCount("sockets_per_address", pick("TABULEIRO_SOCKETS_PER_ADDRESS", file,
        "sockets_per_address", Integer.toString(SocketLimits.DEFAULT.socketsPerAddress())));
    int connections = parseCount("connections_per_address", pick("TABULEIRO_CONNECTIONS_PER_ADDRESS", file,
        "connections_per_address", Integer.toString(2 * perAddress)));
    try {
      sockets = new SocketLimits(perAddress, connections);
    } catch (IllegalArgumentException e) {
      throw new ConfigException(e.getMessage());
    }
    Tuning.Source settings = (property, key) -> {
      String fromJvm = System.getProperty("tabuleiro." + property);
      if (fromJvm != null && !fromJvm.isBlank()) return fromJvm.strip();
      return pick("TABULEIRO_" + key.toUpperCase(Locale.ROOT), file, key, null);
    };
    ClusterConfig cluster = ClusterConfig.read(settings, flags.node());
    if (cluster.isNode() && database.isH2()) {
      throw new ConfigException("node " + cluster.node() + ": a cluster node needs PostgreSQL, shared by every node;"
          + " set TABULEIRO_DB_URL=jdbc:postgresql://host:5432/db (H2 keeps the data in one process's folder)");
    }
    return new ServerConfig(host, port, dataDir, database, parseBoolean("https", pick("TABULEIRO_HTTPS", file, "https", "false")),
        parseBoolean("trust_proxy", pick("TABULEIRO_TRUST_PROXY", file, "trust_proxy", "false")), LoginLimits.DEFAULT,
        ServerConfig.DEFAULT_MAX_REQUEST_BYTES, sockets,
        parseOrigins(pick("TABULEIRO_ALLOWED_ORIGINS", file, "allowed_origins", "")), mail(file),
        Tuning.read(settings), cluster);
  }

  /** The SMTP settings and the club's public address (password reset links), checked whole. */
  private MailConfig mail(Properties file) {
    String host = pick("TABULEIRO_SMTP_HOST", file, "smtp.host", null);
    String security = pick("TABULEIRO_SMTP_SECURITY", file, "smtp.security", "starttls").toLowerCase(Locale.ROOT);
    if (!List.of("starttls", "ssl", "none").contains(security)) {
      throw new ConfigException("smtp.security must be starttls, ssl or none, not '" + security + "'");
    }
    int port = parsePort(pick("TABULEIRO_SMTP_PORT", file, "smtp.port", security.equals("ssl") ? "465" : "587"));
    String publicUrl = pick("TABULEIRO_PUBLIC_URL", file, "public_url", null);
    if (publicUrl != null && !publicUrl.matches("https?://[^/\\s]+(/[^\\s]*)?")) {
      throw new ConfigException("public_url must be the club's address, http(s)://host[:port][/path], not '" + publicUrl + "'");
    }
    try {
      return new MailConfig(host, port, pick("TABULEIRO_SMTP_USER", file, "smtp.user", null),
          pick("TABULEIRO_SMTP_PASSWORD", file, "smtp.password", null), pick("TABULEIRO_SMTP_FROM", file, "smtp.from", null),
          security, publicUrl);
    } catch (IllegalArgumentException e) {
      throw new ConfigException(e.getMessage());
    }
  }

  private static int parseCount(String name, String text) {
    try {
      int n = Integer.parseInt(text.strip());
      if (n >= 1) return n;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new ConfigException(name + " must be a whole number from 1 up, not '" + text + "'");
  }

  /** {@code https://xadrez.clube.pt, http://192.168.1.10:8080}: each an origin as a browser sends it. */
  private static List<String> parseOrigins(String text) {
    List<String> origins = new ArrayList<>();
    for (String each : text.split(",")) {
      if (each.isBlank()) continue;
      try {
        origins.add(Origins.normalize(each));
      } catch (IllegalArgumentException e) {
        throw new ConfigException("allowed_origins: '" + each.strip() + "' is not an origin (scheme://host[:port],"
            + " http or https, nothing after the port)");
      }
    }
    return origins;
  }

  private String pick(String envName, Properties file, String key, String fallback) {
    String fromEnv = env.get(envName);
    if (fromEnv != null && !fromEnv.isBlank()) return fromEnv.strip();
    String fromFile = file.getProperty(key);
    if (fromFile != null && !fromFile.isBlank()) return fromFile.strip();
    return fallback;
  }

  private static Properties readFile(Path path, boolean required) {
    Properties p = new Properties();
    if (!Files.exists(path)) {
      if (required) throw new ConfigException("config file not found: " + path);
      return p;
    }
    try (Reader r = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
      p.load(r);
    } catch (IOException | IllegalArgumentException e) {
      throw new ConfigException("cannot read config file " + path + ": " + e.getMessage());
    }
    return p;
  }

  public static int parsePort(String text) {
    try {
      int port = Integer.parseInt(text.strip());
      if (port >= 0 && port <= 65535) return port;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new ConfigException("port must be a number from 0 to 65535, not '" + text + "'");
  }

  private static boolean parseBoolean(String name, String text) {
    return switch (text.strip().toLowerCase(Locale.ROOT)) {
      case "true", "yes", "1", "on" -> true;
      case "false", "no", "0", "off" -> false;
      default -> throw new ConfigException(name + " must be true or false, not '" + text + "'");
    };
  }
}
