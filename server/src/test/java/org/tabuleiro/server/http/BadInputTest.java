package org.tabuleiro.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
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

  /**
   * A Content-Type naming a charset the server does not know, on routes that read a JSON body: 400
   * {@code invalid_charset} in Portuguese (Jetty's own reading of the header threw, a 500); nothing is stored.
   */
  @OnBothDatabases
  void anUnknownCharsetIsA400NeverA500(TestServer server) throws Exception {
    ApiClient c = server.client();
    c.get("/api/session");
    HttpClient http = HttpClient.newBuilder().cookieHandler(c.cookies()).build();
    String body = "{\"username\": \"rita\", \"password\": \"cavalo-azul-salta\"}";
    for (String type : new String[] {"application/json; charset=x-bogus", "application/json;charset=\"\"",
        "application/json; charset=utf-8; charset=nenhum"}) {
      for (String path : new String[] {"/api/accounts", "/api/session"}) {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.server().port() + path))
            .POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", type)
            .header("X-CSRF-Token", c.csrfToken()).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(400, r.statusCode(), type + " " + path + ": " + r.body());
        assertTrue(r.body().contains("\"code\":\"invalid_charset\""), r.body());
        assertTrue(r.body().contains("Conjunto de caracteres desconhecido"), r.body());
      }
    }
    assertEquals(401, c.login("rita", "cavalo-azul-salta").status(), "no account was made");
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
