package org.tabuleiro.server.event;

import java.time.InstantSource;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;

/**
 * The organiser's and arbiters' work on an event: create it, register players, pair rounds, enter results. Every
 * change runs in one transaction holding the event's lock ({@link EventRepository#write}), is refused whole when
 * any part is wrong, and leaves a line in the audit log. Only the event's arbiters and the club's admins write.
 */
public final class EventService {
  static final int MAX_PLAYERS = 2000;
  private static final int CACHED_TEXTS = 64;

  private final EventRepository events;
  private final AccountService accounts;
  private final InstantSource clock;
  private final EventTeamService teams;
  /** Standings and exports by event, kind and filter, with the change mark they were computed at (LRU). */
  private final Map<String, Cached> texts = java.util.Collections.synchronizedMap(new java.util.LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Cached> eldest) {
      return size() > CACHED_TEXTS;
    }
  });

  private record Cached(long mark, String text) {}

  /** Told after a round is published (its transaction committed): an event played in the club opens its games. */
  interface RoundsPublished {
    void published(long eventId, int round);
  }

  private volatile RoundsPublished onPublish = (eventId, round) -> { };

  /** Who hears of published rounds ({@link EventPlay}). */
  void onPublish(RoundsPublished listener) {
    this.onPublish = listener;
  }

  EventRepository repository() {
    return events;
  }

  InstantSource clock() {
    return clock;
  }

  AccountService accounts() {
    return accounts;
  }

  public EventService(EventRepository events, AccountService accounts, InstantSource clock) {
    this.events = events;
    this.accounts = accounts;
    this.clock = clock;
    this.teams = new EventTeamService(events, clock);
  }

  /** Teams and team rounds. */
  EventTeamService teams() {
    return teams;
  }

  int thisYear() {
    return clock.instant().atOffset(ZoneOffset.UTC).getYear();
  }

  /** Arbiters and admins create events; an arbiter who creates one is its chief arbiter unless others are named. */
  public Result<Event> create(Account actor, EventSettings settings) {
    if (!actor.hasRole(Role.ARBITER) && !actor.hasRole(Role.ADMIN)) {
      return forbidden("not_arbiter", "Só contas com o papel de árbitro (ou administradores) podem criar torneios.");
    }
    List<Long> arbiterIds = new ArrayList<>();
    for (String username : settings.arbiters()) {
      Optional<Account> a = accounts.find(username);
      if (a.isEmpty()) return invalid("unknown_arbiter", "Não existe a conta \"" + username + "\" (árbitros).");
      if (!a.get().hasRole(Role.ARBITER)) {
        return invalid("not_an_arbiter", "A conta \"" + username + "\" não tem o papel de árbitro.");
      }
      if (!arbiterIds.contains(a.get().id())) arbiterIds.add(a.get().id());
    }
    if (arbiterIds.isEmpty() && actor.hasRole(Role.ARBITER)) arbiterIds.add(actor.id());
    return events.write(0, store -> {
      long id = store.createEvent(settings, arbiterIds, actor.id(), clock.instant());
      Event e = store.event(id).orElseThrow();
      store.audit(id, actor.id(), clock.instant(), "create_event", null, null, EventJson.event(e).toString());
      return Result.ok(e);
    });
  }

  /** The events the actor may see: the published ones, and the ones they may write. */
  public List<Event> list(Optional<Account> actor) {
    return events.read(store -> store.events().stream().filter(e -> canRead(actor, e)).map(e -> seenBy(actor, e)).toList());
  }

  /** The event, if it exists and the actor may see it. */
  public Result<Event> event(Optional<Account> actor, long id) {
    return events.read(store -> readable(store, actor, id));
  }

  /** Everything the public pages and the exports need, read in one transaction. */
  public Result<EventTrf.State> state(Optional<Account> actor, long id) {
    return events.read(store -> then(readable(store, actor, id), e -> Result.ok(load(store, e))));
  }

  /** The state of the event as {@code e} (as its reader sees it) says: a reader's ends at the last published round. */
  private static EventTrf.State load(EventStore store, Event e) {
    int shown = e.pairedRounds();
    List<EventBoard> boards = store.boards(e.id()).stream().filter(b -> b.round() <= shown).toList();
    return new EventTrf.State(e, store.players(e.id()), boards, store.byes(e.id()), store.roundDates(e.id()), EventTeams.load(store, e));
  }

  /**
   * A text computed from the event's state ({@code kind} and {@code key} name it: the standings of a filter, the
   * export), kept until the event changes. The change mark is read before the state, so a kept text is never older
   * than its mark; every server process keeps its own and sees the others' changes through the mark.
   */
  public Result<String> text(Optional<Account> actor, long id, String key, java.util.function.Function<EventTrf.State, String> compute) {
    return cached(actor, id, key, (store, e) -> load(store, e).withoutDraft(), compute);
  }

  /** {@link #text} computed from the state and the moves of the games entered with them ("round/board" -> moves). */
  public Result<String> gamesText(Optional<Account> actor, long id, String key,
      java.util.function.BiFunction<EventTrf.State, Map<String, String>, String> compute) {
    record Loaded(EventTrf.State state, Map<String, String> games) {}
    return cached(actor, id, key, (store, e) -> new Loaded(load(store, e).withoutDraft(), store.games(id)),
        l -> compute.apply(l.state(), l.games()));
  }

  private <T> Result<String> cached(Optional<Account> actor, long id, String key,
      java.util.function.BiFunction<EventStore, Event, T> load, java.util.function.Function<T, String> compute) {
    record Look(Result<Event> event, long mark) {}
    Look look = events.read(store -> {
      Result<Event> e = readable(store, actor, id);
      return new Look(e, e instanceof Result.Ok<Event> ? store.changeMark(id) : 0);
    });
    if (look.event() instanceof Result.Rejected<Event> r) return Result.rejected(r.rejection());
    String k = id + "|" + key;
    Cached c = texts.get(k);
    if (c != null && c.mark() == look.mark()) return Result.ok(c.text());
    // Read after the mark, in its own transaction, and computed outside any: the connection is not held meanwhile.
    // Everyone gets the same text: the published rounds (a draft has no result and is not public).
    return switch (events.read(store -> then(readable(store, actor, id), e -> Result.ok(load.apply(store, e))))) {
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
    return events.read(store -> then(readable(store, actor, id), e -> Result.ok(store.changeMark(id))));
  }

  /** Usernames of the accounts players are linked to. */
  public Map<Long, String> usernames(List<EventPlayer> players) {
    Map<Long, String> out = new HashMap<>();
    for (EventPlayer p : players) {
      if (p.accountId() != null) accounts.find(p.accountId()).ifPresent(a -> out.put(a.id(), a.username()));
    }
    return out;
  }

  public Result<List<EventAuditEntry>> auditLog(Account actor, long id) {
    return events.read(store -> {
      Optional<Event> e = store.event(id);
      if (e.isEmpty() || !canRead(Optional.of(actor), e.get())) return notFound(id);
      if (!canWrite(actor, e.get())) return forbidden("not_event_arbiter", "Só os árbitros do torneio e os administradores veem o registro de alterações.");
      return Result.ok(store.auditLog(id));
    });
  }

  public Result<Event> setPublished(Account actor, long id, boolean published) {
    return events.write(id, store -> then(writable(store, actor, id), e -> {
      if (e.settings().published() == published) return Result.ok(e);
      store.setPublished(id, published);
      store.audit(id, actor.id(), clock.instant(), "publish", null, Boolean.toString(e.settings().published()), Boolean.toString(published));
      return Result.ok(store.event(id).orElseThrow());
    }));
  }

  /**
   * Changes how the event is played and joined ({@code PATCH /api/events/{id}}): {@code timeControl}, {@code mode},
   * {@code rated}, {@code waitSeconds}, {@code autoPair}, {@code pauseSeconds}, {@code startsAt}, {@code entry}.
   * Once round 1 is paired the time control, the mode and the start no longer change (409 {@code event_started}).
   */
  public Result<Event> updatePlay(Account actor, long id, com.fasterxml.jackson.databind.JsonNode body) {
    return events.write(id, store -> then(writable(store, actor, id), e -> {
      EventSettings before = e.settings();
      String timeControl = before.timeControl();
      EventOnline online;
      EventEntry entry;
      try {
        String tc = EventJson.text(body, "timeControl", 40, false);
        if (tc != null) {
          try {
            timeControl = org.tabuleiro.play.TimeControl.parse(tc).toString();
          } catch (org.tabuleiro.play.TimeControlException x) {
            return invalid("invalid_time_control", "Ritmo inválido: " + x.getMessage());
          }
        }
        online = EventOnlineJson.online(body, before.system(), timeControl, before.online());
        entry = EventOnlineJson.entry(body, online != null, before.entry());
      } catch (EventJson.Invalid x) {
        return invalid(x.code, x.getMessage());
      }
      if (e.pairedRounds() > 0) {
        if (!timeControl.equals(before.timeControl())) {
          return conflict("event_started", "O ritmo (" + before.timeControl() + ") não pode mudar depois de a rodada 1 ser emparceirada: "
              + "as partidas do torneio jogam-se todas ao mesmo ritmo.");
        }
        if ((online == null) != (before.online() == null) || online != null && online.mode() != before.online().mode()) {
          return conflict("event_started", "O torneio já começou: já não se muda entre presencial, online e híbrido.");
        }
        if (online != null && !java.util.Objects.equals(online.startsAt(), before.online().startsAt())) {
          return conflict("event_started", "O torneio já começou: a hora de início já não muda.");
        }
      }
      EventSettings after = before.with(timeControl, online, entry);
      if (after.equals(before)) return Result.ok(e);
      store.setPlay(id, timeControl, online, entry);
      Event changed = store.event(id).orElseThrow();
      store.audit(id, actor.id(), clock.instant(), "settings", null, EventJson.event(e).toString(), EventJson.event(changed).toString());
      return Result.ok(changed);
    }));
  }

  /**
   * Registers players, all or none. {@code where.get(i)} says where player i came from (a CSV line) for the
   * messages. Before round 1 start numbers are provisional; after it a late entry takes the next number.
   */
  public Result<Integer> register(Account actor, long id, List<NewPlayer> players, List<String> where) {
    return events.write(id, store -> then(writable(store, actor, id), e -> {
      if (e.settings().teams() != null) {
        return invalid("team_required", "Num torneio por equipes cada jogador entra numa equipe: envie o CSV com a coluna team (ou use /teams).");
      }
      if (e.settings().system().isRoundRobin() && e.pairedRounds() > 0) {
        return conflict("round_robin_started", "O todos-contra-todos já começou: não se podem inscrever mais jogadores.");
      }
      List<EventPlayer> existing = store.players(id);
      if (existing.size() + players.size() > MAX_PLAYERS) {
        return invalid("too_many_players", "Um torneio tem no máximo " + MAX_PLAYERS + " jogadores.");
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
          return invalid("duplicate_player", at + "jogador repetido \"" + p.name() + "\" (" + before + "). Nada foi importado.");
        }
      }
      Set<Long> linked = new HashSet<>();
      for (EventPlayer p : existing) if (p.accountId() != null) linked.add(p.accountId());
      for (NewPlayer p : players) {
        if (p.accountId() != null && !linked.add(p.accountId())) {
          return invalid("account_already_linked", "Essa conta já está ligada a outro jogador deste torneio.");
        }
      }
      int first = existing.stream().mapToInt(EventPlayer::startNo).max().orElse(0) + 1;
      store.addPlayers(id, players, first);
      if (e.pairedRounds() > 0) {
        // A late entry is seeded now, with the rating used, and keeps it.
        Map<Long, Integer> club = clubRatings(store, e);
        for (EventPlayer p : store.players(id)) {
          if (p.seedRating() == null) store.setSeedRating(p.id(), seedRating(e, p, club));
        }
      }
      store.audit(id, actor.id(), clock.instant(), "register", players.size() + " jogadores", null,
          players.stream().map(NewPlayer::name).collect(Collectors.joining("; ")));
      return Result.ok(players.size());
    }));
  }

  static String identity(EventPlayer p) {
    return new NewPlayer(p.name(), p.gender(), p.birthYear(), p.birthDate(), p.club(), p.fideId(), p.federation(),
        p.rating(), p.accountId()).identity();
  }

  /** Pairs the next round and publishes it, or keeps it as a draft ({@code publish} false) to change and publish. */
  public Result<List<EventBoard>> pairNext(Account actor, long id, boolean publish) {
    Result<List<EventBoard>> r = events.write(id, store -> then(writable(store, actor, id), e -> pairRound(store, e, actor.id(), publish)));
    if (publish) afterPublish(id, r);
    return r;
  }

  /**
   * Round {@code round} paired and published by the server (an event played in the club with automatic pairing), if
   * it is still the next one to pair: a timer that comes late, or after the arbiter's click, pairs nothing.
   */
  Result<List<EventBoard>> pairByServer(long id, int round) {
    Result<List<EventBoard>> r = events.write(id, store -> {
      Optional<Event> e = store.event(id);
      if (e.isEmpty()) return notFound(id);
      if (e.get().pairedRounds() + 1 != round) {
        return conflict("round_already_paired", "A rodada " + round + " já foi emparceirada.");
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
      long id = e.id();
      int round = e.pairedRounds() + 1;
      if (e.draftRound() != 0) {
        return conflict("round_not_published", "A rodada " + e.draftRound() + " ainda é um rascunho: publique-a (POST .../rounds/"
            + e.draftRound() + "/publish) ou desfaça-a (DELETE) antes de emparceirar a seguinte.");
      }
      List<EventBoard> boards = store.boards(id);
      List<EventBoard> open = boards.stream()
          .filter(b -> b.round() == e.pairedRounds() && !b.isBye() && (b.result() == null || !b.result().isFinal())).toList();
      if (!open.isEmpty()) {
        boolean adjourned = open.stream().anyMatch(b -> b.result() != null);
        return conflict("results_missing", "A rodada " + e.pairedRounds() + " ainda não tem todos os resultados (tabuleiros "
            + open.stream().map(b -> b.board() + (b.result() != null ? " (adiada)" : "")).collect(Collectors.joining(", "))
            + "): a rodada " + round + " só se emparceira depois" + (adjourned ? " de as partidas adiadas terem resultado" : "") + ".");
      }
      if (!e.settings().system().isRoundRobin() && round > e.settings().rounds()) {
        return conflict("all_rounds_paired", "As " + e.settings().rounds() + " rodadas do torneio já foram emparceiradas.");
      }
      if (e.settings().teams() != null) {
        if (!publish) return invalid("no_drafts_in_team_event", "Num torneio por equipes a rodada é publicada ao emparceirar (não há rascunho).");
        return teams.pair(store, actorId, e, round, boards);
      }
      List<EventPlayer> players = store.players(id);
      if (players.size() < 2) return invalid("not_enough_players", "São precisos pelo menos 2 jogadores para emparceirar.");
      Event event = e;
      if (round == 1) {
        Map<Long, Integer> club = clubRatings(store, e);
        Map<Long, Integer> seeds = new HashMap<>();
        for (EventPlayer p : players) seeds.put(p.id(), seedRating(e, p, club));
        store.renumber(id, EventPairing.seeding(players, seeds).stream().map(EventPlayer::id).toList(), seeds);
        if (e.settings().system().isRoundRobin()) {
          store.setRounds(id, EventPairing.roundRobinRounds(players.size(), e.settings().system() == EventSystem.DOUBLE_ROUND_ROBIN));
        }
        event = store.event(id).orElseThrow();
        players = store.players(id);
      } else if (event.settings().system().isRoundRobin() && round > event.settings().rounds()) {
        return conflict("all_rounds_paired", "As " + event.settings().rounds() + " rodadas do torneio já foram emparceiradas.");
      }
      var state = new EventTrf.State(event, players, boards, store.byes(id), Map.of());
      Result<List<EventBoard>> paired = EventPairing.pair(state, round);
      if (paired instanceof Result.Ok<List<EventBoard>> ok) {
        store.addRound(id, round, ok.value(), clock.instant(), publish);
        store.audit(id, actorId, clock.instant(), publish ? "pair_round" : "pair_draft", "rodada " + round, null,
            EventDrafts.text(ok.value()));
      }
      return paired;
  }

  /** Removes the last round while it has no result (to pair it again after a change). */
  public Result<Integer> unpair(Account actor, long id, int round) {
    return events.write(id, store -> then(writable(store, actor, id), e -> {
      if (round != e.pairedRounds() || round == 0) {
        return conflict("not_last_round", "Só a última rodada emparceirada (" + e.pairedRounds() + ") pode ser desfeita.");
      }
      List<EventBoard> boards = store.boards(id).stream().filter(b -> b.round() == round).toList();
      if (boards.stream().anyMatch(b -> b.result() != null)) {
        return conflict("round_has_results", "A rodada " + round + " já tem resultados: apague-os antes de a desfazer.");
      }
      if (!store.gameIds(id, round).isEmpty()) {
        return conflict("games_opened", "As partidas da rodada " + round + " já foram abertas no clube: a rodada não se desfaz.");
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
    return events.write(id, store -> then(writable(store, actor, id), e -> {
      if (round < 1 || round > e.pairedRounds()) {
        return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "round_not_found", "A rodada " + round + " não está emparceirada."));
      }
      if (round != e.draftRound()) return conflict("round_published", "A rodada " + round + " já está publicada.");
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
    return events.write(id, store -> then(writable(store, actor, id), e -> {
      if (round < 1 || round > e.pairedRounds()) {
        return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "round_not_found", "A rodada " + round + " não está emparceirada."));
      }
      if (round != e.draftRound()) {
        return conflict("round_published", "A rodada " + round + " já está publicada: só um rascunho (POST .../rounds com {\"publish\": false}) se altera.");
      }
      if (e.settings().system().isRoundRobin()) {
        return invalid("round_robin_fixed", "Num todos-contra-todos os emparceiramentos seguem as tabelas de Berger (C.05): não se alteram.");
      }
      List<EventBoard> before = roundBoards(store, id, round);
      return then(EventDrafts.apply(before, change), after -> {
        var state = load(store, e);
        List<EventDrafts.Break> breaks = EventDrafts.breaks(state, round, before, after);
        if (!breaks.isEmpty() && !confirm) return Result.ok(new RoundChange(after, breaks, false));
        for (int i = 0; i < before.size(); i++) {
          EventBoard a = before.get(i);
          EventBoard b = after.get(i);
          if (a.white() != b.white() || !java.util.Objects.equals(a.black(), b.black())) {
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

  /**
   * The moves sent with a result: {@code text} the moves alone (SAN or UCI; draughts: PDN moves) or, with
   * {@code game}, a whole PGN (draughts: PDN) game; a null {@code text} removes the moves kept.
   */
  public record MovesEntry(String text, boolean game) {}

  /**
   * Enters (or corrects, or with null clears) a board's result, with the game's moves when {@code moves} is not
   * null (checked by the rules module, and against the result when the moves end the game). {@code version}: the
   * board's version the writer read; a board changed since is refused. Without it, a result goes only on a board
   * without one (or with the same). Moves stay with a played game: a forfeit or a cleared result drops them.
   */
  public Result<EventBoard> setResult(Account actor, long id, int round, int boardNo, EventResult result, Integer version,
      MovesEntry moves) {
    return events.write(id, store -> then(writable(store, actor, id),
        e -> enterResult(store, e, actor.id(), round, boardNo, result, version, moves)));
  }

  /**
   * A result entered in the write transaction of {@code store}, by an arbiter or ({@code actorId} null) by the server
   * when a club game ends: the same checks, the same audit line, the same change of the event's version.
   */
  Result<EventBoard> enterResult(EventStore store, Event e, Long actorId, int round, int boardNo, EventResult result,
      Integer version, MovesEntry moves) {
      long id = e.id();
      Optional<EventBoard> found = store.board(id, round, boardNo);
      if (found.isEmpty()) {
        return notFoundBoard(round, boardNo, e.pairedRounds());
      }
      EventBoard b = found.get();
      String target = "rodada " + round + ", tabuleiro " + boardNo;
      if (b.isBye()) return invalid("board_is_bye", "O tabuleiro " + boardNo + " da rodada " + round + " é a isenção: não leva resultado.");
      if (round == e.draftRound()) {
        return conflict("round_not_published", "A rodada " + round + " é um rascunho: publique-a antes de registrar resultados.");
      }
      if (version != null && version != b.version()) {
        return conflict("board_changed", "O resultado da " + target + " foi alterado por outra pessoa (agora "
            + describe(b.result()) + ", versão " + b.version() + "; a sua era a versão " + version + "). Veja-o e tente de novo.");
      }
      if (version == null && b.result() != null && b.result() != result) {
        return conflict("board_changed", "A " + target + " já tem o resultado " + b.result().text() + " (versão " + b.version()
            + "). Para o corrigir envie a versão que leu (\"version\" ou If-Match).");
      }
      String kept = store.game(id, round, boardNo).orElse(null);
      String nextMoves = kept;
      boolean played = result != null && result.isPlayed();
      if (moves != null && moves.text() != null) {
        if (!played) {
          return invalid("moves_without_game", "Só uma partida jogada (1-0, 1/2-1/2, 0-1, 0-0 ou *) leva lances, não "
              + describe(result) + ".");
        }
        Result<EventGames.Replayed> read = EventGames.read(e.settings().game(), moves.text(), moves.game());
        if (read instanceof Result.Rejected<EventGames.Replayed> r) return Result.rejected(r.rejection());
        EventGames.Replayed replayed = ((Result.Ok<EventGames.Replayed>) read).value();
        String contradiction = EventGames.contradiction(replayed, result);
        if (contradiction != null) return invalid("moves_contradict_result", contradiction);
        nextMoves = replayed.plies() == 0 ? null : replayed.moves();
      } else if (moves != null || !played) {
        nextMoves = null;
      } else if (kept != null) {
        EventGames.Replayed replayed = ((Result.Ok<EventGames.Replayed>) EventGames.read(e.settings().game(), kept, false)).value();
        String contradiction = EventGames.contradiction(replayed, result);
        if (contradiction != null) return invalid("moves_contradict_result", contradiction + " Corrija os lances com o resultado.");
      }
      boolean movesChange = !java.util.Objects.equals(kept, nextMoves);
      if (b.result() == result && !movesChange) return Result.ok(b);
      if (!store.setResult(id, round, boardNo, result, b.version())) {
        return conflict("board_changed", "O resultado da " + target + " acabou de ser alterado por outra pessoa. Veja-o e tente de novo.");
      }
      if (b.result() != result) {
        store.audit(id, actorId, clock.instant(), "result", target, b.result() == null ? null : b.result().text(),
            result == null ? null : result.text());
      }
      if (movesChange) {
        store.setGame(id, round, boardNo, nextMoves);
        store.audit(id, actorId, clock.instant(), "moves", target, kept, nextMoves);
      }
      return Result.ok(new EventBoard(round, boardNo, b.white(), b.black(), result, b.version() + 1));
  }

  private static String describe(EventResult r) {
    return r == null ? "sem resultado" : r.text();
  }

  private static <T> Result<T> notFoundBoard(int round, int board, int paired) {
    String why = round < 1 || round > paired
        ? "a rodada " + round + " não está emparceirada (rodadas emparceiradas: " + paired + ")"
        : "a rodada " + round + " não tem o tabuleiro " + board;
    return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "board_not_found", "Tabuleiro inexistente: " + why + "."));
  }

  /** The id of the account with this username, for linking a player to it. */
  public Result<Long> accountId(String username) {
    return accounts.find(username).<Result<Long>>map(a -> Result.ok(a.id()))
        .orElseGet(() -> invalid("unknown_account", "Não existe a conta \"" + username + "\"."));
  }

  /**
   * Withdraws a player from a round on ({@code withdrawnFrom} empty: back in; null: unchanged), links or unlinks a
   * club account ({@code account} empty: unlink; null: unchanged), and sets the byes asked for ({@code H},
   * {@code Z} or {@code F} as the event allows, null to remove).
   */
  public Result<EventPlayer> updatePlayer(Account actor, long id, int startNo, Optional<Integer> withdrawnFrom,
      Optional<Long> account, Map<Integer, Character> byes) {
    return events.write(id, store -> then(writable(store, actor, id), e -> {
      Optional<EventPlayer> found = store.players(id).stream().filter(p -> p.startNo() == startNo).findFirst();
      if (found.isEmpty()) return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "player_not_found", "Não há jogador com o número " + startNo + "."));
      EventPlayer p = found.get();
      String target = "jogador " + startNo;
      if (withdrawnFrom != null && withdrawnFrom.isPresent()) {
        int from = withdrawnFrom.get();
        if (from <= e.pairedRounds()) {
          return conflict("round_already_paired", "A rodada " + from + " já está emparceirada: a desistência conta a partir da rodada " + (e.pairedRounds() + 1) + ".");
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
          return invalid("account_already_linked", "Essa conta já está ligada a outro jogador deste torneio.");
        }
        store.setAccount(id, startNo, to);
        store.audit(id, actor.id(), clock.instant(), "link_account", target, String.valueOf(p.accountId()), String.valueOf(to));
      }
      Set<Integer> rounds = new HashSet<>(byes.keySet());
      for (int r : rounds) {
        if (r <= e.pairedRounds()) return conflict("round_already_paired", "A rodada " + r + " já está emparceirada: não se pode pedir isenção nela.");
        if (e.settings().teams() != null) return invalid("no_byes_in_team_event", "Num torneio por equipes não há isenções a pedido: a equipe alinha os jogadores seguintes na ordem dos tabuleiros.");
        if (e.settings().system().isRoundRobin()) return invalid("no_byes_in_round_robin", "Num todos-contra-todos não há isenções a pedido.");
        if (e.settings().rounds() > 0 && r > e.settings().rounds()) return invalid("invalid_round", "O torneio tem " + e.settings().rounds() + " rodadas, não há a rodada " + r + ".");
        Character kind = byes.get(r);
        if (kind != null && !e.settings().allowsBye(kind)) {
          return invalid("bye_not_allowed", "Este torneio não permite pedir a isenção " + kind + " ("
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
    return events.write(id, store -> then(writable(store, actor, id), e -> {
      if (store.players(id).stream().noneMatch(p -> p.startNo() == startNo)) {
        return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "player_not_found", "Não há jogador com o número " + startNo + "."));
      }
      boolean before = store.remotePlayers(id).contains(startNo);
      if (before == remote) return Result.ok(remote);
      store.setRemote(id, startNo, remote);
      store.audit(id, actor.id(), clock.instant(), "remote", "jogador " + startNo, Boolean.toString(before), Boolean.toString(remote));
      return Result.ok(remote);
    }));
  }

  static Map<Long, Integer> clubRatings(EventStore store, Event e) {
    if (e.settings().ratingUsed() != RatingUsed.CLUB) return Map.of();
    Optional<RatingPool> pool = TimeControl.parse(e.settings().timeControl()).ratingPool();
    if (pool.isEmpty()) return Map.of();
    return store.clubRatings(e.id(), e.settings().game().key(), pool.get().name().toLowerCase(java.util.Locale.ROOT));
  }

  static int seedRating(Event e, EventPlayer p, Map<Long, Integer> club) {
    return switch (e.settings().ratingUsed()) {
      case NONE -> 0;
      case FIDE -> p.rating();
      case CLUB -> club.getOrDefault(p.id(), p.rating());
    };
  }

  /** {@code f} of the value, or the same refusal. */
  static <T, U> Result<U> then(Result<T> r, java.util.function.Function<T, Result<U>> f) {
    return switch (r) {
      case Result.Ok<T> ok -> f.apply(ok.value());
      case Result.Rejected<T> no -> Result.rejected(no.rejection());
    };
  }

  // ---- access ----

  static boolean canWrite(Account actor, Event e) {
    return actor.hasRole(Role.ADMIN) || e.isArbiter(actor.id());
  }

  static boolean canRead(Optional<Account> actor, Event e) {
    return e.settings().published() || actor.map(a -> canWrite(a, e)).orElse(false);
  }

  /** The event as this actor sees it: its writers see the draft round, everyone else the published rounds. */
  private static Event seenBy(Optional<Account> actor, Event e) {
    return actor.map(a -> canWrite(a, e)).orElse(false) ? e : e.withoutDraft();
  }

  private static Result<Event> readable(EventStore store, Optional<Account> actor, long id) {
    Optional<Event> e = store.event(id);
    if (e.isEmpty() || !canRead(actor, e.get())) return notFound(id);
    return Result.ok(seenBy(actor, e.get()));
  }

  static Result<Event> writable(EventStore store, Account actor, long id) {
    Optional<Event> e = store.event(id);
    if (e.isEmpty() || !canRead(Optional.of(actor), e.get())) return notFound(id);
    if (!canWrite(actor, e.get())) {
      return forbidden("not_event_arbiter", "Só os árbitros deste torneio e os administradores do clube o podem alterar.");
    }
    return Result.ok(e.get());
  }

  static <T> Result<T> notFound(long id) {
    return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "event_not_found", "Torneio não encontrado: " + id + "."));
  }

  static <T> Result<T> invalid(String code, String message) {
    return Result.rejected(Rejection.invalid(code, message));
  }

  static <T> Result<T> conflict(String code, String message) {
    return Result.rejected(Rejection.of(Rejection.Kind.CONFLICT, code, message));
  }

  private static <T> Result<T> forbidden(String code, String message) {
    return Result.rejected(Rejection.of(Rejection.Kind.FORBIDDEN, code, message));
  }
}
