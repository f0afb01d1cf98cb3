package org.tabuleiro.rules.format.pdn;

/**
 * Why a PDN game could not be replayed: the ply (1-based; 0 for the set-up) and what went wrong.
 *
 * @param ply the ply of the offending move, or 0 when the game's start (FEN tag, text) is at fault
 * @param line 1-based line of the offending text, or 0 when unknown
 * @param message what a person needs to fix it
 */
public record PdnError(int ply, long line, String message) {
  @Override
  public String toString() {
    return "ply " + ply + (line > 0 ? " (line " + line + ")" : "") + ": " + message;
  }
}
