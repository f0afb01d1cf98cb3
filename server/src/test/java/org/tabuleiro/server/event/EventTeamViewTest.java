package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** A team event's table as JSON for its public page: standings.tsv's rows, every team tiebreak named. */
class EventTeamViewTest {
  @OnBothDatabases
  void theTeamStandingsAreTheTsvRowsWithEveryTiebreakNamed(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Escolas por equipas", "system", "team-swiss", "rounds", 3,
        "timeControl", "15+5", "boards", 2, "matchPoints", "3/2/1/0", "tiebreaks", List.of("GP", "DE", "BSV", "BC", "EMGSB-C1", "BH")));
    StringBuilder csv = new StringBuilder("name;team\n");
    for (int t = 1; t <= 5; t++) {
      // the fifth team's name is longer than record 310's 32 characters
      String team = t == 5 ? "Escola Secundária Nossa Senhora da Conceição" : "Escola " + t;
      for (int b = 1; b <= 2; b++) csv.append("Aluno ").append(t).append('-').append(b).append(';').append(team).append('\n');
    }
    assertEquals(200, arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());
    Random rnd = new Random(7);
    for (int round = 1; round <= 3; round++) {
      var paired = arbiter.pair(id);
      assertEquals(200, paired.status(), paired.body());
      for (JsonNode b : paired.json().get("boards")) {
        if (b.get("black").isNull()) continue;
        assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), new String[] {"1-0", "0-1", "1/2-1/2"}[rnd.nextInt(3)]).status());
      }
    }
    ApiClient anyone = server.client();
    var json = anyone.get("/api/events/" + id + "/team-standings");
    assertEquals(200, json.status(), json.body());
    String[] tsv = anyone.get("/api/events/" + id + "/standings.tsv").body().split("\n");
    assertEquals("rank\tteam_no\tname\tmatch_points\tgame_points\tGP\tDE\tBSV\tBC\tEMGSB-C1\tBH", tsv[0]);
    JsonNode rows = json.json().get("rows");
    assertEquals(5, rows.size());
    for (int i = 0; i < rows.size(); i++) {
      JsonNode r = rows.get(i);
      List<String> cells = new ArrayList<>(List.of(r.get("rank").asText(), r.get("team").asText(), r.get("name").asText(),
          r.get("matchPoints").asText(), r.get("gamePoints").asText()));
      r.get("values").forEach(v -> cells.add(v.isNull() ? "" : v.asText()));
      String[] want = tsv[i + 1].split("\t");
      if (r.get("team").asInt() == 5) {
        assertEquals("Escola Secundária Nossa Senhora da Conceição", r.get("name").asText());  // registered, not cut
        assertTrue(r.get("name").asText().startsWith(want[2]) && want[2].length() < r.get("name").asText().length(), want[2]);
        want[2] = r.get("name").asText();
      }
      assertEquals(String.join("\t", want), String.join("\t", cells));
    }
    JsonNode names = json.json().get("tiebreaks");
    assertEquals("Pontos de jogo (soma das partidas)", names.get(0).get("name").asText());
    assertEquals("Contagem de Berlim (os primeiros tabuleiros valem mais)", names.get(2).get("name").asText());
    assertEquals("Sonneborn-Berger estendido: pontos de match do adversário × pontos de jogo feitos, corte 1 (sem a menor contribuição)",
        names.get(4).get("name").asText());
    assertEquals("Buchholz (soma dos pontos dos adversários), sobre os matches", names.get(5).get("name").asText());
    // each column says which way is better: only BC, a sum of board numbers, is lower-better; DE shows points
    List<String> better = new ArrayList<>();
    names.forEach(n -> better.add(n.get("better").asText()));
    assertEquals(List.of("higher", "higher", "higher", "lower", "higher", "higher"), better);
    assertEquals("Confronto direto (pontos feitos contra os empatados), sobre os matches", names.get(1).get("name").asText());

    long individual = arbiter.createEvent(Map.of("name", "Individual", "rounds", 3, "timeControl", "15+5"));
    assertEquals("not_team_event", anyone.get("/api/events/" + individual + "/team-standings").errorCode());
  }
}
