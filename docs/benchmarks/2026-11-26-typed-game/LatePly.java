import java.time.Instant;
import java.util.*;
import org.tabuleiro.play.*;
import org.tabuleiro.rules.chess.*;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.*;

/**
 * Time to hand the engine its position and history at a late ply: the text replay the computer players did before
 * (docs/benchmarks/2026-11-26-typed-game.md) against Game.line(). Not part of the build.
 */
public class LatePly {
  public static void main(String[] a) {
    int plies = Integer.parseInt(a[0]);
    for (GameVariant v : GameVariant.values()) {
      Game g = game(v, plies);
      System.out.printf("%s at ply %d (halfmove window %s)%n", v.key(), g.plies(),
          g.line() instanceof Line.Chess c ? c.repeatable().size() : "-");
      for (int round = 0; round < 6; round++) {
        long sink = 0;
        int n = 2000;
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) sink += replay(g);
        long t1 = System.nanoTime();
        for (int i = 0; i < n; i++) sink += typed(g);
        long t2 = System.nanoTime();
        System.out.printf("  replay of the text %.1f us, line() %.2f us  (%d)%n", (t1 - t0) / 1e3 / n, (t2 - t1) / 1e3 / n, sink % 7);
      }
    }
  }

  static Game game(GameVariant v, int plies) {
    Random r = new Random(3);
    Game longest = null;
    for (int attempt = 0; attempt < 300; attempt++) {
      Instant t = Instant.parse("2026-11-26T10:00:00Z");
      Game g = Game.start(GameSetup.online(v, TimeControl.parse("unlimited"), false), t).game();
      while (!g.isOver() && g.plies() < plies) {
        List<String> legal = g.legalMoves();
        String m = legal.get(r.nextInt(legal.size()));
        GameMove typed = ((MoveReading.Read) g.read(g.sideToMove(), m)).move();
        g = ((Update.Applied) g.apply(new Command.Move(g.sideToMove(), typed), t = t.plusSeconds(1))).game();
      }
      if (g.plies() >= plies) return g;
      if (longest == null || g.plies() > longest.plies()) longest = g;
    }
    return longest;
  }

  /** What ChessBrain and DraughtsBrain did before: the game again from its moves' text. */
  static long replay(Game game) {
    if (game.variant() == GameVariant.CHESS) {
      Position p = Position.initial();
      List<Position> history = new ArrayList<>();
      for (String uci : game.moves()) {
        history.add(p);
        p = p.play(p.parseUci(uci));
      }
      return history.size() + p.zobristKey();
    }
    DraughtsPosition p = DraughtsPosition.initial(((GameVariant.Family.Draughts) game.variant().family()).rules());
    List<DraughtsPosition> history = new ArrayList<>();
    for (String move : game.moves()) {
      history.add(p);
      p = p.play(p.parseMove(move));
    }
    return history.size() + p.hashCode();
  }

  static long typed(Game game) {
    return switch (game.line()) {
      case Line.Chess c -> c.repeatable().size() + c.position().zobristKey();
      case Line.Draughts d -> d.history().size() + d.position().hashCode();
    };
  }
}
