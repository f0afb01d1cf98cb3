package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * The benchmark of pairing jobs, not a timed test: rounds 1 and 2 of a 500- and a 2,000-player Swiss paired as jobs
 * (every {@code POST .../rounds} a 202, followed through {@code GET .../pairing}), printing each job's wall and
 * processor time as the job reports them, with the load average. Run: {@code ./mvnw -B -o -pl server -am test
 * -Dtest=EventPairingJobBench -Dtabuleiro.pairingBench=true -Dtabuleiro.excludedGroups=
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("slow")
class EventPairingJobBench {
  @OnBothDatabases
  void pairingJobsOf500And2000Players(TestServer server) throws Exception {
    Assumptions.assumeTrue(Boolean.getBoolean("tabuleiro.pairingBench"), "-Dtabuleiro.pairingBench=true runs it");
    System.setProperty("tabuleiro.pairInlineMillis", "0");
    try {
      EventClient arbiter = EventClient.arbiter(server, "arbitra");
      for (int players : new int[] {500, 2000}) {
        long id = arbiter.createEvent(Map.of("name", "Open " + players, "rounds", 7, "timeControl", "15+5", "tiebreaks", "school"));
        Random rnd = new Random(players);
        StringBuilder csv = new StringBuilder("name;rating\n");
        for (int i = 1; i <= players; i++) csv.append("Jogador ").append(i).append(';').append(rnd.nextInt(5) == 0 ? "" : 1000 + rnd.nextInt(1500)).append('\n');
        assertEquals(200, arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());
        for (int round = 1; round <= 2; round++) {
          String load = Files.readString(Path.of("/proc/loadavg")).trim();
          var paired = arbiter.pair(id);
          assertEquals(200, paired.status(), paired.body());
          JsonNode job = arbiter.api.get("/api/events/" + id + "/pairing").json();
          System.out.printf("EventPairingJobBench (%s): %d players, round %d: job wall %d ms, cpu %d ms; loadavg before %s%n",
              server.database().url().startsWith("jdbc:h2") ? "H2" : "PostgreSQL", players, round,
              job.get("elapsedMs").asLong(), job.get("cpuMs").asLong(), load);
          if (round == 2) break;
          for (JsonNode b : paired.json().get("boards")) {
            if (b.get("black").isNull()) continue;
            String result = new String[] {"1-0", "0-1", "1/2-1/2", "1-0", "0-1"}[rnd.nextInt(5)];
            assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), result).status());
          }
        }
      }
    } finally {
      System.clearProperty("tabuleiro.pairInlineMillis");
    }
  }
}
