package org.tabuleiro.server.event.championship;

import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.EventSettings;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.access.EventReads;
import org.tabuleiro.server.event.director.EventPairingJobs;
import org.tabuleiro.server.event.registration.EventCsv;
import org.tabuleiro.server.event.registration.EventRegistration;
import org.tabuleiro.server.event.setup.EventSetup;

/**
 * Championships and their sections: created by arbiters, each section an event made by the events' own setup; every
 * section's next round paired in one action; one list imported into all sections at once.
 */
public final class Championships {
  private final ChampionshipStore store;
  private final EventSetup setup;
  private final EventRegistration registration;
  private final EventPairingJobs pairings;
  private final EventReads reads;
  private final InstantSource clock;

  public Championships(ChampionshipStore store, EventSetup setup, EventRegistration registration,
      EventPairingJobs pairings, EventReads reads, InstantSource clock) {
    this.store = store;
    this.setup = setup;
    this.registration = registration;
    this.pairings = pairings;
    this.reads = reads;
    this.clock = clock;
  }

  /** The championship's age groups: the school-sport preset of its season. */
  public static List<EventCategory> scheme(Championship c) {
    return AgeGroups.schoolSport(c.season());
  }

  public Result<Championship> create(Account actor, String name, int season, int schoolBest) {
    if (!actor.hasRole(Role.ARBITER) && !actor.hasRole(Role.ADMIN)) {
      return refuse(Rejection.Kind.FORBIDDEN, "not_arbiter", "Só contas com o papel de árbitro (ou administradores) podem criar campeonatos.");
    }
    long id = store.create(name, season, schoolBest, actor.id(), clock.instant());
    return Result.ok(store.find(id).orElseThrow());
  }

  public Result<Championship> find(long id) {
    return store.find(id).<Result<Championship>>map(Result::ok).orElseGet(() -> refuse(Rejection.Kind.NOT_FOUND,
        "championship_not_found", "Campeonato não encontrado: " + id + "."));
  }

  public List<Championship> list() {
    return store.list();
  }

  /** The championship an event is a section of. */
  public Optional<Championship> ofEvent(long eventId) {
    return store.championshipOf(eventId).flatMap(store::find);
  }

  /** The sections a viewer may read (an unpublished one only to its writers), each with its event. */
  public List<SectionEvent> sections(Optional<Account> viewer, Championship c) {
    List<SectionEvent> out = new ArrayList<>();
    for (ChampionshipSection s : c.sections()) {
      if (reads.event(viewer, s.eventId()) instanceof Result.Ok<Event> ok) out.add(new SectionEvent(s, ok.value()));
    }
    return out;
  }

  /** A section with its event. */
  public record SectionEvent(ChampionshipSection section, Event event) {}

  /**
   * A new section: its event created from {@code settings} (the championship's season, the school preset's age
   * groups) and the pupils it takes. Refused when an age group is not the season's, or when it would take a pupil
   * another section takes (409 {@code section_overlaps}); nothing is created then.
   */
  public Result<SectionEvent> addSection(Account actor, long id, EventSettings settings, List<String> ageGroups, Set<String> genders) {
    Result<Championship> found = writable(actor, id);
    if (!(found instanceof Result.Ok<Championship> ok)) return found.map(c -> null);
    Championship c = ok.value();
    List<String> names = new ArrayList<>();
    for (String g : ageGroups) {
      Optional<EventCategory> known = EventCategory.byName(scheme(c), g);
      if (known.isEmpty()) {
        return refuse(Rejection.Kind.INVALID, "invalid_age_group", "Categoria desconhecida \"" + g + "\": as da temporada "
            + c.season() + "/" + (c.season() + 1) + " são " + String.join(", ", scheme(c).stream().map(EventCategory::name).toList()) + ".");
      }
      if (!names.contains(known.get().name())) names.add(known.get().name());
    }
    if (genders.isEmpty() || !Set.of("F", "M").containsAll(genders)) {
      return refuse(Rejection.Kind.INVALID, "invalid_gender", "\"genders\" deve ser [\"F\"], [\"M\"] ou [\"F\", \"M\"].");
    }
    int position = c.sections().stream().mapToInt(ChampionshipSection::position).max().orElse(0) + 1;
    ChampionshipSection wanted = new ChampionshipSection(0, position, names, genders);
    for (SectionEvent other : sections(Optional.of(actor), c)) {
      if (wanted.overlaps(other.section())) {
        return refuse(Rejection.Kind.CONFLICT, "section_overlaps", "A seção tomaria alunos que já são da seção \""
            + other.event().settings().name() + "\" (" + SectionPlacement.describe(List.of(new SectionPlacement.Named(other.section(), other.event().settings().name())))
            + "): cada aluno joga numa só seção.");
      }
    }
    return store.inOneTransaction(() -> setup.create(actor, settings).map(e -> {
      ChampionshipSection s = new ChampionshipSection(e.id(), position, names, genders);
      store.addSection(id, s);
      return new SectionEvent(s, e);
    }));
  }

  /**
   * What "pair all" did in one section: its pairing job (ended: the boards or the refusal; or still running), or the
   * refusal to start one (409 {@code pairing_running} while the section's previous job runs).
   */
  public record SectionPairing(SectionEvent section, Result<EventPairingJobs.Job> job) {}

  /**
   * Pairs and publishes the next round of every section, each as its own pairing job started at once (one section's
   * refusal does not stop the others; the sections pair side by side), then waits for them up to {@code wait} in all
   * and gives each as it stands, in the picker's order: a section still pairing after the wait goes on, and its job is
   * read as any event's ({@link EventPairingJobs#latest}). Sections with every round paired are refused as the event
   * refuses them.
   */
  public Result<List<SectionPairing>> pairAll(Account actor, long id, Duration wait) {
    return writable(actor, id).map(c -> {
      List<SectionEvent> sections = sections(Optional.of(actor), c);
      List<Result<EventPairingJobs.Job>> started = new ArrayList<>();
      for (SectionEvent s : sections) started.add(pairings.start(actor, s.event().id(), true));
      long deadline = System.nanoTime() + wait.toNanos();
      List<SectionPairing> out = new ArrayList<>();
      for (int i = 0; i < sections.size(); i++) {
        Result<EventPairingJobs.Job> job = started.get(i).map(j -> pairings.await(j, Duration.ofNanos(Math.max(0, deadline - System.nanoTime()))));
        out.add(new SectionPairing(sections.get(i), job));
      }
      return out;
    });
  }

  /**
   * One list into every section: each row placed in its one section ({@link SectionPlacement}, whose refusal is a
   * {@link EventCsv.Fault} thrown before anything is stored), then every section's players registered in one
   * transaction, all or none. Gives the count per section (by event id).
   */
  public Result<Map<Long, Integer>> importList(Account actor, long id, List<EventCsv.Row> rows) {
    Result<Championship> found = writable(actor, id);
    if (!(found instanceof Result.Ok<Championship> ok)) return found.map(c -> null);
    Championship c = ok.value();
    List<SectionEvent> sections = sections(Optional.of(actor), c);
    if (sections.isEmpty()) {
      return refuse(Rejection.Kind.CONFLICT, "no_sections", "O campeonato ainda não tem seções: crie-as antes de importar a lista.");
    }
    Map<Long, List<EventCsv.Row>> placed = SectionPlacement.place(rows,
        sections.stream().map(s -> new SectionPlacement.Named(s.section(), s.event().settings().name())).toList(), scheme(c), c.season());
    return store.inOneTransaction(() -> {
      Map<Long, Integer> counts = new LinkedHashMap<>();
      // In the order of the events' ids: two imports lock the sections' rows in the same order.
      List<Long> ids = placed.keySet().stream().sorted(Comparator.naturalOrder()).toList();
      for (long eventId : ids) {
        List<EventCsv.Row> mine = placed.get(eventId);
        if (mine.isEmpty()) {
          counts.put(eventId, 0);
          continue;
        }
        List<NewPlayer> players = mine.stream().map(EventCsv.Row::player).toList();
        List<String> where = mine.stream().map(r -> "linha " + r.line()).toList();
        Result<Integer> r = registration.register(actor, eventId, players, where);
        if (r instanceof Result.Rejected<Integer> rejected) return Result.rejected(rejected.rejection());
        counts.put(eventId, ((Result.Ok<Integer>) r).value());
      }
      Map<Long, Integer> ordered = new LinkedHashMap<>();
      for (long eventId : placed.keySet()) ordered.put(eventId, counts.get(eventId));
      return Result.ok(ordered);
    });
  }

  /**
   * Why a section's pupil, as corrected to {@code p}, can no longer stay in it (another age group or gender than the
   * section takes), or empty (also for an event that is no section).
   */
  public Optional<Rejection> sectionRefusal(long eventId, NewPlayer p) {
    Optional<Championship> c = ofEvent(eventId);
    if (c.isEmpty()) return Optional.empty();
    Optional<ChampionshipSection> mine = c.get().sections().stream().filter(s -> s.eventId() == eventId).findFirst();
    if (mine.isEmpty()) return Optional.empty();
    EventCategory group = AgeGroups.groupOf(scheme(c.get()), p.yearOfBirth(), p.cycle(), c.get().season()).orElse(null);
    if (mine.get().takes(group, p.gender())) return Optional.empty();
    return Optional.of(Rejection.invalid("not_in_section", "Com essa correção, \"" + p.name() + "\" (" + (group == null ? "sem ano de nascimento" : group.name())
        + ", " + (p.gender() == null ? "sem sexo" : p.gender()) + ") já não cabe nesta seção ("
        + String.join(", ", mine.get().ageGroups().isEmpty() ? List.of("todas as categorias") : mine.get().ageGroups()) + ", "
        + (mine.get().genders().size() == 2 ? "F e M" : mine.get().gendersCode()) + "): retire-o daqui e inscreva-o na seção certa. Nada foi alterado."));
  }

  /** The championship when the actor may change it: its creator and the admins. */
  public Result<Championship> writable(Account actor, long id) {
    return find(id).flatMap(c -> c.createdBy() == actor.id() || actor.hasRole(Role.ADMIN) ? Result.ok(c)
        : refuse(Rejection.Kind.FORBIDDEN, "not_championship_arbiter", "Só quem criou o campeonato (ou um administrador) o altera."));
  }

  private static <T> Result<T> refuse(Rejection.Kind kind, String code, String message) {
    return Result.rejected(Rejection.of(kind, code, message));
  }
}
