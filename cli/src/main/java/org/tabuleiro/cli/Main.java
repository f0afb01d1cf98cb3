package org.tabuleiro.cli;

import java.io.PrintStream;
import java.util.Arrays;

/** {@code ./tabuleiro} entry point: dispatches to the subcommands. */
public final class Main {
  private Main() {}

  static final String USAGE = """
      usage: ./tabuleiro <command> [options]

        chess perft --fen FEN --depth N [--divide]   count the leaves of the move tree
        chess perft --epd FILE [--max-nodes N]        run a perft suite (lines: FEN ;D1 n ;D2 n ...)
        chess perft --bench                           nodes per second on the standard positions
        chess san [--lang en|pt] FILE                 TSV (fen, uci) -> one SAN per row
        chess san --parse [--lang en|pt] FILE         TSV (fen, san) -> one UCI move per row
        chess status FILE                             TSV (fen, moves_uci) -> end-of-game status per row
        chess pgn FILE...                             one line per game: plies, final FEN, result
        draughts perft --variant V --fen FEN --depth N [--divide]   V: international|brazilian
        draughts perft --variant V --file FILE [--max-nodes N]      suite rows -> LINE, DEPTH, COUNT
        draughts moves FILE                           TSV (variant, fen) -> every legal move, captured, FEN after
        draughts pdn --variant V FILE                 one line per game: plies and final FEN, or the error
        play bench [--games N] [--plies P] [--variant V]
                                                      live games in one JVM: moves applied per second, heap per game
        standings FILE.trf --tiebreaks DE,BH-C1,BH,SB,WIN [--system swiss|round-robin]
                                                      TSV final table: rank, start_no, name, points, tiebreaks
        standings FILE.trf --teams --tiebreaks MP,GP,DE,EMGSB-C1
                                                      TSV team table: rank, team_no, name, match_points, game_points, tiebreaks
        pair --dutch FILE.trf -p [OUTPUT] [--baku]    FIDE Dutch pairing of the next round (bbpPairings/JaVaFo format)
        pair --dutch FILE.trf -p [OUTPUT] --teams     the teams of records 310 paired on match points (team numbers)
        pair --dutch FILE.trf --check [--baku]        re-pair every played round, report the rounds that differ
        pair --generate [--players N] [--rounds R] [--planned P] [--seed S] [OUTPUT]
                                                      random rated tournament (TRF) ready to pair round R+1
        pair --round-robin N [--double]               the FIDE Berger schedule
        serve [--port 8080] [--host localhost] [--data ./data] [--config FILE] [--node NAME]
                                                      run the club server (H2 under ./data unless TABULEIRO_DB_URL);
                                                      --node: one node of a cluster (PostgreSQL and Redis)
        admin grant|revoke USER ROLE [--data DIR]     change a player's roles (player, arbiter, moderator, admin)
        admin reset-password USER [--url URL]         print a one-time link that sets a new password (24 hours)
        server-bench [--games N] [--seconds S] [--warmup W] [--server-heap 2g] [--nodes 1-3]
                                                      N live games on a child server, a move a second: ack p99, heap;
                                                      --nodes: that many cluster nodes behind HAProxy
        engine match --engine1 CMD --engine2 CMD [--games N] [--tc 10+0.1] [--openings FILE] [--option1 NAME=VALUE]...
                                                      play two UCI engines against each other: score and Elo difference
        engine uci                                    the chess engine on stdin/stdout (UCI protocol)
        engine bench [--depth 10]                     chess search benchmark: 30 positions, nodes and nodes/s
        engine solve FILE.epd [--nodes N]             chess test suite (bm/am): one line per position, solve rate
        engine tune-data --openings F --out F [--minutes 30] [--nodes 3000]  self-play quiet positions for tuning
        engine tune --data F [--out F.java] [--tables fixed|material|squares]  Texel-tune the evaluation on them
        engine tune-label --engine CMD --in F --out F [--nodes 5000]  score them by a reference engine instead
        engine hub [--variant international|brazilian]
                                                      the draughts engine on stdin/stdout (Hub protocol, as Scan)
        engine draughts-match --variant V --games N --level1 L (--level2 L | --depth2 D) [--nodes N] [--movetime MS] [--seed S]
                                                      in-process draughts match: a line per game, score, Elo ± 95%
        engine draughts-bench --variant V [--depth D]  draughts search benchmark: nodes and nodes/s
        test                                          run every test
      """;

  public static void main(String[] args) {
    int code;
    try {
      code = run(args, System.out, System.err);
    } catch (UsageException e) {
      System.err.println("tabuleiro: " + e.getMessage());
      System.err.print(USAGE);
      code = 2;
    } catch (OutOfMemoryError e) {
      code = outOfMemory(args.length > 0 ? args[0] : "tabuleiro", System.err);
    } catch (RuntimeException e) {
      // Never a stack trace for the user; the message says what went wrong.
      System.err.println("tabuleiro: " + e);
      code = 1;
    }
    System.out.flush();
    System.exit(code);
  }

  /** Exit code of a command that could not get the memory it needs: the JVM's heap limit (-Xmx) was reached. */
  static final int OUT_OF_MEMORY = 4;

  /** Says, on one line, that {@code command} ran out of heap and how to give it more; returns {@link #OUT_OF_MEMORY}. */
  static int outOfMemory(String command, PrintStream err) {
    long limit = Runtime.getRuntime().maxMemory() >> 20;
    err.println("tabuleiro: " + command + ": not enough memory: the heap's limit of " + limit
        + " MB was reached; give the JVM more, e.g. TABULEIRO_JAVA_OPTS='-XX:+UseParallelGC -Xmx4g'");
    return OUT_OF_MEMORY;
  }

  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0 || args[0].equals("help") || args[0].equals("--help") || args[0].equals("-h")) {
      out.print(USAGE);
      return 0;
    }
    String[] rest = Arrays.copyOfRange(args, 1, args.length);
    return switch (args[0]) {
      case "chess" -> ChessCommand.run(rest, out, err);
      case "pair" -> PairCommand.run(rest, out, err);
      case "draughts" -> DraughtsCommand.run(rest, out, err);
      case "standings" -> StandingsCommand.run(rest, out, err);
      case "play" -> PlayBenchCommand.run(rest, out, err);
      case "serve" -> ServeCommand.run(rest, out, err);
      case "admin" -> AdminCommand.run(rest, out, err);
      case "server-bench" -> ServerBenchCommand.run(rest, out, err);
      case "engine" -> EngineCommand.run(rest, out, err);
      default -> throw new UsageException("unknown command '" + args[0] + "'");
    };
  }
}
