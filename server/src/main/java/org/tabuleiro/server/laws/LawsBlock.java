package org.tabuleiro.server.laws;

import java.util.List;

/** A piece of an article's text. */
public sealed interface LawsBlock {
  /** A paragraph of plain text. */
  record Paragraph(String text) implements LawsBlock {}

  /** A bulleted list. */
  record Items(List<String> items) implements LawsBlock {
    public Items {
      items = List.copyOf(items);
    }
  }

  /** How the club's server applies the rule ("No Tabuleiro: ..."). */
  record Note(String text) implements LawsBlock {}

  /**
   * A small board: {@code game} is {@code xadrez} (FEN), {@code internacional} or {@code brasileira} (PDN FEN).
   */
  record Diagram(String game, String fen, String caption) implements LawsBlock {}
}
