package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.ServerProcess;
import org.tabuleiro.server.testing.Soak;
import org.tabuleiro.server.testing.TestDatabase;

/**
 * The server process is killed with SIGKILL again and again, with play and sign-ups between the kills and enough
 * time for every background mechanism to run in between (the journal's flush into the database and the deletion
 * of its segments, the H2 file's compaction, H2's reuse of freed space); after every restart each acknowledged move
 * and each account answered 201 must be there.
 *
 * <p>The short form runs in every build: 2 kills on each database, the journal flushed every second, the H2 file
 * checked for compaction every second, H2's {@code RETENTION_TIME} at one second (so that H2 would reuse freed space
 * within the seconds between kills, as it does after 45 s in production: that is what lost moves before the file was
 * opened with {@code REUSE_SPACE=FALSE}); each of these runs between any two kills. The long form, under {@code
 * ./tabuleiro test --soak}, kills 20 times and waits 70 s between kills with every default (about 25 minutes on each
 * database); alone:
 *
 * <pre>
 * ./mvnw -pl server -am verify -Psoak -Dtest=KillLoopTest -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 *
 * <p>{@code -Dtabuleiro.killLoop.kills}, {@code .pauseSeconds} and {@code .production} set each size alone.
 */
class KillLoopTest {
  /** 2 in the build (a kill every 4-5 s on a quiet machine); a write answered before it is stored is lost at the first. */
  private static final int KILLS = Soak.size("killLoop.kills", 2, 20);
  private static final long PAUSE_MILLIS =
      (long) (Soak.decimal("killLoop.pauseSeconds", 2.5, 70) * 1000);
  /** True: the server's own defaults (flush every 30 s, H2 retention 45 s); false: every mechanism sped up. */
  private static final boolean PRODUCTION = Soak.flag("killLoop.production", true);
  private static final int MOVES_PER_HALF = 8;
  private static final List<String> SCRIPT = script();

  /**
   * King's knight shuffles (each position at most three times) broken by a pair of pawn moves that leave f3 and f6
   * free: 140 plies, no game end.
   */
  private static List<String> script() {
    String[][] pawns = {{"a2a3", "a7a6"}, {"h2h3", "h7h6"}, {"b2b3", "b7b6"}, {"g2g3", "g7g6"}, {"c2c3", "c7c6"},
        {"d2d3", "d7d6"}, {"e2e3", "e7e6"}, {"a3a4", "a6a5"}, {"h3h4", "h6h5"}, {"b3b4", "b6b5"}, {"g3g4", "g6g5"},
        {"c3c4", "c6c5"}, {"d3d4", "d6d5"}, {"e3e4", "e6e5"}};
    List<String> moves = new ArrayList<>();
    for (String[] pair : pawns) {
      for (int i = 0; i < 2; i++) moves.addAll(List.of("g1f3", "g8f6", "f3g1", "f6g8"));
      moves.addAll(List.of(pair));
    }
    return List.copyOf(moves);
  }

  /** What the server acknowledged, and so must still have. */
  private final Map<Long, List<String>> movesByGame = new LinkedHashMap<>();
  private final List<String> accounts = new ArrayList<>();
  private int lostMoves, lostAccounts;

  @ParameterizedTest
  @EnumSource(TestDatabase.class)
  @Timeout(1800)
  void noAcknowledgedWriteIsLostAcrossKills(TestDatabase kind, @TempDir Path dir) throws Exception {
    TestDatabase.Fresh fresh = kind == TestDatabase.POSTGRESQL ? kind.fresh() : null;
    try {
      DatabaseConfig database = fresh != null ? fresh.config() : h2(dir);
      List<String> properties = PRODUCTION ? List.of() : List.of("-Dtabuleiro.journalFlushSeconds=1",
          "-Dtabuleiro.h2CompactCheckSeconds=1", "-Dtabuleiro.h2CompactMinGrowthMiB=0.05");
      String white = "branco", black = "preto";
      long gameId = -1;
      int ply = 0;
      for (int kill = 0; kill < KILLS; kill++) {
        try (ServerProcess server = ServerProcess.start(dir, database, properties, Duration.ofSeconds(90))) {
          checkEverythingIsThere(server, kill);
          if (gameId >= 0) ply = movesByGame.get(gameId).size();   // after a loss, play on from what is there
          ApiClient w = server.client(), b = server.client();
          if (kill == 0) {
            assertEquals(201, w.register(white, password(white)).status());
            assertEquals(201, b.register(black, password(black)).status());
            accounts.addAll(List.of(white, black));
          } else {
            assertEquals(200, w.login(white, password(white)).status());
            assertEquals(200, b.login(black, password(black)).status());
          }
          for (int half = 0; half < 2; half++) {
            if (gameId < 0 || ply + MOVES_PER_HALF > SCRIPT.size()) {
              gameId = newGame(w, b);
              ply = 0;
            }
            ply = play(server.port(), gameId, w, b, ply);
            signUp(server, "k" + kill + "h" + half);
            if (half == 0) Thread.sleep(PAUSE_MILLIS);   // the flush, the compaction, H2's reuse of space
          }
          server.kill();   // right after the last acknowledgement
        }
      }
      try (ServerProcess server = ServerProcess.start(dir, database, properties, Duration.ofSeconds(90))) {
        checkEverythingIsThere(server, KILLS);
      }
      int moves = movesByGame.values().stream().mapToInt(List::size).sum();
      System.out.printf("kill loop on %s: %d kills, %d acknowledged moves in %d games, %d accounts; lost %d moves,"
          + " %d accounts%n", kind, KILLS, moves, movesByGame.size(), accounts.size(), lostMoves, lostAccounts);
      assertEquals(0, lostMoves + lostAccounts, "acknowledged writes lost: " + lostMoves + " moves, "
          + lostAccounts + " accounts");
      assertTrue(moves + accounts.size() >= 15 * KILLS, "the loop played " + moves + " moves");
    } finally {
      if (fresh != null) fresh.close();
    }
  }

  /** The production URL, with H2's retention of freed chunks at one second in the short form. */
  private static DatabaseConfig h2(Path dir) {
    DatabaseConfig production = DatabaseConfig.h2File(dir);
    if (PRODUCTION) return production;
    return new DatabaseConfig(production.url() + ";RETENTION_TIME=1000", production.user(), production.password(),
        null);
  }

  private static String password(String username) {
    return "Kill-loop-" + username + "-7Qz!";
  }

  private long newGame(ApiClient white, ApiClient black) {
    long seekId = white.post("/api/seeks", Map.of("timeControl", "60+0", "rated", false, "color", "white"))
        .json().path("id").asLong();
    long gameId = black.post("/api/seeks/" + seekId + "/accept", null).json().path("gameId").asLong();
    assertTrue(gameId > 0, "a game was created");
    movesByGame.put(gameId, new ArrayList<>());
    return gameId;
  }

  /** Plays the script's next moves over both players' sockets, each one acknowledged; returns the next ply. */
  private int play(int port, long gameId, ApiClient white, ApiClient black, int ply) {
    try (var w = SocketClient.open(port, gameId, white); var b = SocketClient.open(port, gameId, black)) {
      w.next("state");
      b.next("state");
      for (int i = 0; i < MOVES_PER_HALF; i++, ply++) {
        SocketClient mover = ply % 2 == 0 ? w : b, other = ply % 2 == 0 ? b : w;
        String move = SCRIPT.get(ply);
        mover.send("{\"t\":\"move\",\"move\":\"" + move + "\",\"id\":" + ply + "}");
        awaitAck(mover, move);
        movesByGame.get(gameId).add(move);
        other.next("event");
      }
    }
    return ply;
  }

  private static void awaitAck(SocketClient mover, String move) {
    for (int frames = 0; frames < 10; frames++) {
      JsonNode frame = mover.next();
      if (frame.path("t").asText().equals("ack")) return;
      if (frame.path("t").asText().equals("error")) throw new AssertionError(move + " refused: " + frame);
    }
    throw new AssertionError("no ack for " + move);
  }

  private void signUp(ServerProcess server, String suffix) {
    String name = "conta_" + suffix;
    var answer = server.client().register(name, password(name));
    assertEquals(201, answer.status(), answer.body());
    accounts.add(name);
  }

  /** Counts what is missing after a restart: every account answered 201, every move acknowledged, in order. */
  private void checkEverythingIsThere(ServerProcess server, int kills) {
    ApiClient anyone = server.client();
    for (var it = accounts.iterator(); it.hasNext(); ) {
      String name = it.next();
      int status = anyone.get("/api/players/" + name).status();
      if (status != 200) {
        lostAccounts++;
        System.out.println("after kill " + kills + ": account " + name + " is gone (" + status + ")");
        it.remove();   // counted once
      }
    }
    for (var game : movesByGame.entrySet()) {
      JsonNode stored = anyone.get("/api/games/" + game.getKey()).json().path("moves");
      List<String> moves = stored.valueStream().map(JsonNode::asText).toList();
      List<String> acked = game.getValue();
      int same = 0;
      while (same < Math.min(moves.size(), acked.size()) && moves.get(same).equals(acked.get(same))) same++;
      if (same < acked.size()) {
        lostMoves += acked.size() - same;
        System.out.println("after kill " + kills + ": game " + game.getKey() + " has " + moves.size() + " of "
            + acked.size() + " acknowledged moves");
        acked.subList(same, acked.size()).clear();   // count each loss once; play goes on from what is there
      }
    }
  }
}
