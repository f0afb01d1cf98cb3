package org.tabuleiro.tournament.tiebreak;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One requested tiebreak of a team event (C.07 for team competitions).
 *
 * <ul>
 *   <li>{@code MP}, {@code GP}: match points, game points (the one that is not the primary score breaks ties);
 *   <li>{@code DE WIN WON PS BH FB SB AOB KS} (with their cuts): the individual rules applied to the teams' matches
 *       scored in match points: direct encounter between the tied teams, matches won (with byes scored as a win) or
 *       won over the board, progressive score, Buchholz, Fore Buchholz, Sonneborn-Berger (opponent's match points
 *       times the match points scored against them), average of opponents' Buchholz, Koya;
 *   <li>{@code EMMSB EMGSB EGMSB EGGSB} (with cuts): the extended Sonneborn-Berger of team events, the sum over the
 *       rounds of the opponent's adjusted final score of the first kind (M match points, G game points) times the
 *       score of the second kind the team made in that match, a match without play (a no-show) or a bye counted
 *       against C.07 16's dummy opponent; {@code EMGSB-C1} is the Olympiad's;
 *   <li>{@code BC}, {@code BSV}: game points weighted by board, points on the top boards counting more: BC as
 *       FIDE's calculator computes C.07's board count (board number × game points, the lower sum first), BSV as
 *       Swiss-Manager's Berlin count (board 1 of n × n ... board n × 1, the higher sum first).
 * </ul>
 *
 * <p>The colour and rating tiebreaks (BPG, BWG, ARO, TPR, PTP, APRO, APPO) do not apply to teams.
 */
public record TeamTiebreak(String code, Kind kind, Tiebreak individual, int cutLow) {
  /** What the value is. */
  public enum Kind {
    MP(1), GP(1), EMMSB(2), EMGSB(2), EGMSB(2), EGGSB(2), BC(1), BSV(1), INDIVIDUAL(0);

    private final int decimals;

    Kind(int decimals) {
      this.decimals = decimals;
    }
  }

  /** Decimals printed. */
  public int decimals() {
    return kind == Kind.INDIVIDUAL ? individual.kind().decimals() : kind.decimals;
  }

  /** Does a lower value rank higher? (Only BC, a sum of board numbers; DE shows points among the tied.) */
  public boolean ascending() {
    return kind == Kind.BC || (kind == Kind.INDIVIDUAL && individual.kind().ascending());
  }

  /**
   * Reads one code, e.g. {@code MP}, {@code BH-C1}, {@code EMGSB-C1}.
   *
   * @throws IllegalArgumentException naming what is wrong
   */
  public static TeamTiebreak parse(String code) {
    String c = code.trim().toUpperCase(Locale.ROOT);
    String[] parts = c.split("[-/]");
    switch (parts[0]) {
      case "MP", "GP", "BC", "BSV" -> {
        if (parts.length > 1) throw new IllegalArgumentException(parts[0] + " takes no cut ('" + code + "')");
        return new TeamTiebreak(code.trim(), Kind.valueOf(parts[0]), null, 0);
      }
      case "EMMSB", "EMGSB", "EGMSB", "EGGSB" -> {
        int low = 0;
        for (int i = 1; i < parts.length; i++) {
          if (!parts[i].matches("C[1-9]")) throw new IllegalArgumentException("unknown modifier '" + parts[i] + "' in '" + code + "' (C1, C2)");
          low += parts[i].charAt(1) - '0';
        }
        return new TeamTiebreak(code.trim(), Kind.valueOf(parts[0]), null, low);
      }
      case "BPG", "BWG", "ARO", "TPR", "PTP", "APRO", "APPO" ->
          throw new IllegalArgumentException(parts[0] + " is not a team tiebreak (team codes: MP GP DE WIN WON PS BH FB SB AOB KS EMMSB EMGSB EGMSB EGGSB BC BSV)");
      default -> {
        Tiebreak t;
        try {
          t = Tiebreak.parse(code);
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("unknown team tiebreak '" + code.trim() + "' (team codes: MP GP DE WIN WON PS BH FB SB AOB KS EMMSB EMGSB EGMSB EGGSB BC BSV)");
        }
        return new TeamTiebreak(code.trim(), Kind.INDIVIDUAL, t, 0);
      }
    }
  }

  /** Parses a comma-separated list such as {@code MP,GP,DE,BH-C1}. */
  public static List<TeamTiebreak> parseList(String codes) {
    List<TeamTiebreak> out = new ArrayList<>();
    for (String c : codes.split(",")) {
      if (!c.isBlank()) out.add(parse(c));
    }
    return out;
  }
}
