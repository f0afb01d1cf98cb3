package org.tabuleiro.server.live;

import org.tabuleiro.play.Command;
import org.tabuleiro.play.MoveReading;
import org.tabuleiro.rules.common.Color;

/**
 * A player's command decided by the game's owner: the same whether the player's socket is on this node
 * ({@link GameConnection}) or on another node of a cluster, which forwards it ({@link ForwardedCommands}).
 */
final class PlayerCommands {
  private PlayerCommands() {}

  /** {@code m} is a command (not {@code sync} nor {@code chat}, which the socket answers itself). */
  static Submission decide(LiveGame game, Color color, ClientMessage m) {
    return switch (m) {
      case ClientMessage.ClaimAbandonment c -> game.claimAbandonment(color, c.win());
      case ClientMessage.Move move -> move(game, color, move);
      default -> game.submit(command(color, m));
    };
  }

  /**
   * The move's text read here, once, against the game as its sockets see it: the game then takes the typed move
   * (and checks it again, under its lock, against the position it has then). Text it cannot read gets the error the
   * game would give.
   */
  private static Submission move(LiveGame game, Color color, ClientMessage.Move move) {
    return switch (game.view().game().read(color, move.move())) {
      case MoveReading.Read r -> game.submit(new Command.Move(color, r.move(), move.lagMillis()));
      case MoveReading.Refused f -> Submission.refused(f.rejection());
    };
  }

  private static Command command(Color color, ClientMessage m) {
    return switch (m) {
      case ClientMessage.Move move -> throw new IllegalStateException("a move is read first");
      case ClientMessage.Resign r -> new Command.Resign(color);
      case ClientMessage.Offer o -> new Command.Offer(color, o.what());
      case ClientMessage.Accept a -> new Command.Accept(color, a.what());
      case ClientMessage.Decline d -> new Command.Decline(color, d.what());
      case ClientMessage.Claim c -> new Command.ClaimDraw(color, c.move());
      case ClientMessage.Abort a -> new Command.Abort(color);
      case ClientMessage.Berserk b -> new Command.Berserk(color);
      case ClientMessage.Resume r -> new Command.Resume();
      case ClientMessage.Sync s -> throw new IllegalStateException("sync is answered before commands");
      case ClientMessage.Chat c -> throw new IllegalStateException("chat is answered before commands");
      case ClientMessage.ClaimAbandonment c -> throw new IllegalStateException("checked by the game first");
    };
  }
}
