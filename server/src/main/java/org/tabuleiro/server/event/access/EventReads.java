package org.tabuleiro.server.event.access;

import java.time.InstantSource;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventAuditEntry;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.store.EventRepository;
import org.tabuleiro.server.event.store.EventStore;

/**
 * What a viewer reads of events, each read in one transaction and as {@link EventAccess} lets them see it: the list,
 * an event, its whole state, its version, its audit log, and the texts computed from its state (standings and
 * exports), kept until the event changes.
 */
public final class EventReads {
  private static final int CACHED_TEXTS = 64;

  private final EventRepository events;
  private final AccountService accounts;
  private final InstantSource clock;
  /** Standings and exports by event, kind and filter, with the change mark they were computed at (LRU). */
  private final Map<String, Cached> texts = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Cached> eldest) {
      return size() > CACHED_TEXTS;
    }
  });

  private record Cached(long mark, String text) {}

  public EventReads(EventRepository events, AccountService accounts, InstantSource clock) {
    this.events = events;
    this.accounts = accounts;
    this.clock = clock;
  }

  /** The calendar year now (UTC): an event's default season, the age groups' reference. */
  public int thisYear() {
    return clock.instant().atOffset(ZoneOffset.UTC).getYear();
  }

  /** The events the actor may see: the published ones, and the ones they may write. */
  public List<Event> list(Optional<Account> actor) {
    return events.read(store -> store.events().stream().filter(e -> EventAccess.canRead(actor, e))
        .map(e -> EventAccess.seenBy(actor, e)).toList());
  }

  /** The event, if it exists and the actor may see it. */
  public Result<Event> event(Optional<Account> actor, long id) {
    return events.read(store -> EventAccess.readable(store, actor, id));
  }

  /** Everything the public pages and the exports need, read in one transaction. */
  public Result<EventState> state(Optional<Account> actor, long id) {
    return events.read(store -> EventAccess.readable(store, actor, id).map(store::state));
  }

  /**
   * A text computed from the event's state ({@code key} names it: the standings of a filter, the export), kept until
   * the event changes. The change mark is read before the state, so a kept text is never older than its mark; every
   * server process keeps its own and sees the others' changes through the mark.
   */
  public Result<String> text(Optional<Account> actor, long id, String key, Function<EventState, String> compute) {
    return cached(actor, id, key, (store, e) -> store.state(e).withoutDraft(), compute);
  }

  /** {@link #text} computed from the state and the moves of the games entered with them ("round/board" -> moves). */
  public Result<String> gamesText(Optional<Account> actor, long id, String key,
      BiFunction<EventState, Map<String, String>, String> compute) {
    record Loaded(EventState state, Map<String, String> games) {}
    return cached(actor, id, key, (store, e) -> new Loaded(store.state(e).withoutDraft(), store.games(id)),
        l -> compute.apply(l.state(), l.games()));
  }

  private <T> Result<String> cached(Optional<Account> actor, long id, String key, BiFunction<EventStore, Event, T> load,
      Function<T, String> compute) {
    record Look(Result<Event> event, long mark) {}
    Look look = events.read(store -> {
      Result<Event> e = EventAccess.readable(store, actor, id);
      return new Look(e, e instanceof Result.Ok<Event> ? store.changeMark(id) : 0);
    });
    if (look.event() instanceof Result.Rejected<Event> r) return Result.rejected(r.rejection());
    String k = id + "|" + key;
    Cached c = texts.get(k);
    if (c != null && c.mark() == look.mark()) return Result.ok(c.text());
    // Read after the mark, in its own transaction, and computed outside any: the connection is not held meanwhile.
    // Everyone gets the same text: the published rounds (a draft has no result and is not public).
    return switch (events.read(store -> EventAccess.readable(store, actor, id).map(e -> load.apply(store, e)))) {
      case Result.Rejected<T> r -> Result.rejected(r.rejection());
      case Result.Ok<T> ok -> {
        String text = compute.apply(ok.value());
        texts.put(k, new Cached(look.mark(), text));
        yield Result.ok(text);
      }
    };
  }

  /** The event's version (the id of its last audit line): it changes with every change, for pages that poll. */
  public Result<Long> version(Optional<Account> actor, long id) {
    return events.read(store -> EventAccess.readable(store, actor, id).map(e -> store.changeMark(id)));
  }

  /** Usernames of the accounts players are linked to. */
  public Map<Long, String> usernames(List<EventPlayer> players) {
    Map<Long, String> out = new HashMap<>();
    for (EventPlayer p : players) {
      if (p.accountId() != null) accounts.find(p.accountId()).ifPresent(a -> out.put(a.id(), a.username()));
    }
    return out;
  }

  /** The id of the account with this username, for linking a player to it. */
  public Result<Long> accountId(String username) {
    return accounts.find(username).<Result<Long>>map(a -> Result.ok(a.id()))
        .orElseGet(() -> EventRefusals.invalid("unknown_account", "Não existe a conta \"" + username + "\"."));
  }

  /** The audit log, to the event's arbiters and the club's admins. */
  public Result<List<EventAuditEntry>> auditLog(Account actor, long id) {
    return events.read(store -> {
      Optional<Event> e = store.event(id);
      if (e.isEmpty() || !EventAccess.canRead(Optional.of(actor), e.get())) return EventRefusals.notFound(id);
      if (!EventAccess.canWrite(actor, e.get())) {
        return EventRefusals.forbidden("not_event_arbiter", "Só os árbitros do torneio e os administradores veem o registro de alterações.");
      }
      return Result.ok(store.auditLog(id));
    });
  }

  /** Reads in one transaction, for what the routes need beside the event (the remote players, current games). */
  public <T> T read(Function<EventStore, T> work) {
    return events.read(work);
  }
}
