package org.tabuleiro.server.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.draughts.PdnFen;

/** The rule books under laws/: every article once, none of the FIDE Laws' articles missing, diagrams that parse. */
class LawsDocumentsTest {
  private static Map<String, LawsArticle> byNumber(LawsDocument doc) {
    Map<String, LawsArticle> map = new LinkedHashMap<>();
    for (LawsArticle a : doc.articles()) if (a.isNumbered()) map.put(a.number(), a);
    return map;
  }

  private static String text(LawsArticle a) {
    StringBuilder s = new StringBuilder(a.title());
    for (LawsBlock b : a.blocks()) {
      switch (b) {
        case LawsBlock.Paragraph p -> s.append(' ').append(p.text());
        case LawsBlock.Items l -> s.append(' ').append(String.join(" ", l.items()));
        case LawsBlock.Note n -> s.append(' ').append(n.text());
        case LawsBlock.Diagram d -> s.append(' ').append(d.caption());
      }
    }
    return s.toString();
  }

  @Test
  void everyArticleOfEveryBookHasAUniqueNumberAndAnchor() {
    for (String id : LawsModule.DOCUMENTS) {
      LawsDocument doc = LawsModule.load(id);
      Set<String> anchors = new HashSet<>();
      Set<String> numbers = new HashSet<>();
      for (LawsArticle a : doc.articles()) {
        assertTrue(anchors.add(a.anchor()), id + ": anchor " + a.anchor() + " twice");
        if (a.isNumbered()) {
          assertTrue(numbers.add(a.number()), id + ": article " + a.number() + " twice");
          assertEquals(a.number(), a.anchor(), id + ": a numbered article is cited by its number");
        }
        assertFalse(a.title().isBlank(), id + ": article " + a.anchor() + " has no title");
      }
      assertTrue(numbers.size() >= 20, id + " has only " + numbers.size() + " numbered articles");
      assertFalse(doc.links().isEmpty(), id + " links to no official text");
    }
  }

  @Test
  void everyNumberedArticleHasItsParentAndSomeText() {
    for (String id : LawsModule.DOCUMENTS) {
      LawsDocument doc = LawsModule.load(id);
      Map<String, LawsArticle> numbered = byNumber(doc);
      List<LawsArticle> all = doc.articles();
      for (int i = 0; i < all.size(); i++) {
        LawsArticle a = all.get(i);
        if (a.isNumbered() && a.number().contains(".")) {
          String parent = a.number().substring(0, a.number().lastIndexOf('.'));
          assertTrue(numbered.containsKey(parent), id + ": " + a.number() + " without its article " + parent);
        }
        boolean hasChild = i + 1 < all.size() && all.get(i + 1).depth() > a.depth();
        assertTrue(!a.blocks().isEmpty() || hasChild, id + ": " + a.anchor() + " has neither text nor sub-articles");
      }
    }
  }

  @Test
  void theChessBookHasArticles1To12TheAppendicesAndGuidelinesInOrder() {
    LawsDocument chess = LawsModule.load("xadrez");
    List<String> top = chess.articles().stream().filter(a -> a.isNumbered() && a.depth() == 1).map(LawsArticle::number).toList();
    assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "A", "B", "C", "D", "I", "II", "III"), top);
    Map<String, LawsArticle> n = byNumber(chess);
    // The articles an arbiter cites most: none may be dropped.
    for (String number : List.of("1.5", "3.7.3.1", "3.7.3.2", "3.7.3.3", "3.8.2", "3.8.2.1", "3.8.2.2", "3.9.2", "4.3.1",
        "4.4.4", "4.7.2", "5.1.1", "5.2.1", "5.2.2", "5.2.3", "6.9", "6.11.2", "7.5.1", "7.5.5", "8.1.5", "8.4", "9.1.2.1",
        "9.2.2", "9.3.1", "9.5.3", "9.6", "9.6.1", "9.6.2", "9.7", "10.1", "11.3.2", "11.5", "12.8", "12.9", "A.1", "A.4",
        "A.4.2", "A.4.3", "A.4.4", "B.1", "B.2", "B.4", "C.3", "C.9", "C.11", "C.12", "C.13", "D.1", "I.1", "I.8", "II.2", "II.3", "III.4", "III.5")) {
      assertTrue(n.containsKey(number), "chess article " + number + " is missing");
    }
    assertTrue(text(n.get("3.8.2")).contains("roque"));
    assertTrue(text(n.get("3.7.3.1")).contains("en passant") || text(n.get("3.7.3.2")).contains("en passant"));
    assertTrue(text(n.get("9.6.2")).contains("75"));
    assertTrue(text(n.get("9.3")).contains("50"));
    assertTrue(text(n.get("9.6.1")).contains("cinco"));
    assertTrue(text(n.get("C.3")).contains("R = rei, D = dama, T = torre, B = bispo, C = cavalo"));
    assertTrue(chess.links().stream().anyMatch(l -> l.url().equals("https://handbook.fide.com/chapter/E012023")));
  }

  @Test
  void theDraughtsBooksSayTheDrawNumbersTheRulesModuleApplies() {
    Map<String, LawsArticle> intl = byNumber(LawsModule.load("damas-internacionais"));
    assertTrue(text(intl.get("3.5")).contains("maioria"));
    assertTrue(text(intl.get("3.2")).contains("para trás"));
    assertTrue(text(intl.get("4.5")).contains(Variant.FMJD_DRAWS.kingMovesEach() + " lances"));
    List<Integer> counts = Variant.FMJD_DRAWS.shortEndgames().stream().map(r -> r.movesEach()).toList();
    assertEquals(List.of(16, 5), counts);
    assertTrue(text(intl.get("4.6")).contains("16 lances"));
    assertTrue(text(intl.get("4.7")).contains("5 lances"));

    LawsDocument br = LawsModule.load("damas-brasileiras");
    Map<String, LawsArticle> bn = byNumber(br);
    assertTrue(text(bn.get("4.3")).contains(Variant.BRAZILIAN_DRAWS.kingMovesEach() + " lances"));
    assertTrue(text(bn.get("4.4")).contains(Variant.BRAZILIAN_DRAWS.shortEndgames().getFirst().movesEach() + " lances"));
    assertTrue(bn.get("5").title().contains("pedra não captura para trás"), "the house rule's article");
    assertTrue(text(bn.get("5.4")).contains("withMenMayNotStartCaptureBackwards"), "where the house rule applies");
  }

  @Test
  void everyDiagramIsAPositionOfItsGame() {
    List<String> bad = new ArrayList<>();
    int count = 0;
    for (String id : LawsModule.DOCUMENTS) {
      for (LawsArticle a : LawsModule.load(id).articles()) {
        for (LawsBlock b : a.blocks()) {
          if (!(b instanceof LawsBlock.Diagram d)) continue;
          count++;
          try {
            switch (d.game()) {
              case "xadrez" -> Fen.read(d.fen());
              case "internacional" -> PdnFen.read(d.fen(), Variant.INTERNATIONAL);
              case "brasileira" -> PdnFen.read(d.fen(), Variant.BRAZILIAN);
              default -> bad.add(id + "#" + a.anchor() + ": game " + d.game());
            }
          } catch (RuntimeException e) {
            bad.add(id + "#" + a.anchor() + ": " + e.getMessage());
          }
        }
      }
    }
    assertTrue(bad.isEmpty(), bad.stream().collect(Collectors.joining("\n")));
    assertTrue(count >= 10, "only " + count + " diagrams");
  }

  @Test
  void theDiagramsShowWhatTheirCaptionsSay() {
    // The majority rule: 32x21x12 is the only capture; 38x29 (one piece) is not allowed.
    var intl = PdnFen.read("W:W32,38:B27,17,33", Variant.INTERNATIONAL).legalMoves().toString();
    assertTrue(intl.contains("32x12") && !intl.contains("38x29"), intl);
    // The house rule: officially 18x25 (backwards) is compulsory; with the house rule the man just moves.
    assertEquals("[18x25 (22)]", PdnFen.read("W:W18:B22", Variant.BRAZILIAN).legalMoves().toString());
    assertEquals("[18-14, 18-15]",
        PdnFen.read("W:W18:B22", Variant.BRAZILIAN.withMenMayNotStartCaptureBackwards(true)).legalMoves().toString());
  }

  @Test
  void aBrokenBookNamesItsLine() {
    var depth = assertThrows(LawsFormatException.class, () -> LawsParser.parse("x", "# T\njogo: xadrez\n\n### [3] Wrong level\ntext\n"));
    assertEquals("laws/x.md, line 4: article 3 needs ##, not ###", depth.getMessage());
    var twice = assertThrows(LawsFormatException.class,
        () -> LawsParser.parse("x", "# T\njogo: xadrez\n## [1] A\ntext\n## [1] B\ntext\n"));
    assertEquals("laws/x.md, line 5: the anchor '1' is used twice", twice.getMessage());
    var number = assertThrows(LawsFormatException.class, () -> LawsParser.parse("x", "# T\njogo: xadrez\n## [1.x] A\n"));
    assertEquals("laws/x.md, line 3: '1.x' is not an article number", number.getMessage());
  }

  @Test
  void theParserKeepsParagraphsListsNotesAndDiagramsApart() {
    LawsDocument d = LawsParser.parse("x", """
        # Título
        jogo: xadrez
        resumo: Resumo.
        link: Oficial | https://example.org/
        ## Prefácio {#prefacio}
        Uma linha
        e a seguinte.

        - um
        - dois
        > No Tabuleiro: nota.
        @diagrama xadrez 8/8/8/8/8/8/8/K6k w - - 0 1 | Legenda.
        ## [1] Artigo
        ### [1.1] Sub
        Texto.
        """);
    assertEquals(List.of("prefacio", "1", "1.1"), d.articles().stream().map(LawsArticle::anchor).toList());
    assertEquals(List.of(new LawsBlock.Paragraph("Uma linha e a seguinte."), new LawsBlock.Items(List.of("um", "dois")),
        new LawsBlock.Note("No Tabuleiro: nota."), new LawsBlock.Diagram("xadrez", "8/8/8/8/8/8/8/K6k w - - 0 1", "Legenda.")),
        d.articles().getFirst().blocks());
    assertEquals(2, d.articles().get(2).depth());
  }
}
