package org.tabuleiro.rules.format.pgn;

import java.io.IOException;
import java.io.Reader;

/** Line source over already-decoded characters. */
final class PgnCharLineSource extends PgnLineSource {

    private final Reader in;
    private final char[] buf = new char[1 << 14];
    private int pos;
    private int limit;
    /** The previous line ended in CR: an LF right after it belongs to that terminator. */
    private boolean skipLf;

    PgnCharLineSource(Reader in) {
        this.in = in;
    }

    /** The high surrogate an over-long line's piece ended with, given to the next piece. */
    private char carry;

    @Override
    boolean next() throws IOException {
        length = 0;
        boolean any = false;
        if (carry != 0) {
            ensureCapacity(1);
            chars[length++] = carry;
            carry = 0;
            any = true;
        }
        while (true) {
            if (pos >= limit) {
                int n = in.read(buf, 0, buf.length);
                if (n <= 0) {
                    if (!any) {
                        return false;
                    }
                    break;
                }
                pos = 0;
                limit = n;
            }
            if (skipLf) {
                skipLf = false;
                if (buf[pos] == '\n') {
                    pos++;
                    continue;
                }
            }
            any = true;
            int start = pos;
            int i = pos;
            while (i < limit && buf[i] != '\n' && buf[i] != '\r') {
                i++;
            }
            int take = Math.min(i - start, MAX_LINE - length);
            ensureCapacity(length + take);
            System.arraycopy(buf, start, chars, length, take);
            length += take;
            pos = start + take;
            if (take < i - start || length >= MAX_LINE) {
                // over-long line: hand out this piece, the rest comes next time, never half a surrogate pair
                if (length > 1 && Character.isHighSurrogate(chars[length - 1])) {
                    carry = chars[--length];
                }
                break;
            }
            if (i < limit) {
                skipLf = buf[i] == '\r';
                pos = i + 1;
                break;
            }
        }
        if (length > 0 && chars[0] == '\uFEFF') {
            System.arraycopy(chars, 1, chars, 0, --length);
        }
        lineNumber++;
        return true;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
