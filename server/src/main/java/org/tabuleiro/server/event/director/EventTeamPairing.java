package org.tabuleiro.server.event.director;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventMatch;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.EventTeam;
import org.tabuleiro.server.event.trf.EventTrf;
import org.tabuleiro.tournament.Pairing;
import org.tabuleiro.tournament.pairing.Board;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.pairing.dutch.DutchEngine;
import org.tabuleiro.tournament.pairing.dutch.DutchTeamAdapter;
import org.tabuleiro.tournament.pairing.roundrobin.Berger;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;
import org.tabuleiro.tournament.trf.TrfWriter;

/**
 * Pairs a team event's next round with the tournament module, then its boards. A team Swiss pairs the teams as
 * {@code ./tabuleiro pair -p --teams} does on the event's TRF (the Dutch rules on match points); a team round robin
 * follows the Berger tables by team number. In a match each team fields its first {@code boards} players still in
 * the event, in board order, board 1 against board 1; the team paired first has White on boards 1, 3, 5... and the
 * other on boards 2, 4, 6..., as in FIDE team events. A Swiss's bye team has a bye on each of its boards (a match
 * won, every board scored as record 162's pairing-allocated bye); a round robin's sits out and scores nothing.
 */
final class EventTeamPairing {
  private EventTeamPairing() {}

  /** A paired round: the matches and their boards (board 1 first, the bye team's last). */
  record Paired(List<EventMatch> matches, List<EventBoard> boards) {}

  /**
   * The seeding of round 1: teams by the average rating used of the players who would take their boards (highest
   * first), then by name; players by team, then board order.
   *
   * @return the team numbers, old to new, and the players' ids in start-number order
   */
  static Seeding seeding(List<EventTeam> teams, List<EventPlayer> players, Map<Long, Integer> seeds, int boards) {
    Map<Integer, EventPlayer> byStart = new HashMap<>();
    for (EventPlayer p : players) byStart.put(p.startNo(), p);
    Collator names = Collator.getInstance(Locale.forLanguageTag("pt-PT"));
    names.setStrength(Collator.SECONDARY);
    Map<Integer, Double> average = new HashMap<>();
    for (EventTeam t : teams) {
      List<Integer> top = t.players().subList(0, Math.min(boards, t.players().size()));
      average.put(t.number(), top.stream().mapToInt(p -> seeds.get(byStart.get(p).id())).average().orElse(0));
    }
    List<EventTeam> order = new ArrayList<>(teams);
    order.sort(Comparator.<EventTeam>comparingDouble(t -> -average.get(t.number()))
        .thenComparing(EventTeam::name, names).thenComparingInt(EventTeam::number));
    Map<Integer, Integer> numbers = new HashMap<>();
    List<Long> playerIds = new ArrayList<>();
    for (EventTeam t : order) {
      numbers.put(t.number(), numbers.size() + 1);
      for (int p : t.players()) playerIds.add(byStart.get(p).id());
    }
    return new Seeding(numbers, playerIds);
  }

  record Seeding(Map<Integer, Integer> teamNumbers, List<Long> playerIds) {}

  /** The matches and boards of round {@code round}, or why they cannot be made. */
  static Result<Paired> pair(EventState s, int round) {
    int boards = s.event().settings().teams().boards();
    Map<Integer, List<Integer>> lineups = new HashMap<>();
    Map<Integer, EventPlayer> byStart = new HashMap<>();
    for (EventPlayer p : s.players()) byStart.put(p.startNo(), p);
    for (EventTeam t : s.teams().teams()) {
      List<Integer> active = t.players().stream().filter(p -> byStart.get(p).isActiveIn(round)).toList();
      if (active.size() < boards) {
        return Result.rejected(Rejection.of(Rejection.Kind.CONFLICT, "team_short", "A equipe \"" + t.name() + "\" (" + t.number()
            + ") tem " + active.size() + " jogador(es) em prova na rodada " + round + " para " + boards
            + " tabuleiros: inscreva mais jogadores nessa equipe antes de emparceirar."));
      }
      lineups.put(t.number(), active.subList(0, boards));
    }
    List<int[]> pairs = new ArrayList<>(); // white team, black team (0: the bye)
    if (s.event().settings().system().isRoundRobin()) {
      List<List<Pairing>> schedule = Berger.schedule(s.teams().teams().size(), false);
      if (round > schedule.size()) {
        return Result.rejected(Rejection.of(Rejection.Kind.CONFLICT, "all_rounds_paired",
            "Todas as " + schedule.size() + " rodadas do todos-contra-todos já foram emparceiradas."));
      }
      int[] bye = null;
      for (Pairing p : schedule.get(round - 1)) {
        if (p.isBye()) bye = new int[] {p.byePlayer(), 0};
        else pairs.add(new int[] {p.white(), p.black()});
      }
      if (bye != null) pairs.add(bye); // the bye last, as in a Swiss: match m holds boards (m - 1) x boards + 1...
    } else {
      Trf trf;
      try {
        // read back from its text, as ./tabuleiro pair -p --teams reads the exported file
        trf = TrfReader.read(TrfWriter.write(EventTrf.build(s, round - 1, Map.of())));
      } catch (TrfException e) {
        throw new IllegalStateException("the event's own TRF does not read back: " + e.getMessage(), e);
      }
      switch (DutchEngine.pair(DutchTeamAdapter.read(trf))) {
        case PairingResult.NoValidPairing none -> {
          return Result.rejected(Rejection.of(Rejection.Kind.CONFLICT, "no_valid_pairing",
              "Nenhum emparceiramento das equipes cumpre as regras absolutas do sistema suíço (C.04.3 C1-C3): " + none.reason() + "."));
        }
        case PairingResult.Paired paired -> {
          for (Board b : paired.boards()) pairs.add(new int[] {b.white(), b.black()});
          if (paired.bye() > 0) pairs.add(new int[] {paired.bye(), 0});
        }
      }
    }
    List<EventMatch> matches = new ArrayList<>();
    List<EventBoard> out = new ArrayList<>();
    boolean swiss = !s.event().settings().system().isRoundRobin();
    for (int[] p : pairs) {
      int match = matches.size() + 1;
      List<Integer> home = lineups.get(p[0]);
      if (p[1] == 0) {
        matches.add(new EventMatch(round, match, p[0], null));
        if (swiss) for (int k = 0; k < boards; k++) out.add(new EventBoard(round, (match - 1) * boards + k + 1, home.get(k), null, null, 1));
        continue;
      }
      matches.add(new EventMatch(round, match, p[0], p[1]));
      List<Integer> away = lineups.get(p[1]);
      for (int k = 0; k < boards; k++) {
        boolean homeWhite = k % 2 == 0; // boards 1, 3, 5...
        out.add(new EventBoard(round, (match - 1) * boards + k + 1, homeWhite ? home.get(k) : away.get(k),
            homeWhite ? away.get(k) : home.get(k), null, 1));
      }
    }
    return Result.ok(new Paired(matches, out));
  }
}
