package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.TabuleiroServer;

class ServeAndAdminCommandTest {
  @TempDir Path data;

  @Test
  void serveStartsOnTheDataFolderAndAdminGrantsRolesInTheSameDatabase() throws Exception {
    var printed = new ByteArrayOutputStream();
    TabuleiroServer server = ServeCommand.start(
        new String[] {"--port", "0", "--host", "127.0.0.1", "--data", data.toString()},
        new PrintStream(printed, true, StandardCharsets.UTF_8), System.err);
    assertNotNull(server);
    try {
      String line = printed.toString(StandardCharsets.UTF_8);
      assertTrue(line.startsWith("Tabuleiro: http://127.0.0.1:" + server.port()), line);
      String base = "http://127.0.0.1:" + server.port();
      assertEquals(201, register(base, "fundadora"));
      assertEquals(201, register(base, "arbitro_ze"));

      // The H2 file is shared within this JVM, so the admin command works beside the running server here.
      CliRun grant = CliRun.of("admin", "grant", "ARBITRO_ZE", "arbiter", "--data", data.toString());
      assertEquals(0, grant.exitCode(), grant.err());
      assertEquals("arbitro_ze\tplayer,arbiter", grant.lastLine());
      String profile = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + "/api/players/arbitro_ze"))
          .build(), HttpResponse.BodyHandlers.ofString()).body();
      assertTrue(profile.contains("\"roles\":[\"player\",\"arbiter\"]"), profile);
    } finally {
      server.close();
    }
    CliRun revoke = CliRun.of("admin", "revoke", "arbitro_ze", "arbiter", "--data", data.toString());
    assertEquals(0, revoke.exitCode(), revoke.err());
    assertEquals("arbitro_ze\tplayer", revoke.lastLine());
    assertEquals("fundadora\tplayer,admin",
        CliRun.of("admin", "grant", "fundadora", "admin", "--data", data.toString()).lastLine());

    CliRun unknownPlayer = CliRun.of("admin", "grant", "ninguem", "arbiter", "--data", data.toString());
    assertEquals(3, unknownPlayer.exitCode());
    assertTrue(unknownPlayer.err().contains("ninguem"), unknownPlayer.err());
    assertEquals(2, CliRun.of("admin", "grant", "fundadora", "rei", "--data", data.toString()).exitCode());
    assertEquals(2, CliRun.of("admin", "promote", "fundadora").exitCode());

    // A one-time link for a club without mail: printed on one line, with the address given.
    CliRun link = CliRun.of("admin", "reset-password", "fundadora", "--url", "https://xadrez.clube.example",
        "--data", data.toString());
    assertEquals(0, link.exitCode(), link.err());
    assertTrue(link.lastLine().matches("https://xadrez\\.clube\\.example/senha/nova\\?token=[A-Za-z0-9_-]{43}"), link.lastLine());
    CliRun nobody = CliRun.of("admin", "reset-password", "ninguem", "--data", data.toString());
    assertEquals(3, nobody.exitCode());
    assertEquals("tabuleiro: Jogador não encontrado: ninguem", nobody.err().strip());
    assertEquals(2, CliRun.of("admin", "reset-password", "fundadora", "--url", "xadrez.clube", "--data", data.toString()).exitCode());
  }

  @Test
  void adminOnAFolderWithoutADatabaseSaysSo() {
    CliRun run = CliRun.of("admin", "grant", "ana", "arbiter", "--data", data.resolve("vazio").toString());
    assertEquals(5, run.exitCode());
    assertEquals("tabuleiro: não há base de dados do clube em " + data.resolve("vazio")
        + " (inicie ./tabuleiro serve uma vez, ou passe --data PASTA)", run.err().strip());
  }

  @Test
  void serveRefusesABadPort() {
    assertEquals(2, CliRun.of("serve", "--port", "oitenta").exitCode());
    assertEquals(2, CliRun.of("serve", "--port", "70000").exitCode());
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)   // a server that starts runs until stopped
  void serveOnADataFolderItCannotWriteSaysSoInOneLineAndExits5() throws Exception {
    Path folder = java.nio.file.Files.createDirectories(data.resolve("dados"));
    lock(folder, true);
    try {
      CliRun run = quietly(() -> CliRun.of("serve", "--port", "0", "--data", folder.toString()));
      assertEquals(5, run.exitCode());
      assertEquals("tabuleiro: cannot write in the data folder " + folder.toAbsolutePath() + ": ",
          run.err().substring(0, run.err().lastIndexOf(": ") + 2), run.err());
      assertEquals(1, run.err().lines().count(), run.err());
    } finally {
      lock(folder, false);
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)   // a server that starts runs until stopped
  void serveOnANearlyFullDiskSaysSoInOneLineAndExits5() throws Exception {
    System.setProperty("tabuleiro.minFreeDiskMiB", Long.toString(Long.MAX_VALUE / (1024 * 1024 * 2)));
    try {
      CliRun run = quietly(() -> CliRun.of("serve", "--port", "0", "--data", data.toString()));
      assertEquals(5, run.exitCode());
      assertTrue(run.err().startsWith("tabuleiro: the disk of the data folder " + data.toAbsolutePath()
          + " is nearly full: "), run.err());
      assertEquals(1, run.err().lines().count(), run.err());
    } finally {
      System.clearProperty("tabuleiro.minFreeDiskMiB");
    }
  }

  /**
   * Runs {@code run} with the process's own stdout and stderr captured, where a library would print a stack trace
   * of its own: they must stay empty.
   */
  private static CliRun quietly(java.util.function.Supplier<CliRun> run) {
    PrintStream out = System.out, err = System.err;
    var captured = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8);
    System.setOut(capture);
    System.setErr(capture);
    CliRun result;
    try {
      result = run.get();
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
    assertEquals("", captured.toString(StandardCharsets.UTF_8), "printed beside the command's own message");
    return result;
  }

  /**
   * Makes {@code folder} unwritable for this process, or writable again: mode 0500, or for root (whom modes do not
   * stop) the immutable attribute, {@code chattr +i}.
   */
  private static void lock(Path folder, boolean locked) throws Exception {
    boolean root = "root".equals(System.getProperty("user.name"));
    if (root) {
      Process p = new ProcessBuilder("chattr", locked ? "+i" : "-i", folder.toString()).inheritIO().start();
      assertEquals(0, p.waitFor(), "chattr on " + folder);
    } else {
      java.nio.file.Files.setPosixFilePermissions(folder,
          java.nio.file.attribute.PosixFilePermissions.fromString(locked ? "r-x------" : "rwx------"));
    }
  }

  /** Signs up the way a browser does: the guest CSRF token from GET /api/session, then the POST. */
  private static int register(String base, String username) throws Exception {
    HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
    String session = http.send(HttpRequest.newBuilder(URI.create(base + "/api/session")).build(),
        HttpResponse.BodyHandlers.ofString()).body();
    Matcher token = Pattern.compile("\"csrfToken\":\"([^\"]+)\"").matcher(session);
    assertTrue(token.find(), session);
    var request = HttpRequest.newBuilder(URI.create(base + "/api/accounts"))
        .header("Content-Type", "application/json").header("X-CSRF-Token", token.group(1))
        .POST(HttpRequest.BodyPublishers.ofString(
            "{\"username\":\"" + username + "\",\"password\":\"lua-azul-salta-1\"}"))
        .build();
    return http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode();
  }
}
