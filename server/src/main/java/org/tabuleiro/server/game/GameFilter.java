package org.tabuleiro.server.game;

import java.util.Set;
import org.tabuleiro.play.GameVariant;

/**
 * Which of a player's games to list or download; every field null means "any".
 *
 * @param variants   the games to include, or null for all
 * @param opponentId the other player's account; a name nobody has is a filter nothing passes ({@link #NOBODY})
 * @param playing    true: only games in progress, false: only finished ones
 * @param beforeId   the keyset cursor: only games with a smaller id (older), as the previous page's {@code next}
 */
public record GameFilter(Set<GameVariant> variants, Boolean rated, PlayerResult result, Long opponentId,
    Boolean playing, Long beforeId) {
  /** An opponent id no account has (identities start at 1). */
  public static final long NOBODY = -1;

  public GameFilter {
    variants = variants == null ? null : Set.copyOf(variants);
  }

  public static GameFilter all() {
    return new GameFilter(null, null, null, null, null, null);
  }

  public GameFilter before(long id) {
    return new GameFilter(variants, rated, result, opponentId, playing, id);
  }
}
