package org.tabuleiro.rules.format.pgn;

import java.util.Objects;

/**
 * A problem found in PGN text: where it is (1-based line and column of the offending token) and
 * what it is. Errors are reported through {@link PgnVisitor#error(PgnError)}; the reader always
 * recovers and goes on, so an error never stops a file from being read.
 *
 * @param line    1-based line number in the input
 * @param column  1-based column (in characters, after decoding) of the token
 * @param message human-readable description
 */
public record PgnError(long line, int column, String message) {

    public PgnError {
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return line + ":" + column + ": " + message;
    }
}
