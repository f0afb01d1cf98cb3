package org.tabuleiro.server.cluster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.jdbi.v3.core.Jdbi;

/**
 * Who owns a cluster's games, read from the shared database: the game leases (one row per game being played: the
 * owner node and its fencing token), the node leases (a node is alive while its row has not expired) and the owner
 * token every stored event carries.
 */
final class GameOwners {
  /** The token check: games taken over at least once, games whose tokens went back along the versions. */
  record Tokens(int games, int events, int takenOver, int takeovers, List<String> interleaved, int withoutToken) {
    @Override
    public String toString() {
      return games + " games, " + events + " events, " + takenOver + " games taken over (" + takeovers
          + " takeovers), " + interleaved.size() + " interleaved, " + withoutToken + " events without a token";
    }
  }

  private final Jdbi jdbi;
  private final boolean leased;

  GameOwners(Jdbi jdbi) {
    this.jdbi = jdbi;
    this.leased = jdbi.withHandle(h -> h.createQuery("SELECT to_regclass('game_leases') IS NOT NULL")
        .mapTo(Boolean.class).one());
  }

  /** Whether the store has leases (without them, nothing says who owns a game). */
  boolean leased() {
    return leased;
  }

  /** A game's lease: its owner node, and whether that node's own lease is still alive. */
  record Owner(String node, boolean alive) {}

  /** {@code gameId}'s lease; null when it has none (over, or never leased). */
  Owner ownerOf(long gameId) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT l.node, COALESCE(n.expires_at > now(), false) FROM game_leases l
            LEFT JOIN node_leases n ON n.node = l.node WHERE l.game_id = :id""").bind("id", gameId)
        .map((rs, ctx) -> new Owner(rs.getString(1), rs.getBoolean(2))).findOne().orElse(null));
  }

  /** Each game's owner by its lease, or by {@code tracked} (where its sockets are) when the store has none. */
  Map<Long, String> of(List<DrivenGame> games, LongFunction<String> tracked) {
    Map<Long, String> owners = new HashMap<>();
    if (!leased) {
      for (DrivenGame g : games) {
        String node = tracked.apply(g.id());
        if (node != null) owners.put(g.id(), node);
      }
      return owners;
    }
    jdbi.useHandle(h -> h.createQuery("SELECT game_id, node FROM game_leases")
        .map((rs, ctx) -> Map.entry(rs.getLong(1), rs.getString(2)))
        .forEach(e -> owners.put(e.getKey(), e.getValue())));
    owners.keySet().retainAll(games.stream().map(DrivenGame::id).toList());
    return owners;
  }

  /** Reads every stored event of {@code gameIds} in version order and checks the owner tokens never go back. */
  Tokens checkTokens(List<Long> gameIds) {
    boolean column = jdbi.withHandle(h -> h.createQuery("SELECT count(*) FROM information_schema.columns"
        + " WHERE table_schema = current_schema() AND table_name = 'game_events' AND column_name = 'owner_token'")
        .mapTo(Integer.class).one()) > 0;
    if (!column) throw new AssertionError("game_events has no owner_token: nothing says which owner wrote an event");
    int[] counts = new int[4];   // events, games taken over, takeovers, events without a token
    List<String> interleaved = new ArrayList<>();
    for (long id : gameIds) {
      List<Long> tokens = jdbi.withHandle(h -> h.createQuery(
          "SELECT owner_token FROM game_events WHERE game_id = :id ORDER BY seq").bind("id", id)
          .map((rs, ctx) -> rs.getObject(1) == null ? null : rs.getLong(1)).list());
      counts[0] += tokens.size();
      Long last = null;
      int changes = 0;
      for (int seq = 1; seq <= tokens.size(); seq++) {
        Long t = tokens.get(seq - 1);
        if (t == null) {
          counts[3]++;
          continue;
        }
        if (last != null && t < last) interleaved.add("game " + id + " seq " + seq + ": token " + t + " after " + last);
        if (last != null && !t.equals(last)) changes++;
        last = t;
      }
      if (changes > 0) counts[1]++;
      counts[2] += changes;
    }
    return new Tokens(gameIds.size(), counts[0], counts[1], counts[2], interleaved, counts[3]);
  }

  /** A game whose stored moves do not begin with every move acknowledged to its players. */
  record Missing(long game, int stored, int kept, int acknowledged) {
    int lost() {
      return acknowledged - kept;
    }

    @Override
    public String toString() {
      return "game " + game + ": " + stored + " moves stored, " + kept + " of " + acknowledged + " acknowledged";
    }
  }

  /** The games whose stored {@code move} events, in version order, do not begin with their acknowledged moves. */
  List<Missing> missingMoves(List<DrivenGame> games) {
    var json = new com.fasterxml.jackson.databind.ObjectMapper();
    List<Missing> missing = new ArrayList<>();
    for (DrivenGame g : games) {
      List<String> stored = jdbi.withHandle(h -> h.createQuery(
          "SELECT event FROM game_events WHERE game_id = :id ORDER BY seq").bind("id", g.id()).mapTo(String.class)
          .list()).stream().map(e -> {
            try {
              return json.readTree(e);
            } catch (java.io.IOException x) {
              throw new AssertionError("stored event not JSON: " + e, x);
            }
          }).filter(e -> e.path("type").asText().equals("move")).map(e -> e.path("move").asText()).toList();
      List<String> acked = g.ackedMoves();
      int same = 0;
      while (same < Math.min(stored.size(), acked.size()) && stored.get(same).equals(acked.get(same))) same++;
      if (same < acked.size()) missing.add(new Missing(g.id(), stored.size(), same, acked.size()));
    }
    return missing;
  }
}
