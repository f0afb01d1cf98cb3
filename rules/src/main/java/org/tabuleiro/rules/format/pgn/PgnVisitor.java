package org.tabuleiro.rules.format.pgn;

/**
 * Receives the parts of PGN games from a {@link PgnReader}, in text order. Every method has a
 * no-op default so a visitor implements only what it needs.
 *
 * <p>Per game the calls are: {@link #beginGame}, any number of {@link #tag}, exactly one
 * {@link #endTags}, then movetext callbacks ({@link #move}, {@link #nag}, {@link #comment},
 * {@link #beginVariation}/{@link #endVariation}, {@link #error}), then at most one
 * {@link #result}, then {@link #endGame}. Variations are always balanced: a variation still
 * open when the game ends is closed by the reader (after reporting an error), unless the
 * visitor asked {@link PgnReader#skipRestOfGame()}, which silences all movetext callbacks.
 *
 * <p>The visitor does not know chess: moves are SAN text tokens that another layer plays. A
 * visitor that finds an illegal move calls {@link PgnReader#skipRestOfGame()} from inside the
 * callback; the reader then still finds the correct end of the game.
 */
public interface PgnVisitor {

    /** A new game starts; {@code line} is the 1-based line of its first tag or token. */
    default void beginGame(long line) {}

    /** A tag pair (PGN standard 8.1); {@code value} is already unescaped. */
    default void tag(String name, String value) {}

    /** The tag pair section is over; called once per game, before any movetext callback. */
    default void endTags() {}

    /**
     * A move token with move number indications, suffix annotations and en passant markers
     * removed. Check/mate marks and promotion ({@code =Q}) are kept. Null moves ({@code --},
     * {@code Z0}, {@code 0000}, {@code @@@@}) pass through unchanged.
     *
     * @param line   1-based line of the token
     * @param column 1-based column of the first character of the move itself
     */
    default void move(String san, int line, int column) {}

    /** A numeric annotation glyph: a {@code $n} token or a suffix annotation (! = 1 ... ?! = 6). */
    default void nag(int nag) {}

    /** A brace or rest-of-line comment, trimmed, with runs of whitespace made single spaces. */
    default void comment(String text) {}

    /** A recursive annotation variation opens: {@code (}. */
    default void beginVariation() {}

    /** The innermost open variation closes: {@code )}. */
    default void endVariation() {}

    /** The game termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
    default void result(String marker) {}

    /** The game is over; {@code endLine} is the line of its last token. */
    default void endGame(long endLine) {}

    /** A problem in the text. The reader has already recovered from it. */
    default void error(PgnError error) {}
}
