package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.ServerProcess;
import org.tabuleiro.server.testing.Soak;
import org.tabuleiro.server.testing.TestDatabase;

/**
 * Issue 31: a library import killed midway. The server process imports a file of distinct games
 * ({@link LibraryBenchGames}) and is killed with SIGKILL once part of them are stored, then started again on the same
 * database and data folder: the job goes on by itself from its last committed batch, and every game of the file is
 * stored exactly once (the job counts them all imported and none a duplicate, which a batch stored twice would be;
 * the collection holds that many; the explorer's counts at the start add up to them). A job whose file is gone is
 * shown interrupted at its game, and "continuar" with the same file finishes it.
 *
 * <p>The build form imports {@value #BUILD_GAMES} games of at most 20 plies with one kill; the probe's form, 60,000
 * games of their whole length (about 80 plies):
 *
 * <pre>
 * ./mvnw -pl server -am test -Dtest=LibraryImportKillTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dtabuleiro.libraryKill.games=60000 -Dtabuleiro.libraryKill.plies=0 -Dtabuleiro.libraryKill.kills=3
 * </pre>
 *
 * <p>({@code -Dtabuleiro.libraryKill.db=h2} or {@code postgresql}: that database only.)
 */
class LibraryImportKillTest {
  static final int BUILD_GAMES = 2_000;
  private static final int GAMES = Soak.size("libraryKill.games", BUILD_GAMES, 60_000);
  private static final int KILLS = Soak.size("libraryKill.kills", 1, 3);
  /** Plies kept of each game: short games in the build form (the cost of a game is its positions); 0: whole. */
  private static final int PLIES = positive(Soak.size("libraryKill.plies", 20, 0));
  private static final Duration START = Duration.ofSeconds(90);
  /**
   * The server process's extra JVM options, split at blanks: {@code -Dtabuleiro.libraryKill.jvm="-Xmx1g
   * -XX:TieredStopAtLevel=4"} gives the 60,000-game form a server as a club runs it (the test's child JVM is small:
   * 256 MB, C1 only).
   */
  private static final List<String> JVM = java.util.Arrays.stream(System.getProperty("tabuleiro.libraryKill.jvm", "")
      .trim().split("\\s+")).filter(o -> !o.isEmpty()).toList();
  /** How long a quarter of the file may take to be stored: {@code -Dtabuleiro.libraryKill.waitMinutes}, 30. */
  private static final Duration WAIT = Duration.ofMinutes(Integer.getInteger("tabuleiro.libraryKill.waitMinutes", 30));
  private static final String PASSWORD = "Biblioteca-morta-9!";

  @ParameterizedTest
  @EnumSource(TestDatabase.class)
  @Timeout(3600)
  void aKilledImportGoesOnFromItsLastBatchAndStoresEveryGameOnce(TestDatabase kind, @TempDir Path dir)
      throws Exception {
    String only = System.getProperty("tabuleiro.libraryKill.db");   // h2 or postgresql: one of them only
    org.junit.jupiter.api.Assumptions.assumeTrue(only == null || only.equalsIgnoreCase(kind.name()));
    Path file = games(dir, GAMES);
    TestDatabase.Fresh fresh = kind == TestDatabase.POSTGRESQL ? kind.fresh() : null;
    try {
      DatabaseConfig database = fresh == null ? null : fresh.config();
      long started = System.nanoTime();
      double serverCpu = 0;   // the server processes' CPU seconds
      long job, collection;
      long[] killedAt = new long[KILLS];
      double[] storingAgain = new double[KILLS];   // seconds from a restart to the next batch stored
      try (ServerProcess server = ServerProcess.start(dir, database, JVM, START)) {
        LibraryClient ana = signUp(server);
        collection = ana.collection("Partidas mortas", "chess", false);
        var answer = ana.upload(collection, from(file));
        assertEquals(202, answer.status(), answer.body());
        job = answer.json().get("job").asLong();
        killedAt[0] = awaitImported(ana, job, (long) GAMES / (KILLS + 1));
        serverCpu += server.cpuSeconds();
        server.kill();
      }
      JsonNode report = null;
      for (int k = 1; k <= KILLS; k++) {
        long restarted = System.nanoTime();
        try (ServerProcess server = ServerProcess.start(dir, database, JVM, START)) {
          LibraryClient ana = signIn(server);
          JsonNode after = ana.api.get("/api/library/jobs/" + job).json();
          assertEquals(k, after.path("resumed").asInt(), "the job goes on by itself after restart " + k + ": " + after);
          assertTrue(after.path("gamesDone").asLong() >= after.path("imported").asLong() && after.path("imported")
              .asLong() >= (long) GAMES * k / (KILLS + 1), "the batches stored before the kill are counted: " + after);
          storingAgain[k - 1] = awaitStoredPast(ana, job, after.path("imported").asLong(), restarted);
          if (k < KILLS) {
            killedAt[k] = awaitImported(ana, job, (long) GAMES * (k + 1) / (KILLS + 1));
            serverCpu += server.cpuSeconds();
            server.kill();
            continue;
          }
          report = ana.waitFor(job);
          checkEveryGameOnce(ana, collection, report, GAMES);
          serverCpu += server.cpuSeconds();
          server.terminate(Duration.ofSeconds(30));
        }
      }
      double seconds = (System.nanoTime() - started) / 1e9;
      System.out.printf(Locale.ROOT, "library kill [%s]: %,d games, killed at %s imported, storing again %s s after"
              + " each restart, all stored once in %.1f s (server processes' CPU %.1f s; load average %s)%n", kind,
          GAMES, java.util.Arrays.toString(killedAt), java.util.Arrays.toString(storingAgain), seconds, serverCpu,
          loadAverage());
    } finally {
      if (fresh != null) fresh.close();
    }
  }

  /**
   * SIGTERM leaves the job to go on at the next start (not ended with an error); its file deleted meanwhile, the job
   * is shown interrupted at its game, and "continuar" takes only the same file and stores the rest once. On
   * PostgreSQL only: what differs from the test above is no database's.
   */
  @Test
  @Timeout(600)
  void anImportWhoseFileIsGoneIsInterruptedAndGoesOnWithTheSameFile(@TempDir Path dir) throws Exception {
    Path file = games(dir, BUILD_GAMES);
    try (TestDatabase.Fresh fresh = TestDatabase.POSTGRESQL.fresh()) {
      interruptedAndContinued(dir, file, fresh.config());
    }
  }

  private static void interruptedAndContinued(Path dir, Path file, DatabaseConfig database) throws Exception {
    long job, collection;
    try (ServerProcess server = ServerProcess.start(dir, database, List.of(), START)) {
      LibraryClient ana = signUp(server);
      collection = ana.collection("Partidas interrompidas", "chess", false);
      var answer = ana.upload(collection, from(file));
      assertEquals(202, answer.status(), answer.body());
      job = answer.json().get("job").asLong();
      awaitImported(ana, job, BUILD_GAMES / 4);
      server.terminate(Duration.ofSeconds(30));
    }
    try (var uploads = Files.list(dir.resolve("library-uploads"))) {
      List<Path> kept = uploads.toList();
      assertEquals(1, kept.size(), "the stopped job's file is kept: " + kept);
      Files.delete(kept.get(0));
    }
    try (ServerProcess server = ServerProcess.start(dir, database, List.of(), START)) {
      LibraryClient ana = signIn(server);
      JsonNode interrupted = ana.api.get("/api/library/jobs/" + job).json();
      assertEquals("interrupted", interrupted.path("state").asText(), interrupted.toString());
      long done = interrupted.path("gamesDone").asLong();
      assertTrue(done >= BUILD_GAMES / 4 && done < BUILD_GAMES, interrupted.toString());
      assertEquals(done, interrupted.path("imported").asLong(), interrupted.toString());
      String next = String.format(Locale.ROOT, "%,d", done + 1).replace(',', '.');
      assertTrue(interrupted.path("error").asText().startsWith("A importação foi interrompida no jogo " + next
          + ": o servidor parou e o arquivo enviado não está mais nele."), interrupted.toString());
      assertTrue(interrupted.path("error").asText().contains("envie o mesmo arquivo em \"Continuar\""),
          interrupted.toString());
      JsonNode listed = ana.api.get("/api/library/collections/" + collection + "/jobs").json().path("jobs");
      assertEquals(job, listed.path(0).path("job").asLong(), listed.toString());
      assertEquals("interrupted", listed.path(0).path("state").asText(), listed.toString());
      assertEquals(done, ana.api.get("/api/library/collections/" + collection).json().path("games").asLong());

      byte[] other = Files.readAllBytes(file);
      other[other.length - 3] = (byte) (other[other.length - 3] == '1' ? '0' : '1');   // same size, not the same file
      var refused = ana.resume(job, () -> new java.io.ByteArrayInputStream(other));
      assertEquals(400, refused.status(), refused.body());
      assertEquals("different_file", refused.errorCode(), refused.body());
      assertEquals("interrupted", ana.api.get("/api/library/jobs/" + job).json().path("state").asText());

      var resumed = ana.resume(job, from(file));
      assertEquals(202, resumed.status(), resumed.body());
      JsonNode report = ana.waitFor(job);
      assertEquals(1, report.path("resumed").asInt(), report.toString());
      checkEveryGameOnce(ana, collection, report, BUILD_GAMES);
      var again = ana.resume(job, from(file));
      assertEquals(409, again.status(), again.body());
      assertEquals("job_not_interrupted", again.errorCode());
    }
  }

  /** The job's report and the collection: the file's games all read, each stored once. */
  private static void checkEveryGameOnce(LibraryClient ana, long collection, JsonNode report, long games) {
    assertEquals("done", report.path("state").asText(), report.toString());
    assertTrue(report.path("error").isMissingNode(), report.toString());
    assertEquals(games, report.path("gamesRead").asLong(), report.toString());
    assertEquals(games, report.path("gamesDone").asLong(), report.toString());
    assertEquals(games, report.path("imported").asLong(), "every game once: " + report);
    assertEquals(0, report.path("duplicates").asLong(), "no batch stored twice: " + report);
    assertEquals(0, report.path("refusedCount").asLong(), report.toString());
    assertEquals(games, ana.api.get("/api/library/collections/" + collection).json().path("games").asLong());
    long atStart = 0;
    for (JsonNode m : ana.explorer(collection, null).json().path("moves")) atStart += m.path("games").asLong();
    assertEquals(games, atStart, "the explorer's counts at the start position");
  }

  /**
   * The first {@code n} games of {@link LibraryBenchGames} as a PGN file in {@code dir}, each cut to its first
   * {@link #PLIES} plies and with its number as its {@code Round} (so no two are the same game).
   */
  static Path games(Path dir, int n) throws Exception {
    Path file = dir.resolve("games-" + n + ".pgn");
    LibraryBenchGames games = new LibraryBenchGames();
    try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
      for (int i = 0; i < n; i++) {
        ParsedGame.Playable g = games.game(i);
        StringBuilder text = new StringBuilder();
        java.util.Map<String, String> tags = new java.util.LinkedHashMap<>(g.tags());
        tags.put("Round", Integer.toString(i + 1));
        tags.forEach((name, value) -> text.append('[').append(name).append(" \"")
            .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n"));
        text.append('\n');
        List<String> sans = g.sans().subList(0, Math.min(PLIES, g.sans().size()));
        for (int ply = 0; ply < sans.size(); ply++) {
          if (ply % 2 == 0) text.append(ply / 2 + 1).append(". ");
          text.append(sans.get(ply)).append(' ');
        }
        text.append(g.result() == null ? "*" : g.result()).append("\n\n");
        out.write(text.toString().getBytes(StandardCharsets.UTF_8));
      }
    }
    return file;
  }

  private static Supplier<InputStream> from(Path file) {
    return () -> {
      try {
        return Files.newInputStream(file);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    };
  }

  private static LibraryClient signUp(ServerProcess server) {
    ApiClient api = server.client();
    assertEquals(201, api.register("ana", PASSWORD).status());
    return LibraryClient.of(api, server.port());
  }

  private static LibraryClient signIn(ServerProcess server) {
    ApiClient api = server.client();
    assertEquals(200, api.login("ana", PASSWORD).status());
    return LibraryClient.of(api, server.port());
  }

  /**
   * Waits until more than {@code imported} games are stored, or the job has ended: returns the seconds since
   * {@code restarted} (the server's start, then its reading of the games done before, then a batch).
   */
  private static double awaitStoredPast(LibraryClient ana, long job, long imported, long restarted)
      throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofMinutes(30).toNanos();
    while (System.nanoTime() < deadline) {
      JsonNode j = ana.api.get("/api/library/jobs/" + job).json();
      if (j.path("imported").asLong() > imported || !j.path("state").asText().equals("running")) {
        return Math.round((System.nanoTime() - restarted) / 1e8) / 10.0;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("nothing stored in 30 minutes after the restart");
  }

  /** Waits until at least {@code games} are stored (the job still running); returns how many are. */
  private static long awaitImported(LibraryClient ana, long job, long games) throws InterruptedException {
    long start = System.nanoTime();
    long deadline = start + WAIT.toNanos();
    long told = start;
    while (System.nanoTime() < deadline) {
      JsonNode j = ana.api.get("/api/library/jobs/" + job).json();
      assertEquals("running", j.path("state").asText(), "the import ended before the kill: " + j);
      if (j.path("imported").asLong() >= games) return j.path("imported").asLong();
      if (System.nanoTime() - told > Duration.ofMinutes(2).toNanos()) {   // a long form's progress, for its reader
        told = System.nanoTime();
        System.out.printf(Locale.ROOT, "library kill: %,d games stored, waiting for %,d (load average %s)%n",
            j.path("imported").asLong(), games, loadAverage());
      }
      Thread.sleep(20);
    }
    throw new AssertionError("fewer than " + games + " games imported in " + WAIT.toMinutes() + " minutes");
  }

  private static int positive(int plies) {
    return plies <= 0 ? Integer.MAX_VALUE : plies;
  }

  private static String loadAverage() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).strip();
    } catch (IOException e) {
      return "?";
    }
  }
}
