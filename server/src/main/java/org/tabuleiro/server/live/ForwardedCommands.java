package org.tabuleiro.server.live;

import org.tabuleiro.rules.common.Color;

/**
 * The owner's side of forwarding (cluster/RedisGameCommands): a command a player sent through another node's
 * socket, decided here as if the socket were here ({@link PlayerCommands}), and the presence of such sockets.
 */
public final class ForwardedCommands {
  private final LiveGames live;
  private final ClientMessages messages;

  ForwardedCommands(LiveGames live, ClientMessages messages) {
    this.live = live;
    this.messages = messages;
  }

  /**
   * {@code game_moved} when this node does not hold the game (any more): the sender looks for its owner again. A
   * node that may have lost it without knowing yet (its lease not renewed lately: paused, or the database away)
   * decides all the same: what it would store is fenced by its token ({@code game/GameLeases}), refused
   * {@code game_moved} once another node has the game, and waits for the database through a blip.
   */
  public Submission answer(long gameId, Color color, String message) {
    LiveGame game = live.heldOnceTaken(gameId);
    if (game == null) return LiveGame.ELSEWHERE;
    return switch (messages.parse(message)) {
      case ClientMessages.Bad bad -> new Submission.Refused(bad.code(), bad.message());
      case ClientMessages.Good good -> switch (good.framed().message()) {
        case ClientMessage.Sync s -> new Submission.Refused("invalid_message", "Um pedido sync não se reencaminha.");
        case ClientMessage.Chat c -> new Submission.Refused("invalid_message", "O chat não se reencaminha.");
        default -> PlayerCommands.decide(game, color, good.framed().message());
      };
    };
  }

  /** A player's socket on another node opened or closed. */
  public void presence(long gameId, Color color, boolean open) {
    LiveGame game = live.held(gameId);
    if (game != null) game.presence(color, open);
  }
}
