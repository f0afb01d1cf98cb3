package org.tabuleiro.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * An archive page costs the same at the start of a long archive and deep in it (V4's indexes and keyset pages):
 * 20,000 games of one player among 60,000, pages read through HTTP. Prints the times; the plan must use the
 * per-colour indexes. Run alone for figures: {@code -Dtest=ArchiveScaleTest}.
 */
class ArchiveScaleTest {
  private static final int PLAYER_GAMES = 20_000, OTHER_GAMES = 40_000;

  @OnBothDatabases
  void aPageDeepInALongArchiveIsAsCheapAsTheFirst(TestServer server) {
    ApiClient ana = server.client();
    long a = PlayerArchiveTest.id(ana, "ana");
    long b = PlayerArchiveTest.id(server.client(), "bruno");
    long c = PlayerArchiveTest.id(server.client(), "carla");
    Jdbi jdbi = server.server().database().jdbi();
    insert(jdbi, a, b, c);

    JsonNode first = ana.get("/api/players/ana/games?limit=30").json();
    assertEquals(30, first.path("games").size());
    long oldest = jdbi.withHandle(h -> h.createQuery("SELECT MIN(id) FROM games WHERE white_id = :a OR black_id = :a")
        .bind("a", a).mapTo(Long.class).one());
    String deep = "/api/players/ana/games?limit=30&before=" + (oldest + 100);
    String filtered = "/api/players/ana/games?limit=30&game=brazilian&result=loss&opponent=carla";
    for (int warm = 0; warm < 20; warm++) {
      ana.get("/api/players/ana/games?limit=30");
      ana.get(deep);
      ana.get(filtered);
    }
    double firstMs = millis(ana, "/api/players/ana/games?limit=30");
    double deepMs = millis(ana, deep);
    double filteredMs = millis(ana, filtered);
    System.out.printf("archive of %,d games (%,d in all) on %s: first page %.1f ms, deep page %.1f ms, filtered %.1f ms%n",
        PLAYER_GAMES, PLAYER_GAMES + OTHER_GAMES, server.database().isH2() ? "H2" : "PostgreSQL",
        firstMs, deepMs, filteredMs);
    assertTrue(ana.get(deep).json().path("games").size() > 0);
    assertTrue(ana.get(filtered).json().path("games").size() > 0);
    // Generous: the machine running the tests is shared; a page that read the whole archive would take seconds.
    assertTrue(deepMs < 1000 && firstMs < 1000 && filteredMs < 1000, "pages must stay fast: " + firstMs + " / "
        + deepMs + " / " + filteredMs + " ms");
    {
      java.util.List<String> lines = jdbi.withHandle(h -> h.createQuery(
          "EXPLAIN SELECT id FROM games WHERE white_id = :a AND id < :b ORDER BY id DESC FETCH FIRST 31 ROWS ONLY")
          .bind("a", a).bind("b", oldest + 5000).mapTo(String.class).list());
      String plan = String.join("\n", lines);
      assertTrue(plan.toLowerCase(java.util.Locale.ROOT).contains("games_white_archive"), plan);
    }
  }

  /** Rows only (no event logs): the listing reads the rows; the plies come out 0. */
  private static void insert(Jdbi jdbi, long a, long b, long c) {
    Instant t = Instant.parse("2025-01-01T00:00:00Z");
    String[] variants = {"chess", "international", "brazilian"};
    String[] outcomes = {"white_wins", "black_wins", "draw"};
    jdbi.useTransaction(h -> {
      var batch = h.prepareBatch("""
          INSERT INTO games (variant, time_control, rated, clock_start, white_id, black_id, status, outcome,
                             termination, created_at, ended_at)
          VALUES (:variant, '5+3', :rated, 'first_move', :white, :black, 'ended', :outcome, 'resignation', :at, :at)""");
      for (int i = 0; i < PLAYER_GAMES + OTHER_GAMES; i++) {
        boolean anas = i % 3 == 0;  // ana's games spread through the table, as in a club
        long opponent = i % 2 == 0 ? b : c;
        long white = anas ? (i % 2 == 0 ? a : opponent) : (i % 2 == 0 ? b : c);
        long black = anas ? (i % 2 == 0 ? opponent : a) : (i % 2 == 0 ? c : b);
        batch.bind("variant", variants[i % 3 == 0 ? (i / 3) % 3 : i % 3]).bind("rated", i % 4 != 0)
            .bind("white", white).bind("black", black).bind("outcome", outcomes[(i / 7) % 3])
            .bind("at", t.plusSeconds(60L * i)).add();
        if (i % 5000 == 4999) batch.execute();
      }
    });
  }

  private static double millis(ApiClient client, String path) {
    int runs = 20;
    long start = System.nanoTime();
    for (int i = 0; i < runs; i++) assertEquals(200, client.get(path).status());
    return (System.nanoTime() - start) / 1e6 / runs;
  }
}
