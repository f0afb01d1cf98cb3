package org.tabuleiro.server.lichess;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.server.challenge.Challenge;

/** Our challenge in lichess's JSON ({@code id}, {@code url}, {@code challenger}, {@code destUser}, ...). */
final class ChallengeJson {
  private final LichessPlayers players;

  ChallengeJson(LichessPlayers players) {
    this.players = players;
  }

  /** {@code status}: created, accepted, declined, canceled; {@code origin}: the club's address, for {@code url}. */
  Map<String, Object> of(Challenge c, String status, String origin) {
    GameSetup setup = GameSetup.online(c.variant(), c.control(), c.rated());
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", Long.toString(c.id()));
    m.put("url", origin + "/?challenge=" + c.id());
    m.put("status", status);
    m.put("challenger", player(c.fromId(), setup));
    m.put("destUser", player(c.toId(), setup));
    m.put("variant", LichessJson.variant(c.variant()));
    m.put("rated", c.rated());
    m.put("speed", LichessJson.speed(c.control()));
    m.put("timeControl", LichessJson.timeControl(c.control()));
    m.put("color", c.color().key());
    m.put("perf", LichessJson.perf(c.control()));
    if (c.rematchOf() != null) m.put("rematchOf", Long.toString(c.rematchOf()));
    return m;
  }

  private Map<String, Object> player(long accountId, GameSetup setup) {
    Map<String, Object> m = players.seat(accountId, setup);
    m.put("online", true);
    return m;
  }
}
