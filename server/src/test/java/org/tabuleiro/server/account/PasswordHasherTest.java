package org.tabuleiro.server.account;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PasswordHasherTest {
  private final PasswordHasher hasher = new PasswordHasher();

  @Test
  void aHashMatchesItsPasswordOnly() {
    String hash = hasher.hash("lua-azul-salta-1");
    assertTrue(hash.startsWith("$argon2id$v=19$m=19456,t=2,p=1$"), hash);
    assertTrue(hasher.matches("lua-azul-salta-1", hash));
    assertFalse(hasher.matches("lua-azul-salta-2", hash));
    assertNotEquals(hash, hasher.hash("lua-azul-salta-1"), "a new salt each time");
  }

  @Test
  void hashesStoredBeforeStillMatch() {
    // Made by password4j 1.8.4 (Argon2id, 19 MiB, 2 passes), which the club used until this hasher.
    assertTrue(hasher.matches("lua-azul-salta-1",
        "$argon2id$v=19$m=19456,t=2,p=1$RNy+yuoxwSCpVwkHAGaong$vLFzZTh1pC9opRyRTRh+gEy155IHKhvBbD4K+x4aE54"));
    assertTrue(hasher.matches("senha com ç e espaço",
        "$argon2id$v=19$m=19456,t=2,p=1$sVWa+PQuxHyBNFl2gNUyyw$SagPapLJw8IFBALl8wdZA1nC2lAVwlCQSFq/JxcdDiM"));
    assertFalse(hasher.matches("senha com c e espaco",
        "$argon2id$v=19$m=19456,t=2,p=1$sVWa+PQuxHyBNFl2gNUyyw$SagPapLJw8IFBALl8wdZA1nC2lAVwlCQSFq/JxcdDiM"));
  }

  @Test
  void somethingNotAHashMatchesNothing() {
    assertFalse(hasher.matches("x", "not a hash"));
    assertFalse(hasher.matchesNothing("anything"));
  }
}
