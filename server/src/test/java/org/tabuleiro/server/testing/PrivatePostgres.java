package org.tabuleiro.server.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.tabuleiro.server.db.DatabaseConfig;

/**
 * A PostgreSQL of the test's own, which the test may stop, kill and start again: never the machine's shared one on
 * 5432, which other tests use. Made with Debian's {@code initdb} and {@code pg_ctl} ({@code /usr/lib/postgresql/N/bin},
 * newest N, or {@code TABULEIRO_TEST_PG_BIN}) in a temporary folder, listening on the loopback at a free port, trust
 * authentication, user {@code postgres}, database {@code postgres}. About a second to make and start.
 *
 * <p>PostgreSQL refuses to run as root: when the tests run as root, every command runs as the {@code postgres} user
 * ({@code runuser}) and the folder is given to that user. {@code fsync} is off (a killed server loses nothing with
 * it off, only a machine that loses power would). Closing it stops the server at once and deletes the folder; a
 * shutdown hook does the same if the test never closes it.
 *
 * <pre>{@code
 * try (var pg = PrivatePostgres.running(); var server = TestServer.start(pg.config())) {
 *   pg.stop();     // clients get 57P01 and new connections are refused
 *   pg.start();    // same port, same data
 * }
 * }</pre>
 */
public final class PrivatePostgres implements AutoCloseable {
  private static final Duration WAIT = Duration.ofSeconds(30);
  private static final String OS_USER = "postgres";

  private final Path bin;
  private final Path dir;
  private final int port;
  private final boolean asRoot;
  private final Thread hook;
  private volatile boolean closed;

  private PrivatePostgres(Path bin, Path dir, int port, boolean asRoot) {
    this.bin = bin;
    this.dir = dir;
    this.port = port;
    this.asRoot = asRoot;
    this.hook = new Thread(this::destroy, "private-postgres-" + port);
  }

  /** A new cluster, made and running; fails (never skips) when PostgreSQL's programs are not on the machine. */
  public static PrivatePostgres running() {
    Path bin = binDir();
    boolean asRoot = isRoot();
    IOException last = null;
    for (int attempt = 0; attempt < 3; attempt++) {   // a free port may be taken between the probe and the start
      Path dir;
      try {
        dir = Files.createTempDirectory("tabuleiro-pg-",
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        if (asRoot) giveToPostgres(dir);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot make a folder for a private PostgreSQL", e);
      }
      PrivatePostgres pg = new PrivatePostgres(bin, dir, freePort(), asRoot);
      Runtime.getRuntime().addShutdownHook(pg.hook);
      try {
        pg.run(List.of(bin.resolve("initdb").toString(), "-D", pg.data().toString(), "-U", OS_USER, "-A", "trust",
            "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"));
        pg.start();
        return pg;
      } catch (IOException e) {
        last = e;
        pg.close();
      }
    }
    throw new AssertionError("a private PostgreSQL did not start: " + last.getMessage(), last);
  }

  /** Starts the server again (after {@link #stop} or {@link #kill}) on the same port with the same data. */
  public void start() throws IOException {
    run(List.of(bin.resolve("pg_ctl").toString(), "-D", data().toString(), "-l", dir.resolve("postgres.log")
        .toString(), "-w", "-t", Long.toString(WAIT.toSeconds()), "-o", "-p " + port
        + " -c listen_addresses=127.0.0.1 -k " + dir + " -c fsync=off -c shared_buffers=32MB"
        + " -c max_connections=200", "start"));
    awaitPort(true);
  }

  /** A fast shutdown: open sessions end with 57P01 (admin shutdown), new connections are refused. */
  public void stop() throws IOException {
    pgCtlStop("fast");
  }

  /** An immediate shutdown, as a crash: no checkpoint, recovery from the WAL at the next start. */
  public void kill() throws IOException {
    pgCtlStop("immediate");
  }

  /** {@link #stop} then {@link #start}. */
  public void restart() throws IOException {
    stop();
    start();
  }

  /** True when something accepts connections on the port. */
  public boolean isRunning() {
    try (var s = new Socket()) {
      s.connect(new InetSocketAddress("127.0.0.1", port), 500);
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  public int port() {
    return port;
  }

  public String url() {
    return "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
  }

  /** The whole database, default schema: for a server that owns this PostgreSQL. */
  public DatabaseConfig config() {
    return new DatabaseConfig(url(), OS_USER, "", null);
  }

  /** A schema of its own (made by the server's migrations): for several servers or tests on one private cluster. */
  public DatabaseConfig config(String schema) {
    return new DatabaseConfig(url(), OS_USER, "", schema);
  }

  /** The server's log so far, for a failure's message. */
  public String log() {
    try {
      return Files.readString(dir.resolve("postgres.log"));
    } catch (IOException e) {
      return "(no log: " + e.getMessage() + ")";
    }
  }

  @Override
  public void close() {
    destroy();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // the JVM is shutting down: the hook runs (or ran) destroy itself
    }
  }

  private synchronized void destroy() {
    if (closed) return;
    closed = true;
    try {
      if (Files.exists(data().resolve("postmaster.pid"))) pgCtlStop("immediate");
    } catch (IOException | RuntimeException e) {
      // still delete what can be deleted
    }
    try (Stream<Path> all = Files.walk(dir)) {
      all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a temporary folder left behind
    }
  }

  private void pgCtlStop(String mode) throws IOException {
    run(List.of(bin.resolve("pg_ctl").toString(), "-D", data().toString(), "-m", mode, "-w", "-t",
        Long.toString(WAIT.toSeconds()), "stop"));
    awaitPort(false);
  }

  private Path data() {
    return dir.resolve("data");
  }

  /** Runs a PostgreSQL program (as the postgres user under root) and waits for it; its output goes to the folder. */
  private void run(List<String> command) throws IOException {
    List<String> full = new ArrayList<>();
    if (asRoot) full.addAll(List.of("runuser", "-u", OS_USER, "--"));
    full.addAll(command);
    Path out = dir.resolve("commands.log");
    Process p = new ProcessBuilder(full).directory(dir.toFile()).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.appendTo(out.toFile())).start();
    try {
      if (!p.waitFor(WAIT.toSeconds() + 5, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IOException(String.join(" ", command) + " did not finish within " + WAIT.toSeconds() + " s");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      p.destroyForcibly();
      throw new IOException("interrupted while running " + command.getFirst(), e);
    }
    if (p.exitValue() != 0) {
      throw new IOException(String.join(" ", command) + " exited with " + p.exitValue() + ":\n" + tail(out)
          + "\n" + tail(dir.resolve("postgres.log")));
    }
  }

  private void awaitPort(boolean open) throws IOException {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (isRunning() != open) {
      if (System.nanoTime() > deadline) throw new IOException("port " + port + " still " + (open ? "closed" : "open"));
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted", e);
      }
    }
  }

  private static String tail(Path file) {
    try {
      List<String> lines = Files.readAllLines(file);
      return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
    } catch (IOException e) {
      return "";
    }
  }

  private static void giveToPostgres(Path dir) throws IOException {
    UserPrincipal owner = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(OS_USER);
    Files.setOwner(dir, owner);
  }

  private static boolean isRoot() {
    try {
      return ((Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid")) == 0;
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return "root".equals(System.getProperty("user.name"));
    }
  }

  /** {@code TABULEIRO_TEST_PG_BIN}, or the newest {@code /usr/lib/postgresql/N/bin} that has initdb. */
  private static Path binDir() {
    String given = System.getenv("TABULEIRO_TEST_PG_BIN");
    if (given != null && !given.isBlank()) return Path.of(given);
    try (Stream<Path> versions = Files.list(Path.of("/usr/lib/postgresql"))) {
      return versions.map(v -> v.resolve("bin"))
          .filter(b -> Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl")))
          .max(Comparator.comparingInt(PrivatePostgres::version))
          .orElseThrow(() -> new AssertionError("no initdb under /usr/lib/postgresql/*/bin"));
    } catch (IOException e) {
      throw new AssertionError("PostgreSQL's programs are not installed (/usr/lib/postgresql/*/bin: "
          + e.getMessage() + "); install Debian's postgresql or set TABULEIRO_TEST_PG_BIN", e);
    }
  }

  private static int version(Path bin) {
    try {
      return Integer.parseInt(bin.getParent().getFileName().toString());
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  private static int freePort() {
    try (var s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
