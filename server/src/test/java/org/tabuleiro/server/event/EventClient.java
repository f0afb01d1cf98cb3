package org.tabuleiro.server.event;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Map;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.TestServer;

/**
 * An arbiter's (or anyone's) side of the events API over a real socket: the {@link ApiClient}'s cookies and CSRF
 * token, plus the requests it cannot make (a CSV body, an If-Match header).
 */
final class EventClient {
  private static final ObjectMapper JSON = new ObjectMapper();

  final ApiClient api;
  private final HttpClient http;
  private final URI base;

  EventClient(ApiClient api, int port) {
    this.api = api;
    this.base = URI.create("http://127.0.0.1:" + port);
    this.http = HttpClient.newBuilder().cookieHandler(api.cookies()).connectTimeout(Duration.ofSeconds(5)).build();
  }

  /** A new account with the arbiter role, signed in. */
  static EventClient arbiter(TestServer server, String username) {
    ApiClient api = server.client();
    api.register(username, "lua-azul-salta-1");
    var granted = new AccountModule(server.server().database().jdbi(), InstantSource.system()).service().grant(username, Role.ARBITER);
    if (!(granted instanceof org.tabuleiro.server.common.Result.Ok<?>)) throw new AssertionError("grant " + username + ": " + granted);
    return new EventClient(api, server.server().port());
  }

  /** A new plain player account, signed in. */
  static EventClient player(TestServer server, String username) {
    ApiClient api = server.client();
    api.register(username, "lua-azul-salta-1");
    return new EventClient(api, server.server().port());
  }

  /** The same account seen through another server (after a restart): signs in again. */
  EventClient on(TestServer server, String username) {
    ApiClient fresh = server.client();
    var r = fresh.login(username, "lua-azul-salta-1");
    if (r.status() != 200) throw new AssertionError("login " + username + ": " + r.body());
    return new EventClient(fresh, server.server().port());
  }

  long createEvent(Map<String, Object> body) {
    var r = api.post("/api/events", body);
    if (r.status() != 201) throw new AssertionError("create: " + r.status() + " " + r.body());
    return r.json().get("id").asLong();
  }

  ApiClient.Response csv(long event, byte[] body, String contentType) {
    return raw("POST", "/api/events/" + event + "/players", body, Map.of("Content-Type", contentType));
  }

  /**
   * Pairs the next round; a pairing answered as a job (202, a large event or a loaded machine) is followed to its
   * end and given as the round it stored (200) or its refusal, as a request that waited would have been answered.
   */
  ApiClient.Response pair(long event) {
    var r = api.post("/api/events/" + event + "/rounds", null);
    if (r.status() != 202) return r;
    long deadline = System.nanoTime() + Duration.ofMinutes(10).toNanos();
    while (true) {
      var job = api.get("/api/events/" + event + "/pairing");
      JsonNode j = job.json();
      if (job.status() != 200 || j.get("job").asLong() != r.json().get("job").asLong()) {
        throw new AssertionError("pairing job of event " + event + ": " + job.status() + " " + job.body());
      }
      if (j.get("state").asText().equals("done")) {
        return new ApiClient.Response(200, j.get("result").toString(), j.get("result"), job.headers());
      }
      if (j.get("state").asText().equals("failed")) {
        JsonNode error = JSON.createObjectNode().set("error", j.get("error"));
        return new ApiClient.Response(j.get("error").get("status").asInt(), error.toString(), error, job.headers());
      }
      if (System.nanoTime() > deadline) throw new AssertionError("pairing job still running after 10 min: " + job.body());
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }

  ApiClient.Response result(long event, int round, int board, String result) {
    return api.send("PUT", "/api/events/" + event + "/rounds/" + round + "/boards/" + board, Map.of("result", result));
  }

  ApiClient.Response result(long event, int round, int board, String result, int version) {
    return api.send("PUT", "/api/events/" + event + "/rounds/" + round + "/boards/" + board,
        Map.of("result", result, "version", version));
  }

  ApiClient.Response resultIfMatch(long event, int round, int board, String result, String ifMatch) {
    byte[] body = ("{\"result\": \"" + result + "\"}").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    return raw("PUT", "/api/events/" + event + "/rounds/" + round + "/boards/" + board, body,
        Map.of("Content-Type", "application/json", "If-Match", ifMatch));
  }

  ApiClient.Response raw(String method, String path, byte[] body, Map<String, String> headers) {
    if (api.csrfToken() == null) api.get("/api/session");
    var request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(60))
        .method(method, HttpRequest.BodyPublishers.ofByteArray(body));
    headers.forEach(request::header);
    if (api.csrfToken() != null) request.header("X-CSRF-Token", api.csrfToken());
    try {
      HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
      JsonNode json;
      try {
        json = r.body().isBlank() ? MissingNode.getInstance() : JSON.readTree(r.body());
      } catch (IOException e) {
        json = MissingNode.getInstance();
      }
      return new ApiClient.Response(r.statusCode(), r.body(), json, r.headers());
    } catch (IOException e) {
      throw new AssertionError(method + " " + path + ": " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
