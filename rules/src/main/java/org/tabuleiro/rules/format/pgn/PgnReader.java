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
 * comments and variations, or where a new tag section starts without one; a tag whose name
 * the section already has starts a new section (the last one is a game with tags and no
 * movetext: a file of tag sections alone is as many games). Blank lines are plain
 * whitespace, so a tag section may contain them. Lines starting with {@code %} are
 * escape lines (section 6) and are ignored. Bad text never throws: it is reported through
 * {@link PgnVisitor#error} and skipped. Only failures of the underlying stream surface, as
 * {@link UncheckedIOException}. Not thread-safe.
 */
public final class PgnReader implements Closeable {

    private enum State { BETWEEN_GAMES, TAGS, MOVETEXT }

    /** Comments met outside any game are kept (a few) for a game that starts without tags. */
    private static final int MAX_PENDING = 16;

    private final PgnLineSource source;
    private final PgnTagParser tags;
    private final PgnSymbolReader symbols;
    private final PgnCommentText text = new PgnCommentText();
    private final List<String> pendingComments = new ArrayList<>();
    private int pos;
    private PgnVisitor visitor;
    private State state;
    private int depth;
    private boolean skipping;
    private long lastLine;
    /** The names of the tag section being read: one of them again starts a new section. */
    private final java.util.Set<String> sectionTags = new java.util.HashSet<>();

    /** Reads bytes: UTF-8 (with or without a byte-order mark), each line not valid as such as ISO-8859-1. */
    public PgnReader(InputStream in) {
        this(new PgnByteLineSource(Objects.requireNonNull(in, "in")));
    }

    /** Reads already-decoded text. */
    public PgnReader(Reader in) {
        this(new PgnCharLineSource(Objects.requireNonNull(in, "in")));
    }

    private PgnReader(PgnLineSource source) {
        this.source = source;
        this.tags = new PgnTagParser(this);
        this.symbols = new PgnSymbolReader(this);
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
            if (pos >= source.length) {
                pos = 0;
                if (!source.advance()) {
                    boolean inGame = state != State.BETWEEN_GAMES;
                    if (inGame) {
                        endGame(lastLine); // end of input ends a game without a marker
                    }
                    return inGame;
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
                        String name = PgnWords.tagName(c, pos, source.length);
                        if (state == State.TAGS && sectionTags.contains(name)) {
                            endGame(lastLine); // a tag again: a new section, the last one had no movetext
                            return true;
                        }
                        if (state == State.BETWEEN_GAMES) {
                            pendingComments.clear(); // they followed the previous game's marker
                        }
                        beginGameIfNeeded();
                        sectionTags.add(name);
                        pos = tags.parse(c, pos, source.length);
                    } else {
                        int close = PgnWords.indexOf(c, pos, source.length, ']');
                        error(pos, "not a tag pair: " + new String(c, pos, close - pos));
                        pos = Math.min(close + 1, source.length);
                    }
                }
                case '{' -> braceComment();
                case ';' -> {
                    text.set(c, pos + 1, source.length);
                    pos = source.length;
                    comment();
                }
                case '(', ')' -> variation(ch == '(');
                case '$' -> pos = symbols.nag(c, pos, source.length);
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
                    if (symbols.symbol(c, start, end)) {
                        return true;
                    }
                }
            }
        }
    }

    /** A termination marker; true when it ended the game (it does not inside a variation). */
    boolean onMarker(String marker, int index) {
        if (depth > 0) {
            error(index, "termination marker " + marker + " inside a variation ignored");
            return false;
        }
        startMovetext();
        visitor.result(marker);
        endGame(source.lineNumber);
        return true;
    }

    void onMoveNumber(boolean canStartGame) {
        if (canStartGame || state != State.BETWEEN_GAMES) {
            startMovetext();
        }
    }

    void onMove(String san, int index, int nag) {
        startMovetext();
        if (!skipping) {
            visitor.move(san, (int) source.lineNumber, index + 1);
            if (nag > 0 && !skipping) { // the visitor may have asked to skip just now
                visitor.nag(nag);
            }
        }
    }

    /** A NAG; a lone suffix annotation ({@code e4 !}) cannot start a game. */
    void onNag(int nag, boolean lone) {
        if (!lone) {
            startMovetext();
        }
        if (state != State.BETWEEN_GAMES && !skipping) {
            visitor.nag(nag);
        }
    }

    /** Recursive annotation variations (PGN standard 8.2.5) nest; a stray ')' is an error. */
    private void variation(boolean open) {
        if (!open && depth == 0) {
            error(pos++, "')' without matching '('");
            return;
        }
        startMovetext();
        depth += open ? 1 : -1;
        pos++;
        if (!skipping) {
            if (open) {
                visitor.beginVariation();
            } else {
                visitor.endVariation();
            }
        }
    }

    /** A brace comment, possibly over several lines (PGN standard 8.2.5: braces do not nest). */
    private void braceComment() throws IOException {
        long startLine = source.lineNumber;
        int startColumn = pos;
        pos = text.readBrace(source, pos);
        if (pos < 0) {
            errorAt(startLine, startColumn, "unterminated comment");
            pos = 0; // at end of input, or on a tag line that the main loop reads again
            comment();
            lastLine = text.lastLine();
        } else {
            comment();
        }
    }

    private void comment() {
        String s = text.take();
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

    private void beginGameIfNeeded() {
        if (state == State.BETWEEN_GAMES) {
            state = State.TAGS;
            sectionTags.clear();
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
}
