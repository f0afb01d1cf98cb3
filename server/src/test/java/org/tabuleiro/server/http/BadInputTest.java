package org.tabuleiro.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

class BadInputTest {
  @OnBothDatabases
  void malformedBodiesGetA400NamingTheProblem(TestServer server) {
    ApiClient c = server.client();
    Map<String, String> cases = Map.of(
        "{\"username\": \"ana\", ", "malformed_json",
        "not json at all", "malformed_json",
        "[1, 2, 3]", "expected_object",
        "\"a string\"", "expected_object",
        "{}", "missing_field",
        "{\"username\": \"rita\"}", "missing_field",
        "{\"username\": null, \"password\": \"lua-azul-salta-1\"}", "missing_field",
        "{\"username\": 12345, \"password\": \"lua-azul-salta-1\"}", "invalid_field",
        "{\"username\": [\"rita\"], \"password\": \"lua-azul-salta-1\"}", "invalid_field",
        "{\"username\": \"rita\", \"password\": {\"x\": 1}}", "invalid_field");
    cases.forEach((body, code) -> {
      for (String path : new String[] {"/api/accounts", "/api/session"}) {
        var r = c.post(path, body);
        assertEquals(400, r.status(), path + " " + body + ": " + r.body());
        assertEquals(code, r.errorCode(), path + " " + body);
        assertFalse(r.json().at("/error/message").asText().isBlank());
      }
    });
    assertEquals(400, c.post("/api/accounts", "[".repeat(10_000)).status(), "deep nesting is bad input too");
  }

  @OnBothDatabases
  void aHugeBodyIsRefusedWith413(TestServer server) {
    String huge = "{\"username\": \"" + "a".repeat(200_000) + "\", \"password\": \"lua-azul-salta-1\"}";
    var r = server.client().post("/api/accounts", huge);
    assertEquals(413, r.status(), r.body());
    assertEquals("content_too_large", r.errorCode());
  }

  @OnBothDatabases
  void unknownRoutesAndMethodsAnswerInJson(TestServer server) {
    var r = server.client().get("/api/nada");
    assertEquals(404, r.status());
    assertEquals("not_found", r.errorCode());
    var put = server.client().send("PUT", "/api/me", "{}");
    assertTrue(put.status() == 404 || put.status() == 405, put.body());
    assertTrue(put.errorCode() != null, put.body());
  }
}
