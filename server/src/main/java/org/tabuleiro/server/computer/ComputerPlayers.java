package org.tabuleiro.server.computer;

import java.security.SecureRandom;
import java.time.InstantSource;
import java.util.Base64;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Map;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountRepository;
import org.tabuleiro.server.account.PasswordHasher;
import org.tabuleiro.server.account.Profile;

/**
 * The computer opponents' accounts, one per level ({@code Computador-1} to {@code Computador-8}), so their games are
 * stored, listed and downloaded like anyone's. Made the first time someone plays that level; their password is a
 * random secret nobody knows, and no player can register a name like theirs.
 */
final class ComputerPlayers {
  private final AccountRepository accounts;
  private final PasswordHasher hasher;
  private final InstantSource clock;
  private final Map<Integer, Account> byLevel = new ConcurrentHashMap<>();
  private final Set<Long> people = ConcurrentHashMap.newKeySet();   // accounts known not to be a computer's

  ComputerPlayers(AccountRepository accounts, PasswordHasher hasher, InstantSource clock) {
    this.accounts = accounts;
    this.hasher = hasher;
    this.clock = clock;
  }

  static String username(int level) {
    return "Computador-" + level;
  }

  /** The account of this level, made now if it does not exist yet. */
  Account of(int level) {
    return byLevel.computeIfAbsent(level, l -> accounts.findByUsername(username(l)).orElseGet(() -> create(l)));
  }

  private Account create(int level) {
    byte[] secret = new byte[32];
    new SecureRandom().nextBytes(secret);
    Profile profile = Profile.EMPTY.withDisplayName("Computador nível " + level);
    Optional<Account> made = accounts.create(username(level), hasher.hash(Base64.getEncoder().encodeToString(secret)),
        profile, clock.instant());
    // Empty when a concurrent request made it a moment ago: then it is there to find.
    return made.orElseGet(() -> accounts.findByUsername(username(level)).orElseThrow());
  }

  /**
   * The level of a computer's account id, or 0 for a person: read from the account's name (one look-up, once per
   * account: names never change, and no person's can look like a computer's).
   */
  int levelOf(Long accountId) {
    if (accountId == null || people.contains(accountId)) return 0;
    for (var e : byLevel.entrySet()) if (e.getValue().id() == accountId) return e.getKey();
    Optional<Account> a = accounts.findById(accountId);
    for (int level = ComputerLevel.MIN; level <= ComputerLevel.MAX && a.isPresent(); level++) {
      if (a.get().username().equals(username(level))) {
        byLevel.putIfAbsent(level, a.get());
        return level;
      }
    }
    if (people.size() >= 100_000) people.clear();
    people.add(accountId);
    return 0;
  }
}
