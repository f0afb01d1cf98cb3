package org.tabuleiro.server.event;

import java.time.LocalDate;

/**
 * A registered player.
 *
 * @param startNo the pairing number: provisional (registration order) until round 1 is paired, fixed after
 * @param gender {@code F}, {@code M} or null
 * @param rating as registered, 0 = unrated
 * @param seedRating the rating used, fixed when the start number was; null before
 * @param accountId the linked club account, or null
 * @param withdrawnFrom the first round the player is no longer paired in, or null
 * @param cycle the pupil's school cycle as the list gave it, or null (see {@link AgeGroups})
 */
public record EventPlayer(
    long id,
    int startNo,
    String name,
    String gender,
    Integer birthYear,
    LocalDate birthDate,
    String club,
    String fideId,
    String federation,
    int rating,
    Integer seedRating,
    Long accountId,
    Integer withdrawnFrom,
    SchoolCycle cycle) {

  /** A player whose school cycle is not known. */
  public EventPlayer(long id, int startNo, String name, String gender, Integer birthYear, LocalDate birthDate,
      String club, String fideId, String federation, int rating, Integer seedRating, Long accountId, Integer withdrawnFrom) {
    this(id, startNo, name, gender, birthYear, birthDate, club, fideId, federation, rating, seedRating, accountId,
        withdrawnFrom, null);
  }

  /** The birth year, from the date when only that was given. */
  public Integer yearOfBirth() {
    return birthYear != null ? birthYear : birthDate != null ? birthDate.getYear() : null;
  }

  /** Is the player paired in this round (not withdrawn before it)? */
  public boolean isActiveIn(int round) {
    return withdrawnFrom == null || round < withdrawnFrom;
  }
}
