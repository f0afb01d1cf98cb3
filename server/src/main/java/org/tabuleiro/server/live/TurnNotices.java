package org.tabuleiro.server.live;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;

/**
 * The game bus, and {@link YourTurn} told whose turn it is after a move in a correspondence game: days per move
 * leave a player away from the board, unlike a live clock.
 */
final class TurnNotices implements GameEventBus {
  private final GameEventBus bus;
  private final YourTurn yourTurn;
  private final LongFunction<String> names;

  TurnNotices(GameEventBus bus, YourTurn yourTurn, LongFunction<String> names) {
    this.bus = bus;
    this.yourTurn = yourTurn;
    this.names = names;
  }

  @Override
  public Subscription subscribe(long gameId, Consumer<EventFrame> listener) {
    return bus.subscribe(gameId, listener);
  }

  @Override
  public void publish(long gameId, List<EventFrame> events) {
    bus.publish(gameId, events);
    if (events.isEmpty() || !(events.getLast().after() instanceof LiveSnapshot after)) return;
    if (!(after.stored().setup().control() instanceof TimeControl.Correspondence)) return;
    if (after.game().isOver() || events.stream().noneMatch(e -> e.event().event() instanceof GameEvent.MovePlayed)) return;
    Color toMove = after.game().sideToMove();
    Long player = toMove == Color.WHITE ? after.stored().whiteId() : after.stored().blackId();
    Long mover = toMove == Color.WHITE ? after.stored().blackId() : after.stored().whiteId();
    if (player == null) return;
    String name = names.apply(player);
    if (name == null) return;
    yourTurn.toMove(gameId, player, name, mover == null ? "?" : String.valueOf(names.apply(mover)));
  }
}
