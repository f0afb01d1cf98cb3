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
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md names only classes that exist: every {@code `ClassName`} written in backticks there (also
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
