package org.tabuleiro.rules.format.pdn;

/**
 * A move as written in a PDN game, with where it was found and the comment that follows it.
 *
 * @param text the move text, move number removed ({@code 32-28}, {@code 09x04}, {@code 47x20x3x17})
 * @param line 1-based line
 * @param column 1-based column
 * @param comment the comment after the move, or null
 */
public record PdnToken(String text, long line, int column, String comment) {
  public PdnToken withComment(String text) {
    return new PdnToken(this.text, line, column, comment == null ? text : comment + " " + text);
  }
}
