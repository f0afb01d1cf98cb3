package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * The benchmark, not a timed test: an event of 1,000 players played through eight rounds over HTTP, then
 * round 9 paired, stored and published ({@code POST .../rounds}, end to end) and the standings read. Prints the
 * times. Run alone: {@code ./mvnw -pl tournament,server verify -Dtest=EventScaleTest -Dtabuleiro.excludedGroups=}.
 */
@Tag("slow")
class EventScaleTest {
  private static final int PLAYERS = 1000;

  @OnBothDatabases
  void roundNineOfAThousandPlayers(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Open 1000", "rounds", 9, "timeControl", "15+5", "tiebreaks", "school"));
    Random rnd = new Random(1000);
    StringBuilder csv = new StringBuilder("name;rating;gender;birth_year\n");
    for (int i = 1; i <= PLAYERS; i++) {
      csv.append("Jogador ").append(i).append(';').append(rnd.nextInt(5) == 0 ? "" : 1000 + rnd.nextInt(1500)).append(';')
          .append(rnd.nextBoolean() ? 'F' : 'M').append(';').append(2000 + rnd.nextInt(16)).append('\n');
    }
    assertEquals(200, arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());
    long[] pairMillis = new long[10];
    for (int round = 1; round <= 9; round++) {
      long t0 = System.nanoTime();
      var paired = arbiter.pair(id);
      pairMillis[round] = (System.nanoTime() - t0) / 1_000_000;
      assertEquals(200, paired.status(), paired.body());
      if (round == 9) break;
      for (JsonNode b : paired.json().get("boards")) {
        if (b.get("black").isNull()) continue;
        String result = new String[] {"1-0", "0-1", "1/2-1/2", "1-0", "0-1"}[rnd.nextInt(5)];
        assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), result).status());
      }
    }
    var anyone = server.client();
    for (int warm = 0; warm < 5; warm++) anyone.get("/api/events/" + id + "/standings.tsv");
    int samples = 20;
    long[] fresh = new long[samples], kept = new long[samples];
    JsonNode board = arbiter.api.get("/api/events/" + id + "/rounds/9").json().get("boards").get(0);
    int version = board.get("version").asInt();
    for (int i = 0; i < samples; i++) {
      // a result entered, then the standings: computed anew
      assertEquals(200, arbiter.result(id, 9, 1, i % 2 == 0 ? "1-0" : "0-1", version++).status());
      long t0 = System.nanoTime();
      assertEquals(200, anyone.get("/api/events/" + id + "/standings.tsv").status());
      fresh[i] = (System.nanoTime() - t0) / 1_000_000;
      t0 = System.nanoTime();
      assertEquals(200, anyone.get("/api/events/" + id + "/standings.tsv").status());
      kept[i] = (System.nanoTime() - t0) / 1_000_000;
    }
    System.out.printf("EventScaleTest (%s): %d players; POST rounds, ms by round 1-9: %s; standings.tsv after a result "
            + "(computed) mean %d ms, max %d ms; unchanged (kept) mean %d ms, max %d ms; %d requests each%n",
        server.database().url().startsWith("jdbc:h2") ? "H2" : "PostgreSQL", PLAYERS,
        java.util.Arrays.toString(java.util.Arrays.copyOfRange(pairMillis, 1, 10)),
        java.util.Arrays.stream(fresh).sum() / samples, java.util.Arrays.stream(fresh).max().orElseThrow(),
        java.util.Arrays.stream(kept).sum() / samples, java.util.Arrays.stream(kept).max().orElseThrow(), samples);

    // What the public standings page reads: the version it polls, then the standings as JSON and the crosstable.
    long[] poll = new long[samples], page = new long[samples], pageKept = new long[samples], cross = new long[samples];
    for (int i = 0; i < samples; i++) {
      assertEquals(200, arbiter.result(id, 9, 1, i % 2 == 0 ? "1-0" : "0-1", version++).status());
      long t0 = System.nanoTime();
      assertEquals(200, anyone.get("/api/events/" + id + "/version").status());
      poll[i] = (System.nanoTime() - t0) / 1_000_000;
      t0 = System.nanoTime();
      assertEquals(PLAYERS, anyone.get("/api/events/" + id + "/standings").json().get("rows").size());
      page[i] = (System.nanoTime() - t0) / 1_000_000;
      t0 = System.nanoTime();
      assertEquals(200, anyone.get("/api/events/" + id + "/standings").status());
      pageKept[i] = (System.nanoTime() - t0) / 1_000_000;
      t0 = System.nanoTime();
      assertEquals(200, anyone.get("/api/events/" + id + "/crosstable").status());
      cross[i] = (System.nanoTime() - t0) / 1_000_000;
    }
    System.out.printf("EventScaleTest (%s): the standings page's reads after a result: version mean %d ms (max %d); "
            + "standings JSON (computed) mean %d ms (max %d), kept mean %d ms (max %d); crosstable mean %d ms (max %d)%n",
        server.database().url().startsWith("jdbc:h2") ? "H2" : "PostgreSQL",
        java.util.Arrays.stream(poll).sum() / samples, java.util.Arrays.stream(poll).max().orElseThrow(),
        java.util.Arrays.stream(page).sum() / samples, java.util.Arrays.stream(page).max().orElseThrow(),
        java.util.Arrays.stream(pageKept).sum() / samples, java.util.Arrays.stream(pageKept).max().orElseThrow(),
        java.util.Arrays.stream(cross).sum() / samples, java.util.Arrays.stream(cross).max().orElseThrow());
  }
}
