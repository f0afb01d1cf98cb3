package org.tabuleiro.server.cluster;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.PasswordHasher;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.auth.BulkSignIn;

/**
 * Signed-in players made straight in a cluster's shared database (one shared Argon2 hash, sessions opened in the
 * database: every node knows them), and their games made through any node's lobby API (a seek and its accept).
 */
final class ClusterPlayers {
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  record Player(String username, String cookie, String csrf) {}

  record Pair(Player white, Player black) {}

  private final Jdbi jdbi;
  private final JdbiAccountRepository accounts;
  private final String hash = new PasswordHasher().hash("cluster-password");
  private final AtomicInteger next = new AtomicInteger();

  ClusterPlayers(Jdbi jdbi) {
    this.jdbi = jdbi;
    this.accounts = new JdbiAccountRepository(jdbi);
  }

  Pair pair() {
    int n = next.getAndIncrement();
    return new Pair(player("branco" + n), player("preto" + n));
  }

  private Player player(String name) {
    Instant now = Instant.now();
    long id = accounts.create(name, hash, new Profile(null, null, null, null, null), now).orElseThrow().id();
    BulkSignIn.Opened s = BulkSignIn.open(jdbi, id, now);
    return new Player(name, s.cookie(), s.csrfToken());
  }

  /**
   * A casual 10+5 game between the pair, white's seek accepted by black, both requests sent to {@code port} with
   * {@code pin} (the balancer's cookie naming the node that is to create it); returns the game's id.
   */
  static long game(int port, String pin, Pair pair) {
    String seek = post(port, pin, pair.white(), "/api/seeks",
        "{\"game\":\"chess\",\"timeControl\":\"10+5\",\"rated\":false,\"color\":\"white\"}");
    long seekId = number(seek, "id");
    return number(post(port, pin, pair.black(), "/api/seeks/" + seekId + "/accept", "{}"), "gameId");
  }

  private static String post(int port, String pin, Player p, String path, String body) {
    var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .timeout(Duration.ofSeconds(30)).header("Cookie", p.cookie() + "; " + pin).header("X-CSRF-Token", p.csrf())
        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
    try {
      HttpResponse<String> r = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
      if (r.statusCode() != 201) throw new AssertionError("POST " + path + ": " + r.statusCode() + " " + r.body());
      return r.body();
    } catch (IOException e) {
      throw new AssertionError("POST " + path + ": " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  private static long number(String json, String field) {
    var m = java.util.regex.Pattern.compile("\"" + field + "\"\\s*:\\s*(\\d+)").matcher(json);
    if (!m.find()) throw new AssertionError("no \"" + field + "\" in " + json);
    return Long.parseLong(m.group(1));
  }
}
