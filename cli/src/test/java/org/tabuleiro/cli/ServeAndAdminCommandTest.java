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
import org.junit.jupiter.api.Test;
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
  }

  @Test
  void adminOnAFolderWithoutADatabaseSaysSo() {
    CliRun run = CliRun.of("admin", "grant", "ana", "arbiter", "--data", data.resolve("vazio").toString());
    assertEquals(5, run.exitCode());
    assertTrue(run.err().contains("no club database"), run.err());
  }

  @Test
  void serveRefusesABadPort() {
    assertEquals(2, CliRun.of("serve", "--port", "oitenta").exitCode());
    assertEquals(2, CliRun.of("serve", "--port", "70000").exitCode());
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
            "{\"username\":\"" + username + "\",\"password\":\"palavra-passe-1\"}"))
        .build();
    return http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode();
  }
}
