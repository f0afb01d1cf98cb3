package org.tabuleiro.engine.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

/** Stalemate, repetition, the fifty-move rule and dead positions are draws inside the search. */
class DrawDetectionTest {
  @Test
  void aStalematedSideHasNoMoveAndTheScoreIsADraw() {
    Position stalemate = Position.fromFen("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    SearchResult r = new Search(1).search(stalemate, List.of(), SearchLimits.depth(4), info -> {});
    assertTrue(r.bestMove().isEmpty());
    assertEquals(0, r.info().score());
  }

  @Test
  void theWinningSideDoesNotStalemateButMates() {
    // Qc7 would stalemate the king in the corner; Qc8 mates.
    Position position = Position.fromFen("k7/8/1K6/8/8/2Q5/8/8 w - - 0 1");
    assertTrue(position.play(Move.ofCode(org.tabuleiro.rules.chess.internal.Moves.of(18, 50))).isStalemate());
    SearchResult r = new Search(4).search(position, List.of(), SearchLimits.depth(6), info -> {});
    assertNotEquals("c3c7", r.bestMove().orElseThrow().uci());
    assertTrue(r.info().isMate() && r.info().score() > 0, r.info().scoreUci());
  }

  @Test
  void aMoveBackIntoAPositionSeenTwiceIsADraw() {
    // Black is a queen up. White's Ke1-f1 recreates a position the game has seen twice: a draw by
    // repetition, so it is White's best move; without that history it is as bad as the rest.
    Position root = Position.fromFen("3qk3/8/8/8/8/8/8/4K3 w - - 20 40");
    Move kf1 = root.legalMoves().stream().filter(m -> m.uci().equals("e1f1")).findFirst().orElseThrow();
    Position repeated = root.play(kf1);
    List<Position> history = new ArrayList<>(List.of(root, repeated, root, repeated, root, root));
    Search search = new Search(4);
    List<ScoredMove> withHistory = search.scoreMoves(root, history, 3);
    assertEquals(kf1, withHistory.get(0).move());
    assertEquals(0, withHistory.get(0).score());
    search.newGame();
    List<ScoredMove> fresh = search.scoreMoves(root, List.of(), 3);
    int kf1Fresh = fresh.stream().filter(s -> s.move().equals(kf1)).findFirst().orElseThrow().score();
    assertTrue(kf1Fresh < -500, "without history Kf1 scores " + kf1Fresh);
  }

  @Test
  void theFiftyMoveRuleEndsTheGameAtTheNextQuietMove() {
    // A rook up, but the halfmove clock is at 99: the next move that is not a capture or a pawn move draws.
    Position position = Position.fromFen("7k/8/8/8/8/8/R7/K7 w - - 99 80");
    SearchResult r = new Search(4).search(position, List.of(), SearchLimits.depth(6), info -> {});
    assertEquals(0, r.info().score());
    Position early = Position.fromFen("7k/8/8/8/8/8/R7/K7 w - - 0 80");
    SearchResult winning = new Search(4).search(early, List.of(), SearchLimits.depth(6), info -> {});
    assertTrue(winning.info().score() > 300, winning.info().scoreUci());
  }

  @Test
  void kingAndMinorPieceAgainstKingIsADeadDraw() {
    Position position = Position.fromFen("8/8/4k3/8/8/2N5/8/4K3 w - - 0 1");
    SearchResult r = new Search(4).search(position, List.of(), SearchLimits.depth(6), info -> {});
    assertEquals(0, r.info().score());
  }
}
