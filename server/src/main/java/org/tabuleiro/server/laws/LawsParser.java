package org.tabuleiro.server.laws;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a rule book written in a small Markdown dialect:
 *
 * <pre>
 * # Title
 * jogo: xadrez
 * resumo: a paragraph under the title (repeatable)
 * link: label | https://...
 *
 * ## Prefácio {#prefacio}        an unnumbered heading (anchor given, else made from the title)
 * ## [3] Os movimentos           an article: its number in brackets, one '#' more per level (## 3, ### 3.8, #### 3.8.2)
 * text; a blank line ends a paragraph
 * - a list item
 * &gt; No Tabuleiro: a note on how the server applies the rule
 * &#64;diagrama xadrez FEN | caption      (or internacional / brasileira with a PDN FEN)
 * </pre>
 *
 * A broken book is a bug in the resource: {@link LawsFormatException} names the line.
 */
public final class LawsParser {
  private static final Pattern HEADING = Pattern.compile("^(#{2,6}) (?:\\[([^\\]]+)\\] )?(.+?)(?: \\{#([A-Za-z0-9.-]+)\\})?$");
  /** FIDE's numbers: 1, 3.8.2, A, A.4.1, III.5.2. */
  private static final Pattern NUMBER = Pattern.compile("(?:[1-9][0-9]?|[A-Z]|I{1,3}|IV|V)(?:\\.[1-9][0-9]?)*");
  private static final Pattern DIAGRAM = Pattern.compile("^@diagrama (xadrez|internacional|brasileira) ([^|]+?) \\| (.+)$");
  private static final Set<String> GAMES = Set.of("xadrez", "internacional", "brasileira");

  private LawsParser() {}

  public static LawsDocument parse(String id, String text) {
    String[] lines = text.replace("\r\n", "\n").split("\n", -1);
    if (lines.length == 0 || !lines[0].startsWith("# ")) throw new LawsFormatException(id, 1, "the first line must be '# Title'");
    String title = lines[0].substring(2).strip();
    String game = null;
    List<String> summary = new ArrayList<>();
    List<LawsDocument.Link> links = new ArrayList<>();
    List<LawsArticle> articles = new ArrayList<>();
    Set<String> anchors = new HashSet<>();
    Builder open = null;
    List<String> paragraph = new ArrayList<>();
    List<String> items = new ArrayList<>();
    for (int i = 1; i < lines.length; i++) {
      String line = lines[i].strip();
      int lineNo = i + 1;
      if (open == null && !line.startsWith("##")) {
        if (line.isEmpty()) continue;
        int colon = line.indexOf(": ");
        String key = colon < 0 ? "" : line.substring(0, colon);
        String value = colon < 0 ? "" : line.substring(colon + 2).strip();
        switch (key) {
          case "jogo" -> {
            if (!GAMES.contains(value)) throw new LawsFormatException(id, lineNo, "jogo must be one of " + GAMES);
            game = value;
          }
          case "resumo" -> summary.add(value);
          case "link" -> {
            String[] parts = value.split(" \\| ", 2);
            if (parts.length != 2 || !parts[1].matches("https?://\\S+")) {
              throw new LawsFormatException(id, lineNo, "a link is 'label | https://...'");
            }
            links.add(new LawsDocument.Link(parts[0].strip(), parts[1].strip()));
          }
          default -> throw new LawsFormatException(id, lineNo, "expected jogo:, resumo:, link: or a '## ' heading");
        }
        continue;
      }
      boolean heading = line.startsWith("##");
      if (line.isEmpty() || heading || line.startsWith("- ") || line.startsWith("> ") || line.startsWith("@")) {
        flush(open, paragraph, items, line.startsWith("- "));
      }
      if (line.isEmpty()) continue;
      if (heading) {
        if (open != null) articles.add(open.build());
        open = heading(id, lineNo, line, anchors);
      } else if (line.startsWith("- ")) {
        items.add(line.substring(2).strip());
      } else if (line.startsWith("> ")) {
        open.blocks.add(new LawsBlock.Note(line.substring(2).strip()));
      } else if (line.startsWith("@")) {
        Matcher m = DIAGRAM.matcher(line);
        if (!m.matches()) throw new LawsFormatException(id, lineNo, "a diagram is '@diagrama xadrez|internacional|brasileira FEN | caption'");
        open.blocks.add(new LawsBlock.Diagram(m.group(1), m.group(2).strip(), m.group(3).strip()));
      } else {
        if (!items.isEmpty()) flush(open, paragraph, items, false);
        paragraph.add(line);
      }
    }
    if (open == null) throw new LawsFormatException(id, lines.length, "no article");
    flush(open, paragraph, items, false);
    articles.add(open.build());
    if (game == null) throw new LawsFormatException(id, 2, "missing 'jogo:'");
    return new LawsDocument(id, title, game, summary, links, articles);
  }

  private static Builder heading(String id, int lineNo, String line, Set<String> anchors) {
    Matcher m = HEADING.matcher(line);
    if (!m.matches()) throw new LawsFormatException(id, lineNo, "a heading is '## [number] Title' or '## Title {#anchor}'");
    int level = m.group(1).length() - 1;
    String number = m.group(2) == null ? "" : m.group(2);
    if (!number.isEmpty()) {
      if (!NUMBER.matcher(number).matches()) throw new LawsFormatException(id, lineNo, "'" + number + "' is not an article number");
      int depth = number.split("\\.").length;
      if (depth != level) {
        throw new LawsFormatException(id, lineNo, "article " + number + " needs " + "#".repeat(depth + 1) + ", not " + m.group(1));
      }
    }
    String anchor = m.group(4) != null ? m.group(4) : !number.isEmpty() ? number : slug(m.group(3));
    if (!anchors.add(anchor)) throw new LawsFormatException(id, lineNo, "the anchor '" + anchor + "' is used twice");
    return new Builder(number, anchor, level, m.group(3).strip());
  }

  private static void flush(Builder open, List<String> paragraph, List<String> items, boolean keepItems) {
    if (open == null) return;
    if (!paragraph.isEmpty()) open.blocks.add(new LawsBlock.Paragraph(String.join(" ", paragraph)));
    paragraph.clear();
    if (!keepItems && !items.isEmpty()) {
      open.blocks.add(new LawsBlock.Items(items));
      items.clear();
    }
  }

  /** "Regras de competição" → "regras-de-competicao". */
  static String slug(String title) {
    String plain = Normalizer.normalize(title, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    return plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
  }

  private static final class Builder {
    final String number;
    final String anchor;
    final int depth;
    final String title;
    final List<LawsBlock> blocks = new ArrayList<>();

    Builder(String number, String anchor, int depth, String title) {
      this.number = number;
      this.anchor = anchor;
      this.depth = depth;
      this.title = title;
    }

    LawsArticle build() {
      return new LawsArticle(number, anchor, depth, title, blocks);
    }
  }
}
