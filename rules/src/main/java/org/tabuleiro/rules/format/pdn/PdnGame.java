package org.tabuleiro.rules.format.pdn;

import java.util.List;

/**
 * One game of a PDN file as text: tags, main-line moves (variations are skipped), comments, the result
 * marker, and what could not be read.
 *
 * @param line 1-based line where the game starts
 * @param tags the tag pairs in file order
 * @param comment the comment before the first move, or null
 * @param moves the main line
 * @param result the termination marker ({@code 2-0 0-2 1-1 1-0 0-1 1/2-1/2 *}), or null when missing
 * @param problems unreadable text, each with its line and column; reading went on after each
 */
public record PdnGame(long line, List<PdnTag> tags, String comment, List<PdnToken> moves, String result, List<String> problems) {
  public PdnGame {
    tags = List.copyOf(tags);
    moves = List.copyOf(moves);
    problems = List.copyOf(problems);
  }

  /** A tag's value (the first with this name, case-insensitive), or null. */
  public String tag(String name) {
    for (PdnTag t : tags) if (t.name().equalsIgnoreCase(name)) return t.value();
    return null;
  }
}
