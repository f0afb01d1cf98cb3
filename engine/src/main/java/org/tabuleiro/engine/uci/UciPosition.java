package org.tabuleiro.engine.uci;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.chess.FenException;

/**
 * Reads {@code position startpos|fen FEN [moves m1 m2 ...]}: the position to search and the positions before
 * it (for repetitions). A bad FEN or an illegal move rejects the whole command, naming the culprit.
 */
record UciPosition(Position position, List<Position> history) {

  static UciPosition parse(String[] words) {
    if (words.length < 2) throw new UciException("position needs 'startpos' or 'fen ...'");
    Position position;
    int i;
    if (words[1].equals("startpos")) {
      position = Position.initial();
      i = 2;
    } else if (words[1].equals("fen")) {
      StringBuilder fen = new StringBuilder();
      for (i = 2; i < words.length && !words[i].equals("moves"); i++) fen.append(fen.isEmpty() ? "" : " ").append(words[i]);
      try {
        position = Fen.readLenient(fen.toString());
      } catch (FenException e) {
        throw new UciException("position fen: " + e.getMessage());
      }
    } else {
      throw new UciException("position needs 'startpos' or 'fen ...', not '" + words[1] + "'");
    }
    List<Position> history = new ArrayList<>();
    if (i < words.length) {
      if (!words[i].equals("moves")) throw new UciException("position: expected 'moves', found '" + words[i] + "'");
      for (int j = i + 1; j < words.length; j++) {
        Move move = find(position, words[j], j - i);
        history.add(position);
        position = position.play(move);
      }
    }
    return new UciPosition(position, history);
  }

  private static Move find(Position position, String uci, int number) {
    try {
      Move m = position.parseUci(uci);
      if (!m.isNull()) return m;
    } catch (IllegalArgumentException e) {
      // told below, with the move's number
    }
    throw new UciException("position: move " + number + " '" + uci + "' is not legal in " + position.fen());
  }
}
