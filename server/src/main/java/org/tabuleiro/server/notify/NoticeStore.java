package org.tabuleiro.server.notify;

import java.util.List;

/** Where the players' notices are kept, so that a restart loses none ({@code notices}, migration V16). */
public interface NoticeStore {
  /** A notice as stored: whose, and their username (who is online is listed by it). */
  record Stored(long accountId, String username, Notice notice) {}

  void add(long accountId, Notice notice);

  void remove(List<Long> ids);

  void markRead(long accountId);

  /** Every stored notice, oldest first. */
  List<Stored> all();

  /** The highest notice id ever stored (0 when none): the numbering goes on from it. */
  long lastId();

  /** Nothing kept. */
  NoticeStore NONE = new NoticeStore() {
    @Override
    public void add(long accountId, Notice notice) {}

    @Override
    public void remove(List<Long> ids) {}

    @Override
    public void markRead(long accountId) {}

    @Override
    public List<Stored> all() {
      return List.of();
    }

    @Override
    public long lastId() {
      return 0;
    }
  };
}
