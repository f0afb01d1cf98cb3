package org.tabuleiro.rules.format.pdn;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnMoves;
import org.tabuleiro.rules.draughts.PdnFenException;
import org.tabuleiro.rules.draughts.PdnFen;

/**
 * Plays the main line of a {@link PdnGame} by the rules of a variant, from the start position or the
 * game's {@code FEN} tag. The variant is the caller's (the CLI's {@code --variant}); the {@code GameType}
 * tag is not consulted, since files in the wild often carry a wrong or partial one.
 *
 * <p>A short capture {@code fromxto} that matches two legal captures (they take different pieces) is
 * resolved by look-ahead: each candidate is tried against the rest of the game, and the one with which
 * the whole game is legal is taken. When none or several are, the game is reported ambiguous at that ply.
 */
public final class PdnReplay {
  /** Plies tried in look-ahead before a game is declared ambiguous (guards against pathological files). */
  private static final int LOOKAHEAD_BUDGET = 200_000;

  private PdnReplay() {}

  /**
   * The outcome of replaying one game.
   *
   * @param start the position the game starts from (null if the FEN tag was unreadable)
   * @param moves the moves played, up to the error if there is one
   * @param finalPosition the position after the last move played
   * @param error null for a clean game
   */
  public record Result(DraughtsPosition start, List<DraughtsMove> moves, DraughtsPosition finalPosition, PdnError error) {
    public Result {
      moves = List.copyOf(moves);
    }

    public boolean isClean() {
      return error == null;
    }

    public int plies() {
      return moves.size();
    }
  }

  public static Result replay(PdnGame game, Variant variant) {
    DraughtsPosition start;
    String fen = game.tag("FEN");
    try {
      start = fen == null || fen.isBlank() ? DraughtsPosition.initial(variant) : PdnFen.read(fen, variant);
    } catch (PdnFenException e) {
      return new Result(null, List.of(), null, new PdnError(0, game.line(), "FEN tag: " + e.getMessage()));
    }
    if (!game.problems().isEmpty()) {
      return new Result(start, List.of(), start, new PdnError(0, game.line(), unreadable(game.problems())));
    }
    int[] budget = {LOOKAHEAD_BUDGET};
    List<DraughtsMove> played = new ArrayList<>();
    Line line = play(game.moves(), 0, start, played, budget);
    return new Result(start, played, line.position, line.error);
  }

  private record Line(DraughtsPosition position, PdnError error) {}

  /** Plays tokens from index i on, appending to {@code played}; stops at the first error. */
  private static Line play(List<PdnToken> tokens, int i, DraughtsPosition position, List<DraughtsMove> played, int[] budget) {
    for (; i < tokens.size(); i++) {
      PdnToken token = tokens.get(i);
      int ply = played.size() + 1;
      if (--budget[0] < 0) return new Line(position, new PdnError(ply, token.line(), "too many ways to read the game"));
      List<DraughtsMove> matches = PdnMoves.matching(position, token.text());
      if (matches.isEmpty()) return new Line(position, illegal(position, token, ply));
      if (matches.size() == 1) {
        played.add(matches.get(0));
        position = position.play(matches.get(0));
        continue;
      }
      List<List<DraughtsMove>> good = new ArrayList<>();
      Line goodLine = null;
      for (DraughtsMove m : matches) {
        List<DraughtsMove> rest = new ArrayList<>();
        rest.add(m);
        Line l = play(tokens, i + 1, position.play(m), rest, budget);
        if (l.error == null) {
          good.add(rest);
          goodLine = l;
        }
      }
      if (good.size() == 1) {
        played.addAll(good.get(0));
        return goodLine;
      }
      String options = matches.stream().map(m -> "captures " + m.capturedNotation()).collect(Collectors.joining(" or "));
      String why = good.isEmpty() ? "and with neither the rest of the game is legal" : "and the rest of the game is legal with more than one";
      return new Line(position, new PdnError(ply, token.line(), "ambiguous move " + token.text() + " (" + options + ") " + why));
    }
    return new Line(position, null);
  }

  private static PdnError illegal(DraughtsPosition position, PdnToken token, int ply) {
    String side = position.sideToMove().name().toLowerCase();
    List<DraughtsMove> legal = position.legalMoves();
    String hint;
    if (legal.isEmpty()) hint = side + " has no legal move";
    else if (legal.get(0).isCapture()) hint = side + " must capture: " + legal.stream().map(DraughtsMove::pathNotation).distinct().limit(8).collect(Collectors.joining(" "));
    else hint = "not a legal move for " + side;
    return new PdnError(ply, token.line(), "illegal move " + token.text() + " at " + token.line() + ":" + token.column() + " (" + hint + ") in " + position.fen());
  }

  /** The first few problems, and how many more: a file of noise must not make a line of megabytes. */
  private static String unreadable(List<String> problems) {
    int shown = Math.min(3, problems.size());
    String text = "unreadable text: " + String.join("; ", problems.subList(0, shown));
    return problems.size() > shown ? text + "; and " + (problems.size() - shown) + " more" : text;
  }
}
