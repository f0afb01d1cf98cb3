package org.tabuleiro.engine.chess;

import java.util.List;
import java.util.Locale;

/**
 * The tunable weights of {@link EvalWeights} as one flat vector (each an mg and an eg value), in the order of
 * {@link #GROUPS}: what {@link EvalTrace} counts and the tuner ({@code tune.TexelTuner}) adjusts, and the writer of
 * {@code EvalWeights.java}.
 */
public final class EvalParameters {
  private EvalParameters() {}

  /** A named weight: a scalar ({@code size} 0) or an array of {@code size} pairs; PIECE_SQUARE is 6 rows of 64. */
  public record Group(String name, int size, String doc, int[] values) {
    public int length() {
      return Math.max(size, 1);
    }
  }

  public static final List<Group> GROUPS = List.of(
      new Group("PIECE_SQUARE", 384, "By role (pawn, knight, bishop, rook, queen, king) and square (a1 = 0, h8 = 63), white's view: material plus placement.", flatten(EvalWeights.PIECE_SQUARE)),
      new Group("MOBILITY_KNIGHT", 9, "A knight by the number of squares it reaches (not held by our pawns or king, not covered by their pawns).", EvalWeights.MOBILITY_KNIGHT),
      new Group("MOBILITY_BISHOP", 14, null, EvalWeights.MOBILITY_BISHOP),
      new Group("MOBILITY_ROOK", 15, null, EvalWeights.MOBILITY_ROOK),
      new Group("MOBILITY_QUEEN", 28, null, EvalWeights.MOBILITY_QUEEN),
      scalar("BISHOP_PAIR", null, EvalWeights.BISHOP_PAIR),
      scalar("ROOK_OPEN_FILE", null, EvalWeights.ROOK_OPEN_FILE),
      scalar("ROOK_HALF_OPEN_FILE", null, EvalWeights.ROOK_HALF_OPEN_FILE),
      scalar("PAWN_THREAT", "A piece attacked by a pawn.", EvalWeights.PAWN_THREAT),
      scalar("MINOR_THREAT", "A rook or queen attacked by a minor piece, a queen by a rook.", EvalWeights.MINOR_THREAT),
      new Group("SAFE_CHECK", 6, "A piece that can give a check next move from a square not held by our pieces nor covered by their pawns, by role.", EvalWeights.SAFE_CHECK),
      scalar("KNIGHT_OUTPOST", "A knight on its fourth to sixth rank, covered by our pawn, where no pawn of theirs can chase it.", EvalWeights.KNIGHT_OUTPOST),
      scalar("BISHOP_OUTPOST", "A bishop likewise.", EvalWeights.BISHOP_OUTPOST),
      new Group("KING_DANGER", 48, "Attacks on the squares around their king, by attack units (capped at 47), with two attackers or more and our queen on the board.", EvalWeights.KING_DANGER),
      new Group("KING_DANGER_NO_QUEEN", 48, "The same without our queen.", EvalWeights.KING_DANGER_NO_QUEEN),
      scalar("SHIELD_CLOSE", "The king's pawn shield, per file of the three in front of a king on its first two ranks.", EvalWeights.SHIELD_CLOSE),
      scalar("SHIELD_FAR", null, EvalWeights.SHIELD_FAR),
      scalar("SHIELD_MISSING", null, EvalWeights.SHIELD_MISSING),
      scalar("SHIELD_OPEN_FILE", null, EvalWeights.SHIELD_OPEN_FILE),
      scalar("KING_UP_THE_BOARD", "A king beyond its second rank: no shield.", EvalWeights.KING_UP_THE_BOARD),
      new Group("PASSED", 8, "Passed pawn by relative rank.", EvalWeights.PASSED),
      scalar("PASSED_FREE_PATH", "Times the relative rank, when the square in front of a passed pawn is empty.", EvalWeights.PASSED_FREE_PATH),
      scalar("PASSED_THEIR_KING", "Times max(rank - 2, 0) and their king's distance from the square in front.", EvalWeights.PASSED_THEIR_KING),
      scalar("PASSED_OUR_KING", "Times max(rank - 2, 0) and our king's distance from the square in front.", EvalWeights.PASSED_OUR_KING),
      new Group("PAWN_SUPPORTED", 8, "A pawn covered by a pawn of ours, by relative rank.", EvalWeights.PAWN_SUPPORTED),
      new Group("PAWN_PHALANX", 8, "A pawn with a pawn of ours beside it on the same rank, by relative rank.", EvalWeights.PAWN_PHALANX),
      scalar("ISOLATED", null, EvalWeights.ISOLATED),
      scalar("DOUBLED", null, EvalWeights.DOUBLED),
      scalar("BACKWARD", null, EvalWeights.BACKWARD));

  public static final int PIECE_SQUARE = offset("PIECE_SQUARE"), MOBILITY_KNIGHT = offset("MOBILITY_KNIGHT"),
      MOBILITY_BISHOP = offset("MOBILITY_BISHOP"), MOBILITY_ROOK = offset("MOBILITY_ROOK"), MOBILITY_QUEEN = offset("MOBILITY_QUEEN"), BISHOP_PAIR = offset("BISHOP_PAIR"),
      ROOK_OPEN_FILE = offset("ROOK_OPEN_FILE"), ROOK_HALF_OPEN_FILE = offset("ROOK_HALF_OPEN_FILE"),
      PAWN_THREAT = offset("PAWN_THREAT"), MINOR_THREAT = offset("MINOR_THREAT"),
      SAFE_CHECK = offset("SAFE_CHECK"), KNIGHT_OUTPOST = offset("KNIGHT_OUTPOST"), BISHOP_OUTPOST = offset("BISHOP_OUTPOST"),
      PAWN_SUPPORTED = offset("PAWN_SUPPORTED"), PAWN_PHALANX = offset("PAWN_PHALANX"),
      KING_DANGER = offset("KING_DANGER"), KING_DANGER_NO_QUEEN = offset("KING_DANGER_NO_QUEEN"), SHIELD_CLOSE = offset("SHIELD_CLOSE"),
      SHIELD_FAR = offset("SHIELD_FAR"), SHIELD_MISSING = offset("SHIELD_MISSING"), SHIELD_OPEN_FILE = offset("SHIELD_OPEN_FILE"),
      KING_UP_THE_BOARD = offset("KING_UP_THE_BOARD"), PASSED = offset("PASSED"), PASSED_FREE_PATH = offset("PASSED_FREE_PATH"),
      PASSED_THEIR_KING = offset("PASSED_THEIR_KING"), PASSED_OUR_KING = offset("PASSED_OUR_KING"), ISOLATED = offset("ISOLATED"),
      DOUBLED = offset("DOUBLED"), BACKWARD = offset("BACKWARD");

  /** Where each role's mobility table starts, by role (knight to queen; pawn and king have none). */
  static final int[] MOBILITY = {-1, MOBILITY_KNIGHT, MOBILITY_BISHOP, MOBILITY_ROOK, MOBILITY_QUEEN, -1};

  /** The number of parameters (pairs). */
  public static final int COUNT = GROUPS.stream().mapToInt(Group::length).sum();

  private static Group scalar(String name, String doc, int value) {
    return new Group(name, 0, doc, new int[] {value});
  }

  private static int[] flatten(int[][] rows) {
    int[] all = new int[rows.length * 64];
    for (int i = 0; i < rows.length; i++) System.arraycopy(rows[i], 0, all, 64 * i, 64);
    return all;
  }

  private static int offset(String name) {
    int at = 0;
    for (Group g : GROUPS) {
      if (g.name().equals(name)) return at;
      at += g.length();
    }
    throw new IllegalArgumentException(name);
  }

  /** The current weights: mg in [0][i], eg in [1][i]. */
  public static double[][] current() {
    double[][] w = new double[2][COUNT];
    int at = 0;
    for (Group g : GROUPS) {
      for (int v : g.values()) {
        w[0][at] = Score.mg(v);
        w[1][at] = Score.eg(v);
        at++;
      }
    }
    return w;
  }

  /** {@code EvalWeights.java} with the given weights (rounded), {@code provenance} as the class comment's second paragraph. */
  public static String javaSource(double[][] w, String provenance) {
    StringBuilder s = new StringBuilder();
    s.append("package org.tabuleiro.engine.chess;\n\nimport static org.tabuleiro.engine.chess.Score.pair;\n\n");
    s.append("/**\n * The evaluation's weights, (middlegame, endgame) pairs in centipawns, white's view. Generated by\n");
    s.append(" * {@code engine tune} ({@link org.tabuleiro.engine.chess.tune.TexelTuner}, {@link EvalParameters}): do not edit by hand.\n *\n");
    for (String line : provenance.split("\n")) s.append(" * ").append(line).append('\n');
    s.append(" */\nfinal class EvalWeights {\n  private EvalWeights() {}\n");
    int at = 0;
    for (Group g : GROUPS) {
      s.append('\n');
      if (g.doc() != null) s.append("  /** ").append(g.doc()).append(" */\n");
      if (g.name().equals("PIECE_SQUARE")) {
        s.append("  static final int[][] PIECE_SQUARE = {\n");
        for (int role = 0; role < 6; role++) {
          s.append("    {\n");
          for (int rank = 0; rank < 8; rank++) {
            s.append("     ");
            for (int file = 0; file < 8; file++, at++) s.append(' ').append(pair(w, at)).append(',');
            s.append('\n');
          }
          s.append("    },\n");
        }
        s.append("  };\n");
      } else if (g.size() == 0) {
        s.append("  static final int ").append(g.name()).append(" = ").append(pair(w, at++)).append(";\n");
      } else {
        s.append("  static final int[] ").append(g.name()).append(" = {");
        for (int i = 0; i < g.size(); i++, at++) s.append(i == 0 ? "" : ", ").append(pair(w, at));
        s.append("};\n");
      }
    }
    s.append("}\n");
    return s.toString();
  }

  private static String pair(double[][] w, int i) {
    return String.format(Locale.ROOT, "pair(%d, %d)", Math.round(w[0][i]), Math.round(w[1][i]));
  }
}
