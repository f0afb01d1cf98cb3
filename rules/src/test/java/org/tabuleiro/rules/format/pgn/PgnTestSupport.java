package org.tabuleiro.rules.format.pgn;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Shared test helpers: the reference data folder, and visitors that record what they see. */
final class PgnTestSupport {

    private PgnTestSupport() {}

    /** One row of expected.tsv. */
    record ExpectedGame(int game, int plies, int errors) {}

    static Path pgnDir() {
        String prop = System.getProperty("tabuleiro.testdata");
        Path base = prop != null && !prop.isBlank() ? Path.of(prop) : Path.of("../../shared/testdata");
        Path dir = base.resolve("chess/pgn");
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("reference PGN folder not found: " + dir.toAbsolutePath());
        }
        return dir;
    }

    static List<Path> pgnFiles() {
        try (Stream<Path> s = Files.list(pgnDir())) {
            return s.filter(p -> p.toString().endsWith(".pgn")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** expected.tsv by file name, rows in game order. */
    static Map<String, List<ExpectedGame>> expected() {
        Map<String, List<ExpectedGame>> map = new LinkedHashMap<>();
        try {
            List<String> lines = Files.readAllLines(pgnDir().resolve("expected.tsv"), StandardCharsets.UTF_8);
            List<String> header = List.of(lines.get(0).split("\t"));
            int file = header.indexOf("file");
            int game = header.indexOf("game");
            int plies = header.indexOf("plies");
            int errors = header.indexOf("errors");
            for (String line : lines.subList(1, lines.size())) {
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                map.computeIfAbsent(f[file], k -> new ArrayList<>()).add(new ExpectedGame(
                        Integer.parseInt(f[game]), Integer.parseInt(f[plies]), Integer.parseInt(f[errors])));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return map;
    }

    static InputStream open(Path file) {
        try {
            return Files.newInputStream(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every game of the text, through a {@link PgnGameBuilder}. */
    static List<PgnGame> games(String text) {
        return games(new PgnReader(new StringReader(text)));
    }

    static List<PgnGame> games(byte[] bytes) {
        return games(new PgnReader(new ByteArrayInputStream(bytes)));
    }

    static List<PgnGame> games(PgnReader reader) {
        List<PgnGame> out = new ArrayList<>();
        PgnGameBuilder b = new PgnGameBuilder();
        while (reader.readGame(b)) {
            out.add(b.game());
        }
        return out;
    }

    /** Events of all games of the text as short strings, e.g. "move e4", "nag 1", "tag Event=x". */
    static List<String> events(String text) {
        Recorder r = new Recorder();
        PgnReader reader = new PgnReader(new StringReader(text));
        while (reader.readGame(r)) {
            // recorded
        }
        return r.events;
    }

    /** Records callbacks as strings; errors as "error" only, their text varies. */
    static class Recorder implements PgnVisitor {
        final List<String> events = new ArrayList<>();
        final List<PgnError> errors = new ArrayList<>();

        @Override public void beginGame(long line) { events.add("begin " + line); }
        @Override public void tag(String name, String value) { events.add("tag " + name + "=" + value); }
        @Override public void endTags() { events.add("endTags"); }
        @Override public void move(String san, int line, int column) { events.add("move " + san); }
        @Override public void nag(int nag) { events.add("nag " + nag); }
        @Override public void comment(String text) { events.add("comment " + text); }
        @Override public void beginVariation() { events.add("("); }
        @Override public void endVariation() { events.add(")"); }
        @Override public void result(String marker) { events.add("result " + marker); }
        @Override public void endGame(long endLine) { events.add("end " + endLine); }
        @Override public void error(PgnError error) { events.add("error"); errors.add(error); }

        List<String> moves() {
            return events.stream().filter(e -> e.startsWith("move ")).map(e -> e.substring(5)).toList();
        }
    }
}
