package org.tabuleiro.rules.draughts.internal;

/**
 * Legal draughts moves by the FMJD rules (International and Brazilian use the same ones): men step one
 * square diagonally forward and capture both ways; kings fly; capturing is compulsory and only the
 * sequences taking the most pieces are legal (majority rule, kings and men count the same);
 * a captured piece stays on the board until the move ends, so it blocks and cannot be taken twice;
 * sequences with the same start, end and captured set are one move.
 *
 * <p>Not thread-safe: it keeps the state of the capture search in fields, so that the hot path allocates
 * nothing. One generator per thread (perft, a search) or per call (the API).
 */
public final class MoveGen {
  private final Geometry g;
  private final int[] next;
  private final boolean menStartForwardOnly;
  /** Scratch list for {@link #count}. */
  private final MoveList scratch = new MoveList();

  // State of the capture search in progress.
  private MoveList list;
  private int from;
  private long opp;
  private long empty;
  private int side;
  private boolean allPaths;
  private final int[] path = new int[64];

  /**
   * @param menStartForwardOnly the house rule "men may not start a capture backwards" (some Brazilian
   *     software offers it; not FMJD)
   */
  public MoveGen(Geometry geometry, boolean menStartForwardOnly) {
    this.g = geometry;
    this.next = geometry.next;
    this.menStartForwardOnly = menStartForwardOnly;
  }

  private boolean isBackward(int d) {
    return side == Board.WHITE ? d >= 2 : d < 2;
  }

  /** Whether the side to move has a capture (then it must capture). */
  public boolean hasCapture(Board b) {
    return capturers(b) != 0;
  }

  /**
   * The pieces of the side to move that can start a capture: exactly for men, and all the kings when one
   * of them can (kings are few; the search sorts them out).
   */
  private long capturers(Board b) {
    side = b.side;
    long own = side == Board.WHITE ? b.white : b.black;
    long them = side == Board.WHITE ? b.black : b.white;
    long free = g.squares & ~(b.white | b.black);
    long ownKings = own & b.kings;
    long found = 0;
    for (int d = 0; d < 4; d++) {
      // A piece on s captures in direction d when s+d holds an enemy piece and s+2d is free.
      long from = g.shift(g.shift(free, d ^ 2) & them, d ^ 2);
      found |= from & (menStartForwardOnly && isBackward(d) ? ownKings : own);
    }
    if (ownKings == 0 || (found & ownKings) == ownKings) return found;
    for (int d = 0; d < 4; d++) {
      long reach = 0;
      for (long f = g.shift(ownKings, d) & free; f != 0; f = g.shift(f, d) & free) reach |= f;
      if ((g.shift(g.shift(reach, d) & them, d) & free) != 0) return found | ownKings;
    }
    return found;
  }

  /** Fills {@code out} with every legal move of the side to move. */
  public void generate(Board b, MoveList out) {
    out.clear();
    long capturers = capturers(b);
    if (capturers != 0) {
      captures(b, capturers, out);
    } else {
      quiet(b, out);
    }
  }

  /** The number of legal moves, without listing the quiet ones (bulk counting for perft's last ply). */
  public int count(Board b) {
    long capturers = capturers(b);
    if (capturers != 0) {
      scratch.clear();
      captures(b, capturers, scratch);
      return scratch.size;
    }
    long own = b.side == Board.WHITE ? b.white : b.black;
    long free = g.squares & ~(b.white | b.black);
    long men = own & ~b.kings, kings = own & b.kings;
    int forward = b.side == Board.WHITE ? 0 : 2;
    int n = Long.bitCount(g.shift(men, forward) & free) + Long.bitCount(g.shift(men, forward + 1) & free);
    if (kings != 0) {
      // Rays of two kings in one direction never overlap: the rear one stops at the front one.
      for (int d = 0; d < 4; d++) {
        for (long f = g.shift(kings, d) & free; f != 0; f = g.shift(f, d) & free) n += Long.bitCount(f);
      }
    }
    return n;
  }

  private void quiet(Board b, MoveList out) {
    long own = b.side == Board.WHITE ? b.white : b.black;
    long free = g.squares & ~(b.white | b.black);
    long men = own & ~b.kings;
    int forward = b.side == Board.WHITE ? 0 : 2;
    for (int d = forward; d < forward + 2; d++) {
      for (long t = g.shift(men, d) & free; t != 0; t &= t - 1) {
        int to = Long.numberOfTrailingZeros(t);
        out.add(d < 2 ? to + g.distance[d] : to - g.distance[d], to, 0L);
      }
    }
    for (long k = own & b.kings; k != 0; k &= k - 1) {
      int sq = Long.numberOfTrailingZeros(k);
      for (int d = 0; d < 4; d++) {
        for (int t = next[sq * 4 + d]; t >= 0 && (free & (1L << t)) != 0; t = next[t * 4 + d]) out.add(sq, t, 0L);
      }
    }
    if (out.paths != null) {
      for (int i = 0; i < out.size; i++) out.paths.get(i).add(new int[] {out.from[i], out.to[i]});
    }
  }

  /**
   * All maximal capture sequences, merged into moves. With {@code allPaths} (the API), every landing
   * square of every sequence is recorded, so that a PDN path such as {@code 47x20x3x17} can be matched.
   */
  private void captures(Board b, long capturers, MoveList out) {
    list = out;
    allPaths = out.paths != null;
    out.captureCount = 1;
    side = b.side;
    opp = side == Board.WHITE ? b.black : b.white;
    long free = g.squares & ~(b.white | b.black);
    for (long m = capturers; m != 0; m &= m - 1) {
      from = Long.numberOfTrailingZeros(m);
      empty = free | (1L << from); // the moving piece's own square may be crossed and landed on
      path[0] = from;
      if ((b.kings & (1L << from)) != 0) {
        kingCaptures(from, 0L, 0, -1, true);
      } else {
        manCaptures(from, 0L, 0);
      }
    }
    list = null;
  }

  private void manCaptures(int sq, long captured, int count) {
    boolean extended = false;
    for (int d = 0; d < 4; d++) {
      if (count == 0 && menStartForwardOnly && isBackward(d)) continue;
      int over = next[sq * 4 + d];
      if (over < 0 || (opp & ~captured & (1L << over)) == 0) continue;
      int land = next[over * 4 + d];
      if (land < 0 || (empty & (1L << land)) == 0) continue;
      extended = true;
      path[count + 1] = land;
      manCaptures(land, captured | (1L << over), count + 1);
    }
    if (!extended && count > 0) record(sq, captured, count);
  }

  /**
   * A flying king's captures from {@code sq}, having arrived in direction {@code came} (-1 at the start).
   * Going back is blocked by the piece just taken. Going on in the same direction is tried from the first
   * landing square only (unless recording all paths): from the later ones it finds the same pieces again.
   */
  private void kingCaptures(int sq, long captured, int count, int came, boolean tryStraight) {
    boolean extended = false;
    for (int d = 0; d < 4; d++) {
      if (came >= 0 && (d == (came ^ 2) || (d == came && !tryStraight))) continue;
      int over = next[sq * 4 + d];
      while (over >= 0 && (empty & (1L << over)) != 0) over = next[over * 4 + d];
      if (over < 0 || (opp & ~captured & (1L << over)) == 0) continue;
      int land = next[over * 4 + d];
      boolean first = true;
      while (land >= 0 && (empty & (1L << land)) != 0) {
        extended = true;
        path[count + 1] = land;
        kingCaptures(land, captured | (1L << over), count + 1, d, first || allPaths);
        first = false;
        land = next[land * 4 + d];
      }
    }
    if (!extended && count > 0) record(sq, captured, count);
  }

  private void record(int to, long captured, int count) {
    MoveList l = list;
    if (count < l.captureCount) return;
    if (count > l.captureCount) {
      l.captureCount = count;
      l.size = 0;
      if (l.paths != null) l.paths.clear();
    }
    if (count >= 2) {
      // Two orders (or landing squares) taking the same pieces from the same start to the same end: one move.
      for (int i = 0; i < l.size; i++) {
        if (l.to[i] == to && l.captured[i] == captured && l.from[i] == from) {
          if (l.paths != null) l.paths.get(i).add(java.util.Arrays.copyOf(path, count + 1));
          return;
        }
      }
    }
    l.add(from, to, captured);
    if (l.paths != null) l.paths.get(l.size - 1).add(java.util.Arrays.copyOf(path, count + 1));
  }
}
