package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.RawWebSocket;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * A page of another site cannot open the club's sockets with the visitor's cookies: a WebSocket upgrade whose
 * {@code Origin} is not the club's own (the {@code Host} it is asked at, or one configured for a reverse proxy) is
 * refused with 403. A client that sends no {@code Origin} (not a browser) is let in, as a cookie-less visitor would.
 */
class SocketOriginTest {
  private static RawWebSocket.Answer upgrade(TestServer server, String path, String origin) throws IOException {
    var answer = RawWebSocket.open(null, server.server().port(), path,
        origin == null ? Map.of() : Map.of("Origin", origin));
    if (answer.socket() != null) answer.socket().close();
    return answer;
  }

  @OnBothDatabases
  void aCrossOriginUpgradeIsRefusedAndASameOriginOneWorks(TestServer server) throws IOException {
    String self = "http://127.0.0.1:" + server.server().port();
    for (String path : List.of("/ws/lobby", "/ws/game/1")) {
      var foreign = upgrade(server, path, "https://evil.example");
      assertEquals(403, foreign.status(), path + ": " + foreign);
      assertTrue(foreign.body().contains("\"origin_not_allowed\""), foreign.body());
      assertEquals(403, upgrade(server, path, "http://localhost:" + server.server().port()).status(),
          "another name of the same machine is another origin");
      assertEquals(403, upgrade(server, path, "null").status(), "an opaque origin (a sandboxed frame)");
      assertEquals(403, upgrade(server, path, "http://127.0.0.1:1").status(), "another port is another origin");

      assertEquals(101, upgrade(server, path, self).status(), path + " from the club's own page");
      assertEquals(101, upgrade(server, path, self.toUpperCase()).status(), "origins compare without case");
      assertEquals(101, upgrade(server, path, null).status(), path + " from a client that is not a browser");
    }
  }

  @OnBothDatabases
  void aReverseProxysOriginIsAllowedWhenConfigured(TestDatabase.Fresh db) throws IOException {
    var config = TestServer.config(db.config()).withAllowedOrigins(List.of("https://xadrez.clube.pt"));
    try (TestServer server = TestServer.start(config)) {
      assertEquals(101, upgrade(server, "/ws/lobby", "https://xadrez.clube.pt").status());
      assertEquals(101, upgrade(server, "/ws/lobby", "https://xadrez.clube.pt:443").status(), "the default port");
      assertEquals(403, upgrade(server, "/ws/lobby", "http://xadrez.clube.pt").status(), "another scheme");
      assertEquals(403, upgrade(server, "/ws/lobby", "https://outro.clube.pt").status());
      assertEquals(101, upgrade(server, "/ws/lobby", "http://127.0.0.1:" + server.server().port()).status(),
          "the Host it is asked at stays allowed");
    }
  }
}
