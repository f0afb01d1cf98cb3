package org.tabuleiro.server.notify;

import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.YourTurn;

/**
 * The notices about a player's games: {@code yourTurn} after the opponent's move in a correspondence game, and
 * {@code opponentBack} to the opponents of a player's saved games when that player comes online. Each replaces the
 * player's earlier notice of the same type about the same game.
 */
public final class GameNotices implements YourTurn {
  private final Notifications notifications;

  public GameNotices(Notifications notifications) {
    this.notifications = notifications;
  }

  @Override
  public void toMove(long gameId, long player, String playerName, String by) {
    notifications.remove(player, n -> n.type().equals("yourTurn") && Long.valueOf(gameId).equals(n.data().get("gameId")));
    notifications.push(player, playerName, "yourTurn", Map.of("gameId", gameId, "by", by));
  }

  /**
   * From now on, a player coming online has the opponents of their saved games told, once per game.
   *
   * @param adjourned a player's saved games
   * @param names an account's name (null when it is gone)
   */
  public void tellOpponentsBack(LongFunction<List<LiveGame>> adjourned, LongFunction<String> names) {
    notifications.onArrival((accountId, username) -> {
      for (LiveGame g : adjourned.apply(accountId)) {
        Long opponent = accountId == g.stored().whiteId() ? g.stored().blackId() : g.stored().whiteId();
        if (opponent == null) continue;
        notifications.remove(opponent, n -> n.type().equals("opponentBack") && Long.valueOf(g.id()).equals(n.data().get("gameId")));
        String name = names.apply(opponent);
        if (name != null) notifications.push(opponent, name, "opponentBack", Map.of("gameId", g.id(), "by", username));
      }
    });
  }
}
