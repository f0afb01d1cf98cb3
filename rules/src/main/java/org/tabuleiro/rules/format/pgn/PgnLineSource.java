package org.tabuleiro.rules.format.pgn;

import java.io.Closeable;
import java.io.IOException;

/**
 * Hands out the input one line at a time in a reused {@code char[]}, so that reading a file of
 * any size keeps memory flat. Line terminators (LF, CRLF and a lone CR) are removed, as is a
 * byte-order mark at the start of a line (concatenated files often carry one in the middle).
 * Lines longer than {@link #MAX_LINE} characters are handed out in pieces: a file without any
 * line break must not make us buffer all of it.
 */
abstract class PgnLineSource implements Closeable {

    /** Longest piece handed out as one line; real PGN lines are far shorter. */
    static final int MAX_LINE = 1 << 20;

    /** The current line; valid up to {@link #length}. */
    char[] chars = new char[512];
    int length;
    /** 1-based number of the current line; 0 before the first call to {@link #next()}. */
    long lineNumber;

    private boolean ended;

    /** Moves to the next line; false at end of input. */
    abstract boolean next() throws IOException;

    /**
     * Moves to the next line, which is blanked when it is an escape line (PGN standard 6: a
     * '%' in column 1 escapes the whole line); false, and for good, at end of input.
     */
    final boolean advance() throws IOException {
        if (ended || !next()) {
            ended = true;
            length = 0;
            return false;
        }
        if (length > 0 && chars[0] == '%') {
            length = 0;
        }
        return true;
    }

    final void ensureCapacity(int n) {
        if (chars.length < n) {
            chars = java.util.Arrays.copyOf(chars, Math.max(n, chars.length * 2));
        }
    }
}
