package org.tabuleiro.tournament.team;

/** How a team match ended for one team. */
public enum MatchOutcome {
  /** More game points than the opponent. */
  WIN,
  /** As many game points as the opponent. */
  DRAW,
  /** Fewer game points than the opponent, at least one board played. */
  LOSS,
  /** The team did not show up: every board of its side was a forfeit loss (or it was absent with no bye). */
  NO_SHOW
}
