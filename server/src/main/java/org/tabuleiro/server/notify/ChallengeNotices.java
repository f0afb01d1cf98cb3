package org.tabuleiro.server.notify;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tabuleiro.server.challenge.Challenge;
import org.tabuleiro.server.challenge.ChallengeService;
import org.tabuleiro.server.live.LiveGame;

/**
 * A challenge's course as notices: the challenged player is told of it ({@code challenge}; a rematch names the game
 * it plays again) and the notice is taken back once it is answered, cancelled or expired; the challenger is told
 * the answer ({@code challengeAccepted} with the new game, {@code challengeDeclined}).
 */
public final class ChallengeNotices implements ChallengeService.Events {
  private final Notifications notifications;

  public ChallengeNotices(Notifications notifications) {
    this.notifications = notifications;
  }

  @Override
  public void made(Challenge c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("challengeId", c.id());
    m.put("from", c.from());
    m.put("game", c.variant().key());
    m.put("timeControl", c.control().toString());
    m.put("rated", c.rated());
    m.put("color", c.color().key());
    m.put("expiresAt", c.expiresAt().toString());
    if (c.rematchOf() != null) m.put("rematchOf", c.rematchOf());
    notifications.push(c.toId(), c.to(), "challenge", m);
  }

  @Override
  public void accepted(Challenge c, LiveGame game) {
    takeBack(c);
    notifications.push(c.fromId(), c.from(), "challengeAccepted",
        Map.of("challengeId", c.id(), "by", c.to(), "gameId", game.id()));
  }

  @Override
  public void declined(Challenge c) {
    takeBack(c);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("challengeId", c.id());
    m.put("by", c.to());
    if (c.rematchOf() != null) m.put("rematchOf", c.rematchOf());
    notifications.push(c.fromId(), c.from(), "challengeDeclined", m);
  }

  @Override
  public void cancelled(Challenge c) {
    takeBack(c);
  }

  private void takeBack(Challenge c) {
    // A number, whatever its type: a notice relayed from another node was read back from JSON (an Integer).
    notifications.remove(c.toId(), n -> n.type().equals("challenge")
        && n.data().get("challengeId") instanceof Number id && id.longValue() == c.id());
  }
}
