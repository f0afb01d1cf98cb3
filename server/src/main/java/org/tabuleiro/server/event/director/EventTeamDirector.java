package org.tabuleiro.server.event.director;

import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.EventTeams;
import org.tabuleiro.server.event.store.EventStore;

/** The pairing of a team event's round, in the transaction and under the lock of {@link EventDirector#pairNext}. */
final class EventTeamDirector {
  private final InstantSource clock;

  EventTeamDirector(InstantSource clock) {
    this.clock = clock;
  }

  /**
   * Pairs round {@code round} of a team event, in the caller's transaction: round 1 first numbers the teams and
   * players ({@link EventTeamPairing#seeding}) and fixes a round robin's rounds.
   */
  Result<List<EventBoard>> pair(EventStore store, Long actorId, Event event, int round, List<EventBoard> boards) {
    long id = event.id();
    Event e = event;
    EventTeams teams = store.teamsOf(e);
    if (teams.teams().size() < 2) return EventRefusals.invalid("not_enough_teams", "São necessárias pelo menos 2 equipes para emparceirar.");
    List<EventPlayer> players = store.players(id);
    if (round == 1) {
      Map<Long, Integer> club = EventSeeds.clubRatings(store, e);
      Map<Long, Integer> seeds = new HashMap<>();
      for (EventPlayer p : players) seeds.put(p.id(), EventSeeds.seedRating(e, p, club));
      EventTeamPairing.Seeding seeding = EventTeamPairing.seeding(teams.teams(), players, seeds, e.settings().teams().boards());
      List<Long> order = new ArrayList<>(seeding.playerIds());
      for (EventPlayer p : players) if (!order.contains(p.id())) order.add(p.id()); // none in a team event: kept last
      store.teams().renumber(id, seeding.teamNumbers());
      store.renumber(id, order, seeds);
      if (e.settings().system().isRoundRobin()) store.setRounds(id, EventPairing.roundRobinRounds(teams.teams().size(), false));
      e = store.event(id).orElseThrow();
      players = store.players(id);
      teams = store.teamsOf(e);
    } else if (e.settings().system().isRoundRobin() && round > e.settings().rounds()) {
      return EventRefusals.conflict("all_rounds_paired", "As " + e.settings().rounds() + " rodadas do torneio já foram emparceiradas.");
    }
    var state = new EventState(e, players, boards, store.byes(id), Map.of(), teams);
    return switch (EventTeamPairing.pair(state, round)) {
      case Result.Rejected<EventTeamPairing.Paired> r -> Result.rejected(r.rejection());
      case Result.Ok<EventTeamPairing.Paired> ok -> {
        EventTeamPairing.Paired p = ok.value();
        store.addRound(id, round, p.boards(), clock.instant(), true);
        store.teams().addMatches(id, p.matches());
        store.audit(id, actorId, clock.instant(), "pair_round", "rodada " + round, null, p.matches().stream()
            .map(m -> m.match() + ": " + m.white() + "-" + (m.isBye() ? "bye" : m.black())).collect(Collectors.joining("; ")));
        yield Result.ok(p.boards());
      }
    };
  }
}
