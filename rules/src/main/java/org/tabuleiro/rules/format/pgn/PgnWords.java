package org.tabuleiro.rules.format.pgn;

/**
 * Classification of the raw text pieces the reader meets, on {@code char[]} ranges so that no
 * String is made for text that is thrown away. None of this knows chess rules: a "move" here is
 * only something shaped like one; whether it can be played is for another layer to say.
 */
final class PgnWords {

    private PgnWords() {}

    /** Characters that end a word (symbol) besides whitespace: PGN's self-delimiting tokens. */
    private static final boolean[] DELIMITER = new boolean[128];

    static {
        for (char ch : "{}()[];$\"".toCharArray()) {
            DELIMITER[ch] = true;
        }
    }

    static boolean endsWord(char ch) {
        return ch <= ' ' || (ch < 128 && DELIMITER[ch]);
    }

    static boolean isDigit(char ch) {
        return ch >= '0' && ch <= '9';
    }

    /** The termination marker (PGN standard 8.2.6) spelled by the range, or null. */
    static String resultMarker(char[] c, int s, int e) {
        int n = e - s;
        if (n == 1 && c[s] == '*') {
            return "*";
        }
        if (n == 3 && c[s + 1] == '-') {
            if (c[s] == '1' && c[s + 2] == '0') {
                return "1-0";
            }
            if (c[s] == '0' && c[s + 2] == '1') {
                return "0-1";
            }
        }
        if (n == 7 && c[s] == '1' && c[s + 1] == '/' && c[s + 2] == '2' && c[s + 3] == '-'
                && c[s + 4] == '1' && c[s + 5] == '/' && c[s + 6] == '2') {
            return "1/2-1/2";
        }
        return null;
    }

    /** Whether the range starts with a digit but is a move: {@code 0-0}, {@code 0-0-0}, {@code 0000}. */
    static boolean isDigitMove(char[] c, int s, int e) {
        if (e - s >= 3 && c[s] == '0' && c[s + 1] == '-' && c[s + 2] == '0') {
            return true;
        }
        return e - s == 4 && c[s] == '0' && c[s + 1] == '0' && c[s + 2] == '0' && c[s + 3] == '0';
    }

    /**
     * Index after a move number indication at the start of the range (PGN standard 8.2.2: an
     * integer followed by zero or more periods, or periods alone as in {@code 12 ... e5}); the
     * range start when there is none.
     */
    static int skipMoveNumber(char[] c, int s, int e) {
        int i = s;
        while (i < e && isDigit(c[i])) {
            i++;
        }
        if (i > s && i < e && c[i] != '.') {
            return s; // a digit followed by something else is no move number ("1/2", "12x")
        }
        while (i < e && c[i] == '.') {
            i++;
        }
        return i;
    }

    /** The NAG for a suffix annotation (PGN standard 10, values 1 to 6); 0 if unknown. */
    static int suffixNag(char[] c, int s, int e) {
        int n = e - s;
        if (n == 1) {
            return c[s] == '!' ? 1 : 2;
        }
        if (n == 2) {
            char a = c[s];
            char b = c[s + 1];
            if (a == '!') {
                return b == '!' ? 3 : 5;
            }
            return b == '?' ? 4 : 6;
        }
        return 0;
    }

    static boolean isAnnotationChar(char ch) {
        return ch == '!' || ch == '?';
    }

    /**
     * End of the range without a trailing en passant marker ({@code e.p.} or {@code ep}) that
     * follows a destination rank or stands alone; {@code e} when there is none.
     */
    static int stripEnPassant(char[] c, int s, int e) {
        int cut = -1;
        if (e - s >= 4 && c[e - 4] == 'e' && c[e - 3] == '.' && c[e - 2] == 'p' && c[e - 1] == '.') {
            cut = e - 4;
        } else if (e - s >= 2 && c[e - 2] == 'e' && c[e - 1] == 'p') {
            cut = e - 2;
        }
        if (cut < 0 || (cut > s && !isDigit(c[cut - 1]))) {
            return e;
        }
        return cut;
    }

    /** Shape test only: a null move, a castling, or a letter-led token naming a square. */
    static boolean looksLikeMove(char[] c, int s, int e) {
        int n = e - s;
        if (n == 2 && c[s] == 'Z' && c[s + 1] == '0' || n == 2 && c[s] == '-' && c[s + 1] == '-') {
            return true;
        }
        if (n == 4 && c[s] == '@' && c[s + 1] == '@' && c[s + 2] == '@' && c[s + 3] == '@') {
            return true;
        }
        if (isDigitMove(c, s, e) || n >= 3 && c[s] == 'O' && c[s + 1] == '-' && c[s + 2] == 'O') {
            return true;
        }
        char first = c[s];
        if (!(first >= 'A' && first <= 'Z' || first >= 'a' && first <= 'z' || first == '@')) {
            return false;
        }
        for (int i = s; i + 1 < e; i++) {
            if (c[i] >= 'a' && c[i] <= 'h' && c[i + 1] >= '1' && c[i + 1] <= '8') {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a tag pair starts at {@code i}: {@code [}, a symbol, optional spaces, a quote
     * (PGN standard 8.1.1). Stricter than "any [" so that a stray bracket in movetext (for
     * example an unbraced {@code [%clk ...]}) does not cut a game in two.
     */
    static boolean isTagStart(char[] c, int i, int len) {
        if (i >= len || c[i] != '[') {
            return false;
        }
        int j = i + 1;
        while (j < len && (c[j] == ' ' || c[j] == '\t')) {
            j++;
        }
        int nameStart = j;
        while (j < len && (Character.isLetterOrDigit(c[j]) || c[j] == '_')) {
            j++;
        }
        if (j == nameStart) {
            return false;
        }
        while (j < len && (c[j] == ' ' || c[j] == '\t')) {
            j++;
        }
        return j < len && c[j] == '"';
    }

    /** The name of the tag pair starting at {@code c[i]} (checked by {@link #isTagStart}). */
    static String tagName(char[] c, int i, int len) {
        int j = i + 1;
        while (j < len && (c[j] == ' ' || c[j] == '\t')) {
            j++;
        }
        int nameStart = j;
        while (j < len && (Character.isLetterOrDigit(c[j]) || c[j] == '_')) {
            j++;
        }
        return new String(c, nameStart, j - nameStart);
    }

        /** Whether the whole line is one tag pair: used to end a runaway comment at a new game. */
    static boolean isTagLine(char[] c, int len) {
        int i = 0;
        while (i < len && c[i] <= ' ') {
            i++;
        }
        int e = len;
        while (e > i && c[e - 1] <= ' ') {
            e--;
        }
        return isTagStart(c, i, e) && c[e - 1] == ']' && e - 2 > i && c[e - 2] == '"';
    }

    /** Index of {@code wanted} in {@code c[from..to)}, or {@code to}. */
    static int indexOf(char[] c, int from, int to, char wanted) {
        for (int i = from; i < to; i++) {
            if (c[i] == wanted) {
                return i;
            }
        }
        return to;
    }
}
