package org.tabuleiro.tournament;

/** A round without an opponent: one of the byes, or absence. */
public record Bye(int round, ByeKind kind) implements RoundEntry {
  @Override
  public int halfPoints() {
    return kind.halfPoints();
  }

  @Override
  public int opponent() {
    return 0;
  }

  @Override
  public boolean isPlayed() {
    return false;
  }
}
