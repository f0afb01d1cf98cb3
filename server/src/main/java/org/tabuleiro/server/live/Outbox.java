package org.tabuleiro.server.live;

import io.javalin.websocket.WsContext;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.websocket.common.WebSocketSession;
import org.eclipse.jetty.websocket.core.CoreSession;
import org.eclipse.jetty.websocket.core.Frame;
import org.eclipse.jetty.websocket.core.OpCode;

/**
 * A socket's way out. A {@link #hold held} frame waits in the socket's buffer and leaves with the next one
 * {@link #send sent}, in one write: the mover's own event and the ack that follows it cost one system call, not two
 * (a third of the writes the server makes per move).
 */
interface Outbox {
  void send(String frame);

  /** Queues the frame behind the next {@link #send}, in order; {@link #flush} sends it without waiting. */
  void hold(String frame);

  void flush();

  /** Jetty's socket behind Javalin's context; frames go in the order they are given. */
  static Outbox of(WsContext ctx) {
    if (!(ctx.session instanceof WebSocketSession session)) return plain(ctx);
    CoreSession core = session.getCoreSession();
    return new Outbox() {
      @Override
      public void send(String frame) {
        core.sendFrame(new Frame(OpCode.TEXT, frame), Callback.NOOP, false);
      }

      @Override
      public void hold(String frame) {
        core.sendFrame(new Frame(OpCode.TEXT, frame), Callback.NOOP, true);
      }

      @Override
      public void flush() {
        core.flush(Callback.NOOP);
      }
    };
  }

  /** Every frame sent at once (a socket other than Jetty's). */
  private static Outbox plain(WsContext ctx) {
    return new Outbox() {
      @Override
      public void send(String frame) {
        ctx.send(frame);
      }

      @Override
      public void hold(String frame) {
        ctx.send(frame);
      }

      @Override
      public void flush() {}
    };
  }
}
