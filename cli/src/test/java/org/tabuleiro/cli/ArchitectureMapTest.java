package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md holds: its table of the server's packages lists every package of {@code org.tabuleiro.server}
 * from the top down, each importing only packages below it; and it names only classes that exist: every {@code `ClassName`} written in backticks there (also
 * {@code `ClassName.method`}, {@code `ClassName.Nested`}, {@code `ClassName#method`}) must have a
 * {@code ClassName.java} somewhere in the repository's sources, so the map cannot name a class that was renamed or
 * removed. This module is built last, after every module the map describes.
 */
class ArchitectureMapTest {
  /** A backtick span opening with a type's name: a capital, then at least one lower-case letter or digit. */
  private static final Pattern SPAN = Pattern.compile("`([A-Z][A-Za-z0-9]*[a-z0-9][A-Za-z0-9]*)(?:[.#(<][^`]*)?`");
  private static final Pattern FENCE = Pattern.compile("(?ms)^```.*?^```");
  private static final Set<String> SKIPPED = Set.of(".git", "target", "node_modules");

  @Test
  void everyClassTheMapNamesExists() throws IOException {
    Path root = repositoryRoot();
    Set<String> named = classNames(Files.readString(root.resolve("docs/architecture.md")));
    assertTrue(named.size() >= 40, "the map names only " + named.size() + " classes: " + named);
    assertEquals(Set.of(), missing(named, javaTypes(root)),
        "docs/architecture.md names classes that have no .java file in the repository");
  }

  @Test
  void theServerPackageTableListsEveryPackageEachUsingOnlyThoseBelowIt() throws IOException {
    Path root = repositoryRoot();
    List<String> order = serverPackages(Files.readString(root.resolve("docs/architecture.md")));
    Map<String, Set<String>> uses = serverImports(root.resolve("server/src/main/java/org/tabuleiro/server"));
    assertEquals(new TreeSet<>(uses.keySet()), new TreeSet<>(order),
        "the server's packages (expected) and the packages of docs/architecture.md's table (actual)");
    assertEquals(List.of(), upward(order, uses), "packages that import a package above them in the map's table");
  }

  @Test
  void aPackageImportingOneAboveItIsReported() {
    String text = "## The server's packages\n\n| package | owns |\n| --- | --- |\n| (root) | wiring |\n"
        + "| `live` | games |\n| `game` | stored games |\n\n## Three walks\n";
    assertEquals(List.of("(root)", "live", "game"), serverPackages(text));
    assertEquals(List.of("game -> live"), upward(serverPackages(text),
        Map.of("(root)", Set.of("live", "game"), "live", Set.of("game"), "game", Set.of("live"))));
  }

  @Test
  void theReadmeLinksTheMap() throws IOException {
    String readme = Files.readString(repositoryRoot().resolve("README.md"));
    assertTrue(readme.contains("(docs/architecture.md)"), "README.md does not link docs/architecture.md");
  }

  @Test
  void aNameWithoutASourceFileIsReported() {
    String text = "A move goes `GameSocket` → `LiveGame.submit` → `Game.apply(Command, Instant)` → `NoSuchRoom`.\n"
        + "Not names: `POST /api/events/{id}/rounds`, `event.director`, `TRF`, `./tabuleiro serve`.\n"
        + "```\n`InsideAFence`\n```\n";
    assertEquals(Set.of("GameSocket", "LiveGame", "Game", "NoSuchRoom"), classNames(text));
    assertEquals(Set.of("NoSuchRoom"), missing(classNames(text), Set.of("GameSocket", "LiveGame", "Game")));
  }

  static Set<String> classNames(String markdown) {
    Matcher m = SPAN.matcher(FENCE.matcher(markdown).replaceAll(""));
    Set<String> names = new TreeSet<>();
    while (m.find()) names.add(m.group(1));
    return names;
  }

  /** The first column of the table under "The server's packages", in its order; the root package is "(root)". */
  static List<String> serverPackages(String markdown) {
    String section = markdown.substring(markdown.indexOf("## The server's packages"));
    int end = section.indexOf("\n## ", 3);
    if (end > 0) section = section.substring(0, end);
    List<String> order = new ArrayList<>();
    Matcher m = Pattern.compile("(?m)^\\| (?:`([a-z][a-z0-9.]*)`|(\\(root\\))) \\|").matcher(section);
    while (m.find()) order.add(m.group(1) != null ? m.group(1) : m.group(2));
    return order;
  }

  static List<String> upward(List<String> order, Map<String, Set<String>> uses) {
    List<String> found = new ArrayList<>();
    for (int i = 0; i < order.size(); i++) {
      for (String used : new TreeSet<>(uses.getOrDefault(order.get(i), Set.of()))) {
        if (order.indexOf(used) <= i) found.add(order.get(i) + " -> " + used);
      }
    }
    return found;
  }

  /** Each package of the server (relative name, "(root)" for the root) with the other server packages it imports. */
  private static Map<String, Set<String>> serverImports(Path base) throws IOException {
    Pattern line = Pattern.compile("(?m)^import (?:static )?org\\.tabuleiro\\.server((?:\\.[a-z][a-z0-9]*)*)\\.[A-Z]");
    Map<String, Set<String>> uses = new TreeMap<>();
    try (Stream<Path> files = Files.walk(base)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        String pkg = packageOf(base.relativize(file.getParent()).toString());
        Set<String> used = uses.computeIfAbsent(pkg, k -> new TreeSet<>());
        Matcher m = line.matcher(Files.readString(file));
        while (m.find()) {
          String other = packageOf(m.group(1).isEmpty() ? "" : m.group(1).substring(1));
          if (!other.equals(pkg)) used.add(other);
        }
      }
    }
    return uses;
  }

  private static String packageOf(String relative) {
    return relative.isEmpty() ? "(root)" : relative.replace('/', '.');
  }

  private static Set<String> missing(Set<String> named, Set<String> types) {
    return named.stream().filter(n -> !types.contains(n)).collect(Collectors.toCollection(TreeSet::new));
  }

  /** The simple names of every .java file under a {@code src} folder, build output and npm's folder left out. */
  private static Set<String> javaTypes(Path root) throws IOException {
    Set<String> types = new TreeSet<>();
    Files.walkFileTree(root, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
        return SKIPPED.contains(String.valueOf(dir.getFileName())) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
        String name = file.getFileName().toString();
        if (name.endsWith(".java") && root.relativize(file).toString().contains("src/")) {
          types.add(name.substring(0, name.length() - ".java".length()));
        }
        return FileVisitResult.CONTINUE;
      }
    });
    return types;
  }

  /** The checkout holding this module: the nearest folder up from the working directory with {@code mvnw} and a {@code docs} folder. */
  private static Path repositoryRoot() {
    for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve("mvnw")) && Files.isDirectory(p.resolve("docs"))) return p;
    }
    throw new UncheckedIOException(new IOException("no checkout above " + Path.of("").toAbsolutePath()));
  }
}
