package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabuleiro.rules.common.Color;

/**
 * Property: a game driven by random commands at random instants (legal moves mostly, and every other command
 * now and then, in both games and every kind of clock) equals the game its event log replays to, at every step,
 * and the game a part of its log replays to followed by the rest ({@link Game#then}).
 */
class EventLogReplayTest {
  private static final String[] CONTROLS = {"1+0", "3+2", "15d5", "15b5", "40/90+30,30+30", "unlimited", "3d", "0.5+0"};

  @ParameterizedTest
  @ValueSource(strings = {"chess", "international", "brazilian"})
  void randomGamesReplayFromTheirEventLogs(String variant) {
    Random random = new Random(variant.hashCode());
    int finished = 0;
    int events = 0;
    for (int game = 0; game < 100; game++) {
      TimeControl control = TimeControl.parse(CONTROLS[random.nextInt(CONTROLS.length)]);
      boolean rated = random.nextBoolean() && game % 4 != 0 && !(control instanceof TimeControl.Unlimited);
      GameSetup setup = new GameSetup(GameVariant.byKey(variant), null, control, rated,
          random.nextBoolean() ? ClockStart.FIRST_MOVE : ClockStart.AT_START);
      Instant now = Games.T0;
      Update.Applied start = Game.start(setup, now);
      Game g = start.game();
      List<GameEvent> log = new ArrayList<>(start.events());
      for (int step = 0; step < 400 && !g.isOver(); step++) {
        now = now.plusMillis(random.nextInt(10) == 0 ? random.nextInt(40_000) : random.nextInt(3_000));
        Update u = g.apply(randomCommand(g, random), now);
        if (u instanceof Update.Applied a) {
          g = a.game();
          log.addAll(a.events());
        }
        if (step % 50 == 0) {
          assertEquals(g, Game.replay(setup, log), variant + " game " + game + " step " + step);
          int cut = 1 + random.nextInt(log.size());
          assertEquals(g, Game.replay(setup, log.subList(0, cut)).then(log.subList(cut, log.size())),
              variant + " game " + game + " step " + step + ": replayed to event " + cut + ", then the rest");
        }
      }
      assertEquals(g, Game.replay(setup, log), variant + " game " + game);
      if (g.isOver()) finished++;
      events += log.size();
    }
    assertTrue(finished > 10, "enough games reach an end: " + finished);
    assertTrue(events > 3000, "enough events: " + events);
  }

  /** A chess move legal at the start, played where it is not (or in a draughts game). */
  private static final org.tabuleiro.rules.chess.Move CHESS_ELSEWHERE =
      org.tabuleiro.rules.chess.Position.initial().parseUci("g1h3");

  private static Command randomCommand(Game g, Random random) {
    Color me = random.nextInt(5) == 0 ? g.sideToMove().opposite() : g.sideToMove();
    Proposal what = Proposal.values()[random.nextInt(3)];
    int dice = random.nextInt(100);
    if (dice < 80) {
      // Typed moves, as an engine gives them (and as a socket's text becomes before it reaches the game).
      GameMove move = switch (g.line()) {
        case Line.Chess c -> {
          List<org.tabuleiro.rules.chess.Move> legal = c.position().legalMoves();
          yield new GameMove.Chess(legal.isEmpty() ? CHESS_ELSEWHERE : legal.get(random.nextInt(legal.size())));
        }
        case Line.Draughts d -> {
          List<org.tabuleiro.rules.draughts.DraughtsMove> legal = d.position().legalMoves();
          yield legal.isEmpty() ? new GameMove.Chess(CHESS_ELSEWHERE)
              : new GameMove.Draughts(legal.get(random.nextInt(legal.size())));
        }
      };
      return new Command.Move(me, move, random.nextInt(4) == 0 ? random.nextInt(800) : 0);
    }
    return switch (dice) {
      case 80, 81, 82 -> new Command.Offer(me, what);
      case 83, 84, 85 -> new Command.Accept(me, what);
      case 86, 87 -> new Command.Decline(me, what);
      case 88, 89 -> new Command.ClaimDraw(me, null);
      case 90 -> random.nextBoolean() ? new Command.Abort(me) : new Command.Berserk(me);
      case 91, 92, 93 -> new Command.Resume();
      case 94, 95, 96 -> new Command.CheckFlag();
      case 97 -> random.nextInt(10) == 0 ? new Command.Resign(me) : new Command.CheckFlag();
      case 98 -> random.nextInt(10) == 0 ? new Command.ClaimAbandonment(me, random.nextBoolean()) : new Command.Resume();
      // A move of the other game (rejected), or a chess move that may or may not be legal here.
      default -> new Command.Move(me, g.variant().isDraughts() ? new GameMove.Chess(CHESS_ELSEWHERE)
          : new GameMove.Chess(org.tabuleiro.rules.chess.Position.initial().parseUci("a2a4")));
    };
  }
}
