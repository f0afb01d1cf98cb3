package org.tabuleiro.server.library;

import java.nio.charset.StandardCharsets;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.draughts.PdnFen;

/**
 * The 64-bit key under which a position is indexed: a hash of the chess FEN's first four fields (pieces, side to
 * move, castling, en passant square only when a capture there is legal) or of the canonical PDN FEN of a draughts position.
 * Two positions share a key when those texts are equal (and, with negligible probability, otherwise).
 */
public final class PositionKey {
  private PositionKey() {}

  public static long of(Position position) {
    return hash(firstFourFields(Fen.write(position, true)));
  }

  public static long of(DraughtsPosition position) {
    return hash(PdnFen.write(position));
  }

  static String firstFourFields(String fen) {
    int spaces = 0;
    for (int i = 0; i < fen.length(); i++) {
      if (fen.charAt(i) == ' ' && ++spaces == 4) return fen.substring(0, i);
    }
    return fen;
  }

  /** FNV-1a over the UTF-8 bytes, then MurmurHash3's finaliser to spread the bits. */
  static long hash(String text) {
    long h = 0xcbf29ce484222325L;
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xff;
      h *= 0x100000001b3L;
    }
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    h *= 0xc4ceb9fe1a85ec53L;
    h ^= h >>> 33;
    return h;
  }
}
