package org.tabuleiro.rules.format.pgn;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A visitor that collects one game into a {@link PgnGame}: tags, main line and variations as a
 * tree, comments, NAGs and the termination marker. Moves are not checked. One builder can be
 * reused for every game of a reader; after each {@code readGame} call, {@link #game()} holds
 * the game just read and {@link #errors()} the problems reported for it.
 *
 * <p>Where the text says something the tree cannot hold, it is dropped: a NAG before the first
 * move of a line, an empty variation, a variation opened before any move of its line, and
 * variations nested deeper than {@value #MAX_DEPTH} (to bound recursion on hostile input).
 */
public final class PgnGameBuilder implements PgnVisitor {

    /** Deepest variation nesting kept. */
    public static final int MAX_DEPTH = 100;

    /** Mutable twin of {@link PgnNode}, turned into records when the game ends. */
    private static final class Node {
        final String san;
        final List<String> before;
        final List<Integer> nags = new ArrayList<>(1);
        final List<String> after = new ArrayList<>(1);
        final List<List<Node>> variations = new ArrayList<>(0);

        Node(String san, List<String> before) {
            this.san = san;
            this.before = before;
        }

        PgnNode toRecord() {
            List<List<PgnNode>> vars = new ArrayList<>(variations.size());
            for (List<Node> v : variations) {
                if (!v.isEmpty()) {
                    vars.add(toRecords(v));
                }
            }
            return new PgnNode(san, before, nags, after, vars);
        }
    }

    /** A line being filled; {@code before} collects comments preceding its next move. */
    private record Frame(List<Node> line, List<String> before) {}

    private final List<PgnTag> tags = new ArrayList<>();
    private final List<String> initialComments = new ArrayList<>();
    private final List<PgnError> errors = new ArrayList<>();
    private final Deque<Frame> stack = new ArrayDeque<>();
    private List<Node> mainLine = new ArrayList<>();
    private String result;
    private PgnGame game;

    /** A builder ready for its first game. */
    public PgnGameBuilder() {
        beginGame(0);
    }

    @Override
    public void beginGame(long line) {
        tags.clear();
        initialComments.clear();
        errors.clear();
        stack.clear();
        mainLine = new ArrayList<>();
        stack.push(new Frame(mainLine, new ArrayList<>()));
        result = null;
        game = null;
    }

    @Override
    public void tag(String name, String value) {
        tags.add(new PgnTag(name, value));
    }

    @Override
    public void move(String san, int line, int column) {
        Frame f = stack.peek();
        List<String> before = List.of();
        if (!f.before().isEmpty()) {
            before = new ArrayList<>(f.before());
            f.before().clear();
        }
        f.line().add(new Node(san, before));
    }

    @Override
    public void nag(int nag) {
        Node last = last();
        if (last != null) {
            last.nags.add(nag);
        }
    }

    @Override
    public void comment(String text) {
        Node last = last();
        if (last != null) {
            last.after.add(text);
        } else if (stack.size() == 1) {
            initialComments.add(text);
        } else {
            stack.peek().before().add(text);
        }
    }

    @Override
    public void beginVariation() {
        Node last = last();
        List<Node> line = new ArrayList<>();
        if (last != null && stack.size() <= MAX_DEPTH) {
            last.variations.add(line); // otherwise the line is read but thrown away
        }
        stack.push(new Frame(line, new ArrayList<>()));
    }

    @Override
    public void endVariation() {
        if (stack.size() > 1) {
            stack.pop();
        }
    }

    @Override
    public void result(String marker) {
        result = marker;
    }

    @Override
    public void error(PgnError error) {
        errors.add(error);
    }

    @Override
    public void endGame(long endLine) {
        String initial = initialComments.isEmpty() ? null : String.join(" ", initialComments);
        game = new PgnGame(tags, initial, toRecords(mainLine), result);
    }

    /** The game completed by the last {@code endGame}, or null if none has completed yet. */
    public PgnGame game() {
        return game;
    }

    /** Errors reported for the current or last game. */
    public List<PgnError> errors() {
        return List.copyOf(errors);
    }

    private Node last() {
        Frame f = stack.peek();
        return f == null || f.line().isEmpty() ? null : f.line().get(f.line().size() - 1);
    }

    private static List<PgnNode> toRecords(List<Node> line) {
        List<PgnNode> out = new ArrayList<>(line.size());
        for (Node n : line) {
            out.add(n.toRecord());
        }
        return out;
    }
}
