package org.tabuleiro.server.event.access;

import java.util.Optional;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.store.EventStore;

/**
 * Who may see and change an event: its arbiters and the club's admins write it and see its draft round; everyone
 * sees a published event up to its last published round; an unpublished one is, to everyone else, not there.
 */
public final class EventAccess {
  private EventAccess() {}

  public static boolean canWrite(Account actor, Event e) {
    return actor.hasRole(Role.ADMIN) || e.isArbiter(actor.id());
  }

  public static boolean canRead(Optional<Account> actor, Event e) {
    return e.settings().published() || actor.map(a -> canWrite(a, e)).orElse(false);
  }

  /** The event as this actor sees it: its writers see the draft round, everyone else the published rounds. */
  public static Event seenBy(Optional<Account> actor, Event e) {
    return actor.map(a -> canWrite(a, e)).orElse(false) ? e : e.withoutDraft();
  }

  /** The event as the actor sees it, or 404 {@code event_not_found} when it does not exist or is hidden from them. */
  public static Result<Event> readable(EventStore store, Optional<Account> actor, long id) {
    Optional<Event> e = store.event(id);
    if (e.isEmpty() || !canRead(actor, e.get())) return EventRefusals.notFound(id);
    return Result.ok(seenBy(actor, e.get()));
  }

  /** The event, when the actor may change it: 404 as {@link #readable}, 403 {@code not_event_arbiter} to a reader. */
  public static Result<Event> writable(EventStore store, Account actor, long id) {
    Optional<Event> e = store.event(id);
    if (e.isEmpty() || !canRead(Optional.of(actor), e.get())) return EventRefusals.notFound(id);
    if (!canWrite(actor, e.get())) {
      return EventRefusals.forbidden("not_event_arbiter", "Só os árbitros deste torneio e os administradores do clube o podem alterar.");
    }
    return Result.ok(e.get());
  }
}
