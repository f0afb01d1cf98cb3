package org.tabuleiro.server.library;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.function.Supplier;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.TestServer;

/** A signed-in account's side of {@code /api/library} over a real socket, with file uploads. */
final class LibraryClient {
  private static final ObjectMapper JSON = new ObjectMapper();

  final ApiClient api;
  private final HttpClient http;
  private final URI base;

  private LibraryClient(ApiClient api, int port) {
    this.api = api;
    this.base = URI.create("http://127.0.0.1:" + port);
    this.http = HttpClient.newBuilder().cookieHandler(api.cookies()).connectTimeout(Duration.ofSeconds(5)).build();
  }

  static LibraryClient signedIn(TestServer server, String username) {
    ApiClient api = server.client();
    var r = api.register(username, "lua-azul-salta-1");
    if (r.status() != 201) throw new AssertionError("register " + username + ": " + r.body());
    return new LibraryClient(api, server.server().port());
  }

  /** The library as {@code api} (signed in) sees it on the server at {@code port}: a server process of a crash test. */
  static LibraryClient of(ApiClient api, int port) {
    return new LibraryClient(api, port);
  }

  long collection(String name, String game, boolean isPublic) {
    var r = api.post("/api/library/collections", Map.of("name", name, "game", game, "public", isPublic));
    if (r.status() != 201) throw new AssertionError("create collection: " + r.status() + " " + r.body());
    return r.json().get("id").asLong();
  }

  /** Sends the file; returns the answer (202 with the job, or an error). */
  ApiClient.Response upload(long collection, Supplier<java.io.InputStream> body) {
    return upload(collection, body, "application/x-chess-pgn");
  }

  /** Sends the file as {@code contentType}. */
  ApiClient.Response upload(long collection, Supplier<java.io.InputStream> body, String contentType) {
    return send("/api/library/collections/" + collection + "/import", body, contentType);
  }

  /** "Continuar": sends the interrupted job's file again. */
  ApiClient.Response resume(long job, Supplier<java.io.InputStream> body) {
    return send("/api/library/jobs/" + job + "/resume", body, "application/x-chess-pgn");
  }

  private ApiClient.Response send(String path, Supplier<java.io.InputStream> body, String contentType) {
    if (api.csrfToken() == null) api.get("/api/session");
    var request = HttpRequest.newBuilder(base.resolve(path))
        .timeout(Duration.ofMinutes(10))
        .POST(HttpRequest.BodyPublishers.ofInputStream(body))
        .header("Content-Type", contentType)
        .header("X-CSRF-Token", api.csrfToken());
    try {
      HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
      JsonNode json = r.body().isBlank() ? JSON.createObjectNode() : JSON.readTree(r.body());
      return new ApiClient.Response(r.statusCode(), r.body(), json, r.headers());
    } catch (IOException e) {
      throw new AssertionError("upload failed: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  ApiClient.Response upload(long collection, byte[] bytes) {
    return upload(collection, () -> new java.io.ByteArrayInputStream(bytes));
  }

  /** Uploads and waits for the import to finish; returns the job's report. */
  JsonNode importFile(long collection, byte[] bytes) throws InterruptedException {
    var r = upload(collection, bytes);
    if (r.status() != 202) throw new AssertionError("import: " + r.status() + " " + r.body());
    return waitFor(r.json().get("job").asLong());
  }

  /** Polls the job until it has ended or is interrupted; returns its report. */
  JsonNode waitFor(long job) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofMinutes(10).toNanos();
    while (System.nanoTime() < deadline) {
      var j = api.get("/api/library/jobs/" + job);
      if (j.status() != 200) throw new AssertionError("job: " + j.status() + " " + j.body());
      String state = j.json().get("state").asText();
      if (state.equals("done") || state.equals("interrupted")) return j.json();
      Thread.sleep(50);
    }
    throw new AssertionError("the import did not finish");
  }

  /** A server-sent-events answer read line by line as it comes (the body is not waited for whole). */
  HttpResponse<java.util.stream.Stream<String>> stream(String path) {
    var request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofMinutes(2)).GET()
        .header("Accept", "text/event-stream").build();
    try {
      return http.send(request, HttpResponse.BodyHandlers.ofLines());
    } catch (IOException e) {
      throw new AssertionError("stream " + path + ": " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** A POST whose answer is a file (text), not JSON. */
  HttpResponse<String> postForText(String path, String json) {
    if (api.csrfToken() == null) api.get("/api/session");
    var request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofMinutes(1))
        .POST(HttpRequest.BodyPublishers.ofString(json)).header("Content-Type", "application/json")
        .header("X-CSRF-Token", api.csrfToken()).build();
    try {
      return http.send(request, HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new AssertionError("post " + path + ": " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  ApiClient.Response search(String query) {
    return api.get("/api/library/search?" + query);
  }

  ApiClient.Response explorer(long collection, String fen) {
    return api.get("/api/library/explorer?collection=" + collection + (fen == null ? "" : "&fen=" + enc(fen)));
  }

  static String enc(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }
}
