package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * Standings and exports are kept until the event changes, and a change made through another server process on the
 * same database is seen at once (the audit log's last id is the event's version).
 */
class EventStandingsCacheTest {
  @OnBothDatabases
  void aResultEnteredOnAnotherServerShowsInTheNextStandings(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Dois servidores", "rounds", 3, "timeControl", "15+5"));
    assertEquals(200, arbiter.csv(id, "name;rating\nA;2000\nB;1900\nC;1800\nD;1700\n".getBytes(StandardCharsets.UTF_8), "text/csv").status());
    assertEquals(200, arbiter.pair(id).status());
    String path = "/api/events/" + id + "/standings.tsv";
    String before = server.client().get(path).body();
    assertEquals(before, server.client().get(path).body());
    String exportBefore = server.client().get("/api/events/" + id + "/export.trf").body();

    try (TestServer other = TestServer.start(server.database())) {
      EventClient there = arbiter.on(other, "arbitra");
      assertEquals(200, there.result(id, 1, 1, "0-1").status());
      assertEquals(other.client().get(path).body(), server.client().get(path).body(), "both servers answer the same");
    }
    String after = server.client().get(path).body();
    assertNotEquals(before, after, "the result counts at once");
    assertEquals(EventRunTest.cliStandingsUnchecked(server.client().get("/api/events/" + id + "/export.trf").body(), "DE,BH-C1,BH,SB,WIN"), after);
    assertNotEquals(exportBefore, server.client().get("/api/events/" + id + "/export.trf").body());
    assertEquals(200, server.client().get(path + "?gender=F").status());
  }
}
