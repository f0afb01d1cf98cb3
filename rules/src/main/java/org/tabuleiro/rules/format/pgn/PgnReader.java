package org.tabuleiro.rules.format.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Streaming, error-tolerant PGN reader (PGN standard, import format, section 8). It reads one
 * game per {@link #readGame} call and reports its parts to a {@link PgnVisitor}; it holds at
 * most one line and one comment in memory, so files of any size can be read.
 *
 * <p>Game boundaries follow the standard: a game ends at its termination marker outside
 * comments and variations, or where a new tag section starts without one. Blank lines are
 * plain whitespace, so a tag section may contain them. Lines starting with {@code %} are
 * escape lines (section 6) and are ignored. Bad text never throws: it is reported through
 * {@link PgnVisitor#error} and skipped. Only failures of the underlying stream surface, as
 * {@link UncheckedIOException}.
 *
 * <p>Not thread-safe.
 */
public final class PgnReader implements Closeable {

    private enum State { BETWEEN_GAMES, TAGS, MOVETEXT }

    /** Comments are capped so that an unterminated brace cannot eat all memory. */
    private static final int MAX_COMMENT = 1 << 20;
    /** Comments met outside any game are kept (a few) for a game that starts without tags. */
    private static final int MAX_PENDING = 16;

    private final PgnLineSource source;
    private final PgnTagParser tags;
    private final StringBuilder text = new StringBuilder();
    private final List<String> pendingComments = new ArrayList<>();
    private boolean haveLine;
    private boolean eof;
    private int pos;

    private PgnVisitor visitor;
    private State state;
    private int depth;
    private boolean skipping;
    private long lastLine;

    /** Reads bytes: UTF-8 (with or without a byte-order mark), each line not valid as such as ISO-8859-1. */
    public PgnReader(InputStream in) {
        this.source = new PgnByteLineSource(Objects.requireNonNull(in, "in"));
        this.tags = new PgnTagParser(this);
    }

    /** Reads already-decoded text. */
    public PgnReader(Reader in) {
        this.source = new PgnCharLineSource(Objects.requireNonNull(in, "in"));
        this.tags = new PgnTagParser(this);
    }

    /**
     * Reads the next game, reporting it to {@code visitor}.
     *
     * @return false when the input holds no further game
     * @throws UncheckedIOException if the underlying stream fails
     */
    public boolean readGame(PgnVisitor visitor) {
        this.visitor = Objects.requireNonNull(visitor, "visitor");
        state = State.BETWEEN_GAMES;
        depth = 0;
        skipping = false;
        pendingComments.clear();
        try {
            return read();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            this.visitor = null;
        }
    }

    /**
     * Called by a visitor from inside a callback (typically {@link PgnVisitor#move} with an
     * illegal move): no further tag, movetext or error callbacks are made for this game, but
     * the reader still finds its real end, then calls {@link PgnVisitor#result} (if there is a
     * marker) and {@link PgnVisitor#endGame}. Does nothing outside {@link #readGame}.
     */
    public void skipRestOfGame() {
        if (visitor != null) {
            skipping = true;
        }
    }

    @Override
    public void close() throws IOException {
        source.close();
    }

    private boolean read() throws IOException {
        while (true) {
            if (!haveLine || pos >= source.length) {
                if (!nextLine()) {
                    if (state == State.BETWEEN_GAMES) {
                        return false;
                    }
                    endGame(lastLine);
                    return true;
                }
                continue;
            }
            char[] c = source.chars;
            char ch = c[pos];
            if (ch <= ' ') {
                pos++;
                continue;
            }
            switch (ch) {
                case '[' -> {
                    if (PgnWords.isTagStart(c, pos, source.length)) {
                        if (state == State.MOVETEXT) {
                            endGame(lastLine); // a new tag section ends a game that has no marker
                            return true;
                        }
                        if (state == State.BETWEEN_GAMES) {
                            pendingComments.clear(); // they followed the previous game's marker
                        }
                        beginGameIfNeeded();
                        pos = tags.parse(c, pos, source.length);
                    } else {
                        int close = indexOf(c, pos, source.length, ']');
                        error(pos, "not a tag pair: " + new String(c, pos, close - pos));
                        pos = Math.min(close + 1, source.length);
                    }
                }
                case '{' -> braceComment();
                case ';' -> {
                    text.setLength(0);
                    appendNormalised(c, pos + 1, source.length);
                    pos = source.length;
                    comment();
                }
                case '(' -> {
                    startMovetext();
                    depth++;
                    pos++;
                    if (!skipping) {
                        visitor.beginVariation();
                    }
                }
                case ')' -> {
                    if (depth == 0) {
                        error(pos, "')' without matching '('");
                    } else {
                        startMovetext();
                        depth--;
                        if (!skipping) {
                            visitor.endVariation();
                        }
                    }
                    pos++;
                }
                case '$' -> nag(c);
                case '}', ']', '"' -> {
                    error(pos, "unexpected '" + ch + "'");
                    pos++;
                }
                default -> {
                    int start = pos;
                    int end = start + 1;
                    while (end < source.length && !PgnWords.endsWord(c[end])) {
                        end++;
                    }
                    pos = end;
                    if (word(c, start, end)) {
                        return true;
                    }
                }
            }
        }
    }

    private boolean nextLine() throws IOException {
        if (eof || !source.next()) {
            eof = true;
            haveLine = false;
            return false;
        }
        haveLine = true;
        // PGN standard 6: a '%' in column 1 escapes the whole line.
        pos = source.length > 0 && source.chars[0] == '%' ? source.length : 0;
        return true;
    }

    /** Handles one symbol; true when it was a termination marker that ended the game. */
    private boolean word(char[] c, int s, int e) {
        String marker = PgnWords.resultMarker(c, s, e);
        if (marker != null) {
            if (depth > 0) {
                error(s, "termination marker " + marker + " inside a variation ignored");
                return false;
            }
            startMovetext();
            visitor.result(marker);
            endGame(source.lineNumber);
            return true;
        }
        if (!PgnWords.isDigitMove(c, s, e)) {
            int afterNumber = PgnWords.skipMoveNumber(c, s, e);
            boolean numbered = afterNumber > s && PgnWords.isDigit(c[s]);
            if (numbered && (afterNumber < e || c[e - 1] == '.' || state != State.BETWEEN_GAMES)) {
                startMovetext(); // a bare number between games is more likely junk than a game
            }
            s = afterNumber;
            if (s == e) {
                return false;
            }
        }
        if (e - s > 2 && c[s] == '-' && c[s + 1] == '-') {
            move(c, s, s + 2, 0); // "--" is a token of its own: '-' cannot start a PGN symbol
            s += 2;
        }
        int end = e;
        while (end > s && PgnWords.isAnnotationChar(c[end - 1])) {
            end--;
        }
        int nag = end < e ? PgnWords.suffixNag(c, end, e) : 0;
        if (end < e && nag == 0) {
            error(end, "unknown annotation " + new String(c, end, e - end));
        }
        if (end == s) {
            if (nag > 0 && state != State.BETWEEN_GAMES && !skipping) {
                visitor.nag(nag); // an annotation written apart from its move
            }
            return false;
        }
        move(c, s, end, nag);
        return false;
    }

    private void move(char[] c, int s, int e, int nag) {
        int body = e > s && (c[e - 1] == '+' || c[e - 1] == '#') ? e - 1 : e;
        int cut = PgnWords.stripEnPassant(c, s, body);
        if (cut == s) {
            return; // a lone "e.p." after its move
        }
        if (!PgnWords.looksLikeMove(c, s, cut)) {
            error(s, "unknown token " + new String(c, s, e - s));
            return;
        }
        startMovetext();
        if (skipping) {
            return;
        }
        String san = cut == body ? new String(c, s, e - s)
                : new String(c, s, cut - s).concat(new String(c, body, e - body));
        visitor.move(san, (int) source.lineNumber, s + 1);
        if (nag > 0 && !skipping) {
            visitor.nag(nag);
        }
    }

    private void nag(char[] c) {
        int start = pos++;
        int value = 0;
        while (pos < source.length && PgnWords.isDigit(c[pos]) && value <= 255) {
            value = value * 10 + (c[pos++] - '0');
        }
        if (pos == start + 1 || value > 255) {
            while (pos < source.length && !PgnWords.endsWord(c[pos])) {
                pos++;
            }
            error(start, "bad NAG " + new String(c, start, pos - start));
            return;
        }
        startMovetext();
        if (!skipping) {
            visitor.nag(value);
        }
    }

    /** A brace comment, possibly over several lines (PGN standard 8.2.5: braces do not nest). */
    private void braceComment() throws IOException {
        long startLine = source.lineNumber;
        int startColumn = pos;
        text.setLength(0);
        pos++;
        while (true) {
            char[] c = source.chars;
            int close = indexOf(c, pos, source.length, '}');
            appendNormalised(c, pos, close);
            if (close < source.length) {
                pos = close + 1;
                comment();
                return;
            }
            long contentLine = source.lineNumber;
            if (!nextLine() || PgnWords.isTagLine(source.chars, source.length)) {
                errorAt(startLine, startColumn, "unterminated comment");
                comment();
                lastLine = contentLine;
                return; // the tag line (if any) is read again by the main loop
            }
            if (text.length() > 0 && text.charAt(text.length() - 1) != ' ') {
                text.append(' '); // the line break is whitespace
            }
        }
    }

    private void comment() {
        int n = text.length();
        if (n > 0 && text.charAt(n - 1) == ' ') {
            text.setLength(n - 1);
        }
        String s = text.toString();
        if (state == State.BETWEEN_GAMES) {
            if (pendingComments.size() < MAX_PENDING) {
                pendingComments.add(s);
            }
            return;
        }
        startMovetext();
        if (!skipping) {
            visitor.comment(s);
        }
    }

    /** Appends, turning each run of whitespace into one space and dropping leading space. */
    private void appendNormalised(char[] c, int from, int to) {
        StringBuilder t = text;
        for (int i = from; i < to && t.length() < MAX_COMMENT; i++) {
            char ch = c[i];
            if (ch <= ' ') {
                if (t.length() > 0 && t.charAt(t.length() - 1) != ' ') {
                    t.append(' ');
                }
            } else {
                t.append(ch);
            }
        }
    }

    private void beginGameIfNeeded() {
        if (state == State.BETWEEN_GAMES) {
            state = State.TAGS;
            visitor.beginGame(source.lineNumber);
        }
        lastLine = source.lineNumber;
    }

    private void startMovetext() {
        beginGameIfNeeded();
        if (state == State.TAGS) {
            state = State.MOVETEXT;
            visitor.endTags();
            if (!skipping) {
                for (String pending : pendingComments) {
                    visitor.comment(pending);
                }
            }
            pendingComments.clear();
        }
    }

    private void endGame(long line) {
        if (state == State.TAGS) {
            visitor.endTags();
        }
        if (depth > 0) {
            errorAt(lastLine, 0, "unterminated variation");
        }
        for (; depth > 0; depth--) {
            if (!skipping) {
                visitor.endVariation();
            }
        }
        state = State.BETWEEN_GAMES;
        visitor.endGame(line);
    }

    void tag(String name, String value) {
        lastLine = source.lineNumber;
        if (!skipping) {
            visitor.tag(name, value);
        }
    }

    void error(int index, String message) {
        errorAt(source.lineNumber, index, message);
    }

    private void errorAt(long line, int index, String message) {
        // Text outside any game has no game to be reported to.
        if (state != State.BETWEEN_GAMES && !skipping) {
            visitor.error(new PgnError(line, index + 1, message));
        }
    }

    private static int indexOf(char[] c, int from, int to, char wanted) {
        for (int i = from; i < to; i++) {
            if (c[i] == wanted) {
                return i;
            }
        }
        return to;
    }
}
