package org.tabuleiro.server.account;

/**
 * What a player tells the club about themselves; every field may be null (not given).
 *
 * @param country ISO 3166-1 alpha-2, upper case ("PT", "BR", "AO")
 * @param club club or school
 */
public record Profile(String displayName, String country, String club, Integer birthYear, Gender gender) {
  public static final Profile EMPTY = new Profile(null, null, null, null, null);

  public Profile withDisplayName(String v) { return new Profile(v, country, club, birthYear, gender); }

  public Profile withCountry(String v) { return new Profile(displayName, v, club, birthYear, gender); }

  public Profile withClub(String v) { return new Profile(displayName, country, v, birthYear, gender); }

  public Profile withBirthYear(Integer v) { return new Profile(displayName, country, club, v, gender); }

  public Profile withGender(Gender v) { return new Profile(displayName, country, club, birthYear, v); }
}
