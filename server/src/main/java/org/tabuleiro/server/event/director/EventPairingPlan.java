package org.tabuleiro.server.event.director;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.RequestedBye;

/**
 * A Swiss round to pair from a snapshot of the event, away from its lock: the state the engine pairs from (for round
 * 1, with the start numbers the seeding will give, in memory only), and the event's version when it was read, so the
 * round is stored only if nothing changed meanwhile.
 *
 * @param seedOrder round 1 only: the players' ids in their new start-number order (else null)
 * @param seeds round 1 only: the rating used of each player by id (else null)
 * @param mark the event's change mark ({@code EventStore.changeMark}) when it was read
 */
record EventPairingPlan(int round, EventState state, List<Long> seedOrder, Map<Long, Integer> seeds, long mark) {

  /** The state as it will be after round 1's seeding is stored: players renumbered 1..n, their byes with them. */
  static EventState seeded(EventState s, List<EventPlayer> order, Map<Long, Integer> seeds) {
    Map<Integer, Integer> newNo = new HashMap<>();
    List<EventPlayer> players = new ArrayList<>();
    for (int i = 0; i < order.size(); i++) {
      EventPlayer p = order.get(i);
      newNo.put(p.startNo(), i + 1);
      players.add(new EventPlayer(p.id(), i + 1, p.name(), p.gender(), p.birthYear(), p.birthDate(), p.club(), p.fideId(),
          p.federation(), p.rating(), seeds.get(p.id()), p.accountId(), p.withdrawnFrom(), p.cycle()));
    }
    List<RequestedBye> byes = new ArrayList<>();
    for (RequestedBye b : s.byes()) byes.add(new RequestedBye(newNo.get(b.startNo()), b.round(), b.kind()));
    byes.sort(Comparator.comparingInt(RequestedBye::startNo).thenComparingInt(RequestedBye::round));
    return new EventState(s.event(), List.copyOf(players), s.boards(), List.copyOf(byes), s.roundDates(), s.teams());
  }
}
