package org.tabuleiro.cli;

import java.io.PrintStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.tabuleiro.play.Command;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameMove;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.MoveReading;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.play.Update;

/**
 * {@code play bench}: many live games in one JVM, as a server holds them. Each game follows one of a few
 * thousand random legal games, one move at a time in turn (as moves arrive from many players), on a 3+2 clock
 * with virtual time and measured lag. Prints moves applied per second on one thread (one core) and the heap held
 * per live game midway and at the end.
 */
final class PlayBenchCommand {
  private PlayBenchCommand() {}

  private static final int SCRIPTS = 2000;

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--games", "--plies", "--variant"), Set.of());
    if (args.positional().size() != 1 || !args.positional().get(0).equals("bench")) {
      throw new UsageException("play needs: bench [--games N] [--plies P] [--variant chess|international|brazilian]");
    }
    int games = (int) args.number("--games", 100_000);
    int plies = (int) args.number("--plies", 80);
    GameVariant variant = GameVariant.byKey(args.get("--variant") == null ? "chess" : args.get("--variant"));
    GameSetup setup = GameSetup.online(variant, TimeControl.parse("3+2"), true);
    String[][] scripts = scripts(setup, plies, new Random(2026));
    out.printf("%s: %,d scripted games of up to %d plies; %,d live games%n", variant.key(), SCRIPTS, plies, games);

    run(setup, scripts, Math.min(games, 20_000), plies, out, false); // warm-up: the JIT compiles the hot path
    run(setup, scripts, games, plies, out, true);
    return 0;
  }

  private static void run(GameSetup setup, String[][] scripts, int games, int plies, PrintStream out, boolean report) {
    long baseline = usedHeap();
    Instant now = Instant.parse("2026-11-23T10:00:00Z");
    Game[] live = new Game[games];
    for (int i = 0; i < games; i++) live[i] = Game.start(setup, now).game();
    long moves = 0;
    long nanos = 0;
    long midwayBytes = 0;
    for (int ply = 0; ply < plies; ply++) {
      now = now.plusMillis(1500);
      long t0 = System.nanoTime();
      for (int i = 0; i < games; i++) {
        String[] script = scripts[i % SCRIPTS];
        if (ply >= script.length || live[i].isOver()) continue;
        // The text read as a socket's is, then applied: what the server does with each move.
        Update u = switch (live[i].read(live[i].sideToMove(), script[ply])) {
          case MoveReading.Read r -> live[i].apply(new Command.Move(live[i].sideToMove(), r.move(), i & 127),
              now.plusMillis(i & 1023));
          case MoveReading.Refused f -> f.rejection();
        };
        if (u instanceof Update.Applied a) {
          live[i] = a.game();
          moves++;
        } else {
          throw new IllegalStateException("scripted move refused: " + u);
        }
      }
      nanos += System.nanoTime() - t0;
      if (report && ply == plies / 2 - 1) midwayBytes = (usedHeap() - baseline) / games;
    }
    if (!report) return;
    long endBytes = (usedHeap() - baseline) / games;
    out.printf("moves applied: %,d in %.2f s = %,.0f moves/s on one thread%n", moves, nanos / 1e9, moves / (nanos / 1e9));
    out.printf("heap per live game: %,d bytes after %d plies, %,d bytes after %d plies%n",
        midwayBytes, plies / 2, endBytes, plies);
    if (live.length > 0 && live[0] == null) out.println(); // keeps the games reachable until measured
  }

  /** Random legal games: at most {@code plies} moves each, fewer when one ends earlier. */
  private static String[][] scripts(GameSetup setup, int plies, Random random) {
    String[][] scripts = new String[SCRIPTS][];
    Instant now = Instant.parse("2026-11-23T10:00:00Z");
    for (int s = 0; s < SCRIPTS; s++) {
      Game g = Game.start(new GameSetup(setup.variant(), null, TimeControl.parse("unlimited"), false,
          setup.clockStart()), now).game();
      List<String> moves = new ArrayList<>();
      while (moves.size() < plies && !g.isOver()) {
        List<String> legal = g.legalMoves();
        String m = legal.get(random.nextInt(legal.size()));
        GameMove typed = ((MoveReading.Read) g.read(g.sideToMove(), m)).move();
        g = ((Update.Applied) g.apply(new Command.Move(g.sideToMove(), typed), now)).game();
        moves.add(m);
      }
      scripts[s] = moves.toArray(String[]::new);
    }
    return scripts;
  }

  private static long usedHeap() {
    Runtime rt = Runtime.getRuntime();
    for (int i = 0; i < 3; i++) System.gc();
    return rt.totalMemory() - rt.freeMemory();
  }
}
