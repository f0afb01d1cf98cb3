package org.tabuleiro.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.tabuleiro.server.admin.AdminEndpoint;

/**
 * {@code ./tabuleiro admin} through the server that runs on the data folder: its loopback admin routes, found with
 * their secret in {@code DATA/admin-endpoint.properties} ({@link AdminEndpoint}). An H2 file is held by the running
 * server, so this is the only way to it then; on PostgreSQL it keeps one writer and one admin log too.
 */
final class AdminThroughServer {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The server's answer: its status and JSON body. */
  record Reply(int status, JsonNode json) {
    String errorMessage() {
      return json.path("error").path("message").asText("HTTP " + status);
    }
  }

  private final AdminEndpoint endpoint;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  AdminThroughServer(AdminEndpoint endpoint) {
    this.endpoint = endpoint;
  }

  String url() {
    return endpoint.url().toString();
  }

  /**
   * POSTs {@code body} to {@code /api/local/admin/ACTION}; empty when no server answers there (it stopped without
   * removing its file: killed, or the machine went down).
   */
  Optional<Reply> post(String action, Map<String, String> body) {
    try {
      HttpRequest request = HttpRequest.newBuilder(endpoint.url().resolve("/api/local/admin/" + action))
          .timeout(Duration.ofSeconds(60))
          .header("Content-Type", "application/json")
          .header(AdminEndpoint.HEADER, endpoint.secret())
          .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)))
          .build();
      HttpResponse<String> answer = http.send(request, HttpResponse.BodyHandlers.ofString());
      JsonNode json;
      try {
        json = JSON.readTree(answer.body().isEmpty() ? "{}" : answer.body());
      } catch (IOException e) {
        json = JSON.createObjectNode();
      }
      return Optional.of(new Reply(answer.statusCode(), json));
    } catch (ConnectException | HttpConnectTimeoutException e) {
      return Optional.empty();
    } catch (IOException e) {
      throw new IllegalStateException("o servidor em " + url() + " não respondeu: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrompido", e);
    }
  }
}
