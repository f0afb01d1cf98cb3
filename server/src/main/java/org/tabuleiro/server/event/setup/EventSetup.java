package org.tabuleiro.server.event.setup;

import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventEntry;
import org.tabuleiro.server.event.EventOnline;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.EventSettings;
import org.tabuleiro.server.event.access.EventAccess;
import org.tabuleiro.server.event.store.EventRepository;

/**
 * An event's making and its settings: created by an arbiter or an admin, published or hidden, and how it is played
 * and joined changed until round 1. Each change in one transaction under the event's lock, with its audit line.
 */
public final class EventSetup {
  private final EventRepository events;
  private final AccountService accounts;
  private final InstantSource clock;
  private final Function<Event, String> describe;

  /** @param describe the event as the audit log keeps it before and after a change (its JSON) */
  public EventSetup(EventRepository events, AccountService accounts, InstantSource clock, Function<Event, String> describe) {
    this.events = events;
    this.accounts = accounts;
    this.clock = clock;
    this.describe = describe;
  }

  /** How the event is played and joined: the time control as typed, online play (null: over the board), entry. */
  public record Play(String timeControl, EventOnline online, EventEntry entry) {}

  /** A change of {@link Play}, read against the settings it changes (what it leaves out stays as it was). */
  @FunctionalInterface
  public interface PlayEdit {
    Result<Play> apply(EventSettings before);
  }

  /** Arbiters and admins create events; an arbiter who creates one is its chief arbiter unless others are named. */
  public Result<Event> create(Account actor, EventSettings settings) {
    if (!actor.hasRole(Role.ARBITER) && !actor.hasRole(Role.ADMIN)) {
      return EventRefusals.forbidden("not_arbiter", "Só contas com o papel de árbitro (ou administradores) podem criar torneios.");
    }
    List<Long> arbiterIds = new ArrayList<>();
    for (String username : settings.arbiters()) {
      Optional<Account> a = accounts.find(username);
      if (a.isEmpty()) return EventRefusals.invalid("unknown_arbiter", "Não existe a conta \"" + username + "\" (árbitros).");
      if (!a.get().hasRole(Role.ARBITER)) {
        return EventRefusals.invalid("not_an_arbiter", "A conta \"" + username + "\" não tem o papel de árbitro.");
      }
      if (!arbiterIds.contains(a.get().id())) arbiterIds.add(a.get().id());
    }
    if (arbiterIds.isEmpty() && actor.hasRole(Role.ARBITER)) arbiterIds.add(actor.id());
    return events.write(0, store -> {
      long id = store.createEvent(settings, arbiterIds, actor.id(), clock.instant());
      Event e = store.event(id).orElseThrow();
      store.audit(id, actor.id(), clock.instant(), "create_event", null, null, describe.apply(e));
      return Result.ok(e);
    });
  }

  public Result<Event> setPublished(Account actor, long id, boolean published) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> {
      if (e.settings().published() == published) return Result.ok(e);
      store.setPublished(id, published);
      store.audit(id, actor.id(), clock.instant(), "publish", null, Boolean.toString(e.settings().published()), Boolean.toString(published));
      return Result.ok(store.event(id).orElseThrow());
    }));
  }

  /**
   * Changes how the event is played and joined ({@code PATCH /api/events/{id}}). Once round 1 is paired the time
   * control, the mode and the start no longer change (409 {@code event_started}).
   */
  public Result<Event> updatePlay(Account actor, long id, PlayEdit edit) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> edit.apply(e.settings()).flatMap(play -> {
      EventSettings before = e.settings();
      String timeControl = play.timeControl();
      EventOnline online = play.online();
      if (e.pairedRounds() > 0) {
        if (!timeControl.equals(before.timeControl())) {
          return EventRefusals.conflict("event_started", "O ritmo (" + before.timeControl() + ") não pode mudar depois de a rodada 1 ser emparceirada: "
              + "as partidas do torneio jogam-se todas ao mesmo ritmo.");
        }
        if ((online == null) != (before.online() == null) || online != null && online.mode() != before.online().mode()) {
          return EventRefusals.conflict("event_started", "O torneio já começou: já não se muda entre presencial, online e híbrido.");
        }
        if (online != null && !Objects.equals(online.startsAt(), before.online().startsAt())) {
          return EventRefusals.conflict("event_started", "O torneio já começou: a hora de início já não muda.");
        }
      }
      EventSettings after = before.with(timeControl, online, play.entry());
      if (after.equals(before)) return Result.ok(e);
      store.setPlay(id, timeControl, online, play.entry());
      Event changed = store.event(id).orElseThrow();
      store.audit(id, actor.id(), clock.instant(), "settings", null, describe.apply(e), describe.apply(changed));
      return Result.ok(changed);
    })));
  }
}
