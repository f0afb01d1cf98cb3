package org.tabuleiro.server.challenge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A single server's open challenges, in memory and in the order made: a restart empties them, never a game. */
final class ChallengeList implements Challenges {
  private final Map<Long, Challenge> open = new LinkedHashMap<>();
  private long lastId;

  @Override
  public synchronized long nextId() {
    return ++lastId;
  }

  @Override
  public synchronized boolean addWithin(Challenge c, int max) {
    if (open.values().stream().filter(o -> o.fromId() == c.fromId()).count() >= max) return false;
    open.put(c.id(), c);
    return true;
  }

  @Override
  public synchronized List<Challenge> all() {
    return List.copyOf(new ArrayList<>(open.values()));
  }

  @Override
  public synchronized Optional<Challenge> find(long id) {
    return Optional.ofNullable(open.get(id));
  }

  @Override
  public synchronized Optional<Challenge> take(long id) {
    return Optional.ofNullable(open.remove(id));
  }
}
