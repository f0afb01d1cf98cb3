package org.tabuleiro.rules.format.pdn;

import java.util.List;

/**
 * One game of a PDN file as text: tags, main-line moves (variations are skipped), comments, the result
 * marker, what could not be read, and the game's own text.
 *
 * @param line 1-based line where the game starts
 * @param tags the tag pairs in file order
 * @param comment the comment before the first move, or null
 * @param moves the main line
 * @param result the termination marker ({@code 2-0 0-2 1-1 1-0 0-1 1/2-1/2 *}), or null when missing
 * @param problems unreadable text, each with its line and column (the first 100); reading went on after each
 * @param text the game as written in the file, from its first character to its marker (line breaks as in the
 *     file, trailing white space dropped); empty when {@code tooLong}
 * @param tooLong the game had more characters than its reader keeps ({@link PdnReader#PdnReader(java.io.Reader, int)}):
 *     the rest of it was skipped to its end, and {@code moves} and {@code text} are empty; {@code problems} says
 *     where the limit was passed
 */
public record PdnGame(long line, List<PdnTag> tags, String comment, List<PdnToken> moves, String result,
    List<String> problems, String text, boolean tooLong) {
  public PdnGame {
    tags = List.copyOf(tags);
    moves = List.copyOf(moves);
    problems = List.copyOf(problems);
    java.util.Objects.requireNonNull(text);
  }

  /** A tag's value (the first with this name, case-insensitive), or null. */
  public String tag(String name) {
    for (PdnTag t : tags) if (t.name().equalsIgnoreCase(name)) return t.value();
    return null;
  }
}
