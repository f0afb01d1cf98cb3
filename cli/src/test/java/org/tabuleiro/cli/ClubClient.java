package org.tabuleiro.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** One browser against a running club server: a cookie jar and the CSRF token of the last answer that carried one. */
final class ClubClient {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final String base;
  private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
  private String csrf;

  ClubClient(String base) {
    this.base = base;
  }

  HttpResponse<String> send(String method, String path, String body, String type) throws Exception {
    if (csrf == null && !method.equals("GET")) send("GET", "/api/session", null, null);
    var request = HttpRequest.newBuilder(URI.create(base + path))
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (type != null) request.header("Content-Type", type);
    if (csrf != null) request.header("X-CSRF-Token", csrf);
    HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    if (r.body().startsWith("{")) {
      JsonNode j = JSON.readTree(r.body());
      if (j.hasNonNull("csrfToken")) csrf = j.get("csrfToken").asText();
    }
    return r;
  }
}
