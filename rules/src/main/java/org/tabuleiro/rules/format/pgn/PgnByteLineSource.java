package org.tabuleiro.rules.format.pgn;

import java.io.IOException;
import java.io.InputStream;

/**
 * Line source over bytes. Each line is decoded on its own: as UTF-8 when it is valid UTF-8,
 * otherwise as ISO-8859-1. Deciding per line lets one stream mix both (old Latin-1 databases
 * appended to new UTF-8 ones) without reading ahead, and never fails: every byte sequence is
 * valid ISO-8859-1.
 */
final class PgnByteLineSource extends PgnLineSource {

    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private boolean skipLf;
    private byte[] line = new byte[512];
    private int lineLength;
    /** The start of a UTF-8 character an over-long line's piece was cut through, given to the next piece. */
    private final byte[] carry = new byte[3];
    private int carryLength;

    PgnByteLineSource(InputStream in) {
        this.in = in;
    }

    @Override
    boolean next() throws IOException {
        lineLength = carryLength;
        System.arraycopy(carry, 0, line, 0, carryLength);
        boolean any = carryLength > 0;
        carryLength = 0;
        boolean cut = false;
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
            int take = Math.min(i - start, MAX_LINE - lineLength);
            if (line.length < lineLength + take) {
                line = java.util.Arrays.copyOf(line, Math.max(lineLength + take, line.length * 2));
            }
            System.arraycopy(buf, start, line, lineLength, take);
            lineLength += take;
            pos = start + take;
            if (take < i - start || lineLength >= MAX_LINE) {
                cut = true;
                break;
            }
            if (i < limit) {
                skipLf = buf[i] == '\r';
                pos = i + 1;
                break;
            }
        }
        if (cut) {
            carryLength = incompleteTail();
            lineLength -= carryLength;
            System.arraycopy(line, lineLength, carry, 0, carryLength);
        }
        decode();
        lineNumber++;
        return true;
    }

    /**
     * How many bytes at the end of the line begin a UTF-8 character that the line does not finish (0 to 3), so that
     * a piece of an over-long line never ends inside a character: both pieces then decode as the UTF-8 they are.
     */
    private int incompleteTail() {
        for (int back = 1; back <= 3 && back < lineLength; back++) {
            int b = line[lineLength - back] & 0xFF;
            if (b < 0x80) {
                return 0; // ASCII: every character before it is complete
            }
            if (b >= 0xC0) {
                int size = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
                return size > back ? back : 0;
            }
        }
        return 0;
    }

    private void decode() {
        int from = 0;
        if (lineLength >= 3 && line[0] == (byte) 0xEF && line[1] == (byte) 0xBB && line[2] == (byte) 0xBF) {
            from = 3; // UTF-8 byte-order mark
        }
        ensureCapacity(lineLength);
        char[] c = chars;
        int j = 0;
        for (int i = from; i < lineLength; i++) {
            byte b = line[i];
            if (b < 0) {
                length = decodeUtf8(i, j);
                if (length < 0) {
                    length = 0;
                    for (int k = from; k < lineLength; k++) {
                        c[length++] = (char) (line[k] & 0xFF); // ISO-8859-1
                    }
                }
                return;
            }
            c[j++] = (char) b;
        }
        length = j;
    }

    /** Decodes UTF-8 from byte {@code i} on, writing chars from {@code j}; -1 when invalid. */
    private int decodeUtf8(int i, int j) {
        char[] c = chars;
        byte[] b = line;
        int end = lineLength;
        while (i < end) {
            int b0 = b[i] & 0xFF;
            if (b0 < 0x80) {
                c[j++] = (char) b0;
                i++;
            } else if (b0 >= 0xC2 && b0 <= 0xDF) {
                if (i + 1 >= end || !isCont(b[i + 1])) {
                    return -1;
                }
                c[j++] = (char) (((b0 & 0x1F) << 6) | (b[i + 1] & 0x3F));
                i += 2;
            } else if (b0 >= 0xE0 && b0 <= 0xEF) {
                if (i + 2 >= end || !isCont(b[i + 1]) || !isCont(b[i + 2])) {
                    return -1;
                }
                int b1 = b[i + 1] & 0xFF;
                if ((b0 == 0xE0 && b1 < 0xA0) || (b0 == 0xED && b1 >= 0xA0)) {
                    return -1; // overlong form or UTF-16 surrogate
                }
                c[j++] = (char) (((b0 & 0x0F) << 12) | ((b1 & 0x3F) << 6) | (b[i + 2] & 0x3F));
                i += 3;
            } else if (b0 >= 0xF0 && b0 <= 0xF4) {
                if (i + 3 >= end || !isCont(b[i + 1]) || !isCont(b[i + 2]) || !isCont(b[i + 3])) {
                    return -1;
                }
                int b1 = b[i + 1] & 0xFF;
                if ((b0 == 0xF0 && b1 < 0x90) || (b0 == 0xF4 && b1 >= 0x90)) {
                    return -1;
                }
                int cp = ((b0 & 0x07) << 18) | ((b1 & 0x3F) << 12) | ((b[i + 2] & 0x3F) << 6) | (b[i + 3] & 0x3F);
                c[j++] = Character.highSurrogate(cp);
                c[j++] = Character.lowSurrogate(cp);
                i += 4;
            } else {
                return -1;
            }
        }
        return j;
    }

    private static boolean isCont(byte b) {
        return (b & 0xC0) == 0x80;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
