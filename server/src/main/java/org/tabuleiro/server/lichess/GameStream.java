package org.tabuleiro.server.lichess;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.chat.ChatService;
import org.tabuleiro.server.live.EventFrame;
import org.tabuleiro.server.live.GameEventBus;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveSnapshot;

/**
 * One player's game stream ({@code /api/board/game/stream/{id}}, {@code /api/bot/...}): {@code gameFull} first, a
 * {@code gameState} after each change the game stored (the batch's last event carries the game after it), the
 * players' room's {@code chatLine}s, and the end of the stream after the game's last state. While it is open the
 * player counts as connected to the game, as with the page's socket (an opponent cannot claim the game).
 *
 * <p>Subscribed before the snapshot is taken; what the bus brings meanwhile waits and is sent only if newer than the
 * snapshot. The bus's listener never takes the game's lock (it is called holding it) and the snapshot is taken
 * holding no lock of this stream's.
 */
final class GameStream {
  private final LiveGame game;
  private final Color color;
  private final LichessJson json;
  private final ObjectMapper mapper;
  private final NdjsonStream out;
  private final List<LiveSnapshot> early = new ArrayList<>();   // guarded by this
  private int sent = -1;   // the version last sent; -1 until gameFull; guarded by this
  private boolean over;    // guarded by this

  GameStream(LiveGame game, Color color, LichessJson json, ObjectMapper mapper, NdjsonStream out) {
    this.game = game;
    this.color = color;
    this.json = json;
    this.mapper = mapper;
    this.out = out;
  }

  /** Opens, subscribes and returns what closes it all (after {@link NdjsonStream#run} returns). */
  Runnable open(GameEventBus bus, ChatService chat) {
    GameEventBus.Subscription subscription = bus.subscribe(game.id(), this::frame);
    LiveSnapshot now = game.snapshot();
    synchronized (this) {
      out.send(json.gameFull(now));
      sent = now.version();
      over = now.game().isOver();
      for (LiveSnapshot s : early) state(s);
      early.clear();
      if (over) out.end();
    }
    Runnable leaveChat = chat.listen(game.id(), true, this::chatLine);
    game.presence(color, true);
    return () -> {
      game.presence(color, false);
      leaveChat.run();
      subscription.close();
    };
  }

  private synchronized void frame(EventFrame f) {
    LiveSnapshot after = f.after();
    if (after == null) return;
    if (sent < 0) early.add(after);
    else state(after);
  }

  /** Called holding this. */
  private void state(LiveSnapshot s) {
    if (over || s.version() <= sent) return;
    sent = s.version();
    out.send(LichessJson.state(s));
    if (s.game().isOver()) {
      over = true;
      out.end();
    }
  }

  private void chatLine(String frame) {
    try {
      JsonNode line = mapper.readTree(frame);
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("type", "chatLine");
      m.put("room", line.path("room").asText());
      m.put("username", line.path("user").asText());
      m.put("text", line.path("text").asText());
      synchronized (this) {
        if (!over) out.send(m);
      }
    } catch (java.io.IOException e) {
      // a frame of ours that is not JSON: nothing to send
    }
  }
}
