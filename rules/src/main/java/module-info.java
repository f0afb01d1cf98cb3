/**
 * The rules of chess and draughts: positions, legal moves, game ends and the notations (FEN, SAN, UCI, PGN; PDN and
 * FMJD numbers for draughts). Pure model: it depends on the JDK only.
 *
 * <p>The mutable bitboards ({@code chess.internal}, {@code draughts.internal}) are the fast zone behind
 * {@code Position} and {@code DraughtsPosition}: only the engine's search and the command line's perft may use them.
 */
@SuppressWarnings("module")   // the modules of the qualified exports are built after this one
module org.tabuleiro.rules {
  exports org.tabuleiro.rules.common;
  exports org.tabuleiro.rules.chess;
  exports org.tabuleiro.rules.draughts;
  exports org.tabuleiro.rules.format.pgn;
  exports org.tabuleiro.rules.format.pdn;

  exports org.tabuleiro.rules.chess.internal to org.tabuleiro.engine, org.tabuleiro.cli;
  exports org.tabuleiro.rules.draughts.internal to org.tabuleiro.engine, org.tabuleiro.cli;
}
