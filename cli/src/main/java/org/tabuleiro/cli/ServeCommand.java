package org.tabuleiro.cli;

import io.javalin.util.JavalinBindException;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.config.ConfigException;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.config.ServerConfigLoader;
import org.tabuleiro.server.db.StorageException;

/** {@code serve}: runs the club server until the process is stopped (Ctrl-C or a signal). */
final class ServeCommand {
  private ServeCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    TabuleiroServer server = start(argv, out, err);
    if (server == null) return 5;
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stopped.countDown();
    }, "tabuleiro-shutdown"));
    try {
      stopped.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return 0;
  }

  /**
   * Starts the server and prints its address; null (after saying why in one line) when the data folder cannot be
   * written or its disk is nearly full, or the database or the port is unusable.
   */
  static TabuleiroServer start(String[] argv, PrintStream out, PrintStream err) {
    Set<String> valued = new HashSet<>(ServerFlags.VALUED);
    valued.addAll(Set.of("--port", "--host", "--node"));
    Args args = new Args(argv, valued, Set.of());
    if (!args.positional().isEmpty()) throw new UsageException("serve takes no arguments, only options");
    Integer port;
    try {
      port = args.get("--port") == null ? null : ServerConfigLoader.parsePort(args.get("--port"));
    } catch (ConfigException e) {
      throw new UsageException("--port: " + e.getMessage());
    }
    ServerConfig config = ServerFlags.load(args, args.get("--host"), port);
    try {
      TabuleiroServer server = TabuleiroServer.start(config);   // creates the data folder, private (0700)
      out.println("Tabuleiro: " + server.url() + "  (base de dados: " + config.database().describe()
          + (config.cluster().isNode() ? "; nó " + config.cluster().node() + ", Redis " + config.cluster().redisUrl() : "")
          + ")");
      out.flush();
      return server;
    } catch (StorageException e) {   // the data folder, its disk or the database: one line, no stack trace
      err.println("tabuleiro: " + ServerFlags.explain(e, config));
    } catch (org.tabuleiro.server.common.UnavailableException e) {   // a cluster node's Redis
      err.println("tabuleiro: " + e.getMessage());
    } catch (JavalinBindException e) {
      err.println("tabuleiro: port " + config.port() + " is in use on " + config.host() + "; choose another with --port N");
    }
    return null;
  }
}
