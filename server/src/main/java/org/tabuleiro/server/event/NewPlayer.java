package org.tabuleiro.server.event;

import java.time.LocalDate;

/** A player to register, checked (from a CSV line or a JSON object); see {@link EventPlayer} for the fields. */
public record NewPlayer(String name, String gender, Integer birthYear, LocalDate birthDate, String club, String fideId,
    String federation, int rating, Long accountId, SchoolCycle cycle) {

  /** A player whose school cycle is not known. */
  public NewPlayer(String name, String gender, Integer birthYear, LocalDate birthDate, String club, String fideId,
      String federation, int rating, Long accountId) {
    this(name, gender, birthYear, birthDate, club, fideId, federation, rating, accountId, null);
  }

  /** The same player in {@code cycle}. */
  public NewPlayer withCycle(SchoolCycle cycle) {
    return new NewPlayer(name, gender, birthYear, birthDate, club, fideId, federation, rating, accountId, cycle);
  }

  /** The birth year, from the date when only that was given. */
  public Integer yearOfBirth() {
    return birthYear != null ? birthYear : birthDate != null ? birthDate.getYear() : null;
  }

  /** What makes two registrations the same person: the FIDE id, else the name, the birth year and the club. */
  public String identity() {
    if (fideId != null) return "fide:" + fideId;
    Integer year = birthYear != null ? birthYear : birthDate != null ? birthDate.getYear() : null;
    return "name:" + EventNames.key(name) + "|" + (year == null ? "" : year) + "|" + (club == null ? "" : EventNames.key(club));
  }
}
