package org.tabuleiro.server.account;

import java.time.InstantSource;
import org.jdbi.v3.core.Jdbi;

/** Wires accounts: storage, password hashing and the service. Its HTTP side is in auth (sign-up) and profile. */
public final class AccountModule {
  private final AccountRepository repository;
  private final PasswordHasher hasher = new PasswordHasher();
  private final AccountService service;

  public AccountModule(Jdbi jdbi, InstantSource clock) {
    this.repository = new JdbiAccountRepository(jdbi);
    this.service = new AccountService(repository, hasher, clock);
  }

  public AccountRepository repository() {
    return repository;
  }

  public PasswordHasher hasher() {
    return hasher;
  }

  public AccountService service() {
    return service;
  }
}
