package org.tabuleiro.server.event.registration;

import java.time.InstantSource;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Gender;
import org.tabuleiro.server.common.NameRules;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.EventEntry;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.access.EventAccess;
import org.tabuleiro.server.event.access.EventReads;
import org.tabuleiro.server.event.director.EventSeeds;
import org.tabuleiro.server.event.standings.EventAwards;
import org.tabuleiro.server.event.store.EventRepository;
import org.tabuleiro.server.event.store.EventStore;

/**
 * Players joining and leaving an event by themselves ({@code POST /api/events/{id}/join}, {@code .../withdraw}),
 * on the organiser's conditions ({@link EventEntry}). A player who joins is registered from their club account
 * (name, club, birth year, gender, club rating), linked to it and marked remote; one who leaves before round 1 is
 * removed, later withdrawn from the next round not yet paired. Every change is a line of the audit log.
 */
public final class EventEntries {
  /** A newcomer's club rating (Glicko's start), for the rating conditions. */
  static final int NEWCOMER = 1500;

  private final EventRepository events;
  private final EventReads reads;
  private final InstantSource clock;

  public EventEntries(EventRepository events, EventReads reads, InstantSource clock) {
    this.events = events;
    this.reads = reads;
    this.clock = clock;
  }

  /** Where a player stands: registered (and how), and whether they may join now, or why not. */
  public record Standing(EventPlayer player, Rejection refusal) {}

  public Result<Standing> standing(Optional<Account> me, long id) {
    return events.read(store -> {
      Optional<Event> e = store.event(id);
      if (e.isEmpty() || !EventAccess.canRead(me, e.get())) return EventRefusals.notFound(id);
      if (me.isEmpty()) return Result.ok(new Standing(null, null));
      EventPlayer p = linked(store, id, me.get().id()).orElse(null);
      Rejection refusal = p != null && p.withdrawnFrom() == null ? null : check(store, e.get(), me.get(), null, true);
      return Result.ok(new Standing(p, refusal));
    });
  }

  /** Joins (or, after withdrawing, joins again) with the invitation {@code code} when the event asks for one. */
  public Result<EventPlayer> join(Account me, long id, String code) {
    return events.write(id, store -> {
      Optional<Event> found = store.event(id);
      if (found.isEmpty() || !EventAccess.canRead(Optional.of(me), found.get())) return EventRefusals.notFound(id);
      Event e = found.get();
      Optional<EventPlayer> before = linked(store, id, me.id());
      if (before.isPresent() && before.get().withdrawnFrom() == null) {
        return EventRefusals.conflict("already_joined", "Já está inscrito neste torneio (número " + before.get().startNo() + ").");
      }
      Rejection refused = check(store, e, me, code, false);
      if (refused != null) return Result.rejected(refused);
      if (before.isPresent()) {
        EventPlayer p = before.get();
        store.setWithdrawnFrom(id, p.startNo(), null);
        store.setRemote(id, p.startNo(), true);
        store.audit(id, me.id(), clock.instant(), "join", "jogador " + p.startNo(), String.valueOf(p.withdrawnFrom()), null);
        return Result.ok(linked(store, id, me.id()).orElseThrow());
      }
      int startNo = store.players(id).stream().mapToInt(EventPlayer::startNo).max().orElse(0) + 1;
      int rating = clubRating(store, e, me.id()).map(r -> r[0]).orElse(0);
      var profile = me.profile();
      String name = profile.displayName() != null ? NameRules.strip(profile.displayName()) : me.username();
      String gender = profile.gender() == Gender.FEMALE ? "F" : profile.gender() == Gender.MALE ? "M" : null;
      store.addPlayers(id, List.of(new NewPlayer(name, gender, profile.birthYear(), null, profile.club(), null, null, rating,
          me.id())), startNo);
      store.setRemote(id, startNo, true);
      EventPlayer p = linked(store, id, me.id()).orElseThrow();
      if (e.pairedRounds() > 0) {
        store.setSeedRating(p.id(), EventSeeds.seedRating(e, p, EventSeeds.clubRatings(store, e)));   // a late entry
      }
      store.audit(id, me.id(), clock.instant(), "join", "jogador " + startNo, null, name);
      return Result.ok(linked(store, id, me.id()).orElseThrow());
    });
  }

  /**
   * Leaves the event: before round 1 the registration goes; after, the player is not paired from the next round on
   * (a game being played goes on: finish it or resign).
   */
  public Result<Optional<EventPlayer>> withdraw(Account me, long id) {
    return events.write(id, store -> {
      Optional<Event> found = store.event(id);
      if (found.isEmpty() || !EventAccess.canRead(Optional.of(me), found.get())) return EventRefusals.notFound(id);
      Event e = found.get();
      Optional<EventPlayer> p = linked(store, id, me.id());
      if (p.isEmpty() || p.get().withdrawnFrom() != null && p.get().withdrawnFrom() <= e.pairedRounds() + 1) {
        return EventRefusals.conflict("not_joined", "Não está inscrito neste torneio.");
      }
      if (e.isFinished()) return EventRefusals.conflict("event_finished", "O torneio já terminou.");
      int no = p.get().startNo();
      if (e.pairedRounds() == 0) {
        store.deletePlayer(id, no);
        store.audit(id, me.id(), clock.instant(), "leave", "jogador " + no, p.get().name(), null);
        return Result.ok(Optional.empty());
      }
      int from = e.pairedRounds() + 1;
      store.setWithdrawnFrom(id, no, from);
      store.audit(id, me.id(), clock.instant(), "withdraw", "jogador " + no, String.valueOf(p.get().withdrawnFrom()), Integer.toString(from));
      return Result.ok(linked(store, id, me.id()));
    });
  }

  private static Optional<EventPlayer> linked(EventStore store, long id, long accountId) {
    return store.players(id).stream().filter(p -> p.accountId() != null && p.accountId() == accountId).findFirst();
  }

  /** Why {@code me} may not join {@code e} now (in this order), or null. {@code dry}: only looking (no code given yet). */
  private Rejection check(EventStore store, Event e, Account me, String code, boolean dry) {
    EventEntry entry = e.settings().entry();
    if (e.isFinished()) return conflict("event_finished", "O torneio já terminou: já não aceita inscrições.");
    if (!entry.open() || e.settings().teams() != null) {
      return conflict("entry_closed", "As inscrições deste torneio não estão abertas aos jogadores: quem inscreve é o árbitro.");
    }
    if (e.settings().system().isRoundRobin() && e.pairedRounds() > 0) {
      return conflict("event_started", "O todos-contra-todos já começou: já não aceita inscrições.");
    }
    if (e.settings().rounds() > 0 && e.pairedRounds() >= e.settings().rounds()) {
      return conflict("entry_closed", "Todas as rodadas do torneio já foram emparceiradas: já não aceita inscrições.");
    }
    long active = store.players(e.id()).stream().filter(p -> p.withdrawnFrom() == null).count();
    if (entry.maxPlayers() != null && active >= entry.maxPlayers()) {
      return conflict("event_full", "O torneio está completo: " + entry.maxPlayers() + " jogadores.");
    }
    if (entry.invitationCode() != null && !dry) {
      if (code == null || code.isBlank()) {
        return Rejection.of(Rejection.Kind.FORBIDDEN, "invitation_required", "Este torneio pede um código de convite (\"code\").");
      }
      if (!code.strip().equalsIgnoreCase(entry.invitationCode())) {
        return Rejection.of(Rejection.Kind.FORBIDDEN, "invalid_invitation_code", "O código de convite não é o deste torneio.");
      }
    }
    if (entry.minRating() != null || entry.maxRating() != null || entry.minRatedGames() != null) {
      int[] r = clubRating(store, e, me.id()).orElse(new int[] {NEWCOMER, 0});
      String pool = poolName(e);
      if (entry.minRating() != null && r[0] < entry.minRating() || entry.maxRating() != null && r[0] > entry.maxRating()) {
        return forbidden("rating_out_of_range", "O seu rating do clube em " + pool + " é " + r[0] + "; este torneio é para "
            + range(entry.minRating(), entry.maxRating()) + ".");
      }
      if (entry.minRatedGames() != null && r[1] < entry.minRatedGames()) {
        return forbidden("not_enough_rated_games", "Este torneio pede pelo menos " + entry.minRatedGames() + " partidas com rating em "
            + pool + "; tem " + r[1] + ".");
      }
    }
    if (entry.ageGroup() != null) {
      List<EventCategory> scheme = EventAwards.categories(e, reads.thisYear());
      Optional<EventCategory> group = EventCategory.byName(scheme, entry.ageGroup());
      Integer year = me.profile().birthYear();
      if (year == null) {
        return forbidden("birth_year_required", "Este torneio é da categoria " + entry.ageGroup()
            + ": indique o seu ano de nascimento no perfil para se inscrever.");
      }
      // The group a player born that year is placed in (the cycle usual for the age: a profile has no school cycle).
      if (group.isEmpty() || !AgeGroups.groupOf(scheme, year, null, EventAwards.season(e, reads.thisYear())).equals(group)) {
        return forbidden("age_group", "Este torneio é da categoria " + entry.ageGroup() + " e o seu ano de nascimento (" + year
            + ") não pertence a ele.");
      }
    }
    return nameRefusal(me);
  }

  /**
   * The name and club the player would be registered with, checked as every name is ({@link NameRules}): an account
   * whose display name was stored before the rule (say {@code =HYPERLINK(...)}) is told to change it first.
   */
  private static Rejection nameRefusal(Account me) {
    var profile = me.profile();
    if (profile.displayName() != null) {
      Optional<String> why = NameRules.problem("O seu nome para exibir", NameRules.strip(profile.displayName()), 100);
      if (why.isPresent()) return Rejection.invalid("invalid_display_name", why.get() + ": mude-o no seu perfil para se inscrever.");
    }
    if (profile.club() != null) {
      Optional<String> why = NameRules.problem("O seu clube ou escola", NameRules.strip(profile.club()), 100);
      if (why.isPresent()) return Rejection.invalid("invalid_club", why.get() + ": mude-o no seu perfil para se inscrever.");
    }
    return null;
  }

  private static String range(Integer min, Integer max) {
    if (min != null && max != null) return min + " a " + max;
    return min != null ? "pelo menos " + min : "no máximo " + max;
  }

  /** The account's club rating (rounded) and rated games in the event's game and pool, if it has played one. */
  private static Optional<int[]> clubRating(EventStore store, Event e, long accountId) {
    Optional<RatingPool> pool = TimeControl.parse(e.settings().timeControl()).ratingPool();
    if (pool.isEmpty()) return Optional.empty();
    return store.accountRating(accountId, e.settings().game().key(), pool.get().name().toLowerCase(Locale.ROOT));
  }

  private static String poolName(Event e) {
    String game = switch (e.settings().game()) {
      case CHESS -> "xadrez";
      case INTERNATIONAL -> "damas internacionais";
      case BRAZILIAN -> "damas brasileiras";
    };
    String pool = TimeControl.parse(e.settings().timeControl()).ratingPool().map(p -> switch (p) {
      case BULLET -> "bullet";
      case BLITZ -> "blitz";
      case RAPID -> "rápidas";
      case CLASSICAL -> "clássicas";
      case CORRESPONDENCE -> "por correspondência";
    }).orElse("");
    return game + " " + pool;
  }

  private static Rejection conflict(String code, String message) {
    return Rejection.of(Rejection.Kind.CONFLICT, code, message);
  }

  private static Rejection forbidden(String code, String message) {
    return Rejection.of(Rejection.Kind.FORBIDDEN, code, message);
  }
}
