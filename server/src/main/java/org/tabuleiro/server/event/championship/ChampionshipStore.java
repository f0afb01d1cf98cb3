package org.tabuleiro.server.event.championship;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.tabuleiro.server.common.Result;

/** Where championships and their sections live (migration V25). */
public interface ChampionshipStore {
  long create(String name, int season, int schoolBest, long createdBy, Instant at);

  Optional<Championship> find(long id);

  /** Every championship, newest first. */
  List<Championship> list();

  void addSection(long championshipId, ChampionshipSection section);

  /** The championship an event is a section of. */
  Optional<Long> championshipOf(long eventId);

  /**
   * Runs {@code work} in one transaction that the events' own writes inside it join (same thread), so several
   * sections change together or not at all: a {@link Result.Rejected} rolls every one of them back.
   */
  <T> Result<T> inOneTransaction(Supplier<Result<T>> work);
}
