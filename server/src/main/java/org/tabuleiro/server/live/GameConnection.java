package org.tabuleiro.server.live;

import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.chat.ChatLine;
import org.tabuleiro.server.chat.ChatService;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.game.StoredEvent;

/**
 * One socket watching one game: a player (with a colour) or a spectator (null colour, receives only). Frames out
 * go through {@code out} in version order; each event is sent once ({@code lastSent}), whatever the order of
 * subscription, snapshot and sync. {@code sync} is answered from the game's shared {@link LiveView} (never from
 * storage), at most {@link #SYNCS_PER_SECOND} a second on this socket and within its client's share
 * ({@link SocketGate.Admission#syncs}).
 */
final class GameConnection {
  /** {@code sync} requests answered per second on one socket: a client that lost frames needs one. */
  static final int SYNCS_PER_SECOND = 2;

  private final LiveGame game;
  private final Color color;
  private final LiveJson json;
  private final ClientMessages messages;
  private final FloodGuard flood;
  private final FloodGuard syncs;
  private final FloodGuard clientSyncs;
  private final InstantSource clock;
  private final Outbox out;
  private final Object sending = new Object(); // guards lastSent, started, early, answering; never held while taking the game's lock
  private final List<EventFrame> early = new ArrayList<>();
  private boolean started;
  private int lastSent;
  private Thread answering; // the thread deciding this socket's command: its events wait for the ack (one write)
  private Runnable closeAfterAnswer; // the game moved to another node while this socket's command was decided
  private GameEventBus.Subscription subscription;
  private final ChatService chat;
  private final ChatFlush chatFlush;
  private final ChatService.Speaker speaker;   // null for a visitor who is not signed in
  private Runnable leaveChat;
  private String whiteName;   // for state frames; guarded by sending
  private String blackName;
  private final Runnable sendAway;

  /**
   * @param flood every message of this socket
   * @param clientSyncs the {@code sync} requests of this socket's client, all its sockets together
   * @param sendAway closes this socket for its client to reconnect where the game is played, when a command could not
   *     reach the owner ({@link GameForwarder#UNLINKED}): no answer is sent, so the client sends it again there if
   *     the game's {@code state} shows it was not played
   */
  GameConnection(LiveGame game, Color color, LiveJson json, ClientMessages messages, FloodGuard flood,
      FloodGuard clientSyncs, InstantSource clock, Outbox out, ChatService chat, ChatService.Speaker speaker,
      ChatFlush chatFlush, Runnable sendAway) {
    this.sendAway = sendAway;
    this.chat = chat;
    this.chatFlush = chatFlush;
    this.speaker = speaker;
    this.game = game;
    this.color = color;
    this.json = json;
    this.messages = messages;
    this.flood = flood;
    this.syncs = new FloodGuard(clock, SYNCS_PER_SECOND);
    this.clientSyncs = clientSyncs;
    this.clock = clock;
    this.out = out;
  }

  long gameId() {
    return game.id();
  }

  /** False for a socket on a copy of a game another cluster node owns. */
  boolean owned() {
    return game.owned();
  }

  /** Subscribes, then sends the state frame, then any event published in between. */
  void start(String whiteName, String blackName) {
    if (color != null) game.presence(color, true);
    LiveGame.Attached attached = game.attach(this::deliver);
    synchronized (sending) {
      this.whiteName = whiteName;
      this.blackName = blackName;
      subscription = attached.subscription();
      lastSent = attached.view().version();
      out.send(attached.view().state(json, whiteName, blackName, color, clock.instant()));
      started = true;
      early.forEach(this::sendOnce);
      early.clear();
    }
    // After the state frame: the room's history, then each new line (the chat calls back under its own lock).
    Runnable leave = chat.listen(game.id(), color != null, this::sendChat);
    synchronized (sending) {
      leaveChat = leave;
    }
  }

  private void deliver(EventFrame e) {
    synchronized (sending) {
      if (started) sendOnce(e); else early.add(e);
    }
  }

  private void sendOnce(EventFrame e) {
    if (e.seq() <= lastSent) return;
    lastSent = e.seq();
    if (answering == Thread.currentThread()) out.hold(e.text(json)); else out.send(e.text(json));
  }

  void receive(String text) {
    switch (flood.check()) {
      case ALLOWED -> { }
      case REFUSED -> {
        send(json.error(ClientMessages.idOf(text), "rate_limited", "Mensagens demais; espere um pouco."));
        return;
      }
      case DROPPED -> {
        return;
      }
    }
    switch (messages.parse(text)) {
      case ClientMessages.Bad bad -> send(json.error(bad.id(), bad.code(), bad.message()));
      case ClientMessages.Good good -> handle(good.framed(), text);
    }
  }

  private void handle(ClientMessage.Framed framed, String text) {
    Long id = framed.id();
    if (framed.message() instanceof ClientMessage.Sync sync) {
      FloodGuard.Verdict verdict = syncs.check();
      if (verdict == FloodGuard.Verdict.ALLOWED) verdict = clientSyncs.check();
      switch (verdict) {
        case ALLOWED -> resend(sync.since());
        case REFUSED -> send(json.error(id, "rate_limited", "Pedidos de sincronização demais; espere um pouco."));
        case DROPPED -> { }
      }
      return;
    }
    if (framed.message() instanceof ClientMessage.Chat c) {
      if (chat.say(game.id(), c.room(), speaker, c.text()) instanceof Result.Rejected<ChatLine> r) {
        send(json.error(id, r.rejection().code(), r.rejection().message()));
      }
      return;
    }
    if (color == null) {
      send(json.error(id, "not_a_player", "Só os jogadores desta partida podem jogar nela."));
      return;
    }
    // A game another cluster node owns: the command goes there as the client wrote it, the answer comes back.
    Submission done = game.owned() ? decide(framed.message()) : game.forward(color, text);
    if (done == GameForwarder.UNLINKED) {
      sendAway.run();
      return;
    }
    switch (done) {
      case Submission.Accepted a -> send(json.ack(id, a.version()));
      case Submission.Refused r -> send(json.error(id, r.code(), r.message()));
    }
    Runnable close;
    synchronized (sending) {
      close = closeAfterAnswer;
      closeAfterAnswer = null;
    }
    if (close != null) close.run();
  }

  /**
   * The game is no longer this node's: {@code close} closes the socket, now, or after the answer to the command
   * this socket's thread is deciding (the one whose store found the game moved, which is told so first).
   */
  void closeWhenAnswered(Runnable close) {
    synchronized (sending) {
      if (answering == Thread.currentThread()) {
        closeAfterAnswer = close;
        return;
      }
    }
    close.run();
  }

  /**
   * What a client that lost frames asked for: the events after {@code since} when the game's view still holds
   * them (resent even if this socket sent them already; the last carries the game after it, clocks as of now), else
   * the whole {@code state}. The view is read under {@code sending} without the game's lock: it is then at least
   * at the version this socket has sent, and what comes later arrives from the bus, after this.
   */
  private void resend(int since) {
    synchronized (sending) {
      LiveView view = game.view();
      List<StoredEvent> missed = view.eventsAfter(since);
      if (missed != null && missed.isEmpty()) return;   // nothing after since; events on their way come from the bus
      Instant now = clock.instant();
      if (missed == null) {
        out.send(view.state(json, whiteName, blackName, color, now));
      } else {
        for (StoredEvent e : missed) out.send(json.event(e, e.seq() == view.version() ? view.at(now) : null));
      }
      lastSent = Math.max(lastSent, view.version());
    }
  }

  /** Submits the command; the events it makes reach this socket held, to leave with the ack or error after them. */
  private Submission decide(ClientMessage m) {
    synchronized (sending) {
      answering = Thread.currentThread();
    }
    try {
      return PlayerCommands.decide(game, color, m);
    } catch (RuntimeException e) {
      out.flush();   // no answer follows: what was held leaves now
      throw e;
    } finally {
      synchronized (sending) {
        answering = null;
      }
    }
  }

  private void send(String frame) {
    synchronized (sending) {
      out.send(frame);
    }
  }

  /** A chat frame waits in the socket's buffer for the next flush ({@link ChatFlush}) or the next frame sent. */
  private void sendChat(String frame) {
    synchronized (sending) {
      out.hold(frame);
    }
    chatFlush.held(this);
  }

  void flushChat() {
    synchronized (sending) {
      out.flush();
    }
  }

  void close() {
    GameEventBus.Subscription s;
    Runnable leave;
    synchronized (sending) {
      s = subscription;
      subscription = null;
      leave = leaveChat;
      leaveChat = null;
    }
    if (s != null) s.close();
    if (leave != null) leave.run();
    if (s != null && color != null) game.presence(color, false);
  }
}
