package org.tabuleiro.rules.format.pgn;

import java.util.List;
import java.util.Objects;

/**
 * One move of a line of play, with what annotates it. Immutable; lists are copied.
 *
 * <p>{@code variations} are the alternatives to <em>this</em> move (PGN standard 8.2.5: a
 * variation replaces the move before it), each a line whose first move is played from the
 * position before this one. {@code commentsBefore} holds comments written before this move
 * where no earlier move can carry them: at the start of a variation, as in
 * {@code ( {idea} 1... e6 )}. Comments before the first move of the main line belong in
 * {@link PgnGame#initialComment()} instead.
 *
 * @param san            move text as given by {@link PgnVisitor#move} (not checked for legality)
 * @param commentsBefore comments written just before this move, at the start of a variation
 * @param nags           numeric annotation glyphs of this move, in text order
 * @param commentsAfter  comments written after this move (and after its NAGs)
 * @param variations     alternative lines replacing this move
 */
public record PgnNode(String san, List<String> commentsBefore, List<Integer> nags,
                      List<String> commentsAfter, List<List<PgnNode>> variations) {

    public PgnNode {
        Objects.requireNonNull(san, "san");
        commentsBefore = List.copyOf(commentsBefore);
        nags = List.copyOf(nags);
        commentsAfter = List.copyOf(commentsAfter);
        variations = variations.stream().map(List::copyOf).toList();
    }

    /** A move without comments before it. */
    public PgnNode(String san, List<Integer> nags, List<String> commentsAfter, List<List<PgnNode>> variations) {
        this(san, List.of(), nags, commentsAfter, variations);
    }

    /** A bare move. */
    public static PgnNode of(String san) {
        return new PgnNode(san, List.of(), List.of(), List.of(), List.of());
    }
}
