package org.tabuleiro.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.json.JavalinJackson;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

class ApiErrorsTest {
  @Test
  void anUnexpectedExceptionIsA500WithALogIdAndNoStackTrace() throws Exception {
    Javalin app = Javalin.create(c -> {
      c.startup.showJavalinBanner = false;
      c.jsonMapper(new JavalinJackson(Json.mapper(), false));
      ApiErrors.install(c.routes);
      c.routes.get("/boom", ctx -> {
        throw new IllegalStateException("secret internal detail");
      });
    }).start("127.0.0.1", 0);
    try {
      var response = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + "/boom")).build(),
          HttpResponse.BodyHandlers.ofString());
      assertEquals(500, response.statusCode());
      JsonNode error = Json.mapper().readTree(response.body()).get("error");
      assertEquals("internal_error", error.get("code").asText());
      assertTrue(error.get("message").asText().contains(error.get("logId").asText()));
      assertFalse(response.body().contains("secret"), response.body());
      assertFalse(response.body().contains("IllegalStateException"), response.body());
    } finally {
      app.stop();
    }
  }
}
