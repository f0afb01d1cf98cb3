package org.tabuleiro.server.game;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.tabuleiro.play.GameSetup;

/** Games and their event logs. Appends are transactional: a batch of events is stored entirely or not at all. */
public interface GameRepository {
  /** Stores a new game and its first event ({@code Started}, seq 1); returns the stored game. */
  StoredGame create(GameSetup setup, Long whiteId, Long blackId, StoredEvent started, Instant createdAt);

  /**
   * Stores a new game created by an event or an arena. Its origin's key is unique: when a game with that key exists
   * already (a retry, a restart), nothing is stored and that game is returned.
   */
  default StoredGame create(GameSetup setup, Long whiteId, Long blackId, StoredEvent started, Instant createdAt,
      GameOrigin origin) {
    throw new UnsupportedOperationException("this repository stores no game origins");
  }

  /** The game created with this origin key, if there is one. */
  default Optional<StoredGame> findByOrigin(String originKey) {
    return Optional.empty();
  }

  /**
   * Stores many games at once (a round's boards), each as {@link #create(GameSetup, Long, Long, StoredEvent, Instant,
   * GameOrigin)} would, in order; a game whose origin exists already is that game.
   */
  default java.util.List<StoredGame> createAll(java.util.List<NewGame> games) {
    return games.stream().map(g -> create(g.setup(), g.whiteId(), g.blackId(), g.started(), g.createdAt(), g.origin())).toList();
  }

  /** The games created with these origin keys, by key (the keys without a game are absent). */
  default java.util.Map<String, StoredGame> findByOrigins(java.util.Collection<String> keys) {
    java.util.Map<String, StoredGame> out = new java.util.HashMap<>();
    for (String k : keys) findByOrigin(k).ifPresent(g -> out.put(k, g));
    return out;
  }

  /**
   * Appends events whose seqs follow the stored ones; an {@code Ended} among them also ends the game's row.
   * Returns once they are committed (possibly in one transaction with other games' appends made at the same time).
   *
   * @throws org.tabuleiro.server.db.StorageException when a seq is taken (another writer) or the database fails
   */
  void append(long gameId, List<StoredEvent> events);

  Optional<StoredGame> find(long gameId);

  /** The game's events in order, from seq {@code since + 1} (0 for all). */
  List<StoredEvent> events(long gameId, int since);

  /** The ids of the games still being played, oldest first: the server rebuilds them on start. */
  List<Long> unfinished();

  /** The account's games, newest first. */
  List<StoredGame> byPlayer(long accountId, int limit);
}
