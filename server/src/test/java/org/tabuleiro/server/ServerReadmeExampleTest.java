package org.tabuleiro.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;

/** The example of server/README.md, as written there: a server on an H2 file, at a free port, answering. */
class ServerReadmeExampleTest {
  @Test
  void theReadmeExampleStartsAServerThatAnswers(@TempDir Path dir) throws Exception {
    String url;
    try (var server = TabuleiroServer.start(ServerConfig.forTests(DatabaseConfig.h2File(dir), dir))) {
      url = server.url();   // http://127.0.0.1:<free port>
      assertTrue(url.matches("http://127\\.0\\.0\\.1:\\d+"), url);
      var health = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url + "/api/health")).build(),
          HttpResponse.BodyHandlers.ofString());
      assertEquals(200, health.statusCode(), health.body());
    }
  }
}
