package org.tabuleiro.server.challenge;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Usernames;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.lobby.GameTerms;
import org.tabuleiro.server.lobby.SeekColor;

/**
 * Direct challenges: made to a named player, accepted (the game is created, on the node that accepts) or declined by
 * that player, cancelled by the challenger, gone after {@link #LIFETIME}. Kept as the lobby's seeks are: in memory on
 * a single server (a restart empties them), in Redis on a cluster ({@link Challenges}).
 */
public final class ChallengeService {
  public static final Duration LIFETIME = Duration.ofMinutes(5);
  static final int MAX_OPEN_PER_PLAYER = 5;

  /** Told of each challenge's course, after the fact (the notices on the players' pages). */
  public interface Events {
    void made(Challenge c);

    void accepted(Challenge c, LiveGame game);

    void declined(Challenge c);

    void cancelled(Challenge c);

    /** Both told, {@code first} first. */
    static Events both(Events first, Events second) {
      return new Events() {
        @Override
        public void made(Challenge c) {
          first.made(c);
          second.made(c);
        }

        @Override
        public void accepted(Challenge c, LiveGame game) {
          first.accepted(c, game);
          second.accepted(c, game);
        }

        @Override
        public void declined(Challenge c) {
          first.declined(c);
          second.declined(c);
        }

        @Override
        public void cancelled(Challenge c) {
          first.cancelled(c);
          second.cancelled(c);
        }
      };
    }

    Events NONE = new Events() {
      @Override
      public void made(Challenge c) {}

      @Override
      public void accepted(Challenge c, LiveGame game) {}

      @Override
      public void declined(Challenge c) {}

      @Override
      public void cancelled(Challenge c) {}
    };
  }

  private final LiveGames games;
  private final InstantSource clock;
  private volatile Events events = Events.NONE;
  private final RandomGenerator random;
  private final Challenges open;

  public ChallengeService(LiveGames games, InstantSource clock, RandomGenerator random) {
    this(games, clock, random, new ChallengeList());
  }

  /** As above, the open challenges kept in {@code open} (a cluster's Redis). */
  public ChallengeService(LiveGames games, InstantSource clock, RandomGenerator random, Challenges open) {
    this.games = games;
    this.clock = clock;
    this.random = random;
    this.open = open;
  }

  public void onEvents(Events e) {
    this.events = e;
  }

  public Result<Challenge> challenge(Account from, Account to, String game, String timeControl, boolean rated,
      String color) {
    return challenge(from, to, game, timeControl, rated, color, null);
  }

  /** As above; {@code rematchOf} names the finished game a rematch plays again (null for none). */
  public Result<Challenge> challenge(Account from, Account to, String game, String timeControl, boolean rated,
      String color, Long rematchOf) {
    if (from.id() == to.id()) return invalid("own_challenge", "Você não pode desafiar a si mesmo.");
    if (Usernames.isComputerName(to.username())) {
      return invalid("computer_challenge", "O computador não recebe desafios: use \"Desafie o computador\" no salão.");
    }
    GameTerms terms;
    switch (GameTerms.read(game, timeControl, rated, color)) {
      case Result.Ok<GameTerms> ok -> terms = ok.value();
      case Result.Rejected<GameTerms> r -> {
        return Result.rejected(r.rejection());
      }
    }
    GameVariant variant = terms.variant();
    SeekColor seekColor = terms.color();
    TimeControl control = terms.control();
    Instant now = clock.instant();
    Challenge made;
    // Counted and added in one step by the store (on a cluster, one Redis script for every node).
    synchronized (this) {
      purge(now);
      var c = new Challenge(open.nextId(), from.id(), from.username(), to.id(), to.username(), variant, control, rated,
          seekColor, now, now.plus(LIFETIME), rematchOf);
      if (!open.addWithin(c, MAX_OPEN_PER_PLAYER)) {
        return Result.rejected(Rejection.of(Rejection.Kind.CONFLICT, "too_many_challenges",
            "Você já tem " + MAX_OPEN_PER_PLAYER + " desafios abertos."));
      }
      made = c;
    }
    events.made(made);
    return Result.ok(made);
  }

  /** The open rematch of {@code gameId} that {@code toId} was offered, if any. */
  public java.util.Optional<Challenge> rematchFor(long gameId, long toId) {
    purge(clock.instant());
    return open.all().stream().filter(c -> gameId == (c.rematchOf() == null ? -1 : c.rematchOf()) && c.toId() == toId)
        .findFirst();
  }

  /** The open challenges {@code me} made or received, oldest first. */
  public List<Challenge> of(long me) {
    purge(clock.instant());
    return open.all().stream().filter(c -> c.fromId() == me || c.toId() == me).toList();
  }

  /** The challenged player accepts: the challenge is gone and the game created, colours as the challenger asked. */
  public Result<LiveGame> accept(long id, Account by) {
    Challenge c;
    Result<Challenge> taken = take(id, by, true);
    if (taken instanceof Result.Rejected<Challenge> r) return Result.rejected(r.rejection());
    c = ((Result.Ok<Challenge>) taken).value();
    boolean challengerWhite = switch (c.color()) {
      case WHITE -> true;
      case BLACK -> false;
      case RANDOM -> random.nextBoolean();
    };
    GameSetup setup = GameSetup.online(c.variant(), c.control(), c.rated());
    LiveGame game = games.create(setup, challengerWhite ? c.fromId() : c.toId(), challengerWhite ? c.toId() : c.fromId());
    events.accepted(c, game);
    return Result.ok(game);
  }

  public Result<Challenge> decline(long id, Account by) {
    Result<Challenge> r = take(id, by, true);
    if (r instanceof Result.Ok<Challenge> ok) events.declined(ok.value());
    return r;
  }

  public Result<Challenge> cancel(long id, Account by) {
    Result<Challenge> r = take(id, by, false);
    if (r instanceof Result.Ok<Challenge> ok) events.cancelled(ok.value());
    return r;
  }

  /**
   * Removes the challenge if it is open and {@code by} is its receiver ({@code receiver}) or its sender; of two
   * takers at once (two nodes) exactly one gets it, the other is told it is not found.
   */
  private Result<Challenge> take(long id, Account by, boolean receiver) {
    purge(clock.instant());
    Challenge c = open.find(id).orElse(null);
    if (c == null || (c.toId() != by.id() && c.fromId() != by.id())) return notFound();
    if ((receiver ? c.toId() : c.fromId()) != by.id()) {
      return Result.rejected(Rejection.of(Rejection.Kind.FORBIDDEN, "not_your_challenge", receiver
          ? "Só o jogador desafiado pode responder." : "Só quem desafiou pode cancelar."));
    }
    return open.take(id).<Result<Challenge>>map(Result::ok).orElseGet(ChallengeService::notFound);
  }

  private static Result<Challenge> notFound() {
    return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "challenge_not_found",
        "Desafio não encontrado (talvez tenha expirado ou sido cancelado)."));
  }

  /** Expired challenges leave; their receivers' notices are taken back as for a cancelled one (by its one taker). */
  private void purge(Instant now) {
    List<Challenge> expired = new ArrayList<>();
    for (Challenge c : open.all()) if (c.isExpired(now)) expired.add(c);
    expired.forEach(c -> open.take(c.id()).ifPresent(events::cancelled));
  }

  private static <T> Result<T> invalid(String code, String message) {
    return Result.rejected(Rejection.invalid(code, message));
  }
}
