package org.tabuleiro.server.lichess;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A bare client of /lichess/ with a bearer token (or none), for what chariot would not send: bad input. */
final class LichessHttp {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final URI base;
  private final String token;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  record Response(int status, String body, JsonNode json) {
    String error() {
      return json.path("error").asText(null);
    }
  }

  LichessHttp(int port, String token) {
    this.base = URI.create("http://127.0.0.1:" + port);
    this.token = token;
  }

  Response get(String path) {
    return send("GET", path, null);
  }

  Response post(String path, String form) {
    return send("POST", path, form);
  }

  Response send(String method, String path, String form) {
    try {
      HttpResponse<String> r = http.send(request(method, path, form).build(), HttpResponse.BodyHandlers.ofString());
      return new Response(r.statusCode(), r.body(), parse(r.body()));
    } catch (IOException e) {
      throw new AssertionError(method + " " + path + " failed: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** Opens a stream and returns its status and a reader of its lines (the caller closes it). */
  HttpResponse<InputStream> stream(String path) {
    try {
      return http.send(request("GET", path, null).build(), HttpResponse.BodyHandlers.ofInputStream());
    } catch (IOException e) {
      throw new AssertionError("GET " + path + " failed: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  static BufferedReader lines(HttpResponse<InputStream> r) {
    return new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8));
  }

  /** The next line that is not a keep-alive, as JSON. */
  static JsonNode next(BufferedReader in) throws IOException {
    String line;
    do {
      line = in.readLine();
      if (line == null) throw new AssertionError("the stream ended");
    } while (line.isEmpty());
    return JSON.readTree(line);
  }

  private HttpRequest.Builder request(String method, String path, String form) {
    var b = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(20))
        .method(method, form == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(form));
    if (form != null) b.header("Content-Type", "application/x-www-form-urlencoded");
    if (token != null) b.header("Authorization", "Bearer " + token);
    return b;
  }

  private static JsonNode parse(String body) {
    try {
      return body == null || body.isBlank() ? MissingNode.getInstance() : JSON.readTree(body);
    } catch (IOException e) {
      return MissingNode.getInstance();
    }
  }
}
