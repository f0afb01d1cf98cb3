package org.tabuleiro.rules.chess.internal;

/**
 * Sliding-piece attacks by "fancy" magic bitboards: one multiply and one shift find the attack set of a rook
 * or bishop on a square for any occupancy. The magic numbers were found once, offline, by random search (any
 * numbers that map every relevant occupancy without a harmful collision will do); the tables are filled at
 * class initialisation by walking the rays.
 */
public final class Magics {
  private Magics() {}

  private static final long[] ROOK_MAGIC = {
      0x0A80004000801220L, 0x10C0100040002000L, 0x0100102000410009L, 0x0B0021000C100008L,
      0x4080080080040002L, 0x0200019004080200L, 0x0400080A10112684L, 0x20800A4D00062080L,
      0x2091800020804000L, 0x0044401000200040L, 0x1001002000401108L, 0x1001800801100081L,
      0x0001000500080010L, 0x1000808002000400L, 0x0404000482100108L, 0x0003000182610002L,
      0x0440848002C00420L, 0x2010890040010021L, 0x8800110020044300L, 0x0208010100201000L,
      0x1222020004102008L, 0x0000808002000400L, 0x20040400094A9008L, 0x0000420000804401L,
      0x0040002880004680L, 0x0000200240100040L, 0x0020008180201001L, 0x01080080800C1000L,
      0x0104040080800800L, 0x4800020080040080L, 0x0002000200840108L, 0x00A1000100006082L,
      0x8004400088800260L, 0x0100804000802008L, 0x0010008010802002L, 0x000C801000800800L,
      0x0C51800402800800L, 0x0002800200800400L, 0x0000820804000110L, 0x4003808042000401L,
      0x00208020C0018000L, 0x4400402010004009L, 0x22100400A800E000L, 0x0E020021400A0013L,
      0x10A0080100110005L, 0x0004010002004040L, 0x0024080102040010L, 0x4154089108420014L,
      0x0182400080002380L, 0x0000400110802100L, 0x0000100080200480L, 0x100A000820401200L,
      0x8081004020801002L, 0x0002000408100200L, 0x03223A1008010C00L, 0x000000831C014200L,
      0x4200208009001041L, 0xC001004000881021L, 0x1008200100100841L, 0x0000082240920032L,
      0x4002000804201102L, 0xB821000804000201L, 0x4080C208102100A4L, 0x02020900418C0CA2L,
  };
  private static final long[] BISHOP_MAGIC = {
      0x002A840401840308L, 0x0002048404004000L, 0x1088508106020000L, 0x0604040484000420L,
      0x1002021004380001L, 0x8041048240000A30L, 0x4084044104103110L, 0x0081004044200840L,
      0x04424110A1010901L, 0x0042820841040080L, 0x1001080204002C09L, 0x00014804A1041815L,
      0x0004820210041001L, 0x0001810403400040L, 0x080240410420A084L, 0x0410120201010900L,
      0x0240048504280200L, 0x9402000490040325L, 0x200300101C098030L, 0x0004002840400800L,
      0x0002010402110140L, 0x000040320100A060L, 0x0042000061046000L, 0x0188300084684808L,
      0x0010101108021022L, 0x8724048021090C00L, 0x502C0202C4080010L, 0x0008082248020020L,
      0x0001020084008400L, 0x0891004002082001L, 0x000A021004248200L, 0x00110200012A8402L,
      0x2042208430203904L, 0x0C08620816111880L, 0x0002045004410100L, 0x0800120180180080L,
      0x0140010012C10040L, 0x0050100840402400L, 0x0808020080004801L, 0x0004820341020100L,
      0x001A01242010C080L, 0x2018620210012008L, 0x80210400220A0400L, 0x0020014200820801L,
      0x010008810041C400L, 0x0020040880205A01L, 0x001081011102E420L, 0x00810604810B0208L,
      0x0000621004210094L, 0x0200210802105811L, 0x8008008058080200L, 0x5800400084040010L,
      0x0000009002022880L, 0x9000883001021010L, 0x804A828404040006L, 0x2010121801002800L,
      0x4012020084010846L, 0x8002421202020200L, 0x6104040020841000L, 0x0000000205048804L,
      0x0808008041102480L, 0x2305904002040440L, 0x0810404282020204L, 0x0588200102002100L,
  };

  private static final long[] ROOK_MASK = new long[64];
  private static final long[] BISHOP_MASK = new long[64];
  private static final int[] ROOK_SHIFT = new int[64];
  private static final int[] BISHOP_SHIFT = new int[64];
  private static final int[] ROOK_OFFSET = new int[64];
  private static final int[] BISHOP_OFFSET = new int[64];
  // One shared table per piece kind, each square's slice starting at its offset (better cache use than 64 arrays).
  private static final long[] ROOK_TABLE;
  private static final long[] BISHOP_TABLE;

  private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  static {
    ROOK_TABLE = fill(ROOK_DIRECTIONS, ROOK_MAGIC, ROOK_MASK, ROOK_SHIFT, ROOK_OFFSET);
    BISHOP_TABLE = fill(BISHOP_DIRECTIONS, BISHOP_MAGIC, BISHOP_MASK, BISHOP_SHIFT, BISHOP_OFFSET);
  }

  public static long rookAttacks(int square, long occupied) {
    return ROOK_TABLE[ROOK_OFFSET[square]
        + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
  }

  public static long bishopAttacks(int square, long occupied) {
    return BISHOP_TABLE[BISHOP_OFFSET[square]
        + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square]) >>> BISHOP_SHIFT[square])];
  }

  public static long queenAttacks(int square, long occupied) {
    return rookAttacks(square, occupied) | bishopAttacks(square, occupied);
  }

  /** The attack set by walking the rays; slow, used to fill the tables and to build line/between masks. */
  static long slidingAttacks(int square, long occupied, boolean rook) {
    return slide(square, occupied, rook ? ROOK_DIRECTIONS : BISHOP_DIRECTIONS);
  }

  private static long[] fill(int[][] dirs, long[] magic, long[] mask, int[] shift, int[] offset) {
    int size = 0;
    for (int sq = 0; sq < 64; sq++) {
      mask[sq] = relevantMask(sq, dirs);
      int bits = Long.bitCount(mask[sq]);
      shift[sq] = 64 - bits;
      offset[sq] = size;
      size += 1 << bits;
    }
    long[] table = new long[size];
    for (int sq = 0; sq < 64; sq++) {
      long m = mask[sq];
      long subset = 0;
      do { // Carry-Rippler: every subset of the mask
        int index = offset[sq] + (int) ((subset * magic[sq]) >>> shift[sq]);
        table[index] = slide(sq, subset, dirs);
        subset = (subset - m) & m;
      } while (subset != 0);
    }
    return table;
  }

  private static long slide(int square, long occupied, int[][] dirs) {
    long attacks = 0;
    int file0 = square & 7, rank0 = square >>> 3;
    for (int[] d : dirs) {
      int f = file0 + d[0], r = rank0 + d[1];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        int s = r * 8 + f;
        attacks |= 1L << s;
        if ((occupied & (1L << s)) != 0) break;
        f += d[0];
        r += d[1];
      }
    }
    return attacks;
  }

  /** Squares whose occupancy matters: the rays without the board edge they run into. */
  private static long relevantMask(int square, int[][] dirs) {
    long mask = 0;
    int file0 = square & 7, rank0 = square >>> 3;
    for (int[] d : dirs) {
      int f = file0 + d[0], r = rank0 + d[1];
      while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
        mask |= 1L << (r * 8 + f);
        f += d[0];
        r += d[1];
      }
    }
    return mask;
  }
}
