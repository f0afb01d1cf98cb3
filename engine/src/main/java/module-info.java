/**
 * The computer players: the built-in chess and draughts searches with their levels, the UCI and Hub protocols
 * (a client for an engine process, a loop that serves ours), and engine-against-engine matches.
 *
 * <p>The searches run on the rules' mutable bitboards, which the rules module exports to this module alone (with
 * the command line's perft). The Texel tuner is a tool of the command line.
 */
@SuppressWarnings("module")   // the modules of the qualified exports are built after this one
module org.tabuleiro.engine {
  requires transitive org.tabuleiro.rules;

  exports org.tabuleiro.engine.chess;
  exports org.tabuleiro.engine.draughts;
  exports org.tabuleiro.engine.uci;
  exports org.tabuleiro.engine.hub;
  exports org.tabuleiro.engine.match;

  exports org.tabuleiro.engine.chess.tune to org.tabuleiro.cli;
}
