package org.tabuleiro.server.account;

import java.time.InstantSource;
import org.jdbi.v3.core.Jdbi;

/**
 * Wires accounts: storage, password hashing and its threads, and the service. Its HTTP side is in auth (sign-up)
 * and profile. Closing it stops the password threads.
 */
public final class AccountModule implements AutoCloseable {
  private final AccountRepository repository;
  private final PasswordHasher hasher = new PasswordHasher();
  private final PasswordWork work;
  private final AccountService service;

  public AccountModule(Jdbi jdbi, InstantSource clock) {
    this(jdbi, clock, PasswordWork.THREADS);
  }

  /** @param passwordThreads the threads that hash passwords ({@link PasswordWork}) */
  public AccountModule(Jdbi jdbi, InstantSource clock, int passwordThreads) {
    this.work = new PasswordWork(passwordThreads);
    this.repository = new JdbiAccountRepository(jdbi);
    this.service = new AccountService(repository, hasher, work, clock);
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

  /** Where sign-ups and logins do their password work (the hash, its check, the strength estimate). */
  public PasswordWork work() {
    return work;
  }

  @Override
  public void close() {
    work.close();
  }
}
