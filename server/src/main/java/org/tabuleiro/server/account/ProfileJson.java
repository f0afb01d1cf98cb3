package org.tabuleiro.server.account;

import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.JsonBody;

/**
 * Reads profile fields from a request: a field that is absent keeps its value, {@code null} clears it. Only the
 * JSON types are checked here; {@link ProfileRules} judges the values.
 */
public final class ProfileJson {
  private ProfileJson() {}

  public static Profile merge(JsonBody body, Profile base) {
    Profile p = base;
    if (body.has("displayName")) p = p.withDisplayName(body.optionalText("displayName"));
    if (body.has("country")) p = p.withCountry(body.optionalText("country"));
    if (body.has("club")) p = p.withClub(body.optionalText("club"));
    if (body.has("birthYear")) p = p.withBirthYear(body.optionalInt("birthYear"));
    if (body.has("gender")) {
      String gender = body.optionalText("gender");
      p = p.withGender(gender == null ? null : Gender.parse(gender).orElseThrow(() -> ApiException.badRequest(
          "invalid_gender", "Gênero desconhecido: \"" + gender + "\" (use female, male, other ou null).")));
    }
    return p;
  }
}
