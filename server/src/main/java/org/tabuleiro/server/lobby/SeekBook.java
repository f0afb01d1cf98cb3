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

  /**
   * Removes and returns the oldest open seek by another player that {@code seek} can be paired with at once: the same
   * game, clock and room, and colours that fit (a random colour fits anything, White fits Black).
   */
  synchronized Optional<Seek> takeMatch(Seek seek) {
    for (Seek other : seeks.values()) {
      if (other.accountId() != seek.accountId() && other.variant() == seek.variant()
          && other.control().equals(seek.control()) && other.rated() == seek.rated()
          && fits(other.color(), seek.color())) {
        seeks.remove(other.id());
        return Optional.of(other);
      }
    }
    return Optional.empty();
  }

  private static boolean fits(SeekColor a, SeekColor b) {
    return a == SeekColor.RANDOM || b == SeekColor.RANDOM || a != b;
  }

  /** Removes and returns every seek of a player. */
  synchronized List<Seek> takeAllBy(long accountId) {
    List<Seek> taken = new ArrayList<>();
    seeks.values().removeIf(s -> {
      boolean mine = s.accountId() == accountId;
      if (mine) taken.add(s);
      return mine;
    });
    return taken;
  }

  synchronized void putBack(Seek seek) {
    seeks.putIfAbsent(seek.id(), seek);
  }
}
