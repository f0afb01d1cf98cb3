package org.tabuleiro.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;
import org.tabuleiro.server.auth.LoginLimits;

/**
 * Signs the bench's thousands of players in through the server's own sign-in route ({@code POST /api/session}), as a
 * browser does. What keeps it fast is the stored hash: an Argon2id string with the smallest cost (8 KiB, one pass),
 * which the server checks with the parameters written in it, so a sign-in costs microseconds instead of the tens of
 * milliseconds a real account's hash costs. No sign-in without a password exists in the server.
 */
final class BenchSignIn {
  static final String PASSWORD = "bench-password";
  static final String PASSWORD_HASH = cheapHash(PASSWORD);
  /** Every bench player signs in from 127.0.0.1: the per-address cap is lifted, the rest as in production. */
  static final LoginLimits LIMITS = new LoginLimits(LoginLimits.DEFAULT.perPair(), 10_000_000,
      LoginLimits.DEFAULT.perUsername(), LoginLimits.DEFAULT.window(), LoginLimits.DEFAULT.signUpsPerAddress(),
      LoginLimits.DEFAULT.signUpWindow());
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int PARALLEL = 8;

  /** @param cookie the {@code Cookie} header value a browser would send; {@code csrfToken} for its POSTs */
  record Opened(String cookie, String csrfToken) {}

  private BenchSignIn() {}

  /** Signs each of {@code usernames} in (in order), a few at a time; a 503 (the password pool full) is retried. */
  static List<Opened> signIn(int port, List<String> usernames) throws IOException, InterruptedException {
    try (var pool = Executors.newFixedThreadPool(PARALLEL)) {
      List<Future<Opened>> pending = new ArrayList<>();
      for (String name : usernames) pending.add(pool.submit(() -> signIn(port, name)));
      List<Opened> out = new ArrayList<>();
      for (Future<Opened> f : pending) {
        try {
          out.add(f.get());
        } catch (ExecutionException e) {
          throw new IOException("bench sign-in failed: " + e.getCause().getMessage(), e.getCause());
        }
      }
      return out;
    }
  }

  private static Opened signIn(int port, String username) throws IOException, InterruptedException {
    var cookies = new CookieManager();
    var http = HttpClient.newBuilder().cookieHandler(cookies).connectTimeout(Duration.ofSeconds(10)).build();
    URI session = URI.create("http://127.0.0.1:" + port + "/api/session");
    String guestCsrf = JSON.readTree(http.send(HttpRequest.newBuilder(session).GET().build(),
        HttpResponse.BodyHandlers.ofString()).body()).path("csrfToken").asText();
    String body = JSON.writeValueAsString(Map.of("username", username, "password", PASSWORD));
    for (int attempt = 0; ; attempt++) {
      HttpResponse<String> r = http.send(HttpRequest.newBuilder(session)
          .header("Content-Type", "application/json").header("X-CSRF-Token", guestCsrf)
          .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
      if (r.statusCode() == 503 && attempt < 100) {
        Thread.sleep(50);
        continue;
      }
      if (r.statusCode() != 200) throw new IOException("sign-in of " + username + ": " + r.statusCode() + " " + r.body());
      String csrf = JSON.readTree(r.body()).path("csrfToken").asText();
      String cookie = String.join("; ", cookies.getCookieStore().get(session).stream().map(Object::toString).toList());
      return new Opened(cookie, csrf);
    }
  }

  /** A PHC string as the server's {@code PasswordHasher} writes it, at Argon2id's smallest cost. */
  private static String cheapHash(String password) {
    byte[] salt = "tabuleiro-bench!".getBytes(StandardCharsets.US_ASCII);
    var parameters = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
        .withVersion(Argon2Parameters.ARGON2_VERSION_13)
        .withMemoryAsKB(8).withIterations(1).withParallelism(1).withSalt(salt).build();
    var generator = new Argon2BytesGenerator();
    generator.init(parameters);
    byte[] hash = new byte[32];
    generator.generateBytes(password.getBytes(StandardCharsets.UTF_8), hash);
    Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
    return "$argon2id$v=19$m=8,t=1,p=1$" + b64.encodeToString(salt) + "$" + b64.encodeToString(hash);
  }
}
