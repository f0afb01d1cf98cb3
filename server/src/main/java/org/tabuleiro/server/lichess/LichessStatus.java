package org.tabuleiro.server.lichess;

import org.tabuleiro.play.Game;
import org.tabuleiro.play.Result;

/** A game's status as lichess names and numbers it ({@code started} 20, {@code mate} 30, ...). */
enum LichessStatus {
  CREATED("created", 10),
  STARTED("started", 20),
  ABORTED("aborted", 25),
  MATE("mate", 30),
  RESIGN("resign", 31),
  STALEMATE("stalemate", 32),
  TIMEOUT("timeout", 33),
  DRAW("draw", 34),
  OUT_OF_TIME("outoftime", 35),
  VARIANT_END("variantEnd", 60);

  final String key;
  final int id;

  LichessStatus(String key, int id) {
    this.key = key;
    this.id = id;
  }

  static LichessStatus of(Game game) {
    Result r = game.result();
    if (r == null) return game.plies() == 0 && !game.isClockStarted() ? CREATED : STARTED;
    return switch (r.termination()) {
      case CHECKMATE -> MATE;
      case RESIGNATION -> RESIGN;
      case TIME_FORFEIT -> OUT_OF_TIME;
      case STALEMATE -> STALEMATE;
      // lichess's "timeout": the opponent left and the game was claimed
      case ABANDONMENT -> TIMEOUT;
      case ABORTED -> ABORTED;
      case NO_LEGAL_MOVE -> VARIANT_END;
      case AGREEMENT, THREEFOLD_REPETITION, FIVEFOLD_REPETITION, FIFTY_MOVES, SEVENTYFIVE_MOVES, DEAD_POSITION,
          REPETITION, KING_MOVES, SHORT_ENDGAME -> DRAW;
    };
  }
}
