package org.tabuleiro.tournament.tiebreak;

/**
 * The individual tiebreaks of FIDE C.07 (rules in force from 1 March 2026), by their FIDE acronym.
 * {@link #decimals} is how many decimals the value needs when printed.
 */
public enum TiebreakKind {
  /**
   * C.07 6: direct encounter, the points scored against the others tied on everything before it (0 = tied with
   * nobody); the table is ordered by DE's rules ({@code TiebreakValues.directEncounterOrder}), not by these points.
   */
  DE(1, false),
  /** C.07 7.1: rounds won, including forfeit wins and byes worth a win. */
  WIN(0, false),
  /** C.07 7.2: games won over the board. */
  WON(0, false),
  /** C.07 7.3: games played over the board with Black. */
  BPG(0, false),
  /** C.07 7.4: games won over the board with Black. */
  BWG(0, false),
  /** C.07 7.5: progressive score, the sum of the running scores. */
  PS(1, false),
  /** C.07 8.1: Buchholz. */
  BH(1, false),
  /** C.07 8.3: Fore Buchholz, the last round's games counted as draws. */
  FB(1, false),
  /** C.07 9.1: Sonneborn-Berger. */
  SB(2, false),
  /** C.07 8.2: average of the opponents' Buchholz. */
  AOB(2, false),
  /** C.07 9.2: Koya, points against the opponents with at least half the maximum. */
  KS(1, false),
  /** C.07 10.1: average rating of the opponents. */
  ARO(0, false),
  /** C.07 10.2: tournament performance rating. */
  TPR(0, false),
  /** C.07 10.3: perfect tournament performance. */
  PTP(0, false),
  /** C.07 10.4: average of the opponents' tournament performance ratings. */
  APRO(0, false),
  /** C.07 10.5: average of the opponents' perfect tournament performances. */
  APPO(0, false);

  private final int decimals;
  private final boolean ascending;

  TiebreakKind(int decimals, boolean ascending) {
    this.decimals = decimals;
    this.ascending = ascending;
  }

  /** Decimals printed. */
  public int decimals() {
    return decimals;
  }

  /** Does a lower value rank higher? None of these: the higher value is the better one (DE's points too). */
  public boolean ascending() {
    return ascending;
  }

  /** May the value be cut (C1, C2, M1...)? Only the opponent-score sums, as C.07 14 allows. */
  public boolean allowsCuts() {
    return this == BH || this == FB || this == SB || this == PS || this == ARO || this == TPR || this == PTP;
  }
}
