package org.tabuleiro.server.testing;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.PasswordHasher;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.auth.BulkSignIn;

/**
 * Thousands of signed-in players for a scale test: accounts sharing one Argon2 hash, their sessions opened
 * directly in the database ({@link BulkSignIn}, test scope only), each with its cookie
 * and CSRF token for plain HTTP requests on one shared client.
 */
public final class BulkPlayers {
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  public record Player(long id, String username, String cookie, String csrf) {}

  private BulkPlayers() {}

  public static List<Player> create(TestServer server, String prefix, int n) {
    var jdbi = server.server().database().jdbi();
    var accounts = new JdbiAccountRepository(jdbi);
    String hash = new PasswordHasher().hash("bench-password");
    Instant now = Instant.now();
    List<Player> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String name = prefix + i;
      long id = accounts.create(name, hash, new Profile(null, null, null, null, null), now).orElseThrow().id();
      BulkSignIn.Opened s = BulkSignIn.open(jdbi, id, now);
      out.add(new Player(id, name, s.cookie(), s.csrfToken()));
    }
    return out;
  }

  /**
   * A browser already signed in as {@code p} (its session cookie in the jar, its CSRF token set): a player of a
   * test that needs dozens signed in at once without dozens of password hashes.
   */
  public static ApiClient client(TestServer server, Player p) {
    ApiClient c = server.client();
    int eq = p.cookie().indexOf('=');
    var cookie = new java.net.HttpCookie(p.cookie().substring(0, eq), p.cookie().substring(eq + 1));
    cookie.setPath("/");
    cookie.setVersion(0);
    c.cookies().getCookieStore().add(URI.create("http://127.0.0.1:" + server.server().port()), cookie);
    c.setCsrfToken(p.csrf());
    return c;
  }

  /** A POST of {@code body} (JSON, or none) as this player; the status and body. */
  public static HttpResponse<String> post(TestServer server, Player p, String path, String body) {
    var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.server().port() + path))
        .timeout(Duration.ofSeconds(60)).header("Cookie", p.cookie()).header("X-CSRF-Token", p.csrf())
        .POST(body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) request.header("Content-Type", "application/json");
    try {
      return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new AssertionError("POST " + path + ": " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
