package org.tabuleiro.server.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The books in European Portuguese and English (laws/pt-PT, laws/en) against the Brazilian originals: the same
 * articles in the same order with the same diagrams, and each Portuguese in its own words.
 */
class LawsTranslationsTest {
  /** Brazil's words and what Portugal says; a pt-PT book must not have them. */
  static final Map<String, String> BRAZIL = Map.ofEntries(
      Map.entry("planilhas?", "folha de registo"), Map.entry("celular(es)?", "telemóvel"), Map.entry("contatos?", "contacto"),
      Map.entry("rodadas?", "ronda"), Map.entry("usuári[oa]s?", "utilizador"), Map.entry("telas?", "ecrã"),
      Map.entry("equipes?", "equipa"), Map.entry("arquivos?", "ficheiro"), Map.entry("ao vivo", "em direto"),
      Map.entry("esportes?", "desporto"), Map.entry("senhas?", "palavra-passe"), Map.entry("times?", "equipa"),
      Map.entry("emparceir\\p{L}*", "emparelhar"), Map.entry("cadastr\\p{L}*", "registo"), Map.entry("banheiros?", "casa de banho"),
      Map.entry("eletrônic\\p{L}*", "eletrónico"), Map.entry("fato", "facto"), Map.entry("você", "o jogador"),
      Map.entry("(?:está|estão|estar|estava|continua|continuar|continuam|fica|ficar|ficam|anda|vai|vão)(?: se)? \\p{L}+[aei]ndo", "a + infinitivo"),
      Map.entry("vira dama", "é promovida a dama"), Map.entry("(?:apertar|apertou|aperta) o relógio", "carregar no relógio"));
  /** Portugal's words and what Brazil says; a pt-BR book must not have them. */
  static final Map<String, String> PORTUGAL = Map.ofEntries(
      Map.entry("folhas? de registo", "planilha"), Map.entry("telemóve(l|is)", "celular"), Map.entry("contactos?", "contato"),
      Map.entry("rondas?", "rodada"), Map.entry("utilizador(es)?", "usuário"), Map.entry("ecrãs?", "tela"),
      Map.entry("equipas?", "equipe"), Map.entry("ficheiros?", "arquivo"), Map.entry("em direto", "ao vivo"),
      Map.entry("desportos?", "esporte"), Map.entry("palavras?-passe", "senha"), Map.entry("emparelh\\p{L}*", "emparceirar"),
      Map.entry("eletrónic\\p{L}*", "eletrônico"), Map.entry("facto", "fato"), Map.entry("casas? de banho", "banheiro"),
      Map.entry("auscultadores", "fones"), Map.entry("carrega(r)? no relógio", "apertar o relógio"));

  /** Every sentence a reader sees: title, summary, article titles, paragraphs, lists, notes, captions. */
  static List<String> sentences(LawsDocument doc) {
    List<String> out = new ArrayList<>(doc.summary());
    out.add(doc.title());
    for (LawsArticle a : doc.articles()) {
      out.add(a.title());
      for (LawsBlock b : a.blocks()) {
        switch (b) {
          case LawsBlock.Paragraph p -> out.add(p.text());
          case LawsBlock.Items l -> out.addAll(l.items());
          case LawsBlock.Note n -> out.add(n.text());
          case LawsBlock.Diagram d -> out.add(d.caption());
        }
      }
    }
    return out;
  }

  /** "word: what the other country says" for each word of {@code words} found in the book, with its sentence. */
  static List<String> wordsOf(LawsDocument doc, Map<String, String> words) {
    List<String> found = new ArrayList<>();
    for (var w : words.entrySet()) {
      Pattern p = Pattern.compile("(?<!\\p{L})" + w.getKey() + "(?!\\p{L})", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
      for (String s : sentences(doc)) {
        var m = p.matcher(s);
        if (m.find()) found.add("“" + m.group() + "” (say “" + w.getValue() + "”) in: " + s);
      }
    }
    return found;
  }

  @Test
  void everyLanguageHasTheSameArticlesAndDiagramsAsTheBrazilianBook() {
    for (String id : LawsModule.DOCUMENTS) {
      LawsDocument original = LawsModule.load(id);
      for (String lang : LawsModule.LANGUAGES) {
        LawsDocument other = LawsModule.load(id, lang);
        assertEquals(id, other.id());
        assertEquals(original.game(), other.game(), lang + "/" + id);
        assertEquals(original.articles().stream().map(a -> a.anchor() + " depth " + a.depth()).toList(),
            other.articles().stream().map(a -> a.anchor() + " depth " + a.depth()).toList(), lang + "/" + id + ": the articles");
        assertEquals(diagrams(original), diagrams(other), lang + "/" + id + ": the diagrams, article by article");
        assertEquals(original.links().stream().map(LawsDocument.Link::url).toList(),
            other.links().stream().map(LawsDocument.Link::url).toList(), lang + "/" + id + ": the official texts");
      }
    }
  }

  private static List<String> diagrams(LawsDocument d) {
    List<String> out = new ArrayList<>();
    for (LawsArticle a : d.articles()) {
      for (LawsBlock b : a.blocks()) if (b instanceof LawsBlock.Diagram g) out.add(a.anchor() + " " + g.game() + " " + g.fen());
    }
    return out;
  }

  @Test
  void thePortugueseBooksSpeakTheirOwnCountrysWords() {
    List<String> wrong = new ArrayList<>();
    for (String id : LawsModule.DOCUMENTS) {
      wordsOf(LawsModule.load(id, "pt-PT"), BRAZIL).forEach(w -> wrong.add("pt-PT/" + id + ": " + w));
      wordsOf(LawsModule.load(id, "pt-BR"), PORTUGAL).forEach(w -> wrong.add(id + ": " + w));
    }
    assertTrue(wrong.isEmpty(), String.join("\n", wrong));
  }

  @Test
  void theWordListsFindWhatTheyAreFor() {
    LawsDocument brazilian = LawsParser.parse("x", """
        # T
        jogo: xadrez
        ## [1] A
        O jogador anota na planilha; o celular fica desligado e o relógio está correndo. Ele apertou o relógio.
        """);
    assertEquals(4, wordsOf(brazilian, BRAZIL).size(), wordsOf(brazilian, BRAZIL).toString());
    LawsDocument european = LawsParser.parse("x", """
        # T
        jogo: xadrez
        ## [1] A
        O jogador anota na folha de registo; o telemóvel fica desligado e carrega no relógio. Um facto.
        """);
    assertEquals(4, wordsOf(european, PORTUGAL).size(), wordsOf(european, PORTUGAL).toString());
    // Not a false alarm: "constante", "tempo", "fatos" in "artefatos" and "contador" are not the words.
    LawsDocument neutral = LawsParser.parse("x", "# T\njogo: xadrez\n## [1] A\nO contador de tempo é constante; os artefatos, o ecrãzinho não.\n");
    assertEquals(List.of(), wordsOf(neutral, BRAZIL));
  }

  @Test
  void theEuropeanAndEnglishBooksAreTranslatedNotCopied() {
    for (String id : LawsModule.DOCUMENTS) {
      LawsDocument br = LawsModule.load(id);
      LawsDocument pt = LawsModule.load(id, "pt-PT");
      LawsDocument en = LawsModule.load(id, "en");
      assertTrue(!sentences(pt).equals(sentences(br)) || !String.join(" ", sentences(br)).matches("(?s).*\\b(planilha|celular|link)\\b.*"),
          "pt-PT/" + id + " is the Brazilian text");
      long same = 0;
      List<String> b = sentences(br), e = sentences(en);
      for (int i = 0; i < Math.min(b.size(), e.size()); i++) if (b.get(i).equals(e.get(i)) && b.get(i).length() > 20) same++;
      assertTrue(same <= 3, "en/" + id + ": " + same + " long sentences are still in Portuguese");
      assertTrue(String.join(" ", sentences(en)).matches("(?s).*\\b(the|and|of)\\b.*"), "en/" + id + " is not English");
    }
  }
}
