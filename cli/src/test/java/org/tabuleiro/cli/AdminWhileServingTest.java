package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.admin.AdminEndpoint;

/**
 * {@code ./tabuleiro admin} beside a running {@code ./tabuleiro serve}, each its own process as on a club's machine:
 * the H2 file is the server's alone, so the command goes through the server's loopback admin routes; on PostgreSQL
 * too. The server stopped, the same commands open the database themselves; a server killed with SIGKILL leaves its
 * endpoint file, which the command notices and passes by.
 */
class AdminWhileServingTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String PASSWORD = "lua-azul-salta-1";
  private static final String PG_URL = env("TABULEIRO_TEST_PG_URL", "jdbc:postgresql://127.0.0.1:5432/test");
  private static final String PG_USER = env("TABULEIRO_TEST_PG_USER", "postgres");
  private static final String PG_PASSWORD = env("TABULEIRO_TEST_PG_PASSWORD", "");

  @TempDir Path data;

  @Test
  @Timeout(value = 300, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void onH2TheCommandGoesThroughTheRunningServer() throws Exception {
    adminBesideTheServer();
  }

  @Test
  @Timeout(value = 300, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void onPostgresqlTheCommandGoesThroughTheRunningServerToo() throws Exception {
    String schema = "adm_" + Long.toHexString(System.nanoTime());
    try (Connection c = DriverManager.getConnection(PG_URL, PG_USER, PG_PASSWORD)) {
      c.createStatement().execute("CREATE SCHEMA " + schema);
    }
    // The club's own settings file, read by serve and admin alike.
    Files.writeString(data.resolve("tabuleiro.properties"), "db.url=" + PG_URL + (PG_URL.contains("?") ? "&" : "?")
        + "currentSchema=" + schema + "\ndb.user=" + PG_USER + "\ndb.password=" + PG_PASSWORD + "\n");
    try {
      adminBesideTheServer();
      try (Connection c = DriverManager.getConnection(PG_URL, PG_USER, PG_PASSWORD)) {
        var rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM " + schema + ".admin_audit");
        rs.next();
        assertEquals(6, rs.getInt(1), "every change in the PostgreSQL schema's admin log");
      }
    } finally {
      try (Connection c = DriverManager.getConnection(PG_URL, PG_USER, PG_PASSWORD)) {
        c.createStatement().execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
      }
    }
  }

  private void adminBesideTheServer() throws Exception {
    String dir = data.toString();
    try (Serve serve = Serve.start(data)) {
      Path file = data.resolve(AdminEndpoint.FILE);
      assertTrue(Files.exists(file), "the server says where it listens");
      assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
      ClubClient founder = new ClubClient(serve.base), ze = new ClubClient(serve.base);
      assertEquals(201, register(founder, "fundadora"));
      assertEquals(201, register(ze, "arbitro_ze"));

      CliRun grant = CliRun.of("admin", "grant", "ARBITRO_ZE", "arbiter", "--data", dir);
      assertEquals(0, grant.exitCode(), grant.err());
      assertEquals("arbitro_ze\tplayer,arbiter", grant.lastLine());
      assertEquals("", grant.err());
      assertEquals("[\"player\",\"arbiter\"]", json(founder.send("GET", "/api/players/arbitro_ze", null, null).body())
          .path("roles").toString());
      CliRun moderator = CliRun.of("admin", "grant", "arbitro_ze", "moderator", "--data", dir);
      assertEquals("arbitro_ze\tplayer,arbiter,moderator", moderator.lastLine());
      CliRun revoke = CliRun.of("admin", "revoke", "arbitro_ze", "moderator", "--data", dir);
      assertEquals(0, revoke.exitCode(), revoke.err());
      assertEquals("arbitro_ze\tplayer,arbiter", revoke.lastLine());

      CliRun nobody = CliRun.of("admin", "grant", "ninguem", "arbiter", "--data", dir);
      assertEquals(3, nobody.exitCode());
      assertEquals("tabuleiro: Jogador não encontrado: ninguem", nobody.err().strip());
      CliRun player = CliRun.of("admin", "revoke", "arbitro_ze", "player", "--data", dir);
      assertEquals(3, player.exitCode());
      assertEquals("tabuleiro: Todas as contas têm o papel player.", player.err().strip());
      assertEquals(2, CliRun.of("admin", "grant", "arbitro_ze", "rei", "--data", dir).exitCode());

      CliRun link = CliRun.of("admin", "reset-password", "Arbitro_Ze", "--url", "https://xadrez.clube.example", "--data", dir);
      assertEquals(0, link.exitCode(), link.err());
      Matcher token = Pattern.compile("https://xadrez\\.clube\\.example/senha/nova\\?token=([A-Za-z0-9_-]{43})")
          .matcher(link.lastLine());
      assertTrue(token.matches(), link.lastLine());
      var done = new ClubClient(serve.base).send("POST", "/api/password-reset/complete",
          "{\"token\":\"" + token.group(1) + "\",\"password\":\"torre-nova-do-ze\"}", "application/json");
      assertEquals(200, done.statusCode(), done.body());
      CliRun nobodyLink = CliRun.of("admin", "reset-password", "ninguem", "--data", dir);
      assertEquals(3, nobodyLink.exitCode());
      assertEquals("tabuleiro: Jogador não encontrado: ninguem", nobodyLink.err().strip());

      // The admin page's log names the command line as the one who did it.
      login(founder, "fundadora", PASSWORD);
      List<String> log = new ArrayList<>();
      json(founder.send("GET", "/api/admin/log", null, null).body()).path("entries")
          .forEach(e -> log.add(e.path("actor").asText() + " " + e.path("action").asText() + " " + e.path("detail").asText("")));
      assertEquals(List.of("./tabuleiro admin reset_link ", "./tabuleiro admin revoke moderator",
          "./tabuleiro admin grant moderator", "./tabuleiro admin grant arbiter"), log);
    }
    assertFalse(Files.exists(data.resolve(AdminEndpoint.FILE)), "a stopped server takes its file away");

    // Stopped: the command opens the database itself, as before.
    CliRun revoke = CliRun.of("admin", "revoke", "arbitro_ze", "arbiter", "--data", dir);
    assertEquals(0, revoke.exitCode(), revoke.err());
    assertEquals("arbitro_ze\tplayer", revoke.lastLine());
    assertEquals("", revoke.err());

    // Killed: the file stays behind, names a server that no longer answers, and is passed by.
    try (Serve serve = Serve.start(data)) {
      serve.kill();
    }
    assertTrue(Files.exists(data.resolve(AdminEndpoint.FILE)));
    CliRun grant = CliRun.of("admin", "grant", "arbitro_ze", "admin", "--data", dir);
    assertEquals(0, grant.exitCode(), grant.err());
    assertEquals("arbitro_ze\tplayer,admin", grant.lastLine());
    assertTrue(grant.err().startsWith("tabuleiro: nenhum servidor responde em http://127.0.0.1:"), grant.err());
  }

  private static int register(ClubClient client, String name) throws Exception {
    return client.send("POST", "/api/accounts", "{\"username\":\"" + name + "\",\"password\":\"" + PASSWORD + "\"}",
        "application/json").statusCode();
  }

  private static void login(ClubClient client, String name, String password) throws Exception {
    var r = client.send("POST", "/api/session", "{\"username\":\"" + name + "\",\"password\":\"" + password + "\"}",
        "application/json");
    assertEquals(200, r.statusCode(), r.body());
  }

  private static JsonNode json(String body) throws Exception {
    return JSON.readTree(body);
  }

  private static String env(String name, String fallback) {
    String v = System.getenv(name);
    return v == null || v.isBlank() ? fallback : v;
  }

  /** {@code ./tabuleiro serve} in a JVM of its own on {@code data}, on a free port of the loopback. */
  private record Serve(Process process, String base) implements AutoCloseable {
    static Serve start(Path data) throws Exception {
      String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
      Process p = new ProcessBuilder(java, "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
          "-cp", System.getProperty("java.class.path"), Main.class.getName(),
          "serve", "--port", "0", "--host", "127.0.0.1", "--data", data.toString())
          .redirectErrorStream(true).start();
      var lines = new LinkedBlockingQueue<String>();
      Thread.ofVirtual().start(() -> {
        try (var in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
          for (String line; (line = in.readLine()) != null; ) {
            System.out.println("[serve] " + line);
            if (line.startsWith("Tabuleiro: ")) lines.add(line);
          }
        } catch (java.io.IOException e) {
          // the process is gone
        }
      });
      String ready = lines.poll(120, TimeUnit.SECONDS);
      if (ready == null) {
        p.destroyForcibly();
        throw new AssertionError("./tabuleiro serve did not start within 120 s");
      }
      Matcher url = Pattern.compile("Tabuleiro: (http://127\\.0\\.0\\.1:\\d+)").matcher(ready);
      assertTrue(url.find(), ready);
      return new Serve(p, url.group(1));
    }

    void kill() throws InterruptedException {
      process.destroyForcibly();
      assertTrue(process.waitFor(30, TimeUnit.SECONDS));
    }

    /** SIGTERM, as a service manager stops it: the server closes and removes its endpoint file. */
    @Override
    public void close() throws InterruptedException {
      if (!process.isAlive()) return;
      process.destroy();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new AssertionError("./tabuleiro serve did not stop within 60 s of SIGTERM");
      }
    }
  }
}
