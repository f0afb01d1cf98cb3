package org.tabuleiro.cli;

import java.nio.file.Path;
import org.tabuleiro.server.config.ConfigException;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.config.ServerConfigLoader;

/** The flags {@code serve} and {@code admin} share, so both find the same database. */
final class ServerFlags {
  private ServerFlags() {}

  static final java.util.Set<String> VALUED = java.util.Set.of("--data", "--config");

  /** The configuration from the flags, the environment and the config file; bad settings are a usage error. */
  static ServerConfig load(Args args, String host, Integer port) {
    var flags = new ServerConfigLoader.Flags(path(args.get("--data")), host, port, path(args.get("--config")),
        args.get("--node"));
    try {
      return new ServerConfigLoader(System.getenv()).load(flags);
    } catch (ConfigException e) {
      throw new UsageException(e.getMessage());
    }
  }

  private static Path path(String text) {
    return text == null ? null : Path.of(text);
  }

  /** H2 lets one process open a file database; say so plainly instead of H2's lock message. */
  static String explain(RuntimeException e, ServerConfig config) {
    String message = e.getMessage() == null ? e.toString() : e.getMessage();
    if (config.database().isH2() && (message.contains("already in use") || message.contains("is locked"))) {
      return "the database in " + config.dataDir() + " is open in another process (a running ./tabuleiro serve?): "
          + "an H2 file allows one; stop that process first, or use PostgreSQL (TABULEIRO_DB_URL)";
    }
    return message;
  }
}
