package org.tabuleiro.server.lobby;

import java.util.List;
import java.util.Optional;

/**
 * The open seeks, in posting order: in memory on a single server ({@link SeekBook}), in Redis on a cluster's nodes
 * (so a seek posted on one node is seen and accepted on another). Taking a seek is atomic: exactly one taker gets it.
 * A store kept elsewhere may throw {@link org.tabuleiro.server.common.UnavailableException} from any method.
 */
public interface Seeks {
  long nextId();

  /**
   * Adds the seek unless its player has {@code max} open already (counted with it, in one step: two posts at the
   * same moment, on one server or on two nodes, never let a player hold more); false when refused.
   */
  boolean addWithin(Seek seek, int max);

  List<Seek> all();

  long countBy(long accountId);

  Optional<Seek> find(long id);

  /** Removes and returns the seek, or empty when it is gone (taken, cancelled). */
  Optional<Seek> take(long id);

  /**
   * Removes and returns the oldest open seek by another player that {@code seek} can be paired with at once: the same
   * game, clock and room, and colours that fit (a random colour fits anything, White fits Black).
   */
  Optional<Seek> takeMatch(Seek seek);

  /** Removes and returns every seek of a player. */
  List<Seek> takeAllBy(long accountId);

  void putBack(Seek seek);

  /** Whether {@code a} and {@code b} (by different players) make a game at once. */
  static boolean fit(Seek a, Seek b) {
    return a.accountId() != b.accountId() && a.variant() == b.variant() && a.control().equals(b.control())
        && a.rated() == b.rated()
        && (a.color() == SeekColor.RANDOM || b.color() == SeekColor.RANDOM || a.color() != b.color());
  }
}
