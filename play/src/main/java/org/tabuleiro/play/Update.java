package org.tabuleiro.play;

import java.util.List;

/** What {@link Game#apply} decided: the new game and what happened, or why nothing did. */
public sealed interface Update {
  record Applied(Game game, List<GameEvent> events) implements Update {
    public Applied {
      events = List.copyOf(events);
    }
  }

  /** The command changes nothing; {@code message} says why in words a player understands. */
  record Rejected(Reason reason, String message) implements Update {}

  enum Reason {
    GAME_OVER,
    NOT_YOUR_TURN,
    ILLEGAL_MOVE,
    ADJOURNED,
    NOT_ALLOWED,
    NOTHING_TO_ANSWER,
    TOO_EARLY,
    TOO_LATE,
    TOO_OFTEN,
    NOT_CLAIMABLE
  }
}
