package org.tabuleiro.bench;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.play.Command;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.MoveReading;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.play.Update;

/**
 * The moves every bench game plays: knight shuffles (Nf3 Nf6 Ng1 Ng8, three times) broken by a pair of pawn moves,
 * so no position comes back five times (FIDE 9.6.1 would end the game) and a pawn moves well within 75 moves
 * (9.6.2). 14 pawn pairs give 196 plies: at one move a second a game lasts over three minutes.
 */
final class BenchScript {
  private BenchScript() {}

  private static final String[] PAWNS = {
      "a2a3", "a7a6", "b2b3", "b7b6", "c2c3", "c7c6", "h2h3", "h7h6", "g2g3", "g7g6", "d2d3", "d7d6", "e2e3", "e7e6",
      "a3a4", "a6a5", "b3b4", "b6b5", "c3c4", "c6c5", "h3h4", "h6h5", "g3g4", "g6g5", "d3d4", "d6d5", "e3e4", "e6e5"};

  static final List<String> MOVES = build();

  private static List<String> build() {
    List<String> moves = new ArrayList<>();
    for (int p = 0; p < PAWNS.length; p += 2) {
      for (int shuffle = 0; shuffle < 3; shuffle++) moves.addAll(List.of("g1f3", "g8f6", "f3g1", "f6g8"));
      moves.add(PAWNS[p]);
      moves.add(PAWNS[p + 1]);
    }
    return List.copyOf(moves);
  }

  /** Plays the script through {@code play} at one move a second: every move legal, the game still going. */
  static void check(String timeControl) {
    Instant now = Instant.parse("2026-11-23T10:00:00Z");
    Game game = Game.start(GameSetup.online(GameVariant.CHESS, TimeControl.parse(timeControl), false), now).game();
    for (String move : MOVES) {
      now = now.plusSeconds(1);
      Update u = switch (game.read(game.sideToMove(), move)) {
        case MoveReading.Read r -> game.apply(new Command.Move(game.sideToMove(), r.move()), now);
        case MoveReading.Refused f -> f.rejection();
      };
      switch (u) {
        case Update.Applied a -> game = a.game();
        case Update.Rejected r -> throw new IllegalStateException("bench script: " + move + " refused: " + r);
      }
    }
    if (game.isOver()) throw new IllegalStateException("bench script: the game ended before its last move");
  }
}
