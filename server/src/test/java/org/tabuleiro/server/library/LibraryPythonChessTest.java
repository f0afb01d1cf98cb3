package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * The library against python-chess: a collection of real games imported here answers every explorer count, position,
 * player and ECO search as {@code tools/library-reference.py} computed them with python-chess (the expected TSV beside
 * the sample, {@code library/python-chess/README.md}). 300 positions, repeated ones among them (a game that comes back
 * to a position and leaves it by another move), each with all its moves.
 *
 * <p>{@code -Dtabuleiro.libraryReferencePgn=a.pgn,b.pgn -Dtabuleiro.libraryReferenceTsv=expected.tsv} runs the same
 * comparison on a larger collection (PostgreSQL), the files imported one after the other into one collection, and
 * prints every difference (docs/benchmarks/2026-12-08-library-python-chess.md).
 */
class LibraryPythonChessTest {
  private static final String DIR = "/library/python-chess/";

  @OnBothDatabases
  void theSampleAnswersAsPythonChess(TestServer server) throws Exception {
    List<byte[]> files = List.of(resource("sample.pgn"));
    List<String> differences = compare(server, files, new String(resource("expected.tsv"), StandardCharsets.UTF_8));
    assertTrue(differences.isEmpty(), differences.size() + " differences from python-chess:\n"
        + String.join("\n", differences.subList(0, Math.min(40, differences.size()))));
  }

  @Test
  @EnabledIfSystemProperty(named = "tabuleiro.libraryReferencePgn", matches = ".+")
  void aLargerCollectionAnswersAsPythonChess() throws Exception {
    List<byte[]> files = new ArrayList<>();
    for (String f : System.getProperty("tabuleiro.libraryReferencePgn").split(",")) files.add(Files.readAllBytes(Path.of(f)));
    String tsv = Files.readString(Path.of(System.getProperty("tabuleiro.libraryReferenceTsv")));
    try (TestDatabase.Fresh fresh = TestDatabase.POSTGRESQL.fresh(); TestServer server = TestServer.start(fresh.config())) {
      List<String> differences = compare(server, files, tsv);
      differences.forEach(d -> System.out.println("python-chess difference: " + d));
      assertEquals(List.of(), differences);
    }
  }

  /** Imports the files into a new collection and lists every answer that is not the TSV's. */
  static List<String> compare(TestServer server, List<byte[]> files, String tsv) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    long id = ana.collection("python-chess", "chess", true);
    for (byte[] file : files) {
      JsonNode report = ana.importFile(id, file);
      assertEquals("done", report.get("state").asText(), report.toString());
    }
    List<String> diff = new ArrayList<>();
    Map<String, List<String[]>> rows = new LinkedHashMap<>();
    for (String line : tsv.split("\n")) {
      if (line.isEmpty() || line.startsWith("kind\t")) continue;
      String[] f = line.split("\t", -1);
      rows.computeIfAbsent(f[0], k -> new ArrayList<>()).add(f);
    }

    // The games, in the library's id order: the n-th is python-chess's n-th (its ECO, outcome, players).
    List<JsonNode> games = all(ana, "collection=" + id);
    Map<Long, Integer> number = new java.util.HashMap<>();
    for (JsonNode g : games) number.put(g.get("id").asLong(), number.size() + 1);
    List<String[]> expectedGames = rows.getOrDefault("game", List.of());
    if (games.size() != expectedGames.size()) diff.add("games: " + games.size() + ", python-chess " + expectedGames.size());
    for (int i = 0; i < Math.min(games.size(), expectedGames.size()); i++) {
      String[] e = expectedGames.get(i);
      JsonNode g = games.get(i);
      String result = switch (g.get("result").asText()) {
        case "1-0" -> "1 0 0";
        case "1/2-1/2" -> "0 1 0";
        case "0-1" -> "0 0 1";
        default -> "0 0 0";
      };
      String ours = text(g, "eco") + " / " + result + " / " + g.get("white").asText() + " | " + g.get("black").asText();
      String theirs = e[2] + " / " + e[4] + " " + e[5] + " " + e[6] + " / " + e[7];
      if (!ours.equals(theirs)) diff.add("game " + e[1] + ": " + ours + ", python-chess " + theirs);
    }

    // The explorer: every move from each position, with its games and results.
    Map<String, Map<String, String>> explorer = new LinkedHashMap<>();
    for (String[] e : rows.getOrDefault("explorer", List.of())) {
      explorer.computeIfAbsent(e[1], k -> new TreeMap<>()).put(e[2], e[3] + " " + e[4] + " " + e[5] + " " + e[6]);
    }
    for (var p : explorer.entrySet()) {
      Map<String, String> ours = new TreeMap<>();
      for (JsonNode m : ana.explorer(id, p.getKey()).json().get("moves")) {
        ours.put(m.get("uci").asText(), m.get("games").asLong() + " " + m.get("whiteWins").asLong() + " "
            + m.get("draws").asLong() + " " + m.get("blackWins").asLong());
      }
      if (!ours.equals(p.getValue())) diff.add("explorer " + p.getKey() + ": " + ours + ", python-chess " + p.getValue());
    }

    // Position, player and ECO search: the total and every game found.
    for (String kind : new String[] {"position", "player", "eco"}) {
      String param = kind.equals("position") ? "fen" : kind;
      for (String[] e : rows.getOrDefault(kind, List.of())) {
        String query = "collection=" + id + "&" + param + "=" + LibraryClient.enc(e[1]);
        JsonNode first = ana.search(query + "&limit=500").json();
        List<String> found = new ArrayList<>();
        for (JsonNode g : all(ana, query)) found.add(String.valueOf(number.get(g.get("id").asLong())));
        String ours = first.get("total").asLong() + ": " + String.join(" ", found);
        String theirs = e[3] + ": " + e[7];
        if (!ours.equals(theirs)) diff.add(kind + " \"" + e[1] + "\": " + ours + ", python-chess " + theirs);
      }
    }
    System.out.printf(Locale.ROOT, "python-chess reference: %d games, %d positions (%d explorer rows), %d position,"
            + " %d player and %d ECO searches compared, %d differences%n", games.size(), explorer.size(),
        rows.getOrDefault("explorer", List.of()).size(), rows.getOrDefault("position", List.of()).size(),
        rows.getOrDefault("player", List.of()).size(), rows.getOrDefault("eco", List.of()).size(), diff.size());
    return diff;
  }

  /** Every game a search finds, page after page of 500, in the search's order (by id). */
  private static List<JsonNode> all(LibraryClient client, String query) {
    List<JsonNode> out = new ArrayList<>();
    while (true) {
      var r = client.search(query + "&limit=500&offset=" + out.size());
      if (r.status() != 200) throw new AssertionError(query + ": " + r.status() + " " + r.body());
      JsonNode page = r.json().get("games");
      page.forEach(out::add);
      if (page.size() < 500) return out;
    }
  }

  private static String text(JsonNode g, String field) {
    return g.hasNonNull(field) ? g.get(field).asText() : "";
  }

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = LibraryPythonChessTest.class.getResourceAsStream(DIR + name)) {
      if (in == null) throw new AssertionError("missing test resource " + DIR + name);
      return in.readAllBytes();
    }
  }
}
