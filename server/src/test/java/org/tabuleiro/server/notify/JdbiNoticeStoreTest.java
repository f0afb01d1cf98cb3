package org.tabuleiro.server.notify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.testing.OnBothDatabases;

/** The notices' store: what it is given comes back as given, in order; a change it cannot store blocks no other. */
class JdbiNoticeStoreTest {
  private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");

  @OnBothDatabases
  void noticesComeBackAsGivenAndABadOneBlocksNoOther(Database db) {
    long ana = new JdbiAccountRepository(db.jdbi()).create("ana", "h", Profile.EMPTY, T).orElseThrow().id();
    var json = new ObjectMapper();
    try (var store = new JdbiNoticeStore(db.jdbi(), json)) {
      store.start();
      store.add(ana, new Notice(1, "challengeAccepted", Map.of("gameId", 7L, "by", "bia", "rated", true), T, false));
      store.add(999_999, new Notice(2, "yourTurn", Map.of("gameId", 8L), T, false));   // no such account
      store.add(ana, new Notice(3, "yourTurn", Map.of("gameId", 8L, "by", "bia"), T, false));
      store.add(ana, new Notice(4, "opponentBack", Map.of("gameId", 9L, "by", "bia"), T, false));
      store.remove(List.of(4L));
      store.markRead(ana);
    }
    var store = new JdbiNoticeStore(db.jdbi(), json);
    try (store) {
      List<NoticeStore.Stored> all = store.all();
      assertEquals(List.of(
              new NoticeStore.Stored(ana, "ana", new Notice(1, "challengeAccepted", Map.of("gameId", 7L, "by", "bia", "rated", true), T, true)),
              new NoticeStore.Stored(ana, "ana", new Notice(3, "yourTurn", Map.of("gameId", 8L, "by", "bia"), T, true))),
          all, "ids read back as Long, the read mark kept, the removed one gone");
      assertEquals(3, store.lastId());
    }
  }
}
