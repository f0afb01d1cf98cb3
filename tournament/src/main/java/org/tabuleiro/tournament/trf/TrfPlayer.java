package org.tabuleiro.tournament.trf;

import java.math.BigDecimal;
import java.util.List;

/**
 * A TRF-16 player record ({@code 001}), in its fixed columns: start number 5-8, sex 10, title 11-13, name 15-47,
 * FIDE rating 49-52, federation 54-56, FIDE id 58-68, birth date 70-79, points 81-84, rank 86-89, then one
 * 10-column block per round from column 92.
 *
 * @param startNumber the pairing number, 1..N
 * @param sex as written ({@code m}, {@code w}, {@code f} or blank)
 * @param title as written ({@code g}, {@code m}, {@code wg}... or blank)
 * @param rating FIDE rating, 0 = unrated
 * @param points as written, e.g. {@code "3.5"} ("" when blank)
 * @param rank as written, 0 when blank
 * @param games one entry per round block present, in round order (a blank block is {@link TrfGame#absent})
 */
public record TrfPlayer(
    int startNumber,
    String sex,
    String title,
    String name,
    int rating,
    String federation,
    String fideId,
    String birthDate,
    String points,
    int rank,
    List<TrfGame> games) {
  public TrfPlayer {
    games = List.copyOf(games);
    for (int i = 0; i < games.size(); i++) {
      if (games.get(i).round() != i + 1) throw new IllegalArgumentException("games must be rounds 1, 2, 3... in order");
    }
  }

  /** The points column in half points (e.g. {@code "3.5"} is 7), rounded to the nearest half; 0 when blank. */
  public int halfPoints() {
    if (points.isBlank()) return 0;
    return new BigDecimal(points.trim().replace(',', '.')).multiply(BigDecimal.TWO).setScale(0, java.math.RoundingMode.HALF_UP).intValueExact();
  }

  /** The round block of {@code round}, or {@link TrfGame#absent} when the line has none for it. */
  public TrfGame game(int round) {
    return round >= 1 && round <= games.size() ? games.get(round - 1) : TrfGame.absent(round);
  }

  /** The sum of the round results in half points under the standard scoring (1, ½, 0; forfeit win 1). */
  public int resultHalfPoints() {
    int sum = 0;
    for (TrfGame g : games) sum += g.halfPoints();
    return sum;
  }

  /** A copy with other round blocks (e.g. a new round appended). */
  public TrfPlayer withGames(List<TrfGame> newGames) {
    return new TrfPlayer(startNumber, sex, title, name, rating, federation, fideId, birthDate, points, rank, newGames);
  }

  /** A copy with other points ("as written") and rank. */
  public TrfPlayer withPointsAndRank(String newPoints, int newRank) {
    return new TrfPlayer(startNumber, sex, title, name, rating, federation, fideId, birthDate, newPoints, newRank, games);
  }

  /** This record as a TRF-16 {@code 001} line in its fixed columns (no trailing blanks). */
  public String format() {
    StringBuilder b = new StringBuilder(100 + 10 * games.size());
    b.append("001 ");
    b.append(String.format("%4d", startNumber)).append(' ');
    b.append(fit(sex, 1)).append(fit(title, 3)).append(' ');
    b.append(fit(name, 33)).append(' ');
    b.append(rating == 0 ? "    " : String.format("%4d", rating)).append(' ');
    b.append(fit(federation, 3)).append(' ');
    b.append(String.format("%11s", fit(fideId.trim(), 11).trim())).append(' ');
    b.append(fit(birthDate, 10)).append(' ');
    b.append(String.format("%4s", points.trim())).append(' ');
    b.append(rank == 0 ? "    " : String.format("%4d", rank));
    for (TrfGame g : games) b.append("  ").append(g.format());
    return b.toString().stripTrailing();
  }

  private static String fit(String s, int width) {
    String t = s.length() > width ? s.substring(0, width) : s;
    return t + " ".repeat(width - t.length());
  }
}
