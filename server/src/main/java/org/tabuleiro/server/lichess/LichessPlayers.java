package org.tabuleiro.server.lichess;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.game.ArchivedGame;
import org.tabuleiro.server.rating.PlayerRating;
import org.tabuleiro.server.rating.RatingRepository;
import org.tabuleiro.tournament.rating.Glicko2Rating;

/**
 * A player as lichess's JSON shows one: {@code id} (the name in lower case), {@code name}, {@code rating} in the
 * game's pool (a newcomer's 1500 when there is none), {@code provisional}, {@code title} "BOT" for a bot.
 */
final class LichessPlayers {
  private final AccountService accounts;
  private final RatingRepository ratings;
  private final BotAccounts bots;

  LichessPlayers(AccountService accounts, RatingRepository ratings, BotAccounts bots) {
    this.accounts = accounts;
    this.ratings = ratings;
    this.bots = bots;
  }

  static String id(String username) {
    return username.toLowerCase(Locale.ROOT);
  }

  Optional<Account> find(long accountId) {
    return accounts.find(accountId);
  }

  /** The open account of this name (any case), or empty. */
  Optional<Account> byName(String name) {
    return accounts.find(name == null ? "" : name).filter(a -> !a.isClosed());
  }

  boolean isBot(long accountId) {
    return bots.isBot(accountId);
  }

  /**
   * A player of an exported game: {@code {"user": {"name", "id"}, "rating", "provisional"}}, the rating before the
   * game and its change when the game moved it, else the player's rating now.
   */
  Map<String, Object> exported(Long accountId, GameSetup setup, ArchivedGame.RatingChange change) {
    Map<String, Object> seat = seat(accountId, setup);
    Map<String, Object> m = new LinkedHashMap<>();
    if (seat.isEmpty()) return m;
    Map<String, Object> user = new LinkedHashMap<>();
    user.put("name", seat.get("name"));
    user.put("id", seat.get("id"));
    if (seat.containsKey("title")) user.put("title", seat.get("title"));
    m.put("user", user);
    m.put("rating", change == null ? seat.get("rating") : change.before());
    if (change != null) m.put("ratingDiff", change.after() - change.before());
    m.put("provisional", seat.get("provisional"));
    return m;
  }

  /** The seat of {@code accountId} in a game of {@code setup}; null (nobody) gives an empty map. */
  Map<String, Object> seat(Long accountId, GameSetup setup) {
    Map<String, Object> m = new LinkedHashMap<>();
    if (accountId == null) return m;
    Account a = accounts.find(accountId).orElse(null);
    if (a == null) return m;
    Glicko2Rating r = setup.control().ratingPool()
        .flatMap(pool -> ratings.find(accountId, setup.variant(), pool))
        .map(PlayerRating::rating).orElse(Glicko2Rating.newcomer());
    m.put("id", id(a.username()));
    m.put("name", a.username());
    if (bots.isBot(accountId)) m.put("title", "BOT");
    m.put("rating", r.rounded());
    m.put("provisional", r.isProvisional());
    return m;
  }
}
