package org.tabuleiro.server.event.registration;

import java.time.InstantSource;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.access.EventAccess;
import org.tabuleiro.server.event.director.EventSeeds;
import org.tabuleiro.server.event.store.EventRepository;

/**
 * The arbiter's registration of an individual event's players: entered all or none (a list, a TRF, one player),
 * withdrawn from a round on, linked to club accounts, given the byes they ask for, marked as playing online. Each
 * change in one transaction under the event's lock, with its audit line.
 */
public final class EventRegistration {
  /** The most players an event holds. */
  public static final int MAX_PLAYERS = 2000;

  private final EventRepository events;
  private final InstantSource clock;

  public EventRegistration(EventRepository events, InstantSource clock) {
    this.events = events;
    this.clock = clock;
  }

  /**
   * Registers players, all or none. {@code where.get(i)} says where player i came from (a CSV line) for the
   * messages. Before round 1 start numbers are provisional; after it a late entry takes the next number.
   */
  public Result<Integer> register(Account actor, long id, List<NewPlayer> players, List<String> where) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> {
      if (e.settings().teams() != null) {
        return EventRefusals.invalid("team_required", "Num torneio por equipes cada jogador entra numa equipe: envie o CSV com a coluna team (ou use /teams).");
      }
      if (e.settings().system().isRoundRobin() && e.pairedRounds() > 0) {
        return EventRefusals.conflict("round_robin_started", "O todos-contra-todos já começou: não se podem inscrever mais jogadores.");
      }
      List<EventPlayer> existing = store.players(id);
      if (existing.size() + players.size() > MAX_PLAYERS) {
        int room = MAX_PLAYERS - existing.size();
        String from = room >= 0 && room < where.size() && !where.get(room).isEmpty() ? " (de " + where.get(room) + " em diante não cabem)" : "";
        return EventRefusals.invalid("too_many_players", "Um torneio tem no máximo " + MAX_PLAYERS + " jogadores"
            + (existing.isEmpty() ? "" : " e este já tem " + existing.size()) + "; a lista tem " + players.size() + from
            + ". Nada foi importado.");
      }
      Map<String, String> seen = new HashMap<>();
      for (EventPlayer p : existing) {
        seen.put(identity(p), "já inscrito com o número " + p.startNo());
      }
      for (int i = 0; i < players.size(); i++) {
        NewPlayer p = players.get(i);
        String before = seen.putIfAbsent(p.identity(), where.get(i));
        if (before != null) {
          String at = where.get(i).isEmpty() ? "" : where.get(i) + ": ";
          return EventRefusals.invalid("duplicate_player", at + "jogador repetido \"" + p.name() + "\" (" + before + "). Nada foi importado.");
        }
      }
      Set<Long> linked = new HashSet<>();
      for (EventPlayer p : existing) if (p.accountId() != null) linked.add(p.accountId());
      for (NewPlayer p : players) {
        if (p.accountId() != null && !linked.add(p.accountId())) {
          return EventRefusals.invalid("account_already_linked", "Essa conta já está ligada a outro jogador deste torneio.");
        }
      }
      int first = existing.stream().mapToInt(EventPlayer::startNo).max().orElse(0) + 1;
      store.addPlayers(id, players, first);
      EventSeeds.seedLateEntries(store, e);   // a late entry is seeded now, with the rating used, and keeps it
      store.audit(id, actor.id(), clock.instant(), "register", players.size() + " jogadores", null,
          players.stream().map(NewPlayer::name).collect(Collectors.joining("; ")));
      return Result.ok(players.size());
    }));
  }

  /**
   * Corrects a registered player's details ({@link PlayerCorrection}), at any time (the pairings keep the start
   * number). Refused, with nothing stored, when the player would become a duplicate of another, would fit no age
   * group of the event or two, or when {@code check} (the championship's section rule, if any) refuses the result.
   */
  public Result<EventPlayer> correct(Account actor, long id, int startNo, PlayerCorrection change, int thisYear,
      Function<NewPlayer, Optional<Rejection>> check) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> {
      List<EventPlayer> players = store.players(id);
      Optional<EventPlayer> found = players.stream().filter(p -> p.startNo() == startNo).findFirst();
      if (found.isEmpty()) return EventRefusals.missing("player_not_found", "Não há jogador com o número " + startNo + ".");
      EventPlayer before = found.get();
      NewPlayer after = change.applyTo(before);
      for (EventPlayer other : players) {
        if (other.startNo() != startNo && identity(other).equals(after.identity())) {
          return EventRefusals.invalid("duplicate_player", "Com essa correção, \"" + after.name() + "\" seria o mesmo jogador que o número "
              + other.startNo() + ". Nada foi alterado.");
        }
      }
      if (after.yearOfBirth() != null && PlayerListPreview.placement(e, after, thisYear) instanceof AgeGroups.Placement.Refused refused) {
        return EventRefusals.invalid("invalid_age_group", refused.message() + ". Nada foi alterado.");
      }
      Optional<Rejection> no = check.apply(after);
      if (no.isPresent()) return Result.rejected(no.get());
      String what = PlayerCorrection.describe(before, after);
      if (what.isEmpty()) return Result.ok(before);
      store.setDetails(id, startNo, after);
      store.audit(id, actor.id(), clock.instant(), "correct_player", "jogador " + startNo, null, what);
      return Result.ok(store.players(id).stream().filter(p -> p.startNo() == startNo).findFirst().orElseThrow());
    }));
  }

  public static String identity(EventPlayer p) {
    return new NewPlayer(p.name(), p.gender(), p.birthYear(), p.birthDate(), p.club(), p.fideId(), p.federation(),
        p.rating(), p.accountId()).identity();
  }

  /**
   * Withdraws a player from a round on ({@code withdrawnFrom} empty: back in; null: unchanged), links or unlinks a
   * club account ({@code account} empty: unlink; null: unchanged), and sets the byes asked for ({@code H},
   * {@code Z} or {@code F} as the event allows, null to remove).
   */
  public Result<EventPlayer> updatePlayer(Account actor, long id, int startNo, Optional<Integer> withdrawnFrom,
      Optional<Long> account, Map<Integer, Character> byes) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> {
      Optional<EventPlayer> found = store.players(id).stream().filter(p -> p.startNo() == startNo).findFirst();
      if (found.isEmpty()) return EventRefusals.missing("player_not_found", "Não há jogador com o número " + startNo + ".");
      EventPlayer p = found.get();
      String target = "jogador " + startNo;
      if (withdrawnFrom != null && withdrawnFrom.isPresent()) {
        int from = withdrawnFrom.get();
        if (from <= e.pairedRounds()) {
          return EventRefusals.conflict("round_already_paired", "A rodada " + from + " já está emparceirada: a desistência conta a partir da rodada " + (e.pairedRounds() + 1) + ".");
        }
        store.setWithdrawnFrom(id, startNo, from);
        store.audit(id, actor.id(), clock.instant(), "withdraw", target, String.valueOf(p.withdrawnFrom()), Integer.toString(from));
      } else if (withdrawnFrom != null) {
        store.setWithdrawnFrom(id, startNo, null);
        store.audit(id, actor.id(), clock.instant(), "withdraw", target, String.valueOf(p.withdrawnFrom()), null);
      }
      if (account != null) {
        Long to = account.orElse(null);
        if (to != null && store.players(id).stream().anyMatch(q -> to.equals(q.accountId()) && q.startNo() != startNo)) {
          return EventRefusals.invalid("account_already_linked", "Essa conta já está ligada a outro jogador deste torneio.");
        }
        store.setAccount(id, startNo, to);
        store.audit(id, actor.id(), clock.instant(), "link_account", target, String.valueOf(p.accountId()), String.valueOf(to));
      }
      Set<Integer> rounds = new HashSet<>(byes.keySet());
      for (int r : rounds) {
        if (r <= e.pairedRounds()) return EventRefusals.conflict("round_already_paired", "A rodada " + r + " já está emparceirada: não se pode pedir isenção nela.");
        if (e.settings().teams() != null) return EventRefusals.invalid("no_byes_in_team_event", "Num torneio por equipes não há isenções a pedido: a equipe alinha os jogadores seguintes na ordem dos tabuleiros.");
        if (e.settings().system().isRoundRobin()) return EventRefusals.invalid("no_byes_in_round_robin", "Num todos-contra-todos não há isenções a pedido.");
        if (e.settings().rounds() > 0 && r > e.settings().rounds()) return EventRefusals.invalid("invalid_round", "O torneio tem " + e.settings().rounds() + " rodadas, não há a rodada " + r + ".");
        Character kind = byes.get(r);
        if (kind != null && !e.settings().allowsBye(kind)) {
          return EventRefusals.invalid("bye_not_allowed", "Este torneio não permite pedir a isenção " + kind + " ("
              + (kind == 'F' ? "ponto inteiro" : kind == 'H' ? "meio ponto" : "zero pontos") + "); permite: "
              + (e.settings().requestedByes().isEmpty() ? "nenhuma" : String.join(", ", e.settings().requestedByes().split(""))) + ".");
        }
        store.setBye(id, startNo, r, kind);
        store.audit(id, actor.id(), clock.instant(), "bye", target + ", rodada " + r, null, kind == null ? null : kind.toString());
      }
      return Result.ok(store.players(id).stream().filter(q -> q.startNo() == startNo).findFirst().orElseThrow());
    }));
  }

  /** Marks a player of a hybrid event as playing online ({@code remote}) or over the board. */
  public Result<Boolean> setRemote(Account actor, long id, int startNo, boolean remote) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(e -> {
      if (store.players(id).stream().noneMatch(p -> p.startNo() == startNo)) {
        return EventRefusals.missing("player_not_found", "Não há jogador com o número " + startNo + ".");
      }
      boolean before = store.remotePlayers(id).contains(startNo);
      if (before == remote) return Result.ok(remote);
      store.setRemote(id, startNo, remote);
      store.audit(id, actor.id(), clock.instant(), "remote", "jogador " + startNo, Boolean.toString(before), Boolean.toString(remote));
      return Result.ok(remote);
    }));
  }

}
