package org.tabuleiro.engine.match;

import java.util.List;
import java.util.Locale;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.common.Color;

/** A match game as PGN text (the opening moves included, with the start FEN when it is not the initial position). */
public final class MatchPgn {
  private MatchPgn() {}

  public static String write(MatchGameResult r, int round, String event) {
    StringBuilder sb = new StringBuilder();
    tag(sb, "Event", event);
    tag(sb, "Site", "Tabuleiro engine match");
    tag(sb, "Round", Integer.toString(round));
    tag(sb, "White", r.white());
    tag(sb, "Black", r.black());
    tag(sb, "Result", r.pgnResult());
    if (!r.opening().startsFromInitial()) {
      tag(sb, "SetUp", "1");
      tag(sb, "FEN", r.opening().start().fen());
    }
    tag(sb, "Opening", r.opening().name());
    tag(sb, "Termination", r.reason());
    sb.append('\n');
    Position p = r.opening().start();
    StringBuilder line = new StringBuilder();
    List<Move> all = new java.util.ArrayList<>(r.opening().moves());
    all.addAll(r.moves());
    int bookMoves = r.opening().moves().size();
    boolean first = true;
    for (int i = 0; i < all.size(); i++) {
      Move m = all.get(i);
      String token = "";
      boolean whiteMoves = p.sideToMove() == Color.WHITE;
      if (whiteMoves) token = p.fullmoveNumber() + ". ";
      else if (first) token = p.fullmoveNumber() + "... ";
      token += San.write(p, m, Language.ENGLISH);
      first = false;
      line = wrap(sb, line, token);
      if (i >= bookMoves) {
        String comment = comment(r.notes().get(i - bookMoves), whiteMoves);
        if (!comment.isEmpty()) line = wrap(sb, line, comment);
      }
      p = p.play(m);
    }
    line = wrap(sb, line, r.pgnResult());
    sb.append(line).append("\n\n");
    return sb.toString();
  }

  /**
   * A move's note as PGN comment commands, as chess GUIs read them: the engine's score from White's point of view
   * with its depth ({@code [%eval 0.31,12]}, {@code [%eval #-3,20]} when Black mates in 3) and the mover's clock
   * ({@code [%clk 0:00:09.5]}); empty when the note holds neither.
   */
  static String comment(MoveNote note, boolean whiteMoved) {
    StringBuilder c = new StringBuilder();
    if (note.score() != null) {
      int value = whiteMoved ? note.score().value() : -note.score().value();
      c.append("[%eval ").append(note.score().mate() ? "#" + value
          : String.format(Locale.ROOT, "%.2f", value / 100.0));
      if (note.depth() > 0) c.append(',').append(note.depth());
      c.append(']');
    }
    if (note.hasClock()) {
      if (!c.isEmpty()) c.append(' ');
      c.append(clock(note.clockMillis()));
    }
    return c.isEmpty() ? "" : "{" + c + "}";
  }

  /** A clock as the {@code %clk} command: {@code [%clk 0:00:09.5]}. */
  static String clock(long millis) {
    long tenths = Math.max(0, millis) / 100;
    return String.format(Locale.ROOT, "[%%clk %d:%02d:%02d.%d]", tenths / 36_000, tenths / 600 % 60,
        tenths / 10 % 60, tenths % 10);
  }

  private static StringBuilder wrap(StringBuilder out, StringBuilder line, String token) {
    if (line.length() + 1 + token.length() > 79) {
      out.append(line).append('\n');
      line.setLength(0);
    }
    if (!line.isEmpty()) line.append(' ');
    return line.append(token);
  }

  private static void tag(StringBuilder sb, String name, String value) {
    sb.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
  }
}
