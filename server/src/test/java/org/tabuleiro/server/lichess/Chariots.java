package org.tabuleiro.server.lichess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import chariot.Client;
import chariot.ClientAuth;
import chariot.model.Fail;
import chariot.model.Many;
import chariot.model.One;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.TestServer;

/** chariot clients of a test server: a token made over our API, then chariot unchanged but for its server URL. */
final class Chariots {
  static final Duration WAIT = Duration.ofSeconds(30);

  private Chariots() {}

  /** Registers {@code name}, makes a token with {@code scopes} on the account page's route, and returns its client. */
  static ClientAuth player(TestServer server, String name, String... scopes) {
    ApiClient browser = server.client();
    assertEquals(201, browser.register(name, "segredo-de-" + name).status());
    var made = browser.post("/api/account/tokens", Map.of("description", "chariot", "scopes", List.of(scopes)));
    assertEquals(201, made.status(), made.body());
    String url = "http://127.0.0.1:" + server.server().port() + "/lichess/";
    return Client.auth(conf -> conf.api(url), made.json().path("token").asText());
  }

  /** A stream's entries read on a thread of their own, into a queue the test waits on. */
  static <T> Listened<T> listen(Many<T> many) {
    assertFalse(many instanceof Fail<T>, () -> "the stream was refused: " + many);
    BlockingQueue<T> queue = new LinkedBlockingQueue<>();
    Thread reader = Thread.ofVirtual().start(() -> {
      try {
        many.stream().forEach(queue::add);
      } catch (java.io.UncheckedIOException e) {
        // the test's server stopped under an open stream: nothing more to read
      }
    });
    return new Listened<>(queue, reader);
  }

  record Listened<T>(BlockingQueue<T> queue, Thread reader) {
    /** The next entry that passes {@code wanted} (the others skipped), or a failure after {@link #WAIT}. */
    <U extends T> U next(Class<U> type, Predicate<U> wanted) {
      long until = System.nanoTime() + WAIT.toNanos();
      try {
        while (true) {
          T t = queue.poll(Math.max(1, until - System.nanoTime()), TimeUnit.NANOSECONDS);
          if (t == null) throw new AssertionError("no " + type.getSimpleName() + " within " + WAIT);
          if (type.isInstance(t) && wanted.test(type.cast(t))) return type.cast(t);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }

    <U extends T> U next(Class<U> type) {
      return next(type, u -> true);
    }
  }

  /** Asserts a chariot call succeeded (a 2xx). */
  static <T> void ok(One<T> result) {
    assertFalse(result instanceof Fail<T>, () -> "refused: " + result);
  }
}
