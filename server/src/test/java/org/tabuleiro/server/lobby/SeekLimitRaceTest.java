package org.tabuleiro.server.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.AtOnce;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * The limit of open seeks (3 a player) under 50 posts at once from one player: the count and the add are one step,
 * so posts racing past the count never leave more open (before, the count and the add were apart, with the
 * player's rating read between them: an outside probe left 4 open).
 */
public class SeekLimitRaceTest {
  public static final int POSTS = 50;

  /**
   * On PostgreSQL the rating read between the old count and add parks the request, and the race showed (up to 40
   * open); on H2 in memory it does not park, so both forms held there: the test runs on both.
   */
  @OnBothDatabases
  void fiftyPostsAtOnceNeverLeaveMoreThanTheLimitOpen(TestServer server) {
    ApiClient ana = server.client();
    assertEquals(201, ana.register("ana", "lua-azul-salta-1").status());
    List<Integer> answers = postAtOnce(List.of(ana), POSTS);
    assertWithinLimit(answers, ana.get("/api/seeks").json().path("seeks"));
  }

  /** Posts {@code n} seeks at once, the i-th through {@code clients[i % size]}; their statuses, in order. */
  public static List<Integer> postAtOnce(List<ApiClient> clients, int n) {
    // Each its own clock: a player's own seeks never pair anyway.
    return AtOnce.run(n, i -> clients.get(i % clients.size()).post("/api/seeks", Map.of("timeControl", (1 + i) + "+0"))
        .status());
  }

  public static void assertWithinLimit(List<Integer> answers, com.fasterxml.jackson.databind.JsonNode open) {
    long made = answers.stream().filter(s -> s == 201).count();
    long refused = answers.stream().filter(s -> s == 409).count();
    assertEquals(answers.size(), made + refused, "every post answered 201 or 409: " + answers);
    assertTrue(made <= LobbyService.MAX_SEEKS_PER_PLAYER, made + " posts made a seek: " + answers);
    assertEquals(LobbyService.MAX_SEEKS_PER_PLAYER, open.size(), "the lobby holds the limit: " + open);
    assertEquals(made, open.size(), "and what was answered 201: " + open);
  }
}
