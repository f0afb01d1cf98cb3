package org.tabuleiro.tournament.pairing.dutch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.tabuleiro.tournament.pairing.Board;
import org.tabuleiro.tournament.pairing.PairingResult;

/**
 * What a round's pairing breaks of the Dutch rules, for a pairing chosen by hand: an arbiter who swaps players or
 * colours in a round the engine paired. Absolute criteria and the basic colour rules cannot be broken by the engine;
 * the relative (quality) criteria are listed wherever a board does not meet them, so a caller compares the pairing
 * before and after a change to see what the change broke.
 */
public final class DutchPairingCheck {
  private DutchPairingCheck() {}

  /** A rule of the Dutch system, with its article, and whether the engine may ever break it. */
  public enum Criterion {
    /** C1: two players meet a second time (a forfeit is not a meeting). */
    REMATCH("C.04.3 C1", true),
    /** C1: a pair the tournament forbids (records 260 / XXP). */
    FORBIDDEN_PAIR("C.04.3 C1", true),
    /** C2: the pairing-allocated bye to a player who had it, or scored a win's points without playing. */
    BYE_NOT_ELIGIBLE("C.04.3 C2", true),
    /** C3: two non-topscorers with the same absolute colour preference meet. */
    ABSOLUTE_COLOURS("C.04.3 C3", true),
    /** The basic rules: a colour difference beyond ±2 after the round ({@code value}: the difference). */
    COLOUR_DIFFERENCE("C.04.1", true),
    /** The basic rules: the same colour three times running ({@code value}: 'w' or 'b'). */
    SAME_COLOUR_THRICE("C.04.1", true),
    /** C10: a topscorer (or their opponent) in the last round beyond ±2. */
    TOPSCORER_COLOUR_DIFFERENCE("C.04.3 C10", false),
    /** C11: a topscorer (or their opponent) in the last round with the same colour three times running. */
    TOPSCORER_SAME_COLOUR_THRICE("C.04.3 C11", false),
    /** C5: the bye to a player who scored more than another who could have had it ({@code value}: half points). */
    BYE_NOT_LOWEST("C.04.3 C5", false),
    /** C6-C7: two players of different scores meet, a float ({@code value}: the difference, half points). */
    SCORE_DIFFERENCE("C.04.3 C6-C7", false),
    /** C12: a mild colour preference not granted ({@code value}: the colour preferred). */
    COLOUR_PREFERENCE("C.04.3 C12", false),
    /** C13: a strong colour preference not granted ({@code value}: the colour preferred). */
    STRONG_COLOUR_PREFERENCE("C.04.3 C13", false);

    private final String article;
    private final boolean absolute;

    Criterion(String article, boolean absolute) {
      this.article = article;
      this.absolute = absolute;
    }

    /** Where the rule is written, e.g. {@code C.04.3 C1}. */
    public String article() {
      return article;
    }

    /** An absolute criterion or basic rule (only an arbiter's decision breaks it), or a relative one. */
    public boolean isAbsolute() {
      return absolute;
    }
  }

  /**
   * One rule a pairing breaks.
   *
   * @param player the player concerned (for a pair: the lower start number)
   * @param other the other player of a pair, 0 when the finding is about one player
   * @param value what the criterion says it carries, else 0
   */
  public record Finding(Criterion criterion, int player, int other, int value) {}

  /**
   * Every rule {@code pairing} breaks in the round {@code tournament} is about to pair, absolute ones first, then
   * by board. Players the pairing names must be players of the tournament.
   */
  public static List<Finding> check(DutchTournament tournament, PairingResult.Paired pairing) {
    DutchCriteria criteria = new DutchCriteria(tournament);
    List<Finding> out = new ArrayList<>();
    for (Board b : pairing.boards()) {
      DutchPlayer w = player(criteria, b.white());
      DutchPlayer k = player(criteria, b.black());
      int low = Math.min(w.startNumber(), k.startNumber());
      int high = Math.max(w.startNumber(), k.startNumber());
      for (DutchRound r : w.rounds()) {
        if (r.played() && r.opponent() == k.startNumber()) out.add(new Finding(Criterion.REMATCH, low, high, 0));
      }
      Set<Integer> forbidden = tournament.forbidden().get(w.startNumber());
      if (forbidden != null && forbidden.contains(k.startNumber())) out.add(new Finding(Criterion.FORBIDDEN_PAIR, low, high, 0));
      DutchColorPreference cw = DutchColorPreference.of(w.rounds());
      DutchColorPreference ck = DutchColorPreference.of(k.rounds());
      boolean excepted = criteria.mayBreakColourRules(w, k);
      if (cw.isAbsolute() && ck.isAbsolute() && cw.preference() == ck.preference() && !excepted) {
        out.add(new Finding(Criterion.ABSOLUTE_COLOURS, low, high, 0));
      }
      colours(w, 'w', excepted, out);
      colours(k, 'b', excepted, out);
      int difference = Math.abs(w.halfPoints() - k.halfPoints());
      if (difference > 0) out.add(new Finding(Criterion.SCORE_DIFFERENCE, low, high, difference));
    }
    if (pairing.bye() > 0) {
      DutchPlayer bye = player(criteria, pairing.bye());
      if (!bye.isEligibleForBye(tournament.winHalfPoints())) {
        out.add(new Finding(Criterion.BYE_NOT_ELIGIBLE, bye.startNumber(), 0, 0));
      } else {
        for (DutchPlayer p : tournament.players()) {
          if (p.toPair() && p.halfPoints() < bye.halfPoints() && p.isEligibleForBye(tournament.winHalfPoints())) {
            out.add(new Finding(Criterion.BYE_NOT_LOWEST, bye.startNumber(), 0, bye.halfPoints()));
            break;
          }
        }
      }
    }
    // Stable: absolute criteria first, each group in board order.
    out.sort(Comparator.comparing((Finding f) -> !f.criterion().isAbsolute()));
    return out;
  }

  /** The colour rules for one player given {@code color}; a preference broken only when the rules are not. */
  private static void colours(DutchPlayer p, char color, boolean excepted, List<Finding> out) {
    int difference = 0;
    char last = '-';
    char beforeLast = '-';
    for (DutchRound r : p.rounds()) {
      if (!r.played()) continue;  // C.04.2 3.4: only games played over the board give colours
      difference += r.color() == 'w' ? 1 : -1;
      beforeLast = last;
      last = r.color();
    }
    difference += color == 'w' ? 1 : -1;
    boolean broken = false;
    if (Math.abs(difference) > 2) {
      out.add(new Finding(excepted ? Criterion.TOPSCORER_COLOUR_DIFFERENCE : Criterion.COLOUR_DIFFERENCE, p.startNumber(), 0, difference));
      broken = true;
    }
    if (last == color && beforeLast == color) {
      out.add(new Finding(excepted ? Criterion.TOPSCORER_SAME_COLOUR_THRICE : Criterion.SAME_COLOUR_THRICE, p.startNumber(), 0, color));
      broken = true;
    }
    DutchColorPreference preference = DutchColorPreference.of(p.rounds());
    if (!broken && !preference.isAbsolute() && preference.preference() != '-' && preference.preference() != color) {
      out.add(new Finding(preference.isStrong() ? Criterion.STRONG_COLOUR_PREFERENCE : Criterion.COLOUR_PREFERENCE,
          p.startNumber(), 0, preference.preference()));
    }
  }

  private static DutchPlayer player(DutchCriteria criteria, int startNumber) {
    DutchPlayer p = criteria.player(startNumber);
    if (p == null) throw new IllegalArgumentException("no player " + startNumber + " in the tournament");
    return p;
  }
}
