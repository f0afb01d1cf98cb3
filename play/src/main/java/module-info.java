/**
 * A game in progress, chess or draughts, as immutable values: time controls, the clock, the game and its events.
 * Time is always a parameter; nothing reads the system clock.
 */
module org.tabuleiro.play {
  requires transitive org.tabuleiro.rules;

  exports org.tabuleiro.play;
}
