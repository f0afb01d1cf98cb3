package org.tabuleiro.server.live;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.play.Game;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.game.StoredEvent;
import org.tabuleiro.server.game.StoredGame;

/**
 * A game as all its sockets see it at one version, shared by them and replaced by {@link LiveGame} at each commit:
 * the game, its last {@link #RECENT} events (what a {@code sync} of a client a few frames behind resends, never read
 * back from storage), and the {@code state} frame, written once per version and kind of reader (White, Black, a
 * spectator) by the first socket that needs it. The clocks are the one part of that frame that changes with time:
 * they are written last, at each send, so a cached frame is never stale.
 */
final class LiveView {
  /** Events kept for {@code sync}; a client further behind gets the {@code state} frame instead. */
  static final int RECENT = 16;

  private final StoredGame stored;
  private final Game game;
  private final int version;
  private final List<StoredEvent> recent;
  private final String[] statePrefix = new String[3];   // by reader: White, Black, spectator; guarded by this

  LiveView(StoredGame stored, Game game, int version, List<StoredEvent> recent) {
    this.stored = stored;
    this.game = game;
    this.version = version;
    this.recent = List.copyOf(recent.size() > RECENT ? recent.subList(recent.size() - RECENT, recent.size()) : recent);
  }

  /** The view after {@code batch} was stored: this view's recent events and the batch's, the last {@link #RECENT}. */
  LiveView next(Game after, List<StoredEvent> batch) {
    List<StoredEvent> events = new ArrayList<>(recent.size() + batch.size());
    events.addAll(recent);
    events.addAll(batch);
    return new LiveView(stored, after, batch.isEmpty() ? version : batch.getLast().seq(), events);
  }

  int version() {
    return version;
  }

  Game game() {
    return game;
  }

  /** The game at this version with its clocks read at {@code now}. */
  LiveSnapshot at(Instant now) {
    return new LiveSnapshot(stored, game, version, now);
  }

  /** The events after version {@code since}, when this view still holds all of them; null when it does not. */
  List<StoredEvent> eventsAfter(int since) {
    if (since >= version) return List.of();
    if (recent.isEmpty() || recent.getFirst().seq() > since + 1) return null;
    return recent.subList(since + 1 - recent.getFirst().seq(), recent.size());
  }

  /** The {@code state} frame for {@code you} (null: a spectator), its clocks read at {@code now}. */
  String state(LiveJson json, String whiteName, String blackName, Color you, Instant now) {
    int slot = you == null ? 2 : you == Color.WHITE ? 0 : 1;
    String prefix;
    synchronized (this) {
      prefix = statePrefix[slot];
      if (prefix == null) statePrefix[slot] = prefix = json.statePrefix(at(now), whiteName, blackName, you);
    }
    return json.stateWithClock(prefix, game, now);
  }
}
