package org.tabuleiro.server.challenge;

import java.util.List;
import java.util.Optional;

/**
 * The open challenges: in memory on a single server ({@link ChallengeList}), in Redis on a cluster's nodes (so a
 * challenge made on one node is answered on another). Taking a challenge is atomic: of an accept, a decline, a
 * cancel and an expiry at the same moment on different nodes, exactly one gets it. A store kept elsewhere may throw
 * {@link org.tabuleiro.server.common.UnavailableException} from any method.
 */
public interface Challenges {
  long nextId();

  /**
   * Adds the challenge unless its challenger has {@code max} open already (counted with it, in one step: two nodes
   * adding at the same moment never let a player hold more); false when refused.
   */
  boolean addWithin(Challenge c, int max);

  /** Every open challenge (expired ones too, until taken), oldest first. */
  List<Challenge> all();

  Optional<Challenge> find(long id);

  /** Removes and returns the challenge, or empty when it is gone (answered, cancelled, expired). */
  Optional<Challenge> take(long id);
}
