package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.chat.ChatLimits;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;

/**
 * The chat's rate limit on a cluster: a player writing in the club's room through two nodes at once (two browsers)
 * gets the room's 3 lines in 5 s in all, not 3 on each node (the nodes count together in Redis; before, each
 * counted its own sockets). The nodes' clocks stand still here, so every line falls in one window.
 */
class ChatRateAcrossNodesTest {
  private static final Duration WAIT = Duration.ofSeconds(5);

  @Test
  void aPlayerWritingThroughTwoNodesGetsTheRoomsLimitInAll() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b")) {
      ApiClient anaOnA = cluster.node(0).client();
      assertEquals(201, anaOnA.register("ana", "lua-azul-salta-1").status());
      ApiClient anaOnB = cluster.node(1).client();
      assertEquals(200, anaOnB.login("ana", "lua-azul-salta-1").status());
      ApiClient bruno = cluster.node(0).client();
      assertEquals(201, bruno.register("bruno", "lua-azul-salta-2").status());
      try (var onA = lobby(cluster, 0, anaOnA); var onB = lobby(cluster, 1, anaOnB);
           var reader = lobby(cluster, 0, bruno)) {
        for (int i = 0; i < 5; i++) {
          onA.send(line("a" + i));
          onB.send(line("b" + i));
        }
        List<String> read = new ArrayList<>();
        JsonNode said;
        while ((said = reader.await("chat", Duration.ofSeconds(3))) != null) read.add(said.path("text").asText());
        assertEquals(ChatLimits.DEFAULT.roomLines(), read.size(), "lines read: " + read);
      }
    }
  }

  private static String line(String text) {
    return "{\"t\":\"chat\",\"room\":\"club\",\"text\":\"" + text + "\"}";
  }

  private static JsonSocket lobby(ClusterNodes cluster, int node, ApiClient browser) {
    JsonSocket s = JsonSocket.open(cluster.node(node).server().port(), "/ws/lobby", browser);
    assertNotNull(s.await("seeks", WAIT), "the lobby's first frame");
    return s;
  }
}
