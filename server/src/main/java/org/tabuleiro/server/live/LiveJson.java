package org.tabuleiro.server.live;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.tabuleiro.play.Clock;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.Proposal;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.StoredEvent;

/** The frames the server sends on a game's socket ({@code docs/protocol.md}). */
public final class LiveJson {
  private final ObjectMapper mapper;
  private final GameEventJson events;

  public LiveJson(ObjectMapper mapper, GameEventJson events) {
    this.mapper = mapper;
    this.events = events;
  }

  public String ack(Long id, int version) {
    ObjectNode n = mapper.createObjectNode().put("t", "ack");
    if (id != null) n.put("id", id);
    return n.put("v", version).toString();
  }

  /** {@code after}, when not null, is the game right after the event ({@link #situation}). */
  public String event(StoredEvent e, LiveSnapshot after) {
    ObjectNode n = mapper.createObjectNode().put("t", "event").put("v", e.seq());
    n.set("event", events.toJson(e.event()));
    if (after != null) situation(n.putObject("after"), after);
    return n.toString();
  }

  /** A line of chat: {@code id} is what a report names. */
  public String chat(org.tabuleiro.server.chat.ChatLine line) {
    return mapper.createObjectNode().put("t", "chat").put("room", line.room().key()).put("id", line.id())
        .put("user", line.user()).put("text", line.text()).put("at", line.at().toString()).toString();
  }

  public String error(Long id, String code, String message) {
    ObjectNode n = mapper.createObjectNode().put("t", "error");
    if (id != null) n.put("id", id);
    return n.put("code", code).put("message", message).toString();
  }

  /** The whole game as of the snapshot; clocks are the remaining time at the snapshot's instant. */
  public String state(LiveSnapshot s, String whiteName, String blackName, Color you) {
    Game g = s.game();
    ObjectNode n = mapper.createObjectNode().put("t", "state").put("v", s.version());
    ObjectNode game = n.putObject("game").put("id", s.stored().id()).put("variant", g.variant().key())
        .put("rated", g.setup().rated()).put("timeControl", g.setup().control().toString())
        .put("initialFen", g.setup().initialFen());
    game.putObject("players").put("white", whiteName).put("black", blackName);
    n.put("you", GameEventJson.color(you));
    g.moves().forEach(n.putArray("moves")::add);
    situation(n, s);
    return n.toString();
  }

  /** What changes with events: position, clocks (remaining at the snapshot's instant), result, offers, claims. */
  private static void situation(ObjectNode n, LiveSnapshot s) {
    Game g = s.game();
    n.put("fen", g.fen()).put("turn", GameEventJson.color(g.sideToMove()));
    if (g.setup().control() instanceof TimeControl.Unlimited) {
      n.putNull("clock");
    } else {
      Clock c = g.clock();
      n.putObject("clock").put("white", c.remainingMillis(Color.WHITE, s.at()))
          .put("black", c.remainingMillis(Color.BLACK, s.at())).put("running", GameEventJson.color(c.running()));
    }
    if (g.result() == null) {
      n.putNull("result");
    } else {
      n.putObject("result").put("outcome", GameEventJson.outcome(g.result().outcome()))
          .put("termination", g.result().termination().key())
          .put("text", g.variant().isDraughts() ? g.result().pdn() : g.result().pgn());
    }
    ObjectNode offers = n.putObject("offers");
    for (Proposal p : Proposal.values()) offers.put(p.key(), GameEventJson.color(g.proposedBy(p)));
    n.put("adjourned", g.isAdjourned()).put("canClaimDraw", g.canClaimDraw()).put("canAbort", g.canAbort());
    g.legalMoves().forEach(n.putArray("legalMoves")::add);
  }
}
