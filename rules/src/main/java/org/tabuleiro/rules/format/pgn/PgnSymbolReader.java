package org.tabuleiro.rules.format.pgn;

/**
 * Turns one movetext symbol (a maximal run of non-delimiter characters, PGN standard 7) or a
 * NAG into reader events: a termination marker, a move number (dropped), a move with its
 * suffix annotation, a lone annotation, or an error for text that is none of these.
 */
final class PgnSymbolReader {

    private final PgnReader reader;

    PgnSymbolReader(PgnReader reader) {
        this.reader = reader;
    }

    /** Handles the symbol in {@code c[s..e)}; true when it was a marker that ended the game. */
    boolean symbol(char[] c, int s, int e) {
        String marker = PgnWords.resultMarker(c, s, e);
        if (marker != null) {
            return reader.onMarker(marker, s);
        }
        if (!PgnWords.isDigitMove(c, s, e)) {
            int afterNumber = PgnWords.skipMoveNumber(c, s, e);
            if (afterNumber > s && PgnWords.isDigit(c[s])) {
                // A bare number between games is more likely junk than the start of a game.
                reader.onMoveNumber(afterNumber < e || c[e - 1] == '.');
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
            reader.error(end, "unknown annotation " + new String(c, end, e - end));
        }
        if (end == s) {
            if (nag > 0) {
                reader.onNag(nag, true); // an annotation written apart from its move
            }
            return false;
        }
        move(c, s, end, nag);
        return false;
    }

    /** A move token without its suffix annotation; an en passant marker is cut out. */
    private void move(char[] c, int s, int e, int nag) {
        int body = e > s && (c[e - 1] == '+' || c[e - 1] == '#') ? e - 1 : e;
        int cut = PgnWords.stripEnPassant(c, s, body);
        if (cut == s) {
            return; // a lone "e.p." after its move
        }
        if (!PgnWords.looksLikeMove(c, s, cut)) {
            reader.error(s, "unknown token " + new String(c, s, e - s));
            return;
        }
        String san = cut == body ? new String(c, s, e - s)
                : new String(c, s, cut - s).concat(new String(c, body, e - body));
        reader.onMove(san, s, nag);
    }

    /** A {@code $n} NAG starting at {@code start} (PGN standard 8.2.4); returns the index after it. */
    int nag(char[] c, int start, int len) {
        int i = start + 1;
        int value = 0;
        while (i < len && PgnWords.isDigit(c[i]) && value <= 255) {
            value = value * 10 + (c[i++] - '0');
        }
        if (i == start + 1 || value > 255) {
            while (i < len && !PgnWords.endsWord(c[i])) {
                i++;
            }
            reader.error(start, "bad NAG " + new String(c, start, i - start));
        } else {
            reader.onNag(value, false);
        }
        return i;
    }
}
