package org.tabuleiro.play;

/** What one player may propose and the other accept or decline. */
public enum Proposal {
  /** A draw (chess 9.1.2; agreement needs both sides to have moved, 5.2.3). */
  DRAW("draw"),
  /** Taking back the last move (casual games only). */
  TAKEBACK("takeback"),
  /** Saving the game to resume later, clocks stopped ("salvar partida"; casual games only). */
  ADJOURNMENT("adjournment");

  private final String key;

  Proposal(String key) {
    this.key = key;
  }

  public String key() {
    return key;
  }

  public static Proposal byKey(String key) {
    for (Proposal p : values()) {
      if (p.key.equals(key)) return p;
    }
    throw new IllegalArgumentException("unknown proposal \"" + key + "\" (draw, takeback, adjournment)");
  }
}
