package org.tabuleiro.cli;

import java.io.PrintStream;
import org.tabuleiro.tournament.pairing.roundrobin.BergerPrinter;

/** {@code pair --round-robin N [--double]}: the FIDE Berger schedule (C.05 Annex 1), printed by the tournament module. */
final class PairRoundRobin {
  private PairRoundRobin() {}

  static int run(Args args, PrintStream out, PrintStream err) {
    long players = args.number("--round-robin", -1);
    if (players < 2 || players > 9999) throw new UsageException("--round-robin needs a number of players from 2 to 9999");
    out.print(BergerPrinter.print((int) players, args.has("--double")));
    return 0;
  }
}
