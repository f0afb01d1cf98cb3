package org.tabuleiro.server.lobby;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The open seeks, in memory and in posting order. Seeks are short-lived (a player waits a minute or two, as in
 * lichess's lobby), so they are not stored: a restart empties the lobby, never a game. One lock for the book keeps
 * "accept" atomic: a seek is taken by exactly one opponent. A single server's {@link Seeks}.
 */
final class SeekBook implements Seeks {
  private final Map<Long, Seek> seeks = new LinkedHashMap<>();
  private long lastId;

  @Override
  public synchronized long nextId() {
    return ++lastId;
  }

  @Override
  public synchronized boolean addWithin(Seek seek, int max) {
    if (countBy(seek.accountId()) >= max) return false;
    seeks.put(seek.id(), seek);
    return true;
  }

  @Override
  public synchronized List<Seek> all() {
    return List.copyOf(new ArrayList<>(seeks.values()));
  }

  @Override
  public synchronized long countBy(long accountId) {
    return seeks.values().stream().filter(s -> s.accountId() == accountId).count();
  }

  @Override
  public synchronized Optional<Seek> find(long id) {
    return Optional.ofNullable(seeks.get(id));
  }

  @Override
  public synchronized Optional<Seek> take(long id) {
    return Optional.ofNullable(seeks.remove(id));
  }

  @Override
  public synchronized Optional<Seek> takeMatch(Seek seek) {
    for (Seek other : seeks.values()) {
      if (Seeks.fit(other, seek)) {
        seeks.remove(other.id());
        return Optional.of(other);
      }
    }
    return Optional.empty();
  }

  @Override
  public synchronized List<Seek> takeAllBy(long accountId) {
    List<Seek> taken = new ArrayList<>();
    seeks.values().removeIf(s -> {
      boolean mine = s.accountId() == accountId;
      if (mine) taken.add(s);
      return mine;
    });
    return taken;
  }

  @Override
  public synchronized void putBack(Seek seek) {
    seeks.putIfAbsent(seek.id(), seek);
  }
}
