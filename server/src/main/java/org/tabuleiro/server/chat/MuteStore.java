package org.tabuleiro.server.chat;

import java.time.Instant;
import java.util.Map;

/** Where the mutes in force are kept, so that a restart lifts none ({@code chat_mutes}, migration V16). */
public interface MuteStore {
  /** Mutes {@code accountId} until {@code until}, replacing an earlier mute; mutes over by {@code now} are dropped. */
  void put(long accountId, Instant until, Instant now);

  /** The mutes in force at {@code now}: account id to the end of its mute. */
  Map<Long, Instant> inForce(Instant now);

  /** Nothing kept (unit tests of the chat's rules). */
  MuteStore NONE = new MuteStore() {
    @Override
    public void put(long accountId, Instant until, Instant now) {}

    @Override
    public Map<Long, Instant> inForce(Instant now) {
      return Map.of();
    }
  };
}
