package org.tabuleiro.server.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

/**
 * One browser talking to the server over a real socket: a cookie jar, and the CSRF token from the last session
 * answer, sent on every state-changing request (fetched from {@code GET /api/session} first if it has none).
 */
public final class ApiClient {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** An answer: status, the body parsed as JSON when it is JSON, and the headers. */
  public record Response(int status, String body, JsonNode json, HttpHeaders headers) {
    public String errorCode() {
      return json.path("error").path("code").asText(null);
    }

    public String header(String name) {
      return headers.firstValue(name).orElse(null);
    }
  }

  private final URI base;
  private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);
  private final HttpClient http;
  private String csrfToken;
  private boolean sendCsrf = true;
  private String forwardedFor;

  ApiClient(int port) {
    this.base = URI.create("http://127.0.0.1:" + port);
    // A burst of connections at once (SeekLimitRaceTest's 50) beyond the listen backlog waits for the kernel's SYN
    // retries (1 s, 3 s, 7 s): on a machine busy with other test JVMs that passed 5 s.
    this.http = HttpClient.newBuilder().cookieHandler(cookies).connectTimeout(Duration.ofSeconds(20)).build();
  }

  /** A browser of whatever answers on the loopback's {@code port} (a load balancer in front of several servers). */
  public static ApiClient on(int port) {
    return new ApiClient(port);
  }

  /** Sends no X-CSRF-Token at all, as a forged cross-site request would. */
  public ApiClient withoutCsrf() {
    sendCsrf = false;
    return this;
  }

  /** Sends {@code X-Forwarded-For: address}, as a proxy would: the client's address when the server trusts it. */
  public ApiClient from(String address) {
    forwardedFor = address;
    return this;
  }

  public void setCsrfToken(String token) {
    csrfToken = token;
  }

  public String csrfToken() {
    return csrfToken;
  }

  public CookieManager cookies() {
    return cookies;
  }

  /** The browser's cookies as a {@code Cookie} header's value (for a socket opened by hand). */
  public String cookieHeader() {
    return String.join("; ", cookies.getCookieStore().getCookies().stream().map(c -> c.getName() + "=" + c.getValue())
        .toList());
  }

  public Response get(String path) {
    return send("GET", path, null);
  }

  public Response post(String path, Object body) {
    return send("POST", path, body);
  }

  public Response patch(String path, Object body) {
    return send("PATCH", path, body);
  }

  public Response delete(String path) {
    return send("DELETE", path, null);
  }

  /** {@code body}: a String is sent as it is, anything else as JSON; null sends no body. */
  public Response send(String method, String path, Object body) {
    boolean unsafe = !method.equals("GET") && !method.equals("HEAD");
    if (unsafe && sendCsrf && csrfToken == null) get("/api/session");
    String text = body == null ? null : body instanceof String s ? s : toJson(body);
    var request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(20))
        .method(method, text == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(text));
    if (text != null) request.header("Content-Type", "application/json");
    if (unsafe && sendCsrf && csrfToken != null) request.header("X-CSRF-Token", csrfToken);
    if (forwardedFor != null) request.header("X-Forwarded-For", forwardedFor);
    try {
      HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
      JsonNode json = parse(r.body());
      if (json.hasNonNull("csrfToken")) csrfToken = json.get("csrfToken").asText();
      return new Response(r.statusCode(), r.body(), json, r.headers());
    } catch (IOException e) {
      throw new AssertionError(method + " " + path + " failed: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** Registers and signs in (the server signs a new account in). */
  public Response register(String username, String password) {
    return post("/api/accounts", Map.of("username", username, "password", password));
  }

  public Response login(String username, String password) {
    return post("/api/session", Map.of("username", username, "password", password));
  }

  private static JsonNode parse(String body) {
    try {
      return body == null || body.isBlank() ? MissingNode.getInstance() : JSON.readTree(body);
    } catch (IOException e) {
      return MissingNode.getInstance();
    }
  }

  private static String toJson(Object body) {
    try {
      return JSON.writeValueAsString(body);
    } catch (IOException e) {
      throw new IllegalArgumentException(e);
    }
  }
}
