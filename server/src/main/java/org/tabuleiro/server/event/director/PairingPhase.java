package org.tabuleiro.server.event.director;

/**
 * What a pairing is doing, as far as it can honestly say: the Dutch engine gives no count of what is left, so the
 * phases are the steps around it.
 */
public enum PairingPhase {
  /** Reading the event and checking that the next round may be paired (a short read, no lock held). */
  READING,
  /** The tournament module pairs the round (Dutch engine or Berger tables): most of the time of a large Swiss. */
  PAIRING,
  /** The round is written whole, in one transaction under the event's lock, or not at all. */
  STORING;

  /** The name the HTTP answers use. */
  public String wireName() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** Who is told of the phases of one pairing. */
  @FunctionalInterface
  public interface Listener {
    Listener NONE = phase -> { };

    void entered(PairingPhase phase);
  }
}
