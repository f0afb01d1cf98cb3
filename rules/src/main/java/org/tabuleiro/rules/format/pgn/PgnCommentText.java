package org.tabuleiro.rules.format.pgn;

/**
 * Collects the text of one comment: whitespace runs (line breaks included) become single
 * spaces, leading and trailing space is dropped, and the length is capped so that an
 * unterminated brace in a huge file cannot exhaust memory.
 */
final class PgnCommentText {

    /** Longest comment kept; the rest of a longer one is dropped. */
    static final int MAX = 1 << 20;

    private final StringBuilder text = new StringBuilder();
    private long lastLine;

    /**
     * Reads a brace comment whose '{' is at {@code start} of the source's current line, over
     * as many lines as it takes. Returns the index after its '}', or -1 when it is not closed
     * before the end of input or before a line that is a tag pair: a forgotten '}' must not
     * swallow every game after it. The text is then ready in {@link #take()}.
     */
    int readBrace(PgnLineSource source, int start) throws java.io.IOException {
        clear();
        int pos = start + 1;
        while (true) {
            int close = PgnWords.indexOf(source.chars, pos, source.length, '}');
            append(source.chars, pos, close);
            if (close < source.length) {
                return close + 1;
            }
            lastLine = source.lineNumber;
            if (!source.advance() || PgnWords.isTagLine(source.chars, source.length)) {
                return -1;
            }
            lineBreak();
            pos = 0;
        }
    }

    /** The last line inside an unterminated comment. */
    long lastLine() {
        return lastLine;
    }

    void clear() {
        text.setLength(0);
    }

    /** Starts a new comment with the given text (a ';' comment, PGN standard 5). */
    void set(char[] c, int from, int to) {
        clear();
        append(c, from, to);
    }

    void append(char[] c, int from, int to) {
        StringBuilder t = text;
        for (int i = from; i < to && t.length() < MAX; i++) {
            char ch = c[i];
            if (ch > ' ') {
                t.append(ch);
            } else if (t.length() > 0 && t.charAt(t.length() - 1) != ' ') {
                t.append(' ');
            }
        }
    }

    /** A line break inside a brace comment is whitespace like any other. */
    void lineBreak() {
        if (text.length() > 0 && text.charAt(text.length() - 1) != ' ' && text.length() < MAX) {
            text.append(' ');
        }
    }

    /** The text collected, trimmed. */
    String take() {
        int n = text.length();
        if (n > 0 && text.charAt(n - 1) == ' ') {
            text.setLength(n - 1);
        }
        return text.toString();
    }
}
