package org.tabuleiro.server.lobby;

import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.server.rating.PlayerRating;
import java.util.random.RandomGenerator;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.common.UnavailableException;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;

/** Seeks posted, listed, cancelled and accepted; accepting creates the game. */
public final class LobbyService {
  /** Enough for "a blitz and a rapid game"; more is spam in a small club's lobby. */
  static final int MAX_SEEKS_PER_PLAYER = 3;

  private final Seeks book;
  private final LiveGames games;
  private final InstantSource clock;
  private final RandomGenerator random;
  private final LobbyFeed feed;

  /** A player's current rating in a game and pool, if they have played a rated game there. */
  public interface Ratings {
    Optional<PlayerRating> find(long accountId, GameVariant variant, RatingPool pool);

    Ratings NONE = (id, variant, pool) -> Optional.empty();
  }

  private final Ratings ratings;

  public LobbyService(LiveGames games, InstantSource clock, RandomGenerator random, LobbyFeed feed) {
    this(games, clock, random, feed, Ratings.NONE);
  }

  public LobbyService(LiveGames games, InstantSource clock, RandomGenerator random, LobbyFeed feed, Ratings ratings) {
    this(games, clock, random, feed, ratings, new SeekBook());
  }

  /** @param seeks where the open seeks are kept: {@link SeekBook} on a single server, Redis on a cluster's nodes */
  public LobbyService(LiveGames games, InstantSource clock, RandomGenerator random, LobbyFeed feed, Ratings ratings,
      Seeks seeks) {
    this.book = seeks;
    this.ratings = ratings;
    this.games = games;
    this.clock = clock;
    this.random = random;
    this.feed = feed;
  }

  /** What became of a posted seek: it waits in the lobby, or it met a compatible one and the game began. */
  public sealed interface Posted {
    record Waiting(Seek seek) implements Posted {}

    record Paired(Seek seek, Seek met, LiveGame game) implements Posted {}
  }

  /**
   * Posts a seek; when an open seek of another player fits it (same game, clock and room, colours that fit), the two
   * are paired at once instead and the game is created.
   */
  public Result<Posted> post(Account by, String game, String timeControl, boolean rated, String color) {
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
    // Asked first so that a player at the limit is not paired either; the limit itself is held by addWithin below.
    if (book.countBy(by.id()) >= MAX_SEEKS_PER_PLAYER) return tooMany();
    Optional<PlayerRating> rating = control.ratingPool().flatMap(pool -> ratings.find(by.id(), variant, pool))
        .filter(r -> r.games() > 0);
    Seek seek = new Seek(book.nextId(), by.id(), by.username(), variant, control, rated, seekColor, clock.instant(),
        rating.map(r -> r.rating().rounded()).orElse(null), rating.map(r -> r.rating().isProvisional()).orElse(true));
    var met = book.takeMatch(seek);
    if (met.isPresent()) {
      feed.seekGone(met.get().id());
      // The earlier seek's colour wish decides; a random one is drawn, and the newcomer takes the other side.
      LiveGame started = start(met.get(), by.id());
      return Result.ok(new Posted.Paired(seek, met.get(), started));
    }
    // Counted and added in one step by the store (on a cluster, one Redis script for every node): posts racing
    // past the count above never leave more than the limit open.
    if (!book.addWithin(seek, MAX_SEEKS_PER_PLAYER)) return tooMany();
    feed.seekAdded(seek);
    return Result.ok(new Posted.Waiting(seek));
  }

  /** The lobby as a new connection first sees it; empty while the seeks' store (a cluster's Redis) is away. */
  String snapshot() {
    try {
      return feed.snapshot(book.all());
    } catch (UnavailableException e) {
      return feed.snapshot(List.of());
    }
  }

  /**
   * A player has left the lobby (their last lobby socket on this node closed): their seeks are withdrawn. While the
   * seeks' store is away they stay (docs/server/cluster.md).
   */
  void withdrawAll(long accountId) {
    try {
      for (Seek s : book.takeAllBy(accountId)) feed.seekGone(s.id());
    } catch (UnavailableException e) {
      // nothing to withdraw from here now
    }
  }

  public List<Seek> open() {
    return book.all();
  }

  public Result<Seek> cancel(long seekId, Account by) {
    Seek seek = book.find(seekId).orElse(null);
    if (seek == null) return notFound();
    if (seek.accountId() != by.id()) {
      return Result.rejected(Rejection.of(Rejection.Kind.FORBIDDEN, "not_your_seek", "Este convite não é seu."));
    }
    book.take(seekId);
    feed.seekGone(seekId);
    return Result.ok(seek);
  }

  /** The seek is taken by {@code by} and the game created, White and Black as the seeker asked. */
  public Result<LiveGame> accept(long seekId, Account by) {
    Seek seek = book.take(seekId).orElse(null);
    if (seek == null) return notFound();
    if (seek.accountId() == by.id()) {
      book.putBack(seek);
      return invalid("own_seek", "Você não pode aceitar o próprio convite.");
    }
    feed.seekGone(seekId);
    return Result.ok(start(seek, by.id()));
  }

  /** The game of {@code seek} against {@code opponentId}, White and Black as the seeker asked; both are told. */
  private LiveGame start(Seek seek, long opponentId) {
    boolean seekerWhite = switch (seek.color()) {
      case WHITE -> true;
      case BLACK -> false;
      case RANDOM -> random.nextBoolean();
    };
    GameSetup setup = GameSetup.online(seek.variant(), seek.control(), seek.rated());
    long white = seekerWhite ? seek.accountId() : opponentId;
    long black = seekerWhite ? opponentId : seek.accountId();
    LiveGame game = games.create(setup, white, black);
    feed.paired(game.id(), seek.accountId(), opponentId);
    return game;
  }

  private static <T> Result<T> tooMany() {
    return Result.rejected(Rejection.of(Rejection.Kind.CONFLICT, "too_many_seeks",
        "Você já tem " + MAX_SEEKS_PER_PLAYER + " convites abertos."));
  }

  private static <T> Result<T> notFound() {
    return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "seek_not_found", "Convite não encontrado."));
  }

  private static <T> Result<T> invalid(String code, String message) {
    return Result.rejected(Rejection.invalid(code, message));
  }
}
