package org.tabuleiro.server.account;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.NameRules;
import org.tabuleiro.server.common.VisibleText;

/**
 * What a valid {@link Profile} holds; {@link #normalize} trims and upper-cases before {@link #check}. The display name
 * and the club follow {@link NameRules}, as every name people see does.
 */
public final class ProfileRules {
  private ProfileRules() {}

  public static final int DISPLAY_NAME_MAX = 60;
  public static final int CLUB_MAX = 100;
  public static final int OLDEST_BIRTH_YEAR = 1900;
  private static final Set<String> COUNTRIES = Set.of(Locale.getISOCountries());

  /** Blank text counts as not given; the country code is upper case. */
  public static Profile normalize(Profile p) {
    String country = blankToNull(p.country());
    return new Profile(nameOrNull(p.displayName()), country == null ? null : country.toUpperCase(Locale.ROOT),
        nameOrNull(p.club()), p.birthYear(), p.gender());
  }

  /** Empty when {@code p} (normalized) may be stored, else the first problem; {@code currentYear} from the clock. */
  public static Optional<Rejection> check(Profile p, int currentYear) {
    if (p.displayName() != null) {
      Optional<String> problem = NameRules.problem("O nome para exibir", p.displayName(), DISPLAY_NAME_MAX);
      if (problem.isPresent()) return reject("invalid_display_name", problem.get() + ".");
    }
    if (p.country() != null && !COUNTRIES.contains(p.country())) {
      return reject("invalid_country", "País desconhecido: \"" + p.country() + "\" (use o código ISO, ex.: PT, BR).");
    }
    if (p.club() != null) {
      Optional<String> problem = NameRules.problem("O clube ou escola", p.club(), CLUB_MAX);
      if (problem.isPresent()) return reject("invalid_club", problem.get() + ".");
    }
    if (p.birthYear() != null && (p.birthYear() < OLDEST_BIRTH_YEAR || p.birthYear() > currentYear)) {
      return reject("invalid_birth_year",
          "O ano de nascimento deve estar entre " + OLDEST_BIRTH_YEAR + " e " + currentYear + ".");
    }
    return Optional.empty();
  }

  /** {@code field} as a sentence starts ("O nome para exibir"), {@code where} from {@link VisibleText#firstHidden}. */
  static String hiddenMessage(String field, String where) {
    return field + " tem um caractere de controle, invisível ou que muda a direção do texto (" + where
        + "). Apague-o e tente de novo.";
  }

  /** A name as {@link NameRules#strip} leaves it: a tab or line break at an end stays, for {@link #check} to refuse. */
  private static String nameOrNull(String s) {
    return s == null || s.isBlank() ? null : NameRules.strip(s);
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s.strip();
  }

  private static Optional<Rejection> reject(String code, String message) {
    return Optional.of(Rejection.invalid(code, message));
  }
}
