package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;

/**
 * {@link Game#line()}: the board as rules values, kept move by move, equal after every move and takeback to what
 * playing the same moves on the rules module's positions gives (the test's own bookkeeping).
 */
class GameLineTest {
  private static final Instant T0 = Instant.parse("2026-11-26T10:00:00Z");

  @Test
  void aChessLineHoldsThePositionTheMovesAndThePositionsSinceTheLastCaptureOrPawnMove() {
    Random random = new Random(11);
    for (int n = 0; n < 20; n++) {
      Game game = Game.start(GameSetup.online(GameVariant.CHESS, TimeControl.parse("unlimited"), false), T0).game();
      List<Position> positions = new ArrayList<>(List.of(Position.initial()));
      List<Move> moves = new ArrayList<>();
      Instant t = T0;
      while (!game.isOver() && moves.size() < 200) {
        t = t.plusSeconds(1);
        if (moves.size() > 2 && random.nextInt(10) == 0) {
          // A takeback of the requester's last move (and the reply to it when the requester is not to move).
          Color by = game.sideToMove().opposite();
          game = applied(game, new Command.Offer(by, Proposal.TAKEBACK), t);
          game = applied(game, new Command.Accept(by.opposite(), Proposal.TAKEBACK), t);
          int back = moves.size() - game.plies();
          for (int i = 0; i < back; i++) {
            moves.remove(moves.size() - 1);
            positions.remove(positions.size() - 1);
          }
        } else {
          Position p = positions.get(positions.size() - 1);
          List<Move> legal = p.legalMoves();
          Move m = legal.get(random.nextInt(legal.size()));
          game = applied(game, new Command.Move(game.sideToMove(), new GameMove.Chess(m)), t);
          moves.add(m);
          positions.add(p.play(m));
        }
        Line.Chess line = assertInstanceOf(Line.Chess.class, game.line());
        Position now = positions.get(positions.size() - 1);
        assertEquals(now, line.position());
        assertEquals(Position.initial(), line.initial());
        assertEquals(moves, line.moves());
        assertEquals(moves.size(), line.plies());
        int since = positions.size() - 1 - now.halfmoveClock();
        assertEquals(positions.subList(Math.max(0, since), positions.size() - 1), line.repeatable(),
            "game " + n + ", ply " + moves.size());
      }
    }
  }

  @Test
  void aDraughtsLineHoldsEveryPositionBeforeTheCurrentOne() {
    for (GameVariant variant : List.of(GameVariant.BRAZILIAN, GameVariant.INTERNATIONAL)) {
      Random random = new Random(5);
      Game game = Game.start(GameSetup.online(variant, TimeControl.parse("unlimited"), false), T0).game();
      DraughtsPosition start = DraughtsPosition.initial(((GameVariant.Family.Draughts) variant.family()).rules());
      List<DraughtsPosition> positions = new ArrayList<>(List.of(start));
      List<DraughtsMove> moves = new ArrayList<>();
      Instant t = T0;
      while (!game.isOver() && moves.size() < 120) {
        t = t.plusSeconds(1);
        if (moves.size() > 2 && random.nextInt(8) == 0) {
          Color by = game.sideToMove().opposite();
          game = applied(game, new Command.Offer(by, Proposal.TAKEBACK), t);
          game = applied(game, new Command.Accept(by.opposite(), Proposal.TAKEBACK), t);
          while (moves.size() > game.plies()) {
            moves.remove(moves.size() - 1);
            positions.remove(positions.size() - 1);
          }
        } else {
          DraughtsPosition p = positions.get(positions.size() - 1);
          List<DraughtsMove> legal = p.legalMoves();
          DraughtsMove m = legal.get(random.nextInt(legal.size()));
          game = applied(game, new Command.Move(game.sideToMove(), new GameMove.Draughts(m)), t);
          moves.add(m);
          positions.add(p.play(m));
        }
        Line.Draughts line = assertInstanceOf(Line.Draughts.class, game.line());
        assertEquals(positions.get(positions.size() - 1), line.position(), variant.key());
        assertEquals(start, line.initial());
        assertEquals(positions.subList(0, positions.size() - 1), line.history(), variant.key());
        assertEquals(moves, line.moves(), variant.key());
      }
    }
  }

  private static Game applied(Game game, Command command, Instant at) {
    Update u = game.apply(command, at);
    return assertInstanceOf(Update.Applied.class, u, () -> command + ": " + u).game();
  }
}
