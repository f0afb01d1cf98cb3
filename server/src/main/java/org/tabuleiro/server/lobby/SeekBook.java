package org.tabuleiro.server.lobby;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The open seeks, in memory and in posting order. Seeks are short-lived (a player waits a minute or two, as in
 * lichess's lobby), so they are not stored: a restart empties the lobby, never a game. One lock for the book keeps
 * "accept" atomic: a seek is taken by exactly one opponent.
 */
final class SeekBook {
  private final Map<Long, Seek> seeks = new LinkedHashMap<>();
  private long lastId;

  synchronized long nextId() {
    return ++lastId;
  }

  synchronized void add(Seek seek) {
    seeks.put(seek.id(), seek);
  }

  synchronized List<Seek> all() {
    return List.copyOf(new ArrayList<>(seeks.values()));
  }

  synchronized long countBy(long accountId) {
    return seeks.values().stream().filter(s -> s.accountId() == accountId).count();
  }

  synchronized Optional<Seek> find(long id) {
    return Optional.ofNullable(seeks.get(id));
  }

  /** Removes and returns the seek, or empty when it is gone (taken, cancelled). */
  synchronized Optional<Seek> take(long id) {
    return Optional.ofNullable(seeks.remove(id));
  }

  synchronized void putBack(Seek seek) {
    seeks.putIfAbsent(seek.id(), seek);
  }
}
