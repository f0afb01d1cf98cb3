package org.tabuleiro.engine.chess;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.chess.Fen;

/**
 * One line of an EPD test suite (Extended Position Description, PGN standard section 16.2): four FEN fields,
 * then operations such as {@code bm Qxf7+; id "WAC.001";}. A position is solved when the engine plays a
 * best move ({@code bm}) and, if the line lists moves to avoid ({@code am}), none of those. {@code dm N}
 * ("direct mate") gives the length of the shortest mate, in moves; {@code mateIn} is 0 without it.
 */
public record TestPosition(String id, Position position, Set<Move> bestMoves, Set<Move> avoidMoves, int mateIn) {
  public TestPosition {
    bestMoves = Set.copyOf(bestMoves);
    avoidMoves = Set.copyOf(avoidMoves);
  }

  private static final Pattern OPERATION = Pattern.compile("(\\w+)\\s+(\"[^\"]*\"|[^;]*);");

  public boolean isSolvedBy(Move move) {
    return (bestMoves.isEmpty() || bestMoves.contains(move)) && !avoidMoves.contains(move);
  }

  /** Reads one EPD line; throws IllegalArgumentException naming the line and the problem. */
  public static TestPosition parse(String line, int lineNumber) {
    String[] fields = line.strip().split("\\s+", 5);
    if (fields.length < 5) throw new IllegalArgumentException("line " + lineNumber + ": an EPD line needs 4 FEN fields and operations");
    Position position;
    try {
      position = Fen.readLenient(String.join(" ", fields[0], fields[1], fields[2], fields[3]) + " 0 1");
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("line " + lineNumber + ": " + e.getMessage(), e);
    }
    String id = "line " + lineNumber;
    List<Move> best = new ArrayList<>(), avoid = new ArrayList<>();
    int mateIn = 0;
    Matcher m = OPERATION.matcher(fields[4]);
    while (m.find()) {
      String value = m.group(2).strip();
      switch (m.group(1)) {
        case "id" -> id = value.replace("\"", "");
        case "bm" -> best.addAll(moves(position, value, lineNumber));
        case "am" -> avoid.addAll(moves(position, value, lineNumber));
        case "dm" -> mateIn = mateLength(value, lineNumber);
        default -> { } // other operations (c0, acd, ...) are comments for us
      }
    }
    if (best.isEmpty() && avoid.isEmpty()) throw new IllegalArgumentException("line " + lineNumber + ": no 'bm' or 'am' operation");
    return new TestPosition(id, position, Set.copyOf(best), Set.copyOf(avoid), mateIn);
  }

  private static int mateLength(String value, int lineNumber) {
    try {
      int n = Integer.parseInt(value);
      if (n > 0) return n;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("line " + lineNumber + ": 'dm' needs a positive number of moves, not '" + value + "'");
  }

  private static List<Move> moves(Position position, String sans, int lineNumber) {
    List<Move> moves = new ArrayList<>();
    for (String san : sans.split("\\s+")) {
      try {
        moves.add(San.parse(position, san, Language.ENGLISH));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("line " + lineNumber + ": move '" + san + "': " + e.getMessage(), e);
      }
    }
    return moves;
  }

  /** Every non-blank line that does not start with '#'. */
  public static List<TestPosition> parseAll(List<String> lines) {
    List<TestPosition> suite = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (!line.isEmpty() && !line.startsWith("#")) suite.add(parse(line, i + 1));
    }
    return suite;
  }
}
