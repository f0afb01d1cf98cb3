package org.tabuleiro.server.event.championship;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.server.common.Result;

/** {@link ChampionshipStore} on the tables of migration V25. */
public final class JdbiChampionshipStore implements ChampionshipStore {
  private final Jdbi jdbi;

  public JdbiChampionshipStore(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  /** Carries a refusal out of the transaction, which rolls it back. */
  private static final class Refused extends RuntimeException {
    final transient Result<?> result;

    Refused(Result<?> result) {
      super(null, null, false, false);
      this.result = result;
    }
  }

  @Override
  public long create(String name, int season, int schoolBest, long createdBy, Instant at) {
    return jdbi.withHandle(h -> h.createUpdate("INSERT INTO championships (name, season, school_best, created_by, created_at) "
            + "VALUES (:name, :season, :best, :by, :at)")
        .bind("name", name).bind("season", season).bind("best", schoolBest).bind("by", createdBy)
        .bind("at", OffsetDateTime.ofInstant(at, ZoneOffset.UTC))
        .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one());
  }

  @Override
  public Optional<Championship> find(long id) {
    return jdbi.withHandle(h -> read(h, "WHERE id = :id", id).stream().findFirst());
  }

  @Override
  public List<Championship> list() {
    return jdbi.withHandle(h -> read(h, "", 0));
  }

  private static List<Championship> read(Handle h, String where, long id) {
    record Head(long id, String name, int season, int best, long by, Instant at) {}
    List<Head> heads = h.createQuery("SELECT id, name, season, school_best, created_by, created_at FROM championships "
            + where + " ORDER BY id DESC").bind("id", id)
        .map((rs, ctx) -> new Head(rs.getLong("id"), rs.getString("name"), rs.getInt("season"), rs.getInt("school_best"),
            rs.getLong("created_by"), rs.getObject("created_at", OffsetDateTime.class).toInstant())).list();
    Map<Long, List<ChampionshipSection>> sections = new LinkedHashMap<>();
    h.createQuery("SELECT championship_id, event_id, position, age_groups, genders FROM championship_sections "
            + (where.isEmpty() ? "" : "WHERE championship_id = :id") + " ORDER BY championship_id, position").bind("id", id)
        .map((rs, ctx) -> {
          String groups = rs.getString("age_groups");
          String genders = rs.getString("genders");
          sections.computeIfAbsent(rs.getLong("championship_id"), k -> new ArrayList<>()).add(new ChampionshipSection(
              rs.getLong("event_id"), rs.getInt("position"), groups.isEmpty() ? List.of() : Arrays.asList(groups.split(";")),
              new HashSet<>(Arrays.asList(genders.split("")))));
          return 0;
        }).list();
    return heads.stream().map(c -> new Championship(c.id(), c.name(), c.season(), c.best(), c.by(), c.at(),
        sections.getOrDefault(c.id(), List.of()))).toList();
  }

  @Override
  public void addSection(long championshipId, ChampionshipSection s) {
    jdbi.useHandle(h -> h.createUpdate("INSERT INTO championship_sections (championship_id, event_id, position, age_groups, genders) "
            + "VALUES (:c, :e, :p, :g, :s)")
        .bind("c", championshipId).bind("e", s.eventId()).bind("p", s.position())
        .bind("g", String.join(";", s.ageGroups())).bind("s", s.gendersCode()).execute());
  }

  @Override
  public Optional<Long> championshipOf(long eventId) {
    return jdbi.withHandle(h -> h.createQuery("SELECT championship_id FROM championship_sections WHERE event_id = :e")
        .bind("e", eventId).mapTo(Long.class).findOne());
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> Result<T> inOneTransaction(Supplier<Result<T>> work) {
    try {
      return jdbi.inTransaction(h -> {
        Result<T> r = work.get();
        if (r instanceof Result.Rejected<T>) throw new Refused(r);
        return r;
      });
    } catch (Refused e) {
      return (Result<T>) e.result;
    }
  }
}
