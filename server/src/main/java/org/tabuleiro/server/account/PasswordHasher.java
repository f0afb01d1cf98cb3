package org.tabuleiro.server.account;

import com.password4j.Argon2Function;
import com.password4j.Password;
import com.password4j.types.Argon2;

/**
 * Argon2id, with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 30-60 ms per login on a small
 * host, which is cheap for a player and slow for an offline attack. Parameters are written into each hash, so they
 * can be raised later without invalidating old hashes.
 */
public final class PasswordHasher {
  private static final int MEMORY_KIB = 19 * 1024;
  private static final int ITERATIONS = 2;
  private static final int PARALLELISM = 1;
  private static final int HASH_BYTES = 32;

  private final Argon2Function argon2 =
      Argon2Function.getInstance(MEMORY_KIB, ITERATIONS, PARALLELISM, HASH_BYTES, Argon2.ID);
  // Checked against when the username is unknown, so that "no such player" takes as long as "wrong password".
  private final String decoy = hash("decoy password, never a real one");

  /** A PHC string: {@code $argon2id$v=19$m=19456,t=2,p=1$salt$hash}. */
  public String hash(String password) {
    return Password.hash(password).addRandomSalt(16).with(argon2).getResult();
  }

  public boolean matches(String password, String storedHash) {
    return Password.check(password, storedHash).with(Argon2Function.getInstanceFromHash(storedHash));
  }

  /** Spends the time of one check and says no. */
  public boolean matchesNothing(String password) {
    matches(password, decoy);
    return false;
  }
}
