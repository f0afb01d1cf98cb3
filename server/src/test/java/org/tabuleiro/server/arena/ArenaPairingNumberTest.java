package org.tabuleiro.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameOrigin;
import org.tabuleiro.server.game.JdbiGameRepository;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.live.InMemoryGameEventBus;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.live.LiveTimeouts;
import org.tabuleiro.server.notify.Notifications;
import org.tabuleiro.server.testing.MutableClock;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * A change of an arena's leader (docs/server/cluster.md, "What crosses nodes"): the old leader's last pairing stored
 * after the new leader last caught up holds the next pairing number. The new leader's next pair must get a game of
 * its own under the number after it, and be told of that game, not of the old leader's.
 */
class ArenaPairingNumberTest {
  private final MutableClock clock = new MutableClock(TestServer.START);

  @OnBothDatabases
  void aPairingNumberGivenByAnotherLeaderIsPassedOver(Database db) {
    var games = new JdbiGameRepository(db.jdbi(), new GameEventJson(Json.mapper()));
    var live = new LiveGames(games, new InMemoryGameEventBus(), clock,
        new org.tabuleiro.server.live.ExecutorFlagScheduler(clock), (stored, game) -> { }, LiveTimeouts.DEFAULT);
    var repo = new ArenaRepository(db.jdbi(), games);
    long ana = account(db, "ana"), bruno = account(db, "bruno"), carla = account(db, "carla"), duarte = account(db, "duarte");
    Instant now = clock.instant();
    long arenaId = repo.create("Arena de sexta", GameVariant.CHESS, "3+0", false, false, 10, now, 30, ana, now);
    Arena arena = repo.find(arenaId).orElseThrow();
    var notices = new Notifications(clock, Json.mapper());
    var director = new ArenaDirector(arena, repo, live, notices, clock, new Random(7), Map.of(), "blitz", () -> true);
    director.restore();

    // The old leader paired ana and bruno under number 1; this director has not seen it yet.
    GameSetup setup = GameSetup.online(GameVariant.CHESS, TimeControl.parse("3+0"), false);
    long oldLeaders = live.open(setup, ana, bruno,
        new GameOrigin(GameOrigin.arenaKey(arenaId, 1), Duration.ofSeconds(10), false)).id();

    director.join(carla, "carla", 1500);
    director.join(duarte, "duarte", 1500);

    List<ArenaRepository.GameRow> rows = repo.gameRows(arenaId);
    assertEquals(2, rows.size(), "the old leader's game and the new pair's: " + rows);
    ArenaRepository.GameRow mine = rows.stream().filter(r -> r.id() != oldLeaders).findFirst().orElseThrow();
    assertEquals(2, mine.pairing(), "the number after the one given already");
    assertEquals(java.util.Set.of(carla, duarte), java.util.Set.of(mine.white(), mine.black()));
    for (long player : List.of(carla, duarte)) {
      @SuppressWarnings("unchecked")
      var told = (List<Map<String, Object>>) notices.list(player).get("notifications");
      assertEquals(1, told.size(), "told once of its game: " + told);
      assertEquals(mine.id(), ((Number) told.getFirst().get("gameId")).longValue(),
          "told of its own game, not the old leader's");
    }
    live.close();
  }

  private long account(Database db, String name) {
    return new JdbiAccountRepository(db.jdbi()).create(name, "x", new Profile(null, null, null, null, null),
        clock.instant()).orElseThrow().id();
  }
}
