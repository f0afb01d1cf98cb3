package org.tabuleiro.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.tabuleiro.rules.chess.DrawClaim;
import org.tabuleiro.rules.chess.History;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.chess.Fen;

/**
 * {@code chess status FILE}: TSV columns fen, moves_uci -> per row
 * {@code STATUS<TAB>CLAIMABLE<TAB>WHITE_CANNOT_MATE<TAB>BLACK_CANNOT_MATE}, or {@code ERROR <message>}; the exit code
 * is 1 when a row was an error (the other rows are still answered).
 */
final class StatusCommand {
  private StatusCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of(), Set.of());
    if (args.positional().size() != 1) throw new UsageException("chess status needs exactly one FILE");
    var badRows = new AtomicInteger();
    try {
      Tsv.forEachRow(Path.of(args.positional().get(0)), new String[] {"fen", "moves_uci"}, row -> {
        try {
          out.println(status(row.get("fen"), row.get("moves_uci")));
        } catch (IllegalArgumentException e) {
          out.println("ERROR " + e.getMessage());
          badRows.incrementAndGet();
        }
      });
    } catch (Tsv.TsvException e) {
      err.println("tabuleiro: " + e.getMessage());
      return e.exitCode;
    }
    return badRows.get() == 0 ? 0 : 1;
  }

  static String status(String fen, String movesUci) {
    History h = History.start(Fen.read(fen));
    for (String uci : movesUci.strip().split("\\s+")) {
      if (!uci.isEmpty()) h = h.play(SanCommand.uciMove(h.position(), uci));
    }
    Set<DrawClaim> claims = h.claimableDraws();
    String claimable = claims.isEmpty() ? "-" : claims.stream().map(DrawClaim::key).collect(Collectors.joining(","));
    return h.status().key() + "\t" + claimable
        + "\t" + (h.position().hasInsufficientMaterial(Color.WHITE) ? 1 : 0)
        + "\t" + (h.position().hasInsufficientMaterial(Color.BLACK) ? 1 : 0);
  }
}
