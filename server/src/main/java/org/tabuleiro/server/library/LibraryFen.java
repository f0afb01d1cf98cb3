package org.tabuleiro.server.library;

import org.tabuleiro.server.common.RulesText;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.draughts.PdnFen;
import org.tabuleiro.server.http.ApiException;

/** A FEN given to the search or the explorer, read for the collection's game and turned into its position key. */
final class LibraryFen {
  private LibraryFen() {}

  /** @param game "chess", "international", "brazilian", or null (then a chess FEN) */
  static long key(String fen, String game) {
    if (game == null || game.equals("chess")) {
      String f = fen.strip();
      // the first four fields are enough: the clocks are added when missing
      String[] fields = f.split("\\s+");
      if (fields.length == 4) f = f + " 0 1";
      try {
        return PositionKey.of(Fen.read(f));
      } catch (IllegalArgumentException e) {
        throw ApiException.badRequest("invalid_fen", "O FEN \"" + shorten(fen) + "\" não é uma posição de xadrez: " + RulesText.move(e));
      }
    }
    Variant v = game.equals("international") ? Variant.INTERNATIONAL : Variant.BRAZILIAN;
    try {
      return PositionKey.of(PdnFen.read(fen.strip(), v));
    } catch (RuntimeException e) {
      throw ApiException.badRequest("invalid_fen", "O FEN \"" + shorten(fen) + "\" não é uma posição de damas ("
          + (game.equals("international") ? "internacionais" : "brasileiras") + "): " + RulesText.move(e));
    }
  }

  /**
   * The FEN after a move of the explorer ({@code move}: UCI for chess, PDN notation for draughts) from the position
   * {@code fen} (null: the start), or null when it cannot be played (a hash collision, in theory).
   */
  static String after(String fen, String game, String move) {
    try {
      if (game.equals("chess")) {
        String f = fen == null ? Fen.INITIAL : fen.strip();
        if (f.split("\\s+").length == 4) f = f + " 0 1";
        org.tabuleiro.rules.chess.Position p = Fen.read(f);
        if (move.equals("0000")) return Fen.write(p.playNull(), true);
        return Fen.write(p.play(p.parseUci(move)), true);
      }
      Variant v = game.equals("international") ? Variant.INTERNATIONAL : Variant.BRAZILIAN;
      org.tabuleiro.rules.draughts.DraughtsPosition p = fen == null
          ? org.tabuleiro.rules.draughts.DraughtsPosition.initial(v) : PdnFen.read(fen.strip(), v);
      return PdnFen.write(p.play(p.parseMove(move)));
    } catch (RuntimeException e) {
      return null;
    }
  }

  private static String shorten(String s) {
    return s.length() <= 100 ? s : s.substring(0, 100) + "…";
  }
}
