package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * The reads of the public pages: the standings as JSON (the same rows as {@code standings.tsv}, every tiebreak
 * named), the crosstable's running scores against this test's own tally, a player's card, the age groups' counts,
 * and the version a page polls (it moves with every change; 304 while it does not).
 */
class EventViewRoutesTest {
  @OnBothDatabases
  void standingsCrosstableAndCardFollowTheResults(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Escolar de Tomar", "rounds", 4, "timeControl", "15+5",
        "tiebreaks", "school", "season", 2026, "ratingUsed", "none"));
    ApiClient anyone = server.client();
    StringBuilder csv = new StringBuilder("name;gender;birth_year;club\n");
    for (int i = 0; i < 21; i++) {
      csv.append("Aluno ").append((char) ('A' + i)).append(" Conceição;").append(i % 2 == 0 ? "F" : "M").append(';')
          .append(2012 + i % 4).append(";EB ").append(i % 3 == 0 ? "Tomar" : "Leiria").append('\n');
    }
    assertEquals(200, arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());

    var v0 = anyone.get("/api/events/" + id + "/version");
    assertEquals(200, v0.status(), v0.body());
    long version = v0.json().get("version").asLong();
    assertEquals("\"" + version + "\"", v0.header("ETag"));
    var unchanged = arbiter.raw("GET", "/api/events/" + id + "/version", new byte[0], Map.of("If-None-Match", "\"" + version + "\""));
    assertEquals(304, unchanged.status());

    Random rnd = new Random(18);
    Map<Integer, List<Double>> tally = new HashMap<>();
    for (int round = 1; round <= 3; round++) {
      var paired = arbiter.pair(id);
      assertEquals(200, paired.status(), paired.body());
      for (JsonNode b : paired.json().get("boards")) {
        int white = b.get("white").asInt();
        if (b.get("black").isNull()) {
          tally.computeIfAbsent(white, k -> new ArrayList<>()).add(1.0);
          continue;
        }
        int black = b.get("black").asInt();
        String result = new String[] {"1-0", "0-1", "1/2-1/2", "+-"}[rnd.nextInt(4)];
        assertEquals(200, arbiter.result(id, round, b.get("board").asInt(), result).status());
        double w = result.equals("0-1") ? 0 : result.startsWith("1/2") ? 0.5 : 1;
        tally.computeIfAbsent(white, k -> new ArrayList<>()).add(w);
        tally.computeIfAbsent(black, k -> new ArrayList<>()).add(1 - w);
      }
      long now = anyone.get("/api/events/" + id + "/version").json().get("version").asLong();
      assertNotEquals(version, now, "a round and its results change the version");
      version = now;
    }

    // The standings as JSON are the TSV's rows, whole and per age group and gender.
    for (String filter : List.of("", "?gender=F", "?category=Iniciados", "?category=infantis&gender=M")) {
      var json = anyone.get("/api/events/" + id + "/standings" + filter);
      assertEquals(200, json.status(), json.body());
      String[] tsv = anyone.get("/api/events/" + id + "/standings.tsv" + filter).body().split("\n");
      JsonNode rows = json.json().get("rows");
      assertEquals(tsv.length - 1, rows.size(), filter);
      assertEquals("rank\tstart_no\tname\tpoints\tDE\tBH-C1\tBH\tSB\tWIN", tsv[0]);
      for (int i = 0; i < rows.size(); i++) {
        JsonNode r = rows.get(i);
        List<String> cells = new ArrayList<>(List.of(r.get("rank").asText(), r.get("startNo").asText(), r.get("name").asText(),
            r.get("points").asText()));
        r.get("values").forEach(v -> cells.add(v.isNull() ? "" : v.asText()));
        assertEquals(tsv[i + 1], String.join("\t", cells), filter + " row " + (i + 1));
      }
    }
    JsonNode tiebreaks = anyone.get("/api/events/" + id + "/standings").json().get("tiebreaks");
    assertEquals("BH-C1", tiebreaks.get(1).get("code").asText());
    assertEquals("Buchholz (soma dos pontos dos adversários), corte 1 (sem a menor contribuição)", tiebreaks.get(1).get("name").asText());
    assertEquals("Confronto direto (pontos feitos contra os empatados)", tiebreaks.get(0).get("name").asText());
    for (JsonNode tb : tiebreaks) assertEquals("higher", tb.get("better").asText(), tb.get("code").asText()); // DE too
    assertEquals("Iniciados", anyone.get("/api/events/" + id + "/standings?category=iniciados").json().get("category").asText());
    assertEquals("invalid_category", anyone.get("/api/events/" + id + "/standings?category=Veteranos").errorCode());
    assertEquals("invalid_gender", anyone.get("/api/events/" + id + "/standings?gender=X").errorCode());

    // The crosstable's running scores are the tally's; each game is seen from both sides.
    JsonNode cross = anyone.get("/api/events/" + id + "/crosstable").json();
    assertEquals(3, cross.get("round").asInt());
    assertTrue(cross.get("complete").asBoolean());
    Map<Integer, JsonNode> byNo = new HashMap<>();
    for (JsonNode p : cross.get("players")) byNo.put(p.get("startNo").asInt(), p);
    assertEquals(21, byNo.size());
    for (var en : tally.entrySet()) {
      JsonNode rounds = byNo.get(en.getKey()).get("rounds");
      double total = 0;
      for (int r = 0; r < 3; r++) {
        total += en.getValue().get(r);
        assertEquals(en.getValue().get(r), rounds.get(r).get("score").asDouble(), "player " + en.getKey() + " round " + (r + 1));
        assertEquals(total, rounds.get(r).get("points").asDouble());
        JsonNode opp = rounds.get(r).get("opponent");
        if (!opp.isNull()) {
          JsonNode back = byNo.get(opp.asInt()).get("rounds").get(r);
          assertEquals(en.getKey(), back.get("opponent").asInt());
          assertEquals(rounds.get(r).get("board"), back.get("board"));
          assertNotEquals(rounds.get(r).get("color").asText(), back.get("color").asText());
        } else {
          assertEquals("U", rounds.get(r).get("result").asText());
        }
      }
      assertEquals(total, Double.parseDouble(byNo.get(en.getKey()).get("points").asText()));
    }

    // A round paired without results: the crosstable shows the games pending.
    assertEquals(200, arbiter.pair(id).status());
    cross = anyone.get("/api/events/" + id + "/crosstable").json();
    assertEquals(4, cross.get("round").asInt());
    assertTrue(!cross.get("complete").asBoolean());
    JsonNode someone = cross.get("players").get(0).get("rounds").get(3);
    assertTrue(someone.get("result").isNull() || someone.get("result").asText().equals("U"), someone.toString());

    // An adjourned game is "*" with no point yet; a game both lost is 0 for both, told from 0-1 by "game".
    JsonNode round4 = arbiter.api.get("/api/events/" + id + "/rounds/4").json().get("boards");
    List<Integer> games4 = new ArrayList<>();
    for (JsonNode b : round4) if (!b.get("black").isNull()) games4.add(b.get("board").asInt());
    assertEquals(200, arbiter.result(id, 4, games4.get(0), "*").status());
    assertEquals(200, arbiter.result(id, 4, games4.get(1), "0-0").status());
    for (JsonNode b : round4) {
      if (b.get("black").isNull() || b.get("board").asInt() > games4.get(1)) continue;
      boolean adjourned = b.get("board").asInt() == games4.get(0);
      for (String side : List.of("white", "black")) {
        JsonNode p = null;
        for (JsonNode q : anyone.get("/api/events/" + id + "/crosstable").json().get("players")) {
          if (q.get("startNo").asInt() == b.get(side).asInt()) p = q;
        }
        JsonNode e = p.get("rounds").get(3);
        assertEquals(adjourned ? "*" : "0", e.get("result").asText(), side + " of board " + b.get("board"));
        assertEquals(adjourned ? "*" : "0-0", e.get("game").asText());
        assertEquals(0.0, e.get("score").asDouble());
      }
    }
    assertTrue(!anyone.get("/api/events/" + id + "/crosstable").json().get("complete").asBoolean());

    // The card of the leader: the opponents by name with their points now.
    JsonNode leader = cross.get("players").get(0);
    int no = leader.get("startNo").asInt();
    var card = anyone.get("/api/events/" + id + "/players/" + no + "/card");
    assertEquals(200, card.status(), card.body());
    assertEquals(leader.get("name").asText(), card.json().get("player").get("name").asText());
    assertEquals(1, card.json().get("player").get("rank").asInt());
    for (int r = 0; r < 3; r++) {
      JsonNode e = card.json().get("rounds").get(r);
      JsonNode opp = leader.get("rounds").get(r).get("opponent");
      if (opp.isNull()) assertTrue(e.get("opponent").isNull());
      else {
        assertEquals(opp.asInt(), e.get("opponent").get("startNo").asInt());
        assertEquals(byNo.get(opp.asInt()).get("name").asText(), e.get("opponent").get("name").asText());
      }
    }
    assertTrue(card.json().get("player").get("categories").size() >= 1);
    assertEquals("player_not_found", anyone.get("/api/events/" + id + "/players/99/card").errorCode());

    // Age groups with their counts per gender.
    JsonNode cats = anyone.get("/api/events/" + id + "/categories").json();
    assertEquals(2026, cats.get("season").asInt());
    int iniciados = 0, f = 0;
    for (JsonNode c : cats.get("categories")) {
      if (c.get("name").asText().equals("Iniciados")) {
        iniciados = c.get("players").asInt();
        f = c.get("F").asInt();
      }
    }
    assertEquals(anyone.get("/api/events/" + id + "/standings?category=Iniciados").json().get("rows").size(), iniciados);
    assertEquals(anyone.get("/api/events/" + id + "/standings?category=Iniciados&gender=F").json().get("rows").size(), f);

    // Unpublished: nobody but its arbiters reads it.
    assertEquals(200, arbiter.api.patch("/api/events/" + id, Map.of("published", false)).status());
    for (String path : List.of("version", "standings", "crosstable", "categories", "players/" + no + "/card")) {
      assertEquals("event_not_found", anyone.get("/api/events/" + id + "/" + path).errorCode(), path);
      assertEquals(200, arbiter.api.get("/api/events/" + id + "/" + path).status(), path);
    }
    assertNull(anyone.get("/api/events/" + id + "/version").json().get("version"));
  }
}
