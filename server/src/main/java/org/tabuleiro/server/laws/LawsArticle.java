package org.tabuleiro.server.laws;

import java.util.List;

/**
 * An article of a rule book: its number as the official text numbers it ({@code 3.8.2}, {@code A.4.2},
 * {@code III.5}; empty for an unnumbered heading such as the preface), the page anchor it is cited by, its depth
 * (1 for an article, 2 for {@code 3.8}, 3 for {@code 3.8.2}...), its title and its text.
 */
public record LawsArticle(String number, String anchor, int depth, String title, List<LawsBlock> blocks) {
  public LawsArticle {
    blocks = List.copyOf(blocks);
  }

  public boolean isNumbered() {
    return !number.isEmpty();
  }
}
