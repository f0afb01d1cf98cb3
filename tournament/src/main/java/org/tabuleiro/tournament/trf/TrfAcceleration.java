package org.tabuleiro.tournament.trf;

/**
 * One TRF-2026 record 250 (accelerated rounds): fictitious points given for pairing only to the players (or teams)
 * {@code firstId..lastId} in rounds {@code firstRound..lastRound}. Columns: match points 5-8 (blank in an
 * individual event), game points 10-13, first round 15-17, last round 19-21, first id 23-26, last id 28-31. A
 * blank last round or last id repeats the first. For in-tournament exchange these records replace any
 * acceleration named in record 192.
 *
 * <p>Example, the Baku method for a 9-round event with 82 players in group A:
 * {@code 250      1.0 001 003 0001 0082} and {@code 250      0.5 004 005 0001 0082}.
 *
 * @param matchHalfPoints fictitious match points (teams), half points; 0 when blank
 * @param gameHalfPoints fictitious game points, half points
 */
public record TrfAcceleration(int matchHalfPoints, int gameHalfPoints, int firstRound, int lastRound, int firstId, int lastId) {
  public TrfAcceleration {
    if (firstRound < 1 || lastRound < firstRound || firstId < 1 || lastId < firstId) {
      throw new IllegalArgumentException("rounds " + firstRound + "-" + lastRound + ", ids " + firstId + "-" + lastId);
    }
  }

  /** Reads a 250 line. */
  public static TrfAcceleration parse(TrfLine line) throws TrfException {
    TrfColumns c = new TrfColumns(line);
    int match = c.halfPoints(5, 8, 0, "fictitious match points (columns 5-8)");
    int game = c.halfPoints(10, 13, 0, "fictitious game points (columns 10-13)");
    int first = c.number(15, 17, 0, "the first round (columns 15-17)");
    if (first < 1) throw c.error(15, "needs the first accelerated round in columns 15-17");
    int last = c.number(19, 21, first, "the last round (columns 19-21)");
    if (last < first) throw c.error(19, "last round " + last + " is before the first, " + first);
    int firstId = c.number(23, 26, 0, "the first player or team (columns 23-26)");
    if (firstId < 1) throw c.error(23, "needs the first player or team in columns 23-26");
    int lastId = c.number(28, 31, firstId, "the last player or team (columns 28-31)");
    if (lastId < firstId) throw c.error(28, "last id " + lastId + " is before the first, " + firstId);
    return new TrfAcceleration(match, game, first, last, firstId, lastId);
  }

  /** Does this record give points to {@code id} in {@code round}? */
  public boolean covers(int id, int round) {
    return round >= firstRound && round <= lastRound && id >= firstId && id <= lastId;
  }
}
