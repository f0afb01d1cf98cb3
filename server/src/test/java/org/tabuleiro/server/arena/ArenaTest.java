package org.tabuleiro.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.tabuleiro.server.testing.Alone;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.BulkPlayers;
import org.tabuleiro.server.testing.JsonSocket;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.Soak;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * An arena of 40 simulated players over WebSockets (25 s on each database in the build; {@code
 * -Dtabuleiro.arenaTest.seconds=N} for a longer one, 180 say): each bot is told of its games on its feed ({@code arenaGame}), plays
 * random legal moves on the game's socket, goes berserk now and then, offers and accepts draws, resigns; one never
 * makes its first move once (a forfeit: paused) and comes back. Then, from the arena's stored games: every finished
 * player was paired again within 2 s while another compatible player waited; nobody played the same opponent twice
 * in a row while anyone else waited; the leaderboard equals this test's own scoring of the stored games.
 */
@Tag(Alone.TAG)   // a bound on times: run with no other test class beside it (testing/Alone)
class ArenaTest {
  private static final int PLAYERS = 40;
  private static final String PASSWORD = "lua-azul-salta-1";

  /**
   * How long the arena runs: 25 s in the build (each player plays a few games: enough for the pairing, the
   * forfeit and the scoring to be checked); an arena lasts whole minutes, so a shorter one starts in the past.
   */
  private static final long SECONDS = Soak.size("arenaTest.seconds", 25L, 180L);

  @OnBothDatabases
  void fortyPlayersPlayAnArena(TestDatabase.Fresh db) throws Exception {
    long seconds = SECONDS;
    try (TestServer server = TestServer.startRunning(TestServer.config(db.config()))) {
      ApiClient organiser = server.client();
      assertEquals(201, organiser.register("organizador", PASSWORD).status());   // the first account: admin
      // Signed in without 40 password hashes (seconds on a busy machine), before the arena starts.
      List<BulkPlayers.Player> players = BulkPlayers.create(server, "bot", PLAYERS);
      int minutes = (int) Math.max(1, (seconds + 59) / 60);
      Instant startsAt = server.clock().instant().minusSeconds(minutes * 60L - seconds);   // ends in `seconds`
      var created = organiser.post("/api/arenas", Map.of("name", "Arena relâmpago", "timeControl", "1+0",
          "minutes", minutes, "waitSeconds", 5, "berserk", true, "startsAt", startsAt.toString()));
      assertEquals(201, created.status(), created.body());
      long id = created.json().path("id").asLong();
      Instant endsAt = Instant.parse(created.json().path("arena").path("endsAt").asText());
      List<Bot> bots = new ArrayList<>();
      for (int i = 0; i < PLAYERS; i++) {
        BulkPlayers.Player p = players.get(i);
        bots.add(new Bot(p.username(), BulkPlayers.client(server, p), server.server().port(), id, new Random(1000 + i),
            i == 7));
      }
      List<Thread> threads = new ArrayList<>();
      for (Bot b : bots) threads.add(Thread.ofVirtual().start(b));
      // Until the end, and then until every game under way has ended (bots resign once the arena is over).
      long deadline = System.nanoTime() + Duration.ofSeconds(seconds + 120).toNanos();
      JsonNode games;
      while (true) {
        Thread.sleep(2000);
        JsonNode arena = organiser.get("/api/arenas/" + id).json();
        games = organiser.get("/api/arenas/" + id + "/games").json().path("games");
        boolean over = arena.path("status").asText().equals("finished");
        boolean allEnded = true;
        for (JsonNode g : games) allEnded &= !g.path("endedAt").isNull();
        if (over && allEnded) break;
        assertTrue(System.nanoTime() < deadline, "the arena's games did not all end: " + arena);
      }
      bots.forEach(b -> b.stop.set(true));
      for (Thread t : threads) t.join(10_000);
      JsonNode arena = organiser.get("/api/arenas/" + id).json();
      check(arena, games, endsAt);
      int moves = bots.stream().mapToInt(b -> b.moves.get()).sum();
      System.out.printf("arena on %s: %d s, %d players, %d games, %d moves sent, %d berserks, leader %s with %d%n", db.kind(),
          seconds, PLAYERS, games.size(), moves, bots.stream().mapToInt(b -> b.berserks.get()).sum(),
          arena.path("leaderboard").get(0).path("username").asText(), arena.path("leaderboard").get(0).path("score").asInt());
    }
  }

  /** The three checks, from the stored games. */
  private static void check(JsonNode arena, JsonNode games, Instant endsAt) {
    record G(long id, String white, String black, String result, boolean wb, boolean bb, Instant created, Instant ended) {}
    List<G> all = new ArrayList<>();
    for (JsonNode g : games) {
      all.add(new G(g.path("gameId").asLong(), g.path("white").asText(), g.path("black").asText(), g.path("result").asText(),
          g.path("whiteBerserk").asBoolean(), g.path("blackBerserk").asBoolean(), Instant.parse(g.path("createdAt").asText()),
          Instant.parse(g.path("endedAt").asText())));
    }
    // More games than one round's: players were paired again (on a quiet machine, 2-4 games each in 25 s).
    assertTrue(all.size() > PLAYERS / 2, "players paired again after their first game: " + all.size() + " games");
    // This test's own scoring: 2/1/0, doubled after two wins in a row until a game is not won, +1 for a berserk win.
    Map<String, List<G>> byPlayer = new HashMap<>();
    for (G g : all) {
      byPlayer.computeIfAbsent(g.white(), k -> new ArrayList<>()).add(g);
      byPlayer.computeIfAbsent(g.black(), k -> new ArrayList<>()).add(g);
    }
    Map<String, Integer> scores = new HashMap<>();
    for (var e : byPlayer.entrySet()) {
      List<G> mine = e.getValue();
      mine.sort((a, b) -> a.ended().compareTo(b.ended()) != 0 ? a.ended().compareTo(b.ended()) : Long.compare(a.id(), b.id()));
      int score = 0, wins = 0;
      for (G g : mine) {
        boolean white = g.white().equals(e.getKey());
        boolean won = white ? g.result().equals("1-0") || g.result().equals("+-") : g.result().equals("0-1") || g.result().equals("-+");
        boolean drawn = g.result().equals("1/2-1/2");
        int points = won ? 2 : drawn ? 1 : 0;
        if (wins >= 2) points *= 2;
        boolean forfeit = g.result().equals("+-") || g.result().equals("-+");
        if (won && !forfeit && (white ? g.wb() : g.bb())) points++;
        score += points;
        wins = won ? wins + 1 : 0;
      }
      scores.put(e.getKey(), score);
    }
    for (JsonNode row : arena.path("leaderboard")) {
      String name = row.path("username").asText();
      assertEquals((int) scores.getOrDefault(name, 0), row.path("score").asInt(), "the score of " + name + " recomputed from the stored games");
      assertEquals(byPlayer.getOrDefault(name, List.of()).size(), row.path("games").asInt(), "games of " + name);
    }
    // Waiting: from a game's end to the player's next game (not after a forfeit loss: then the player is paused).
    record Wait(String player, Instant from, Instant to, String lastOpponent) {}
    List<Wait> waits = new ArrayList<>();
    for (var e : byPlayer.entrySet()) {
      List<G> mine = e.getValue();
      mine.sort((a, b) -> a.created().compareTo(b.created()));
      for (int i = 0; i + 1 < mine.size(); i++) {
        G g = mine.get(i), next = mine.get(i + 1);
        boolean white = g.white().equals(e.getKey());
        boolean idle = white ? g.result().equals("-+") : g.result().equals("+-");
        if (idle) continue;
        waits.add(new Wait(e.getKey(), g.ended(), next.created(), white ? g.black() : g.white()));
      }
    }
    Duration longest = Duration.ZERO;
    for (Wait w : waits) {
      Duration d = Duration.between(w.from(), w.to());
      if (d.compareTo(longest) > 0) longest = d;
      if (d.compareTo(Duration.ofSeconds(2)) <= 0) continue;
      for (Wait other : waits) {
        if (other.player().equals(w.player()) || other.player().equals(w.lastOpponent()) || w.player().equals(other.lastOpponent())) continue;
        Instant from = w.from().isAfter(other.from()) ? w.from() : other.from();
        Instant to = w.to().isBefore(other.to()) ? w.to() : other.to();
        if (to.isAfter(endsAt)) to = endsAt;
        assertTrue(Duration.between(from, to).compareTo(Duration.ofSeconds(2)) <= 0,
            w.player() + " and " + other.player() + " both waited from " + from + " to " + to + " without being paired");
      }
    }
    // The same opponent twice in a row only when nobody else waited.
    int rematches = 0;
    for (var e : byPlayer.entrySet()) {
      List<G> mine = e.getValue();
      for (int i = 0; i + 1 < mine.size(); i++) {
        G a = mine.get(i), b = mine.get(i + 1);
        String opp = a.white().equals(e.getKey()) ? a.black() : a.white();
        String nextOpp = b.white().equals(e.getKey()) ? b.black() : b.white();
        if (!opp.equals(nextOpp)) continue;
        rematches++;
        for (Wait w : waits) {
          if (w.player().equals(e.getKey()) || w.player().equals(opp)) continue;
          assertTrue(!(w.from().isBefore(b.created()) && w.to().isAfter(b.created().plusMillis(300))),
              e.getKey() + " played " + opp + " again at " + b.created() + " while " + w.player() + " waited");
        }
      }
    }
    long forfeits = all.stream().filter(g -> g.result().equals("+-") || g.result().equals("-+")).count();
    assertTrue(forfeits >= 1, "the lazy player's forfeit");
    System.out.printf("arena checks: %d games (%d forfeits), %d waits, longest wait %d ms, %d rematches (nobody else waiting)%n",
        all.size(), forfeits, waits.size(), longest.toMillis(), rematches / 2);
  }

  /** A simulated player: its feed for notices, a game socket per game, random legal moves. */
  private static final class Bot implements Runnable {
    final String name;
    final ApiClient api;
    final int port;
    final long arena;
    final Random random;
    final boolean lazy;   // ignores its first game (a forfeit), then comes back
    final AtomicBoolean stop = new AtomicBoolean();
    final AtomicInteger moves = new AtomicInteger();
    final AtomicInteger berserks = new AtomicInteger();

    Bot(String name, ApiClient api, int port, long arena, Random random, boolean lazy) {
      this.name = name;
      this.api = api;
      this.port = port;
      this.arena = arena;
      this.random = random;
      this.lazy = lazy;
    }

    @Override
    public void run() {
      try (JsonSocket feed = JsonSocket.open(port, "/ws/me", api)) {
        feed.await("notifications", Duration.ofSeconds(10));
        assertEquals(200, api.post("/api/arenas/" + arena + "/join", null).status());
        boolean skipped = false;
        while (!stop.get()) {
          JsonNode n = feed.await(f -> f.path("t").asText().equals("notification")
              && f.path("notification").path("type").asText().equals("arenaGame"), Duration.ofSeconds(1));
          if (n == null) continue;
          long game = n.path("notification").path("gameId").asLong();
          if (lazy && !skipped) {
            skipped = true;
            Thread.sleep(8_000);   // the game is forfeited meanwhile; the player is paused, then comes back
            api.post("/api/arenas/" + arena + "/join", null);
            continue;
          }
          play(game);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (RuntimeException e) {
        System.out.println(name + ": " + e);
      }
    }

    private void play(long gameId) throws InterruptedException {
      try (JsonSocket s = JsonSocket.open(port, "/ws/game/" + gameId, api)) {
        JsonNode state = s.await("state", Duration.ofSeconds(10));
        if (state == null) return;
        String you = state.path("you").asText();
        JsonNode now = state;
        int id = 0;
        if (random.nextInt(5) == 0) {
          s.send("{\"t\":\"berserk\",\"id\":" + (++id) + "}");
          berserks.incrementAndGet();
        }
        int resignAfter = 8 + random.nextInt(40);
        int played = state.path("moves").size();   // plies of this game, as this bot has seen them
        boolean offered = false;
        while (!stop.get()) {
          if (!now.path("result").isNull() && !now.path("result").isMissingNode()) return;
          if (now.path("offers").path("draw").asText("").equals(you.equals("white") ? "black" : "white")) {
            s.send("{\"t\":\"" + (random.nextBoolean() ? "accept" : "decline") + "\",\"what\":\"draw\",\"id\":" + (++id) + "}");
          } else if (now.path("turn").asText().equals(you)) {
            Thread.sleep(30 + random.nextInt(120));
            JsonNode legal = now.path("legalMoves");
            int plies = played;
            if (legal.isEmpty()) return;
            if (plies > resignAfter && random.nextInt(6) == 0) {
              s.send("{\"t\":\"resign\",\"id\":" + (++id) + "}");
            } else if (!offered && plies > 10 && random.nextInt(15) == 0) {
              offered = true;
              s.send("{\"t\":\"offer\",\"what\":\"draw\",\"id\":" + (++id) + "}");
              s.send("{\"t\":\"move\",\"move\":\"" + legal.get(random.nextInt(legal.size())).asText() + "\",\"id\":" + (++id) + "}");
              moves.incrementAndGet();
            } else {
              s.send("{\"t\":\"move\",\"move\":\"" + legal.get(random.nextInt(legal.size())).asText() + "\",\"id\":" + (++id) + "}");
              moves.incrementAndGet();
            }
          }
          JsonNode f = s.await(x -> x.path("t").asText().equals("event") && x.has("after") || x.path("t").asText().equals("state"),
              Duration.ofSeconds(3));
          if (f != null && f.path("t").asText().equals("event") && f.path("event").path("type").asText().equals("move")) played++;
          if (f != null) now = f.path("t").asText().equals("state") ? f : f.path("after");
          if (s.isClosed()) return;
        }
      }
    }
  }
}
