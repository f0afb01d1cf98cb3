package org.tabuleiro.tournament.trf;

/**
 * A team match decided by forfeit (TRF-2026 record 330): type in columns 5-6 ({@code +-} White's team wins,
 * {@code -+} Black's team wins, {@code --} both forfeit), round 8-10, the team with White 12-14, the team with
 * Black 16-18. Example: {@code 330 +- 004 023 047}.
 *
 * @param whiteWins the team with White wins by forfeit
 * @param blackWins the team with Black wins by forfeit (neither: a double forfeit)
 */
public record TrfForfeitedMatch(int round, int white, int black, boolean whiteWins, boolean blackWins) {
  public TrfForfeitedMatch {
    if (round < 1 || white < 1 || black < 1 || white == black || whiteWins && blackWins) {
      throw new IllegalArgumentException("round " + round + ", teams " + white + " and " + black);
    }
  }

  /** Reads a 330 line. */
  public static TrfForfeitedMatch parse(TrfLine line) throws TrfException {
    TrfColumns c = new TrfColumns(line);
    String type = c.field(5, 6);
    if (!type.equals("+-") && !type.equals("-+") && !type.equals("--")) {
      throw c.error(5, "the type of forfeit in columns 5-6 must be +-, -+ or --, not '" + type + "'");
    }
    int round = c.number(8, 10, 0, "the round (columns 8-10)");
    if (round < 1) throw c.error(8, "needs the round in columns 8-10");
    int white = c.number(12, 14, 0, "the team with White (columns 12-14)");
    if (white < 1) throw c.error(12, "needs the team with White in columns 12-14");
    int black = c.number(16, 18, 0, "the team with Black (columns 16-18)");
    if (black < 1) throw c.error(16, "needs the team with Black in columns 16-18");
    if (black == white) throw c.error(16, "team " + white + " cannot meet itself");
    return new TrfForfeitedMatch(round, white, black, type.equals("+-"), type.equals("-+"));
  }

  /** Does this record concern {@code team} in {@code round}? */
  public boolean involves(int team, int round) {
    return this.round == round && (white == team || black == team);
  }
}
