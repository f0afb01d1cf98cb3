package org.tabuleiro.server.chat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * One game's chat: who listens in which room, the last {@link #HISTORY} lines of each room (in memory only, never
 * in the game's event log), and each writer's recent messages for the rate limit. Every method holds this object's
 * lock; listeners are called under it, so each sees the lines in the order they were said.
 */
final class GameChat {
  static final int HISTORY = 50;

  private record Listener(ChatRoom room, Consumer<String> out) {}

  /** A line and its frame, written once for every listener. */
  private record Said(ChatLine line, String frame) {}

  private final List<Listener> listeners = new ArrayList<>();
  private final Map<ChatRoom, Deque<Said>> history = new EnumMap<>(ChatRoom.class);
  private final Map<Long, Deque<Instant>> recent = new HashMap<>();

  /** Adds a listener of the lines' frames and hands it the room's history first. Returns what removes it. */
  synchronized Runnable join(ChatRoom room, Consumer<String> out) {
    history.getOrDefault(room, new ArrayDeque<>()).forEach(said -> out.accept(said.frame()));
    Listener l = new Listener(room, out);
    listeners.add(l);
    return () -> {
      synchronized (this) {
        listeners.remove(l);
      }
    };
  }

  synchronized boolean isIdle() {
    return listeners.isEmpty() && history.isEmpty();
  }

  synchronized boolean hasNoListeners() {
    return listeners.isEmpty();
  }

  /**
   * True when {@code accountId} may speak now: fewer than {@code limit} lines in the last {@code window}. Writers
   * whose last line is older than the window are forgotten on the way: the map holds recent writers only.
   */
  synchronized boolean allow(long accountId, Instant now, int limit, Duration window) {
    Instant since = now.minus(window);
    if (recent.size() > 2 * limit) recent.values().removeIf(times -> times.isEmpty() || !times.peekLast().isAfter(since));
    Deque<Instant> times = recent.computeIfAbsent(accountId, id -> new ArrayDeque<>());
    while (!times.isEmpty() && !times.peekFirst().isAfter(since)) times.pollFirst();
    if (times.size() >= limit) return false;
    times.addLast(now);
    return true;
  }

  /** Says the line {@code made} makes (under this lock, so ids rise in the order listeners get the lines). */
  synchronized ChatLine say(Supplier<ChatLine> made) {
    ChatLine line = made.get();
    deliver(line);
    return line;
  }

  /** Keeps {@code line} (said on any node of a cluster) in its room's history and sends it to the room's listeners. */
  synchronized void deliver(ChatLine line) {
    Said said = new Said(line, ChatFrames.of(line));
    Deque<Said> room = history.computeIfAbsent(line.room(), r -> new ArrayDeque<>());
    room.addLast(said);
    if (room.size() > HISTORY) room.pollFirst();
    for (Listener l : listeners) {
      if (l.room() == line.room()) l.out().accept(said.frame());
    }
  }

  synchronized Optional<ChatLine> find(long lineId) {
    return history.values().stream().flatMap(Deque::stream).map(Said::line).filter(l -> l.id() == lineId).findFirst();
  }
}
