package org.tabuleiro.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

class HealthAndHomeTest {
  @OnBothDatabases
  void healthSaysTheDatabaseAnswers(TestServer server) {
    var r = server.client().get("/api/health");
    assertEquals(200, r.status());
    assertEquals("ok", r.json().get("status").asText());
    assertEquals("ok", r.json().get("database").asText());
  }

  @OnBothDatabases
  void theHomePageSaysWhatTheClubIsInPortuguese(TestServer server) {
    var r = server.client().get("/");
    assertEquals(200, r.status());
    assertTrue(r.header("Content-Type").startsWith("text/html"), r.header("Content-Type"));
    assertTrue(r.body().contains("xadrez e damas"), r.body());
    assertTrue(r.body().contains("/api/health"));
  }
}
