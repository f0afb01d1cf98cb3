package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.AtOnce;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * The library's two caps per account under requests at once: one analysis under way (before, the check and the
 * start were apart: two at once could both start), and 3 imports waiting or running (before, the count was read
 * before the file came and the job made after it: uploads sent together all became jobs).
 */
class LibraryCapRaceTest {
  private static final String ITALIAN = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -";

  @OnBothDatabases
  void tenAnalysesAtOnceStartOne(TestServer server) {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    List<Integer> answers = AtOnce.run(10, i -> ana.api.post("/api/library/analysis", Map.of("fen", ITALIAN)).status());
    assertEquals(1, answers.stream().filter(s -> s == 202).count(), answers.toString());
    assertEquals(9, answers.stream().filter(s -> s == 429).count(), answers.toString());
  }

  @OnBothDatabases
  void sixUploadsAtOnceMakeThreeJobs(TestServer server) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    long collection = ana.collection("Aberturas", "chess", false);
    Path dir = Files.createTempDirectory("library-cap");
    try {
      // Long enough to import (seconds) that the first job is still running when the last upload ends.
      byte[] file = Files.readAllBytes(LibraryImportKillTest.games(dir, 5_000));
      List<ApiClient.Response> answers = AtOnce.run(6, i -> ana.upload(collection, file));
      List<Integer> statuses = answers.stream().map(ApiClient.Response::status).toList();
      assertEquals(3, statuses.stream().filter(s -> s == 202).count(), statuses.toString());
      assertTrue(answers.stream().filter(r -> r.status() != 202)
          .allMatch(r -> r.status() == 429 && "too_many_imports".equals(r.errorCode())), statuses.toString());
    } finally {
      try (var files = Files.list(dir)) {
        for (Path p : files.toList()) Files.delete(p);
      }
      Files.delete(dir);
    }
  }
}
