package org.tabuleiro.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A UCI engine in another process, driven as a GUI drives it: blocking calls with timeouts, so a hung or dead
 * engine becomes an {@link EngineProcessException} instead of a hung caller. Not thread-safe: one caller at a time.
 *
 * <pre>{@code
 * try (UciClient sf = UciClient.start(List.of("/usr/games/stockfish"))) {
 *   sf.setOption("UCI_LimitStrength", "true");
 *   sf.newGame();
 *   UciClient.BestMove m = sf.go("startpos", List.of("e2e4"), "movetime 100", Duration.ofSeconds(5));
 * }
 * }</pre>
 */
public final class UciClient implements AutoCloseable {
  private static final String EOF = "\u0000eof";
  private static final long HANDSHAKE_MILLIS = 30_000;

  private final Process process;
  private final Writer in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final String name;
  private final List<String> command;

  /**
   * What a search ended with: the move, and the last score the engine reported (side to move's view) with the depth
   * of the line that carried it (0 when none was given).
   */
  public record BestMove(String move, String ponder, Score score, long nodes, int depth) {}

  /** An engine's evaluation: centipawns, or moves to mate (positive: the side to move mates). */
  public record Score(boolean mate, int value) {
    /** Centipawns, with mates as ±(100000 − distance). */
    public int centipawns() {
      return !mate ? value : value > 0 ? 100_000 - value : -100_000 - value;
    }
  }

  private UciClient(Process process, List<String> command) {
    this.process = process;
    this.command = List.copyOf(command);
    this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    Thread reader = new Thread(this::pump, "uci-reader");
    reader.setDaemon(true);
    reader.start();
    send("uci");
    String id = null;
    for (String line = next(HANDSHAKE_MILLIS, "uciok"); !line.equals("uciok"); line = next(HANDSHAKE_MILLIS, "uciok")) {
      if (line.startsWith("id name ")) id = line.substring("id name ".length()).trim();
    }
    this.name = id != null ? id : command.get(0);
  }

  /** Starts the engine and completes the {@code uci} handshake. */
  public static UciClient start(List<String> command) {
    if (command.isEmpty()) throw new IllegalArgumentException("empty engine command");
    Process p;
    try {
      p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    } catch (IOException e) {
      throw new EngineProcessException("cannot start engine '" + String.join(" ", command) + "': " + e.getMessage(), e);
    }
    try {
      return new UciClient(p, command);
    } catch (RuntimeException e) {
      p.destroyForcibly();
      throw e;
    }
  }

  /** The name the engine gave in {@code id name}, else its command. */
  public String name() {
    return name;
  }

  public List<String> command() {
    return command;
  }

  public void setOption(String option, String value) {
    send("setoption name " + option + " value " + value);
  }

  /** {@code ucinewgame} then {@code isready}, waiting for {@code readyok}. */
  public void newGame() {
    send("ucinewgame");
    isReady(HANDSHAKE_MILLIS);
  }

  public void isReady(long timeoutMillis) {
    send("isready");
    while (!next(timeoutMillis, "readyok").equals("readyok")) {
      // info lines and the like before readyok are ignored
    }
  }

  /**
   * Sets the position ({@code startpos} or a FEN) with the moves played since, runs {@code go <limits>} and waits at
   * most {@code timeoutMillis} for {@code bestmove}.
   */
  public BestMove go(String position, List<String> moves, String limits, long timeoutMillis) {
    StringBuilder sb = new StringBuilder("position ");
    sb.append(position.equals("startpos") ? "startpos" : "fen " + position);
    if (!moves.isEmpty()) sb.append(" moves ").append(String.join(" ", moves));
    send(sb.toString());
    send("go " + limits);
    Score score = null;
    long nodes = 0;
    int depth = 0;
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
    while (true) {
      long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
      String line = next(Math.max(1, left), "bestmove");
      if (line.startsWith("info ")) {
        Score s = parseScore(line);
        if (s != null && !line.contains(" lowerbound") && !line.contains(" upperbound")) {
          score = s;
          long d = parseLong(line, " depth ");
          depth = d >= 0 && d <= 1_000 ? (int) d : 0;
        }
        long n = parseLong(line, " nodes ");
        if (n >= 0) nodes = n;
      } else if (line.startsWith("bestmove")) {
        String[] f = line.trim().split("\\s+");
        if (f.length < 2) throw new EngineProcessException(name + " sent '" + line + "' without a move");
        String ponder = f.length >= 4 && f[2].equals("ponder") ? f[3] : null;
        return new BestMove(f[1], ponder, score, nodes, depth);
      }
    }
  }

  static Score parseScore(String info) {
    String[] f = info.split("\\s+");
    for (int i = 0; i + 2 < f.length; i++) {
      if (f[i].equals("score")) {
        try {
          int v = Integer.parseInt(f[i + 2]);
          if (f[i + 1].equals("cp")) return new Score(false, v);
          if (f[i + 1].equals("mate")) return new Score(true, v);
        } catch (NumberFormatException e) {
          return null;
        }
      }
    }
    return null;
  }

  private static long parseLong(String line, String key) {
    int i = line.indexOf(key);
    if (i < 0) return -1;
    int s = i + key.length(), e = s;
    while (e < line.length() && Character.isDigit(line.charAt(e))) e++;
    return e == s ? -1 : Long.parseLong(line.substring(s, e));
  }

  public boolean isAlive() {
    return process.isAlive();
  }

  /** {@code quit}, then the process is ended if it does not leave within a second. */
  @Override
  public void close() {
    try {
      send("quit");
    } catch (EngineProcessException ignored) {
      // already gone
    }
    try {
      if (!process.waitFor(1, TimeUnit.SECONDS)) process.destroyForcibly();
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  private void send(String line) {
    try {
      in.write(line);
      in.write('\n');
      in.flush();
    } catch (IOException e) {
      throw new EngineProcessException(name() + " does not accept input (has it exited?)", e);
    }
  }

  private String next(long timeoutMillis, String waitingFor) {
    String line;
    try {
      line = lines.poll(timeoutMillis, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new EngineProcessException("interrupted waiting for " + waitingFor);
    }
    String who = name != null ? name : String.join(" ", command);
    if (line == null) throw new EngineProcessException(who + " did not answer '" + waitingFor + "' within " + timeoutMillis + " ms");
    if (line == EOF) throw new EngineProcessException(who + " exited while we waited for '" + waitingFor + "'");
    return line;
  }

  private void pump() {
    try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) lines.add(line.strip());
    } catch (IOException ignored) {
      // the process went away; EOF below tells the caller
    }
    lines.add(EOF);
  }

  /** Splits an engine command line on blanks, keeping "quoted parts" together. */
  public static List<String> splitCommand(String commandLine) {
    List<String> parts = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false, any = false;
    for (char c : commandLine.toCharArray()) {
      if (c == '"') {
        quoted = !quoted;
        any = true;
      } else if (Character.isWhitespace(c) && !quoted) {
        if (any) parts.add(cur.toString());
        cur.setLength(0);
        any = false;
      } else {
        cur.append(c);
        any = true;
      }
    }
    if (quoted) throw new IllegalArgumentException("unclosed quote in engine command: " + commandLine);
    if (any) parts.add(cur.toString());
    return parts;
  }
}
