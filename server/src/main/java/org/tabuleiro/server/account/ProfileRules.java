package org.tabuleiro.server.account;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.tabuleiro.server.common.Rejection;

/** What a valid {@link Profile} holds; {@link #normalize} trims and upper-cases before {@link #check}. */
public final class ProfileRules {
  private ProfileRules() {}

  public static final int DISPLAY_NAME_MAX = 60;
  public static final int CLUB_MAX = 100;
  public static final int OLDEST_BIRTH_YEAR = 1900;
  private static final Set<String> COUNTRIES = Set.of(Locale.getISOCountries());

  /** Blank text counts as not given; the country code is upper case. */
  public static Profile normalize(Profile p) {
    String country = blankToNull(p.country());
    return new Profile(blankToNull(p.displayName()), country == null ? null : country.toUpperCase(Locale.ROOT),
        blankToNull(p.club()), p.birthYear(), p.gender());
  }

  /** Empty when {@code p} (normalized) may be stored, else the first problem; {@code currentYear} from the clock. */
  public static Optional<Rejection> check(Profile p, int currentYear) {
    if (p.displayName() != null) {
      Optional<String> hidden = VisibleText.firstHidden(p.displayName());
      if (hidden.isPresent()) return reject("invalid_display_name", hiddenMessage("O nome para exibir", hidden.get()));
      if (!isPlainText(p.displayName(), DISPLAY_NAME_MAX)) {
        return reject("invalid_display_name", "O nome para exibir tem no máximo " + DISPLAY_NAME_MAX + " caracteres.");
      }
    }
    if (p.country() != null && !COUNTRIES.contains(p.country())) {
      return reject("invalid_country", "País desconhecido: \"" + p.country() + "\" (use o código ISO, ex.: PT, BR).");
    }
    if (p.club() != null) {
      Optional<String> hidden = VisibleText.firstHidden(p.club());
      if (hidden.isPresent()) return reject("invalid_club", hiddenMessage("O clube ou escola", hidden.get()));
      if (!isPlainText(p.club(), CLUB_MAX)) {
        return reject("invalid_club", "O clube ou escola tem no máximo " + CLUB_MAX + " caracteres.");
      }
    }
    if (p.birthYear() != null && (p.birthYear() < OLDEST_BIRTH_YEAR || p.birthYear() > currentYear)) {
      return reject("invalid_birth_year",
          "O ano de nascimento deve estar entre " + OLDEST_BIRTH_YEAR + " e " + currentYear + ".");
    }
    return Optional.empty();
  }

  private static boolean isPlainText(String s, int maxCodePoints) {
    return s.codePointCount(0, s.length()) <= maxCodePoints;
  }

  /** {@code field} as a sentence starts ("O nome para exibir"), {@code where} from {@link VisibleText#firstHidden}. */
  static String hiddenMessage(String field, String where) {
    return field + " tem um caractere de controle, invisível ou que muda a direção do texto (" + where
        + "). Apague-o e tente de novo.";
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s.strip();
  }

  private static Optional<Rejection> reject(String code, String message) {
    return Optional.of(Rejection.invalid(code, message));
  }
}
