package org.tabuleiro.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Correctness under load: after the run, each game is read back ({@code GET /api/games/{id}}, through the
 * balancer to its node) and must hold at least every move the bench saw acknowledged.
 */
final class BenchStored {
  private static final ObjectMapper JSON = new ObjectMapper();

  private BenchStored() {}

  /** Acknowledged moves missing from the stored games (all of an unreadable game's). */
  static long lost(String base, List<BenchGame> games, PrintStream progress) throws InterruptedException {
    var lost = new AtomicLong();
    var unread = new AtomicLong();
    var limit = new Semaphore(16);
    // The executor is closed first (it waits for every read), the client after.
    try (HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        var executor = Executors.newVirtualThreadPerTaskExecutor()) {
      for (BenchGame g : games) {
        limit.acquire();
        executor.submit(() -> {
          try {
            var request = HttpRequest.newBuilder(URI.create(base + "/api/games/" + g.id()))
                .timeout(Duration.ofSeconds(60)).header("Cookie", g.cookie()).build();
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
            int stored = r.statusCode() == 200 ? JSON.readTree(r.body()).path("moves").size() : -1;
            if (stored < 0 && unread.incrementAndGet() == 1) {
              progress.println("game " + g.id() + " unreadable: " + r.statusCode() + " " + r.body());
            }
            lost.addAndGet(stored < 0 ? g.acknowledged() : Math.max(0, g.acknowledged() - stored));
          } catch (IOException e) {
            if (unread.incrementAndGet() == 1) progress.println("game " + g.id() + " unreadable: " + e);
            lost.addAndGet(g.acknowledged());
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          } finally {
            limit.release();
          }
        });
      }
    }
    progress.printf("read back %,d games: %,d acknowledged moves missing, %,d games unreadable%n", games.size(),
        lost.get(), unread.get());
    return lost.get();
  }
}
