package org.tabuleiro.tournament.tiebreak;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One requested tiebreak: a {@link TiebreakKind} with its modifiers (C.07 14): {@code C1}/{@code C2} cut the
 * lowest one or two contributions, {@code M1}/{@code M2} the lowest and highest one or two.
 *
 * @param code as the user wrote it, e.g. {@code "BH-C1"} or {@code "BH/C1"}
 * @param cutLow how many of the least significant contributions to drop
 * @param cutHigh how many of the most significant contributions to drop
 */
public record Tiebreak(String code, TiebreakKind kind, int cutLow, int cutHigh) {
  public Tiebreak {
    if (cutLow < 0 || cutHigh < 0) throw new IllegalArgumentException(code);
  }

  /**
   * Reads FIDE's spelling ({@code BH-C1}, {@code SB-C1}, {@code BH-M1}) or the calculator's ({@code BH/C1}).
   *
   * @throws IllegalArgumentException with a message naming what is wrong
   */
  public static Tiebreak parse(String code) {
    String[] parts = code.trim().toUpperCase(Locale.ROOT).split("[-/]");
    TiebreakKind kind;
    try {
      kind = TiebreakKind.valueOf(parts[0]);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown tiebreak '" + code + "' (known: DE WIN WON BPG BWG PS BH FB SB AOB KS ARO TPR PTP APRO APPO)");
    }
    int low = 0;
    int high = 0;
    for (int i = 1; i < parts.length; i++) {
      String m = parts[i];
      if (!m.matches("[CM][1-9]")) throw new IllegalArgumentException("unknown modifier '" + m + "' in '" + code + "' (C1, C2, M1, M2)");
      if (!kind.allowsCuts()) throw new IllegalArgumentException(kind + " takes no cut ('" + code + "')");
      int n = m.charAt(1) - '0';
      low += n;
      if (m.charAt(0) == 'M') high += n;
    }
    return new Tiebreak(code.trim(), kind, low, high);
  }

  /** Parses a comma-separated list such as {@code DE,BH-C1,BH,SB,WIN}. */
  public static List<Tiebreak> parseList(String codes) {
    List<Tiebreak> out = new ArrayList<>();
    for (String c : codes.split(",")) {
      if (!c.isBlank()) out.add(parse(c));
    }
    return out;
  }
}
