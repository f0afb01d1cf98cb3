package org.tabuleiro.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Brazilian Portuguese is the club's default: the server's messages (the string literals of {@code server/src/main})
 * and the pages' pt-BR strings ({@code web/src/ts}, but for {@code i18nPtPt.ts} and the {@code onlinePtPt} block,
 * the European Portuguese ones) use no word only Portugal says. The school events' words too: Portugal's school
 * regulation says "escalão" and "falta de comparência", Brazil's school sport "categoria" (Sub-12) and "W.O." or
 * "ausência"; the API's field names and codes ({@code categories}, {@code ?escalao=}, {@code absent}) are not text.
 */
class BrazilianPortugueseTest {
  /** A European-only form and the Brazilian one to write instead. */
  private static final Map<String, String> EUROPEAN = Map.ofEntries(
      Map.entry("ficheiros?", "arquivo"),
      Map.entry("equipas?", "equipe"),
      Map.entry("utilizador(es)?", "usuário"),
      Map.entry("registos?", "registro"),
      Map.entry("regist(ar|e|ou|ado|ada)", "registrar"),
      Map.entry("ecrã", "tela"),
      Map.entry("palavras?-passe", "senha"),
      Map.entry("telemóve(l|is)", "celular"),
      Map.entry("guard(ar|e|ado|ada|ados|adas|ou)", "salvar"),
      Map.entry("rondas?", "rodada"),
      Map.entry("partilh(ar|a|am|ado|ada)", "compartilhar"),
      Map.entry("a decorrer", "em andamento"),
      Map.entry("género", "gênero"),
      Map.entry("descarreg(ar|ue|ado)", "baixar"),
      Map.entry("contactos?", "contato"),
      Map.entry("nome a mostrar", "nome para exibir"),
      Map.entry("escal(ão|ões)", "categoria"),
      Map.entry("falta de comparência", "W.O. / ausência"),
      Map.entry("desporto", "esporte"),
      Map.entry("época", "temporada"),
      Map.entry("secç(ão|ões)", "seção"),
      Map.entry("(está|estão|estás|estamos|estar|estava) a \\p{L}+r", "está + gerúndio (está jogando)"));
  private static final Pattern WORDS = Pattern.compile(
      "(?iu)(?<![\\p{L}-])(" + String.join("|", EUROPEAN.keySet()) + ")(?![\\p{L}])");
  private static final Pattern JAVA_STRING = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");
  private static final Pattern TS_STRING = Pattern.compile("'(?:[^'\\\\]|\\\\.)*'|\"(?:[^\"\\\\]|\\\\.)*\"|`(?:[^`\\\\]|\\\\.)*`");

  @Test
  void serverMessagesAndPtBrPagesSayNoEuropeanOnlyWord() throws IOException {
    List<String> found = new ArrayList<>();
    Path server = Path.of("src", "main", "java");
    Path web = Path.of("..", "web", "src", "ts");
    assertTrue(Files.isDirectory(server) && Files.isDirectory(web), "run from the server module: " + Path.of("").toAbsolutePath());
    int files = 0;
    for (Path f : sources(server, ".java")) {
      files++;
      scan(f, Files.readAllLines(f), JAVA_STRING, found);
    }
    for (Path f : sources(web, ".ts")) {
      if (f.getFileName().toString().equals("i18nPtPt.ts")) continue;
      files++;
      scan(f, withoutEuropeanBlock(Files.readAllLines(f)), TS_STRING, found);
    }
    assertTrue(files > 100, "the sources were found: " + files);
    assertEquals(List.of(), found, "European Portuguese in pt-BR (put the European form in web/src/ts/i18nPtPt.ts)");
  }

  @Test
  void theScanFindsEachWordInAString() {
    List<String> found = new ArrayList<>();
    scan(Path.of("Exemplo.java"), List.of(
        "  throw bad(\"O ficheiro do utilizador não foi guardado: a equipa está a jogar a ronda 2.\");",
        "  // um ficheiro num comentário não é mensagem",
        "  ok(\"A rodada do usuário foi salva; regras e equipe.\");",
        "  bad(\"Escalão Sub-12: a escola perdeu por falta de comparência; categoria e W.O. são os termos do Brasil.\");"), JAVA_STRING, found);
    assertEquals(8, found.size(), found.toString());
    assertTrue(found.getFirst().startsWith("Exemplo.java:1: \"ficheiro\" (arquivo)"), found.toString());
  }

  private static List<Path> sources(Path dir, String suffix) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
    }
  }

  /**
   * Lines outside the European blocks kept beside the Brazilian strings: {@code export const onlinePtPt = ... };} or
   * {@code const ptPT: ... = ... };}.
   */
  private static final Pattern EUROPEAN_BLOCK = Pattern.compile("(export )?const \\w*(PtPt|ptPT)\\b");
  /** A language's entry inside a text's record ({@code 'pt-PT': {} in rulesChessText.ts), closed at its indentation. */
  private static final Pattern EUROPEAN_ENTRY = Pattern.compile("(\\s*)'pt-PT': \\{\\s*$");

  /** The lines, with those of the European Portuguese blocks blanked (a {@code ...PtPt} constant, a {@code 'pt-PT'} entry). */
  static List<String> withoutEuropeanBlock(List<String> lines) {
    List<String> out = new ArrayList<>();
    boolean european = false;
    String closing = null;   // the nested entry's closing line start, while inside one
    for (String line : lines) {
      Matcher entry = EUROPEAN_ENTRY.matcher(line);
      if (closing == null && entry.matches()) closing = entry.group(1) + "}";
      if (EUROPEAN_BLOCK.matcher(line).lookingAt()) european = true;
      out.add(european || closing != null ? "" : line);
      if (european && line.startsWith("};")) european = false;
      if (closing != null && !entry.matches() && line.startsWith(closing)) closing = null;
    }
    return out;
  }

  @Test
  void aPtPtEntryInsideARecordIsSkippedAndWhatFollowsIsRead() {
    List<String> lines = withoutEuropeanBlock(List.of(
        "export const RULES = {",
        "  pt: { title: 'A rodada' },",
        "  'pt-PT': {",
        "    title: 'A ronda está a acabar',",
        "    nested: { x: 'ecrã' },",
        "  },",
        "  en: { title: 'the round' },",
        "};"));
    assertEquals("  pt: { title: 'A rodada' },", lines.get(1));
    assertEquals("", lines.get(3));
    assertEquals("", lines.get(4));
    assertEquals("  en: { title: 'the round' },", lines.get(6));
    List<String> found = new ArrayList<>();
    scan(Path.of("x.ts"), withoutEuropeanBlock(List.of("  'pt-PT': {", "    a: 'ronda',", "  },", "  pt: { a: 'ronda' },")), TS_STRING, found);
    assertEquals(1, found.size(), found.toString());
    assertTrue(found.getFirst().startsWith("x.ts:4:"), found.toString());
  }

  private static void scan(Path file, List<String> lines, Pattern strings, List<String> found) {
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.startsWith("//") || line.startsWith("*") || line.startsWith("/*")) continue;
      Matcher s = strings.matcher(line);
      while (s.find()) {
        Matcher w = WORDS.matcher(s.group());
        while (w.find()) {
          String word = w.group(1);
          String brazilian = EUROPEAN.entrySet().stream().filter(e -> word.matches("(?iu)" + e.getKey()))
              .map(Map.Entry::getValue).findFirst().orElse("?");
          found.add(file + ":" + (i + 1) + ": \"" + word + "\" (" + brazilian + ")");
        }
      }
    }
  }
}
