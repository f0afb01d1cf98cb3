package org.tabuleiro.engine.match;

/**
 * When the match may end a game before the rules do, to save time, as match tools offer it. Both are off unless asked
 * for, and both need the two engines to agree, so a blunder one engine has not seen is never adjudicated away.
 *
 * @param drawFromMove  a draw once both engines have scored the position within {@code drawCentipawns} of zero for
 *                      {@code drawPlies} consecutive plies, from this full move on (0 = never)
 * @param resignCentipawns a win for the side both engines see ahead by at least this for {@code resignPlies}
 *                      consecutive plies (0 = never)
 */
public record Adjudication(int drawFromMove, int drawCentipawns, int drawPlies, int resignCentipawns, int resignPlies) {
  public static final Adjudication NONE = new Adjudication(0, 0, 0, 0, 0);

  public boolean drawEnabled() {
    return drawFromMove > 0 && drawPlies > 0;
  }

  public boolean resignEnabled() {
    return resignCentipawns > 0 && resignPlies > 0;
  }
}
