package org.tabuleiro.rules.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Bad input never throws, never hangs, and is read from a stream without reading ahead. */
class PgnReaderRobustnessTest {

    /** Reads everything, checking the callback protocol; returns the number of games. */
    private static int readAll(byte[] bytes) {
        PgnReader reader = new PgnReader(new ByteArrayInputStream(bytes));
        PgnGameBuilder builder = new PgnGameBuilder();
        int games = 0;
        while (reader.readGame(builder)) {
            assertTrue(builder.game() != null, "endGame was called");
            games++;
            assertTrue(games <= bytes.length + 1, "more games than bytes");
        }
        assertTrue(!reader.readGame(builder), "end of input stays the end");
        return games;
    }

    @Test
    void randomBytesNeitherThrowNorHang() {
        Random random = new Random(20240611);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (int i = 0; i < 2000; i++) {
                byte[] bytes = new byte[random.nextInt(4000)];
                random.nextBytes(bytes);
                readAll(bytes);
            }
        });
    }

    @Test
    void randomPgnAlphabetSoupNeitherThrowsNorHangs() {
        byte[] alphabet = "[]{}()\";$%!?.-*/ \n\r\t\\eNf3O0Z1-2@abcdefgh12345678KQRBNx=+#\"".getBytes(StandardCharsets.US_ASCII);
        Random random = new Random(7);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (int i = 0; i < 2000; i++) {
                byte[] bytes = new byte[random.nextInt(3000)];
                for (int k = 0; k < bytes.length; k++) {
                    bytes[k] = alphabet[random.nextInt(alphabet.length)];
                }
                readAll(bytes);
            }
        });
    }

    @Test
    void everyTruncationOfTheSmallSharedFilesReadsWithoutFailing() throws Exception {
        // A file cut anywhere (an upload that broke off) reads without an exception, and every game before the one the
        // cut falls in is read exactly as from the whole file: the cut touches only the last game.
        for (Path file : PgnTestSupport.pgnFiles()) {
            byte[] bytes = Files.readAllBytes(file);
            List<PgnGame> whole = games(bytes);
            int step = Math.max(1, bytes.length / (bytes.length > 100_000 ? 40 : 300));
            for (int cut = 0; cut <= bytes.length; cut += step) {
                List<PgnGame> read = games(Arrays.copyOf(bytes, cut));
                String where = file.getFileName() + " cut at byte " + cut;
                assertTrue(read.size() <= whole.size(), where + ": " + read.size() + " games of " + whole.size());
                for (int g = 0; g < read.size() - 1; g++) {
                    assertEquals(whole.get(g), read.get(g), where + ": game " + (g + 1) + " before the cut");
                }
            }
        }
    }

    /** The games of {@code bytes}, as {@link #readAll} reads them. */
    private static List<PgnGame> games(byte[] bytes) {
        PgnReader reader = new PgnReader(new ByteArrayInputStream(bytes));
        List<PgnGame> games = new ArrayList<>();
        for (PgnGameBuilder builder = new PgnGameBuilder(); reader.readGame(builder); builder = new PgnGameBuilder()) {
            games.add(builder.game());
        }
        return games;
    }

    @Test
    void aCutInsideAGameStillGivesThatGameAndTheOnesBefore() {
        String text = "[Event \"a\"]\n1. e4 e5 1-0\n\n[Event \"b\"]\n1. d4 { cut here";
        assertEquals(2, readAll(text.getBytes(StandardCharsets.UTF_8)));
        assertEquals(0, readAll(new byte[0]));
        assertEquals(0, readAll("   \n\n  % only escape\n".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aHugeLineWithoutBreaksIsReadInPieces() {
        byte[] bytes = new byte[3 * PgnLineSource.MAX_LINE + 17];
        Arrays.fill(bytes, (byte) 'x');
        byte[] start = "1. e4 {".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(start, 0, bytes, 0, start.length);
        PgnReader reader = new PgnReader(new ByteArrayInputStream(bytes));
        PgnGameBuilder b = new PgnGameBuilder();
        assertTrue(reader.readGame(b));
        String comment = b.game().mainLine().get(0).commentsAfter().get(0);
        assertTrue(comment.length() >= PgnLineSource.MAX_LINE && comment.length() <= 2 * PgnLineSource.MAX_LINE,
                "comment capped: " + comment.length());
        assertEquals("unterminated comment", b.errors().get(0).message());
        assertTrue(!reader.readGame(b));
    }

    /** A long UTF-8 comment whose "é" (bytes C3 A9) straddles the cut between the first two pieces. */
    @Test
    void aPieceOfAnOverLongLineNeverEndsInsideAUtf8Character() {
        String head = "1. e4 {";
        StringBuilder text = new StringBuilder(head);
        text.append("x".repeat(PgnLineSource.MAX_LINE - 1 - head.length()));
        text.append("é ção ♞} e5 1-0\n");
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        assertEquals((byte) 0xC3, bytes[PgnLineSource.MAX_LINE - 1]);   // the cut is inside "é"
        PgnGameBuilder b = new PgnGameBuilder();
        assertTrue(new PgnReader(new ByteArrayInputStream(bytes)).readGame(b));
        String comment = b.game().mainLine().get(0).commentsAfter().get(0);
        // the pieces are joined as lines are (a space), each decoded as the UTF-8 it is (no Latin-1 "Ã ©")
        assertTrue(comment.endsWith("x é ção ♞"), comment.substring(comment.length() - 12));
        assertEquals("e5", b.game().mainLine().get(1).san());
    }

    /** The same through a Reader: a surrogate pair (an emoji) straddling the cut stays one character. */
    @Test
    void aPieceOfAnOverLongLineNeverEndsInsideASurrogatePair() {
        String head = "1. e4 {";
        String text = head + "x".repeat(PgnLineSource.MAX_LINE - 1 - head.length()) + "\uD83D\uDE00 ok} e5 1-0\n";
        assertTrue(Character.isHighSurrogate(text.charAt(PgnLineSource.MAX_LINE - 1)));
        PgnGameBuilder b = new PgnGameBuilder();
        assertTrue(new PgnReader(new java.io.StringReader(text)).readGame(b));
        String comment = b.game().mainLine().get(0).commentsAfter().get(0);
        assertTrue(comment.endsWith("x \uD83D\uDE00 ok"), comment.substring(comment.length() - 6));
    }

    @Test
    void gamesAreHandedOutBeforeTheRestOfTheStreamIsRead() {
        byte[] game = "[Event \"e\"]\n\n1. e4 {[%clk 0:03:00]} e5 2. Nf3 Nc6 1/2-1/2\n\n".getBytes(StandardCharsets.UTF_8);
        long total = 10_000_000L * game.length; // ~0.6 TB if it were ever materialised
        long[] consumed = {0};
        InputStream endless = new InputStream() {
            @Override public int read() {
                return consumed[0] < total ? game[(int) (consumed[0]++ % game.length)] & 0xFF : -1;
            }
            @Override public int read(byte[] b, int off, int len) {
                int n = 0;
                while (n < len && consumed[0] < total) {
                    b[off + n++] = game[(int) (consumed[0]++ % game.length)];
                }
                return n == 0 ? -1 : n;
            }
        };
        PgnReader reader = new PgnReader(endless);
        PgnGameBuilder b = new PgnGameBuilder();
        for (int i = 0; i < 5000; i++) {
            assertTrue(reader.readGame(b));
            assertEquals(4, b.game().mainLine().size());
        }
        assertTrue(consumed[0] <= 5000L * game.length + (1 << 16), "read ahead at most one buffer: " + consumed[0]);
    }
}
