package org.tabuleiro.server.common;

import java.util.Optional;

/**
 * The one rule for a name people see: an account's display name and club, an event player's name and club (from a
 * CSV, a TRF, the registration form or an online entry from an account), a team's name. Such a name holds no
 * character that cannot be seen or that changes the text around it ({@link VisibleText}: control characters, tab and
 * line breaks included, the bidirectional controls, the zero-width ones), is at most {@code max} characters long
 * (UTF-16 units, what both databases store: an emoji counts two), and does not begin with {@code =} or {@code +},
 * which a spreadsheet reads as a formula (no person, club or team is named so; {@code -} and {@code @} may begin a
 * nickname, "-=Ana=-", "@ana", and the exports keep those from being read as formulas anyway:
 * {@code tournament.tiebreak.SpreadsheetCells}). Accents, apostrophes and hyphens inside a name are fine:
 * "Ana-Maria d'Ávila". Names read from game files (a PGN's players) are not refused but {@linkplain #clean cleaned}:
 * the game is worth keeping.
 *
 * <pre>{@code
 * NameRules.problem("O nome", "Ana\\u202Eadmin", 100)  // "O nome tem um caractere de controle, ... (U+202E na posição 4)"
 * }</pre>
 */
public final class NameRules {
  private NameRules() {}

  /**
   * The text without the spaces (U+0020) at either end, and nothing else removed: a tab or a line break there is
   * part of the name, for {@link #problem} to refuse (trimming it away could leave a formula, {@code "\t=1+1"}).
   */
  public static String strip(String text) {
    int from = 0;
    int to = text.length();
    while (from < to && text.charAt(from) == ' ') from++;
    while (to > from && text.charAt(to - 1) == ' ') to--;
    return text.substring(from, to);
  }

  /**
   * A name from a file nobody here typed (a PGN's or PDN's White, Black, Event, Site) made fit to show, where
   * refusing it would lose the game: a control character or line break becomes a space, the invisible and
   * direction-changing ones ({@link VisibleText}) go.
   */
  public static String clean(String text) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); ) {
      int c = text.codePointAt(i);
      int next = i + Character.charCount(c);
      if (VisibleText.isHidden(c)) {
        if (out == null) out = new StringBuilder(text.length()).append(text, 0, i);
        if (Character.isISOControl(c) || c == 0x2028 || c == 0x2029) out.append(' ');
      } else if (out != null) {
        out.appendCodePoint(c);
      }
      i = next;
    }
    return out == null ? text : out.toString();
  }

  /**
   * Empty when {@code name} (already {@linkplain #strip stripped}) may be stored, else why not, in Portuguese,
   * as a clause without a final stop that begins with {@code field} ("O nome para exibir", "o nome (name)").
   */
  public static Optional<String> problem(String field, String name, int max) {
    Optional<String> hidden = VisibleText.firstHidden(name);
    if (hidden.isPresent()) {
      return Optional.of(field + " tem um caractere de controle, invisível ou que muda a direção do texto ("
          + hidden.get() + ")");
    }
    // UTF-16 units, as H2 measures a VARCHAR (PostgreSQL counts code points): an emoji counts two.
    if (name.length() > max) return Optional.of(field + " tem mais de " + max + " caracteres");
    if (!name.isEmpty() && (name.charAt(0) == '=' || name.charAt(0) == '+')) {
      return Optional.of(field + " não pode começar por \"" + name.charAt(0) + "\" (uma planilha o leria como fórmula)");
    }
    return Optional.empty();
  }
}
