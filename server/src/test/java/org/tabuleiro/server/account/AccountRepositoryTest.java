package org.tabuleiro.server.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.EnumSet;
import java.util.Set;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.testing.OnBothDatabases;

class AccountRepositoryTest {
  private static final Instant T = Instant.parse("2026-01-15T08:30:00.123Z");

  @OnBothDatabases
  void anAccountIsStoredAndFoundByNameInAnyCase(Database db) {
    var repo = new JdbiAccountRepository(db.jdbi());
    Profile profile = new Profile("Rui Lopes", "PT", "CX Porto", 1990, Gender.MALE);
    Account created = repo.create("Rui_Lopes", "$argon2id$hash", profile, T).orElseThrow();
    assertEquals(created, repo.findByUsername("rui_lopes").orElseThrow());
    assertEquals(created, repo.findById(created.id()).orElseThrow());
    assertEquals("$argon2id$hash", repo.findCredentials("RUI_LOPES").orElseThrow().passwordHash());
    assertEquals(T, created.createdAt());
    assertTrue(repo.findByUsername("rui").isEmpty());
  }

  @OnBothDatabases
  void aTakenNameInAnotherCaseIsEmptyNotAnError(Database db) {
    var repo = new JdbiAccountRepository(db.jdbi());
    assertTrue(repo.create("Sara", "h", Profile.EMPTY, T).isPresent());
    assertTrue(repo.create("SARA", "h", Profile.EMPTY, T).isEmpty());
    assertTrue(repo.create("tiago", "h", Profile.EMPTY, T).isPresent(), "the connection is still usable");
    assertEquals(2, repo.count());
  }

  @OnBothDatabases
  void onlyTheFirstStoredAccountIsAdminEvenAfterAFailedFirstTry(Database db) {
    var repo = new JdbiAccountRepository(db.jdbi());
    Account first = repo.create("ulisses", "h", Profile.EMPTY, T).orElseThrow();
    assertTrue(repo.create("ULISSES", "h", Profile.EMPTY, T).isEmpty());
    Account second = repo.create("vera", "h", Profile.EMPTY, T).orElseThrow();
    assertEquals(EnumSet.of(Role.PLAYER, Role.ADMIN), first.roles());
    assertEquals(Set.of(Role.PLAYER), second.roles());
    assertEquals(Set.of(Role.PLAYER), repo.findById(second.id()).orElseThrow().roles());
  }

  @OnBothDatabases
  void profilesAndRolesAreUpdatedAndNullsKept(Database db) {
    var repo = new JdbiAccountRepository(db.jdbi());
    Account a = repo.create("xavier", "h", new Profile("X", "BR", "Clube", 2000, Gender.OTHER), T).orElseThrow();
    repo.updateProfile(a.id(), Profile.EMPTY.withCountry("MZ"));
    repo.updateRoles(a.id(), EnumSet.of(Role.PLAYER, Role.ARBITER, Role.MODERATOR));
    Account read = repo.findById(a.id()).orElseThrow();
    assertEquals(Profile.EMPTY.withCountry("MZ"), read.profile());
    assertEquals(EnumSet.of(Role.PLAYER, Role.ARBITER, Role.MODERATOR), read.roles());
  }
}
