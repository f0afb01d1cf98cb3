package org.tabuleiro.server.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;

/**
 * What a cluster node tells the others of its games ({@link WatchModule#firstOfEach}): merged from every node, it
 * holds the club's first games of every filter the list takes (a game, a pool, both, neither).
 */
class FirstOfEachTest {
  private static final Comparator<WatchModule.Playing> ORDER = WatchModule.ORDER;

  @Test
  void theNodesSharesMergedHoldTheClubsFirstOfEveryFilter() {
    Random random = new Random(23);
    RatingPool[] pools = {RatingPool.BULLET, RatingPool.BLITZ, RatingPool.RAPID, null};
    List<List<WatchModule.Playing>> nodes = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    for (long id = 1; id <= 900; id++) {
      GameVariant variant = GameVariant.values()[random.nextInt(GameVariant.values().length)];
      RatingPool pool = pools[random.nextInt(pools.length)];
      var p = new WatchModule.Playing(Map.of("id", id), variant, pool, 1000 + random.nextInt(1500),
          Instant.ofEpochSecond(id));   // a total order: no ties
      nodes.get(random.nextInt(nodes.size())).add(p);
    }
    int n = 10;
    List<WatchModule.Playing> all = new ArrayList<>(), merged = new ArrayList<>();
    for (var games : nodes) {
      games.sort(ORDER);
      all.addAll(games);
      List<WatchModule.Playing> told = WatchModule.firstOfEach(games, n);
      assertTrue(told.size() < games.size(), "a node tells only the first of each");
      merged.addAll(told);
    }
    all.sort(ORDER);
    merged.sort(ORDER);
    List<Predicate<WatchModule.Playing>> filters = new ArrayList<>();
    filters.add(p -> true);
    for (GameVariant v : GameVariant.values()) {
      filters.add(p -> p.variant() == v);
      for (RatingPool pool : pools) {
        if (pool != null) filters.add(p -> p.variant() == v && p.pool() == pool);
      }
    }
    for (RatingPool pool : pools) {
      if (pool != null) filters.add(p -> p.pool() == pool);
    }
    for (var filter : filters) {
      assertEquals(all.stream().filter(filter).limit(n).toList(), merged.stream().filter(filter).limit(n).toList());
    }
  }
}
