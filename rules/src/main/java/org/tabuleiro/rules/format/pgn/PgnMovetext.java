package org.tabuleiro.rules.format.pgn;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays out movetext in export format (PGN standard 8.2): single spaces between tokens, lines
 * of at most {@value #WIDTH} characters broken at spaces, no trailing space. A token longer
 * than a line stays whole on a line of its own. The text is first cut into unbreakable atoms,
 * then poured into lines.
 */
final class PgnMovetext {

    static final int WIDTH = 80;
    /** Atom that forces a line break: what follows a ';' comment must start a new line. */
    private static final String BREAK = "\n";

    private final List<String> atoms = new ArrayList<>();
    private String openParens = "";

    /** Appends the lines and the termination marker to {@code out}, ending with a newline. */
    static void write(PgnGame game, int firstMoveNumber, boolean whiteFirst, StringBuilder out) {
        PgnMovetext m = new PgnMovetext();
        if (game.initialComment() != null) {
            m.comment(game.initialComment());
        }
        int firstPly = (Math.max(firstMoveNumber, 1) - 1) * 2 + (whiteFirst ? 0 : 1);
        m.line(game.mainLine(), firstPly);
        m.atom(game.result());
        m.pour(out);
    }

    /** PGN standard 8.2.2.2: black's move number is shown only after an interruption. */
    private void line(List<PgnNode> line, int ply) {
        boolean interrupted = true;
        for (PgnNode node : line) {
            for (String c : node.commentsBefore()) {
                comment(c);
            }
            interrupted |= !node.commentsBefore().isEmpty();
            int number = ply / 2 + 1;
            if (ply % 2 == 0) {
                atom(number + ".");
            } else if (interrupted) {
                atom(number + "...");
            }
            atom(node.san());
            for (int nag : node.nags()) {
                atom("$" + nag);
            }
            for (String c : node.commentsAfter()) {
                comment(c);
            }
            for (List<PgnNode> variation : node.variations()) {
                openParens += "(";
                line(variation, ply);
                closeParen();
            }
            interrupted = !node.commentsAfter().isEmpty() || !node.variations().isEmpty();
            ply++;
        }
    }

    /**
     * A brace comment (8.2.5), breakable at its spaces. Brace comments cannot contain '}', so
     * such text becomes a rest-of-line comment, which must end its line.
     */
    private void comment(String raw) {
        String text = PgnWriter.normaliseComment(raw);
        if (text.indexOf('}') >= 0) {
            atom(";" + text);
            atoms.add(BREAK);
            return;
        }
        if (text.isEmpty()) {
            atom("{}");
            return;
        }
        String[] words = text.split(" ");
        words[0] = "{" + words[0];
        words[words.length - 1] = words[words.length - 1] + "}";
        for (String w : words) {
            atom(w);
        }
    }

    /** Adds an atom; variation openings not yet written are glued to its front. */
    private void atom(String a) {
        atoms.add(openParens + a);
        openParens = "";
    }

    /** Ends a variation: ')' is glued to the atom before, unless that atom ends its line. */
    private void closeParen() {
        int last = atoms.size() - 1;
        if (!openParens.isEmpty() || last < 0 || atoms.get(last) == BREAK) {
            atom(")");
        } else {
            atoms.set(last, atoms.get(last) + ")");
        }
    }

    private void pour(StringBuilder out) {
        StringBuilder line = new StringBuilder(WIDTH + 16);
        for (String a : atoms) {
            if (a == BREAK) {
                out.append(line).append('\n');
                line.setLength(0);
                continue;
            }
            if (line.length() > 0 && line.length() + 1 + a.length() > WIDTH) {
                out.append(line).append('\n');
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(a);
        }
        if (line.length() > 0) {
            out.append(line).append('\n');
        }
    }
}
