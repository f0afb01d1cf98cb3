package org.tabuleiro.server.event.registration;

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
import org.tabuleiro.server.event.EventNames;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.EventTeam;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.access.EventAccess;
import org.tabuleiro.server.event.director.EventSeeds;
import org.tabuleiro.server.event.store.EventRepository;

/**
 * The teams of a team event, registered with their players in board order. As every change of an event, all or
 * nothing, with a line in the audit log.
 */
public final class EventTeamRegistration {
  static final int MAX_TEAMS = 999; // record 310's team number

  private final EventRepository events;
  private final InstantSource clock;

  public EventTeamRegistration(EventRepository events, InstantSource clock) {
    this.events = events;
    this.clock = clock;
  }

  /**
   * A player to register in a team.
   *
   * @param board the player's place in the team's board order among those registered with it; null: the order given
   * @param where where the player came from (a CSV line), for the messages
   */
  public record Entry(String team, Integer board, NewPlayer player, String where) {}

  /**
   * Registers players into teams, creating the teams named for the first time (numbered after the others). A team
   * registered before gets the new players after its own, in the order of their {@code board} (all or none of a
   * team's new players give one). Start numbers follow, team by team. After round 1 new players are seeded as
   * individual late entries are; a round robin takes nobody once started.
   */
  public Result<Integer> register(Account actor, long id, List<Entry> entries, boolean newTeamsOnly) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> {
      if (e.settings().teams() == null) {
        return EventRefusals.invalid("not_team_event", "Este torneio não é por equipes: inscreva os jogadores sem a coluna team.");
      }
      if (e.settings().system().isRoundRobin() && e.pairedRounds() > 0) {
        return EventRefusals.conflict("round_robin_started", "O todos-contra-todos já começou: não se podem inscrever mais equipes nem jogadores.");
      }
      List<EventPlayer> existing = store.players(id);
      if (existing.size() + entries.size() > EventRegistration.MAX_PLAYERS) {
        return EventRefusals.invalid("too_many_players", "Um torneio tem no máximo " + EventRegistration.MAX_PLAYERS + " jogadores.");
      }
      Map<String, String> seen = new HashMap<>();
      for (EventPlayer p : existing) seen.put(EventRegistration.identity(p), "já inscrito com o número " + p.startNo());
      Set<Long> linked = new HashSet<>();
      for (EventPlayer p : existing) if (p.accountId() != null) linked.add(p.accountId());
      for (Entry en : entries) {
        String at = en.where().isEmpty() ? "" : en.where() + ": ";
        if (en.team() == null || en.team().isBlank()) {
          return EventRefusals.invalid("team_required", at + "falta a equipe do jogador \"" + en.player().name() + "\". Nada foi importado.");
        }
        String before = seen.putIfAbsent(en.player().identity(), en.where());
        if (before != null) {
          return EventRefusals.invalid("duplicate_player", at + "jogador repetido \"" + en.player().name() + "\" (" + before + "). Nada foi importado.");
        }
        if (en.player().accountId() != null && !linked.add(en.player().accountId())) {
          return EventRefusals.invalid("account_already_linked", "Essa conta já está ligada a outro jogador deste torneio.");
        }
      }
      List<EventTeam> teams = store.teams().teams(id);
      Map<String, EventTeam> byKey = new HashMap<>();
      for (EventTeam t : teams) byKey.put(EventNames.key(t.name()), t);
      Map<String, List<Entry>> groups = new LinkedHashMap<>();
      for (Entry en : entries) groups.computeIfAbsent(EventNames.key(en.team()), k -> new ArrayList<>()).add(en);
      int nextTeam = teams.stream().mapToInt(EventTeam::number).max().orElse(0) + 1;
      if (teams.size() + groups.keySet().stream().filter(k -> !byKey.containsKey(k)).count() > MAX_TEAMS) {
        return EventRefusals.invalid("too_many_teams", "Um torneio tem no máximo " + MAX_TEAMS + " equipes.");
      }
      List<NewPlayer> ordered = new ArrayList<>();
      List<int[]> places = new ArrayList<>(); // team number, board order
      List<String> created = new ArrayList<>();
      for (List<Entry> group : groups.values()) {
        String name = group.get(0).team().strip();
        EventTeam team = byKey.get(EventNames.key(name));
        if (team != null && newTeamsOnly) {
          return EventRefusals.conflict("team_exists", "A equipe \"" + team.name() + "\" já está inscrita (número " + team.number()
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
      EventSeeds.seedLateEntries(store, e);
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
        return EventRefusals.invalid("board_missing", at + "falta o tabuleiro (board) de \"" + en.player().name() + "\": na equipe \""
            + team + "\" ou todos os jogadores novos o dão, ou nenhum. Nada foi importado.");
      }
      Entry other = taken.putIfAbsent(en.board(), en);
      if (other != null) {
        return EventRefusals.invalid("board_repeated", at + "o tabuleiro " + en.board() + " da equipe \"" + team + "\" já é de \""
            + other.player().name() + "\"" + (other.where().isEmpty() ? "" : " (" + other.where() + ")") + ". Nada foi importado.");
      }
    }
    List<Entry> out = new ArrayList<>(group);
    out.sort(Comparator.comparingInt(Entry::board));
    return Result.ok(out);
  }

}
