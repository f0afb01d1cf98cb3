package org.tabuleiro.server.game;

import java.util.LinkedHashMap;
import java.util.Map;

/** A stored game's summary as the API shows it, in a game's page and in a player's archive. */
public final class StoredGameJson {
  private StoredGameJson() {}

  /** Id, game, time control, players, status and result, dates; the caller may add fields. */
  public static Map<String, Object> summary(StoredGame g, String white, String black) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", g.id());
    m.put("game", g.setup().variant().key());
    m.put("timeControl", g.setup().control().toString());
    m.put("rated", g.setup().rated());
    m.put("white", white == null ? "?" : white);
    m.put("black", black == null ? "?" : black);
    m.put("status", g.isOver() ? "ended" : "playing");
    m.put("outcome", g.isOver() ? GameEventJson.outcome(g.result().outcome()) : null);
    m.put("termination", g.isOver() ? g.result().termination().key() : null);
    m.put("createdAt", g.createdAt().toString());
    m.put("endedAt", g.endedAt() == null ? null : g.endedAt().toString());
    return m;
  }
}
