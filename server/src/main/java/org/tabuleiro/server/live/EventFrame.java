package org.tabuleiro.server.live;

import org.tabuleiro.server.game.StoredEvent;

/**
 * An event as the game's sockets send it, shared by all of them: the frame's text is made once, by the first socket
 * that sends it. {@code after} is the game right after the event, on the last event of a batch the game stored
 * together (null on the others: the batch's last frame follows at once).
 */
public final class EventFrame {
  private final StoredEvent event;
  private final LiveSnapshot after;
  private volatile String text;

  EventFrame(StoredEvent event, LiveSnapshot after) {
    this.event = event;
    this.after = after;
  }

  /** A frame another cluster node made and sent (its {@code after} is in its text only). */
  static EventFrame relayed(StoredEvent event, String text) {
    EventFrame f = new EventFrame(event, null);
    f.text = text;
    return f;
  }

  public StoredEvent event() {
    return event;
  }

  /** The game right after this event, on a batch's last event; else null (and on a frame another node relayed). */
  public LiveSnapshot after() {
    return after;
  }

  int seq() {
    return event.seq();
  }

  String text(LiveJson json) {
    String t = text;
    if (t == null) text = t = json.event(event, after);
    return t;
  }
}
