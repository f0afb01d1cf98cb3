package org.tabuleiro.rules.format.pgn;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes a {@link PgnGame} in PGN export format (PGN standard, section 8): the Seven Tag
 * Roster first and in its order, then the other tags in their original order, a blank line,
 * the movetext with move numbers, NAGs as {@code $n}, comments and variations, lines of at
 * most 80 characters, the termination marker, and a blank line after the game.
 *
 * <p>Export format allows each tag name once (8.1.1), so later duplicates are dropped. What is
 * written, read back by {@link PgnReader} into a {@link PgnGameBuilder}, gives exactly
 * {@link #exportForm(PgnGame)} of the game written.
 */
public final class PgnWriter {

    /** The Seven Tag Roster (8.1.1) with the values the standard gives for unknown data. */
    private static final String[][] ROSTER = {
        {"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
        {"White", "?"}, {"Black", "?"}, {"Result", null},
    };

    private PgnWriter() {}

    /**
     * Writes the game, taking the first move number and side to move from the fullmove number
     * and active colour fields (2nd and 6th) of its FEN tag; from move 1, white, without one.
     */
    public static String write(PgnGame game) {
        int number = 1;
        boolean white = true;
        String fen = game.tag("FEN").orElse("").trim();
        if (!fen.isEmpty()) {
            String[] fields = fen.split("\\s+");
            white = fields.length < 2 || !fields[1].equals("b");
            if (fields.length >= 6) {
                try {
                    number = Math.max(1, Integer.parseInt(fields[5]));
                } catch (NumberFormatException e) {
                    number = 1; // a broken FEN is for the rules layer to report
                }
            }
        }
        return write(game, number, white);
    }

    /** Writes the game, its first move being move {@code firstMoveNumber} of white or black. */
    public static String write(PgnGame game, int firstMoveNumber, boolean whiteToMoveFirst) {
        PgnGame g = exportForm(game);
        StringBuilder out = new StringBuilder(1024);
        for (PgnTag t : g.tags()) {
            out.append('[').append(t.name()).append(" \"");
            escape(t.value(), out);
            out.append("\"]\n");
        }
        out.append('\n');
        PgnMovetext.write(g, firstMoveNumber, whiteToMoveFirst, out);
        return out.append('\n').toString();
    }

    /**
     * The game as it is written: roster first (missing roster tags filled in), duplicates
     * dropped, control characters in tag values made spaces, comment whitespace collapsed,
     * comments before a non-first move moved after the previous one, empty variations and
     * NAGs outside 0..255 dropped, and the result made a marker: the game's own, else the
     * Result tag's when it is one, else {@code *}.
     */
    public static PgnGame exportForm(PgnGame game) {
        String result = game.result();
        String resultTag = game.tag("Result").orElse(null);
        if (!isMarker(result)) {
            result = isMarker(resultTag) ? resultTag : "*";
        }
        List<PgnTag> tags = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String[] r : ROSTER) {
            String value = game.tag(r[0]).orElse(r[1] != null ? r[1] : result);
            tags.add(new PgnTag(r[0], sanitise(value)));
            seen.add(r[0]);
        }
        for (PgnTag t : game.tags()) {
            if (seen.add(t.name())) {
                tags.add(new PgnTag(t.name(), sanitise(t.value())));
            }
        }
        List<String> initial = new ArrayList<>();
        if (game.initialComment() != null) {
            initial.add(game.initialComment());
        }
        if (!game.mainLine().isEmpty()) {
            initial.addAll(game.mainLine().get(0).commentsBefore());
        }
        String initialComment = initial.isEmpty() ? null
                : normaliseComment(String.join(" ", initial.stream().map(PgnWriter::normaliseComment).toList()));
        return new PgnGame(tags, initialComment, exportLine(game.mainLine(), true), result);
    }

    private static List<PgnNode> exportLine(List<PgnNode> line, boolean mainLine) {
        List<PgnNode> out = new ArrayList<>(line.size());
        for (int i = 0; i < line.size(); i++) {
            PgnNode n = line.get(i);
            List<String> before = i == 0 && !mainLine ? normalise(n.commentsBefore()) : List.of();
            List<String> after = new ArrayList<>(normalise(n.commentsAfter()));
            if (i + 1 < line.size()) {
                after.addAll(normalise(line.get(i + 1).commentsBefore()));
            }
            List<List<PgnNode>> variations = new ArrayList<>();
            for (List<PgnNode> v : n.variations()) {
                if (!v.isEmpty()) {
                    variations.add(exportLine(v, false));
                }
            }
            List<Integer> nags = n.nags().stream().filter(x -> x >= 0 && x <= 255).toList();
            out.add(new PgnNode(n.san(), before, nags, after, variations));
        }
        return out;
    }

    private static boolean isMarker(String s) {
        return "1-0".equals(s) || "0-1".equals(s) || "1/2-1/2".equals(s) || "*".equals(s);
    }

    private static List<String> normalise(List<String> comments) {
        return comments.stream().map(PgnWriter::normaliseComment).toList();
    }

    /** Comment text as the reader hands it out: trimmed, whitespace runs made one space. */
    static String normaliseComment(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch > ' ') {
                sb.append(ch);
            } else if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ' ') {
                sb.append(' ');
            }
        }
        int n = sb.length();
        return n > 0 && sb.charAt(n - 1) == ' ' ? sb.substring(0, n - 1) : sb.toString();
    }

    /** A tag pair lives on one line (8.1.1), so line breaks and other controls become spaces. */
    private static String sanitise(String value) {
        StringBuilder sb = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            sb.append(ch < ' ' && ch != '\t' ? ' ' : ch);
        }
        return sb.toString();
    }

    /** PGN standard 8.1.1: a quote inside a value is written \" and a backslash \\. */
    private static void escape(String value, StringBuilder out) {
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (ch == '"' || ch == '\\') {
                out.append('\\');
            }
            out.append(ch);
        }
    }
}
