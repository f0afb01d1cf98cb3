package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;
import org.tabuleiro.server.testing.TestServer;

/**
 * Players of an event played in the club, each a browser with its feed open ({@code /ws/me}, where
 * {@code eventGame} notices come) and the game sockets it opens to play.
 */
final class OnlinePlayers implements AutoCloseable {
  static final Duration WAIT = Duration.ofSeconds(20);

  record Player(String username, EventClient client, JsonSocket lobby) {}

  private final int port;
  final Map<String, Player> byName = new HashMap<>();

  OnlinePlayers(int port) {
    this.port = port;
  }

  /** Signs up {@code username}, opens their feed and joins the event. */
  Player join(TestServer server, long eventId, String username) {
    EventClient c = EventClient.player(server, username);
    JsonSocket lobby = JsonSocket.open(port, "/ws/me", c.api);
    assertNotNull(lobby.await("notifications", WAIT), "the feed's first frame");
    var joined = c.api.post("/api/events/" + eventId + "/join", null);
    assertEquals(201, joined.status(), joined.body());
    Player p = new Player(username, c, lobby);
    byName.put(username, p);
    return p;
  }

  /** The player's next {@code eventGame} notice of round {@code round}. */
  static JsonNode notice(Player p, int round) {
    JsonNode n = p.lobby().await(f -> f.path("t").asText().equals("notification")
        && f.path("notification").path("type").asText().equals("eventGame")
        && f.path("notification").path("round").asInt() == round, WAIT);
    assertNotNull(n, p.username() + " was not told of their game of round " + round);
    return n.path("notification");
  }

  /**
   * Plays {@code moves} on the game's sockets of both players (each acknowledged), then, when {@code resigning} is
   * {@code "white"} or {@code "black"}, that side resigns. Returns the last {@code event} frame seen by White.
   */
  JsonNode play(long gameId, ApiClient white, ApiClient black, List<String> moves, String resigning) {
    try (JsonSocket w = JsonSocket.open(port, "/ws/game/" + gameId, white);
         JsonSocket b = JsonSocket.open(port, "/ws/game/" + gameId, black)) {
      JsonNode state = w.await("state", WAIT);
      assertNotNull(state, "White's state frame");
      assertEquals("white", state.path("you").asText(), state.toString());
      assertNotNull(b.await("state", WAIT), "Black's state frame");
      for (int i = 0; i < moves.size(); i++) {
        JsonSocket mover = i % 2 == 0 ? w : b;
        mover.send("{\"t\":\"move\",\"move\":\"" + moves.get(i) + "\",\"id\":" + i + "}");
        JsonNode answer = mover.await(f -> f.path("t").asText().equals("ack") || f.path("t").asText().equals("error"), WAIT);
        assertNotNull(answer, "no answer to move " + moves.get(i));
        assertEquals("ack", answer.path("t").asText(), answer.toString());
      }
      if (resigning != null) {
        JsonSocket quitter = resigning.equals("white") ? w : b;
        quitter.send("{\"t\":\"resign\",\"id\":99}");
        JsonNode answer = quitter.await(f -> f.path("t").asText().equals("ack") || f.path("t").asText().equals("error"), WAIT);
        assertNotNull(answer, "no answer to the resignation");
        assertEquals("ack", answer.path("t").asText(), answer.toString());
      }
      return state;
    }
  }

  @Override
  public void close() {
    byName.values().forEach(p -> p.lobby().close());
  }
}
