package org.tabuleiro.server.event;

import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.common.Result;

/**
 * The team side of an event: teams registered with their players in board order, and the pairing of a team round
 * (in the transaction and under the lock of {@link EventService#pairNext}). As every change of an event, all or
 * nothing, with a line in the audit log.
 */
final class EventTeamService {
  static final int MAX_TEAMS = 999; // record 310's team number

  private final EventRepository events;
  private final InstantSource clock;

  EventTeamService(EventRepository events, InstantSource clock) {
    this.events = events;
    this.clock = clock;
  }

  /**
   * A player to register in a team.
   *
   * @param board the player's place in the team's board order among those registered with it; null: the order given
   * @param where where the player came from (a CSV line), for the messages
   */
  record Entry(String team, Integer board, NewPlayer player, String where) {}

  /**
   * Registers players into teams, creating the teams named for the first time (numbered after the others). A team
   * registered before gets the new players after its own, in the order of their {@code board} (all or none of a
   * team's new players give one). Start numbers follow, team by team. After round 1 new players are seeded as
   * individual late entries are; a round robin takes nobody once started.
   */
  Result<Integer> register(Account actor, long id, List<Entry> entries, boolean newTeamsOnly) {
    return events.write(id, store -> EventService.then(EventService.writable(store, actor, id), e -> {
      if (e.settings().teams() == null) {
        return EventService.invalid("not_team_event", "Este torneio não é por equipes: inscreva os jogadores sem a coluna team.");
      }
      if (e.settings().system().isRoundRobin() && e.pairedRounds() > 0) {
        return EventService.conflict("round_robin_started", "O todos-contra-todos já começou: não se podem inscrever mais equipes nem jogadores.");
      }
      List<EventPlayer> existing = store.players(id);
      if (existing.size() + entries.size() > EventService.MAX_PLAYERS) {
        return EventService.invalid("too_many_players", "Um torneio tem no máximo " + EventService.MAX_PLAYERS + " jogadores.");
      }
      Map<String, String> seen = new HashMap<>();
      for (EventPlayer p : existing) seen.put(EventService.identity(p), "já inscrito com o número " + p.startNo());
      Set<Long> linked = new HashSet<>();
      for (EventPlayer p : existing) if (p.accountId() != null) linked.add(p.accountId());
      for (Entry en : entries) {
        String at = en.where().isEmpty() ? "" : en.where() + ": ";
        if (en.team() == null || en.team().isBlank()) {
          return EventService.invalid("team_required", at + "falta a equipe do jogador \"" + en.player().name() + "\". Nada foi importado.");
        }
        String before = seen.putIfAbsent(en.player().identity(), en.where());
        if (before != null) {
          return EventService.invalid("duplicate_player", at + "jogador repetido \"" + en.player().name() + "\" (" + before + "). Nada foi importado.");
        }
        if (en.player().accountId() != null && !linked.add(en.player().accountId())) {
          return EventService.invalid("account_already_linked", "Essa conta já está ligada a outro jogador deste torneio.");
        }
      }
      List<EventTeam> teams = store.teams().teams(id);
      Map<String, EventTeam> byKey = new HashMap<>();
      for (EventTeam t : teams) byKey.put(EventNames.key(t.name()), t);
      Map<String, List<Entry>> groups = new LinkedHashMap<>();
      for (Entry en : entries) groups.computeIfAbsent(EventNames.key(en.team()), k -> new ArrayList<>()).add(en);
      int nextTeam = teams.stream().mapToInt(EventTeam::number).max().orElse(0) + 1;
      if (teams.size() + groups.keySet().stream().filter(k -> !byKey.containsKey(k)).count() > MAX_TEAMS) {
        return EventService.invalid("too_many_teams", "Um torneio tem no máximo " + MAX_TEAMS + " equipes.");
      }
      List<NewPlayer> ordered = new ArrayList<>();
      List<int[]> places = new ArrayList<>(); // team number, board order
      List<String> created = new ArrayList<>();
      for (List<Entry> group : groups.values()) {
        String name = group.get(0).team().strip();
        EventTeam team = byKey.get(EventNames.key(name));
        if (team != null && newTeamsOnly) {
          return EventService.conflict("team_exists", "A equipe \"" + team.name() + "\" já está inscrita (número " + team.number()
              + "): acrescente-lhe jogadores pelo CSV, com a coluna team.");
        }
        Result<List<Entry>> order = boardOrder(group);
        if (order instanceof Result.Rejected<List<Entry>> r) return Result.rejected(r.rejection());
        int number = team != null ? team.number() : nextTeam++;
        if (team == null) {
          store.teams().addTeam(id, number, name);
          created.add(name);
        }
        int place = team == null ? 0 : team.players().size();
        for (Entry en : ((Result.Ok<List<Entry>>) order).value()) {
          ordered.add(en.player());
          places.add(new int[] {number, ++place});
        }
      }
      int first = existing.stream().mapToInt(EventPlayer::startNo).max().orElse(0) + 1;
      store.addPlayers(id, ordered, first);
      for (int i = 0; i < ordered.size(); i++) store.teams().setTeam(id, first + i, places.get(i)[0], places.get(i)[1]);
      if (e.pairedRounds() > 0) {
        Map<Long, Integer> club = EventService.clubRatings(store, e);
        for (EventPlayer p : store.players(id)) {
          if (p.seedRating() == null) store.setSeedRating(p.id(), EventService.seedRating(e, p, club));
        }
      }
      store.audit(id, actor.id(), clock.instant(), "register_team", entries.size() + " jogadores",
          created.isEmpty() ? null : "novas equipes: " + String.join("; ", created),
          entries.stream().map(en -> en.team().strip() + ": " + en.player().name()).collect(Collectors.joining("; ")));
      return Result.ok(entries.size());
    }));
  }

  /** The group in board order: by {@code board} when given (each once), else as given. */
  private static Result<List<Entry>> boardOrder(List<Entry> group) {
    long withBoard = group.stream().filter(en -> en.board() != null).count();
    if (withBoard == 0) return Result.ok(group);
    String team = group.get(0).team().strip();
    Map<Integer, Entry> taken = new HashMap<>();
    for (Entry en : group) {
      String at = en.where().isEmpty() ? "" : en.where() + ": ";
      if (en.board() == null) {
        return EventService.invalid("board_missing", at + "falta o tabuleiro (board) de \"" + en.player().name() + "\": na equipe \""
            + team + "\" ou todos os jogadores novos o dão, ou nenhum. Nada foi importado.");
      }
      Entry other = taken.putIfAbsent(en.board(), en);
      if (other != null) {
        return EventService.invalid("board_repeated", at + "o tabuleiro " + en.board() + " da equipe \"" + team + "\" já é de \""
            + other.player().name() + "\"" + (other.where().isEmpty() ? "" : " (" + other.where() + ")") + ". Nada foi importado.");
      }
    }
    List<Entry> out = new ArrayList<>(group);
    out.sort(Comparator.comparingInt(Entry::board));
    return Result.ok(out);
  }

  /**
   * Pairs round {@code round} of a team event, in the caller's transaction: round 1 first numbers the teams and
   * players ({@link EventTeamPairing#seeding}) and fixes a round robin's rounds.
   */
  Result<List<EventBoard>> pair(EventStore store, Long actorId, Event event, int round, List<EventBoard> boards) {
    long id = event.id();
    Event e = event;
    EventTeams teams = EventTeams.load(store, e);
    if (teams.teams().size() < 2) return EventService.invalid("not_enough_teams", "São necessárias pelo menos 2 equipes para emparceirar.");
    List<EventPlayer> players = store.players(id);
    if (round == 1) {
      Map<Long, Integer> club = EventService.clubRatings(store, e);
      Map<Long, Integer> seeds = new HashMap<>();
      for (EventPlayer p : players) seeds.put(p.id(), EventService.seedRating(e, p, club));
      EventTeamPairing.Seeding seeding = EventTeamPairing.seeding(teams.teams(), players, seeds, e.settings().teams().boards());
      List<Long> order = new ArrayList<>(seeding.playerIds());
      for (EventPlayer p : players) if (!order.contains(p.id())) order.add(p.id()); // none in a team event: kept last
      store.teams().renumber(id, seeding.teamNumbers());
      store.renumber(id, order, seeds);
      if (e.settings().system().isRoundRobin()) store.setRounds(id, EventPairing.roundRobinRounds(teams.teams().size(), false));
      e = store.event(id).orElseThrow();
      players = store.players(id);
      teams = EventTeams.load(store, e);
    } else if (e.settings().system().isRoundRobin() && round > e.settings().rounds()) {
      return EventService.conflict("all_rounds_paired", "As " + e.settings().rounds() + " rodadas do torneio já foram emparceiradas.");
    }
    var state = new EventTrf.State(e, players, boards, store.byes(id), Map.of(), teams);
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
