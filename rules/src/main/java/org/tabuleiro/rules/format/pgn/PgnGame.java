package org.tabuleiro.rules.format.pgn;

import java.util.List;
import java.util.Optional;

/**
 * A game as PGN text describes it, for writing and for tests: tags in their original order,
 * the comment before the first move, the main line as a tree of {@link PgnNode}s, and the
 * termination marker. Moves are text; nothing here knows whether they are legal.
 *
 * @param tags           tag pairs in text order (duplicates are possible in imported games)
 * @param initialComment comment before the first move of the main line, or null if none
 * @param mainLine       the moves actually played, each with its annotations and variations
 * @param result         termination marker ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2},
 *                       {@code *}), or null when the text had none
 */
public record PgnGame(List<PgnTag> tags, String initialComment, List<PgnNode> mainLine, String result) {

    public PgnGame {
        tags = List.copyOf(tags);
        mainLine = List.copyOf(mainLine);
    }

    /** Value of the first tag with this name, if any. */
    public Optional<String> tag(String name) {
        for (PgnTag t : tags) {
            if (t.name().equals(name)) {
                return Optional.of(t.value());
            }
        }
        return Optional.empty();
    }
}
