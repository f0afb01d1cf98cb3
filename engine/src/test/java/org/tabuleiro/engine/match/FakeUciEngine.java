package org.tabuleiro.engine.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.List;
import java.util.Random;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

/**
 * A UCI engine for the match tool's tests, run as a real process: it plays a random legal move, or misbehaves as its
 * argument says ({@code illegal}, {@code hang}, {@code hang-once:FILE}, {@code crash}, {@code slow:MILLIS},
 * {@code expect:GO}: an illegal move unless the go command is exactly {@code GO}).
 */
public final class FakeUciEngine {
  /** The command that runs this engine in a new JVM with the given arguments. */
  public static java.util.List<String> command(String... args) {
    java.util.List<String> cmd = new java.util.ArrayList<>(java.util.List.of(
        ProcessHandle.current().info().command().orElse("java"), "-cp",
        where(FakeUciEngine.class) + java.io.File.pathSeparator + where(Position.class), FakeUciEngine.class.getName()));
    cmd.addAll(java.util.List.of(args));
    return cmd;
  }

  // Surefire may run tests from a manifest-only jar, so the class path is taken from where the classes are.
  private static String where(Class<?> type) {
    try {
      return java.nio.file.Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (java.net.URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  public static void main(String[] args) throws Exception {
    String mode = args.length > 0 ? args[0] : "random";
    Random random = new Random(args.length > 1 ? Long.parseLong(args[1]) : 1);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    Position position = Position.initial();
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      String[] f = line.trim().split("\\s+");
      switch (f[0]) {
        case "uci" -> System.out.println("id name Fake " + mode + "\nid author tests\nuciok");
        case "isready" -> System.out.println("readyok");
        case "position" -> position = position(f);
        case "go" -> {
          if (mode.equals("hang")) break;
          // hang-once:FILE hangs (and then answers late) only in the first process to get here
          if (mode.startsWith("hang-once:") && new java.io.File(mode.substring(10)).createNewFile()) {
            Thread.sleep(7_000);
          }
          if (mode.equals("crash")) System.exit(3);
          if (mode.startsWith("slow:")) Thread.sleep(Long.parseLong(mode.substring(5)));
          List<Move> moves = position.legalMoves();
          boolean unexpected = mode.startsWith("expect:") && !line.trim().equals(mode.substring(7));
          String move = mode.equals("illegal") || unexpected ? "a1a1" : moves.get(random.nextInt(moves.size())).uci();
          System.out.println("info depth 1 score cp 0 nodes 1\nbestmove " + move);
        }
        case "quit" -> System.exit(0);
        default -> { }
      }
      System.out.flush();
    }
  }

  private static Position position(String[] f) {
    int i = 1;
    Position p;
    if (f[i].equals("startpos")) {
      p = Position.initial();
      i++;
    } else {
      StringBuilder fen = new StringBuilder();
      for (i = 2; i < f.length && !f[i].equals("moves"); i++) fen.append(fen.isEmpty() ? "" : " ").append(f[i]);
      p = Position.fromFen(fen.toString());
    }
    if (i < f.length && f[i].equals("moves")) {
      for (i++; i < f.length; i++) {
        String uci = f[i];
        p = p.play(p.legalMoves().stream().filter(m -> m.uci().equals(uci)).findFirst().orElseThrow());
      }
    }
    return p;
  }
}
