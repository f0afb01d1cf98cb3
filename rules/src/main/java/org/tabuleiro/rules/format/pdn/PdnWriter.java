package org.tabuleiro.rules.format.pdn;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.PdnMoves;

/**
 * Writes a game as PDN: the given tags (with {@code GameType}, and {@code FEN} when the game does not start
 * from the initial position, added or replaced), then numbered moves wrapped at 80 columns, then the result.
 * Moves are short ({@code 32-28}, {@code 19x30}) unless ambiguous, then full paths (see {@link PdnMoves}).
 * The result uses the draughts scores {@code 2-0 0-2 1-1} ({@link #result(Outcome)}).
 *
 * <pre>{@code
 * [GameType "20"]
 *
 * 1. 32-28 19-23 2. 28x19 14x23 *
 * }</pre>
 */
public final class PdnWriter {
  private static final int WIDTH = 80;

  private PdnWriter() {}

  /** The PDN score of an outcome, or {@code *} for a game still going (null). */
  public static String result(Outcome outcome) {
    if (outcome == null) return "*";
    return switch (outcome) {
      case WHITE_WINS -> "2-0";
      case BLACK_WINS -> "0-2";
      case DRAW -> "1-1";
    };
  }

  public static String write(List<PdnTag> tags, DraughtsPosition start, List<DraughtsMove> moves, String result) {
    return write(tags, start, moves, List.of(), result);
  }

  /**
   * Writes a game with a comment after each move ({@code commentsAfterMoves.get(i)} after move i; null or a
   * missing entry for none), such as the {@code [%clk 0:04:58]} of a clocked game.
   */
  public static String write(List<PdnTag> tags, DraughtsPosition start, List<DraughtsMove> moves,
      List<String> commentsAfterMoves, String result) {
    StringBuilder sb = new StringBuilder();
    List<PdnTag> all = new ArrayList<>();
    for (PdnTag t : tags) {
      if (!t.name().equalsIgnoreCase("GameType") && !t.name().equalsIgnoreCase("FEN")) all.add(t);
    }
    all.add(new PdnTag("GameType", Integer.toString(start.variant().gameType())));
    if (!start.equals(DraughtsPosition.initial(start.variant()))) all.add(new PdnTag("FEN", start.fen()));
    for (PdnTag t : all) {
      sb.append('[').append(t.name()).append(" \"").append(t.value().replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }
    sb.append('\n');
    StringBuilder line = new StringBuilder();
    DraughtsPosition p = start;
    int number = 1;
    for (int i = 0; i < moves.size(); i++) {
      DraughtsMove m = moves.get(i);
      if (p.sideToMove() == Color.WHITE) append(sb, line, number + ".");
      else if (i == 0) append(sb, line, number + "...");
      append(sb, line, PdnMoves.write(p, m));
      String comment = i < commentsAfterMoves.size() ? commentsAfterMoves.get(i) : null;
      if (comment != null) append(sb, line, "{" + comment.replace("}", ")") + "}");
      if (p.sideToMove() == Color.BLACK) number++;
      p = p.play(m);
    }
    append(sb, line, result == null ? "*" : result);
    sb.append(line).append('\n');
    return sb.toString();
  }

  private static void append(StringBuilder out, StringBuilder line, String word) {
    if (line.length() > 0 && line.length() + 1 + word.length() > WIDTH) {
      out.append(line).append('\n');
      line.setLength(0);
    }
    if (line.length() > 0) line.append(' ');
    line.append(word);
  }
}
