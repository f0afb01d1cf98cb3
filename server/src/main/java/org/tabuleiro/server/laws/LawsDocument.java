package org.tabuleiro.server.laws;

import java.util.List;

/**
 * One rule book in our own words (the FIDE Laws of Chess, the rules of international or Brazilian draughts), read
 * from {@code laws/{id}.md} by {@link LawsParser}.
 *
 * @param id the page's name, as in {@code /leis/{id}}
 * @param game {@code xadrez}, {@code internacional} or {@code brasileira}: the board its diagrams use
 * @param summary the paragraphs under the title
 * @param links the official texts and federations
 * @param articles every article and sub-article in reading order; parts and appendices too
 */
public record LawsDocument(String id, String title, String game, List<String> summary, List<Link> links,
    List<LawsArticle> articles) {

  /** A link to an official text. */
  public record Link(String label, String url) {}

  public LawsDocument {
    summary = List.copyOf(summary);
    links = List.copyOf(links);
    articles = List.copyOf(articles);
  }
}
