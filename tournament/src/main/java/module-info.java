/**
 * Tournaments: players, rounds, results and standings; pairing (FIDE Dutch, Berger round robin, accelerations),
 * tie-breaks, team events, Glicko-2 ratings and the FIDE tournament report file (TRF). No database, no HTTP.
 *
 * <p>The weighted-matching algorithm behind the Dutch pairing ({@code matching}) is not exported.
 */
module org.tabuleiro.tournament {
  exports org.tabuleiro.tournament;
  exports org.tabuleiro.tournament.pairing;
  exports org.tabuleiro.tournament.pairing.dutch;
  exports org.tabuleiro.tournament.pairing.roundrobin;
  exports org.tabuleiro.tournament.pairing.acceleration;
  exports org.tabuleiro.tournament.tiebreak;
  exports org.tabuleiro.tournament.team;
  exports org.tabuleiro.tournament.rating;
  exports org.tabuleiro.tournament.trf;
}
