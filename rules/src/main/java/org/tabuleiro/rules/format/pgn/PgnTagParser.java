package org.tabuleiro.rules.format.pgn;

/**
 * Reads one tag pair (PGN standard 8.1.1): {@code [Name "value"]}, where the value escapes a
 * quote as {@code \"} and a backslash as {@code \\}. A tag pair lies on one line; when it is
 * malformed the reader reports an error and carries on after it.
 */
final class PgnTagParser {

    private final PgnReader reader;
    private final StringBuilder value = new StringBuilder();

    PgnTagParser(PgnReader reader) {
        this.reader = reader;
    }

    /**
     * Parses the tag pair whose '[' is at {@code start} (already checked by
     * {@link PgnWords#isTagStart}); returns the index just after it.
     */
    int parse(char[] c, int start, int len) {
        int i = skipBlanks(c, start + 1, len);
        int nameStart = i;
        while (i < len && c[i] > ' ' && c[i] != '"') {
            i++;
        }
        String name = new String(c, nameStart, i - nameStart);
        i = skipBlanks(c, i, len) + 1; // past the opening quote
        int valueStart = i;
        value.setLength(0);
        boolean closed = false;
        while (i < len) {
            char ch = c[i];
            if (ch == '\\' && i + 1 < len && (c[i + 1] == '"' || c[i + 1] == '\\')) {
                value.append(c[i + 1]);
                i += 2;
            } else if (ch == '"') {
                closed = true;
                i++;
                break;
            } else {
                value.append(ch);
                i++;
            }
        }
        if (!closed) {
            // Some exporters write a value ending in a backslash without escaping it, as in
            // [Event "Ugra Cup \"]. Read up to the last quote of the line, backslash kept.
            int lastQuote = lastIndexOf(c, valueStart, len, '"');
            if (lastQuote >= valueStart) {
                value.setLength(0);
                for (int k = valueStart; k < lastQuote; k++) {
                    boolean escape = c[k] == '\\' && k + 1 < lastQuote && (c[k + 1] == '"' || c[k + 1] == '\\');
                    value.append(escape ? c[++k] : c[k]);
                }
                reader.error(lastQuote - 1, "tag " + name + ": value ends in an escaped quote");
                i = lastQuote + 1;
            } else {
                reader.error(start, "tag " + name + ": unterminated value");
                reader.tag(name, value.toString());
                return len;
            }
        }
        i = skipBlanks(c, i, len);
        if (i < len && c[i] == ']') {
            i++;
        } else {
            reader.error(i, "tag " + name + ": missing ']'");
            while (i < len && c[i] != ']') {
                i++; // whatever follows on the line is not movetext
            }
            i = Math.min(i + 1, len);
        }
        reader.tag(name, value.toString());
        return i;
    }

    private static int skipBlanks(char[] c, int i, int len) {
        while (i < len && (c[i] == ' ' || c[i] == '\t')) {
            i++;
        }
        return i;
    }

    private static int lastIndexOf(char[] c, int from, int to, char wanted) {
        for (int i = to - 1; i >= from; i--) {
            if (c[i] == wanted) {
                return i;
            }
        }
        return -1;
    }
}
