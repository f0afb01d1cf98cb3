package org.tabuleiro.rules.draughts;

/**
 * What one side has on the board, as the draw rules count it.
 *
 * @param kings number of kings
 * @param men number of men
 */
public record Material(int kings, int men) {
  public Material {
    if (kings < 0 || men < 0) throw new IllegalArgumentException("negative material: " + kings + " kings, " + men + " men");
  }

  public int pieces() {
    return kings + men;
  }

  @Override
  public String toString() {
    return kings + "K+" + men + "M";
  }
}
