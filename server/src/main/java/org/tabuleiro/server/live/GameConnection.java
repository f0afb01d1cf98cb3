package org.tabuleiro.server.live;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.play.Command;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.chat.ChatLine;
import org.tabuleiro.server.chat.ChatService;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.StoredEvent;

/**
 * One socket watching one game: a player (with a colour) or a spectator (null colour, receives only). Frames out
 * go through {@code out} in version order; each event is sent once ({@code lastSent}), whatever the order of
 * subscription, snapshot and sync.
 */
final class GameConnection {
  private final LiveGame game;
  private final Color color;
  private final GameRepository games;
  private final LiveJson json;
  private final ClientMessages messages;
  private final FloodGuard flood;
  private final Outbox out;
  private final Object sending = new Object(); // guards lastSent, started, early, answering; never held while taking the game's lock
  private final List<EventFrame> early = new ArrayList<>();
  private boolean started;
  private int lastSent;
  private Thread answering; // the thread deciding this socket's command: its events wait for the ack (one write)
  private GameEventBus.Subscription subscription;
  private final ChatService chat;
  private final ChatService.Speaker speaker;   // null for a visitor who is not signed in
  private Runnable leaveChat;

  GameConnection(LiveGame game, Color color, GameRepository games, LiveJson json, ClientMessages messages,
      FloodGuard flood, Outbox out, ChatService chat, ChatService.Speaker speaker) {
    this.chat = chat;
    this.speaker = speaker;
    this.game = game;
    this.color = color;
    this.games = games;
    this.json = json;
    this.messages = messages;
    this.flood = flood;
    this.out = out;
  }

  /** Subscribes, then sends the state frame, then any event published in between. */
  void start(String whiteName, String blackName) {
    if (color != null) game.presence(color, true);
    LiveGame.Attached attached = game.attach(this::deliver);
    synchronized (sending) {
      subscription = attached.subscription();
      lastSent = attached.snapshot().version();
      out.send(json.state(attached.snapshot(), whiteName, blackName, color));
      started = true;
      early.forEach(this::sendOnce);
      early.clear();
    }
    // After the state frame: the room's history, then each new line (the chat calls back under its own lock).
    Runnable leave = chat.listen(game.id(), color != null, line -> send(json.chat(line)));
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
    if (!flood.allow()) {
      send(json.error(null, "rate_limited", "Mensagens demais; espere um pouco."));
      return;
    }
    switch (messages.parse(text)) {
      case ClientMessages.Bad bad -> send(json.error(null, bad.code(), bad.message()));
      case ClientMessages.Good good -> handle(good.framed());
    }
  }

  private void handle(ClientMessage.Framed framed) {
    Long id = framed.id();
    if (framed.message() instanceof ClientMessage.Sync sync) {
      // The client asked for these explicitly (it lost them): resend even what this socket already sent, up to
      // the snapshot's version, whose event carries the game after it; later ones come from the bus as published.
      LiveSnapshot now = game.snapshot(); // before taking `sending`: never held while taking the game's lock
      synchronized (sending) {
        for (StoredEvent e : games.events(game.id(), sync.since())) {
          if (e.seq() > now.version()) break;
          out.send(json.event(e, e.seq() == now.version() ? now : null));
          lastSent = Math.max(lastSent, e.seq());
        }
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
    Submission done = decide(framed.message());
    switch (done) {
      case Submission.Accepted a -> send(json.ack(id, a.version()));
      case Submission.Refused r -> send(json.error(id, r.code(), r.message()));
    }
  }

  /** Submits the command; the events it makes reach this socket held, to leave with the ack or error after them. */
  private Submission decide(ClientMessage m) {
    synchronized (sending) {
      answering = Thread.currentThread();
    }
    try {
      return m instanceof ClientMessage.ClaimAbandonment c
          ? game.claimAbandonment(color, c.win())
          : game.submit(command(m));
    } catch (RuntimeException e) {
      out.flush();   // no answer follows: what was held leaves now
      throw e;
    } finally {
      synchronized (sending) {
        answering = null;
      }
    }
  }

  private Command command(ClientMessage m) {
    return switch (m) {
      case ClientMessage.Move move -> new Command.Move(color, move.move(), move.lagMillis());
      case ClientMessage.Resign r -> new Command.Resign(color);
      case ClientMessage.Offer o -> new Command.Offer(color, o.what());
      case ClientMessage.Accept a -> new Command.Accept(color, a.what());
      case ClientMessage.Decline d -> new Command.Decline(color, d.what());
      case ClientMessage.Claim c -> new Command.ClaimDraw(color, c.move());
      case ClientMessage.Abort a -> new Command.Abort(color);
      case ClientMessage.Resume r -> new Command.Resume();
      case ClientMessage.Sync s -> throw new IllegalStateException("sync is answered before commands");
      case ClientMessage.Chat c -> throw new IllegalStateException("chat is answered before commands");
      case ClientMessage.ClaimAbandonment c -> throw new IllegalStateException("checked by the game first");
    };
  }

  private void send(String frame) {
    synchronized (sending) {
      out.send(frame);
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
