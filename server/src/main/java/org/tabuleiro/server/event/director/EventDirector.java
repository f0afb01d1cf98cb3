package org.tabuleiro.server.event.director;

import java.time.InstantSource;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.EventSystem;
import org.tabuleiro.server.event.access.EventAccess;
import org.tabuleiro.server.event.store.EventRepository;
import org.tabuleiro.server.event.store.EventStore;

/**
 * The rounds of an event: paired (published at once, or kept as a draft to change and publish), undone while they
 * have no result, changed as a draft. Each change in one transaction under the event's lock, with its audit line;
 * whoever plays the published rounds in the club hears of them after the commit ({@link #onPublish}).
 */
public final class EventDirector {
  private final EventRepository events;
  private final InstantSource clock;
  private final EventTeamDirector teams;
  private volatile RoundsPublished onPublish = (eventId, round) -> { };

  public EventDirector(EventRepository events, InstantSource clock) {
    this.events = events;
    this.clock = clock;
    this.teams = new EventTeamDirector(clock);
  }

  /** Told after a round is published (its transaction committed): an event played in the club opens its games. */
  @FunctionalInterface
  public interface RoundsPublished {
    void published(long eventId, int round);
  }

  /** Who hears of published rounds (the club's play of the event). */
  public void onPublish(RoundsPublished listener) {
    this.onPublish = listener;
  }

  /** Pairs the next round and publishes it, or keeps it as a draft ({@code publish} false) to change and publish. */
  public Result<List<EventBoard>> pairNext(Account actor, long id, boolean publish) {
    return pairNext(actor, id, publish, PairingPhase.Listener.NONE);
  }

  /**
   * "Pair the next round of event {@code id}", telling {@code phases} what it is doing. A Swiss is paired from a
   * snapshot read without the event's lock (the Dutch engine may take half a minute on 2,000 players, and the
   * event's other changes must not wait for it); the round is then stored whole in one transaction under the lock,
   * if the event did not change meanwhile (its change mark), else it is read and paired again, and on the last
   * attempt paired under the lock. A round robin and a team event are paired under the lock (Berger tables and
   * team matches are quick). Either the whole round is stored or nothing is.
   */
  public Result<List<EventBoard>> pairNext(Account actor, long id, boolean publish, PairingPhase.Listener phases) {
    Result<List<EventBoard>> r = null;
    for (int attempt = 1; attempt < ATTEMPTS && r == null; attempt++) {
      phases.entered(PairingPhase.READING);
      Result<Optional<EventPairingPlan>> plan = events.read(store -> EventAccess.writable(store, actor, id)
          .flatMap(e -> plan(store, e, publish)));
      if (plan instanceof Result.Rejected<Optional<EventPairingPlan>> no) {
        r = Result.rejected(no.rejection());
      } else if (plan instanceof Result.Ok<Optional<EventPairingPlan>> ok && ok.value().isPresent()) {
        EventPairingPlan p = ok.value().get();
        phases.entered(PairingPhase.PAIRING);
        Result<List<EventBoard>> paired = EventPairing.pair(p.state(), p.round());
        if (paired instanceof Result.Rejected<List<EventBoard>>) {
          r = paired;
        } else {
          phases.entered(PairingPhase.STORING);
          Result<Optional<List<EventBoard>>> stored = events.write(id, store -> EventAccess.writable(store, actor, id)
              .flatMap(e -> store.changeMark(id) != p.mark() ? Result.ok(Optional.<List<EventBoard>>empty())
                  : Result.ok(Optional.of(storeSwiss(store, p, ((Result.Ok<List<EventBoard>>) paired).value(), actor.id(), publish)))));
          if (stored instanceof Result.Rejected<Optional<List<EventBoard>>> no) r = Result.rejected(no.rejection());
          else if (stored instanceof Result.Ok<Optional<List<EventBoard>>> done && done.value().isPresent()) r = Result.ok(done.value().get());
        }
      } else {
        break;  // a round robin or a team event: paired under the lock below
      }
    }
    if (r == null) {
      phases.entered(PairingPhase.PAIRING);
      r = events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> pairRound(store, e, actor.id(), publish)));
    }
    if (publish) afterPublish(id, r);
    return r;
  }

  /** Tries at pairing a Swiss away from the lock before pairing it under the lock (the event kept changing). */
  private static final int ATTEMPTS = 3;

  /**
   * The checks of {@link #pairRound} and, for an individual Swiss, the snapshot to pair away from the lock; empty for
   * a round robin or a team event.
   */
  private static Result<Optional<EventPairingPlan>> plan(EventStore store, Event e, boolean publish) {
    Result<Integer> refused = refusal(store, e, publish);
    if (refused instanceof Result.Rejected<Integer> no) return Result.rejected(no.rejection());
    if (e.settings().teams() != null || e.settings().system().isRoundRobin()) return Result.ok(Optional.empty());
    long id = e.id();
    int round = e.pairedRounds() + 1;
    List<EventPlayer> players = store.players(id);
    if (players.size() < 2) return EventRefusals.invalid("not_enough_players", "São precisos pelo menos 2 jogadores para emparceirar.");
    long mark = store.changeMark(id);
    var state = new EventState(e, players, store.boards(id), store.byes(id), Map.of());
    if (round > 1) return Result.ok(Optional.of(new EventPairingPlan(round, state, null, null, mark)));
    Map<Long, Integer> seeds = seeds(store, e, players);
    List<EventPlayer> order = EventPairing.seeding(players, seeds);
    return Result.ok(Optional.of(new EventPairingPlan(round, EventPairingPlan.seeded(state, order, seeds),
        order.stream().map(EventPlayer::id).toList(), seeds, mark)));
  }

  /** Stores a Swiss round paired away from the lock (round 1: with its seeding), in the lock's transaction. */
  private List<EventBoard> storeSwiss(EventStore store, EventPairingPlan p, List<EventBoard> boards, Long actorId, boolean publish) {
    long id = p.state().event().id();
    if (p.seedOrder() != null) store.renumber(id, p.seedOrder(), p.seeds());
    store.addRound(id, p.round(), boards, clock.instant(), publish);
    store.audit(id, actorId, clock.instant(), publish ? "pair_round" : "pair_draft", "rodada " + p.round(), null, EventDrafts.text(boards));
    return boards;
  }

  private static Map<Long, Integer> seeds(EventStore store, Event e, List<EventPlayer> players) {
    Map<Long, Integer> club = EventSeeds.clubRatings(store, e);
    Map<Long, Integer> seeds = new HashMap<>();
    for (EventPlayer p : players) seeds.put(p.id(), EventSeeds.seedRating(e, p, club));
    return seeds;
  }

  /**
   * Round {@code round} paired and published by the server (an event played in the club with automatic pairing), if
   * it is still the next one to pair: a timer that comes late, or after the arbiter's click, pairs nothing.
   */
  public Result<List<EventBoard>> pairByServer(long id, int round) {
    Result<List<EventBoard>> r = events.write(id, store -> {
      Optional<Event> e = store.event(id);
      if (e.isEmpty()) return EventRefusals.notFound(id);
      if (e.get().pairedRounds() + 1 != round) {
        return EventRefusals.conflict("round_already_paired", "A rodada " + round + " já foi emparceirada.");
      }
      return pairRound(store, e.get(), null, true);
    });
    afterPublish(id, r);
    return r;
  }

  private void afterPublish(long id, Result<List<EventBoard>> r) {
    if (r instanceof Result.Ok<List<EventBoard>> ok && !ok.value().isEmpty()) onPublish.published(id, ok.value().getFirst().round());
  }

  /** Pairs the next round of {@code e} in the write transaction of {@code store}; {@code actorId} null: the server. */
  private Result<List<EventBoard>> pairRound(EventStore store, Event e, Long actorId, boolean publish) {
    Result<Integer> refused = refusal(store, e, publish);
    if (refused instanceof Result.Rejected<Integer> no) return Result.rejected(no.rejection());
    long id = e.id();
    int round = e.pairedRounds() + 1;
    List<EventBoard> boards = store.boards(id);
    if (e.settings().teams() != null) return teams.pair(store, actorId, e, round, boards);
    List<EventPlayer> players = store.players(id);
    if (players.size() < 2) return EventRefusals.invalid("not_enough_players", "São precisos pelo menos 2 jogadores para emparceirar.");
    Event event = e;
    if (round == 1) {
      Map<Long, Integer> seeds = seeds(store, e, players);
      store.renumber(id, EventPairing.seeding(players, seeds).stream().map(EventPlayer::id).toList(), seeds);
      if (e.settings().system().isRoundRobin()) {
        store.setRounds(id, EventPairing.roundRobinRounds(players.size(), e.settings().system() == EventSystem.DOUBLE_ROUND_ROBIN));
      }
      event = store.event(id).orElseThrow();
      players = store.players(id);
    } else if (event.settings().system().isRoundRobin() && round > event.settings().rounds()) {
      return EventRefusals.conflict("all_rounds_paired", "As " + event.settings().rounds() + " rodadas do torneio já foram emparceiradas.");
    }
    var state = new EventState(event, players, boards, store.byes(id), Map.of());
    Result<List<EventBoard>> paired = EventPairing.pair(state, round);
    if (paired instanceof Result.Ok<List<EventBoard>> ok) {
      store.addRound(id, round, ok.value(), clock.instant(), publish);
      store.audit(id, actorId, clock.instant(), publish ? "pair_round" : "pair_draft", "rodada " + round, null,
          EventDrafts.text(ok.value()));
    }
    return paired;
  }

  /** Why the next round of {@code e} may not be paired now, or its number. */
  private static Result<Integer> refusal(EventStore store, Event e, boolean publish) {
    long id = e.id();
    int round = e.pairedRounds() + 1;
    if (e.draftRound() != 0) {
      return EventRefusals.conflict("round_not_published", "A rodada " + e.draftRound() + " ainda é um rascunho: publique-a (POST .../rounds/"
          + e.draftRound() + "/publish) ou desfaça-a (DELETE) antes de emparceirar a seguinte.");
    }
    List<EventBoard> boards = store.boards(id);
    List<EventBoard> open = boards.stream()
        .filter(b -> b.round() == e.pairedRounds() && !b.isBye() && (b.result() == null || !b.result().isFinal())).toList();
    if (!open.isEmpty()) {
      boolean adjourned = open.stream().anyMatch(b -> b.result() != null);
      return EventRefusals.conflict("results_missing", "A rodada " + e.pairedRounds() + " ainda não tem todos os resultados (tabuleiros "
          + open.stream().map(b -> b.board() + (b.result() != null ? " (adiada)" : "")).collect(Collectors.joining(", "))
          + "): a rodada " + round + " só se emparceira depois" + (adjourned ? " de as partidas adiadas terem resultado" : "") + ".");
    }
    if (!e.settings().system().isRoundRobin() && round > e.settings().rounds()) {
      return EventRefusals.conflict("all_rounds_paired", "As " + e.settings().rounds() + " rodadas do torneio já foram emparceiradas.");
    }
    if (e.settings().teams() != null && !publish) {
      return EventRefusals.invalid("no_drafts_in_team_event", "Num torneio por equipes a rodada é publicada ao emparceirar (não há rascunho).");
    }
    return Result.ok(round);
  }

  /** Removes the last round while it has no result (to pair it again after a change). */
  public Result<Integer> unpair(Account actor, long id, int round) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> {
      if (round != e.pairedRounds() || round == 0) {
        return EventRefusals.conflict("not_last_round", "Só a última rodada emparceirada (" + e.pairedRounds() + ") pode ser desfeita.");
      }
      List<EventBoard> boards = roundBoards(store, id, round);
      if (boards.stream().anyMatch(b -> b.result() != null)) {
        return EventRefusals.conflict("round_has_results", "A rodada " + round + " já tem resultados: apague-os antes de a desfazer.");
      }
      if (!store.gameIds(id, round).isEmpty()) {
        return EventRefusals.conflict("games_opened", "As partidas da rodada " + round + " já foram abertas no clube: a rodada não se desfaz.");
      }
      store.deleteRound(id, round);
      store.audit(id, actor.id(), clock.instant(), "unpair_round", "rodada " + round, boards.size() + " tabuleiros", null);
      return Result.ok(round);
    }));
  }

  /** Publishes the draft round: everyone sees it, results may be entered. */
  public Result<List<EventBoard>> publish(Account actor, long id, int round) {
    Result<List<EventBoard>> r = publishDraft(actor, id, round);
    afterPublish(id, r);
    return r;
  }

  private Result<List<EventBoard>> publishDraft(Account actor, long id, int round) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> {
      if (round < 1 || round > e.pairedRounds()) {
        return EventRefusals.missing("round_not_found", "A rodada " + round + " não está emparceirada.");
      }
      if (round != e.draftRound()) return EventRefusals.conflict("round_published", "A rodada " + round + " já está publicada.");
      store.publishRound(id, round, clock.instant());
      List<EventBoard> boards = roundBoards(store, id, round);
      store.audit(id, actor.id(), clock.instant(), "publish_round", "rodada " + round, null, EventDrafts.text(boards));
      return Result.ok(boards);
    }));
  }

  /**
   * The draft round after a change, with what the change breaks of the Dutch rules ({@code applied} false: it breaks
   * something and was not confirmed, so nothing changed).
   */
  public record RoundChange(List<EventBoard> boards, List<EventDrafts.Break> breaks, boolean applied) {}

  /**
   * Changes a draft round: swaps two players' seats or a board's colours. A change that breaks a rule of the Dutch
   * system is made only when {@code confirm} (an arbiter's decision), and the audit log keeps what it broke.
   */
  public Result<RoundChange> changeRound(Account actor, long id, int round, EventDrafts.Change change, boolean confirm) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> {
      if (round < 1 || round > e.pairedRounds()) {
        return EventRefusals.missing("round_not_found", "A rodada " + round + " não está emparceirada.");
      }
      if (round != e.draftRound()) {
        return EventRefusals.conflict("round_published", "A rodada " + round + " já está publicada: só um rascunho (POST .../rounds com {\"publish\": false}) se altera.");
      }
      if (e.settings().system().isRoundRobin()) {
        return EventRefusals.invalid("round_robin_fixed", "Num todos-contra-todos os emparceiramentos seguem as tabelas de Berger (C.05): não se alteram.");
      }
      List<EventBoard> before = roundBoards(store, id, round);
      return EventDrafts.apply(before, change).flatMap(after -> {
        var state = store.state(e);
        List<EventDrafts.Break> breaks = EventDrafts.breaks(state, round, before, after);
        if (!breaks.isEmpty() && !confirm) return Result.ok(new RoundChange(after, breaks, false));
        for (int i = 0; i < before.size(); i++) {
          EventBoard a = before.get(i);
          EventBoard b = after.get(i);
          if (a.white() != b.white() || !Objects.equals(a.black(), b.black())) {
            store.setPlayers(id, round, b.board(), b.white(), b.black());
          }
        }
        String why = breaks.isEmpty() ? "" : " | confirmado pelo árbitro apesar de: "
            + breaks.stream().map(EventDrafts.Break::message).collect(Collectors.joining(" "));
        store.audit(id, actor.id(), clock.instant(), "change_round", "rodada " + round, EventDrafts.text(before),
            EventDrafts.text(after) + why);
        return Result.ok(new RoundChange(roundBoards(store, id, round), breaks, true));
      });
    }));
  }

  private static List<EventBoard> roundBoards(EventStore store, long id, int round) {
    return store.boards(id).stream().filter(b -> b.round() == round).toList();
  }
}
