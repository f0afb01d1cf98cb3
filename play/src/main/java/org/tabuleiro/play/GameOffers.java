package org.tabuleiro.play;

import java.time.Instant;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;

/** What offers, acceptances and refusals do: draws, takebacks and adjournments ("salvar partida"). */
final class GameOffers {
  private GameOffers() {}

  static Update offer(Game g, Color by, Proposal what, Instant now) {
    Update refusal = refusal(g, by, what);
    if (refusal != null) return refusal;
    Color standing = g.proposedBy(what);
    // Proposing what the opponent already proposes is agreeing to it.
    if (standing == by.opposite()) return accept(g, by, what, now);
    if (standing == by) return Game.reject(Update.Reason.TOO_OFTEN, "your " + what.key() + " proposal stands");
    if (what == Proposal.DRAW && g.plies() < g.lastDrawOfferPly(by) + Game.DRAW_OFFER_INTERVAL_PLIES) {
      return Game.reject(Update.Reason.TOO_OFTEN, "make two moves before offering a draw again");
    }
    return g.applied(new GameEvent.Offered(now, by, what));
  }

  /** Why this proposal cannot be made or accepted now, or null. */
  private static Update refusal(Game g, Color by, Proposal what) {
    if (g.isAdjourned()) return Game.reject(Update.Reason.ADJOURNED, "the game is adjourned: resume it first");
    return switch (what) {
      // FIDE 5.2.3: a draw may be agreed only after both players have made at least one move.
      case DRAW -> g.plies() < 2
          ? Game.reject(Update.Reason.TOO_EARLY, "a draw can be agreed only after both sides have moved")
          : null;
      case TAKEBACK -> !g.setup().allowsTakebacks()
          ? Game.reject(Update.Reason.NOT_ALLOWED, "no takebacks in rated games")
          : g.plies() < takebackPlies(g, by)
              ? Game.reject(Update.Reason.TOO_EARLY, "there is no move of yours to take back")
              : null;
      case ADJOURNMENT -> !g.setup().allowsAdjournment()
          ? Game.reject(Update.Reason.NOT_ALLOWED, "rated games cannot be saved for later")
          : null;
    };
  }

  /** The requester's last move goes back, and the opponent's reply to it if there was one. */
  static int takebackPlies(Game g, Color requester) {
    return g.sideToMove() == requester ? 2 : 1;
  }

  static Update accept(Game g, Color by, Proposal what, Instant now) {
    if (g.proposedBy(what) != by.opposite()) {
      return Game.reject(Update.Reason.NOTHING_TO_ANSWER, "your opponent has not proposed a " + what.key());
    }
    if (g.isAdjourned()) return Game.reject(Update.Reason.ADJOURNED, "the game is adjourned: resume it first");
    return switch (what) {
      case DRAW -> g.applied(new GameEvent.Ended(now, new Result(Outcome.DRAW, Termination.AGREEMENT)));
      case TAKEBACK -> g.plies() < takebackPlies(g, by.opposite())
          ? Game.reject(Update.Reason.TOO_EARLY, "there is no move to take back")
          : g.applied(new GameEvent.TakenBack(now, takebackPlies(g, by.opposite())));
      case ADJOURNMENT -> g.applied(new GameEvent.Adjourned(now));
    };
  }

  static Update decline(Game g, Color by, Proposal what, Instant now) {
    if (g.proposedBy(what) != by.opposite()) {
      return Game.reject(Update.Reason.NOTHING_TO_ANSWER, "your opponent has not proposed a " + what.key());
    }
    return g.applied(new GameEvent.Declined(now, by, what));
  }
}
